import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-malaysian-restaurant-bill';

/** Dishes: name, lowest and highest price in whole shekels (with VAT). */
const MENU: [string, number, number][] = [
  ['נאסי למאק', 58, 68],
  ['לקסה - מרק אטריות חריף', 56, 66],
  ['סאטה עוף (6 שיפודים)', 44, 54],
  ['רוטי צ׳אנאי עם קארי', 32, 40],
  ['צ׳אר קוויי טיאו', 54, 64],
  ['רנדנג בקר', 74, 88],
  ['מי גורנג', 50, 58],
  ['סלט רוג׳אק', 36, 44],
  ['דג בסמבל בננה', 82, 96],
  ['תה טאריק', 16, 20],
  ['צ׳נדול', 26, 32],
];

/**
 * A Malaysian restaurant's bill in Kfar Saba, 80 mm (Simple CLM): company name and id, "חשבונית מס" with number,
 * table, diners and waiter, dd/mm/yy and time, quantity, dish and sum; a 12% service charge for 7 diners or more
 * (in the total, with VAT); otherwise sometimes a tip added on the card slip below, outside the bill. Closed on
 * Saturdays.
 */
export const heMalaysianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const diners = rng.chance(0.4) ? rng.int(7, 12) : rng.int(2, 6);
    const lines = rng.some(MENU, Math.min(MENU.length, rng.int(3, 5) + Math.floor(diners / 2))).map(([name, lo, hi]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 3)));
      const unit = rng.int(lo, hi) * 100;
      return { name, qty, sum: qty * unit };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 7 ? Math.round((food * 12) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = !service && rng.chance(0.7) ? Math.round((gross * rng.pick([10, 12, 15])) / 10000) * 100 : 0;
    const vendorName = 'סלאמת מאקאן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(21000, 58999));
    const body = `<div class="c"><div class="brand">${ltr('SELAMAT MAKAN')} · סלאמת מאקאן</div><div class="sm">מטבח מלזי · רח׳ ויצמן ${ltr(String(rng.int(10, 160)))}, כפר סבא</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס ${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 24)))} · סועדים ${ltr(String(diners))}`, `מלצר/ית: ${rng.pick(['נועה', 'עידו', 'ליאת', 'אביב'])}`)}
${row(ltr(dt(date, 'dd/mm/yy')), ltr(hhmm(rng.int(12 * 60, 22 * 60 + 45))))}
${items(
  ['כמות', 'מנה', 'סכום'],
  lines.map((l) => [ltr(String(l.qty)), l.name, ltr(amount(l.sum))]),
  'items menu',
)}
${row('סה"כ מזון ומשקאות', ltr(amount(food)))}
${service ? row(`דמי שירות ${ltr('12%')} (${ltr('7')} סועדים ומעלה)`, ltr(amount(service))) : ''}
<div class="dbl"></div>
${row('לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
${
  tip
    ? `<div class="slip"><div class="b">שובר אשראי</div>${row('סכום החשבון', ltr(amount(gross)))}${row('תשר', ltr(amount(tip)))}${row('סה"כ חיוב', ltr(amount(gross + tip)), 'b')}<div class="sm">התשר אינו חלק מהחשבונית</div></div>`
    : service
      ? '<div class="c sm">דמי השירות כלולים בסכום לתשלום</div>'
      : '<div class="c sm">השירות אינו כלול</div>'
}
<div class="c sm">${ltr('Terima kasih')} · תודה</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:12.5px;width:72mm;padding:4mm}.brand{font-size:15px;font-weight:bold}
.menu td:nth-child(3){text-align:left;white-space:nowrap}.big{font-size:1.2em}.slip{border:1px dashed #333;padding:3px 5px;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
