import { amount, formatDate, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, landline, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, pairs, total, vatOn } from './extra';

const ID = 'he-exterminator-invoice';

/** Treatment, agorot before VAT (2022). */
const TREATMENTS: [string, number][] = [
  ['ריסוס נגד תיקנים - דירה עד 5 חדרים', 35000],
  ['טיפול בג׳ל נגד תיקן גרמני במטבח', 42000],
  ['הדברת טרמיטים בקידוח והזרקה', 180000],
  ['הצבת תחנות פיתיון למכרסמים', 12000],
  ['ריסוס חדר מדרגות ומקלט', 28000],
  ['טיפול בפשפש המיטה - חדר', 65000],
  ['הרחקת יונים - רשת לחלון', 24000],
  ['ביקורת חוזרת', 15000],
];

/**
 * A pest control company in Modiin's industrial park, A4 (Simple CLM heading, FreeSans): the company with "ח.פ." plain, the
 * exterminator's licence number from the Ministry of Environmental Protection (a number failing the check, a distractor), a
 * grid (invoice "מס' חשבונית" with six digits, "תאריך" dd-mm-yyyy, "כתובת הטיפול", "מדביר"), treatments with quantities, the
 * material used, "סה"כ לפני מע"מ", VAT added, "סה"כ כולל מע"מ" with "ש"ח" after, a warranty line (Sunday to Thursday).
 */
export const heExterminatorInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(TREATMENTS, rng.int(1, 4)).map(([name, p]) => {
      const q = name.includes('תחנות') || name.includes('רשת') || name.includes('חדר') ? rng.int(1, 6) : 1;
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'שומרי הבית הדברות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(210000, 289999));
    const body = `<div class="hd"><div><div class="nm">שומרי הבית</div><div>הדברה מקצועית לבית ולעסק</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>פארק תעשיות ישפרו, מודיעין<br>${ltr(landline(rng))} · ${ltr(cellular(rng))}<br>היתר מדביר מס׳ ${ltr(notAnId(rng).slice(0, 6))}</div></div>
<h1>חשבונית מס</h1>${grid([
      ["מס' חשבונית", ltr(doc)],
      ['תאריך', ltr(formatDate(date, 'd-m-Y'))],
      ['כתובת הטיפול', rng.pick(['רח׳ עמק דותן 12, מודיעין', 'רח׳ הרקפת 4, לפיד', 'שד׳ מנחם בגין 40, שוהם'])],
      ['מדביר', rng.pick(['אבי טל', 'סאמר חלבי', 'דוד פרץ'])],
    ])}
${items(
  ['טיפול', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}<div class="sm">חומרים: ${rng.pick(['פרמטרין 10%', 'פיפרוניל ג׳ל', 'ברודיפקום (פיתיון)'])} · מספר רישום בהתאם להוראות המשרד להגנת הסביבה</div>
<div class="sums">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ כולל מע"מ', `${ltr(amount(gross))} ש"ח`],
    ])}</div><div class="sm foot">אחריות לשלושה חודשים מיום הטיפול. נא לא לנקות את אזורי הריסוס במשך 48 שעות.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:13px;padding:16mm 18mm}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #2a4;padding-bottom:8px}.nm{font-family:'Simple CLM';font-size:34px;font-weight:bold}
h1{font-size:22px;text-align:center;margin:14px 0 6px}.sums{width:45%;margin-inline-start:auto;margin-top:12px}.sums tr:last-child{font-size:16px}.foot{margin-top:28px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
