import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, workday } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-kziv-water-bill';

/** Agorot a cubic metre before VAT, by year (approximate): the allotted quantity, above it, sewage. */
const LOW: Record<number, number> = { 2022: 612, 2023: 641, 2024: 662, 2025: 668, 2026: 677 };
const HIGH: Record<number, number> = { 2022: 1083, 2023: 1131, 2024: 1166, 2025: 1176, 2026: 1190 };
const SEWAGE: Record<number, number> = { 2022: 97, 2023: 102, 2024: 105, 2025: 106, 2026: 108 };
const STREETS = ["רח' הגפן", "רח' האלון", "שד' הזיתים", "רח' נחל בצת", "רח' הארבל", "רח' הדולב"];

/**
 * A regional water and sewage corporation's two-monthly bill to a household at Shlomi, A4 (Noto Sans Hebrew, extra
 * bold for the brand, DejaVu Sans for the figures): a blue-grey band "מי כזיב" with "תאגיד המים והביוב · שלומי והסביבה",
 * the company "מי כזיב תאגיד מים וביוב בע"מ" and "ח.פ" plain in small type; "חשבון תקופתי – חשבונית מס" with "מס'"
 * eight digits beginning 7, "תאריך הפקה" dd/mm/yyyy (3-12 days after the period) and "תקופת החשבון" the two months
 * as dd/mm/yy - dd/mm/yy; the consumer's panel ("מס' צרכן" failing the check, "מס' נכס", "מס' מונה", the number of
 * residents); meter readings; lines for water at the allotted quantity (3.5 m³ a resident a month), above it, sewage,
 * sometimes a shared meter's share; "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ חיובי התקופה"; the previous bill and
 * its payment (distractors); the consumption of five earlier periods; a framed "סה"כ לתשלום" "₪ …" with "לתשלום עד"
 * (15-21 days on, a workday); a payment voucher below a dashed line repeating the sum with a long voucher number.
 */
export const heKzivWaterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date } = next(ID, rng, [1, 3, 5, 7, 9, 11], [3, 12]);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const year = Number(date.slice(0, 4));
    const residents = rng.int(2, 6);
    const used = rng.int(14, 72);
    const allotted = residents * 7;
    const low = Math.min(used, allotted);
    const high = used - low;
    const shared = rng.chance(0.35) ? rng.int(1, 6) : 0;
    const lines: [string, number, number][] = [[`מים – כמות מוכרת`, low, LOW[year]]];
    if (high) lines.push(['מים – מעבר לכמות המוכרת', high, HIGH[year]]);
    lines.push(['ביוב וטיהור שפכים', used, SEWAGE[year]]);
    if (shared) lines.push(['חלק יחסי במונה משותף (גינה)', shared, HIGH[year]]);
    const net = total(lines.map(([, q, p]) => q * p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מי כזיב תאגיד מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `7${rng.digits(7)}`;
    const due = workday(addDays(date, rng.int(15, 21)), addDays);
    const before = rng.int(40000, 140000);
    const reading0 = rng.int(1200, 8900);
    const history = [...Array(5)].map(() => rng.int(12, 75));
    const heavy = (s: string) => `<b>${s}</b>`;
    const body = `<div class="band"><div><div class="brand">מי כזיב</div><div>תאגיד המים והביוב · שלומי והסביבה</div></div><div class="sm">${vendorName} · ח.פ ${ltr(taxId)}<br>מוקד שירות ${ltr('*' + rng.int(2000, 9999))} · ${ltr(`04-98${rng.digits(5)}`)}</div></div>
<div class="hd"><div class="ti">חשבון תקופתי – חשבונית מס</div><div>מס' ${heavy(ltr(doc))}</div><div>תאריך הפקה ${heavy(ltr(dt(date, 'dd/mm/yyyy')))}</div><div>תקופת החשבון ${heavy(ltr(`${dt(from, 'dd/mm/yy')} - ${dt(to, 'dd/mm/yy')}`))}</div></div>
<div class="cols"><div class="panel"><div class="pt">פרטי הצרכן</div>${rng.pick(['משפחת עזרא', 'משפחת בן שושן', 'משפחת אבו חמאד', 'משפחת טנא', 'משפחת ליבוביץ'])}<br>${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, שלומי<br>מס' צרכן ${ltr(notAnId(rng))}<br>מס' נכס ${ltr(rng.digits(6))} · מס' מונה ${ltr(rng.digits(8))}<br>מספר נפשות רשום: ${ltr(String(residents))}</div>
<div class="panel"><div class="pt">קריאות מונה</div>קריאה קודמת (${ltr(dt(from, 'dd/mm/yy'))}): ${ltr(String(reading0))}<br>קריאה נוכחית (${ltr(dt(to, 'dd/mm/yy'))}): ${ltr(String(reading0 + used))}<br>צריכה בתקופה: ${ltr(String(used))} מ"ק<br>כמות מוכרת לתקופה: ${ltr(String(allotted))} מ"ק</div></div>
<table class="t"><tr><th>פירוט החיובים</th><th>כמות מ"ק</th><th>תעריף ₪</th><th>סכום ₪</th></tr>${lines.map(([n, q, p]) => `<tr><td>${n}</td><td>${ltr(String(q))}</td><td>${ltr(amount(p))}</td><td>${ltr(amount(q * p))}</td></tr>`).join('')}
<tr class="s"><td colspan="3">סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td colspan="3">מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="s"><td colspan="3">סה"כ חיובי התקופה</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="cols"><div class="panel sm">חשבון קודם: ${ltr(amount(before))} ₪ · שולם בהוראת קבע ב-${ltr(dt(addDays(from, rng.int(14, 20)), 'dd/mm/yy'))}<br>יתרה קודמת: ${ltr('0.00')}</div>
<div class="panel sm"><div class="pt">צריכה בתקופות קודמות (מ"ק)</div><table class="h"><tr>${history.map((_, i) => `<th>${heMonth(firstOfMonth(date, -2 * (5 - i) - 2)).split(' ')[0]}</th>`).join('')}</tr><tr>${history.map((h) => `<td>${ltr(String(h))}</td>`).join('')}</tr></table></div></div>
<div class="pay"><div>סה"כ לתשלום</div><div class="big">${ltr(`₪ ${amount(gross)}`)}</div><div>לתשלום עד ${ltr(dt(due, 'dd/mm/yyyy'))}</div></div>
<div class="cut"></div><div class="voucher"><div>שובר תשלום · מי כזיב</div><div>מס' צרכן והשובר ${ltr(`${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`)}</div><div>סכום ${ltr(amount(gross))} · עד ${ltr(dt(due, 'dd/mm/yy'))}</div></div>`;
    const css = `body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:12mm 14mm}.band{display:flex;justify-content:space-between;align-items:center;background:#46607a;color:#fff;padding:8px 14px;border-radius:6px}.brand{font-size:30px;font-weight:800}.sm{font-size:10.5px}
.hd{display:flex;gap:18px;align-items:baseline;flex-wrap:wrap;margin:12px 0;border-bottom:2px solid #46607a;padding-bottom:6px}.ti{font-size:17px;font-weight:bold}.cols{display:flex;gap:10px;margin:8px 0}.panel{flex:1;border:1px solid #9ab;border-radius:4px;padding:6px 10px;line-height:1.6}.pt{font-weight:bold;color:#46607a}
.t{width:100%;border-collapse:collapse;margin:8px 0;font-family:'DejaVu Sans','Noto Sans Hebrew';font-size:11.5px}.t th{background:#dfe6ec;padding:4px;text-align:start}.t td{padding:4px;border-bottom:1px solid #ccd}.t td:not(:first-child){text-align:left}.t .s td{font-weight:bold}
.h{border-collapse:collapse;width:100%}.h th,.h td{border:1px solid #bcc;padding:2px;text-align:center;font-weight:normal}.pay{margin:10px auto 0 0;width:75mm;border:3px solid #46607a;padding:6px 10px;text-align:center}.big{font-size:22px;font-weight:bold}
.cut{border-top:1.5px dashed #000;margin:20px 0 8px}.voucher{display:flex;justify-content:space-between;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
