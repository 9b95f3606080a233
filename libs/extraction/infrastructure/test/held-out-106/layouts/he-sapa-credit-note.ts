import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-sapa-credit-note';

/** Model, item, agorot with VAT in 2022 (approximate). */
const ITEMS: [string, string, number][] = [
  ['SF-310', 'ספה תלת-מושבית, בד קטיפה אפור', 489000],
  ['SF-220', 'ספה דו-מושבית, עור אמיתי', 629000],
  ['SF-PIN', 'ספה פינתית עם שזלונג', 849000],
  ['KR-110', 'כורסת טלוויזיה נפתחת', 259000],
  ['TB-140', 'שולחן סלון עץ אלון 140', 189000],
  ['TB-060', 'שולחן צד עגול', 49000],
  ['PF-045', 'הדום מרופד', 39000],
  ['KR-050', 'כורסת המתנה מעוצבת', 149000],
  ['CU-045', 'כרית נוי 45×45', 9900],
  ['SH-200', 'שטיח סלון 160×230', 119000],
];
const REASONS = ['החזרה בתוך 14 יום מיום המסירה', 'פגם בריפוד שהתגלה במסירה', 'ביטול עסקה לבקשת הלקוח', 'אי התאמה בגוון הבד'];
const NAMES = ['אלון ורד', 'סיגל בן שושן', 'חיים אוחיון', 'מרים זילברמן', 'עומר נסים', 'לירון כץ'];

/**
 * A sofa and living-room store in Rishon LeZion crediting a private customer for returned furniture, A4 (Ellinia CLM
 * for the name, Frank Ruehl CLM, Liberation Mono for figures): a burgundy header with a drawn sofa, "ספה" and "רהיטי
 * סלון · ריפוד · עיצוב", "ספה רהיטים ועיצוב בע"מ" with "ח.פ." plain; a framed "חשבונית מס זיכוי" with "מס' זיכוי"
 * (eight digits) and "תאריך" dd.mm.yyyy; the customer, its ת"ז and mobile, "חשבונית מקורית" (the year, a slash and
 * five digits) and its date (14-60 days before), the delivery date and the reason (distractors); credited lines with
 * model, quantity, price and a trailing minus, sometimes the delivery fee credited, when the customer cancelled
 * "דמי ביטול" (5% capped at ₪100, positive); "סה"כ זיכוי" "₪ …-" boxed, "מתוכו מע"מ n%" and "זיכוי לפני מע"מ"
 * (contained, also with a trailing minus); the refund to the card in payments (a distractor); not Saturday.
 */
export const heSapaCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const reason = rng.pick(REASONS);
    const credited = rng
      .some(ITEMS, rng.int(1, 3))
      .map(([model, name, p]) => ({ model, name, q: name.startsWith('כרית') ? rng.int(2, 4) : 1, unit: Math.round((p * rise) / 1000) * 1000 }));
    const lines: { model: string; name: string; q: number; unit: number; sum: number }[] = credited.map((c) => ({ ...c, sum: -c.q * c.unit }));
    if (rng.chance(0.5)) {
      const fee = Math.round((24000 * rise) / 1000) * 1000;
      lines.push({ model: '', name: 'החזר דמי הובלה והרכבה', q: 1, unit: fee, sum: -fee });
    }
    const goods = -total(lines.map((l) => l.sum));
    let cancel = 0;
    if (reason === 'ביטול עסקה לבקשת הלקוח') {
      cancel = Math.min(Math.round((goods * 5) / 100), 10000);
      lines.push({ model: '', name: 'דמי ביטול (5%, עד 100 ₪)', q: 1, unit: cancel, sum: cancel });
    }
    const credit = goods - cancel;
    const rate = israeliRate(date);
    const vat = vatIn(credit, rate);
    const vendorName = 'ספה רהיטים ועיצוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(3, 9)}${rng.digits(7)}`;
    const orig = plus(date, -rng.int(14, 60));
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const neg = (c: number) => f(c < 0 ? `${amount(-c)}-` : amount(c));
    const sofa = `<svg width="70" height="36" viewBox="0 0 70 36"><g fill="#fff"><rect x="8" y="4" width="54" height="16" rx="5"/><rect x="2" y="14" width="12" height="16" rx="4"/><rect x="56" y="14" width="12" height="16" rx="4"/><rect x="10" y="18" width="50" height="10" rx="3"/><rect x="8" y="29" width="4" height="6"/><rect x="58" y="29" width="4" height="6"/></g></svg>`;
    const body = `<div class="hd"><div class="br">${sofa}<div><div class="nm">ספה</div><div>רהיטי סלון · ריפוד · עיצוב</div></div></div><div class="co">${vendorName}<br>ח.פ. ${f(taxId)}<br>רח' משה בקר ${f(String(rng.int(2, 30)))}, ראשון לציון<br>טל' ${f(`03-96${rng.digits(5)}`)}</div></div>
<div class="mid"><div class="cu"><b>לכבוד: ${rng.pick(NAMES)}</b><br>ת"ז ${f(personalId(rng))} · נייד ${f(cellular(rng))}<br>חשבונית מקורית: ${f(`${orig.slice(0, 4)}/${rng.digits(5)}`)} מיום ${f(dt(orig, 'dd.mm.yyyy'))}<br>תאריך מסירה: ${f(dt(plus(orig, rng.int(3, 10)), 'dd.mm.yyyy'))}<br>סיבת הזיכוי: ${reason}</div>
<div class="doc"><div class="dt">חשבונית מס זיכוי</div><div>מס' זיכוי <b>${f(doc)}</b></div><div>תאריך ${f(dt(date, 'dd.mm.yyyy'))}</div><div class="sm">מקור</div></div></div>
<table class="t"><tr><th>דגם</th><th>תיאור</th><th>כמות</th><th>מחיר ליח' כולל מע"מ</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${l.model ? f(l.model) : ''}</td><td>${l.name.replace(/([0-9][0-9×%]*)/g, (m) => ltr(m))}</td><td>${f(String(l.q))}</td><td>${f(amount(l.unit))}</td><td>${neg(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="g"><td>סה"כ זיכוי</td><td>${f(`₪ ${amount(credit)}-`)}</td></tr><tr><td>מתוכו מע"מ ${f(`${rate}%`)}</td><td>${neg(-vat)}</td></tr><tr><td>זיכוי לפני מע"מ</td><td>${neg(-(credit - vat))}</td></tr></table>
<p>הזיכוי יוחזר לכרטיס האשראי שבו בוצע התשלום, ב-${f(String(rng.int(1, 10)))} תשלומים, בתוך ${f('14')} ימי עסקים.</p>
<div class="sig"><span>חתימת הלקוח: ________________</span><span>שם המאשר: ________________</span></div>`;
    const css = `body{font-family:'Frank Ruehl CLM';font-size:14px;padding:14mm 16mm;color:#222}.f{font-family:'Liberation Mono';font-size:12px}
.hd{background:#7b1f3a;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:10px 16px;border-radius:4px}.br{display:flex;align-items:center;gap:12px}.nm{font-family:'Ellinia CLM';font-size:42px;font-weight:bold;line-height:1}
.co{font-size:12px;line-height:1.5}.mid{display:flex;justify-content:space-between;gap:10mm;margin:14px 0}.cu{flex:1;line-height:1.7}
.doc{border:3px double #7b1f3a;padding:8px 14px;min-width:62mm;line-height:1.8}.dt{font-size:21px;font-weight:bold;color:#7b1f3a}.sm{font-size:11px;color:#666}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid #7b1f3a;text-align:start;padding:5px;font-size:13px}.t td{padding:5px;border-bottom:1px solid #ddd}.t td:nth-child(n+3){text-align:left;white-space:nowrap}
.tot{margin:12px 0;margin-inline-start:auto;border-collapse:collapse;min-width:85mm}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:18px;border:2px solid #7b1f3a}
.sig{display:flex;justify-content:space-between;margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
