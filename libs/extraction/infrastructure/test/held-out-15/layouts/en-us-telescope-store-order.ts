import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { usd, usEin, usPhone } from './extra';

const STORES = [
  { brand: 'Starfield Telescopes', legal: 'Starfield Optics LLC', town: 'Tucson, AZ 85705', area: 520 },
  { brand: 'Dark Sky Outfitters', legal: 'Dark Sky Outfitters, Inc.', town: 'Flagstaff, AZ 86001', area: 928 },
  { brand: 'Meridian Astro', legal: 'Meridian Astro Supply Co.', town: 'Boulder, CO 80301', area: 303 },
];
/** Ship-to address, its state's sales tax rate in thousandths of a percent. */
const SHIP_TO: [string, number][] = [
  ['c/o Dana Weiss, 41 Linden Ave, Teaneck, NJ 07666', 6625],
  ['c/o Ari Cohen, 218 Bala Ave, Bala Cynwyd, PA 19004', 6000],
  ['c/o Shira Katz, 1520 E 10th St, Brooklyn, NY 11230', 8875],
];
/** Product, SKU prefix and price (cents). */
const PRODUCTS: [string, string, number][] = [
  ['8" Dobsonian reflector telescope', 'DOB', 64900],
  ['102mm ED apochromatic refractor', 'APO', 119900],
  ['Equatorial GoTo mount, Wi-Fi', 'MNT', 149500],
  ['Wide-field eyepiece 24mm 68°', 'EPC', 12995],
  ['Planetary eyepiece 6mm', 'EPC', 8995],
  ['2" dielectric star diagonal', 'ACC', 14900],
  ['UHC nebula filter 1.25"', 'FLT', 7950],
  ['Red dot finder', 'ACC', 2995],
  ['Planisphere 30-40° N', 'BKS', 1495],
  ['Padded telescope bag 40"', 'BAG', 8900],
];

/**
 * A US telescope store's online order invoice on Letter paper in USD (Roboto, Liberation Sans or Nimbus Sans;
 * the brand in URW Gothic on a night-blue band): the brand, the company ("LLC", "Inc.", "Co.") with its
 * address, phone and EIN; "Invoice #" ("INV-" and six digits), "Invoice date" on shipping ("March 4, 2025" or
 * mm/dd/yyyy), "Order #" and "Order date" two to nine days earlier; billed to an Israeli customer, shipped to
 * a relative in New Jersey, Pennsylvania or New York; products with SKU, quantity, price and amount, a coupon
 * of $ or % off on some, shipping, the ship-to state's sales tax, "Grand total", the card and the tracking
 * number, and a 30-day returns note with its date.
 */
export const enUsTelescopeStoreOrder: Layout = {
  id: 'en-us-telescope-store-order',
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const ordered = addDays(date, -rng.int(2, 9));
    const [shipTo, taxRate] = rng.pick(SHIP_TO);
    const items = rng.some(PRODUCTS, rng.int(2, 5)).map(([name, sku, price]) => ({ name, sku: `${sku}-${rng.digits(4)}`, price, qty: price < 10000 ? rng.int(1, 2) : 1 }));
    const goods = items.reduce((a, i) => a + i.qty * i.price, 0);
    const pct = rng.chance(0.3);
    const coupon = rng.chance(0.5) ? (pct ? share(goods, 5) : 2500) : 0;
    const shipping = goods > 100000 ? 0 : rng.pick([1995, 2495, 3450]);
    const taxable = goods - coupon + shipping;
    const tax = Math.round((taxable * taxRate) / 100000);
    const total = taxable + tax;
    const docNo = `INV-${rng.int(100000, 499999)}`;
    const font = rng.pick(['Roboto', 'Liberation Sans', 'Nimbus Sans']);
    const words = rng.chance(0.5);
    const f = (iso: string) => (words ? dt(iso, 'Month d, yyyy') : dt(iso, 'mm/dd/yyyy'));
    const state = shipTo.match(/, ([A-Z]{2}) \d/)?.[1] ?? '';
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="band"><div class="brand">${esc(s.brand.toUpperCase())}</div><div class="sm">${esc(s.legal)} · ${esc(s.town)} · ${usPhone(rng, s.area)} · EIN ${usEin(rng)}</div></div>
<div class="grid"><div><div class="tt">Invoice</div><table class="meta">${kv('Invoice #', docNo)}${kv('Invoice date', f(date))}${kv('Order #', `${s.brand.slice(0, 2).toUpperCase()}${rng.int(100000, 999999)}`)}${kv('Order date', f(ordered))}</table></div>
<div class="ad"><b>Bill to</b><br>${esc(rng.pick(['Oren Mizrahi', 'Tal Avraham', 'Eli Sasson', 'Michal Dror']))}<br>${esc(rng.pick(['12 HaNarkis St, Rehovot', '5 Bialik St, Ramat Gan', '33 Herzl St, Haifa']))}, Israel</div><div class="ad"><b>Ship to</b><br>${esc(shipTo)}</div></div>
<table class="it"><tr><th>SKU</th><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${items.map((i) => `<tr><td>${i.sku}</td><td>${esc(i.name)}</td><td>${i.qty}</td><td>${usd(i.price)}</td><td>${usd(i.qty * i.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Merchandise</td><td>${usd(goods)}</td></tr>${coupon ? `<tr><td>Coupon ${pct ? 'CLEARSKY5 (5%)' : 'FIRSTLIGHT ($25 off)'}</td><td>${usd(-coupon)}</td></tr>` : ''}<tr><td>Shipping (UPS Ground)</td><td>${shipping ? usd(shipping) : 'FREE'}</td></tr><tr><td>${state} sales tax ${(taxRate / 1000).toFixed(3).replace(/0+$/, '').replace(/\.$/, '')}%</td><td>${usd(tax)}</td></tr><tr class="b"><td>Grand total</td><td>${usd(total)}</td></tr></table>
<div class="sm">Paid by ${rng.pick(['Visa', 'Mastercard', 'PayPal'])} on ${f(ordered)}. Shipped ${f(date)}, UPS 1Z${rng.digits(4)}${rng.pick(['A', 'E', 'W'])}${rng.digits(10)}. Returns accepted until ${f(addDays(date, 30))} in original packaging.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#1b1f2a;padding:12mm 15mm}.band{background:#0d1b3d;color:#fff;padding:4mm 6mm}.brand{font-family:'URW Gothic',sans-serif;font-size:26px;letter-spacing:3px}.band .sm{color:#cfd8ef}.sm{font-size:9px;color:#555;line-height:1.5}
.grid{display:flex;justify-content:space-between;gap:8mm;margin:6mm 0;line-height:1.5}.tt{font-size:20px;font-weight:bold}.meta td{padding:0.3mm 2mm 0.3mm 0}.meta td:first-child{color:#666}.ad{max-width:55mm}
table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:1.5px solid #0d1b3d;text-align:left;padding:1.2mm}.it td{padding:1.2mm;border-bottom:1px solid #e6e6e6}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:right;white-space:nowrap}
.tot{width:85mm;margin:4mm 0 6mm auto}.tot td{padding:0.8mm 2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:13px;border-top:1.5px solid #000}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
