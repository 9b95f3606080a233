import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-us-south-carolina-porch-swing-maker-invoice';

/**
 * South Carolina's state sales tax, 6%. Both workshops are in rural Oconee County, which levies no local option, capital
 * projects, transportation or school sales tax (its voters have turned the penny down); the swings are picked up at the
 * workshop, so no other local tax applies.
 */
const STATE = 6;

/** Item, lowest and highest price in whole dollars. */
const SWINGS: [string, number, number][] = [
  ['Porch swing 5 ft, cypress, slatted back', 420, 620],
  ['Porch swing 4 ft, white oak, contoured seat', 380, 560],
  ['Porch bed swing, twin mattress size, pine', 890, 1350],
  ['Porch glider, red cedar, 2-seat', 520, 760],
];
const EXTRAS: [string, number, number][] = [
  ['A-frame swing stand, cedar', 390, 620],
  ['Hanging kit, galvanized chain & springs', 45, 80],
  ['Hanging kit, marine rope, 8 ft', 55, 90],
  ['Outdoor seat cushion, Sunbrella fabric', 85, 160],
  ['Custom stain & spar varnish finish', 90, 180],
  ['Matching side table, cypress', 110, 190],
];
const BUYERS = ['Wade Hollis', 'Carla Jennings', 'Beau Thackston', 'Lynn Merritt', 'Darnell Foster', 'Peggy Ruark'];

/** A South Carolina porch swing maker's invoice in dollars (never a Sunday), picked up at the workshop, state sales tax only. */
export const enUsSouthCarolinaPorchSwingMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const main = rng.pick(SWINGS);
    const lines = [main, ...rng.some(EXTRAS, rng.int(1, 3))].map(([name, lo, hi]) => ({ name, qty: 1, unit: rng.int(lo, hi) * 100 + rng.pick([0, 0, 50, 95]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    // Rounded half up, in integer cents.
    const tax = Math.floor((sub * STATE + 50) / 100);
    const gross = sub + tax;
    const ordered = plus(date, -rng.int(14, 60));
    const deposit = Math.max(10000, Math.round((gross * 0.3) / 5000) * 5000);
    const vendorName = co ? 'Keowee Porch Swing Co., LLC' : 'Travis McAlister';
    const doc = co ? `KPS-${rng.int(1000, 9999)}` : String(rng.int(300, 2999));
    const money = (c: number) => (co ? `$${amount(c)}` : `${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : dt(d, 'Month d, yyyy'));
    const licence = `${rng.int(10000, 99999)}${rng.digits(2)}`;
    const pay = rng.pick([`Check #${rng.int(1000, 9999)}`, `Card ****${rng.digits(4)}`, 'Cash', 'Venmo']);
    const info = pairs(
      [
        ['Invoice #', doc],
        ['Date', f(date)],
        ['Customer', rng.pick(BUYERS)],
        ['Phone', `(864) ${rng.digits(3)}-${rng.digits(4)}`],
        ['Ordered', f(ordered)],
        ['Delivery', 'Picked up at the workshop'],
      ],
      2,
    );
    const table = items(
      ['Item', 'Qty', 'Price', 'Amount'],
      lines.map((l) => [l.name.replace('&', '&amp;'), String(l.qty), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(sub))}${row(`SC Sales Tax ${STATE}%`, money(tax))}${row('Total', money(gross), 'b big')}${row(`Deposit received ${f(ordered)}`, `(${money(deposit)})`)}${row(`Balance paid at pickup, ${pay}`, money(gross - deposit))}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">KEOWEE SWINGS</div><div>${vendorName}</div><div class="sm">2140 Keowee School Rd, rural Seneca, SC 29672 · Oconee County, outside city limits · (864) 882-${rng.digits(4)} · SC Retail License ${licence}</div></div>
<h1>INVOICE</h1>${info}${table}${sums}
<div class="sm">Hang from ceiling joists rated for 500 lb. Re-oil cypress each spring.</div>`
      : `<div class="head"><div class="brand2">Chattooga Swing Shop</div><div class="sm">Handmade porch swings · Hwy 28, Mountain Rest, SC (Oconee County) · (864) 638-${rng.digits(4)}</div></div>
<h1>Invoice</h1>${info}${table}${sums}
<div class="sm">Thanks y'all, and happy swinging!</div>
<div class="foot">Travis McAlister, owner · SC Retail License ${licence}</div>`;
    const page = co ? '8.5in 11in' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'URW Bookman'" : "'Liberation Mono'"};font-size:${co ? 12.5 : 9}px;padding:${co ? '14mm' : '8mm'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:3px solid #33691e;padding-bottom:5px;margin-bottom:8px}.brand{font-size:${co ? 28 : 17}px;font-weight:bold;color:#33691e}.brand2{font-size:17px;font-weight:bold;color:#5d4037}h1{font-size:14px;margin:4px 0}.pairs{width:100%}.sum{width:${co ? 62 : 98}%;margin-left:auto}.big{font-size:1.1em}
.foot{position:absolute;bottom:7mm;left:8mm;right:8mm;border-top:1px solid #777;padding-top:3px;font-size:8.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
