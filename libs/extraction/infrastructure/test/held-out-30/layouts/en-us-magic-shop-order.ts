import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, house, taxOn, weekday } from './extra';

const ID = 'en-us-magic-shop-order';
const SHOPS = [
  { name: 'Silver Spade Magic Supply, Inc.', street: '4120 S Valley View Blvd, Suite 6', city: 'Las Vegas, NV 89103', color: '#1b1b6e' },
  { name: 'Prestige Illusions LLC', street: '88 Dearborn Ave', city: 'Rockford, IL 61101', color: '#7a0f3d' },
  { name: 'Cardinal Conjuring Corp.', street: '2250 Elm Street', city: 'Manchester, NH 03104', color: '#9b1b1b' },
];
const ITEMS: [string, number, number][] = [
  ['Bicycle-style poker deck (red), 12-pack', 4499, 5999],
  ['Svengali deck, blue back', 699, 1299],
  ['Linking rings, 8" set of 8', 3495, 5995],
  ['Thumb tip, soft vinyl (2)', 595, 995],
  ['Cups & balls, solid brass', 8995, 14995],
  ['Silk set, 12 silks 18"', 2495, 3995],
  ['Close-up mat, 14 x 11 in.', 1995, 2995],
  ['Instructional book: Card Sleights Vol. 2', 2995, 4495],
  ['Foam sponge balls, 2" (bag of 20)', 899, 1299],
  ['Appearing cane, chrome', 2995, 4995],
  ['Coin set: Morgan dollar shells', 4995, 7995],
  ['Mentalism prediction wallet', 5995, 9495],
];
/** Destinations the order ships to: a relative's address, with that state's rate (shipping taxed with the goods). */
const DESTS: [string, string, number][] = [
  ['c/o D. Amsel, 41 Linden Ave, Teaneck, NJ 07666', 'NJ sales tax 6.625%', 6.625],
  ['c/o R. Feld, 1620 Ocean Pkwy, Brooklyn, NY 11223', 'NY sales tax 8.875%', 8.875],
  ['c/o M. Sasson, 212 Haverford Rd, Wynnewood, PA 19096', 'PA sales tax 6%', 6],
];
const BUYERS = ['Amit Rosen', 'Gal Friedman', 'Shira Levi-Adler', 'Omer Katz'];

/** A US magic-supply shop's web order invoice in dollars on Letter paper: the order and the day it was placed, SKUs, UPS Ground, sales tax of the state it ships to (on goods and shipping), paid by card. */
export const enUsMagicShopOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng);
    const date = weekday(raw);
    const s = SHOPS[n % SHOPS.length];
    const items = rng.some(ITEMS, rng.int(2, 6)).map(([name, lo, hi]) => {
      const q = rng.int(1, 3);
      const u = rng.int(lo, hi);
      return { name, sku: `${name.slice(0, 2).toUpperCase()}-${rng.int(1000, 9999)}`, q, u, sum: q * u };
    });
    const goods = add(items.map((i) => i.sum));
    const shipping = rng.pick([1295, 1495, 1895, 2250]);
    const [addr, label, rate] = rng.pick(DESTS);
    const tax = taxOn(goods + shipping, rate);
    const total = goods + shipping + tax;
    const ordered = addDays(date, -rng.int(1, 3));
    const docNo = house(ID, n, [() => `INV-${rng.int(100000, 199999)}`, () => String(rng.int(7000, 9999)), () => `SS${date.slice(2, 4)}-${rng.int(1000, 9999)}`])();
    const order = `W${rng.int(300000, 399999)}`;
    const longDate = rng.chance(0.5);
    const show = (d: string) => (longDate ? dt(d, 'Month d, yyyy') : dt(d, 'mm/dd/yyyy'));
    const font = rng.pick(["'Liberation Sans','Nimbus Sans'", "'C059','Liberation Serif'", "'URW Gothic','DejaVu Sans'"]);
    const buyer = rng.pick(BUYERS);
    const rows = items.map((i) => `<tr><td>${esc(i.sku)}</td><td>${esc(i.name)}</td><td>${i.q}</td><td>$${amount(i.u)}</td><td>$${amount(i.sum)}</td></tr>`).join('');
    const spade = `<svg width="34" height="38" viewBox="0 0 34 38"><path d="M17 2C10 12 2 16 2 23a7 7 0 0 0 13 3l-3 10h10l-3-10a7 7 0 0 0 13-3c0-7-8-11-15-21z" fill="${s.color}"/></svg>`;
    const body = `<div class="top">${spade}<div class="nm">${esc(s.name)}</div><div class="inv">INVOICE</div></div>
<div class="addr">${esc(s.street)} · ${esc(s.city)} · (${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}</div>
<div class="grid"><div><h4>Sold to</h4>${esc(buyer)}<br>Tel Aviv, Israel<br>${esc(buyer.split(' ')[0].toLowerCase())}.${rng.int(10, 99)}@gmail.com</div>
<div><h4>Ship to</h4>${esc(buyer)}<br>${esc(addr)}</div>
<table class="facts"><tr><td>Invoice #</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Invoice date</td><td><b>${show(date)}</b></td></tr><tr><td>Web order</td><td>${order}</td></tr><tr><td>Order placed</td><td>${show(ordered)}</td></tr><tr><td>Ship via</td><td>UPS Ground</td></tr></table></div>
<table class="rows"><tr><th>SKU</th><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Merchandise</td><td>$${amount(goods)}</td></tr><tr><td>Shipping &amp; handling</td><td>$${amount(shipping)}</td></tr><tr><td>${label}</td><td>$${amount(tax)}</td></tr>
<tr class="g"><td>Invoice total (USD)</td><td>$${amount(total)}</td></tr><tr><td>Paid – ${rng.pick(['Visa', 'Mastercard', 'PayPal'])}</td><td>($${amount(total)})</td></tr><tr><td>Balance due</td><td>$0.00</td></tr></table>
<div class="ft">All sales of gimmicked items are final once the seal is broken. Thank you for keeping the secrets!</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#1d1d1d;width:216mm;box-sizing:border-box;padding:13mm 15mm}
.top{display:flex;align-items:center;gap:4mm;border-bottom:3px solid ${s.color};padding-bottom:2mm}.nm{font-size:22px;font-weight:bold;color:${s.color};flex:1}.inv{font-size:26px;letter-spacing:3px;color:#999}
.addr{color:#555;margin:1.5mm 0 7mm}.grid{display:flex;justify-content:space-between;gap:6mm;line-height:1.5}h4{margin:0 0 1mm;color:${s.color};text-transform:uppercase;font-size:10px;letter-spacing:1px}.facts td{padding:0.6mm 2mm}.facts td:first-child{color:#666}
.rows{width:100%;border-collapse:collapse;margin-top:8mm}.rows th{background:${s.color};color:#fff;text-align:left;padding:1.5mm}.rows td{padding:1.5mm;border-bottom:1px solid #ddd}.rows td:nth-child(n+3),.rows th:nth-child(n+3){text-align:right}
.tot{width:85mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.ft{margin-top:14mm;font-size:10px;color:#666;font-style:italic}`;
    const page = 'Letter';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
