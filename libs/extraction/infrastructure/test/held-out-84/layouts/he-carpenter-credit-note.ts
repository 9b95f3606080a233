import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-carpenter-credit-note';

/** Credited items: name, agorot before VAT (2023). */
const ITEMS: [string, number][] = [
  ['דלת ארון הזזה - פורניר אלון', 184000],
  ['מדף צף מעץ מלא', 42000],
  ['ידיות נירוסטה (סט)', 16000],
  ['מגירה נוספת עם מסילה שקטה', 38000],
  ['הובלה והרכבה', 45000],
  ['חזית מטבח - צבע פוליאסטר', 96000],
];

/**
 * A carpentry shop in Yokneam credits part of an invoice, A4 (Nachlieli CLM headings, FreeSans text): the company with "ח.פ."
 * plain and a phone, "חשבונית מס זיכוי" with "מס'" (four digits), a label table (date dd/mm/yy, "בגין חשבונית מס'"
 * with its date, the customer with its company id, the reason), credited lines with the minus after the figure, "סה"כ זיכוי
 * לפני מע"מ", "מע"מ", "סה"כ זיכוי" with "₪", all negative. Sunday to Thursday.
 */
export const heCarpenterCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, p]) => {
      const q = rng.int(1, 2);
      const unit = -Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נגריית עץ השדה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000, 9999));
    const orig = String(rng.int(20000, 39999));
    const origDate = plus(date, -rng.int(5, 40));
    const body = `<div class="hd"><div class="nm">נגריית עץ השדה</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">אזור תעשייה יקנעם עילית · ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס זיכוי מס' ${ltr(doc)}</h1>
${pairs([
  ['תאריך', ltr(dt(date, 'dd/mm/yy'))],
  ["בגין חשבונית מס'", `${ltr(orig)} מיום ${ltr(dt(origDate, 'dd/mm/yy'))}`],
  ['לכבוד', `${rng.pick(['מטבחי הצפון', 'בית ודיור', 'שפע נכסים'])} בע"מ, ח.פ. ${ltr(taxIdOfCustomer(rng))}`],
  ['סיבת הזיכוי', rng.pick(['החזרת פריטים פגומים', 'ביטול חלק מההזמנה', 'פריט שלא סופק'])],
])}
<table class="it"><thead><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${ltr(String(l.q))}</td><td>${ltr(trailingMinus(l.unit))}</td><td>${ltr(trailingMinus(l.sum))}</td></tr>`)
      .join('')}</tbody></table>
<table class="sums"><tr><th>סה"כ זיכוי לפני מע"מ</th><td>${ltr(trailingMinus(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(trailingMinus(vat))}</td></tr><tr class="tot"><th>סה"כ זיכוי</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="sm foot">הזיכוי יקוזז מהתשלום הבא או יוחזר בהעברה בנקאית תוך 30 יום.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:12.5px;padding:16mm}.hd{border-bottom:2px solid #7a4b1f;padding-bottom:6px}.nm{font-family:'Nachlieli CLM';font-size:30px;font-weight:bold;color:#7a4b1f}
h1{font-family:'Nachlieli CLM';font-size:22px;margin:12px 0 8px}.it{width:100%;margin:10px 0}.it th{background:#eee;border:1px solid #999;padding:4px}.it td{border:1px solid #bbb;padding:4px}
.sums{margin-inline-start:auto;min-width:45%}.sums th{text-align:start;font-weight:normal;padding:3px 8px}.sums td{text-align:left;padding:3px 8px}.tot{font-weight:bold;font-size:15px;border-top:2px solid #333}.foot{margin-top:24px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
