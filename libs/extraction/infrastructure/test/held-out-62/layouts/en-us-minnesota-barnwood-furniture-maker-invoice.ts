import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-us-minnesota-barnwood-furniture-maker-invoice';

/** Minnesota's state sales tax, 6.875%; Cottonwood County and its rural townships levied no local sales tax 2022-2025. */
const RATE_PER_100000 = 6875;

/** Piece, lowest and highest price in whole dollars. */
const PIECES: [string, number, number][] = [
  ['Farmhouse dining table, reclaimed red barn oak, 84 in', 1450, 2400],
  ['Trestle bench, hand-hewn beam, 60 in', 340, 560],
  ['Queen headboard, weathered grey pine', 520, 860],
  ['Coffee table with steel hairpin legs', 380, 640],
  ['Five-shelf bookcase, mixed barn siding', 480, 790],
  ['Console table, corncrib boards', 410, 680],
  ['Round mirror frame, 36 in', 160, 260],
  ['Blanket ladder', 85, 140],
];
const EXTRAS: [string, number, number][] = [
  ['Hand-rubbed tung oil finish upgrade', 90, 180],
  ['Matching chair cushions (set of 4)', 120, 190],
  ['Table leaf extension, 18 in', 260, 380],
  ['Wall cleat hanging kit', 25, 45],
];
const CUSTOMERS = ['Ethan Johnson (Marshall, MN)', 'Karen Olson (Worthington, MN)', 'Lisa Nelson (Mankato, MN)', 'Brad Schultz (Sioux Falls, SD)', 'Amanda Peterson (New Ulm, MN)'];

/** A southwest Minnesota barnwood furniture maker's invoice in dollars (never a Sunday; 2022-2025), picked up at the rural workshop, state sales tax only. */
export const enUsMinnesotaBarnwoodFurnitureMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(PIECES, rng.int(1, 2)).map(([name, lo, hi]) => ({ name, qty: name.includes('bench') && rng.chance(0.5) ? 2 : 1, unit: rng.int(lo / 5, hi / 5) * 500 }));
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(1, 2))) lines.push({ name, qty: 1, unit: rng.int(lo / 5, hi / 5) * 500 });
    const net = total(lines.map((l) => l.qty * l.unit));
    // 6.875% in integer cents, rounded half up.
    const tax = Math.floor((net * RATE_PER_100000 + 50000) / 100000);
    const gross = net + tax;
    const deposit = Math.round((gross * 0.3) / 5000) * 5000;
    const ordered = plus(date, -rng.int(21, 75));
    const vendorName = co ? 'Prairie Timber Barnwood Co.' : 'Dale Kjelstad';
    const doc = co ? `PT-${rng.int(1000, 9999)}` : `${rng.int(200, 999)}`;
    const money = (c: number) => (co ? `$${amount(c)}` : `${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : dt(d, 'Month d, yyyy'));
    const mnTax = rng.digits(7);
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Customer', rng.pick(CUSTOMERS)],
        ['Phone', `(507) ${rng.int(200, 899)}-${rng.digits(4)}`],
        ['Ordered', f(ordered)],
        ['Delivery', 'Picked up at the workshop'],
      ],
      2,
    );
    const table = items(
      ['Item', 'Qty', 'Price', 'Amount'],
      lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(net))}${row('MN Sales Tax 6.875%', money(tax))}${row('Total', money(gross), 'b big')}${row(`Deposit received (${f(ordered)})`, money(deposit))}${row(`Balance paid at pickup (${rng.pick(['check #' + rng.int(1000, 4999), 'card', 'cash'])})`, money(gross - deposit))}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">PRAIRIE BARNWOOD</div><div>${vendorName}</div><div class="sm">31842 County Road 13, Amo Township (rural Windom), Cottonwood County, MN 56101 · (507) 831-${rng.digits(4)}<br>Minnesota Tax ID ${mnTax}</div></div>
<h1>INVOICE</h1>${info}${table}${sums}
<div class="sm">Every piece is built from barns salvaged in southwest Minnesota. Nail holes and saw marks are part of the wood’s story.</div>`
      : `<div class="head2"><div class="brand2">Des Moines River Woodworks</div><div class="sm">Barnwood furniture · rural Jeffers, Storden Township, MN · (507) 628-${rng.digits(4)}</div></div>
<h1>Invoice</h1>${info}${table}${sums}
<div class="sm">Thanks for buying local!</div>
<div class="foot">${vendorName}, owner · MN Tax ID ${mnTax}</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'C059'" : "'FreeMono'"};font-size:${co ? 13 : 9.5}px;padding:${co ? '14mm' : '8mm'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:4px solid #7b1f1f;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#7b1f1f}.head2{border-bottom:2px solid #37474f}.brand2{font-size:17px;font-weight:bold}
h1{font-size:${co ? 18 : 14}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:${co ? 60 : 98}%;margin-left:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:7mm;left:8mm;right:8mm;border-top:1px solid #777;padding-top:3px;font-size:9px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
