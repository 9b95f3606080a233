import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-tziltzul-cellular-bill';

/** Plan, agorot a month before VAT (approximate). */
const PLANS: [string, number][] = [
  ['מסלול 5G ללא הגבלה 1000GB', 5900],
  ['מסלול 4G גלישה 300GB', 2900],
  ['מסלול בסיסי 30GB', 1900],
  ['מסלול ילדים 10GB עם סינון', 1690],
  ['מסלול עסקי 5G 2000GB', 7900],
];
/** Extra, agorot before VAT. */
const EXTRAS: [string, number][] = [
  ['חבילת גלישה בחו"ל 5GB (חד פעמי)', 4900],
  ['שיחות לחו"ל – 23 דקות', 1840],
  ['שירות זיהוי שיחות ספאם', 590],
  ['גיבוי ענן 200GB', 1090],
  ['החלפת כרטיס סים', 2500],
  ['קו נלווה לשעון חכם', 1500],
];
const NAMES = ['אביטל שמעוני', 'גיל מרקוביץ', 'ספיר אזולאי', 'דוד טייב', 'הילה רוזן'];

/**
 * A mobile operator's monthly bill for a household's lines, A4 (Aharoni CLM for the name, Noto Sans Hebrew, Noto Sans
 * Mono for figures): a purple band with drawn sound waves, "צלצול" and "סלולר · 5G · חו"ל", "צלצול תקשורת ניידת בע"מ"
 * with "ח.פ." plain at the foot; "חשבונית מס לחודש …" (the month before); boxes "מספר לקוח" (failing the check),
 * "מספר חשבונית" (ten digits), "תאריך הפקה" dd/mm/yy (the 1st-5th), "תקופת החיוב" and "מועד החיוב" (the 10th;
 * distractors); the lines (1-4), each with its number, plan and extras; sometimes "הנחת קו נוסף" (negative);
 * "סה"כ חיובים חייבים במע"מ", "מע"מ n%" added; sometimes "תשלום n מתוך 36 – מכשיר" outside VAT; "סה"כ לתשלום"
 * in a purple box; any day of those.
 */
export const heTziltzulCellularBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 5]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const nLines = rng.int(1, 4);
    const subs = Array.from({ length: nLines }, () => {
      const [plan, fee] = rng.pick(PLANS);
      const extras = rng.chance(0.5) ? rng.some(EXTRAS, rng.int(1, 2)) : [];
      return { phone: cellular(rng), plan, fee, extras };
    });
    const discount = nLines > 1 ? (nLines - 1) * 500 : 0;
    const taxable = total(subs.map((s) => s.fee + total(s.extras.map((x) => x[1])))) - discount;
    const rate = israeliRate(date);
    const vat = vatOn(taxable, rate);
    const device = rng.chance(0.4) ? { n: rng.int(2, 35), sum: rng.pick([3890, 5560, 8330, 11110]) } : null;
    const gross = taxable + vat + (device ? device.sum : 0);
    const vendorName = 'צלצול תקשורת ניידת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(9)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const waves = `<svg width="48" height="40" viewBox="0 0 48 40"><g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"><path d="M10 12 Q4 20 10 28"/><path d="M4 6 Q-6 20 4 34"/><path d="M38 12 Q44 20 38 28"/><path d="M44 6 Q54 20 44 34"/></g><rect x="18" y="6" width="12" height="28" rx="3" fill="#fff"/></svg>`;
    const lineBlocks = subs
      .map(
        (s) =>
          `<div class="ln"><div class="lh">קו ${f(s.phone)}</div><table class="t"><tr><td>${s.plan.replace(/([0-9A-Za-z]+)/g, (m) => ltr(m))}</td><td>${f(amount(s.fee))}</td></tr>${s.extras
            .map(([n, p]) => `<tr><td>${n.replace(/([0-9A-Za-z]+)/g, (m) => ltr(m))}</td><td>${f(amount(p))}</td></tr>`)
            .join('')}<tr class="st"><td>סה"כ לקו</td><td>${f(amount(s.fee + total(s.extras.map((x) => x[1]))))}</td></tr></table></div>`,
      )
      .join('');
    const body = `<div class="band">${waves}<div><div class="nm">צלצול</div><div>סלולר · ${ltr('5G')} · חו"ל</div></div><div class="hl">שירות לקוחות ${f('*' + rng.int(1000, 9999))}</div></div>
<div class="ti">חשבונית מס לחודש ${heMonth(from)}</div>
<div class="cu"><b>${rng.pick(NAMES)}</b><br>רח' ${rng.pick(['הרימון', 'הברוש', 'השקד', 'החרוב'])} ${f(String(rng.int(1, 80)))}, ${rng.pick(['רעננה', 'כפר סבא', 'הוד השרון', 'נתניה'])}</div>
<div class="bx"><div><span>מספר לקוח</span>${f(notAnId(rng))}</div><div><span>מספר חשבונית</span><b>${f(doc)}</b></div><div><span>תאריך הפקה</span>${f(dt(date, 'dd/mm/yy'))}</div><div><span>תקופת החיוב</span>${f(dt(from, 'dd/mm/yy'))}–${f(dt(to, 'dd/mm/yy'))}</div><div><span>מועד החיוב</span>${f(dt(plus(firstOfMonth(date), 9), 'dd/mm/yy'))}</div></div>
<h3>פירוט לפי קווים (לפני מע"מ, ₪)</h3>${lineBlocks}
<table class="sum">${discount ? `<tr><td>הנחת קו נוסף (${f(String(nLines - 1))} קווים)</td><td>${f(`-${amount(discount)}`)}</td></tr>` : ''}<tr><td>סה"כ חיובים חייבים במע"מ</td><td>${f(amount(taxable))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr>${device ? `<tr><td>תשלום ${f(String(device.n))} מתוך ${f('36')} – מכשיר (אינו חייב במע"מ)</td><td>${f(amount(device.sum))}</td></tr>` : ''}<tr class="g"><td>סה"כ לתשלום</td><td>${f(amount(gross))} ₪</td></tr></table>
<div class="ft">${vendorName} · ח.פ. ${f(taxId)} · רח' הברזל ${f(String(rng.int(3, 40)))}, תל אביב · החשבון ישולם בכרטיס האשראי המסתיים ב-${f(rng.digits(4))}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:12mm 15mm;color:#222}.f{font-family:'Noto Sans Mono';font-size:11.5px}
.band{background:#5e35b1;color:#fff;display:flex;align-items:center;gap:12px;padding:10px 16px;border-radius:10px}.nm{font-family:'Aharoni CLM';font-size:36px;line-height:1}.hl{margin-inline-start:auto;font-size:12px}
.ti{font-size:20px;font-weight:bold;color:#5e35b1;margin:12px 0 4px}.cu{margin:4px 0 10px;line-height:1.6}
.bx{display:flex;gap:6px}.bx div{flex:1;border:1px solid #b39ddb;border-radius:6px;padding:5px 7px;background:#f3effa}.bx span{display:block;font-size:10.5px;color:#555}
h3{font-size:14px;margin:14px 0 4px;color:#5e35b1}.ln{margin:6px 0;border:1px solid #ddd;border-radius:6px;padding:4px 8px}.lh{font-weight:bold}
.t{width:100%;border-collapse:collapse}.t td{padding:2px 4px;border-bottom:1px dotted #ccc}.t td:last-child{text-align:left;width:30mm}.st td{font-weight:bold;border-bottom:none}
.sum{margin-top:10px;margin-inline-start:auto;border-collapse:collapse;min-width:100mm}.sum td{padding:4px 8px}.sum td:last-child{text-align:left}.g td{background:#5e35b1;color:#fff;font-size:17px;font-weight:bold}.g .f{font-size:15px}
.ft{margin-top:20px;font-size:10.5px;color:#555;border-top:1px solid #ccc;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
