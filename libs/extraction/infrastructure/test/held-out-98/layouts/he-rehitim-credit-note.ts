import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-rehitim-credit-note';

/** Item, agorot with VAT in 2022. */
const ITEMS: [string, number][] = [
  ['ספה תלת-מושבית בד אפור', 489000],
  ['כורסת קריאה עור', 249000],
  ['שולחן אוכל אלון 180 ס"מ', 399000],
  ['כיסא אוכל מרופד', 49000],
  ['מזנון טלוויזיה לבן', 159000],
  ['ארון בגדים 3 דלתות', 289000],
  ['מיטה זוגית עם ארגז מצעים', 349000],
  ['שידת מגירות', 119000],
  ['שולחן סלון עגול', 89000],
];

/**
 * A furniture shop in Kiryat Motzkin crediting a private customer for returned or cancelled items, A4 (Nachlieli CLM
 * for the trade name, David CLM): "רהיטי המפרץ" centred in a wide ruled frame with the company, "ח.פ." plain, the
 * address; "חשבונית זיכוי" large in outline with "מס' 6nnnn" and "תאריך" d/m/yyyy beside it in a framed grid
 * with the original invoice number and date (12-40 days before) and the reason; the customer and a personal id (a
 * distractor); returned items with quantity, price with VAT and a negative line sum, sometimes the delivery charge
 * credited; "סה"כ זיכוי כולל מע"מ" "-… ₪" and "מתוכו מע"מ n%" negative (contained); a note that the sum returns to
 * the card; Sunday to Thursday.
 */
export const heRehitimCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, p]) => ({ name, q: name.startsWith('כיסא') ? rng.int(2, 6) : 1, p: Math.round((p * rise) / 1000) * 1000 }));
    const delivery = rng.chance(0.5) ? 25000 : 0;
    const gross = -(total(lines.map((l) => l.q * l.p)) + delivery);
    const rate = israeliRate(date);
    const vat = -vatIn(-gross, rate);
    const vendorName = 'רהיטי המפרץ מ.ק. בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `6${rng.digits(4)}`;
    const orig = plus(date, -rng.int(12, 40));
    const num = (s: string) => s.replace(/[0-9][0-9-]*/g, (m) => ltr(m));
    const body = `<div class="fr"><div class="tn">רהיטי המפרץ</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div>שד' ההסתדרות ${ltr(String(rng.int(10, 120)))}, קריית מוצקין · ${ltr(`04-87${rng.digits(5)}`)}</div></div>
<div class="hd"><div class="ti">חשבונית זיכוי</div><table class="g"><tr><th>מס'</th><td>${ltr(doc)}</td><th>תאריך</th><td>${ltr(dt(date, 'd/m/yyyy'))}</td></tr><tr><th>לחשבונית</th><td>${ltr(`${rng.int(30000, 59999)}`)}</td><th>מיום</th><td>${ltr(dt(orig, 'd/m/yyyy'))}</td></tr><tr><th>סיבה</th><td colspan="3">${rng.pick(['החזרת מוצר', 'ביטול עסקה', 'פגם בייצור'])}</td></tr></table></div>
<div class="cu">שם הלקוח: ${rng.pick(['מירב שטרן', 'עלי חסן', 'נועה בן דוד', 'גיל קורן'])} · ת.ז. ${ltr(personalId(rng))}</div>
<table class="t"><thead><tr><th>פריט</th><th>כמות</th><th>מחיר כולל מע"מ</th><th>סה"כ</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${num(l.name)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(-l.q * l.p))}</td></tr>`).join('')}${delivery ? `<tr><td>דמי הובלה</td><td>${ltr('1')}</td><td>${ltr(amount(delivery))}</td><td>${ltr(amount(-delivery))}</td></tr>` : ''}</tbody></table>
<div class="sum"><div class="r b"><span>סה"כ זיכוי כולל מע"מ</span><span>${ltr(`${amount(gross)} ₪`)}</span></div><div class="r"><span>מתוכו מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div></div>
<div class="nt">הסכום יוחזר לכרטיס האשראי שבו בוצע התשלום תוך ${ltr('14')} ימי עסקים.</div>`;
    const css = `body{font-family:'David CLM','Liberation Serif';font-size:14px;padding:15mm 18mm}.fr{border-top:2px solid #000;border-bottom:2px solid #000;text-align:center;padding:8px 0;line-height:1.6}.tn{font-family:'Nachlieli CLM';font-size:40px;font-weight:bold}
.hd{display:flex;justify-content:space-between;align-items:center;margin:18px 0}.ti{font-size:34px;font-weight:bold;color:#fff;-webkit-text-stroke:1.2px #000}.g{border-collapse:collapse}.g th,.g td{border:1px solid #000;padding:4px 8px}.g th{background:#f0f0f0;font-weight:normal}
.cu{margin-bottom:10px}.t{width:100%;border-collapse:collapse}.t th{border-top:1px solid #000;border-bottom:1px solid #000;padding:5px;text-align:start}.t td{padding:6px 5px}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:end}
.sum{width:95mm;margin-top:16px;margin-inline-start:auto;border-top:2px solid #000;padding-top:6px}.r{display:flex;justify-content:space-between}.b{font-weight:bold;font-size:17px}.nt{margin-top:26px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
