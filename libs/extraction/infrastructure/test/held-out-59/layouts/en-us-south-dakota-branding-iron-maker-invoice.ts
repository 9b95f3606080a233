import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, items, nth, pairs, plus, row, total, yearFor } from './extra';

const ID = 'en-us-south-dakota-branding-iron-maker-invoice';

const GOODS: [string, number, number][] = [
  ['Cattle branding iron, 3-character, 4 in. letters', 145, 210],
  ['Cattle branding iron, 2-character, 5 in. letters', 120, 180],
  ['Electric branding iron, 110 V, custom head', 265, 390],
  ['Calf iron, single character, 3 in.', 70, 110],
  ['Steak brand with hardwood handle', 38, 65],
  ['Leather & wood brand, 1.5 in. logo', 85, 140],
  ['Spare brand head (bolt-on)', 55, 95],
  ['Propane branding pot heater', 210, 320],
  ['Brand artwork & proof (per design)', 25, 40],
];

/**
 * South Dakota's state sales tax, 4.2% from 1 July 2023 to 30 June 2027 (4.5% before): so the receipts are dated
 * from July 2023 on. Both shops are outside any municipality, and South Dakota's counties levy no sales tax.
 */
const RATE = 4.2;

/** South Dakota branding iron maker's invoice in dollars, state sales tax 4.2% added, goods picked up at the shop (never on a Sunday). */
export const enUsSouthDakotaBrandingIronMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const date = avoid(dayOf(rng, year, year === 2023 ? [7, 8, 9, 10, 11, 12] : undefined), [0]);
    const co = n % 2 === 0;
    const lines = rng
      .some(GOODS, rng.int(2, 5))
      .map(([name, lo, hi]) => ({ name: name.replace('&', '&amp;'), qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 + rng.pick([0, 0, 50, 95]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    // 4.2% in integer arithmetic, rounded half up to the cent.
    const tax = Math.round((sub * 42) / 1000);
    const gross = sub + tax;
    const vendorName = co ? 'Rimrock Iron & Brand Co., LLC' : 'Dale Kessler';
    const doc = co ? `RB-${rng.digits(5)}` : `EC${date.slice(2, 4)}-${rng.digits(3)}`;
    const money = (c: number) => (co ? `$${amount(c)}` : amount(c));
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : `${dt(d, 'd Mon yyyy').split(' ')[1]} ${Number(d.slice(8))}, ${d.slice(0, 4)}`);
    const license = `${rng.digits(4)}-${rng.digits(4)}-ST`;
    const customer = rng.pick(['Bar Seven Ranch, Faith SD', 'Lindgren Cattle Co.', 'Mike Hollister', 'Prairie Smokehouse BBQ', 'Sarah Two Creek Leatherworks']);
    const brandReg = `SD brand reg. ${rng.digits(5)}`;
    const deposit = Math.round((gross * 0.25) / 100) * 100;
    const info = pairs(
      [
        ['Invoice', doc],
        ['Date', f(date)],
        ['Sold to', customer],
        ['Customer ref.', brandReg],
        ['Order date', f(plus(date, -rng.int(10, 40)))],
        ['Delivery', 'Picked up at shop'],
      ],
      2,
    );
    const table = items(
      ['Qty', 'Description', 'Unit', 'Amount'],
      lines.map((l) => [String(l.qty), l.name, money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(sub))}${row(`SD State Sales Tax ${RATE}%`, money(tax))}${row('Total', money(gross), 'b big')}${row('Deposit paid with order', money(deposit))}${row('Balance paid at pickup', money(gross - deposit))}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">RIMROCK BRANDING IRONS</div><div>${vendorName.replace('&', '&amp;')}</div><div class="sm">17920 SD Hwy 79, rural Meade County, SD 57785 (outside city limits) · (605) 347-${rng.digits(4)} · SD Sales Tax License ${license}</div></div>
<h1>INVOICE</h1>
${info}${table}${sums}
<div class="sm">Paid by ${rng.pick(['check no. ' + rng.digits(4), 'Visa ending ' + rng.digits(4), 'cash'])}. Irons are forged from mild steel; heat evenly and brand dry stock only.</div>`
      : `<div class="head"><div class="brand">Elk Creek Brand Shop</div><div class="sm">22750 Elk Creek Rd, rural Haakon County, SD (no city tax) · (605) 859-${rng.digits(4)}</div></div>
<h1>Invoice</h1>
${info}${table}${sums}
<div class="sm">Thank you. Custom irons are not returnable once forged.</div>
<div class="foot">Dale Kessler, proprietor · SD Sales Tax License ${license}</div>`;
    const page = co ? '8.5in 11in' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Nimbus Mono PS'"};font-size:${co ? 13 : 10}px;padding:${co ? '14mm' : '9mm'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:3px solid #5d4037;padding-bottom:5px}.brand{font-size:${co ? 26 : 18}px;font-weight:bold;color:#5d4037}h1{font-size:${co ? 20 : 14}px}.pairs{width:100%}.sum{width:${co ? 50 : 85}%;margin-left:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:7mm;left:9mm;right:9mm;border-top:1px solid #777;padding-top:3px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
