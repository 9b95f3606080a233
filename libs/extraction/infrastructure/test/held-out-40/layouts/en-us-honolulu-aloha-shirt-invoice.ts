import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-honolulu-aloha-shirt-invoice';

/** The general excise tax a business on Oahu may pass on: 4% state + 0.5% county surcharge, grossed up. */
const GET = 4.712;

const GOODS: [string, string, number, number, [number, number]][] = [
  ['Custom-print aloha shirt, rayon, men’s', 'AS-M', 3800, 5200, [20, 120]],
  ['Custom-print aloha shirt, cotton, women’s fitted', 'AS-W', 3900, 5400, [12, 80]],
  ['Muʻumuʻu dress, custom print', 'MU-D', 6200, 8400, [6, 30]],
  ['Children’s aloha shirt', 'AS-K', 2200, 2900, [6, 24]],
  ['Screen and colour separation set-up', 'SETUP', 18000, 26000, [1, 1]],
  ['Original pattern artwork (4 colours)', 'ART', 45000, 65000, [1, 1]],
  ['Woven neck labels with logo', 'LBL', 90, 140, [50, 200]],
];
const CUSTOMERS = [
  ['Waikīkī Shore Hotel LLC', 'Attn: Uniforms, 2300 Kalākaua Ave, Honolulu, HI 96815'],
  ['Blue Reef Catamaran Tours, Inc.', 'Kewalo Basin Harbor, Honolulu, HI 96814'],
  ['Kailua Beach Wedding Co.', '130 Hāmākua Dr, Kailua, HI 96734'],
  ['Jerusalem Pacific Travel Ltd. (group HNL-26)', '12 Hillel St, Jerusalem, Israel'],
];

const VENDORS = [
  {
    brand: 'PUA KALIHI',
    line: 'Aloha wear printed in Honolulu since 1972',
    legal: 'Kalihi Aloha Garment Co., Inc.',
    addr: '1815 Kahai Street, Honolulu, HI 96819',
    ge: 'GE-025-448-3071-01',
    num: (r: { int(a: number, b: number): number }) => `PK-${r.int(2000, 7999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    font: "'URW Bookman','DejaVu Serif',serif",
    color: '#0e7490',
    top: true,
  },
  {
    brand: 'Mōʻiliʻili Prints',
    line: 'Small-batch textile printing',
    legal: 'Moiliili Print Works LLC',
    addr: '2650 S King Street, Suite 3, Honolulu, HI 96826',
    ge: 'GE-160-902-5518-01',
    num: (r: { int(a: number, b: number): number }) => `${r.int(10000, 49999)}`,
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    color: '#9d174d',
    top: false,
  },
];

export const enUsHonoluluAlohaShirtInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng);
    const lines = rng
      .some(GOODS, rng.int(2, 4))
      .map(([name, sku, lo, hi, q]) => ({ name, sku: `${sku}-${rng.int(100, 999)}`, qty: rng.int(...q), unit: rng.int(lo / 10, hi / 10) * 10 }));
    const sub = add(lines.map((l) => l.qty * l.unit));
    const [cust, custAddr] = rng.pick(CUSTOMERS);
    const ship = custAddr.includes('Israel') ? 0 : rng.pick([0, 2500, 4000]);
    const taxable = sub + ship;
    const tax = taxOn(taxable, GET);
    const total = taxable + tax;
    const ordered = shift(date, -rng.int(14, 40));
    const deposit = Math.round(total / 2);
    const kv = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const vendor = `${esc(v.legal)} · ${v.addr} · (808) ${rng.int(500, 999)}-${rng.int(1000, 9999)} · Hawaii GE License ${v.ge}`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="line">${v.line}</div></div><div class="inv">INVOICE</div></header>
${v.top ? `<div class="vend">${vendor}</div>` : ''}
<div class="two"><div class="to"><b>Bill to</b><br>${esc(cust)}<br>${esc(custAddr)}<br>Customer ID C-${rng.int(1000, 9999)}</div><table class="kv">
${kv('Invoice No.', number)}${kv('Invoice Date', v.date(date))}${kv('Order Date', v.date(ordered))}${kv('PO #', `${rng.int(4500000, 4599999)}`)}${kv('Terms', `Net 30 · due ${v.date(shift(date, 30))}`)}
</table></div>
<table class="items"><tr><th>SKU</th><th>Description</th><th>Qty</th><th>Unit</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>Subtotal</td><td>${amount(sub)}</td></tr>
<tr><td>Shipping${ship ? ' (Oʻahu delivery)' : ' (collected in store)'}</td><td>${amount(ship)}</td></tr>
<tr><td>Hawaii GET ${GET}% (Oʻahu)</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>Invoice Total (USD)</td><td>$${amount(total)}</td></tr>
<tr><td>Deposit received ${v.date(ordered)}</td><td>($${amount(deposit)})</td></tr>
<tr><td>Balance Due</td><td>$${amount(total - deposit)}</td></tr>
</table>
<div class="note">Mahalo for your order! Prints are made to order and cannot be returned. Please quote the invoice number with your payment (ACH routing ${rng.int(121300000, 121399999)}).</div>
${v.top ? '' : `<footer>${vendor}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.page{width:8.5in;min-height:10.9in;box-sizing:border-box;padding:0.6in;position:relative}header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${v.color}}.line{font-style:italic}.inv{font-size:22px;letter-spacing:4px}.vend{font-size:9.5px;margin-top:4px}.two{display:flex;justify-content:space-between;margin-top:14px}.to{line-height:1.55}.kv th{text-align:right;font-weight:normal;color:#555;padding:2px 10px}.items{width:100%;border-collapse:collapse;margin-top:14px}.items th{border-bottom:2px solid ${v.color};text-align:left;padding:4px}.items td{padding:5px 4px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:50%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid #111}.note{margin-top:18px}footer{position:absolute;bottom:0.4in;left:0.6in;right:0.6in;font-size:9px;text-align:center;border-top:1px solid #ccc;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
