import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-us-north-dakota-hunting-blind-builder-invoice';

/**
 * North Dakota's state sales tax, 5%, in tenths of a percent. Both shops are in rural Slope County, which levies no county
 * sales tax and has no city sales tax; the blinds are picked up at the shop, so no other local tax applies.
 */
const STATE = 50;

/** Item, lowest and highest price in whole dollars. */
const BLINDS: [string, number, number][] = [
  ['Elevated box blind 6×6, insulated', 1800, 2600],
  ['Box blind 4×6, plywood & steel frame', 1200, 1700],
  ['Ground blind, 5-hub pop-up', 180, 320],
  ['Blind stand, 10 ft steel tower', 450, 750],
  ['Blind stand, 5 ft', 280, 420],
  ['Window kit, tinted acrylic, set of 4', 140, 220],
  ['Carpeted floor, charcoal', 60, 110],
  ['Swivel blind chair', 90, 160],
  ['Shooting rail & gun rest', 45, 85],
  ['Ladder with handrail, 10 ft', 180, 260],
  ['Custom paint, grassland camo', 120, 220],
];

const BUYERS = ['Trent Hoffmann', 'Jolene Berg', 'Casey Wolding', 'Dustin Kjelstad', 'Marla Hanson', 'Rick Oberg'];

/** A North Dakota hunting blind builder's invoice in dollars, picked up at the shop, never on a Sunday, with state sales tax only. */
export const enUsNorthDakotaHuntingBlindBuilderInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const main = rng.pick(BLINDS.slice(0, 3));
    const rest = rng.some(
      BLINDS.filter((b) => b !== main),
      rng.int(1, 4),
    );
    const lines = [main, ...rest].map(([name, lo, hi]) => ({ name, qty: rng.chance(0.2) ? 2 : 1, unit: rng.int(lo, hi) * 100 + rng.pick([0, 0, 50, 99]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    // Rounded half up, in integer cents.
    const tax = Math.floor((sub * STATE + 500) / 1000);
    const gross = sub + tax;
    const ordered = plus(date, -rng.int(10, 45));
    const deposit = Math.round((gross * 0.25) / 10000) * 10000 || 10000;
    const vendorName = co ? 'Butte Country Blind Works, LLC' : 'Wade Ostby';
    const doc = co ? `BCB-${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? `$${amount(c)}` : amount(c));
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : dt(d, 'Month d, yyyy'));
    const permit = `${rng.int(10, 99)}-${rng.digits(7)}`;
    const pay = rng.pick([`Check #${rng.int(1000, 9999)}`, `Visa ****${rng.digits(4)}`, 'Cash']);
    const info = pairs(
      [
        ['Invoice', doc],
        ['Date', f(date)],
        ['Sold to', rng.pick(BUYERS)],
        ['Customer ID', `C-${rng.int(1000, 9999)}`],
        ['Order date', f(ordered)],
        ['Delivery', 'Picked up at the shop on customer trailer'],
      ],
      2,
    );
    const table = items(
      ['Qty', 'Description', 'Each', 'Amount'],
      lines.map((l) => [String(l.qty), l.name.replace('&', '&amp;'), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(sub))}${row('ND State Sales Tax 5%', money(tax))}${row('Total', money(gross), 'b big')}${row(`Deposit paid with order ${f(ordered)}`, `-${money(deposit)}`)}${row(`Balance paid at pickup (${pay})`, money(gross - deposit))}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">BUTTE COUNTRY BLINDS</div><div>${vendorName}</div><div class="sm">11820 Hwy 21, rural Amidon, ND 58620 · Slope County, outside city limits · (701) 879-${rng.digits(4)} · ND Sales &amp; Use Tax Permit ${permit}</div></div>
${info}${table}${sums}
<div class="sm">Blinds are built to order in our shop. Check local hunting regulations before placing a blind on public land.</div>`
      : `<div class="head"><div class="brand">Little Missouri Blinds</div><div class="sm">Box blinds &amp; stands built by hand · Rural Marmarth, Slope County, ND · (701) 279-${rng.digits(4)}</div></div>
<h1>INVOICE</h1>
${info}${table}${sums}
<div class="sm">Thank you. Good luck this season!</div>
<div class="foot">Wade Ostby, owner · ND Sales &amp; Use Tax Permit ${permit}</div>`;
    const page = co ? '8.5in 11in' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Noto Mono'"};font-size:${co ? 13 : 9.5}px;padding:${co ? '14mm' : '8mm'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:3px solid #4e342e;padding-bottom:5px;margin-bottom:8px}.brand{font-size:${co ? 28 : 17}px;font-weight:bold;color:#4e342e}h1{font-size:14px;margin:4px 0}.pairs{width:100%}.sum{width:${co ? 60 : 95}%;margin-left:auto}.big{font-size:1.1em}
.foot{position:absolute;bottom:7mm;left:8mm;right:8mm;border-top:1px solid #777;padding-top:3px;font-size:9px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
