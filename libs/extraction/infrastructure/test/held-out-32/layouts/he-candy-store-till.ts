import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, mul } from '../../generalisation/notation';
import { add, dated, lr, pair, taxIn, vid } from './extra';

const ID = 'he-candy-store-till';

const VENDORS = [
  {
    head: ['ממתקי הגבעה', 'יוסי אברהם', 'ממתקים, שוקולד וסוכריות'],
    legal: 'יוסי אברהם',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd/mm/yy' as D,
    num: (k: number) => `${k}`,
    font: "'Miriam Mono CLM','Liberation Mono',monospace",
  },
  {
    head: ['סוכריה על מקל בע"מ', 'סניף מרכז העיר'],
    legal: 'סוכריה על מקל בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `3/${k}`,
    font: "'Nimbus Mono PS','Miriam Mono CLM',monospace",
  },
  {
    head: ['SUGAR RUSH', 'שוגר ראש ממתקים בע"מ'],
    legal: 'שוגר ראש ממתקים בע"מ',
    company: true,
    label: 'ח"פ',
    style: 'd.m.yy' as D,
    num: (k: number) => `SR${k}`,
    font: "'Noto Sans Mono','Miriam Mono CLM',monospace",
  },
];

/** Sold by weight: name, price per kilo in agorot. */
const BULK: [string, number][] = [
  ['דובוני גומי', 7990],
  ['נחשי גומי חמוץ', 8490],
  ['סוכריות טופי', 6990],
  ['פרלינים מבחר', 15900],
  ['מרשמלו ורוד', 5990],
  ['שוקולד מריר בטבלאות', 11900],
];
const PACKED: [string, number][] = [
  ['מקל סוכר ענק', 1200],
  ['קופסת פח מתנה', 2500],
  ['מסטיק בועות 5 יח', 790],
  ['לוליפופ קשת', 1490],
  ['חטיף נוגט', 990],
  ['סלסלת ממתקים ליום הולדת', 8900],
];

export const heCandyStoreTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 3];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(10000, 99999));
    const weighed = rng.some(BULK, rng.int(1, 4)).map(([name, kilo]) => {
      const grams = rng.int(120, 780);
      return { name, kilo, grams, sum: mul(grams / 1000, kilo) };
    });
    const packed = rng.some(PACKED, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const lines = add([...weighed.map((w) => w.sum), ...packed.map((p) => p.qty * p.unit)]);
    const deal = lines > 8000 && rng.chance(0.5) ? 1000 : 0;
    const total = lines - deal;
    const tax = taxIn(total, rate);
    const cash = rng.chance(0.5);
    const paid = cash ? Math.ceil(total / 5000) * 5000 : total;
    const body = `<div class="r">
${v.head.map((h, i) => `<div class="c ${i === 0 ? 'big' : ''}">${esc(h)}</div>`).join('')}
<div class="c">${v.label} ${n === 1 ? hyphenId(id) : id}</div>
<div class="c">טל' 0${rng.pick([3, 4, 8, 9])}-${rng.int(6000000, 9999999)}</div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה ${number}</div>
<div class="c">מקור</div>
${pair(`תאריך ${dt(date, v.style)}`, `שעה ${String(rng.int(9, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}
${pair(`קופה ${rng.int(1, 3)}`, `קופאי/ת ${rng.pick(['מורן', 'אלה', 'שחר', 'ליאור'])}`)}
<div class="dash"></div>
${weighed.map((w) => `<div>${esc(w.name)}</div>${pair(`${lr(`${(w.grams / 1000).toFixed(3)} ק"ג x ${amount(w.kilo)}`)}`, amount(w.sum))}`).join('')}
${packed.map((p) => `<div>${esc(p.name)}</div>${pair(lr(`${p.qty} x ${amount(p.unit)}`), amount(p.qty * p.unit))}`).join('')}
<div class="dash"></div>
${deal ? `${pair('סכום ביניים', amount(lines))}${pair('מבצע: 10 ש"ח הנחה מעל 80', `-${amount(deal)}`)}` : ''}
${pair('סה"כ לתשלום', amount(total), 'big')}
${pair(`מע"מ ${rate}% כלול`, amount(tax))}
<div class="dash"></div>
${cash ? `${pair('מזומן', amount(paid))}${pair('עודף', amount(paid - total))}` : `${pair(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${lr(`****${rng.digits(4)}`)}`, amount(total))}${pair("מס' אישור", rng.digits(7))}`}
<div class="dash"></div>
<div class="c">החלפות עד 14 יום עם חשבונית</div>
<div class="c">*** תודה ובתיאבון ***</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:12px}.r{width:72mm;padding:3mm 4mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:15px;font-weight:bold}.dash{border-top:1px dashed #000;margin:4px 0}.pr{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
