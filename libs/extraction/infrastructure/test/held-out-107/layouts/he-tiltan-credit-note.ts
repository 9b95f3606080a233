import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-tiltan-credit-note';

/** Model, item, agorot before VAT in 2022 (approximate). */
const ITEMS: [string, string, number][] = [
  ['TL-MW25', 'מיקרוגל דיגיטלי 25 ליטר', 42700],
  ['TL-AF55', 'סיר טיגון באוויר 5.5 ליטר', 51200],
  ['TL-KM10', 'מיקסר מקצועי 1000W', 119600],
  ['TL-BL20', 'בלנדר עוצמתי 2 ליטר', 68300],
  ['TL-TS04', 'טוסטר 4 פרוסות', 25600],
  ['TL-KT17', 'קומקום חשמלי נירוסטה', 17000],
  ['TL-ES15', 'מכונת אספרסו 15 בר', 153800],
  ['TL-DW60', 'מדיח כלים 60 ס"מ', 264900],
  ['TL-OV72', 'תנור בנוי 72 ליטר', 341800],
];
const REASONS = ['החזרת מוצר פגום', 'התאמת מחיר למבצע', 'ביטול עסקה בתוך 14 יום', 'מוצר שלא סופק'];

/**
 * A kitchen-appliance store in Modi'in crediting a private customer, A4 (Drugulin CLM for the name, Noto Serif Hebrew,
 * Liberation Mono): a drawn clover beside "תלתן" and "מוצרי חשמל למטבח", "תלתן מוצרי חשמל בע"מ" with "ח.פ." hyphenated;
 * "חשבונית זיכוי" with "מס'" (Z and seven digits) and "תאריך" dd/mm/yyyy; "בהתייחס לחשבונית מס" (seven digits) and its
 * date, the reason, the customer with ת"ז and mobile (distractors); credited lines before VAT with a leading minus, on a
 * price match a share of the price only; "סה"כ זיכוי לפני מע"מ", "מע"מ n%" and "סה"כ זיכוי" (all negative; VAT added
 * on the magnitude); the credit returned to the card (a distractor); Sunday to Friday.
 */
export const heTiltanCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const reason = rng.pick(REASONS);
    const match = reason === 'התאמת מחיר למבצע';
    const lines = rng.some(ITEMS, match ? 1 : rng.int(1, 3)).map(([model, name, p]) => {
      const unit = Math.round((p * rise) / 100) * 100;
      const q = match ? 1 : rng.int(1, 2);
      const value = match ? Math.round((unit * rng.int(10, 25)) / 100) : unit;
      return { model, name: match ? `${name} – הפרש מחיר` : name, q, unit: value, sum: q * value };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'תלתן מוצרי חשמל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `Z${rng.digits(7)}`;
    const orig = plus(date, -rng.int(3, 30));
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const minus = (c: number) => f(`-${amount(c)}`);
    const clover = `<svg width="44" height="44" viewBox="0 0 44 44"><g fill="#2e7d32"><circle cx="22" cy="12" r="9"/><circle cx="12" cy="26" r="9"/><circle cx="32" cy="26" r="9"/></g><path d="M22 26 L26 42" stroke="#2e7d32" stroke-width="3"/></svg>`;
    const body = `<div class="hd"><div class="br">${clover}<div><div class="nm">תלתן</div><div>מוצרי חשמל למטבח</div></div></div><div class="co">${vendorName}<br>ח.פ. ${f(hyphenId(taxId))}<br>מרכז עזריאלי מודיעין, קומה ${f('1')}<br>${f(`08-97${rng.digits(5)}`)}</div></div>
<div class="ttl"><span>חשבונית זיכוי</span><span>מס' ${f(doc)}</span><span>תאריך ${f(dt(date, 'dd/mm/yyyy'))}</span></div>
<table class="kv"><tr><th>לקוח</th><td>${rng.pick(['יעל אברהמי', 'משה דהן', 'אורית קליין', 'נתן שפירא', 'דנה עזרא'])}, ת"ז ${f(personalId(rng))}, ${f(cellular(rng))}</td></tr>
<tr><th>בהתייחס לחשבונית מס</th><td>${f(rng.digits(7))} מיום ${f(dt(orig, 'dd/mm/yyyy'))}</td></tr><tr><th>סיבת הזיכוי</th><td>${reason}</td></tr></table>
<table class="t"><tr><th>דגם</th><th>תיאור</th><th>כמות</th><th>מחיר ליח' (לפני מע"מ)</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${f(l.model)}</td><td>${l.name.replace(/([0-9][0-9.W]*)/g, (m) => ltr(m))}</td><td>${f(String(l.q))}</td><td>${f(amount(l.unit))}</td><td>${minus(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${minus(net)}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${minus(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${f(`-${amount(gross)} ₪`)}</td></tr></table>
<p>סכום הזיכוי יוחזר לכרטיס האשראי ${f(`****${rng.digits(4)}`)} בתוך ${f('5')} ימי עסקים.</p><p class="sm">מסמך זה מבטל את החלק המזוכה בחשבונית המקור. ט.ל.ח.</p>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:13px;padding:15mm 16mm;color:#1b1b1b}.f{font-family:'Liberation Mono';font-size:12px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center}.br{display:flex;gap:10px;align-items:center}.nm{font-family:'Drugulin CLM';font-size:44px;line-height:1;color:#2e7d32}.co{font-size:12px;line-height:1.5;text-align:left}
.ttl{display:flex;justify-content:space-between;align-items:baseline;background:#e8f5e9;border-top:3px solid #2e7d32;padding:8px 12px;margin:14px 0}.ttl span:first-child{font-size:22px;font-weight:bold}
.kv{border-collapse:collapse;margin-bottom:12px}.kv th{text-align:start;padding:3px 10px 3px 0;font-weight:normal;color:#555}.kv td{padding:3px}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid #2e7d32;padding:4px;text-align:start}.t td{border-bottom:1px solid #ddd;padding:4px}.t td:nth-child(n+3){text-align:left}
.tot{margin:12px 0;margin-inline-start:auto;border-collapse:collapse;min-width:80mm}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:17px;border-top:2px solid #2e7d32}.sm{font-size:11px;color:#666}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
