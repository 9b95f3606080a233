import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-eyewear-credit-note';

/** Item, agorot including VAT (2022). */
const GOODS: [string, number][] = [
  ['מסגרת ראייה אצטט, דגם מילאנו', 89000],
  ['עדשות מולטיפוקל 1.67 עם ציפוי כחול', 184000],
  ['עדשות חד-מוקדיות 1.6', 56000],
  ['משקפי שמש מקוטבות', 64000],
  ['עדשות מגע חודשיות (6 זוגות)', 32000],
  ['נרתיק קשיח ומטלית', 6000],
  ['בדיקת ראייה ממוחשבת', 15000],
];

/**
 * An optician's shop in Petah Tikva, A5 (Aharoni CLM name, David CLM text): the company with "ח.פ." hyphenated and a
 * landline, a framed "חשבונית זיכוי" with "מס'" "ZC-" and five digits, label pairs (date dd/mm/yyyy, "עבור חשבונית" with its
 * number and date, customer and a personal id, reason), returned frames, lenses or sunglasses with a minus, "סה"כ זיכוי" and
 * "מתוכו מע"מ" with "₪" before and a minus sign, refund to the card; all negative (not on Saturday).
 */
export const heEyewearCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, p]) => ({ name, sum: -Math.round((p * up) / 1000) * 1000 }));
    const gross = total(lines.map((l) => l.sum));
    const vat = -vatIn(-gross, rate);
    const vendorName = 'אופטיקה עין הדר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZC-${rng.int(10000, 39999)}`;
    const original = plus(date, -rng.int(3, 25));
    const minus = (c: number) => ltr(`₪ -${amount(Math.abs(c))}`);
    const body = `<div class="hd"><div class="nm">עין הדר</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ ההסתדרות 31, פתח תקווה · ${ltr(landline(rng))}</div></div>
<div class="box">חשבונית זיכוי מס' ${ltr(doc)}</div>${pairs(
      [
        ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
        ['עבור חשבונית', `${ltr(`${rng.int(100000, 199999)}`)} מיום ${ltr(dt(original, 'dd/mm/yyyy'))}`],
        ['לקוח/ה', `${rng.pick(['רונית אבוטבול', 'גיל שפירא', 'דנה מזרחי', 'יוסי קרמר'])} · ת"ז ${ltr(personalId(rng))}`],
        ['סיבה', rng.pick(['החזרה בתוך 14 יום', 'אי הסתגלות לעדשות', 'פגם בייצור'])],
      ],
      1,
    )}
${items(
  ['פריט', 'כמות', 'סכום'],
  lines.map((l) => [l.name, ltr('-1'), minus(l.sum)]),
)}
<div class="sums">${pairs([
      ['סה"כ זיכוי', minus(gross)],
      [`מתוכו מע"מ ${ltr(`${rate}%`)}`, minus(vat)],
    ])}</div><div class="sm">הזיכוי הוחזר לכרטיס האשראי שבו בוצעה העסקה.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Sans';font-size:14px;padding:12mm}.hd{display:flex;justify-content:space-between;align-items:center}.nm{font-family:'Aharoni CLM';font-size:32px}
.box{border:2px solid #222;padding:6px;text-align:center;font-size:19px;font-weight:bold;margin:10px 0}.sums{width:60%;margin-inline-start:auto;font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
