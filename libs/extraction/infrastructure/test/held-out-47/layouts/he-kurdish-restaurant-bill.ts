import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, row, total, vatIn, ltr } from './extra';

const ID = 'he-kurdish-restaurant-bill';
const DISHES: [string, number][] = [
  ['קובה חמוסטה', 5400],
  ['קובה סלק', 5200],
  ['ממולאים כורדיים', 6200],
  ['קציצות ברוטב חמוץ', 5800],
  ['אורז עם שקדים', 2400],
  ['קבאב כורדי על האש', 7400],
  ['קובה בורגול מטוגן', 1600],
  ['סלט ירקות קצוץ', 2600],
  ['מרק שעועית לבנה', 3400],
  ['לחם תנור', 1200],
  ['לימונדה נענע', 1600],
  ['ערק כוס', 3200],
  ['תה צמחים קנקן', 2200],
  ['מלבי ורדים', 2800],
];

/** Kurdish restaurant's bill: a service charge added (the company) or a tip outside the bill (the dealer). */
export const heKurdishRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? Math.round(food * 0.12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const diners = rng.int(2, 6);
    const tip = co ? 0 : Math.round((food * rng.pick([10, 12, 15])) / 100);
    const vendorName = co ? 'בית הכורדים מסעדנות בע"מ' : 'שלמה ברזאני';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BK-${dt(date, 'yyyy-mm-dd').slice(2, 4)}${rng.digits(4)}` : String(rng.int(310, 4800));
    const dateText = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yy');
    const head = co
      ? `<div class="c brand">בית הכורדים</div><div class="c sm">רח׳ הגפן 14, קרית אתא · ${landline(rng)}</div><div class="c sm">${vendorName} ח.פ. ${ltr(spacedId(taxId))}</div>`
      : `<div class="c brand">ברזאני</div><div class="c sm">מטבח כורדי ביתי · שוק בית שמש</div>`;
    const body = `<div class="slip">${head}<div class="dbl"></div>
<div class="c b">חשבונית מס קבלה מס׳ ${doc}</div>
${pairs(
  [
    ['תאריך', dateText],
    ['שולחן', String(rng.int(1, 30))],
    ['סועדים', String(diners)],
    ['מלצר/ית', rng.pick(['דנה', 'אליאור', 'מאיה', 'עומר'])],
    ['הזמנה', `K${rng.digits(5)}`],
    ['נפתח', `${rng.int(12, 21)}:${rng.int(10, 59)}`],
  ],
  2,
)}
${items(
  ['כמ׳', 'מנה', 'מחיר', 'סה"כ'],
  lines.map((l) => [String(l.qty), l.name, amount(l.unit), amount(l.qty * l.unit)]),
)}
${co ? `${row('סה"כ מנות', amount(food))}${row('דמי שירות 12%', amount(service))}` : ''}
<div class="dbl"></div>
${row('לתשלום ש"ח', amount(gross), 'b big')}
${row(`מע"מ ${rate}% כלול`, amount(vat))}
${row('ממוצע לסועד', amount(Math.round(gross / diners)), 'sm')}
${co ? '<div class="sm">דמי השירות מועברים לצוות במלואם</div>' : `<div class="rule"></div>${row('טיפ (לא כלול בחשבונית)', amount(tip))}${row('סה"כ חיוב בכרטיס', amount(gross + tip))}`}
${row('כרטיס', `XXXX-${rng.digits(4)}`, 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} - עוסק מורשה ${hyphenId(taxId)}</div>`}
<div class="c sm">תודה ובתיאבון!</div></div>`;
    const page = co ? '80mm 240mm' : '76mm 240mm';
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'DejaVu Sans'"};font-size:${co ? '12px' : '10.5px'}}
.slip{padding:4mm}.brand{font-size:22px;font-weight:bold}.big{font-size:1.25em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
