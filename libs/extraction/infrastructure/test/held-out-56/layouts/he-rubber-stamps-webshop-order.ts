import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, sh, spacedId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-rubber-stamps-webshop-order';

const GOODS: [string, string, number, number][] = [
  ['חותמת עצמית 38x14 מ"מ - 3 שורות', 'ST-1038', 79, 119],
  ['חותמת תאריך עם מספור', 'ST-2210', 129, 189],
  ['חותמת עגולה לעמותה 40 מ"מ', 'ST-1540', 139, 199],
  ['כרית דיו כחולה', 'ST-5001', 24, 39],
  ['דיו למילוי 28 מ"ל', 'ST-5028', 19, 29],
  ['חותמת עץ לילדים - סט 12', 'ST-7012', 59, 99],
  ['חותמת חתימה מוקטנת', 'ST-3100', 99, 159],
  ['חותמת "נאמן למקור"', 'ST-1100', 49, 79],
];

/** Custom rubber stamps web shop's A4 tax invoice-receipt, prices including VAT, with shipping. */
export const heRubberStampsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, sku, lo, hi]) => ({ name, sku, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const ship = goods >= 25000 ? 0 : rng.pick([2900, 3500]);
    const gross = goods + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חותמות סטמפיט בע"מ' : 'ליאור שטרן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ST-${date.slice(2, 4)}${rng.digits(5)}` : rng.digits(4);
    const f = (d: string) => dt(d, co ? 'dd.mm.yyyy' : 'd/m/yyyy');
    const m = (c: number) => (co ? sh(c, 'ILS x') : sh(c, '₪x'));
    const ordered = plus(date, -rng.int(1, 4));
    const body = `<div class="head"><div><div class="brand">${co ? 'STAMPIT' : 'חותמות ליאור'}</div><div class="sm">${co ? `${ltr('www.stampit.co.il')} · ${vendorName} · ח.פ. ${ltr(spacedId(taxId))}` : `${ltr('lior-stamps.co.il')} · ${ltr(cellular(rng))}`}</div></div><div class="t">חשבונית מס / קבלה</div></div>
${grid([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מספר הזמנה', ltr(`ORD-${rng.digits(7)}`)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['תשלום', rng.pick(['כרטיס אשראי', 'PayPal', 'ביט'])],
])}
<div>לקוח: ${rng.pick(['משרד עו"ד שגיא ושות׳', 'גן ילדים "הפרפר"', 'רונן אשכנזי', 'עמותת יד ביד'])} · משלוח ל${rng.pick(['חיפה', 'באר שבע', 'מודיעין', 'נתניה'])}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום מוצרים', ltr(m(goods)))}${row(ship ? 'משלוח בדואר רשום' : 'משלוח (חינם מעל 250 ₪)', ltr(m(ship)))}${row('סה"כ כולל מע"מ', ltr(m(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(m(vat)))}</div>
<div class="sm">ההגהה אושרה על ידי הלקוח לפני הייצור. חותמות בהתאמה אישית אינן ניתנות להחזרה.</div>
${co ? '' : `<div class="foot">ליאור שטרן · עוסק מורשה ${ltr(taxId)} · רח׳ הרקפת 7, קריית טבעון</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'FreeSerif'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:center;background:${co ? '#fff3e0' : '#e8f5e9'};padding:8px}.brand{font-size:28px;font-weight:bold;color:${co ? '#e65100' : '#2e7d32'}}.t{font-size:18px;font-weight:bold}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.foot{margin-top:40px;border-top:1px solid #999;padding-top:5px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
