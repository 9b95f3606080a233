import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-yafo-gnocchi-restaurant-bill';

/** Dish, agorot (2022). */
const MENU: [string, number][] = [
  ['ניוקי ברוטב עגבניות ובזיליקום', 6200],
  ['ניוקי ערמונים בחמאת מרווה', 7400],
  ['ניוקי סלק וגבינת עזים', 6800],
  ['ריזוטו פטריות', 7200],
  ['פוקאצ׳ה מהטאבון', 2800],
  ['סלט עלים ואגסים', 4600],
  ['קרפצ׳יו דלעת', 4200],
  ['טירמיסו', 3800],
  ['כוס יין הבית', 3400],
  ['בקבוק מים מינרליים', 1600],
  ['לימונדה נענע', 1800],
  ['אספרסו כפול', 1200],
];

/**
 * A gnocchi bar in Jaffa's flea market, 80 mm (Drugulin CLM name, FreeSans): the company with "ע.מ." spaced in threes, "חשבון
 * שולחן", table, diners and the waiter's name, an item table, "סכום ביניים", "דמי שירות 12%" on every bill, "סה"כ לתשלום"
 * with "ש"ח", "המחירים כוללים מע"מ" with the rate and the VAT contained, "חשבונית מס/קבלה מס'" with "J" and five digits and
 * the date (dd.mm.yy) with the hour; on some a tip below a scissors line ("טיפ - לא חלק מהחשבונית") and the amount charged.
 */
export const heYafoGnocchiRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(MENU, rng.int(4, 8)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = share(sub, 12);
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'ניוקריה יפו בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `J${rng.int(10000, 99999)}`;
    const tip = rng.chance(0.5) ? Math.round(share(gross, rng.pick([5, 8, 10])) / 100) * 100 : 0;
    const body = `<div class="c nm">ניוקריה</div><div class="c sm">${vendorName} · ע.מ. ${ltr(spacedId(taxId))}<br>רח׳ עולי ציון 9, יפו</div><div class="dbl"></div>
<div class="c b">חשבון שולחן</div>${row(`שולחן ${ltr(String(rng.int(2, 24)))}`, `סועדים ${ltr(String(rng.int(2, 6)))}`)}${row('מלצר/ית', rng.pick(['נועה', 'אלעד', 'מאיה', 'עומר']))}
${items(
  ['פריט', 'כמות', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.sum))]),
)}${row('סכום ביניים', ltr(amount(sub)))}${row(`דמי שירות ${ltr('12%')}`, ltr(amount(service)))}<div class="rule"></div>
${row('סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`, 'big')}<div class="sm">המחירים כוללים מע"מ ${ltr(`${rate}%`)}: ${ltr(amount(vat))}</div><div class="rule"></div>
<div>חשבונית מס/קבלה מס' ${ltr(doc)}</div>${row(ltr(dt(date, 'dd.mm.yy')), ltr(hhmm(rng.int(12 * 60, 23 * 60 + 30))))}
${tip ? `<div class="cut">✂ - - - - - - - - - - - - - - - - - - -</div>${row('טיפ - לא חלק מהחשבונית', ltr(amount(tip)))}${row('חויב באשראי', ltr(amount(gross + tip)))}` : ''}
<div class="c sm">תודה, נשמח לראותכם שוב</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:12.5px;width:72mm;padding:5mm 4mm}.nm{font-family:'Drugulin CLM';font-size:30px;font-weight:bold}.big{font-size:16px;font-weight:bold}.cut{margin:8px 0 4px;color:#333}
.items td:last-child,.items th:last-child{text-align:end}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
