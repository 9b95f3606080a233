import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-shipudim-restaurant-bill';

const MENU: [string, number][] = [
  ['שיפוד פרגית', 4200],
  ['שיפוד כבד עוף', 3800],
  ['שיפוד קבב', 4400],
  ['שיפוד אנטריקוט', 7900],
  ['סלטים לשולחן', 2900],
  ['צ׳יפס', 1800],
  ['פיתה עיראקית', 900],
  ['לימונענע', 1400],
  ['בירה מהחבית', 2800],
  ['קינוח מלבי', 2200],
];

/**
 * A skewer grill, 80 mm (Drugulin CLM name, FreeSans): the company with "ח.פ." hyphen-free, "חשבון לשולחן", table, diners,
 * an item table, "סכום ביניים", "דמי שירות 12%" added, "סה"כ לתשלום" with "₪" before, "כולל מע"מ" with rate (contained), then
 * "חשבונית מס/קבלה" ("SH-" and five digits) and the date (dd.mm.yy); below a scissors line an optional tip not in the bill.
 */
export const heShipudimRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const lines = rng.some(MENU, rng.int(4, 7)).map(([name, p]) => {
      const q = rng.int(1, 4);
      return { name, q, p, sum: q * p };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = Math.round((sub * 12) / 100);
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'שיפודי הגפן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SH-${rng.int(10000, 99999)}`;
    const tip = rng.chance(0.5) ? Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const body = `<div class="c nm">שיפודי הגפן</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ הגפן 3, פרדס חנה</div><div class="rule"></div>
<div class="c b">חשבון לשולחן</div>${row('שולחן', ltr(String(rng.int(1, 40))))}${row('סועדים', ltr(String(rng.int(2, 8))))}${row('מלצר/ית', rng.pick(['אורטל', 'מוטי', 'שני', 'אליאור']))}
${items(
  ['פריט', 'כמ׳', 'סכום'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.sum))]),
)}
${row('סכום ביניים', ltr(amount(sub)))}${row(`דמי שירות ${ltr('12%')}`, ltr(amount(service)))}<div class="dbl"></div>${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="rule"></div><div class="c b">חשבונית מס/קבלה ${ltr(doc)}</div><div class="c">${ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(rng.int(12 * 60, 23 * 60))}`)}</div>
<div class="cut">✂ - - - - - - - - - - - - - - - - - -</div><div class="sm">טיפ למלצר (לא כלול בחשבונית)</div>${tip ? row('טיפ', ltr(amount(tip))) + row('חיוב כולל בכרטיס', ltr(amount(gross + tip))) : row('טיפ', '________')}`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:12px;width:72mm;padding:5mm 4mm}.nm{font-family:'Drugulin CLM';font-size:25px;font-weight:bold}.big{font-size:15px}.cut{margin-top:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
