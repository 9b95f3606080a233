import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, row, shift, taxIn, vid } from './extra';

const ID = 'he-trophy-engraving-shop-till';

const VENDORS = [
  {
    brand: 'גביע הזהב',
    tag: 'גביעים · מדליות · שלטי הוקרה · חריטת לייזר',
    legal: 'גביע הזהב מוצרי הוקרה בע"מ',
    company: true,
    label: 'ח.פ.',
    title: 'חשבונית מס / קבלה',
    numLabel: "מס' חשבונית",
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(10, 14)}-${rng.int(10000, 99999)}`,
    style: 'dd.mm.yy' as const,
    addr: "רח' הרצל 88, ראשון לציון",
    phone: '03-9661204',
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
    top: true,
  },
  {
    brand: 'מדליון',
    tag: 'חריטה וגביעים לספורט ולאירועים',
    legal: 'אבי חדד',
    company: false,
    label: 'עוסק מורשה',
    title: 'חשבונית מס-קבלה',
    numLabel: 'מספר',
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(2000, 8999)}`,
    style: 'd/m/yyyy' as const,
    addr: 'מרכז מסחרי רמות, באר שבע',
    phone: '08-6413377',
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
    top: false,
  },
];

const ITEMS: [string, number, number][] = [
  ['גביע מתכת זהב 32 ס"מ', 6900, 12900],
  ['גביע מתכת כסף 25 ס"מ', 4500, 8900],
  ['גביע קריסטל על בסיס עץ', 14900, 24900],
  ['מדליה 50 מ"מ + סרט', 650, 1200],
  ['מדליה 70 מ"מ יצוקה', 1400, 2400],
  ['שלט הוקרה עץ אגוז A4', 11900, 18900],
  ['מגן זכוכית אקרילית', 8900, 15900],
  ['סרט מדליה בצבעי המועדון', 250, 450],
  ['פסלון כדורגלן', 2900, 4900],
  ['פסלון שחיין', 2900, 4900],
  ['לוחית חריטה מתכת', 900, 1600],
  ['קופסת מתנה קטיפה', 1200, 2200],
];

export const heTrophyEngravingShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, lo, hi]) => {
      const q = name.startsWith('מדליה') || name.startsWith('סרט') ? rng.int(10, 40) : rng.int(1, 4);
      return { name, q, unit: Math.round(rng.int(lo, hi) / 10) * 10 };
    });
    const letters = rng.int(40, 320);
    const perLetter = rng.pick([40, 50, 60]);
    const engraving = letters * perLetter;
    const goods = add(lines.map((l) => l.q * l.unit)) + engraving;
    const club = rng.chance(0.5) ? Math.round(goods * 0.1) : 0;
    const total = goods - club;
    const tax = taxIn(total, rate);
    const pickup = shift(date, rng.int(2, 9));
    const t = rng.int(9 * 60, 19 * 60);
    const cash = rng.chance(0.35);
    const paid = cash ? Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0) : total;
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div><div class="c">${esc(v.addr)} · ${lr(v.phone)}</div>`;
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div><div class="c sm">${esc(v.tag)}</div>
${v.top ? vendor : `<div class="c sm">${esc(v.addr)}</div>`}
${rule}
<div class="c b big">${esc(v.title)}</div><div class="c sm">מקור</div>
${row(`${v.numLabel}:`, lr(number))}
${row('תאריך:', `${lr(dt(date, v.style))} ${hhmm(t)}`)}
${row('קופה / מוכר:', `${rng.int(1, 3)} / ${rng.pick(['שירן', 'דודי', 'מאיה', 'אלון'])}`)}
${row('הזמנה לחריטה:', lr(`T-${rng.int(1000, 9999)}`))}
${rule}
${lines.map((l) => `<div>${esc(l.name)}</div>${row(lr(`${l.q} x ${amount(l.unit)}`), amount(l.q * l.unit))}`).join('')}
<div>חריטה (${letters} תווים)</div>${row(lr(`${letters} x ${amount(perLetter)}`), amount(engraving))}
${rule}
${club ? `${row('סכום ביניים', amount(goods))}${row('הנחת אגודת ספורט 10%', lr(`-${amount(club)}`))}` : ''}
${row('סה"כ לתשלום', `${amount(total)} ₪`, 'big b')}
${row(`מתוכו מע"מ ${rate}%`, amount(tax))}
${row('סה"כ לפני מע"מ', amount(total - tax))}
${rule}
${cash ? `${row('מזומן', amount(paid))}${row('עודף', amount(paid - total))}` : `${row('אשראי', lr(`**** ${rng.digits(4)}`))}${row("מס' אישור", rng.digits(7))}${row('תשלומים', String(rng.pick([1, 1, 2, 3])))}`}
${rule}
<div class="c">מוכן לאיסוף: ${dt(pickup, 'dd/mm')} אחרי 16:00</div>
<div class="c sm">טלפון לקוח: ${lr(cellular(rng))}</div>
<div class="c sm">פריטים בחריטה אישית אינם ניתנים להחזרה</div>
${v.top ? '' : `${rule}${vendor}`}
<div class="c sm">*** תודה ובהצלחה בתחרות ***</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:9.5px}.big{font-size:13px}.brand{font-size:20px;font-weight:bold;letter-spacing:1px}.rule{border-top:1px dashed #222;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:6px}`;
    const page = '80mm 220mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
