import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, sh, share, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-mechanical-keyboard-webshop-order';

const GOODS: [string, number, number][] = [
  ['מקלדת מכנית 75% אלחוטית', 399, 899],
  ['מקלדת TKL עם מתגים חמים', 349, 749],
  ['חבילת מתגים לינאריים (70 יח׳)', 99, 219],
  ['סט כיתוב PBT עברית/אנגלית', 149, 329],
  ['כבל מפותל USB-C', 69, 149],
  ['משענת כף יד מעץ אגוז', 89, 179],
  ['ערכת שימון מתגים', 49, 99],
  ['מפתח שליפת קאפים', 19, 39],
];

/** Mechanical keyboard web shop's A4 invoice: prices including VAT, a coupon on some, shipping. */
export const heMechanicalKeyboardWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ sku: `KB-${rng.digits(5)}`, name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 - 10 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.4) ? share(sub, 10) : 0;
    const ship = sub - coupon >= 50000 ? 0 : rng.pick([2900, 3500, 4500]);
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קליק מקלדות בע"מ' : 'אורי ליבוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `INV${date.slice(2, 4)}${rng.digits(6)}` : rng.digits(5);
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'yyyy-mm-dd');
    const m = (c: number) => sh(c, co ? '₪x' : 'x ש"ח');
    const body = `<div class="head"><div><div class="brand">${co ? 'KEYCLACK' : 'מקש'}</div><div class="sm">${co ? 'keyclack.co.il' : 'makash-keys.co.il · ' + ltr(cellular(rng))}</div></div>${co ? `<div class="sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רחוב הברזל 3, תל אביב</div>` : ''}</div>
<h1>חשבונית מס קבלה</h1>
${pairs(
  [
    ['מספר מסמך', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['הזמנה', ltr(`#${rng.digits(6)}`)],
    ['הוזמן בתאריך', ltr(f(plus(date, -rng.int(0, 2))))],
    ['משלוח', rng.pick(['שליח עד הבית', 'נקודת איסוף', 'דואר רשום'])],
    ['לקוח', `${rng.pick(['אלון שגיא', 'מאיה רוטמן', 'איתי בן חיים', 'נוגה פרלמן'])}, ${rng.pick(['חיפה', 'מודיעין', 'באר שבע', 'כרמיאל'])}`],
  ],
  2,
)}
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, ltr(String(l.qty)), ltr(m(l.unit)), ltr(m(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום מוצרים', ltr(m(sub)))}${coupon ? row('קוד קופון CLACK10 (10%)', ltr(`-${m(coupon)}`)) : ''}${row('דמי משלוח', ship ? ltr(m(ship)) : 'חינם')}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`מע"מ (${rate}%) כלול`, ltr(m(vat)))}</div>
<div class="sm">שולם ב${rng.pick(['ויזה', 'מאסטרקארד', 'ביט', 'אמריקן אקספרס'])} · ${rng.int(1, 6)} תשלומים · אסמכתא ${ltr(rng.digits(9))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · משלוחים מרחובות</div>`}`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Noto Sans Hebrew';font-size:12.5px;padding:14mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${co ? '#212121' : '#2e7d32'};padding-bottom:6px}.brand{font-size:30px;font-weight:bold;letter-spacing:2px;${co ? '' : "font-family:'Simple CLM';color:#2e7d32"}}h1{font-size:20px}.sum{width:44%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:36px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
