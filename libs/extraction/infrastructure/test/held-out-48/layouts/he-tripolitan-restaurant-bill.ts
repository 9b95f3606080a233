import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-tripolitan-restaurant-bill';
const DISHES: [string, number][] = [
  ['חריימה דג לבן', 8400],
  ['מפרום ממולא', 6200],
  ['שקשוקה טריפולטאית', 4600],
  ['כוסכוס עם ירקות', 5200],
  ['פילפל צ׳ומה', 1800],
  ['ממולאים בסגנון לוב', 5800],
  ['בורקה טריפוליטאית', 2400],
  ['סלט מבושל', 2200],
  ['לחם לוב', 1400],
  ['תה נענע', 1200],
  ['בירה מהחבית', 2800],
  ['בסבוסה', 2600],
];

/** Tripolitan (Libyan Jewish) restaurant's bill: service added (company) or a tip outside (dealer). */
export const heTripolitanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? Math.round((food * 10) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.pick([10, 12, 15]);
    const tip = co ? 0 : Math.round((food * tipPct) / 100);
    const diners = rng.int(2, 7);
    const vendorName = co ? 'סבתא מטריפולי מזון בע"מ' : 'רפאל חדאד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `T-${rng.digits(6)}` : String(rng.int(150, 3900));
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd.m.yy');
    const head = co
      ? `<div class="c brand">סבתא מטריפולי</div><div class="c sm">שד׳ ירושלים 52, בת ים · ${ltr(landline(rng))}</div><div class="c sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div>`
      : `<div class="c brand">חריימה</div><div class="c sm">מטבח לובי · שכונת התקווה</div>`;
    const body = `<div class="slip">${head}<div class="dbl"></div>
<div class="c b">חשבונית מס-קבלה</div>
${pairs(
  [
    ['מס׳', ltr(doc)],
    ['תאריך', ltr(dateText)],
    ['שולחן', String(rng.int(1, 24))],
    ['סועדים', String(diners)],
    ['מלצר', rng.pick(['ניסים', 'שירן', 'ליאור', 'גל'])],
    ['הזמנה', ltr(`#${rng.digits(5)}`)],
  ],
  2,
)}
${items(
  ['פריט', 'כמות', 'מחיר', 'סכום'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
${co ? `${row('סה"כ מזון ומשקאות', amount(food))}${row('שירות 10%', amount(service))}` : ''}
<div class="dbl"></div>
${row('סה"כ לתשלום ₪', amount(gross), 'b big')}
${row(`כולל מע"מ ${rate}%`, amount(vat))}
${co ? `<div class="sm">השירות נכלל בחשבון</div>` : `<div class="rule"></div>${row(`טיפ ${tipPct}% (אינו חלק מהחשבונית)`, amount(tip))}${row('חויב באשראי', amount(gross + tip))}`}
${row('כרטיס', ltr(`**${rng.digits(4)}`), 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} ע.מ. ${ltr(taxId)}</div>`}
<div class="c sm">בתיאבון!</div></div>`;
    const page = co ? '80mm 230mm' : '72mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'FreeSans'"};font-size:${co ? '12.5px' : '10.5px'}}
.slip{padding:4mm}.brand{font-size:21px;font-weight:bold}.big{font-size:1.25em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
