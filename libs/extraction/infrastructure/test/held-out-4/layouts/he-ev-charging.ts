import { addDays, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { clock, day, ils, layout, times } from '../notation';

const OPERATORS = [
  { name: 'וולטה טעינה חכמה בע"מ', brand: 'VOLTA', color: '#00a36c' },
  { name: 'טעינה ירוקה ישראל בע"מ', brand: 'GreenCharge', color: '#2d6cdf' },
  { name: 'חשמליק רשתות טעינה בע"מ', brand: 'chashmalik', color: '#e2136e' },
];

const SITES = ['קניון הגליל, עכו', 'חניון רכבת בנימינה', 'מרכז ביג פאשן, אשדוד', 'תחנת דלק צומת גומא', 'חניון עירוני כיכר המדינה', 'מלון ים המלח – חניון אורחים'];
const CARS = ['Tesla Model 3', 'BYD Atto 3', 'Hyundai Ioniq 5', 'MG4', 'Kia EV6', 'Geely Geometry C'];

/**
 * An EV charging session receipt as the operator's app renders it (a phone-width page): the brand
 * in a coloured header, the amount large at the top with "שולם", a session card (site, station
 * and connector, start and end with dates and times: a session may pass midnight, and the receipt
 * is dated when it closes), energy in kWh with three decimals × price per kWh, an idle fee per
 * minute after a grace period, a subscriber discount, "סה"כ כולל מע"מ" and the VAT, the car and
 * plate, the card, and the tax invoice-receipt number in small type at the bottom with the
 * operator's ח.פ.
 */
export const heEvCharging = layout({
  id: 'he-ev-charging',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const op = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, true);
    const startDay = randomDate(rng, '2023-06-01', '2026-03-28');
    const start = rng.chance(0.3) ? rng.int(21 * 60, 23 * 60 + 30) : rng.int(7 * 60, 20 * 60);
    const minutes = rng.int(25, 160);
    const end = start + minutes;
    const date = end >= 24 * 60 ? addDays(startDay, 1) : startDay;
    const rate = israeliRate(date);
    const kwh = rng.int(8000, 62000) / 1000;
    const perKwh = rng.pick([149, 169, 179, 189, 199, 215]);
    const energy = times(kwh, perKwh);
    const idleMin = rng.chance(0.4) ? rng.int(5, 48) : 0;
    const idle = idleMin * 100;
    const subscriber = rng.chance(0.5);
    const discount = subscriber ? -Math.round((energy * 10) / 100) : 0;
    const total = energy + idle + discount;
    const vat = vatOfGross(total, rate);
    const session = `CS-${startDay.slice(0, 4)}-${rng.digits(7)}`;
    const docNo = `${rng.pick(['', '1'])}${rng.int(100000, 999999)}`;
    const station = `${rng.pick(['A', 'B', 'C'])}${rng.int(1, 12)}`;
    const connector = rng.pick(['CCS2 · 60kW', 'CCS2 · 120kW', 'Type 2 · 22kW', 'CCS2 · 180kW']);
    const ds = rng.pick(['d.m.Y', 'd/m/Y', 'D.M.Y'] as const);
    const cur = rng.pick(['sign-before', 'sign-after'] as const);
    const plate = rng.chance(0.5) ? `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}` : `${rng.digits(2)}-${rng.digits(3)}-${rng.digits(2)}`;
    const body = `<div class="app">
<div class="hd"><span class="brand">${esc(op.brand)}</span><span>קבלה על טעינה</span></div>
<div class="hero"><div class="paid">שולם ✓</div><div class="amt">${ils(total, cur)}</div><div class="sm">${day(date, ds)} · ${clock(end)}</div></div>
<div class="card">
<div class="kv"><span>מיקום</span><span>${esc(rng.pick(SITES))}</span></div>
<div class="kv"><span>עמדה / מחבר</span><span>${station} · ${connector}</span></div>
<div class="kv"><span>התחלה</span><span>${day(startDay, ds)} ${clock(start)}</span></div>
<div class="kv"><span>סיום</span><span>${day(date, ds)} ${clock(end)}</span></div>
<div class="kv"><span>משך</span><span>${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} שע'</span></div>
<div class="kv"><span>מזהה טעינה</span><span class="mono">${session}</span></div>
</div>
<div class="card">
<div class="kv"><span>אנרגיה ${kwh.toFixed(3)} קוט"ש × ${ils(perKwh, 'bare')}</span><span>${ils(energy, 'bare')}</span></div>
${idle ? `<div class="kv"><span>דמי חניה לאחר טעינה (${idleMin} דק' × 1.00)</span><span>${ils(idle, 'bare')}</span></div>` : ''}
${discount ? `<div class="kv"><span>הטבת מנוי 10%</span><span>${ils(discount, 'bare')}</span></div>` : ''}
<div class="kv tot"><span>סה"כ כולל מע"מ</span><span>${ils(total, cur)}</span></div>
<div class="kv sm"><span>מתוכו מע"מ ${rate}%</span><span>${ils(vat, 'bare')}</span></div>
</div>
<div class="card">
<div class="kv"><span>רכב</span><span>${esc(rng.pick(CARS))} · ${plate}</span></div>
<div class="kv"><span>אמצעי תשלום</span><span>${rng.pick(['Visa', 'Mastercard', 'Apple Pay'])} •••• ${rng.digits(4)}</span></div>
</div>
<div class="legal">חשבונית מס/קבלה מס' ${docNo} · ${esc(op.name)} · ח.פ. ${vendorTaxId}<br>מסמך ממוחשב, נשלח לדוא"ל הרשום בחשבונך. מוקד 24/7: *${rng.int(2000, 9999)}</div>
</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Roboto',sans-serif;font-size:12px;color:#222;background:#fff}
.app{width:96mm;padding-bottom:6mm;background:#f2f3f5}
.hd{background:${op.color};color:#fff;display:flex;justify-content:space-between;align-items:center;padding:4mm 5mm}
.brand{font-family:'Roboto','Lato';font-weight:bold;font-size:20px;letter-spacing:0.5px}
.hero{background:#fff;text-align:center;padding:5mm 0 4mm}
.paid{color:${op.color};font-weight:bold}
.amt{font-size:30px;font-weight:bold;margin:1mm 0}
.card{background:#fff;border-radius:3mm;margin:3mm 4mm;padding:2.5mm 3.5mm;box-shadow:0 0.3mm 1mm #ccc}
.kv{display:flex;justify-content:space-between;padding:1mm 0;gap:3mm}
.kv span:last-child{text-align:left;white-space:nowrap}
.tot{font-weight:bold;font-size:14px;border-top:1px solid #ddd;margin-top:1mm;padding-top:2mm}
.sm{font-size:10px;color:#666}.mono{font-family:'Inconsolata','DejaVu Sans Mono';direction:ltr}
.legal{font-size:8.5px;color:#777;text-align:center;margin:4mm 5mm 0;line-height:1.5}`;
    return {
      page: '96mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '96mm 200mm', css, body }),
      truth: {
        vendorName: op.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
