import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, louisianaRate, ORLEANS_PARISH_RATE, shift, taxOn, weekday } from './extra';

const ID = 'en-us-new-orleans-gas-lantern-invoice';

const VENDORS = [
  {
    brand: 'CRESCENT FLAME',
    tag: 'Hand-riveted copper gas &amp; electric lanterns since 1987',
    legal: 'Crescent Flame Lantern Works, LLC',
    address: ['2318 Chartres Street', 'New Orleans, LA 70117'],
    phone: '(504) 555-0148',
    num: (r: { int(a: number, b: number): number }) => `CF-${r.int(2000, 8999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    font: "'URW Bookman',serif",
    color: '#9a3412',
    split: false,
    dba: false,
  },
  {
    brand: 'Royal Street Lighting',
    tag: 'Gaslights · Brackets · Restoration',
    legal: 'Vieux Carré Coppersmiths, Inc.',
    address: ['611 Royal Street', 'New Orleans, LA 70130'],
    phone: '(504) 555-0193',
    num: (r: { int(a: number, b: number): number }) => `${r.int(104000, 109999)}`,
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    font: "'Nimbus Sans',sans-serif",
    color: '#1e3a5f',
    split: true,
    dba: true,
  },
];

const GOODS: [string, number, number][] = [
  ['French Quarter copper gas lantern, 24" (natural gas)', 68000, 98000],
  ['Carriage lantern, 21", electric conversion', 52000, 76000],
  ['Wall bracket, scroll arm, aged copper', 14500, 22000],
  ['Post mount lantern, 30", open flame burner', 88000, 125000],
  ['Replacement beveled glass panel set', 6500, 11000],
  ['Gas burner kit with regulator', 18000, 26000],
  ['Candelabra LED flicker module', 4500, 7500],
  ['Lantern chain hanger, 36"', 9500, 14000],
];
const CUSTOMERS = ['Shuk NOLA Mediterranean Kitchen', 'Magazine St. Guest House', 'Esplanade Avenue Residence – Levy', 'Bayou Tel Aviv Café LLC'];

export const enUsNewOrleansGasLanternInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng);
    const ordered = shift(date, -rng.int(12, 45));
    const lines = rng
      .some(GOODS, rng.int(2, 5))
      .map(([name, lo, hi]) => ({ name, sku: `${rng.pick(['CF', 'RS', 'GL'])}${rng.int(100, 999)}`, qty: rng.int(1, 4), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const install = rng.chance(0.5) ? rng.int(3, 8) * 9500 : 0;
    const subtotal = add(lines.map((l) => l.qty * l.unit)) + install;
    const state = louisianaRate(date);
    const combined = state + ORLEANS_PARISH_RATE;
    const stateTax = taxOn(subtotal, state);
    const parishTax = taxOn(subtotal, ORLEANS_PARISH_RATE);
    const tax = v.split ? stateTax + parishTax : taxOn(subtotal, combined);
    const total = subtotal + tax;
    const deposit = Math.round(total / 2 / 100) * 100;
    const customer = rng.pick(CUSTOMERS);
    const pct = (x: number) => `${x.toFixed(2)}%`;
    const taxRows = v.split
      ? `<tr><td>Louisiana state sales tax ${pct(state)}</td><td>${amount(stateTax)}</td></tr><tr><td>Orleans Parish sales tax ${pct(ORLEANS_PARISH_RATE)}</td><td>${amount(parishTax)}</td></tr><tr><td>Total sales tax (${pct(combined)})</td><td>${amount(tax)}</td></tr>`
      : `<tr><td>Sales tax – New Orleans ${pct(combined)}</td><td>${amount(tax)}</td></tr>`;
    const vendor = `<div class="b">${esc(v.legal)}</div>${v.address.map((a) => `<div>${a}</div>`).join('')}<div>${v.phone}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="tag">${v.tag}</div>${v.dba ? `<div>${v.address.join(', ')} · ${v.phone}</div>` : ''}</div>${v.dba ? '' : `<div class="who">${vendor}</div>`}</header>
<h1>INVOICE</h1>
<div class="cols"><div class="bill"><div class="l">BILL TO / SHIP TO</div><div class="b">${esc(customer)}</div><div>${rng.int(400, 4999)} ${rng.pick(['Magazine St.', 'Esplanade Ave.', 'Frenchmen St.', 'Prytania St.'])}</div><div>New Orleans, LA 701${rng.int(13, 30)}</div><div>Customer ID: C${rng.int(10000, 99999)}</div></div>
<table class="meta">
<tr><th>Invoice No.</th><td>${number}</td></tr>
<tr><th>Invoice Date</th><td>${v.date(date)}</td></tr>
<tr><th>Order Date</th><td>${v.date(ordered)}</td></tr>
<tr><th>Customer PO</th><td>${rng.int(1000, 9999)}-${rng.pick(['A', 'B', 'C'])}</td></tr>
<tr><th>Terms</th><td>Net 30 · due ${v.date(shift(date, 30))}</td></tr>
</table></div>
<table class="items"><tr><th>Item</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}
${install ? `<tr><td>SVC</td><td>Installation and gas hook-up by licensed fitter (hours)</td><td>${install / 9500}</td><td>95.00</td><td>${amount(install)}</td></tr>` : ''}</table>
<table class="tot">
<tr><td>Subtotal</td><td>${amount(subtotal)}</td></tr>
${taxRows}
<tr class="big"><td>Invoice Total (USD)</td><td>$${amount(total)}</td></tr>
<tr><td>Deposit received ${v.date(ordered)}</td><td>(${amount(deposit)})</td></tr>
<tr><td>Balance Due</td><td>$${amount(total - deposit)}</td></tr>
</table>
<div class="note">Make checks payable to ${esc(v.legal)}${v.legal.endsWith('.') ? '' : '.'} Lanterns are made to order; deposits are non-refundable. Gas connections must be inspected by the City of New Orleans.</div>
${v.dba ? `<footer>${esc(v.brand)} is a d/b/a of ${vendor.replace(/<\/?div[^>]*>/g, ' ')} · LA Revenue Acct. ${rng.int(1000000, 9999999)}-001</footer>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1b1b1b}.page{width:215.9mm;height:279mm;box-sizing:border-box;padding:14mm;position:relative}header{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:8px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.tag{font-style:italic;font-size:10px}.who{text-align:right;line-height:1.45}.b{font-weight:bold}h1{font-size:22px;letter-spacing:4px;color:${v.color};margin:12px 0}.cols{display:flex;justify-content:space-between}.bill{line-height:1.5}.l{font-size:9px;color:#666;letter-spacing:1px}.meta{border-collapse:collapse}.meta th{text-align:left;padding:2px 10px 2px 0;color:#555;font-weight:normal}.meta td{text-align:right;font-weight:bold}.items{width:100%;border-collapse:collapse;margin-top:14px}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:55%}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid #222}.note{margin-top:14px;font-size:9.5px}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #aaa;padding-top:4px;font-size:9px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
