import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-pitzuchia-till';

/** Sold by weight: name, agorot per kg (2022). */
const BY_WEIGHT: [string, number][] = [
  ['גרעינים שחורים קלויים', 3800],
  ['גרעיני חמנייה במלח', 3200],
  ['פיסטוק חלבי קלוי', 11900],
  ['שקדים טבעיים', 7400],
  ['קשיו קלוי מלוח', 8900],
  ['בוטנים אמריקאים', 2900],
  ['אגוזי מלך חצאים', 6900],
  ['תערובת פיצוחים לשבת', 6400],
];
/** Sold by the unit: name, agorot. */
const UNITS: [string, number][] = [
  ['תמרים מג׳הול 500 גר׳', 3490],
  ['חלבה בטעם פיסטוק', 2500],
  ['שקית מתנה', 500],
];

/**
 * A nut and seed shop (פיצוחייה) in Ramla, an 80 mm till slip (Miriam CLM for the name, FreeMono for the lines): the shop, the
 * company with "ח.פ." hyphenated and a phone, "חשבונית מס/קבלה" with six digits, the date (dd/mm/yy) and time, goods by weight
 * ("0.350 ק"ג × 119.00") and by the unit, "סה"כ לתשלום" large, "כולל מע"מ" with the VAT contained, cash or card. Any day but Saturday.
 */
export const hePitzuchiaTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(BY_WEIGHT, rng.int(2, 5)).map(([name, perKg]) => {
      const grams = rng.int(6, 90) * 10;
      const kg = Math.round((perKg * up) / 10) * 10;
      return { name, detail: `${(grams / 1000).toFixed(3)} ק"ג × ${amount(kg)}`, sum: Math.round((grams * kg) / 1000) };
    });
    for (const [name, p] of rng.some(UNITS, rng.int(0, 2))) {
      const q = rng.int(1, 3);
      lines.push({ name, detail: `${q} × ${amount(p)}`, sum: q * p });
    }
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'פיצוחי עין הגורן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const body = `<div class="c nm">פיצוחי עין הגורן</div><div class="c sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="c sm">רח׳ הרצל ${ltr(String(rng.int(3, 90)))}, רמלה · ${ltr(landline(rng))}</div>
<div class="dbl"></div><div class="c b">חשבונית מס/קבלה ${ltr(doc)}</div>${row(`תאריך: ${ltr(dt(date, 'dd/mm/yy'))}`, `שעה: ${ltr(`${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}`)}`)}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${ltr(l.detail)}</span>`, ltr(amount(l.sum)))}`).join('')}
<div class="dbl"></div>${row('סה"כ לתשלום', ltr(amount(gross)), 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
${cash ? row('מזומן', ltr(amount(paid))) + row('עודף', ltr(amount(paid - gross))) : row('אשראי', `${ltr(amount(gross))}`) + `<div class="sm">כרטיס ${ltr(`****${rng.digits(4)}`)}</div>`}
<div class="c sm">תודה ובתיאבון! החלפות עד 7 ימים עם חשבונית</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','Miriam Mono CLM';font-size:13px;width:72mm;padding:4mm}.nm{font-family:'Miriam CLM';font-size:24px;font-weight:bold}.big{font-size:19px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
