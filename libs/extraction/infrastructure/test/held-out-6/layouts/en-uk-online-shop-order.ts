import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';

const SHOPS = [
  { name: 'Thistle & Loom Ltd', site: 'thistleandloom.co.uk', addr: 'Unit 4, Riverside Works, Galashiels TD1 3HY', vat: 'GB 284 1937 52', crn: 'SC612947' },
  { name: 'Pennyworth Kitchenware Ltd', site: 'pennyworth-kitchen.co.uk', addr: '17 Canal Street, Nottingham NG1 7EH', vat: 'GB 331 0458 19', crn: '10984432' },
  { name: 'Harbour Lane Books Ltd', site: 'harbourlanebooks.co.uk', addr: '2 Harbour Lane, Falmouth TR11 3DF', vat: 'GB 196 7720 04', crn: '08815620' },
];
const ITEMS: Record<string, [string, number, number][]> = {
  'Thistle & Loom Ltd': [
    ['Lambswool scarf – Ancient Hunting tartan', 4900, 20],
    ['Merino throw 130×180 cm', 12500, 20],
    ['Cashmere beanie, charcoal', 5500, 20],
    ['Gift box', 450, 20],
  ],
  'Pennyworth Kitchenware Ltd': [
    ['Cast iron skillet 26 cm', 4299, 20],
    ['Enamel casserole 4.2 L', 8999, 20],
    ['Cookbook: "Slow Sundays" (hardback)', 2200, 0],
    ['Linen tea towels, set of 3', 1850, 20],
  ],
  'Harbour Lane Books Ltd': [
    ['"The Tide Clock" – hardback', 1899, 0],
    ['Ordnance Survey Explorer map 102', 1099, 0],
    ['Literary tote bag', 1500, 20],
    ['Bookmark set (brass)', 850, 20],
  ],
};

/**
 * A British online shop's "Order confirmation & VAT invoice" in GBP printed from the e-mail (A4,
 * Nimbus Roman or Lato): the shop's site and logo text, "Order number" (#104512), a separate "VAT
 * invoice no." (INV/2025/0412), "Order date" (the invoice date) and "Dispatched" and "Estimated
 * delivery" later, the customer in Israel with the delivery address, items with quantity, prices
 * including VAT and their VAT rate (books 0%, the rest 20%), "Subtotal", "Delivery (International
 * tracked)", "Discount (WELCOME10)", "Total (GBP)" and "includes VAT of £…", the card and PayPal
 * details, and the company number and VAT registration in the footer.
 */
export const enUkOnlineShopOrder: Layout = {
  id: 'en-uk-online-shop-order',
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const date = randomDate(rng, '2023-06-03', '2026-03-25');
    const items = rng.some(ITEMS[s.name], rng.int(1, 4)).map(([n, u, r]) => ({ n, u, r, q: rng.int(1, 3) }));
    const subtotal = items.reduce((a, x) => a + x.u * x.q, 0);
    const delivery = rng.pick([1495, 1995, 2450]);
    const code = rng.chance(0.4);
    const disc = code ? Math.round(subtotal * 0.1) : 0;
    // the discount is spread over the lines pro rata; delivery follows the main rate (20%)
    const std = items.filter((x) => x.r === 20).reduce((a, x) => a + x.u * x.q, 0);
    const stdAfter = std - Math.round((disc * std) / subtotal) + delivery;
    const vat = Math.round(stdAfter / 6);
    const total = subtotal - disc + delivery;
    const order = `#${rng.int(100000, 389999)}`;
    const docNo = `INV/${date.slice(0, 4)}/${String(rng.int(1, 9999)).padStart(4, '0')}`;
    const ds = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'd Mon yyyy'] as const);
    const gbp = (c: number) => `£${(c / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    const body = `<div class="pg"><div class="hd"><div class="logo">${esc(s.name.replace(/ Ltd$/, ''))}</div><div>${s.site}</div></div>
<h1>Order confirmation &amp; VAT invoice</h1>
<div class="two"><table class="meta"><tr><td>Order number</td><td>${order}</td></tr><tr><td>VAT invoice no.</td><td>${docNo}</td></tr><tr><td>Order date</td><td>${dt(date, ds)}</td></tr><tr><td>Dispatched</td><td>${dt(addDays(date, rng.int(1, 3)), ds)}</td></tr><tr><td>Estimated delivery</td><td>${dt(addDays(date, rng.int(7, 14)), ds)}</td></tr></table>
<div><b>Deliver to</b><br>${rng.pick(['Yael Goren', 'Daniel Weiss', 'Shira Katz', 'Omer Levy'])}<br>${rng.pick(['12 HaShoftim St, Apt 4', '5 Rothschild Blvd', '33 Herzl St'])}<br>${rng.pick(['Ramat Gan 5250412', 'Tel Aviv-Yafo 6688102', "Be'er Sheva 8489312"])}<br>Israel</div></div>
<table class="l"><tr><th>Item</th><th>Qty</th><th>Price</th><th>VAT</th><th>Total</th></tr>${items.map((x) => `<tr><td>${esc(x.n)}</td><td>${x.q}</td><td>${gbp(x.u)}</td><td>${x.r}%</td><td>${gbp(x.u * x.q)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${gbp(subtotal)}</td></tr>${code ? `<tr><td>Discount (WELCOME10)</td><td>-${gbp(disc)}</td></tr>` : ''}<tr><td>Delivery (International tracked)</td><td>${gbp(delivery)}</td></tr>
<tr class="g"><td>Total (GBP)</td><td>${gbp(total)}</td></tr><tr><td class="sm" colspan="2">includes VAT of ${gbp(vat)}</td></tr></table>
<div class="pay">Paid with ${rng.pick(['Visa ending ' + rng.digits(4), 'Mastercard ending ' + rng.digits(4), 'PayPal (transaction ' + rng.digits(17) + ')'])}. Import duties and taxes in Israel, if any, are payable by the recipient.</div>
<div class="ft">${esc(s.name)} · ${esc(s.addr)} · Registered in ${s.crn.startsWith('SC') ? 'Scotland' : 'England &amp; Wales'} no. ${s.crn} · VAT reg. ${s.vat}</div></div>`;
    const font = rng.pick(['Nimbus Roman', 'Lato']);
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#2b2b2b}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 18mm;position:relative}.hd{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid #bbb;padding-bottom:3mm}
.logo{font-size:24px;font-style:italic;color:#3b5d3a}h1{font-size:19px;margin:7mm 0 4mm}.two{display:flex;justify-content:space-between;line-height:1.6}.meta td{padding:0.5mm 3mm 0.5mm 0}.meta td:first-child{color:#777}
table.l{width:100%;border-collapse:collapse;margin-top:7mm}.l th{text-align:left;border-bottom:2px solid #3b5d3a;padding:2mm}.l td{padding:2mm;border-bottom:1px solid #e2e2e2}
.l td:nth-child(n+2),.l th:nth-child(n+2){text-align:right}.t{width:90mm;margin:4mm 0 0 auto}.t td{padding:1mm 2mm}.t td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #3b5d3a}.sm{font-size:10.5px;color:#666;text-align:right}
.pay{margin-top:9mm}.ft{position:absolute;bottom:12mm;left:18mm;right:18mm;font-size:9.5px;color:#888;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
