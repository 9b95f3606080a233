import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { idOf, ltr, next, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-tzaftzefa-business-cellular-fleet-bill';

/** Plans: name and monthly price in agorot before VAT (approximate). */
const PLANS: [string, number][] = [
  ['עסקי בסיס 50GB', 2990],
  ['עסקי פלוס 300GB', 4490],
  ['עסקי 5G ללא הגבלה', 5990],
  ['קו נתונים לטאבלט', 1990],
];
const USERS = ['אורי מנחם', 'דנה שגיא', 'מוחמד חלבי', 'יוסי אטיאס', 'רוני בן דוד', 'מירב קליין', 'אלכס פרידמן', 'סיגל חורי', 'נתנאל עזרא'];
const CUSTOMERS = ['ש.ב. הנדסת מיזוג בע"מ', 'גלבוע הפקות ואירועים בע"מ', 'נוף השרון שיווק נדל"ן בע"מ', 'י.ד. לוגיסטיקה ירוקה בע"מ'];

/**
 * A cellular operator's monthly bill for a small company's fleet of lines, A4 (Keter YG for the name, Noto Sans
 * Hebrew, Noto Mono): a drawn poplar leaf with signal arcs beside "צפצפה"; "מס' עוסק מורשה" spaced at the top
 * corner under "צפצפה תקשורת סלולרית בע"מ"; a box "סכום החשבון" with the total and the charge date; "חשבונית מס –
 * חשבון תקופתי", "מס' חשבונית" (the year's and month's digits, a hyphen, seven digits), "תאריך הפקה" d בMonth yyyy
 * (2nd-6th); the customer with its ח.פ. (hyphenated), account number (failing the check), the month billed with
 * dd/mm/yyyy dates (distractors); a table of 3-9 lines (number, user, plan, price, extras, sum), then minutes to
 * abroad, a cloud backup and a one-off credit (negative), all before VAT; "סה"כ חיובים לפני מע"מ", "הנחת לקוח עסקי
 * n%" (negative), "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לחיוב"; any day.
 */
export const heTzaftzefaBusinessCellularFleetBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [2, 6]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const count = rng.int(3, 9);
    const users = rng.some(USERS, count);
    const lineRows: [string, string, string, number, number][] = users.map((u) => {
      const [plan, price] = rng.pick(PLANS);
      const extra = rng.chance(0.3) ? rng.pick([490, 990, 1490]) : 0;
      return [`05${rng.pick(['0', '2', '3', '4', '8'])}-${rng.digits(3)}-${rng.digits(4)}`, u, plan, price, extra];
    });
    const linesSum = total(lineRows.map((r) => r[3] + r[4]));
    const extras: [string, number][] = [];
    if (rng.chance(0.5)) {
      const mins = rng.int(12, 240);
      extras.push([`שיחות לחו"ל – ${mins} דקות × ${amount(19)}`, mins * 19]);
    }
    if (rng.chance(0.5)) extras.push(['גיבוי ענן עסקי 1TB', 2490]);
    if (rng.chance(0.25)) extras.push(['זיכוי חד פעמי – תקלת רשת', -rng.int(1000, 4000)]);
    const charges = linesSum + total(extras.map((x) => x[1]));
    const pct = count >= 6 ? 15 : 10;
    const disc = Math.round((linesSum * pct) / 100);
    const net = charges - disc;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'צפצפה תקשורת סלולרית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${date.slice(5, 7)}-${rng.digits(7)}`;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const charge = `${date.slice(0, 8)}${rng.pick(['10', '15', '20'])}`;
    const leaf = `<svg width="52" height="52" viewBox="0 0 52 52"><path d="M14 44 C8 28 16 12 32 8 C34 24 28 38 14 44 Z" fill="#2e7d32"/><path d="M14 44 L28 16" stroke="#fff" stroke-width="1.5"/><path d="M36 20 A8 8 0 0 1 40 28 M40 14 A15 15 0 0 1 46 28" stroke="#2e7d32" stroke-width="2.5" fill="none"/></svg>`;
    const body = `<div class="top"><div class="brand">${leaf}<div><div class="nm">צפצפה</div><div class="sl">הסלולר של העסק שלך</div></div></div>
<div class="vend">${vendorName}<br>מס' עוסק מורשה ${n(spacedId(taxId))}<br>ת.ד. ${n(String(rng.int(100, 9999)))}, ראש העין · שירות לקוחות עסקיים ${n('*2' + rng.digits(3))}</div></div>
<div class="sum"><div><div class="lbl">סכום החשבון</div><div class="big">${n(amount(gross))} ₪</div></div><div><div class="lbl">ייגבה בכרטיס האשראי ב-</div><div class="mid">${n(dt(charge, 'dd/mm/yyyy'))}</div></div></div>
<h1>חשבונית מס – חשבון תקופתי</h1>
<table class="kv"><tr><th>מס' חשבונית</th><td>${n(doc)}</td><th>תאריך הפקה</th><td>${dt(date, 'he').replace(/\d+/g, (m) => n(m))}</td></tr>
<tr><th>לקוח</th><td>${rng.pick(CUSTOMERS)}</td><th>ח.פ. לקוח</th><td>${n(hyphenId(taxIdOfCustomer(rng)))}</td></tr>
<tr><th>מס' חשבון</th><td>${n(notAnId(rng))}</td><th>תקופת החיוב</th><td>${heMonth(from).replace(/\d+/, (m) => n(m))} (${n(dt(from, 'dd/mm/yyyy'))} – ${n(dt(to, 'dd/mm/yyyy'))})</td></tr></table>
<h2>פירוט לפי מנוי (${n(String(count))} קווים)</h2>
<table class="t"><tr><th>מספר מנוי</th><th>משתמש</th><th>מסלול</th><th>דמי מנוי</th><th>תוספות</th><th>סה"כ</th></tr>${lineRows
      .map(([num, u, plan, p, x]) => `<tr><td>${n(num)}</td><td>${u}</td><td>${plan}</td><td>${n(amount(p))}</td><td>${n(amount(x))}</td><td>${n(amount(p + x))}</td></tr>`)
      .join('')}</table>
${extras.length ? `<h2>חיובים וזיכויים כלליים</h2><table class="t">${extras.map(([a, s]) => `<tr><td>${a.replace(/\d[\d.]*[A-Z]*/g, (m) => n(m))}</td><td class="e">${n(amount(s))}</td></tr>`).join('')}</table>` : ''}
<div class="tot"><div><span>סה"כ חיובים לפני מע"מ</span>${n(amount(charges))}</div><div><span>הנחת לקוח עסקי ${n(`${pct}%`)} (דמי מנוי)</span>${n(amount(-disc))}</div><div><span>סה"כ לפני מע"מ</span>${n(amount(net))}</div><div><span>מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="g"><span>סה"כ לחיוב</span>${n(amount(gross))} ₪</div></div>
<p class="sm">הסכומים בטבלאות בש"ח ואינם כוללים מע"מ. החשבון הבא יופק בתחילת ${heMonth(firstOfMonth(date, 1)).replace(/\d+/, (m) => n(m))}. לבירורים: המוקד לעסקים או אזור הלקוח באתר. החשבון נשלח בדואר אלקטרוני בלבד.</p>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:12mm 14mm;color:#222}.n{font-family:'Noto Mono';font-size:11.5px;white-space:nowrap}
.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{display:flex;gap:8px;align-items:center}.nm{font-family:'Keter YG';font-size:36px;font-weight:bold;color:#2e7d32;line-height:1}.sl{color:#666}
.vend{font-size:11px;text-align:left;line-height:1.6;color:#444}.sum{display:flex;gap:30px;border:2px solid #2e7d32;border-radius:6px;padding:8px 14px;margin:12px 0}.lbl{font-size:11px;color:#555}.big{font-size:22px;font-weight:bold}.mid{font-size:16px}
h1{font-size:19px;margin:10px 0 6px}h2{font-size:14px;margin:14px 0 4px;color:#2e7d32}.kv th{font-weight:normal;color:#666;text-align:start;padding:2px 8px 2px 4px}.kv td{padding:2px 16px 2px 4px;font-weight:bold}
.t{width:100%;border-collapse:collapse}.t th{background:#e8f5e9;text-align:start;padding:4px;font-size:11.5px}.t td{padding:4px;border-bottom:1px solid #ddd}.t td.e{text-align:left}
.tot{width:50%;margin:12px auto 0 0}.tot div{display:flex;justify-content:space-between;padding:2px 4px}.g{background:#2e7d32;color:#fff;font-weight:bold;font-size:15px}.sm{font-size:11px;color:#555;margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
