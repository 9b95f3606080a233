import { addDays, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';

const VENDORS = [
  { name: 'Quillstack Software, Inc.', addr: '500 Howard Street, Suite 300, San Francisco, CA 94105', ein: '84-3319027' },
  { name: 'Northgate Analytics LLC', addr: '1201 Pennsylvania Ave NW, Washington, DC 20004', ein: '27-6610548' },
  { name: 'Brightpath Dev Tools Corp.', addr: '98 Summer Street, Boston, MA 02110', ein: '46-2287713' },
];
const PRODUCTS = ['Enterprise Edition – named user', 'Build Server add-on (per agent)', 'Premium Support (24×7)', 'Compliance Audit Pack', 'SSO & SCIM connector'];

/**
 * A US software company's licence invoice in USD (Letter, Lato or Nimbus Sans): the logo text,
 * "INVOICE" with "Invoice #" ("QS-2025-00871"), "Invoice Date", "Due Date" (Net 30), "PO Number",
 * "Customer ID", the licence term's start and end a year apart, the Israeli customer with its
 * company number ("Customer Tax ID"), licence lines (seats × annual unit price), a multi-year or
 * volume discount, "Subtotal", "Sales Tax: N/A – export" (no amount) on some and nothing on
 * others, "Total", "Amount Paid" or "Balance Due", and wire instructions (ABA,
 * SWIFT); the EIN in the footer.
 */
export const enUsSoftwareLicence: Layout = {
  id: 'en-us-software-licence',
  lang: 'en',
  kind: 'services invoice',
  make(rng: Rng) {
    const v = rng.pick(VENDORS);
    const date = randomDate(rng, '2023-06-12', '2026-03-18');
    const lines = rng.some(PRODUCTS, rng.int(1, 3)).map((p) => ({ p, q: rng.int(1, 60), u: rng.int(12, 240) * 1000 }));
    const subtotal = lines.reduce((a, l) => a + l.q * l.u, 0);
    const disc = rng.chance(0.5) ? Math.round(subtotal * rng.pick([0.05, 0.1, 0.15])) : 0;
    const total = subtotal - disc;
    const showTax = rng.chance(0.5);
    const paid = rng.chance(0.5);
    const prefix = v.name.slice(0, 2).toUpperCase();
    const docNo = `${prefix}-${date.slice(0, 4)}-${String(rng.int(1, 2999)).padStart(5, '0')}`;
    const usd = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const ds = rng.pick(['mm/dd/yyyy', 'Month d, yyyy', 'd Mon yyyy'] as const);
    const start = addDays(date, rng.int(0, 10));
    const body = `<div class="pg"><div class="hd"><div class="logo">${esc(v.name.split(' ')[0])}</div><div class="inv">INVOICE</div></div>
<div class="two"><div>${esc(v.name)}<br>${esc(v.addr)}<br>billing@${v.name.split(' ')[0].toLowerCase()}.com</div>
<table class="meta"><tr><td>Invoice #</td><td>${docNo}</td></tr><tr><td>Invoice Date</td><td>${dt(date, ds)}</td></tr><tr><td>Due Date</td><td>${dt(addDays(date, 30), ds)}</td></tr><tr><td>PO Number</td><td>PO-${rng.digits(6)}</td></tr><tr><td>Customer ID</td><td>C${rng.digits(7)}</td></tr></table></div>
<div class="bill"><b>Bill To</b><br>${rng.pick(['Tevel Robotics Ltd.', 'Carmel Fintech Ltd', 'Negev Data Systems Ltd.', 'Orbit Medical Devices Ltd'])}<br>${rng.pick(['Hamasger St 9, Tel Aviv', 'Matam Park Bldg 22, Haifa', 'Gav-Yam Park, Beer Sheva'])}, Israel<br>Customer Tax ID: ${taxId(rng, true)}</div>
<table class="l"><tr><th>Description</th><th>Term</th><th>Qty</th><th>Unit Price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.p)}</td><td>${dt(start, 'mm/dd/yyyy')} – ${dt(addDays(start, 364), 'mm/dd/yyyy')}</td><td>${l.q}</td><td>${usd(l.u)}</td><td>${usd(l.q * l.u)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${usd(subtotal)}</td></tr>${disc ? `<tr><td>Volume discount</td><td>-${usd(disc)}</td></tr>` : ''}${showTax ? '<tr><td>Sales Tax</td><td>N/A – export</td></tr>' : ''}
<tr class="g"><td>Total</td><td>${usd(total)}</td></tr>${paid ? `<tr><td>Amount Paid</td><td>${usd(total)}</td></tr><tr><td>Balance Due</td><td>$0.00</td></tr>` : `<tr><td>Balance Due (USD)</td><td>${usd(total)}</td></tr>`}</table>
<div class="pay"><b>Wire instructions</b><br>Silicon Valley Bridge Bank · ABA ${rng.digits(9)} · Account ${rng.digits(10)} · SWIFT SVBKUS6S<br>Please reference the invoice number on your payment.</div>
<div class="ft">${esc(v.name)} · EIN ${v.ein} · Licences are subject to the Master Subscription Agreement.</div></div>`;
    const font = rng.pick(['Lato', 'Nimbus Sans']);
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#222}
.pg{width:8.5in;height:10.9in;box-sizing:border-box;padding:0.7in 0.75in;position:relative}.hd{display:flex;justify-content:space-between;align-items:center}
.logo{font-size:28px;font-weight:bold;color:#5a3fc0}.inv{font-size:30px;letter-spacing:3px;color:#999}.two{display:flex;justify-content:space-between;margin-top:6mm;line-height:1.6}
.meta td{padding:0.5mm 2mm}.meta td:first-child{color:#777;text-align:right}.bill{margin:8mm 0 5mm;line-height:1.6}
table.l{width:100%;border-collapse:collapse}.l th{background:#f0ecfb;text-align:left;padding:2mm}.l td{padding:2mm;border-bottom:1px solid #e3e0ee}
.l td:nth-child(n+3),.l th:nth-child(n+3){text-align:right}.t{width:80mm;margin:4mm 0 0 auto}.t td:last-child{text-align:right}.t td{padding:1mm 2mm}.g td{font-weight:bold;font-size:15px;border-top:2px solid #5a3fc0}
.pay{margin-top:10mm;line-height:1.6}.ft{position:absolute;bottom:0.6in;left:0.75in;right:0.75in;text-align:center;color:#888;font-size:10px}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: v.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
