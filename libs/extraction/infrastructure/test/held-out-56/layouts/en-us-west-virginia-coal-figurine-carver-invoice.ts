import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-us-west-virginia-coal-figurine-carver-invoice';

const GOODS: [string, number, number][] = [
  ['Coal miner figurine with lamp, 6 in.', 45, 120],
  ['Black bear carved from coal', 60, 180],
  ['Coal heart pendant on leather cord', 18, 35],
  ['West Virginia outline plaque, coal on oak', 35, 70],
  ['Coal steam locomotive, 9 in.', 90, 220],
  ['Coal lump with engraved mine tag', 15, 30],
];

/** West Virginia coal figurine carver's invoice in dollars: West Virginia's 6% sales tax, collected at the workshop outside any municipality. */
export const enUsWestVirginiaCoalFigurineCarverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const merch = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(merch, 6);
    const gross = merch + tax;
    const vendorName = co ? 'Black Diamond Coal Carvings, Inc.' : 'Earl Whitlock';
    const cert = rng.digits(7);
    const doc = co ? `BDC-${rng.digits(5)}` : `${date.slice(0, 4)}-${rng.digits(3)}`;
    const [Y, M, D] = date.split('-');
    const f = (d: string) => (co ? dt(d, 'Month d, yyyy') : `${Number(M)}/${Number(D)}/${Y.slice(2)}`);
    const body = `<div class="head"><div class="brand">${co ? 'BLACK DIAMOND CARVINGS' : 'WHITLOCK COAL ART'}</div><div class="r sm">${co ? `${vendorName}<br>Helvetia, WV 26224 (Randolph County)<br>WV Business Registration Cert. ${cert}` : `Hand-carved coal · Lost River, WV 26810<br>(304) ${rng.digits(3)}-${rng.digits(4)}`}</div></div>
<h1>${co ? 'SALES INVOICE' : 'Invoice'}</h1>
${pairs(
  [
    ['Invoice no.', doc],
    ['Date', f(date)],
    ['Sold to', rng.pick(['Naama Peretz', 'Gil Rosen', 'Tali Hadad', 'Joel Brenner'])],
    ['Customer ref.', `C${rng.digits(4)}`],
    ['Delivery', 'Picked up at the workshop'],
    ['Terms', 'Paid in full'],
  ],
  2,
)}
${items(
  ['Item', 'Qty', 'Each', 'Line total'],
  lines.map((l) => [l.name, String(l.qty), `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]),
)}
<div class="sum">${row('Subtotal', `$${amount(merch)}`)}${row('WV sales tax 6%', `$${amount(tax)}`)}${row('TOTAL', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)} · auth ${rng.digits(6)}. Every piece is carved from West Virginia bituminous coal and sealed.</div>
${co ? '' : `<div class="foot">Earl Whitlock, sole proprietor, d/b/a Whitlock Coal Art · WV Business Registration Cert. ${cert}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'C059'" : "'Nimbus Sans Narrow'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #212121}.r{text-align:right}.brand{font-size:24px;font-weight:bold;color:#212121;letter-spacing:1px}h1{font-size:20px}.sum{width:45%;margin-left:auto}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:40px;border-top:1px solid #999;padding-top:6px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
