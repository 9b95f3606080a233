import { amount, formatDate, htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, total } from './extra';

const ID = 'en-us-colorado-rodeo-gear-invoice';

/** Gear: name, lowest and highest price in whole dollars, most of one kind. */
const GEAR: [string, number, number, number][] = [
  ['Head rope, 4-strand nylon-poly, 30 ft, XS', 38, 52, 3],
  ['Heel rope, 4-strand, 35 ft, MS', 38, 52, 3],
  ['Breakaway rope, 25 ft', 24, 34, 2],
  ["Kids' ranch rope, 25 ft", 18, 26, 2],
  ['Steer head roping dummy with stand', 69, 109, 1],
  ['Sled roping dummy with heel legs', 340, 560, 1],
  ['Bull rope, hand-braided, with bell', 160, 240, 1],
  ['Bareback rigging, leather, medium handle', 420, 650, 1],
  ['Riding glove, deerskin', 24, 38, 2],
  ['Rosin, 1 lb bag', 9, 14, 3],
  ['Protective vest, youth', 180, 260, 1],
  ['Protective vest, adult', 230, 340, 1],
  ['Spurs, stainless, 1 1/4" rowel, pair', 85, 160, 1],
  ['Spur straps, latigo, pair', 28, 45, 1],
  ['Rope bag, holds 4 ropes', 45, 75, 1],
  ['Horn wraps, pack of 3', 8, 14, 3],
  ['Roping gloves, pack of 3', 18, 28, 2],
];
const CUSTOMERS: [string, string][] = [
  ['Wyatt Harmon', 'Eads'],
  ['Jolene Archuleta', 'Lamar'],
  ['Cody Brandt', 'Kit Carson'],
  ['Shelby Ruiz', 'Greeley'],
  ['Tanner Oakes', 'Sheridan Lake'],
  ['Kasey Lindgren', 'Ault'],
];

/**
 * A rodeo gear shop's invoice in dollars in Colorado, goods sold over the counter (never a Sunday;
 * 2022 to 2025), Colorado's 2.9% state sales tax only: Eads in Kiowa County and Gill in unincorporated
 * Weld County levy no county, city or district sales tax.
 */
export const enUsColoradoRodeoGearInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GEAR, rng.int(2, 6)).map(([name, lo, hi, most]) => ({ name, qty: rng.int(1, most), unit: rng.int(lo, hi) * 100 - rng.pick([0, 1, 5, 0]) }));
    const sums = lines.map((l) => l.qty * l.unit);
    const net = total(sums);
    const tax = Math.round((net * 29) / 1000); // 2.9%, rounded half up to the cent
    const gross = net + tax;
    const vendorName = co ? 'High Plains Roping Supply LLC' : 'Casey Vogel';
    const account = `${new Rng(seedOf(`h64~${vendorName}`)).digits(8)}-0001`;
    const doc = co ? `HP${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : formatDate(d, 'Mon d, Y'));
    const money = (c: number) => (co ? `$${amount(c)}` : amount(c));
    const [customer, town] = rng.pick(CUSTOMERS);
    const rows = lines.map((l, i) => [e(l.name), String(l.qty), money(l.unit), money(sums[i])]);
    const totals = `<table class="tot"><tr><th>Subtotal</th><td>${money(net)}</td></tr><tr><th>Colorado Sales Tax 2.9%</th><td>${money(tax)}</td></tr><tr class="b"><th>Total</th><td>${co ? money(gross) : `$${money(gross)}`}</td></tr></table>`;
    const pay = rng.pick(['Visa', 'Mastercard', 'Cash', 'Check']);
    const body = co
      ? `<div class="head"><div class="brand">HIGH PLAINS<br>ROPING SUPPLY</div><div class="addr">${vendorName}<br>US Hwy 287, Eads, CO 81036 · Kiowa County<br>(719) ${rng.int(200, 999)}-${rng.digits(4)}<br>Colorado Sales Tax Acct. ${account}</div></div>
<h1>INVOICE</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', f(date)],
    ['Customer', customer],
    ['City', `${town}, CO`],
    ['Payment', pay === 'Check' ? `Check #${rng.int(1000, 9999)}` : pay],
    ['Sold', 'Over the counter'],
  ],
  2,
)}
${items(['Item', 'Qty', 'Price', 'Amount'], rows)}${totals}
<p class="sm">Ropes are not returnable once used. Unused items may be exchanged within 30 days with this invoice.</p>`
      : `<div class="c"><div class="brand2">Gill Roping Supply</div><div class="sm">Gill, CO 80624 · unincorporated Weld County · (970) ${rng.int(200, 999)}-${rng.digits(4)}</div></div>
<h2>Invoice #${doc}</h2>
${pairs(
  [
    ['Date', f(date)],
    ['Sold to', customer],
    ['Paid', pay],
  ],
  1,
)}
${items(['Item', 'Qty', 'Each', 'Amount'], rows)}${totals}
<div class="foot">Casey Vogel, owner · Colorado sales tax account ${account} · Thanks, see you at the arena</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans Narrow'" : "'FreeSerif'"};font-size:${co ? 13 : 11.5}px;padding:${co ? '0.6in 0.7in' : '0.4in 0.45in'}}
.head{display:flex;justify-content:space-between;align-items:center;border-bottom:4px double #6d4c41;padding-bottom:8px}.brand{font-family:'URW Bookman';font-size:26px;font-weight:bold;color:#6d4c41;line-height:1.05}.addr{text-align:right;font-size:11.5px}
h1{font-size:22px;margin:14px 0 6px;letter-spacing:3px}h2{font-size:16px;text-align:center;margin:8px 0 4px}.brand2{font-size:22px;font-weight:bold}
.pairs{width:100%;margin-bottom:6px}.tot{width:52%;margin-left:auto;margin-top:6px}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #111;font-size:1.1em}
.foot{margin-top:14px;border-top:1px solid #999;padding-top:4px;font-size:10px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
