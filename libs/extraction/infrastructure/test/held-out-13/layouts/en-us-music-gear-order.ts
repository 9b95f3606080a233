import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { ein, usd } from './extra';

const SHOPS = [
  { brand: 'Fretboard Central', legal: 'Fretboard Central, Inc.', city: 'Nashville, TN 37203', site: 'fretboardcentral.com' },
  { brand: 'Soundhaus Pro Audio', legal: 'Soundhaus Pro Audio LLC', city: 'Philadelphia, PA 19106', site: 'soundhaus.com' },
  { brand: 'Bayou Drum & Keys', legal: 'Bayou Drum and Keys Corp.', city: 'Baton Rouge, LA 70801', site: 'bayoudrum.com' },
];
/** Ship-to addresses (a relative or a US mailbox) with the sales tax the shop collects there. */
const SHIP_TO: { to: string; state: string; rate: number }[] = [
  { to: 'c/o Miriam Adler, 250 W 85th St Apt 4B, New York, NY 10024', state: 'NY', rate: 8.875 },
  { to: 'c/o D. Katz, 18 Cedar Ln, Teaneck, NJ 07666', state: 'NJ', rate: 6.625 },
  { to: 'Suite 7712, 2250 NW 114th Ave, Miami, FL 33172', state: 'FL', rate: 7 },
  { to: 'c/o R. Levin, 410 N 2nd St, Harrisburg, PA 17101', state: 'PA', rate: 6 },
];
/** Item, SKU, price (cents). */
const GEAR: [string, string, number][] = [
  ['Solid-body electric guitar, sunburst', 'EG-STR-SB', 89999],
  ['Acoustic guitar, spruce top, with gig bag', 'AG-D28-GB', 54900],
  ['Overdrive pedal', 'PD-OD-808', 12900],
  ['Analog delay pedal', 'PD-DLY-AN', 17999],
  ['Guitar strings 10-46 (3-pack)', 'ST-1046-3', 1999],
  ['Tube combo amplifier 20W', 'AMP-TC20', 74900],
  ['Studio headphones, closed-back', 'HP-STU-CB', 9999],
  ['USB audio interface 2-in/2-out', 'IF-2X2-USB', 16999],
  ['Condenser microphone', 'MIC-CND-1', 22900],
  ['Patch cables 6" (6-pack)', 'CB-PT6-6', 2499],
  ['Clip-on tuner', 'TN-CLIP', 1799],
  ['Digital piano 88 keys', 'DP-88-WH', 64999],
];

/**
 * A US music equipment store's online order invoice on Letter paper in USD (Roboto, Open Sans or Liberation
 * Sans): the store's name and logo line, the company ("Inc.", "LLC", "Corp.") with its EIN, "INVOICE", "Invoice
 * #" ("FC-2024-118734" or eight digits) beside "Order #" in three groups, "Invoice date" (the shipping day,
 * "March 12, 2025" or mm/dd/yyyy) one to three days after "Order date"; "Bill to" an Israeli address with a
 * phone, "Ship to" a relative's or a mailbox address in New York, New Jersey, Florida or Pennsylvania; items
 * with SKU, quantity, price and amount, a coupon on some, shipping (free on some), "Subtotal", "Sales tax
 * (NJ 6.625%)" on the taxable amount, "Order total", "Paid" by card with the last four digits and the
 * tracking number.
 */
export const enUsMusicGearOrder: Layout = {
  id: 'en-us-music-gear-order',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const ship = rng.pick(SHIP_TO);
    const ordered = randomDate(rng, '2023-07-01', '2026-02-20');
    const date = addDays(ordered, rng.int(1, 3));
    const items = rng.some(GEAR, rng.int(1, 4)).map(([name, sku, price]) => ({ name, sku, price, q: price < 3000 ? rng.int(1, 3) : 1 }));
    const sub = items.reduce((a, i) => a + i.q * i.price, 0);
    const coupon = rng.chance(0.35) ? Math.round(sub * 0.1) : 0;
    const shipping = sub > 19900 && rng.chance(0.5) ? 0 : rng.pick([1499, 2495, 3999]);
    const taxable = sub - coupon + shipping;
    const tax = vatOfNet(taxable, ship.rate);
    const total = taxable + tax;
    const docNo = rng.chance(0.5) ? `FC-${date.slice(0, 4)}-${rng.int(100000, 199999)}` : String(rng.int(40000000, 49999999));
    const font = rng.pick(['Roboto', 'Open Sans', 'Liberation Sans']);
    const long = rng.chance(0.5);
    const d = (iso: string) => (long ? dt(iso, 'Month d, yyyy') : dt(iso, 'mm/dd/yyyy'));
    const body = `<div class="hd"><div><div class="nm">${esc(s.brand)}</div><div class="sm">${esc(s.legal)} · ${esc(s.city)} · EIN ${ein(rng)} · ${s.site}</div></div><div class="inv">INVOICE</div></div>
<table class="facts"><tr><td>Invoice #</td><td><b>${docNo}</b></td><td>Order #</td><td>${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}</td></tr><tr><td>Invoice date</td><td>${d(date)}</td><td>Order date</td><td>${d(ordered)} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])} ET</td></tr></table>
<div class="addr"><div><b>Bill to</b><br>${esc(rng.pick(['Noam Adler', 'Shira Katz', 'Oren Levin', 'Yael Ben-David']))}<br>${esc(rng.pick(["12 Hanarkis St, Ra'anana 4310001", "7 Ha'Atzmaut Blvd, Haifa 3303310", "33 Herzl St, Modi'in 7170000"]))}<br>Israel · +972-5${rng.int(0, 8)}-${rng.digits(7)}</div><div><b>Ship to</b><br>${esc(ship.to)}<br>United States</div></div>
<table class="it"><tr><th>SKU</th><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${items.map((i) => `<tr><td>${i.sku}</td><td>${esc(i.name)}</td><td>${i.q}</td><td>${usd(i.price)}</td><td>${usd(i.q * i.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${usd(sub)}</td></tr>${coupon ? `<tr><td>Coupon SPRING10 (10%)</td><td>-${usd(coupon)}</td></tr>` : ''}<tr><td>Shipping (${rng.pick(['UPS Ground', 'FedEx Home', 'USPS Priority'])})</td><td>${shipping ? usd(shipping) : 'FREE'}</td></tr>
<tr><td>Sales tax (${ship.state} ${ship.rate}%)</td><td>${usd(tax)}</td></tr><tr class="b"><td>Order total</td><td>${usd(total)}</td></tr><tr><td>Paid - Visa ending in ${rng.digits(4)}</td><td>${usd(total)}</td></tr></table>
<p class="sm">Shipped ${d(date)} · Tracking ${rng.pick(['1Z', '9400'])}${rng.digits(14)} · 45-day returns on unused items in original packaging. Questions? support@${s.site}</p>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#222;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #b71c1c;padding-bottom:3mm}.nm{font-size:26px;font-weight:bold;color:#b71c1c}.inv{font-size:24px;letter-spacing:4px;color:#555}
.sm{font-size:9.5px;color:#666}table{border-collapse:collapse}.facts{margin-top:6mm;width:100%}.facts td{padding:1mm 2mm}.facts td:nth-child(odd){color:#777;width:24mm}.addr{display:flex;gap:20mm;margin:6mm 0;line-height:1.5}
.it{width:100%}.it th{background:#f2f2f2;text-align:left;padding:1.6mm}.it td{padding:1.6mm;border-bottom:1px solid #e5e5e5}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:right;white-space:nowrap}.tot{width:90mm;margin:4mm 0 0 auto}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:14px;border-top:2px solid #222}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
