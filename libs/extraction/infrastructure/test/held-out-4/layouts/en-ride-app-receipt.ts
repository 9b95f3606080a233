import { addDays, amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { clock, day, enWeekday, hyphenated, layout } from '../notation';

const APPS = [
  { name: 'Yalla Ride Technologies Ltd.', brand: 'yalla', color: '#ffcc00', ink: '#000' },
  { name: 'Nesia Go Mobility Ltd', brand: 'GoCab', color: '#111', ink: '#fff' },
  { name: 'TaxiNow Israel Ltd.', brand: 'TaxiNow', color: '#5b2bd6', ink: '#fff' },
];

const PLACES = [
  'Ben Gurion Airport, Terminal 3',
  'Azrieli Center, Tel Aviv',
  'HaShalom Station',
  'Sarona Market',
  'Jerusalem Central Station',
  'Haifa Hof HaCarmel',
  'Rothschild Blvd 22',
  'Herzliya Pituach Marina',
  'Petah Tikva, Ofer Grand Mall',
];
const DRIVERS = ['Moshe', 'Yossi', 'Ahmad', 'Sergey', 'Avi', 'Wassim', 'Dudi'];

/**
 * A ride-hailing app's e-mailed receipt (English, phone-width): the mail's From / To / Date /
 * Subject lines (a late ride is mailed the next morning), "Thanks for riding" with the total large,
 * a route card (pickup and drop-off with times, distance and duration), the fare from the taxi
 * meter (tariff 1 or 2), booking fee, a promotion taken off, a tip for the driver added after the
 * ride, "Total charged"; the VAT included in the fare (not in the tip), the driver's name and
 * licence plate; "Tax invoice / receipt" number and the operator's company number, hyphenated or
 * not, in the footer.
 */
export const enRideAppReceipt = layout({
  id: 'en-ride-app-receipt',
  lang: 'en',
  kind: 'taxi',
  make(rng: Rng) {
    const app = rng.pick(APPS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const pickup = rng.int(5 * 60, 23 * 60 + 40);
    const minutes = rng.int(8, 55);
    const km = rng.int(25, 420) / 10;
    const night = pickup >= 21 * 60 || pickup < 5 * 60 + 30;
    const meter = Math.round((1260 + km * (night ? 290 : 238) + minutes * 45) / 10) * 10;
    const booking = rng.pick([500, 500, 750, 0]);
    const from = rng.pick(PLACES);
    const to = rng.pick(PLACES.filter((p) => p !== from));
    const extra = from.includes('Airport') || to.includes('Airport') ? 500 : 0;
    const driver = rng.pick(DRIVERS);

    const promo = rng.chance(0.35) ? rng.pick([1000, 1500, 2000]) : 0;
    const fare = meter + booking + extra - promo;
    const vat = vatOfGross(fare, rate);
    const tip = rng.chance(0.6) ? rng.pick([500, 1000, 1500, Math.round((fare * 0.1) / 100) * 100]) : 0;
    const total = fare + tip;
    const mailed = pickup + minutes > 23 * 60 ? addDays(date, 1) : date;
    const docNo = `${app.brand.slice(0, 2).toUpperCase()}-${date.slice(2, 4)}-${rng.digits(8)}`;

    const rider = rng.pick(['Dana', 'Eitan', 'Maya', 'Lior', 'Rana']);
    const idShown = rng.chance(0.5) ? hyphenated(vendorTaxId) : vendorTaxId;
    const plate = `${rng.digits(2)}-${rng.digits(3)}-${rng.digits(2)}`;
    const body = `<div class="mail">
<div class="hdr"><div><b>From:</b> ${esc(app.brand)} Receipts &lt;receipts@${app.brand.toLowerCase()}.co.il&gt;</div><div><b>To:</b> ${rider.toLowerCase()}.${rng.pick(['cohen', 'mizrahi', 'haddad'])}@gmail.com</div>
<div><b>Date:</b> ${enWeekday(mailed).slice(0, 3)}, ${day(mailed, 'd Mon Y')} ${clock(mailed === date ? pickup + minutes + 2 : rng.int(400, 560))}</div><div><b>Subject:</b> Your ${enWeekday(date)} ${pickup < 12 * 60 ? 'morning' : pickup < 18 * 60 ? 'afternoon' : 'evening'} ride with ${esc(app.brand)}</div></div>
<div class="brand" style="background:${app.color};color:${app.ink}">${esc(app.brand)}</div>
<div class="hero"><div>Thanks for riding, ${rider}</div><div class="big">₪${amount(total)}</div><div class="sm">${day(date, 'D Month Y')}</div></div>
<div class="route"><div class="pt"><span class="d"></span><div><b>${clock(pickup)}</b> ${esc(from)}</div></div><div class="pt"><span class="d sq"></span><div><b>${clock(pickup + minutes)}</b> ${esc(to)}</div></div>
<div class="sm">${km.toFixed(1)} km · ${minutes} min · Driver ${driver} · ${rng.pick(['Skoda Octavia', 'Toyota Corolla', 'Hyundai Ioniq'])} ${plate}</div></div>
<table><tr><td>Meter fare (tariff ${night ? 2 : 1})</td><td>₪${amount(meter)}</td></tr>
${booking ? `<tr><td>Booking fee</td><td>₪${amount(booking)}</td></tr>` : ''}
${extra ? `<tr><td>Airport surcharge</td><td>₪${amount(extra)}</td></tr>` : ''}
${promo ? `<tr><td>Promotion ${rng.pick(['WELCOME', 'RIDE15', 'SUMMER'])}</td><td>-₪${amount(promo)}</td></tr>` : ''}
<tr class="s"><td>Ride total</td><td>₪${amount(fare)}</td></tr>
${tip ? `<tr><td>Tip for ${driver} (added after the ride)</td><td>₪${amount(tip)}</td></tr>` : ''}
<tr class="g"><td>Total charged</td><td>₪${amount(total)}</td></tr></table>
<div class="sm pad">Charged to ${rng.pick(['Visa', 'Mastercard', 'Google Pay'])} ••${rng.digits(4)}. Ride total includes VAT ${rate}%: ₪${amount(vat)}. Tips are passed to the driver in full and are not subject to VAT.</div>
<div class="foot">Tax invoice / receipt ${docNo} · ${esc(app.name)}, Company No. ${idShown}<br>Need help? Open the app → Account → Help. You are receiving this email because you took a ride.</div>
</div>`;
    const css = `body{font-family:'Roboto','Lato',sans-serif;font-size:12px;color:#222}
.mail{width:110mm;padding:4mm}
.hdr{font-size:10px;color:#444;border-bottom:1px solid #ccc;padding-bottom:2mm;line-height:1.5}
.brand{font-weight:bold;font-size:22px;padding:4mm;margin-top:3mm;font-family:'Lato'}
.hero{padding:4mm 0;font-size:14px}.big{font-size:32px;font-weight:bold;margin:1mm 0}
.route{background:#f4f4f4;padding:3mm;border-radius:2mm}
.pt{display:flex;gap:3mm;align-items:center;margin:1.5mm 0}.d{width:2.5mm;height:2.5mm;border-radius:50%;background:#222}.sq{border-radius:0}
table{width:100%;border-collapse:collapse;margin-top:4mm}td{padding:1.6mm 0;border-bottom:1px solid #eee}td:last-child{text-align:right}
.s td{font-weight:bold}.g td{font-weight:bold;font-size:15px;border-top:2px solid #222;border-bottom:none}
.sm{font-size:10px;color:#666}.pad{margin-top:3mm}
.foot{margin-top:6mm;font-size:9px;color:#888;border-top:1px solid #ddd;padding-top:2mm;line-height:1.5}`;
    return {
      page: '118mm 250mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '118mm 250mm', css, body }),
      truth: {
        vendorName: app.name,
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
