import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'he-hat-shop-till';

const ITEMS: [string, number, number][] = [
  ['כובע פנמה קש טבעי', 18900, 34900],
  ['מגבעת לבד צמר', 24900, 42900],
  ['כומתה צרפתית', 8900, 14900],
  ['כובע קסקט טוויד', 12900, 19900],
  ['כובע שמש רחב שוליים', 9900, 16900],
  ['כובע גרב סרוג', 4900, 7900],
  ['פדורה קטיפה', 29900, 44900],
  ['סרט לכובע (החלפה)', 2900, 4900],
  ['קופסת כובע קרטון', 3900, 5900],
  ['מברשת ניקוי לבד', 3500, 5500],
];

const VENDORS = [
  {
    brand: 'הכובען',
    sub: 'כובעים ומגבעות מאז 1962 · רח׳ הרצל 38, חולון',
    legal: 'הכובען ייבוא ושיווק בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    title: 'חשבונית מס / קבלה',
    num: (r: { int(a: number, b: number): number }) => `HT-${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    page: '76mm 200mm',
    width: 64,
    top: true,
  },
  {
    brand: 'שוליים',
    sub: 'בוטיק כובעים · שוק הפשפשים, יפו',
    legal: 'רותם אלמוג',
    company: false,
    idLine: (id: string) => `עוסק מורשה ${lr(id)}`,
    title: 'קבלה - חשבונית מס',
    num: (r: { int(a: number, b: number): number }) => `${r.int(10, 99)}/${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
    font: "'Simple CLM','David CLM',sans-serif",
    page: '58mm 200mm',
    width: 50,
    top: false,
  },
];

export const heHatShopTill: Layout = {
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
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.8) ? 1 : 2, price: rng.int(lo / 100, hi / 100) * 100 - 100 }));
    const sub = add(lines.map((l) => l.qty * l.price));
    const disc = rng.chance(0.5) ? -Math.round(sub * 0.1) : 0;
    const total = sub + disc;
    const tax = taxIn(total, rate);
    const cash = rng.chance(0.35);
    const given = Math.ceil(total / 10000) * 10000 + (rng.chance(0.5) ? 10000 : 0);
    const row = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c">${esc(v.legal)}</div><div class="c">${v.idLine(id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div><div class="c sm">${v.sub}</div>
${v.top ? vendor : ''}
<div class="c b t">${v.title}</div>
${row('מס׳', lr(number))}
${row('תאריך', lr(v.date(date)))}
${row('שעה', lr(`${rng.int(10, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row('מוכר/ת', rng.pick(['אורית', 'סהר', 'מיכל', 'דני']))}
<div class="rule"></div>
${lines.map((l) => `<div>${esc(l.name)}</div>${row(lr(`${l.qty} x ${amount(l.price)}`), lr(amount(l.qty * l.price)))}<div class="sm">מק"ט ${rng.int(100000, 999999)}</div>`).join('')}
<div class="rule"></div>
${disc ? `${row('סכום ביניים', lr(amount(sub)))}${row(`הנחת כרטיס לקוח 10% (${notAnId(rng)})`, lr(amount(disc)))}` : ''}
${row('סה"כ לתשלום', lr(`₪${amount(total)}`), 'big')}
${row(`מע"מ ${rate}% כלול`, lr(amount(tax)))}
${row('סה"כ ללא מע"מ', lr(amount(total - tax)))}
<div class="rule"></div>
${cash ? `${row('מזומן', lr(amount(given)))}${row('עודף', lr(amount(given - total)))}` : `${row(`אשראי ${lr('****' + rng.digits(4))}`, lr(amount(total)))}${row('אישור', lr(rng.digits(6)))}`}
<div class="c sm">החלפה תוך 14 יום בצירוף חשבונית · כובעים שנמדדו לא יוחזרו</div>
${v.top ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.t{margin:5px 0;font-size:12px}.sm{font-size:8px}.brand{font-family:'Yehuda CLM',serif;font-size:20px;font-weight:bold;letter-spacing:2px}.big{font-weight:bold;font-size:13px}.rule{border-top:1px dashed #333;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
