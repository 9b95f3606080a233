import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-chicago-pinball-dealer-invoice';

/** Chicago's combined sales tax on goods: Illinois 6.25%, Cook County 1.75%, City of Chicago 1.25%, RTA 1.00%. */
const PARTS: [string, number][] = [
  ['Illinois state 6.25%', 6.25],
  ['Cook County 1.75%', 1.75],
  ['City of Chicago 1.25%', 1.25],
  ['RTA 1.00%', 1],
];

const VENDORS = [
  {
    brand: 'WINDY CITY PINBALL',
    tag: 'Restored & new pinball · arcade classics · service',
    legal: 'Windy City Pinball & Arcade, LLC',
    address: '2418 W. Fulton St., Chicago, IL 60612',
    phone: '(312) 555-0186',
    mail: 'sales@windycitypinball.com',
    num: (k: number) => `WCP-${k}`,
    digits: [1200, 2999],
    style: 'Month d, yyyy' as D,
    split: false,
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    brandFont: "'URW Gothic','Nimbus Sans',sans-serif",
    color: '#c62828',
  },
  {
    brand: 'EXTRA BALL',
    tag: 'a Lakeview Arcade Restorations shop',
    legal: 'Lakeview Arcade Restorations, Inc.',
    address: '3150 N. Lincoln Ave., Chicago, IL 60657',
    phone: '(773) 555-0142',
    mail: 'office@extraball-chicago.com',
    num: (k: number) => `${k}`,
    digits: [100400, 100999],
    style: 'mm/dd/yyyy' as D,
    split: true,
    font: "'C059','DejaVu Serif',serif",
    brandFont: "'C059',serif",
    color: '#1a237e',
  },
];

const MACHINES: [string, number, number][] = [
  ['Attack from Mars (Bally, 1995) – fully restored', 7900, 9800],
  ['The Addams Family (Bally, 1992) – restored, new rubbers & LEDs', 6900, 8400],
  ['Twilight Zone (Bally, 1993) – shopped, playfield touched up', 7400, 9200],
  ['Godzilla Pro (Stern, new in box)', 7199, 7999],
  ['Jurassic Park Premium (Stern, new in box)', 9299, 10499],
  ['Ms. Pac-Man cocktail table (Midway, 1982) – restored', 2400, 3200],
  ['Galaga upright (Namco/Midway, 1981) – restored', 2600, 3400],
];
const ADDONS: [string, number, number][] = [
  ['Color LED lighting kit, installed', 189, 289],
  ['Playfield protector, custom cut', 89, 129],
  ['Shaker motor, installed', 219, 299],
  ['12-month on-site service plan', 450, 650],
];
const CUSTOMERS: [string, string][] = [
  ['NovaEdge Security Inc.', '222 W. Merchandise Mart Plaza, Suite 1200, Chicago, IL 60654'],
  ['Tavor Analytics USA Inc.', '311 S. Wacker Dr., 18th Floor, Chicago, IL 60606'],
  ['Galil Foods America Inc.', '1000 W. Fulton Market, Chicago, IL 60607'],
];

export const enUsChicagoPinballDealerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const ordered = shift(date, -rng.int(10, 40));
    const delivered = shift(date, -rng.int(0, 3));
    const due = shift(date, 15);
    const [customer, caddr] = rng.pick(CUSTOMERS);
    const lines = rng.some(MACHINES, rng.int(1, 2)).map(([name, lo, hi]) => ({ name, sn: `SN ${rng.int(100000, 999999)}`, unit: rng.int(lo, hi) * 100 }));
    for (const [name, lo, hi] of rng.some(ADDONS, rng.int(1, 2))) lines.push({ name, sn: '', unit: rng.int(lo, hi) * 100 });
    lines.push({ name: 'Delivery, set-up & leveling (Chicago)', sn: '', unit: rng.int(25, 40) * 1000 });
    const net = add(lines.map((l) => l.unit));
    const parts = PARTS.map(([label, r]) => [label, taxOn(net, r)] as [string, number]);
    const tax = v.split ? add(parts.map((p) => p[1])) : taxOn(net, 10.25);
    const total = net + tax;
    const deposit = Math.round(total / 2 / 10000) * 10000;
    const usd = (c: number) => `$${amount(c)}`;
    const taxRows = v.split
      ? `${parts.map(([l, c]) => `<tr class="sm"><td>${l}</td><td>${usd(c)}</td></tr>`).join('')}<tr><td>Total sales tax (10.25%)</td><td>${usd(tax)}</td></tr>`
      : `<tr><td>Sales tax – Chicago 10.25%</td><td>${usd(tax)}</td></tr>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="tag">${esc(v.tag)}</div></div><div class="v"><b>${esc(v.legal)}</b><br>${v.address}<br>${v.phone} · ${v.mail}</div></header>
<div class="row"><div class="bill"><div class="l">Bill to</div><b>${esc(customer)}</b><br>${esc(caddr)}<br>Customer ID ${rng.int(1000, 1999)}</div>
<table class="facts"><tr><td class="l">Invoice</td><td><b>${number}</b></td></tr><tr><td class="l">Invoice date</td><td><b>${dt(date, v.style)}</b></td></tr><tr><td class="l">Order date</td><td>${dt(ordered, v.style)}</td></tr><tr><td class="l">Delivered</td><td>${dt(delivered, v.style)}</td></tr><tr><td class="l">Terms</td><td>Net 15 · due ${dt(due, v.style)}</td></tr></table></div>
<h1>INVOICE</h1>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${lines
      .map(
        (l) =>
          `<tr><td>${esc(l.name)}${l.sn ? `<div class="sn">${l.sn} · 90-day parts & labor warranty</div>` : ''}</td><td>1</td><td>${usd(l.unit)}</td><td>${usd(l.unit)}</td></tr>`,
      )
      .join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${usd(net)}</td></tr>${taxRows}<tr class="big"><td>Invoice total</td><td>${usd(total)}</td></tr><tr><td>Deposit received (${dt(ordered, v.style)})</td><td>(${usd(deposit)})</td></tr><tr><td><b>Balance due</b></td><td><b>${usd(total - deposit)}</b></td></tr></table>
<div class="note">Checks payable to ${esc(v.legal)}. Wire: Chase Bank, ABA 071000013, acct ending ${rng.digits(4)}. Title passes on payment in full. Thank you for keeping the silver ball rolling!</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#1b1b1b}.page{width:8.5in;box-sizing:border-box;padding:0.6in 0.65in}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${v.color};padding-bottom:8px}.brand{font-family:${v.brandFont};font-size:30px;font-weight:bold;color:${v.color};letter-spacing:1px}.tag{font-size:10.5px;color:#666;font-style:italic}.v{text-align:right;font-size:10.5px;line-height:1.5}.row{display:flex;justify-content:space-between;margin:14px 0}.bill{line-height:1.5;max-width:3.3in}.l{color:#777;font-size:10px;text-transform:uppercase;letter-spacing:.5px}.facts td{padding:1px 0 1px 10px}h1{font-size:22px;letter-spacing:6px;color:${v.color};margin:6px 0}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid #333;text-align:left;padding:4px;font-size:10.5px}.items td{padding:5px 4px;border-bottom:1px solid #ddd;vertical-align:top}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}.sn{font-size:9.5px;color:#777}.tot{width:3.4in;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:2px 4px}.tot td:last-child{text-align:right}.sm td{font-size:10px;color:#555;padding-left:14px}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color}}.note{margin-top:20px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
