import { amount, htmlPage, israeliRate, Layout, lineItems, sum, truthAmount } from '../../generalisation/kit';
import { dt, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, row, vatIn } from './extra';

const ID = 'he-schnitzel-restaurant-bill';

const DISHES = [
  'שניצל עוף קלאסי',
  'שניצל וינאי עגל',
  'שניצל פרגית בשומשום',
  'שניצל תירס לילדים',
  'פירה תפוחי אדמה',
  'צ׳יפס בית',
  'סלט כרוב',
  'סלט ירקות קצוץ',
  'לימונדה ביתית',
  'בירה מהחבית',
  'מלבי',
  'שטרודל תפוחים',
];

/** Schnitzel restaurant's bill: a service charge added, or a tip outside the bill. */
export const heSchnitzelRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = lineItems(rng, DISHES, [3, 7], [180, 890], [1, 3]);
    const food = sum(lines);
    const service = co ? Math.round(food * 0.12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.int(10, 15);
    const tip = co ? 0 : Math.round((gross * tipPct) / 100);
    const vendorName = co ? 'קציצה וזהב מסעדות בע"מ' : 'מרדכי בן חיים';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SN-${rng.digits(6)}` : rng.digits(5);
    const f = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yy');
    const m = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const body = `<div class="slip"><div class="c brand">${co ? 'שניצל הבית' : 'השניצלייה של מוטי'}</div>
<div class="c sm">${co ? 'רחוב ז׳בוטינסקי 77, פתח תקווה' : 'שדרות ירושלים 12, יפו'}</div>
${co ? `<div class="c">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div>` : ''}
<div class="c b">חשבונית מס / קבלה</div>
${pairs(
  [
    ['מס׳', ltr(doc)],
    ['תאריך', ltr(f)],
    ['שולחן', String(rng.int(1, 30))],
    ['סועדים', String(rng.int(2, 6))],
    ['מלצר/ית', rng.pick(['דנה', 'עומר', 'שירן', 'איתי'])],
    ['הזמנה', ltr(`#${rng.digits(4)}`)],
  ],
  2,
)}
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, String(l.qty), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
${co ? `${row('סה"כ מנות', ltr(m(food)))}${row('דמי שירות 12%', ltr(m(service)))}` : ''}
<div class="dbl"></div>${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(m(vat)))}
${co ? '' : `<div class="rule"></div>${row(`טיפ ${tipPct}% (לא כלול בחשבונית)`, ltr(amount(tip)))}${row('סה"כ חיוב באשראי', ltr(amount(gross + tip)))}`}
${row('כרטיס', ltr(`xxxx-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>`}<div class="c sm">בתיאבון!</div></div>`;
    const page = co ? '80mm 230mm' : '72mm 240mm';
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Liberation Sans'"};font-size:${co ? 12 : 10}px}.slip{padding:3mm 4mm}.brand{font-size:19px;font-weight:bold}.big{font-size:1.2em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
