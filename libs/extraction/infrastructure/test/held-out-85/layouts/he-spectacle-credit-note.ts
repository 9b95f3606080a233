import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-spectacle-credit-note';

/** Returned goods: name, agorot including VAT (2022). */
const GOODS: [string, number][] = [
  ['מסגרת ראייה אצטט', 69000],
  ['עדשות מולטיפוקל (זוג)', 180000],
  ['עדשות חד-מוקדיות עם ציפוי כחול (זוג)', 64000],
  ['משקפי שמש מקוטבים', 52000],
  ['עדשות מגע חודשיות - 6 יח׳', 24000],
  ['נרתיק ומטלית', 4500],
];

/**
 * An optics shop in Modi'in, A5 (Nachlieli CLM headings, David CLM text): the company and "ח.פ." spaced in threes, "חשבונית זיכוי"
 * with "מס'" (five digits), a label table (date dd/mm/yyyy, "בגין חשבונית" with its number and date, the customer), returned
 * items with the amounts in brackets, "סה"כ זיכוי" with a leading minus and "₪", "מתוכו מע"מ" the same way, refund to the card.
 * All amounts negative. Sunday to Friday.
 */
export const heSpectacleCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, p]) => ({ name, sum: Math.round((p * up) / 100) * 100 }));
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'אופטיקה עין הנץ מודיעין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 59999));
    const orig = plus(date, -rng.int(3, 25));
    const body = `<div class="hd"><div class="nm">אופטיקה עין הנץ</div><div class="sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>קניון עזריאלי מודיעין · ${ltr(landline(rng))}</div></div>
<div class="ttl">חשבונית זיכוי מס' ${ltr(doc)}</div>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['בגין חשבונית', `${ltr(String(rng.int(60000, 99999)))} מיום ${ltr(dt(orig, 'dd/mm/yyyy'))}`],
    ['לקוח/ה', rng.pick(['אורית נחום', 'גיל שטרן', 'מאיה עזרא', 'רון קליין'])],
    ['סיבה', rng.pick(['החזרת מוצר בתוך 14 יום', 'אי הסתגלות לעדשות', 'פגם במסגרת'])],
  ],
  1,
)}
${items(
  ['פריט', 'סכום'],
  lines.map((l) => [l.name, ltr(bracketed(l.sum))]),
)}
<div class="sums">${row('סה"כ זיכוי', `${ltr(amount(-gross))} ₪`, 'tot')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, `${ltr(amount(-vat))} ₪`)}</div>
<div class="sm">הזיכוי יוחזר לכרטיס האשראי שבו בוצעה העסקה.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:14px;padding:11mm}.hd{text-align:center;border-bottom:1px solid #333}.nm{font-family:'Nachlieli CLM';font-size:26px;font-weight:bold}
.ttl{font-family:'Nachlieli CLM';font-size:20px;font-weight:bold;margin:10px 0;color:#8a1c1c}.sums{width:60%;margin-inline-start:auto}.tot{font-weight:bold;font-size:17px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
