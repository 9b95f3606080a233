import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'mixed-drone-mapping-survey-invoice';

const WORK: [string, string, number, number, string][] = [
  ['צילום אורתופוטו ברחפן', 'Drone orthophoto flight', 90, 160, 'דונם / dunam'],
  ['מודל גבהים DTM', 'Elevation model (DTM)', 40, 70, 'דונם / dunam'],
  ['ענן נקודות תלת ממדי', '3D point cloud', 1800, 3200, 'פרויקט / project'],
  ['חישוב כמויות עפר', 'Earthwork volumes', 1200, 2400, 'פרויקט / project'],
  ['יום צוות שטח', 'Field crew day', 2800, 3600, 'יום / day'],
];

/** A drone mapping sole trader's bilingual A4 tax invoice, VAT added. */
export const mixedDroneMappingSurveyInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const lines = rng.some(WORK, rng.int(2, 4)).map(([he, en, lo, hi, per]) => ({
      he,
      en,
      per,
      qty: per.startsWith('דונם') ? rng.int(20, 400) : per.startsWith('יום') ? rng.int(1, 3) : 1,
      unit: rng.int(lo, hi) * 100,
    }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עידו פרלמן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(300, 899));
    const rows = lines.map((l) => [`${l.he}<br><span class="sm">${ltr(l.en)}</span>`, ltr(String(l.qty)), l.per, ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]);
    const body = `<div class="head"><div><div class="brand">SKYGRID</div><div>מיפוי ומדידות ברחפן · Drone mapping &amp; survey</div></div><div class="sm">עידו פרלמן · Ido Perlman<br>עוסק מורשה · Licensed dealer ${ltr(taxId)}<br>${ltr(cellular(rng))} · מודיעין Modiin</div></div>
<h1>חשבונית מס · Tax Invoice ${ltr(doc)}</h1>
${pairs(
  [
    ['תאריך · Date', ltr(dt(date, 'dd/mm/yyyy'))],
    ['לקוח · Client', rng.pick(['א.ב. עבודות עפר בע"מ', 'קבוצת נוף הרים יזמות בע"מ', 'מועצה אזורית גזר'])],
    ['ח.פ. לקוח · Client Co. No.', ltr(taxIdOfCustomer(rng))],
    ['תאריך טיסה · Flight date', ltr(dt(plus(date, -rng.int(3, 15)), 'dd/mm/yyyy'))],
    ['מס׳ פרויקט · Project', ltr('SG-' + rng.digits(4))],
    ['תשלום · Payment', 'שוטף + 30 · Net 30'],
  ],
  2,
)}
${items(['תיאור · Description', 'כמות · Qty', 'יחידה · Unit', 'מחיר · Price', 'סכום · Amount'], rows)}
<div class="sum">${row('סה"כ לפני מע"מ · Subtotal', ltr(amount(net)))}${row(`מע"מ ${rate}% · VAT ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום · Total', ltr(`₪ ${amount(gross)}`), 'b big')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:11.5px;padding:15mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid #283593;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#283593;letter-spacing:3px}
h1{font-size:18px;margin:12px 0 6px}.sum{width:52%;margin-right:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
