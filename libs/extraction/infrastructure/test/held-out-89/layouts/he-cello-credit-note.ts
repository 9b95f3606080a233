import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-cello-credit-note';

const GOODS: [string, number][] = [
  ['צ׳לו 4/4 לימוד, עץ אדר', 480000],
  ['צ׳לו 3/4 לילדים', 320000],
  ['קשת צ׳לו סיבי פחמן', 89000],
  ['נרתיק צ׳לו קשיח', 145000],
  ['סט מיתרים לצ׳לו', 42000],
  ['כן צ׳לו מתכוונן', 18500],
];

/**
 * A string-instrument shop's credit note, A5 (Hadasim CLM name, Frank Ruehl CLM): the company with "ח.פ." plain and a mobile,
 * "חשבונית זיכוי" with "CR-" and five digits, pairs (date dd/mm/yyyy, the credited invoice and its date, customer with a
 * personal id, reason), returned items as "-1" with a leading minus, "סה"כ זיכוי" "-… ₪" and "מע"מ כלול" with rate; negative.
 */
export const heCelloCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, p]) => ({ name, p }));
    const gross = total(lines.map((l) => l.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כלי קשת בית הכרם בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `CR-${rng.int(10000, 99999)}`;
    const body = `<div class="nm">כלי קשת בית הכרם</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(cellular(rng))}</div><div class="rule"></div>
<div class="frame">חשבונית זיכוי ${ltr(doc)}</div>${pairs([
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['זיכוי לחשבונית', `${ltr(String(rng.int(20000, 29999)))} מיום ${ltr(dt(plus(date, -rng.int(3, 13)), 'dd/mm/yyyy'))}`],
      ['לקוח', `${rng.pick(['נועה שפירא', 'עידו ברק', 'מיכל רוזן'])} ת.ז. ${ltr(personalId(rng))}`],
      ['סיבה', rng.pick(['החזרה תוך 14 יום', 'פגם בייצור', 'החלפה לגודל אחר'])],
    ])}
${items(
  ['פריט', 'כמות', 'סכום'],
  lines.map((l) => [l.name, ltr('-1'), ltr(amount(-l.p))]),
)}
<table class="sums"><tr class="b"><th>סה"כ זיכוי</th><td>${ltr(`${amount(-gross)} ₪`)}</td></tr><tr><th>מע"מ כלול ${ltr(`${rate}%`)}</th><td>${ltr(amount(-vat))}</td></tr></table>
<div class="sm">הזיכוי יוחזר לכרטיס האשראי שבו בוצעה הרכישה.</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM';font-size:13px;padding:12mm 12mm}.nm{font-family:'Hadasim CLM';font-size:28px;font-weight:bold}.frame{border:2px solid #222;padding:5px 10px;font-size:18px;font-weight:bold;display:inline-block;margin:8px 0}
.sums{width:60%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
