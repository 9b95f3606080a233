import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-gachelet-gas-bill';

/** Agorot a cubic metre of gas before VAT, by year (approximate, from memory). */
const PER_M3: Record<number, number> = { 2022: 2790, 2023: 3040, 2024: 3120, 2025: 3260, 2026: 3310 };
/** Agorot a month for the meter and the central installation before VAT, by year. */
const FIXED: Record<number, number> = { 2022: 890, 2023: 930, 2024: 960, 2025: 990, 2026: 1010 };
const STREETS = ["רח' הזית", "רח' האלה", "שד' הנשיאים", "רח' התאנה", "רח' הגפן", "רח' הדקל"];
const TOWNS = ['נס ציונה', 'גדרה', 'יבנה', 'קריית עקרון', 'מזכרת בתיה'];
const NAMES = ['משפחת אלמוג', 'דנה פרידמן', 'יוסף חדד', 'אורית קליין', 'משה ואסתר לוי', 'רונן שטרית'];

/**
 * A piped-gas supplier's two-monthly bill for a flat on a central installation, A4 (Nachlieli CLM for the headings,
 * David CLM, Liberation Mono for the figures): an ember drawn in orange beside "גחלת" and "גז ביתי · מערכות מרכזיות",
 * "גחלת גז ביתי בע"מ" with "ח.פ." plain on the left; "חשבון גז לתקופה – חשבונית מס" across an orange rule; a panel of
 * "מס' צרכן" (failing the check), "מס' מונה", "מס' חשבונית" (eight digits, a slash and two of the year), "תאריך
 * הפקה" dd/mm/yyyy (2-10 days into an even month, Sunday to Thursday) and "תקופת חיוב" (the two months before, from
 * the 1st to the last; a distractor); the customer and address; readings (previous and current, m³ to the thousandth,
 * with their dates) and consumption; "גז" m³ x the price a m³ by year, "דמי מונה ומערכת" two months, sometimes
 * "בדיקת תקינות תקופתית" or "הנחת לקוח ותיק 5%" on the gas (negative); "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ
 * לתשלום" "₪ …" in a box; "ישולם בהוראת קבע ביום" (a distractor, 15 days on) and "התשלום הקודם התקבל" with an
 * amount (a distractor).
 */
export const heGacheletGasBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 4, 6, 8, 10, 12], [2, 10]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const prevRead = rng.int(400000, 2600000);
    const used = rng.int(3200, 17800);
    const curRead = prevRead + used;
    const m3 = (x: number) => (x / 1000).toFixed(3);
    const price = PER_M3[year];
    const gas = Math.round((used * price) / 1000);
    const lines: [string, string, number][] = [[`גז – ${ltr(m3(used))} מ"ק × ${ltr(amount(price))}`, 'לפי מונה', gas]];
    lines.push([`דמי מונה ומערכת – ${ltr('2')} × ${ltr(amount(FIXED[year]))}`, 'קבוע', 2 * FIXED[year]]);
    if (rng.chance(0.3)) lines.push(['בדיקת תקינות תקופתית', 'חד פעמי', Math.round((11000 + (year - 2022) * 400) / 100) * 100]);
    if (rng.chance(0.4)) lines.push(['הנחת לקוח ותיק 5% על הגז', 'הנחה', -Math.round((gas * 5) / 100)]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גחלת גז ביתי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(7)}/${date.slice(2, 4)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const ember = `<svg width="46" height="52" viewBox="0 0 46 52"><path d="M23 2 C30 14 42 20 40 34 C38 46 30 50 23 50 C14 50 6 44 6 33 C6 24 13 20 15 12 C19 18 20 22 22 24 C24 16 22 9 23 2 Z" fill="#ef6c00"/><path d="M23 26 C27 32 32 35 30 42 C28 47 18 47 16 42 C15 37 20 34 23 26 Z" fill="#ffca28"/></svg>`;
    const prevPaid = Math.round((gross * (0.7 + rng.next() * 0.6)) / 10) * 10;
    const body = `<div class="top"><div class="brand">${ember}<div><div class="nm">גחלת</div><div class="tg">גז ביתי · מערכות מרכזיות</div></div></div>
<div class="co">${vendorName}<br>ח.פ. ${f(taxId)}<br>ת.ד. ${f(String(rng.int(100, 9999)))}, רחובות ${f(`76${rng.digits(3)}`)}<br>מוקד שירות ${f(`*${rng.int(2000, 9999)}`)} · חירום ${f(`1-800-${rng.digits(3)}-${rng.digits(3)}`)}</div></div>
<div class="ti">חשבון גז לתקופה – חשבונית מס</div>
<table class="pn"><tr><td>מס' צרכן</td><td>${f(notAnId(rng))}</td><td>מס' חשבונית</td><td><b>${f(doc)}</b></td></tr>
<tr><td>מס' מונה</td><td>${f(`G${rng.digits(8)}`)}</td><td>תאריך הפקה</td><td>${f(dt(date, 'dd/mm/yyyy'))}</td></tr>
<tr><td>תקופת חיוב</td><td colspan="3">${f(dt(from, 'dd/mm/yyyy'))} – ${f(dt(to, 'dd/mm/yyyy'))} (${heMonth(from).split(' ')[0]}–${heMonth(to)})</td></tr></table>
<div class="cu"><b>${rng.pick(NAMES)}</b><br>${rng.pick(STREETS)} ${f(String(rng.int(1, 60)))}, דירה ${f(String(rng.int(1, 40)))}, ${rng.pick(TOWNS)}</div>
<h3>קריאות מונה</h3>
<table class="t"><tr><th>קריאה קודמת</th><th>תאריך</th><th>קריאה נוכחית</th><th>תאריך</th><th>צריכה (מ"ק)</th></tr>
<tr><td>${f(m3(prevRead))}</td><td>${f(dt(plus(from, rng.int(-2, 2)), 'dd/mm/yy'))}</td><td>${f(m3(curRead))}</td><td>${f(dt(plus(to, rng.int(-3, 1)), 'dd/mm/yy'))}</td><td>${f(m3(used))}</td></tr></table>
<h3>פירוט החיובים</h3>
<table class="t"><tr><th>תיאור</th><th>סוג</th><th>סכום (₪)</th></tr>${lines.map(([a, b, c]) => `<tr><td>${a}</td><td>${b}</td><td>${f(amount(c))}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>סה"כ לפני מע"מ</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${f(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="note">הסכום ישולם בהוראת קבע ביום ${f(dt(plus(date, 15), 'dd/mm/yyyy'))}. התשלום הקודם בסך ${f(amount(prevPaid))} ₪ התקבל – תודה.<br>מחיר מ"ק גז לפני מע"מ בתקופה: ${f(amount(price))} ₪. בריח גז – צאו מהדירה והתקשרו למוקד החירום.</div>`;
    const css = `body{font-family:'David CLM';font-size:14px;padding:14mm 16mm;color:#222}.f{font-family:'Liberation Mono';font-size:12px}
.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{display:flex;gap:10px;align-items:center}.nm{font-family:'Nachlieli CLM';font-size:40px;font-weight:bold;color:#e65100;line-height:1}.tg{font-size:13px}
.co{text-align:left;font-size:12px;line-height:1.5}.ti{font-family:'Nachlieli CLM';font-size:22px;font-weight:bold;border-bottom:4px solid #ef6c00;margin:12px 0 8px;padding-bottom:3px}
.pn{width:100%;border-collapse:collapse;background:#fff3e0}.pn td{padding:5px 8px;border:1px solid #ffcc80}.pn td:nth-child(odd){color:#555;width:18%}
.cu{margin:10px 0;padding:6px 10px;border-inline-start:4px solid #ef6c00}h3{font-family:'Nachlieli CLM';font-size:16px;margin:12px 0 4px}
.t{width:100%;border-collapse:collapse}.t th{background:#ffe0b2;padding:4px;text-align:start;font-weight:bold}.t td{padding:4px;border-bottom:1px solid #ddd}
.sum{margin-top:10px;margin-inline-start:auto;border-collapse:collapse;min-width:85mm}.sum td{padding:4px 8px}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:17px;border:2px solid #e65100;background:#fff3e0}
.note{margin-top:16px;font-size:12px;color:#444;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
