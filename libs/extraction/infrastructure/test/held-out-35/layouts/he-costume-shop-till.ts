import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, row, shift, taxIn, vid } from './extra';

const ID = 'he-costume-shop-till';

const VENDORS = [
  {
    top: ['מסכה ונוצה', 'אורלי חדד', 'תחפושות, פאות ואביזרי מסיבות'],
    legal: 'אורלי חדד',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd/mm/yy' as D,
    num: (k: number) => `${k}`,
    digits: [10000, 99999],
    font: "'Miriam Mono CLM','Nimbus Mono PS',monospace",
    title: 'חשבונית מס-קבלה',
  },
  {
    top: ['PURIMANIA', 'סניף קניון הדר · ירושלים'],
    legal: 'תחפושות פורימניה בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `21-${k}`,
    digits: [100000, 999999],
    font: "'Nimbus Mono PS','Miriam Mono CLM',monospace",
    title: 'חשבונית מס / קבלה',
  },
];

const ITEMS: [string, number][] = [
  ['תחפושת פיראט ילדים מידה 6', 8990],
  ['תחפושת חד-קרן מידה 8', 9990],
  ['תחפושת אסטרונאוט מבוגר', 17990],
  ['פאה אפרו צבעונית', 3990],
  ['פאה בלונד ארוכה', 4490],
  ['ערכת איפור פנים 6 צבעים', 2990],
  ['מסכת ונציה מוזהבת', 5490],
  ['כובע קוסם', 2490],
  ['גלימה שחורה 120 ס"מ', 6990],
  ['חרב פלסטיק', 1990],
  ['כנפי פיה נצנצים', 3490],
  ['משקפי דיסקו', 1490],
  ['ספריי צבע לשיער', 2290],
  ["שרשרת הוואי 10 יח'", 1290],
];

export const heCostumeShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit]) => ({ name, unit, q: rng.int(1, 3), sku: rng.digits(7) }));
    const gross = add(lines.map((l) => l.q * l.unit));
    const wigs = lines.filter((l) => l.name.startsWith('פאה'));
    const promo = add(wigs.map((l) => l.q)) >= 2 && rng.chance(0.7) ? Math.min(...wigs.map((l) => l.unit)) : 0;
    const total = gross - promo;
    const tax = taxIn(total, rate);
    const t = rng.int(9 * 60 + 30, 21 * 60);
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(total / 5000) * 5000 : total;
    const rule = '='.repeat(36);
    const dash = '-'.repeat(36);
    const head =
      n % 2 === 0
        ? `<div class="c big">${esc(v.top[0])}</div><div class="c b">${esc(v.top[1])}</div><div class="c">${esc(v.top[2])}</div><div class="c">${v.label} ${id}</div><div class="c">רח' הרצל 88, רחובות · ${lr('08-9461337')}</div>`
        : `<div class="c big lat">${esc(v.top[0])}</div><div class="c">${esc(v.top[1])}</div><div class="c">${lr('02-5633190')}</div>`;
    const foot =
      n % 2 === 1 ? `<div>${dash}</div><div class="c">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div><div class="c">משרד ראשי: רח' האומן 12, תלפיות</div>` : '';
    const body = `<div class="r">${head}
<div>${rule}</div>
<div class="c b">${v.title} ${lr(number)}</div>
<div class="c">מקור</div>
${row('תאריך:', lr(`${dt(date, v.style)} ${hhmm(t)}`))}
${row('קופה:', `${rng.int(1, 4)} &nbsp; מוכר/ת: ${rng.pick(['ליאת', 'דנה', 'מאיר', 'שני'])}`)}
<div>${dash}</div>
${lines.map((l) => `<div>${esc(l.name)}</div><div class="rw"><span>${lr(`${l.sku}  ${l.q} x ${amount(l.unit)}`)}</span><span>${amount(l.q * l.unit)}</span></div>`).join('')}
<div>${dash}</div>
${row(`${lines.length} פריטים, ${add(lines.map((l) => l.q))} יח'`, '')}
${promo ? `${row('סכום ביניים', amount(gross))}${row('מבצע פאה שנייה חינם', lr(`-${amount(promo)}`))}` : ''}
<div>${rule}</div>
${row('סה"כ לתשלום', amount(total), 'big')}
${row(`מתוכו מע"מ ${rate}%`, amount(tax))}
<div>${rule}</div>
${cash ? `${row('מזומן', amount(paid))}${row('עודף', amount(paid - total))}` : `${row(rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט']), amount(total))}<div>${lr(`**** **** **** ${rng.digits(4)}`)} &nbsp; אישור ${rng.digits(7)}</div>`}
<div>${dash}</div>
<div>מועדון תחפושות: ${lr(cellular(rng))}</div>
<div>החלפה עד ${lr(dt(shift(date, 14), v.style))} בצירוף חשבונית.</div>
<div>תחפושות שנמדדו ופאות אינן ניתנות להחזרה.</div>
${foot}
<div class="c">*** חג שמח! ***</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:15px}.lat{font-family:'URW Gothic','Nimbus Sans',sans-serif;font-size:20px;letter-spacing:2px}.rw{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      page: '80mm 240mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
