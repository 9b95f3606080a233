import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, heDay, personalId, sh } from '../../generalisation/notation';

const HOSTELS = [
  { name: 'אכסניית תרמילאים בשוק בע"מ', brand: 'שוק האוסטל', city: 'ירושלים' },
  { name: 'מדבר ובד הוסטלים בע"מ', brand: 'מדבר ובד', city: 'מצפה רמון' },
  { name: 'הוסטל הגלבוע (2019) בע"מ', brand: 'הוסטל הגלבוע', city: 'גן נר' },
];

/**
 * A hostel's folio on A5 (Frank Ruehl CLM or FreeSans): the brand, the legal name and "ח"פ", the
 * guest's valid ת.ז. and mobile, the room type (a bed in a dormitory or a private room), check-in and
 * check-out with weekdays, one row per night with its date, breakfast, towels and a locker, "סה"כ
 * לשהייה" VAT-included with "מתוכו מע"מ", the deposit paid at booking with its date and the rest
 * paid at check-out; "חשבונית מס קבלה" with a number "H-2451" and the check-out date.
 */
export const heHostelFolio: Layout = {
  id: 'he-hostel-folio',
  lang: 'he',
  kind: 'lodging',
  make(rng: Rng) {
    const h = rng.pick(HOSTELS);
    const vendorTaxId = taxId(rng);
    const checkIn = randomDate(rng, '2023-06-01', '2026-03-20');
    const nights = rng.int(1, 4);
    const date = addDays(checkIn, nights);
    const rate = israeliRate(date);
    const dorm = rng.chance(0.6);
    const base = dorm ? rng.pick([11000, 12500, 14000]) : rng.pick([32000, 36000, 42000]);
    const rows = Array.from({ length: nights }, (_, i) => {
      const d = addDays(checkIn, i);
      const wk = [4, 5].includes(new Date(`${d}T12:00:00Z`).getUTCDay());
      return { d, c: wk ? base + (dorm ? 2000 : 6000) : base };
    });
    const guests = dorm ? 1 : rng.int(1, 2);
    const extras: [string, number][] = [];
    if (rng.chance(0.7)) extras.push([`ארוחת בוקר × ${nights * guests}`, nights * guests * 4500]);
    if (rng.chance(0.5)) extras.push(['השכרת מגבת', 1500]);
    if (rng.chance(0.4)) extras.push(['לוקר', nights * 1000]);
    const total = rows.reduce((a, r) => a + r.c, 0) + extras.reduce((a, e) => a + e[1], 0);
    const vat = vatOfGross(total, rate);
    const deposit = rows[0].c;
    const docNo = `H-${rng.int(1000, 9999)}`;
    const style = rng.pick(['₪ x', 'x ₪', 'x ש"ח'] as const);
    const font = rng.pick(['Frank Ruehl CLM', 'FreeSans']);
    const body = `<div class="brand">${esc(h.brand)}</div><div class="c">${esc(h.name)} · ח"פ ${vendorTaxId} · ${esc(h.city)}</div>
<div class="tt">חשבונית מס קבלה ${docNo}</div><div class="c">תאריך: ${dt(date, 'dd/mm/yyyy')}</div>
<table class="g"><tr><td>אורח/ת</td><td>${esc(rng.pick(['נועה ברק', 'איתי שמעוני', 'ליאור חדד', 'טל גולן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>נייד</td><td>${cellular(rng)}</td><td>חדר</td><td>${dorm ? `מיטה בחדר מעורב ${rng.int(4, 10)} מיטות` : 'חדר פרטי זוגי'}</td></tr>
<tr><td>כניסה</td><td>${heDay(checkIn)} ${dt(checkIn, 'dd/mm/yy')}</td><td>עזיבה</td><td>${heDay(date)} ${dt(date, 'dd/mm/yy')}</td></tr></table>
<table class="it">${rows.map((r) => `<tr><td>לינה ${dt(r.d, 'dd/mm')}</td><td>${amount(r.c)}</td></tr>`).join('')}${extras.map(([n, c]) => `<tr><td>${esc(n)}</td><td>${amount(c)}</td></tr>`).join('')}
<tr class="b"><td>סה"כ לשהייה</td><td>${sh(total, style)}</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr><td>מקדמה ששולמה בהזמנה (${dt(addDays(checkIn, -rng.int(5, 40)), 'dd/mm/yy')})</td><td>${amount(deposit)}</td></tr><tr><td>שולם בעזיבה</td><td>${amount(total - deposit)}</td></tr></table>
<div class="sm">שעת עזיבה עד 11:00 · אין להכניס אורחים לחדרים המשותפים</div>`;
    const css = `body{font-family:'${font}',serif;font-size:12px;padding:9mm 11mm;color:#111}.brand{font-size:24px;text-align:center;font-weight:bold;letter-spacing:1px}.c{text-align:center}
.tt{margin-top:5mm;text-align:center;font-size:17px;font-weight:bold;border-top:1px solid #000;border-bottom:1px solid #000;padding:1mm}table{width:100%;border-collapse:collapse;margin:3mm 0}
.g td{padding:1mm;border:1px solid #bbb}.g td:nth-child(odd){background:#eee}.it td{padding:1mm;border-bottom:1px dotted #888}.it td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px}.sm{font-size:10px;margin-top:5mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: h.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
