import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, plus, row, total } from './extra';

const ID = 'en-us-connecticut-lacrosse-stick-maker-order';

/** Connecticut lacrosse stick maker's order invoice: 6.35% sales tax on the goods and their delivery. */
export const enUsConnecticutLacrosseStickMakerOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const pool: [string, number, number][] = [
      ['Hand-strung wooden lacrosse stick', 1, rng.int(180, 320) * 100],
      ['Custom mesh pocket stringing', rng.int(1, 2), 4500],
      ['Composite shaft, attack', 1, rng.int(90, 160) * 100],
      ['Lacrosse head, unstrung', rng.int(1, 2), rng.int(50, 90) * 100],
      ['Practice balls, dozen', rng.int(1, 3), 2400],
      ['Stick bag, embroidered', 1, 5500],
      ['Re-string service kit', 1, 1900],
    ];
    const rows = rng.some(pool, rng.int(2, 4));
    const merch = total(rows.map(([, q, u]) => q * u));
    const ship = rng.int(8, 22) * 100 + 50;
    const taxable = merch + ship;
    const tax = Math.round((taxable * 635) / 10000);
    const gross = taxable + tax;
    const vendorName = co ? 'Housatonic Stick Works Inc.' : 'Mystic River Lacrosse LLC';
    const reg = `${rng.digits(8)}-000`;
    const doc = co ? `HSW-${rng.digits(5)}` : `${rng.digits(3)}-${rng.digits(4)}`;
    const fmt = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : dt(d, 'Month d, yyyy'));
    const town = rng.pick(['Hartford, CT 06103', 'New Haven, CT 06511', 'Stamford, CT 06901', 'Norwich, CT 06360']);
    const body = `<div class="top"><div><div class="brand">${co ? 'HOUSATONIC STICKS' : 'MYSTIC RIVER LAX'}</div><div class="sm">${co ? 'Bridge St, New Milford, CT 06776' : `(860) ${rng.digits(3)}-${rng.digits(4)} · mysticriverlax.com`}</div></div>
${co ? `<div class="r">${vendorName}<br>CT Sales Tax Permit ${reg}</div>` : ''}</div>
<h2>ORDER INVOICE</h2>
${boxes([
  ['Invoice #', doc],
  ['Date', fmt(date)],
  ['Order', `W${rng.digits(6)}`],
  ['Est. delivery', fmt(plus(date, rng.int(3, 9)))],
])}
<div>Ship to: ${rng.pick(['Ethan Brooks', 'Olivia Carter', 'Noah Bennett', 'Ava Sullivan'])}, ${rng.int(10, 990)} Elm St, ${town}</div>
${items(
  ['Item', 'Qty', 'Price', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="sum">${row('Merchandise', `$${amount(merch)}`)}${row('Shipping &amp; handling', `$${amount(ship)}`)}${row('Taxable amount', `$${amount(taxable)}`)}${row('CT sales tax 6.35%', `$${amount(tax)}`)}${row('Total', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">Paid by card ending ${rng.digits(4)}, auth ${rng.digits(6)}. UPS tracking 1Z${rng.digits(4)}${rng.digits(4)}${rng.digits(4)}${rng.digits(4)}.</div>
${co ? '' : `<div class="foot">${vendorName} · Greenmanville Ave, Mystic, CT 06355 · Sales Tax Permit ${reg}</div>`}`;
    const page = 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'URW Bookman'" : "'DejaVu Sans Condensed', 'DejaVu Sans'"};font-size:12.5px;padding:16mm}.top{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:24px;font-weight:bold;color:#1b5e20}h2{font-size:18px}.sum{width:50%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
