import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-maine-canoe-builder-invoice';

const ITEMS: [string, number, number][] = [
  ['Wood-and-canvas canoe, 16 ft, cedar planking', 520000, 690000],
  ['Wood-and-canvas canoe, 18 ft guide model', 610000, 780000],
  ['Cedar-strip solo canoe, 14 ft', 380000, 460000],
  ['Ash paddle, hand-carved', 14500, 22000],
  ['Cherry paddle, beavertail', 16500, 24000],
  ['Caned seat upgrade', 18000, 26000],
  ['Portage yoke, contoured ash', 12000, 16500],
  ['Canvas re-fill and paint, customer canoe', 95000, 140000],
  ['Gunwale replacement, white ash', 85000, 120000],
  ['Canoe cover, waxed canvas', 28000, 36000],
];

const VENDORS = [
  {
    brand: 'PENOBSCOT CANOE WORKS',
    legal: 'Penobscot Canoe Works, Inc.',
    addr: '212 River Road, Old Town, ME 04468',
    reg: (r: { int(a: number, b: number): number }) => `Maine Sales Tax Registration No. ${r.int(1000000, 9999999)}`,
    num: (r: { int(a: number, b: number): number }) => `PCW-${r.int(2000, 8999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    font: "'URW Bookman','C059',serif",
    color: '#14532d',
    footer: false,
  },
  {
    brand: 'Moosehead Paddle & Canoe',
    legal: 'Moosehead Paddle LLC',
    addr: '9 Lily Bay Road, Greenville, ME 04441',
    reg: (r: { int(a: number, b: number): number }) => `ME seller\u2019s certificate ${r.int(1000000, 9999999)}`,
    num: (r: { int(a: number, b: number): number }) => `${r.int(10400, 19999)}`,
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    font: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    color: '#9a3412',
    footer: true,
  },
];

export const enUsMaineCanoeBuilderInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const v = VENDORS[n % 2];
    const date = weekday(d0);
    const rate = 5.5;
    const number = v.num(rng);
    const ordered = shift(date, -rng.int(45, 150));
    const boat = rng.pick(ITEMS.filter((i) => i[1] > 80000));
    const extras = rng.some(
      ITEMS.filter((i) => i[1] < 80000),
      rng.int(1, 3),
    );
    const lines = [boat, ...extras].map(([name, lo, hi]) => ({ name, qty: 1, unit: rng.int(lo / 500, hi / 500) * 500 }));
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const deposit = Math.round((total * 0.4) / 10000) * 10000;
    const usd = (c: number) => `$${amount(c)}`;
    const reg = v.reg(rng);
    const phone = `(207) ${rng.int(200, 999)}-${rng.digits(4)}`;
    const body = `<div class="pg">
<header><div><div class="brand">${v.brand}</div>${v.footer ? '<div>Handbuilt in the Maine woods</div>' : `<div>${v.legal}<br>${v.addr} · ${phone}<br>${reg}</div>`}</div><div class="doc">INVOICE</div></header>
<table class="meta"><tr><td>Invoice #</td><td><b>${number}</b></td><td>Invoice date</td><td><b>${v.date(date)}</b></td></tr>
<tr><td>Build order</td><td>BO-${rng.int(100, 999)}</td><td>Order placed</td><td>${v.date(ordered)}</td></tr>
<tr><td>Customer</td><td colspan="3">${rng.pick(['Camp Kawanhee for Boys, Weld, ME', 'Allagash Guide Service, Ashland, ME', 'Dr. Yael Mizrahi, Brookline, MA (picked up at shop)', 'Daniel Friedman, Portland, ME'])} · acct ${rng.int(100, 999)}-${rng.int(10, 99)}</td></tr></table>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${usd(l.unit)}</td><td>${usd(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${usd(net)}</td></tr><tr><td>Maine sales tax 5.5%</td><td>${usd(tax)}</td></tr><tr class="big"><td>Total</td><td>${usd(total)}</td></tr>
<tr><td>Deposit received ${v.date(ordered)}</td><td>(${usd(deposit)})</td></tr><tr><td>Balance due at pickup</td><td>${usd(total - deposit)}</td></tr></table>
<div class="note">Picked up at the shop. Every canoe is registered with its hull number ${rng.int(1000, 9999)}-${rng.int(10, 99)}; keep this invoice for warranty.</div>
${v.footer ? `<footer>${v.legal} · ${v.addr} · ${phone} · ${reg}</footer>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.pg{width:215.9mm;height:279mm;box-sizing:border-box;padding:15mm;position:relative;overflow:hidden}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px;line-height:1.5}.brand{font-size:24px;font-weight:bold;color:${v.color}}.doc{font-size:24px;font-weight:bold}.meta{width:100%;margin:12px 0}.meta td{padding:3px}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+2){text-align:right}.tot{margin:10px 0 0 auto}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}.note{margin-top:16px;font-size:10px}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #999;padding-top:4px;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
