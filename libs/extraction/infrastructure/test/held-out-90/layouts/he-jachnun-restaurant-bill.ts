import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-jachnun-restaurant-bill';

const MENU: [string, number][] = [
  ['ג׳חנון עם ביצה וסחוג', 4200],
  ['מלאווח ממולא', 3900],
  ['קובנה עם רסק עגבניות', 3600],
  ['מרק תימני רגל', 5800],
  ['לחוח עם חילבה', 2900],
  ['פתות', 4400],
  ['שתייה קלה', 1200],
  ['קפה תימני', 1400],
];

/**
 * A Yemenite breakfast restaurant, 80 mm (Hadasim CLM, FreeSans for figures): "חשבון שולחן" with table, diners and
 * waiter, an item table, "ביניים", "שירות 10%" added, "סה"כ לשלם" with "ש"ח", "המחיר כולל מע"מ" with rate, "חשבונית מס/קבלה"
 * "JC-" and six digits and date dd/mm/yyyy; below a scissors line "טיפ" and "סה"כ עם טיפ" left blank to fill in.
 */
export const heJachnunRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([name, p]) => ({ name, q: rng.int(1, 3), p }));
    const sub = total(lines.map((l) => l.q * l.p));
    const service = share(sub, 10);
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ג׳חנון של שבת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `JC-${rng.int(100000, 999999)}`;
    const body = `<div class="c nm">ג׳חנון של שבת</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">רח׳ צאלח שבזי 31, תל אביב</div><div class="rule"></div>
<div class="c b">חשבונית מס/קבלה ${ltr(doc)}</div>${row(`תאריך ${ltr(dt(date, 'dd/mm/yyyy'))}`, `שעה ${ltr(hhmm(rng.int(8 * 60, 14 * 60)))}`)}
${row(`שולחן ${ltr(String(rng.int(1, 24)))}`, `סועדים ${ltr(String(rng.int(2, 6)))}`)}${row(`מלצר/ית: ${rng.pick(['שירן', 'עומר', 'הדס', 'יונתן'])}`, '')}
${items(
  ['פריט', 'כמ׳', 'סכום'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.q * l.p))]),
)}
${row('ביניים', ltr(amount(sub)))}${row(`שירות ${ltr('10%')}`, ltr(amount(service)))}<div class="dbl"></div>${row('<b>סה"כ לשלם</b>', `<b>${ltr(amount(gross))} ש"ח</b>`, 'big')}
${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="cut">✂ - - - - - - - - - - - - - - - - - - -</div><div class="sm">השירות כלול בחשבון. טיפ נוסף למלצר/ית - לשיקולך</div>${row('טיפ', '______')}${row('סה"כ עם טיפ', '______')}${row('חתימה', '______')}`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','FreeSans';font-size:13px;padding:5mm 4mm;width:72mm}.nm{font-size:24px;font-weight:bold}.big{font-size:16px}.cut{margin:10px 0 4px;color:#555;font-family:'FreeSans'}.items td:nth-child(n+2){font-family:'FreeSans'}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
