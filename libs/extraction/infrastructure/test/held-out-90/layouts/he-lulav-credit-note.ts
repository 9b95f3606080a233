import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-lulav-credit-note';

const SETS: [string, number][] = [
  ['סט ארבעת המינים מהודר', 24000],
  ['סט ארבעת המינים לילדים', 6500],
  ['אתרוג תימני מהודר', 18000],
  ['לולב מהודר', 4500],
  ['הדסים משולשים (3)', 3500],
  ['נרתיק אתרוג כסף', 9800],
];

/**
 * A four-species wholesaler's credit note, A5 (Stam Ashkenaz CLM name, Noto Serif Hebrew): "חשבונית זיכוי" with "מס'
 * ZK-" and four digits in a frame, pairs (date d בMonth yyyy, credited invoice and its date, customer, reason), returned
 * sets as "-n" with negative sums, "סה"כ זיכוי" "-…" with "ש"ח", "מע"מ כלול" with rate; all negative. Dated in Tishrei's
 * months (September, October).
 */
export const heLulavCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date } = next(ID, rng, [9, 10]);
    const lines = rng.some(SETS, rng.int(1, 3)).map(([name, p]) => ({ name, q: rng.int(2, 30), p }));
    const credit = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const gross = -credit;
    const vat = -vatIn(credit, rate);
    const vendorName = 'הדר ארבעת המינים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZK-${rng.int(1000, 9999)}`;
    const orig = plus(date, -rng.int(5, 25));
    const body = `<div class="c nm">הדר ארבעת המינים</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)} · בני ברק · ${ltr(cellular(rng))}</div>
<div class="frame">חשבונית זיכוי · מס' ${ltr(doc)}</div>${pairs(
      [
        ['תאריך', dt(date, 'he')],
        ['זיכוי לחשבונית', `${ltr(String(rng.int(40000, 49999)))} מיום ${ltr(dt(orig, 'dd/mm/yyyy'))}`],
        ['לכבוד', rng.pick(['חנות יודאיקה בית הספר, רחובות', 'בית כנסת אוהל משה', 'סופרמרקט השכונה, אלעד'])],
        ['סיבה', rng.pick(['החזרת סטים שלא נמכרו', 'אתרוגים פסולים', 'טעות בכמות'])],
      ],
      1,
    )}
${items(
  ['פריט', 'כמות', 'מחיר', 'סכום'],
  lines.map((l) => [l.name, ltr(String(-l.q)), ltr(amount(l.p)), ltr(amount(-l.q * l.p))]),
)}
<table class="sums"><tr class="b"><th>סה"כ זיכוי</th><td>${ltr(amount(gross))} ש"ח</td></tr><tr><th>מע"מ כלול ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr></table>
<div class="sm">הזיכוי יקוזז מהתשלום הבא. חג שמח!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12px;padding:12mm 12mm}.nm{font-family:'Stam Ashkenaz CLM';font-size:30px}.frame{border:2px solid #333;padding:5px;margin:10px auto;text-align:center;font-size:17px;font-weight:bold;width:70%}
.sums{width:60%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:2px 6px}.sums td{text-align:end;padding:2px 6px}.sums tr.b{font-size:15px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
