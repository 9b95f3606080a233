import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, plus, row, total } from './extra';

const ID = 'en-us-pennsylvania-hex-sign-painter-invoice';

const GOODS: [string, number, number][] = [
  ['Hand-painted hex sign, 12 in. (distelfink)', 6500, 9500],
  ['Hand-painted hex sign, 24 in. (double rosette)', 14500, 21000],
  ['Hand-painted hex sign, 36 in. (barn star)', 26000, 39000],
  ['Custom family hex sign, 48 in.', 52000, 78000],
  ['Mini hex ornament', 1200, 2400],
  ['Outdoor mounting kit', 1800, 3200],
  ['UV clear coat refresh', 3500, 6000],
];

/** Pennsylvania hex sign painter's invoice in dollars: 6% state sales tax on the taxable amount. */
export const enUsPennsylvaniaHexSignPainterInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const merch = total(lines.map((l) => l.qty * l.unit));
    const ship = co ? rng.int(18, 45) * 100 : 0;
    const taxable = merch + ship;
    const tax = Math.floor((taxable * 6 + 50) / 100);
    const gross = taxable + tax;
    const vendorName = co ? 'Conestoga Hex Signs Inc.' : 'Blue Barn Hex Works LLC';
    const license = rng.digits(8);
    const doc = co ? `CHS-${rng.digits(5)}` : `${rng.digits(3)}/${rng.digits(3)}`;
    const f = (d: string) => dt(d, co ? 'mm/dd/yyyy' : 'Month d, yyyy');
    const town = rng.pick(['Lititz, PA 17543', 'Ephrata, PA 17522', 'Strasburg, PA 17579', 'Elizabethtown, PA 17022']);
    const body = `<div class="head"><div><div class="brand">${co ? 'CONESTOGA HEX' : 'BLUE BARN HEX'}</div><div class="sm">${co ? 'Lancaster County, Pennsylvania' : `(717) ${rng.digits(3)}-${rng.digits(4)} · bluebarnhex.com`}</div></div>${co ? `<div class="sm r">${vendorName}<br>88 Old Philadelphia Pike, Bird-in-Hand, PA 17505<br>PA Sales Tax License ${license}</div>` : ''}</div>
<h2>INVOICE</h2>
${boxes([
  ['Invoice', doc],
  ['Date', f(date)],
  ['Commission', `HX-${rng.digits(4)}`],
  [co ? 'Ships' : 'Picked up', f(plus(date, co ? rng.int(2, 7) : 0))],
])}
<div>${co ? 'Ship to' : 'Sold to'}: ${rng.pick(['Rachel Stoltzfus', 'David Brenneman', 'Ilana Weiss', 'Tom Zook'])}, ${co ? `${rng.int(10, 999)} Main St., ` : ''}${town}</div>
${items(
  ['Item', 'Qty', 'Each', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="sum">${row('Merchandise', `$${amount(merch)}`)}${co ? row('Shipping (taxable)', `$${amount(ship)}`) : ''}${row('Taxable amount', `$${amount(taxable)}`)}${row('PA sales tax 6%', `$${amount(tax)}`)}${row('Total', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">${co ? `UPS ${'1Z' + rng.digits(16)} · ` : 'Picked up at the studio · '}Visa ending ${rng.digits(4)}, auth ${rng.digits(6)}</div>
${co ? '' : `<div class="foot">${vendorName} · 21 Furnace Hill Rd., Stevens, PA 17578 · PA Sales Tax License ${license}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'URW Bookman'" : "'FreeSerif'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:28px;font-weight:bold;color:${co ? '#b71c1c' : '#0d47a1'}}.sum{width:45%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
