import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heDay, heMonth, hhmm, lastOfMonth, share } from '../../generalisation/notation';

const SPACES = [
  { name: 'קומה 12 חללי עבודה בע"מ', brand: 'FLOOR 12', city: 'רמת גן' },
  { name: 'הכוורת – מרכז עסקים שיתופי בע"מ', brand: 'הכוורת', city: 'באר שבע' },
  { name: 'ספייס-און קו-וורקינג בע"מ', brand: 'SPACE-ON', city: 'חיפה' },
];
const TENANTS = ['אלגו-פיי טכנולוגיות בע"מ', 'סטודיו נמלה עיצוב בע"מ', 'קלירמד מחקר קליני בע"מ', 'אורבן-לאב תכנון ערים בע"מ'];
const ROOMS = ['חדר ישיבות "ירדן"', 'חדר ישיבות "כנרת"', 'חדר פודקאסט', 'אולם הרצאות קטן', 'חדר זום 2'];
const MEMBERS = ['ע. כהן', 'ש. דהן', 'ר. נסים', 'מ. זילברמן', 'ל. עבאס', 'י. פרץ', 'ד. שגיא'];

/**
 * A coworking space's monthly tax invoice on two A4 pages (Open Sans for the brand, David for the
 * body): page 1 has the letterhead, "חשבונית מס" with a "2025/0731"-style number, the tenant company's
 * valid ח.פ., the invoiced month, the memberships (private office, fixed desks, hot desks) and the
 * first part of a long log of meeting-room bookings (date with weekday, room, member, hours × price
 * per hour), "סה"כ לעמוד" and "המשך בעמוד הבא"; page 2 the rest of the log with its subtotal, printing
 * and parking, a 20% member discount on rooms, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום" and the
 * security deposit held (a distractor), and a charge date.
 */
export const heCoworkingTwoPage: Layout = {
  id: 'he-coworking-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const sp = rng.pick(SPACES);
    const vendorTaxId = taxId(rng, true);
    const month = firstOfMonth(randomDate(rng, '2023-07-01', '2026-03-25'), 0);
    const date = lastOfMonth(month);
    const rate = israeliRate(date);
    const docNo = `${date.slice(0, 4)}/${String(rng.int(100, 1400)).padStart(4, '0')}`;
    const plans: [string, number, number][] = [];
    if (rng.chance(0.6)) plans.push([`משרד פרטי ${rng.int(2, 8)} עמדות`, 1, rng.int(45, 120) * 10000]);
    plans.push(['עמדה קבועה', rng.int(1, 6), rng.pick([115000, 129000, 145000])]);
    if (rng.chance(0.5)) plans.push(['מנוי עמדה משותפת (Hot Desk)', rng.int(1, 4), rng.pick([69000, 79000])]);
    const bookings = Array.from({ length: rng.int(30, 38) }, () => {
      // The space is closed on Saturdays: a booking that would fall on one moves to the Sunday.
      const day = addDays(month, rng.int(0, 26));
      const d = new Date(`${day}T12:00:00Z`).getUTCDay() === 6 ? addDays(day, 1) : day;
      const hours = rng.int(1, 8) / 2;
      const per = rng.pick([6000, 8000, 12000, 15000]);
      return { d, room: rng.pick(ROOMS), who: rng.pick(MEMBERS), at: rng.int(16, 36) * 30, hours, per, amt: Math.round(hours * per) };
    }).sort((a, b) => a.d.localeCompare(b.d) || a.at - b.at);
    const cut = rng.int(16, 20);
    const p1 = bookings.slice(0, cut);
    const p2 = bookings.slice(cut);
    const plansSum = plans.reduce((a, [, q, u]) => a + q * u, 0);
    const sum1 = p1.reduce((a, b) => a + b.amt, 0);
    const rooms = bookings.reduce((a, b) => a + b.amt, 0);
    const disc = share(rooms, 20);
    const pages = rng.int(120, 1800);
    const printing = pages * 35;
    const parking = rng.chance(0.6) ? rng.int(1, 4) * 45000 : 0;
    const net = plansSum + rooms - disc + printing + parking;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const row = (b: (typeof bookings)[number]) =>
      `<tr><td>${heDay(b.d)} ${dt(b.d, ds)}</td><td>${hhmm(b.at)}</td><td>${esc(b.room)}</td><td>${b.who}</td><td>${b.hours}</td><td>${m(b.per)}</td><td>${m(b.amt)}</td></tr>`;
    const th = `<tr><th>תאריך</th><th>שעה</th><th>חדר</th><th>הוזמן ע"י</th><th>שעות</th><th>מחיר לשעה</th><th>סכום</th></tr>`;
    const tenant = rng.pick(TENANTS);
    const page1 = `<div class="pg"><div class="lh"><div class="br">${sp.brand}</div><div>${esc(sp.name)} · ${sp.city} · ח.פ. ${vendorTaxId}</div></div>
<div class="top"><div><div class="t">חשבונית מס ${docNo}</div><div>תאריך: ${dt(date, ds)}</div><div>חודש חיוב: ${heMonth(month)}</div></div>
<div class="to">לכבוד<br><b>${esc(tenant)}</b><br>ח.פ. ${taxId(rng, true)}<br>חוזה מנוי ${rng.digits(4)}-${date.slice(2, 4)}</div></div>
<h3>מנויים</h3><table class="pl"><tr><th>תיאור</th><th>כמות</th><th>מחיר חודשי</th><th>סכום</th></tr>${plans.map(([n, q, u]) => `<tr><td>${esc(n)}</td><td>${q}</td><td>${m(u)}</td><td>${m(q * u)}</td></tr>`).join('')}
<tr class="st"><td colspan="3">סה"כ מנויים</td><td>${m(plansSum)}</td></tr></table>
<h3>הזמנות חדרים – ${heMonth(month)}</h3><table>${th}${p1.map(row).join('')}<tr class="st"><td colspan="6">סה"כ לעמוד</td><td>${m(sum1)}</td></tr></table>
<div class="nx">המשך בעמוד הבא ← עמוד 1 מתוך 2</div></div>`;
    const page2 = `<div class="pg"><div class="cont">${sp.brand} · חשבונית מס ${docNo} · עמוד 2 מתוך 2</div>
<table>${th}<tr class="st"><td colspan="6">מהעמוד הקודם</td><td>${m(sum1)}</td></tr>${p2.map(row).join('')}<tr class="st"><td colspan="6">סה"כ הזמנות חדרים</td><td>${m(rooms)}</td></tr></table>
<table class="sm"><tr><td>מנויים</td><td>${m(plansSum)}</td></tr><tr><td>הזמנות חדרים</td><td>${m(rooms)}</td></tr><tr><td>הנחת חברים 20% על חדרים</td><td>-${m(disc)}</td></tr>
<tr><td>הדפסות (${pages} עמ' × 0.35)</td><td>${m(printing)}</td></tr>${parking ? `<tr><td>חניה חודשית</td><td>${m(parking)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>₪ ${m(total)}</td></tr></table>
<p>הסכום יחויב בהוראת קבע ב-${dt(addDays(date, 10), ds)}. פיקדון ביטחון מוחזק: ${m(rng.int(2, 6) * 100000)} ₪ (אינו חלק מחשבונית זו).</p></div>`;
    const css = `body{font-family:'David CLM',serif;font-size:12px;color:#1b1b1b}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:11mm 13mm;page-break-after:always;position:relative;overflow:hidden}.pg:last-child{page-break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #f2a900;padding-bottom:2mm}
.br{font-family:'Open Sans',sans-serif;font-weight:800;font-size:27px;letter-spacing:1px}
.top{display:flex;justify-content:space-between;margin:5mm 0}.t{font-size:18px;font-weight:bold}.to{border-right:3px solid #f2a900;padding-right:3mm}
h3{margin:3mm 0 1mm;font-size:14px}
table{width:100%;border-collapse:collapse}th{background:#333;color:#fff;padding:1mm;font-weight:normal}td{padding:0.9mm 1.5mm;border-bottom:1px solid #ddd;text-align:center}
td:nth-child(3){text-align:right}.pl td:first-child{text-align:right}.st td{font-weight:bold;background:#fbf1d6}
.nx{position:absolute;bottom:9mm;left:13mm;font-size:11px}
.cont{border-bottom:1px solid #999;margin-bottom:4mm;padding-bottom:1mm;font-size:11px}
.sm{width:55%;margin:6mm auto 0 0}.sm td{text-align:right}.sm td:last-child{text-align:left}.g td{font-size:16px;font-weight:bold;border-top:2px solid #333}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: sp.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
