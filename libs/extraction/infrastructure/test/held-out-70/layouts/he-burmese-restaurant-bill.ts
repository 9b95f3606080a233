import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-burmese-restaurant-bill';

/** Dishes: name, lowest and highest price in whole shekels (with VAT). */
const MENU: [string, number, number][] = [
  ['מוהינגה - מרק אטריות אורז ודג', 54, 64],
  ['לפט תוק - סלט עלי תה כבושים', 42, 52],
  ['אונו קאו סואה - אטריות בחלב קוקוס', 56, 66],
  ['אטריות שאן עם עוף', 52, 62],
  ['קארי עוף בורמזי עם אורז', 62, 74],
  ['טופו שאני מטוגן', 34, 42],
  ['סמוסה ירקות (3)', 28, 34],
  ['סלט ג׳ינג׳ר', 36, 44],
  ['דג בעלי בננה', 78, 92],
  ['תה חלב בורמזי', 14, 18],
  ['מיץ ליים ונענע', 16, 20],
  ['שוו ג׳י - עוגת סולת וקוקוס', 28, 34],
];

/**
 * A Burmese restaurant's bill in Ra'anana, 80 mm (Nachlieli CLM): company name and id at the head,
 * "חשבון / חשבונית מס" with its number, table, diners and waiter, dd/mm/yyyy and time, a table of
 * quantity, dish, unit and sum; 10% service for 6 diners or more (with VAT, in the total); otherwise
 * sometimes a tip written on the card slip below the bill, outside it. Closed on Fridays (dates are
 * moved off them).
 */
export const heBurmeseRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const rate = israeliRate(date);
    const diners = rng.chance(0.4) ? rng.int(6, 11) : rng.int(2, 5);
    const lines = rng.some(MENU, Math.min(MENU.length, rng.int(3, 5) + Math.floor(diners / 2))).map(([name, lo, hi]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 3)));
      const unit = rng.int(lo, hi) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 6 ? Math.round((food * 10) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = !service && rng.chance(0.7) ? Math.round((gross * rng.pick([10, 12, 15])) / 10000) * 100 : 0;
    const vendorName = 'מינגלבה מטבח בורמזי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(4100, 9899));
    const body = `<div class="c"><div class="brand">מִינְגָלַבָּה</div><div class="sm">מטבח בורמזי · רחוב אחוזה ${ltr(String(rng.int(20, 180)))}, רעננה</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">טל׳ ${ltr(`09-7${rng.digits(6)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס מס׳ ${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 30)))}`, `סועדים ${ltr(String(diners))}`)}
${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(rng.int(12 * 60, 22 * 60 + 30))))}
${row('מלצר/ית', rng.pick(['מאיה', 'ת׳ין', 'עומר', 'שירן', 'אונג']))}
${items(
  ['כמ׳', 'מנה', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(String(l.qty)), l.name, ltr(amount(l.unit)), ltr(amount(l.sum))]),
  'items menu',
)}
${row('סה"כ מנות', ltr(amount(food)))}
${service ? row(`שירות ${ltr('10%')} (שולחן של ${ltr('6')} ומעלה)`, ltr(amount(service))) : ''}
<div class="dbl"></div>
${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)), 'sm')}
<div class="rule"></div>
${
  service
    ? '<div class="c sm">דמי השירות נוספו לחשבון ומועברים לצוות במלואם</div>'
    : tip
      ? `<div class="slip">${row('חשבון', ltr(amount(gross)))}${row('טיפ', ltr(amount(tip)))}${row('סה"כ לחיוב בכרטיס', ltr(amount(gross + tip)), 'b')}<div class="sm">הטיפ אינו חלק מהחשבונית ואינו חייב במע"מ</div></div>`
      : '<div class="c sm">השירות אינו כלול במחיר</div>'
}
<div class="c sm">ג׳ֶזוּ טִין בָּדֶה - תודה!</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12px;width:72mm;padding:4mm}.brand{font-size:22px;font-weight:bold}
.menu th{font-size:0.85em}.menu td:nth-child(3),.menu td:nth-child(4){text-align:left;white-space:nowrap}.big{font-size:1.2em}
.slip{border:1px dashed #333;padding:3px 5px;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
