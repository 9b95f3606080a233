import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-indiana-limestone-carver-invoice';

const ITEMS: [string, number][] = [
  ['Carved limestone house number plaque', 48000],
  ['Garden birdbath, hand-tooled Salem limestone', 62500],
  ['Memorial bench with lettering', 215000],
  ['Fireplace mantel, carved acanthus', 340000],
  ['Lettering, per character', 1800],
  ['Stone sealer application', 9500],
  ['Limestone planter, pair', 78000],
  ['Carved keystone with date', 56000],
  ['Crating for delivery', 12500],
];

const CLIENTS = ['Mr. & Mrs. D. Hollister', 'Brown County Inn', 'St. Vincent Parish Council', 'Margaret Oyelaran', 'Harmon Landscape Design'];

const VENDORS = [
  {
    brand: 'BEDFORD STONE CARVERS',
    legal: 'Bedford Stone Carvers, Inc.',
    town: '1409 I Street, Bedford, IN 47421',
    font: "'C059','Nimbus Roman',serif",
    color: '#57534e',
    num: (r: { int(a: number, b: number): number }) => `BSC-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    footerOnly: false,
  },
  {
    brand: 'Oolitic Chisel Works',
    legal: 'Oolitic Chisel Works LLC',
    town: '202 Main St., Oolitic, IN 47451',
    font: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    color: '#0e7490',
    num: (r: { int(a: number, b: number): number }) => String(r.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    footerOnly: true,
  },
];

export const enUsIndianaLimestoneCarverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = dated(ID, rng);
    const date = weekday(d.date);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng);
    const ordered = shift(date, -rng.int(30, 90));
    const lines = rng.some(ITEMS, rng.int(2, 4)).map(([name, unit]) => ({ name, unit, qty: name.includes('per character') ? rng.int(8, 40) : rng.int(1, 2) }));
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, 7);
    const total = net + tax;
    const deposit = Math.round((total * 0.4) / 1000) * 1000;
    const taxId = `Indiana Retail Merchant Certificate ${rng.digits(10)}-${rng.digits(3)}`;
    const body = `<div class="p">
<div class="top"><div><div class="brand">${v.brand}</div>${v.footerOnly ? '<div>Hand carving in Indiana limestone</div>' : `<div>${esc(v.legal)}</div><div>${v.town}</div><div>(812) ${rng.digits(3)}-${rng.digits(4)}</div><div class="sm">${taxId}</div>`}</div><div class="inv">INVOICE</div></div>
<table class="kv"><tr><td>Invoice #</td><td>${number}</td></tr><tr><td>Invoice date</td><td>${v.date(date)}</td></tr><tr><td>Commission</td><td>LC-${rng.int(100, 999)}</td></tr><tr><td>Ordered</td><td>${v.date(ordered)}</td></tr><tr><td>Account</td><td>${rng.digits(6)}</td></tr></table>
<div class="cust"><b>Bill to:</b> ${esc(rng.pick(CLIENTS))} · ${rng.pick(['picked up at the yard', 'delivered within Lawrence County'])}</div>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>$${amount(l.unit)}</td><td>$${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>Subtotal</td><td>$${amount(net)}</td></tr><tr><td>Indiana sales tax 7%</td><td>$${amount(tax)}</td></tr><tr class="big"><td>Total</td><td>$${amount(total)}</td></tr>
<tr><td>Deposit received ${v.date(ordered)}</td><td>($${amount(deposit)})</td></tr><tr><td>Balance due</td><td>$${amount(total - deposit)}</td></tr></table>
<div class="note">Paid by ${rng.chance(0.5) ? `check #${rng.int(1000, 9999)}` : `Visa ending ${rng.digits(4)}`}. Thank you for supporting stone craft.</div>
${v.footerOnly ? `<div class="foot">${esc(v.legal)} · ${v.town} · ${taxId}</div>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#111}.p{padding:0.7in}.top{display:flex;justify-content:space-between}.brand{font-size:24px;font-weight:bold;color:${v.color}}.inv{font-size:30px;color:${v.color};letter-spacing:3px}.sm{font-size:9px}.kv{margin-top:14px}.kv td{padding:1px 10px 1px 0}.cust{margin:10px 0}.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:2px solid ${v.color}}.t td{padding:3px;border-bottom:1px solid #ddd}.sum{width:50%;margin-left:auto;margin-top:8px}.sum td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.note{margin-top:12px}.foot{margin-top:50px;border-top:1px solid #999;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
