import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId, share, trailingMinus } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-kursa-credit-note';

/** Item, agorot a unit in 2022 (VAT included), how many units a customer buys. */
const FURNITURE: [string, number, [number, number]][] = [
  ['ספה תלת-מושבית "מילאנו", בד אפור', 699000, [1, 1]],
  ['כורסת טלוויזיה חשמלית, עור', 429000, [1, 2]],
  ['שולחן אוכל עץ אלון 180 ס"מ', 549000, [1, 1]],
  ['כיסא אוכל מרופד', 69000, [4, 8]],
  ['מזנון 200 ס"מ, לבן מט', 329000, [1, 1]],
  ['מיטה זוגית 160×200 עם ארגז מצעים', 489000, [1, 1]],
  ['שידת לילה שתי מגירות', 89000, [1, 2]],
  ['ספרייה חמישה מדפים, אגוז', 129000, [1, 2]],
];
const CUSTOMERS = ['אורית שמואלי', 'דניאל רוזנברג', 'מירב אלמוג', 'יוסי חדד', 'קרן פרידמן', 'עמית בן דוד'];

/**
 * A furniture shop at Rosh HaAyin crediting a private customer, A5 (Keter YG for the headings, FreeSerif): "כורסה"
 * large with "רהיטים לבית ולגן" and the industrial-area address, the company "כורסה רהיטים ועיצוב בע"מ" with "ח.פ."
 * plain; a double-ruled title "חשבונית מס זיכוי" with "מס'" five digits and "תאריך" dd/mm/yyyy; the customer with her
 * or his ת.ז. (valid; a distractor) and phone; "מתייחסת לחשבונית מס/קבלה" six digits and its date (5-40 days before;
 * distractors) and the reason: a cancelled purchase (the item credited less the cancellation fee, 5% or ₪100 whichever
 * is lower), a defect (the item and its delivery credited) or a late delivery (10% of the order as compensation);
 * lines with quantity and sum, credits with a trailing minus; "סה"כ זיכוי (כולל מע"מ)" "…- ₪", "מע"מ n% כלול" and
 * "סה"כ לפני מע"מ" (contained, negative); how the money is returned; not Saturday.
 */
export const heKursaCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const price = (p: number) => Math.round((p * rise) / 1000) * 1000 - 1000 + 900;
    const [name, p, [lo, hi]] = rng.pick(FURNITURE);
    const unit = price(p);
    const q = rng.int(lo, hi);
    const kind = rng.pick(['cancel', 'defect', 'late'] as const);
    const lines: [string, string, number][] = [];
    let reason: string;
    if (kind === 'cancel') {
      reason = 'ביטול עסקה והחזרת המוצר בתוך 14 יום';
      lines.push([`זיכוי: ${name}`, String(q), -q * unit]);
      lines.push([`דמי ביטול (5% או 100 ש"ח, הנמוך מביניהם)`, '', Math.min(share(q * unit, 5), 10000)]);
    } else if (kind === 'defect') {
      reason = 'פגם במוצר שסופק – לא ניתן להחליף';
      lines.push([`זיכוי: ${name}`, String(q), -q * unit]);
      lines.push(['החזר דמי הובלה והרכבה', '', -Math.round((24000 * rise) / 1000) * 1000]);
    } else {
      reason = 'פיצוי בגין איחור במועד האספקה';
      lines.push([`פיצוי 10% על ${name}`, String(q), -share(q * unit, 10)]);
    }
    const gross = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = -vatIn(-gross, rate);
    const vendorName = 'כורסה רהיטים ועיצוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `7${rng.digits(4)}`;
    const original = addDays(date, -rng.int(5, 40));
    const fix = (s: string) => s.replace(/[0-9][0-9×%]*/g, (m) => ltr(m));
    const shown = (c: number) => (c < 0 ? trailingMinus(c) : amount(c));
    const rows = lines.map(([l, qq, s]) => `<tr><td>${fix(l)}</td><td>${qq ? ltr(qq) : ''}</td><td>${ltr(shown(s))}</td></tr>`).join('');
    const body = `<div class="hd"><div class="nm">כורסה</div><div class="tg">רהיטים לבית ולגן</div><div class="ad">רח' העמל ${ltr(String(rng.int(3, 30)))}, אזור התעשייה ראש העין · ${ltr(`03-90${rng.digits(5)}`)}</div><div class="ad">${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="ti"><span class="tt">חשבונית מס זיכוי</span><span>מס' <b>${ltr(doc)}</b></span><span>תאריך <b>${ltr(dt(date, 'dd/mm/yyyy'))}</b></span></div>
<div class="cu">לכבוד: <b>${rng.pick(CUSTOMERS)}</b> · ת.ז. ${ltr(personalId(rng))}<br>מתייחסת לחשבונית מס/קבלה מס' ${ltr(String(rng.int(400000, 499999)))} מיום ${ltr(dt(original, 'dd/mm/yyyy'))}<br>סיבת הזיכוי: ${fix(reason)}</div>
<table class="t"><tr><th>פירוט</th><th>כמות</th><th>סכום (₪)</th></tr>${rows}</table>
<table class="tot"><tr class="g"><td>סה"כ זיכוי (כולל מע"מ)</td><td>${ltr(`${trailingMinus(gross)} ₪`)}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)} כלול</td><td>${ltr(trailingMinus(vat))}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(trailingMinus(gross - vat))}</td></tr></table>
<div class="how">אופן ההחזר: ${rng.chance(0.6) ? `זיכוי לכרטיס האשראי ${ltr(`****${rng.digits(4)}`)} שבו בוצעה העסקה` : 'העברה בנקאית לחשבון הלקוח בתוך 14 ימי עסקים'.replace('14', ltr('14'))}</div>
<div class="sig"><span>חתימת הלקוח: __________</span><span>חתימת המוכר: __________</span></div>`;
    const css = `body{font-family:'FreeSerif';font-size:12px;padding:10mm 11mm}.hd{text-align:center}.nm{font-family:'Keter YG';font-size:38px;font-weight:bold;line-height:1;letter-spacing:2px}.tg{font-family:'Keter YG';font-size:14px}.ad{font-size:10.5px;color:#333}
.ti{display:flex;justify-content:space-between;align-items:baseline;border-top:3px double #000;border-bottom:3px double #000;margin:10px 0 8px;padding:4px 0}.tt{font-family:'Keter YG';font-size:18px;font-weight:bold}.cu{line-height:1.6;margin-bottom:8px}
table{border-collapse:collapse}.t th{border-bottom:1.5px solid #000;text-align:start;padding:3px}table.t{width:100%}.t td{padding:3px;border-bottom:1px solid #ccc}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left;white-space:nowrap}
.tot{margin:10px auto 0 0;min-width:70mm}.tot td{padding:2px 5px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:14px;border:1.5px solid #000}.how{margin-top:10px}.sig{display:flex;justify-content:space-between;margin-top:20px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
