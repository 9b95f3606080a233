import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { add, bi, dated, lr, pair, taxIn, vid, house } from './extra';

const ID = 'mixed-car-sharing-trip-receipt';
const OPERATORS = [
  { brand: 'GOSHARE', he: 'גו-שייר ניידות בע"מ', en: 'GoShare Mobility Ltd.', company: true, label: bi('ח.פ.', 'Co. No.'), trade: '' },
  {
    brand: 'רכב לשעה · CAR BY THE HOUR',
    he: 'איתי ברק',
    en: 'Itay Barak',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: bi('שיתוף רכבים שכונתי', 'Neighbourhood car sharing', ' · '),
  },
  { brand: '', he: 'שכונה בתנועה בע"מ', en: 'Shchuna Ba-Tnua Ltd.', company: true, label: bi('ח"פ', 'Reg. No.'), trade: '' },
];
const STATIONS = [
  ['חניון בזל', 'Basel St. car park'],
  ['תחנת רכבת האוניברסיטה', 'University rail station'],
  ['כיכר המדינה', 'Kikar Hamedina'],
  ['קניון הדר', 'Hadar Mall'],
  ['מתחם הבורסה', 'Diamond Exchange'],
  ['שכונת ארנונה', 'Arnona neighbourhood'],
];
const CARS = ['Kia Picanto', 'Toyota Yaris Hybrid', 'Hyundai Ioniq EV', 'Skoda Fabia', 'Seat Arona'];

/** A car-sharing operator's trip receipt as its app prints it on a 90 mm slip with every label in Hebrew and English: the trip id, the car and its plate, pick-up and return stations and times (late trips start the day before), minutes or hours at a rate, kilometres at agorot a kilometre beyond those included, booking fee and insurance, a promo credit on some; "סה"כ / Total", "כולל מע"מ / VAT incl."; the card; the monthly plan fee charged separately. */
export const mixedCarSharingTripReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'transport',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const o = OPERATORS[n % OPERATORS.length];
    const id = vid(o.he, o.company);
    const rate = israeliRate(date);
    const minutes = rng.int(35, 420);
    const endMin = rng.int(8 * 60, 23 * 60 + 50);
    const startAbs = endMin - minutes;
    const startDate = startAbs < 0 ? addDays(date, -1) : date;
    const startMin = (startAbs + 1440) % 1440;
    const hourly = minutes > 180;
    const perMin = rng.pick([95, 110, 125]); // agorot a minute
    const perHour = rng.pick([2900, 3400, 3900]);
    const time = hourly ? Math.ceil(minutes / 60) * perHour : minutes * perMin;
    const km = rng.int(6, 140);
    const freeKm = rng.pick([0, 20, 50]);
    const perKm = rng.pick([85, 95, 120]);
    const kmCharge = Math.max(0, km - freeKm) * perKm;
    const rows: [string, number][] = [
      [bi(hourly ? `זמן: ${Math.ceil(minutes / 60)} שעות × ${amount(perHour)}` : `זמן: ${minutes} דק' × ${amount(perMin)}`, hourly ? 'Time (hours)' : 'Time (min)', '<br>'), time],
      [bi(`מרחק: ${Math.max(0, km - freeKm)} ק"מ × ${amount(perKm)}${freeKm ? ` (${freeKm} ק"מ כלולים)` : ''}`, 'Distance', '<br>'), kmCharge],
      [bi('דמי הזמנה', 'Booking fee', '<br>'), rng.pick([500, 900])],
      [bi('ביטוח והשתתפות עצמית מופחתת', 'Reduced-excess cover', '<br>'), rng.pick([0, 900, 1500])],
    ];
    const sums = rows.map((r) => r[1]);
    const promo = rng.chance(0.35) ? Math.min(2000, Math.floor(add(sums) / 4)) : 0;
    const total = add(sums) - promo;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [
      () => `${rng.int(70, 79)}${rng.digits(6)}`,
      () => `R-${date.slice(2, 4)}-${rng.int(100000, 999999)}`,
      () => `${rng.int(1, 3)}/${rng.int(100000, 999999)}`,
    ])();
    const trip = `TRP-${rng.digits(4)}-${rng.digits(4)}`;
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'Noto Sans Hebrew','Noto Sans'", 11.5],
      ["'Simple CLM','Liberation Sans'", 12.5],
      ["'Miriam CLM','DejaVu Sans Condensed'", 12],
    ] as const);
    const idText = o.company && rng.chance(0.5) ? hyphenId(id) : id;
    const [from, to] = rng.some(STATIONS, 2);
    const back = rng.chance(0.5) ? from : to;
    const car = rng.pick(CARS);
    const plan = rng.pick([2900, 3900, 4900]);
    const key = `<svg width="48" height="30" viewBox="0 0 48 30"><rect x="2" y="8" width="44" height="14" rx="6" fill="#00897b"/><circle cx="12" cy="24" r="5" fill="#263238"/><circle cx="36" cy="24" r="5" fill="#263238"/><rect x="10" y="2" width="24" height="10" rx="3" fill="#4db6ac"/></svg>`;
    const head = o.brand
      ? `<div class="logo">${esc(o.brand)}</div><div class="c b">${esc(o.he)}</div><div class="c">${lr(esc(o.en))}</div>`
      : `<div class="logo">${esc(o.he)}</div><div class="c">${lr(esc(o.en))}</div>`;
    const body = `<div class="c">${key}</div>${head}${o.trade ? `<div class="c sm">${o.trade}</div>` : ''}<div class="c">${o.label} ${lr(idText)}</div>
<div class="rule"></div><div class="c t">${bi('קבלה - חשבונית מס', 'Receipt - Tax Invoice', '<br>')}</div>
${pair(bi("מס'", 'No.'), lr(docNo), 'b')}${pair(bi('תאריך', 'Date'), lr(dt(date, fmt)))}${pair(bi('נסיעה', 'Trip'), lr(trip))}
<div class="thin"></div>${pair(bi('רכב', 'Car'), lr(car))}${pair(bi("מס' רישוי", 'Plate'), lr(plate(rng)))}
${pair(bi('איסוף', 'Pick-up'), `${esc(from[0])} ${lr(`${dt(startDate, 'dd/mm')} ${hhmm(startMin)}`)}`)}${pair(bi('החזרה', 'Return'), `${esc(back[0])} ${lr(`${dt(date, 'dd/mm')} ${hhmm(endMin)}`)}`)}
${pair(bi('משך', 'Duration'), `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`)}${pair(bi('מד מרחק', 'Odometer'), `${lr(`${rng.int(10000, 90000)} → +${km} km`)}`)}
<div class="thin"></div>${rows.map((r) => pair(r[0], amount(r[1]))).join('')}
${promo ? pair(bi('קוד הטבה', 'Promo credit', '<br>'), lr(`-${amount(promo)}`)) : ''}
<div class="thin"></div>${pair(bi('סה"כ', 'Total ₪'), amount(total), 'big')}${pair(bi(`כולל מע"מ ${rate}%`, 'VAT incl.'), amount(vat))}
${pair(bi('חויב בכרטיס', 'Charged to card'), lr(`•••• ${rng.digits(4)}`))}
<div class="rule"></div><div class="c sm">${bi(`דמי מנוי חודשי ${amount(plan)} ₪ מחויבים בנפרד`, `Monthly plan ₪${amount(plan)} billed separately`, '<br>')}<br>${bi('דלק/טעינה כלולים', 'Fuel / charging included', ' · ')}</div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;width:80mm;padding:5mm;color:#121212}
.logo{text-align:center;font-size:20px;font-weight:bold;color:#00695c}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold;font-size:1.05em}.sm{font-size:0.82em}
.pr{display:flex;justify-content:space-between;align-items:flex-end;gap:2mm;margin:0.6mm 0}.pr span:last-child{text-align:left;white-space:nowrap}.big{font-weight:bold;font-size:1.25em}.rule{border-top:2px solid #00695c;margin:2mm 0}.thin{border-top:1px dashed #555;margin:1.5mm 0}`;
    const page = '90mm 250mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: o.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
