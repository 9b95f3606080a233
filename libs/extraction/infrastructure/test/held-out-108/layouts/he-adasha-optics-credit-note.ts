import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, trailingMinus } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-adasha-optics-credit-note';

/** Catalogue number, item, agorot with VAT in 2022 (approximate). */
const ITEMS: [string, string, number][] = [
  ['FR-2241', 'מסגרת אצטט לראייה', 64000],
  ['LN-MF67', 'עדשות מולטיפוקל – זוג', 180000],
  ['LN-SV15', 'עדשות חד-מוקדיות 1.5 – זוג', 52000],
  ['SG-0930', 'משקפי שמש מקוטבים', 89000],
  ['CL-M06', "עדשות מגע חודשיות – 6 יח'", 24000],
  ['CT-AR', 'ציפוי אנטי-רפלקס', 18000],
  ['LN-PH16', 'עדשות פוטוכרומיות – זוג', 98000],
  ['FR-T118', 'מסגרת טיטניום קלה', 112000],
];
const REASONS = ['החזרה בתוך 14 יום', 'אי-הסתגלות לעדשות מולטיפוקל', 'פגם במסגרת', 'פיצוי על איחור במסירה'];
const NAMES = ['רונית אלון', 'יוסף מזרחי', 'טליה רוזן', 'עוזי בן חיים', 'ענבל נחום'];

/**
 * An optician's shop at Rehovot crediting a customer, A4 (Frank Ruehl CLM for the name, Simple CLM, Noto Sans Mono):
 * drawn spectacles beside "עדשה" and "אופטיקה ובדיקות ראייה", "עדשה אופטיקה רחובות בע"מ" with "ח.פ." hyphenated under it;
 * "חשבונית מס זיכוי" with "מס'" (a digit, a slash, six digits) and "תאריך" dd.mm.yyyy; the customer, ת"ז, mobile, the
 * original invoice (same numbering), its date and its total, the reason, the prescription (distractors); the credited
 * items at prices with VAT, with a trailing minus, a late delivery credited as a share; "סה"כ זיכוי כולל מע"מ", "מתוכו
 * מע"מ n%", "סכום לפני מע"מ" (contained, negative); the refund by card or a credit voucher with its expiry
 * (distractors); not Saturday.
 */
export const heAdashaOpticsCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const reason = rng.pick(REASONS);
    const late = reason === 'פיצוי על איחור במסירה';
    const bought = rng.some(ITEMS, rng.int(2, 4)).map(([cat, name, p]) => ({ cat, name, price: Math.round((p * rise) / 1000) * 1000 }));
    const credited = (late ? bought : bought.slice(0, rng.int(1, bought.length - 1))).map((b) => {
      const pct = late ? rng.pick([10, 15, 20]) : 100;
      return { ...b, name: late ? `${b.name} – פיצוי ${pct}%` : b.name, sum: Math.round((b.price * pct) / 100) };
    });
    const gross = total(credited.map((c) => c.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'עדשה אופטיקה רחובות בע"מ';
    const taxId = idOf(vendorName, true);
    const branch = rng.int(1, 6);
    const doc = `${branch}/${rng.digits(6)}`;
    const orig = plus(date, -rng.int(4, 40));
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => f(dt(iso, 'dd.mm.yyyy'));
    const voucher = rng.chance(0.4);
    const sph = () => `${rng.pick(['-', '+'])}${(rng.int(1, 24) * 0.25).toFixed(2)}`;
    const specs = `<svg width="70" height="30" viewBox="0 0 70 30"><g fill="none" stroke="#37474f" stroke-width="3"><circle cx="17" cy="17" r="11"/><circle cx="53" cy="17" r="11"/><path d="M28 15 Q35 9 42 15M6 14 L1 8M64 14 L69 8"/></g></svg>`;
    const body = `<div class="hd"><div class="br">${specs}<div><div class="nm">עדשה</div><div class="sub">אופטיקה ובדיקות ראייה</div></div></div><div class="co"><b>${vendorName}</b><br>ח.פ. ${f(hyphenId(taxId))}<br>רח' הרצל ${f(String(rng.int(100, 240)))}, רחובות · ${f(`08-94${rng.digits(5)}`)}</div></div>
<div class="ttl"><div class="big">חשבונית מס זיכוי</div><div>מס' ${f(doc)}</div><div>תאריך ${d(date)}</div></div>
<div class="two"><div><div><span class="l">שם הלקוח:</span> ${rng.pick(NAMES)}</div><div><span class="l">ת"ז:</span> ${f(personalId(rng))}</div><div><span class="l">נייד:</span> ${f(cellular(rng))}</div></div>
<div><div><span class="l">חשבונית מקור:</span> ${f(`${branch}/${rng.digits(6)}`)} מיום ${d(orig)}</div><div><span class="l">סכום חשבונית המקור:</span> ${f(amount(total(bought.map((b) => b.price))))} ₪</div><div><span class="l">סיבת הזיכוי:</span> ${reason}</div></div></div>
<div class="rx">מרשם: ימין ${f(`SPH ${sph()} CYL -0.50`)} · שמאל ${f(`SPH ${sph()} CYL -0.75`)} · ${f(`PD ${rng.int(58, 68)}`)}</div>
<table class="t"><thead><tr><th>מק"ט</th><th>פריט</th><th>מחיר כולל מע"מ</th><th>זיכוי</th></tr></thead><tbody>${credited
      .map((c) => `<tr><td>${f(c.cat)}</td><td>${c.name.replace(/([0-9][0-9.%]*)/g, (m) => ltr(m))}</td><td>${f(amount(c.price))}</td><td>${f(trailingMinus(-c.sum))}</td></tr>`)
      .join('')}</tbody></table>
<div class="sums"><div class="r g"><span>סה"כ זיכוי כולל מע"מ</span><span>${f(`₪ ${trailingMinus(-gross)}`)}</span></div><div class="r"><span>מתוכו מע"מ ${f(`${rate}%`)}</span><span>${f(trailingMinus(-vat))}</span></div><div class="r"><span>סכום לפני מע"מ</span><span>${f(trailingMinus(-(gross - vat)))}</span></div></div>
<p>${voucher ? `הזיכוי ניתן כשובר זיכוי מס' ${f(rng.digits(8))}, בתוקף עד ${d(plus(date, 365))}, למימוש בכל סניפי הרשת.` : `הזיכוי יוחזר לכרטיס האשראי המסתיים ב-${f(rng.digits(4))} בתוך ${f('7')} ימי עסקים.`}</p>
<div class="sig">חתימת הלקוח: ____________ &nbsp; שם המוכר/ת: ${rng.pick(['אלה', 'דוד', 'מרים', 'ניר'])}</div>`;
    const css = `body{font-family:'Simple CLM';font-size:14px;padding:16mm 18mm;color:#263238}.n{font-family:'Noto Sans Mono';font-size:11.5px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center}.br{display:flex;gap:10px;align-items:center}.nm{font-family:'Frank Ruehl CLM';font-size:44px;font-weight:bold;line-height:1}.sub{color:#607d8b}.co{text-align:left;font-size:12.5px;line-height:1.6}
.ttl{display:flex;justify-content:space-between;align-items:baseline;margin:16px 0;padding:8px 12px;border:2px solid #37474f}.big{font-size:24px;font-weight:bold}
.two{display:flex;gap:24px;line-height:1.8}.two>div{flex:1}.l{color:#78909c}.rx{margin:10px 0;padding:6px;background:#eceff1;font-size:12.5px}
.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{border-bottom:2px solid #37474f;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px dotted #90a4ae}.t td:nth-child(n+3){text-align:left}
.sums{width:85mm;margin:14px 0;margin-inline-start:auto}.r{display:flex;justify-content:space-between;padding:3px 6px}.g{font-weight:bold;font-size:17px;border-top:2px solid #37474f;border-bottom:1px solid #37474f}.sig{margin-top:26px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
