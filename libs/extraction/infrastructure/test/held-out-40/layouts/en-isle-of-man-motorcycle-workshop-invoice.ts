import { amount, EN_MONTHS, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-isle-of-man-motorcycle-workshop-invoice';

const WORK: [string, number, number, 'h' | 'u' | 'd'][] = [
  ['Workshop labour', 6500, 8500, 'h'],
  ['Pirelli Diablo Supercorsa tyres, front and rear, fitted and balanced', 34000, 42000, 'u'],
  ['Chain and sprocket kit (520 conversion)', 17500, 23500, 'u'],
  ['Dyno session and fuel map', 18000, 26000, 'u'],
  ['Sintered brake pads, both calipers, fluid flush', 9800, 13800, 'u'],
  ['Secure storage near the paddock, per day', 1200, 1800, 'd'],
  ['Van collection from the Douglas ferry terminal', 6000, 9000, 'u'],
  ['Fork seals and oil, both legs', 14500, 18500, 'u'],
];
const RIDERS = ['Mr Itai Golan, Kfar Saba, Israel', 'Ms Noa Peretz, Haifa, Israel', 'Mr Ran Shaked, Modi’in, Israel', 'Mr Erez Lavi, Eilat, Israel'];
const BIKES = ['Yamaha YZF-R6 (2019)', 'Honda CBR1000RR-R (2021)', 'Triumph Street Triple RS (2022)', 'Kawasaki ZX-6R (2020)', 'BMW R 1250 GS (2023)'];

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const longDate = (iso: string) => `${ordinal(Number(iso.slice(8)))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const VENDORS = [
  {
    brand: 'SNAEFELL MOTO',
    line: 'Race preparation · Servicing · Tyres',
    legal: 'Snaefell Moto Works Ltd',
    ids: 'Registered in the Isle of Man, Company No. 012637C · VAT Reg. No. GB 004 3187 21',
    addr: 'Unit 4, Bowring Road Industrial Estate, Ramsey, Isle of Man IM8 2LQ',
    num: (r: { int(a: number, b: number): number }) => `SMW-${r.int(10000, 39999)}`,
    date: longDate,
    font: "'DejaVu Sans','Liberation Sans',sans-serif",
    color: '#b45309',
    top: true,
  },
  {
    brand: 'Ballaugh Race Prep',
    line: 'Two-stroke and four-stroke specialists since 1988',
    legal: 'Curphey Engineering Limited',
    ids: 'Ballaugh Race Prep is a trading name of Curphey Engineering Limited · Company No. 004581C · VAT No. GB 003 9921 65',
    addr: 'Main Road, Ballaugh, Isle of Man IM7 5EA',
    num: (r: { int(a: number, b: number): number }) => `BRP/${r.int(1000, 6999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'FreeSerif','Liberation Serif',serif",
    color: '#14532d',
    top: false,
  },
];

export const enIsleOfManMotorcycleWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [5, 6, 8, 9]);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng);
    const picks = rng.some(WORK.slice(1), rng.int(2, 4));
    const rows = [WORK[0], ...picks].map(([name, lo, hi, unit]) => {
      const price = rng.int(lo / 100, hi / 100) * 100;
      const qty = unit === 'h' ? rng.int(2, 9) : unit === 'd' ? rng.int(4, 12) : 1;
      return { name: unit === 'h' ? `${name} (${qty} hrs @ £${amount(price)})` : unit === 'd' ? `${name} (${qty} days)` : name, qty, price };
    });
    const net = add(rows.map((r) => r.qty * r.price));
    const tax = taxOn(net, 20);
    const total = net + tax;
    const deposit = rng.pick([10000, 15000, 20000, 25000]);
    const booked = shift(date, -rng.int(20, 90));
    const kv = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="line">${v.line}</div></div>${v.top ? `<div class="vend"><b>${esc(v.legal)}</b><br>${v.addr}<br>Tel. +44 1624 ${rng.int(600000, 899999)}</div>` : ''}</header>
${v.top ? `<div class="ids">${v.ids}</div>` : ''}
<h1>VAT INVOICE</h1>
<div class="two"><table class="kv">
${kv('Invoice number', number)}${kv('Invoice date', v.date(date))}${kv('Job card', `JC${rng.int(1000, 9999)}`)}${kv('Booking date', v.date(booked))}
</table><div class="cust"><b>Customer</b><br>${esc(rng.pick(RIDERS))}<br>Machine: ${rng.pick(BIKES)}<br>Race no. ${rng.int(2, 99)} · Frame ${rng.pick(['JYA', 'JH2', 'SMT', 'JKA'])}${rng.digits(6)}</div></div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Net £</th></tr>${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.qty * r.price)}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>Sub-total (net)</td><td>£${amount(net)}</td></tr>
<tr><td>VAT at 20%</td><td>£${amount(tax)}</td></tr>
<tr class="big"><td>Invoice total</td><td>£${amount(total)}</td></tr>
<tr><td>Less deposit paid ${v.date(booked)}</td><td>(£${amount(deposit)})</td></tr>
<tr><td>Balance due</td><td>£${amount(total - deposit)}</td></tr>
</table>
<div class="note">Payment by card or bank transfer to Isle of Man Bank, sort code 55-${rng.int(10, 99)}-${rng.int(10, 99)}, account ${rng.int(10000000, 99999999)}. Parts remain our property until paid in full.</div>
<footer>${v.top ? `${esc(v.legal)} · ${v.addr}` : `${v.addr} · ${v.ids}`}</footer>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.page{width:210mm;min-height:296mm;box-sizing:border-box;padding:15mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:28px;font-weight:bold;color:${v.color}}.line{font-size:10px}.vend{text-align:right;line-height:1.5}.ids{font-size:9px;color:#444;margin-top:4px;border-top:2px solid ${v.color};padding-top:3px}h1{font-size:18px;margin:14px 0 8px;color:${v.color}}.two{display:flex;justify-content:space-between;gap:10mm}.kv th{text-align:left;font-weight:normal;color:#555;padding:2px 12px 2px 0}.cust{background:#f5f5f4;padding:6px;line-height:1.6;min-width:70mm}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{padding:5px 4px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:55%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:1.5px solid #111}.note{margin-top:18px;font-size:9.5px}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #aaa;padding-top:4px;font-size:8.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
