import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, share, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-membrane-filters-credit-note';

/** Goods: name, catalogue number, price in agorot before VAT (2022). */
const GOODS: [string, string, number][] = [
  ['ממברנת אוסמוזה הפוכה 4040', 'RO-4040-LE', 89000],
  ['ממברנת אוסמוזה הפוכה 8040', 'RO-8040-HF', 246000],
  ['ממברנת אולטרה-פילטרציה', 'UF-8060', 312000],
  ['מחסנית סינון 5 מיקרון 40"', 'PP-05-40', 4800],
  ['בית פילטר נירוסטה 7 מחסניות', 'SS-H7', 185000],
  ['ערכת אטמים לבית ממברנה', 'KIT-8S', 16500],
];
const REASONS: [string, number][] = [
  ['החזרת סחורה תקינה', 100],
  ['פגם ייצור - זיכוי מלא', 100],
  ['תיקון מחיר לפי הסכם מסגרת', 15],
  ['הנחת כמות בדיעבד', 8],
];

/**
 * A water-treatment membrane wholesaler in Kiryat Gat, A4 (Frank Ruehl CLM): the company's name over a double rule with "ח.פ."
 * hyphenated and its phone, "חשבונית זיכוי" large with "מס׳" and five digits, and at the left "תאריך הזיכוי" (dd/mm/yyyy) and
 * "בגין חשבונית מס" with the invoice credited and its date, the customer (a company with its id), the reason, a table of the
 * catalogue numbers, quantities, prices and credited amounts, each amount with a trailing minus, "סה"כ זיכוי לפני מע"מ", VAT
 * and "סה"כ זיכוי" likewise, the goods' return certificate number. Sunday to Thursday.
 */
export const heMembraneFiltersCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const [reason, pct] = rng.pick(REASONS);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, cat, p]) => {
      const qty = rng.int(1, cat.startsWith('PP') ? 40 : 6);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, cat, qty, unit, credit: share(qty * unit, pct) };
    });
    const net = total(lines.map((l) => l.credit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ממברנות ומים הדרום בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 6)}${rng.digits(4)}`;
    const orig = plus(date, -rng.int(10, 80));
    const origNo = `${rng.int(2, 9)}${rng.digits(5)}`;
    const body = `<div class="nm">ממברנות ומים הדרום</div><div class="dbl"></div>
<div class="row"><span>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</span><span>אזור תעשייה קריית גת · ${ltr(landline(rng))}</span></div>
<div class="hd"><div class="t">חשבונית זיכוי<br><span>מס׳ ${ltr(doc)}</span></div><div class="meta">תאריך הזיכוי: <b>${ltr(dt(date, 'dd/mm/yyyy'))}</b><br>בגין חשבונית מס: ${ltr(origNo)} מיום ${ltr(dt(orig, 'dd/mm/yyyy'))}</div></div>
<div class="to">לכבוד: <b>${rng.pick(['מתקני התפלה נגב בע"מ', 'אקווה-טק פתרונות מים בע"מ', 'מי גליל טיהור ושירותים בע"מ'])}</b> · ח.פ. ${ltr(taxIdOfCustomer(rng))}<br>סיבת הזיכוי: ${reason}${pct < 100 ? ` (${ltr(`${pct}%`)})` : ''}</div>
${items(
  ['מק"ט', 'תיאור', 'כמות', 'מחיר', 'סכום הזיכוי'],
  lines.map((l) => [ltr(l.cat), l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(trailingMinus(-l.credit))]),
)}
<table class="tt"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${ltr(trailingMinus(-net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(trailingMinus(-vat))}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${ltr(trailingMinus(-gross))} ₪</td></tr></table>
<div class="sm">${pct === 100 ? `תעודת החזרה מס׳ ${ltr(`R-${rng.digits(5)}`)}. ` : ''}הזיכוי יקוזז מהתשלום הבא או יוחזר בהעברה בנקאית.</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','FreeSerif';font-size:14px;padding:16mm 18mm}.nm{font-size:32px;font-weight:bold;text-align:center}.dbl{border-top:4px double #000;margin:6px 0}
.hd{display:flex;justify-content:space-between;align-items:flex-start;margin:16px 0 8px}.t{font-size:26px;font-weight:bold}.t span{font-size:18px}.meta{line-height:1.7}.to{line-height:1.7;margin:6px 0}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tt{width:45%;margin:8px auto 12px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #000}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
