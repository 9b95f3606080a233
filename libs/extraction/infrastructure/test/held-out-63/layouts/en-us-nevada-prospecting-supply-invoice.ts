import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-us-nevada-prospecting-supply-invoice';

/** Goods: name, lowest and highest price in whole dollars, lowest and highest quantity. */
const GOODS: [string, number, number, number, number][] = [
  ['VLF gold detector, 45 kHz, with 10x5 in coil', 549, 1299, 1, 1],
  ['Pulse induction detector, 11 in mono coil', 2199, 3499, 1, 1],
  ['Gold pan set, 14 in and 10 in, with riffles', 19, 35, 1, 3],
  ['Aluminium sluice box, 50 in', 89, 249, 1, 1],
  ['Highbanker with 12 V pump', 650, 1150, 1, 1],
  ['Classifier screens, nesting set of 5', 29, 49, 1, 2],
  ['Snuffer bottle', 6, 12, 1, 4],
  ['Drywasher, folding, gas engine', 690, 1100, 1, 1],
  ['Pick, 30 in fiberglass handle', 39, 79, 1, 2],
  ['Pinpointer probe', 119, 179, 1, 2],
  ['Glass sample vials, pack of 12', 7, 14, 1, 3],
  ['Coil cover, 10x5 in', 18, 32, 1, 2],
];
const BUYERS: [string, string][] = [
  ['Ray Dunnigan', 'Tonopah, NV'],
  ['Carla Estes', 'Bishop, CA'],
  ['Vern Oakley', 'Ely, NV'],
  ['Jenna Marsh', 'Reno, NV'],
  ['Hector Ruiz', 'Pahrump, NV'],
  ['Gail Thornberry', 'Winnemucca, NV'],
];

/**
 * A prospecting supply shop's invoice in dollars (never a Sunday; 2022 to 2025), goods bought at the counter in an
 * unincorporated town of a county that levies no optional local sales tax: Nevada's statewide 6.85% only.
 */
export const enUsNevadaProspectingSupplyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi, qlo, qhi]) => ({ name, qty: rng.int(qlo, qhi), price: rng.int(lo, hi) * 100 + rng.pick([0, 95, 99]) }));
    const sums = lines.map((l) => l.qty * l.price);
    const sub = total(sums);
    // 6.85% in integer cents, rounded half up.
    const tax = Math.round((sub * 685) / 10000);
    const gross = sub + tax;
    const vendorName = co ? 'Esmeralda Prospectors Supply LLC' : 'Wade Tolliver';
    const doc = co ? `EP${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? `$${amount(c)}` : amount(c));
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : dt(d, 'd Mon yyyy'));
    const [buyer, town] = rng.pick(BUYERS);
    const permit = `${rng.digits(10)}-${rng.pick(['001', '002'])}`;
    const layaway = rng.chance(0.35) ? Math.round(gross / 4 / 100) * 100 : 0;
    const table = items(
      co ? ['Item', 'Qty', 'Unit price', 'Amount'] : ['Description', 'Qty', 'Price', 'Total'],
      lines.map((l, i) => [e(l.name), String(l.qty), money(l.price), money(sums[i])]),
    );
    const totals = `${row('Subtotal', money(sub))}${row('Sales Tax 6.85%', money(tax))}${row('Total', money(gross), 'b big')}${
      layaway ? `${row(`Layaway deposit received ${f(plus(date, -rng.int(14, 60)))}`, `(${money(layaway)})`)}${row('Balance paid at pickup', money(gross - layaway))}` : ''
    }`;
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Customer', e(buyer)],
        ['City', town],
        ['Payment', rng.pick(['Visa', 'Cash', 'Check #' + rng.int(1000, 4999), 'Mastercard'])],
        ['Sold', 'over the counter'],
      ],
      2,
    );
    const body = co
      ? `<div class="head"><div class="brand">ESMERALDA PROSPECTORS SUPPLY</div><div class="addr">${vendorName}<br>US-95, Goldfield, NV 89013 · Esmeralda County<br>(775) 485-${rng.digits(4)} · NV Sales Tax Permit ${permit}</div></div>
<h1>INVOICE</h1>${info}${table}<div class="sum">${totals}</div>
<div class="sm">Claim maps and BLM land status are for reference only; the buyer is responsible for confirming mineral rights before digging. Detectors carry the maker's warranty.</div>`
      : `<div class="head2"><div class="brand2">Crescent Valley Detectors</div><div class="sm">Metal detectors and prospecting gear · Crescent Valley, NV 89821 (Eureka County) · (775) 468-${rng.digits(4)}</div></div>
<h1>Invoice ${doc}</h1>${info}${table}<div class="sum">${totals}</div>
<div class="foot">Wade Tolliver, owner · NV Sales Tax Permit ${permit} · Crescent Valley, Nevada</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Liberation Serif'"};font-size:${co ? 13 : 11}px;padding:${co ? '0.7in' : '0.4in'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:4px double #8d6e63;padding-bottom:6px}.brand{font-family:'Nimbus Sans Narrow';font-size:28px;font-weight:bold;color:#a1887f;letter-spacing:1px}.addr{font-size:11px}
.head2{text-align:center;border-bottom:2px solid #37474f;padding-bottom:4px}.brand2{font-size:21px;font-weight:bold;color:#37474f}
h1{font-size:${co ? 20 : 15}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:60%;margin-left:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:0.3in;left:0.4in;right:0.4in;border-top:1px solid #777;padding-top:3px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
