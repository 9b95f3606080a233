import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, mul, spacedId } from '../../generalisation/notation';
import { avoid, boxes, baseCss, idOf, items, ltr, next, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-duct-cleaning-invoice';

/** Ventilation duct and kitchen hood cleaning contractor's A4 tax invoice. */
export const heDuctCleaningInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const metres = rng.int(18, 140) + rng.pick([0, 0.5]);
    const perM = rng.pick([3800, 4200, 4500]);
    const rows: [string, string, number, number][] = [[`ניקוי תעלות מיזוג (מ״א)`, String(metres), perM, mul(metres, perM)]];
    const add = (name: string, q: number, u: number) => rows.push([name, String(q), u, q * u]);
    if (rng.chance(0.7)) add('ניקוי ושטיפת מנדף מטבח', rng.int(1, 3), 85000);
    add('החלפת מסנני אוויר', rng.int(2, 12), 6800);
    if (rng.chance(0.6)) add('צילום תעלות במצלמה', 1, 45000);
    if (rng.chance(0.6)) add('חיטוי וריסוס נגד עובש', rng.int(1, 4), 22000);
    add('דו"ח ממצאים ותמונות', 1, 15000);
    const net = total(rows.map((r) => r[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'אוורור נקי שירותי תעשייה בע"מ' : 'יגאל אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}/${rng.digits(4)}` : String(rng.int(100, 999));
    const f = co ? 'dd/mm/yyyy' : 'd/m/yyyy';
    const client = rng.pick(['מלון חוף הכרמל בע"מ', 'בית אבות נווה שקד בע"מ', 'מסעדות גן העיר בע"מ', 'מכללת אופק להנדסה בע"מ']);
    const head = co
      ? `<div class="hd"><div class="brand">אוויר נקי</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>אזור תעשייה ציפורית, נצרת עילית<br>${ltr(cellular(rng))}</div></div>`
      : `<div class="hd"><div class="brand">צינור זך</div><div class="sm">ניקוי תעלות ומנדפים<br>${ltr(cellular(rng))}</div></div>`;
    const body = `<div class="sheet">${head}<div class="dbl"></div>
<h2>חשבונית מס ${co ? '' : `מס׳ ${ltr(doc)}`} <span class="orig">מקור</span></h2>
${boxes([
  ...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []),
  ['תאריך', ltr(dt(date, f))],
  ['הזמנת עבודה', ltr(`WO-${rng.digits(5)}`)],
  ['תאריך ביצוע', ltr(dt(addDays(date, -rng.int(1, 6)), f))],
  ['הזמנת רכש לקוח', ltr(`PO${rng.digits(7)}`)],
])}
<div>לקוח: <b>${client}</b> · ח.פ. ${ltr(taxIdOfCustomer(rng))}</div>
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  rows.map((r) => [r[0], r[1], amount(r[2]), amount(r[3])]),
)}
<div class="tot">${row('סכום לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 30. אחריות לביצוע: 6 חודשים. העברה לבנק דיסקונט סניף ${rng.int(10, 99)} חשבון ${ltr(rng.digits(7))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(taxId)} · מושב בית זית</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Drugulin CLM'"};font-size:13px}
.sheet{padding:15mm}.hd{display:flex;justify-content:space-between}.brand{font-size:32px;font-weight:bold;color:${co ? '#1d6b3a' : '#4b2a7a'}}
.orig{border:1px solid #000;font-size:12px;padding:1px 6px}.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:18mm;border-top:1px solid #888;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
