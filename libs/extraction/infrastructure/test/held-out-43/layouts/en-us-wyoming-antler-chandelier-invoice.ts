import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-wyoming-antler-chandelier-invoice';

const ITEMS: [string, number][] = [
  ['Elk antler chandelier, 6-light', 285000],
  ['Mule deer antler table lamp', 64000],
  ['Antler wall sconce (pair)', 72000],
  ['Moose paddle floor lamp', 118000],
  ['Rawhide lamp shade', 14500],
  ['Rewiring, UL-listed kit', 9500],
  ['Antler drawer pulls, set of 6', 21000],
  ['Crating & insured freight prep', 17500],
];

const CLIENTS = ['Lazy T Guest Ranch', 'J. & K. Whitfield', 'Big Horn Lodge LLC', 'Ana Delgado', 'Sunlight Basin Outfitters'];

const VENDORS = [
  {
    brand: 'Shed Hunter Lighting',
    legal: 'Shed Hunter Lighting Co.',
    town: '1120 Sheridan Ave, Cody, WY 82414',
    font: "'URW Bookman','DejaVu Serif',serif",
    color: '#7c2d12',
    num: (r: { int(a: number, b: number): number }) => `SH${r.int(2000, 8999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    rate: 5,
    rateText: 'Sales tax 5% (Wyoming 4% + Park County 1%)',
    footerOnly: false,
  },
  {
    brand: 'BIGHORN ANTLER ART',
    legal: 'Bighorn Antler Art, LLC',
    town: '48 N Main St, Buffalo, WY 82834',
    font: "'Liberation Sans Narrow','Liberation Sans',sans-serif",
    color: '#365314',
    num: (r: { int(a: number, b: number): number }) => `INV-${r.int(100, 999)}-${r.int(10, 99)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    rate: 4,
    rateText: 'Wyoming state sales tax 4%',
    footerOnly: true,
  },
];

export const enUsWyomingAntlerChandelierInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = dated(ID, rng);
    const date = weekday(d.date);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng);
    const quoted = shift(date, -rng.int(20, 75));
    const lines = rng.some(ITEMS, rng.int(2, 4)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2) }));
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, v.rate);
    const total = net + tax;
    const deposit = Math.round((total * 0.5) / 1000) * 1000;
    const acct = `WY sales/use tax license ${rng.digits(5)}-${rng.digits(5)}`;
    const body = `<div class="p">
<div class="brand">${v.brand}</div>
<div class="sub">Naturally shed antler lighting · hand built in Wyoming</div>
${v.footerOnly ? '' : `<div>${esc(v.legal)} · ${v.town} · (307) ${rng.digits(3)}-${rng.digits(4)}</div><div class="sm">${acct}</div>`}
<h1>Invoice</h1>
<div class="grid"><div><b>Invoice no.</b><br>${number}</div><div><b>Date</b><br>${v.date(date)}</div><div><b>Quote</b><br>Q${rng.int(100, 999)} · ${v.date(quoted)}</div><div><b>Customer ID</b><br>C-${rng.digits(5)}</div></div>
<div class="cust"><b>Sold to:</b> ${esc(rng.pick(CLIENTS))} (picked up at the studio)</div>
<table class="t"><tr><th>Item</th><th>Qty</th><th>Each</th><th>Line total</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>Merchandise</td><td>${amount(net)}</td></tr><tr><td>${v.rateText}</td><td>${amount(tax)}</td></tr><tr class="big"><td>Invoice total (USD)</td><td>$${amount(total)}</td></tr>
<tr><td>Less 50% deposit paid ${v.date(quoted)}</td><td>-${amount(deposit)}</td></tr><tr><td>Amount due on pickup</td><td>${amount(total - deposit)}</td></tr></table>
<div class="note">All antlers are naturally shed; no animal was harmed. Card ending ${rng.digits(4)} · auth ${rng.digits(6)}</div>
${v.footerOnly ? `<div class="foot">${esc(v.legal)} · ${v.town} · ${acct}</div>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#111}.p{padding:0.75in}.brand{font-size:28px;font-weight:bold;color:${v.color};text-align:center}.sub{text-align:center;font-style:italic;margin-bottom:6px}.sm{font-size:9px}h1{font-size:20px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color};padding:3px 0}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px}.cust{margin:12px 0}.t{width:100%;border-collapse:collapse}.t th{text-align:left;background:${v.color};color:#fff;padding:3px}.t td{padding:3px;border-bottom:1px solid #ddd}.sum{width:60%;margin-left:auto;margin-top:8px}.sum td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px}.note{margin-top:14px;font-size:10px}.foot{margin-top:50px;border-top:1px solid #999;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
