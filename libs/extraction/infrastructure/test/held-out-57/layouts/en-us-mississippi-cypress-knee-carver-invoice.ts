import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, row, total, vatOn } from './extra';

const ID = 'en-us-mississippi-cypress-knee-carver-invoice';

const GOODS: [string, number, number][] = [
  ['Cypress knee table lamp, 18 in.', 85, 190],
  ['Polished cypress knee, natural, 12 in.', 30, 70],
  ['Carved cypress knee heron', 120, 260],
  ['Cypress knee candle holder pair', 40, 80],
  ['Cypress slab serving board', 45, 95],
  ['Lamp shade, burlap', 18, 35],
];

/** Mississippi cypress knee carver's invoice in dollars: Mississippi's 7% sales tax on goods picked up at a rural workshop. */
export const enUsMississippiCypressKneeCarverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 + rng.pick([0, 95, 50]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(sub, 7);
    const gross = sub + tax;
    const vendorName = co ? 'Delta Cypress Works, LLC' : 'Lorene Tillman';
    const permit = `${rng.digits(3)}-${rng.digits(8)}`;
    const doc = co ? `${rng.digits(5)}` : `LT-${date.slice(2, 4)}${rng.digits(3)}`;
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : dt(d, 'd Mon yyyy').replace(/^(\d+) (\w+) (\d+)$/, '$2 $1, $3'));
    const body = `${co ? `<div class="brand">KNEE DEEP CYPRESS</div><div class="sm">${vendorName} · 4180 Hwy 49W, rural Humphreys County, Belzoni, MS 39038 · MS Sales Tax Permit ${permit}</div>` : `<div class="brand">Tillman's Cypress Knees</div><div class="sm">Off Hwy 12, rural Holmes County, MS 39063 · (662) ${rng.digits(3)}-${rng.digits(4)}</div>`}
<table class="meta"><tr><td><b>INVOICE</b> ${doc}</td><td>Date: ${f(date)}</td><td>Terms: ${rng.pick(['Due on receipt', 'Paid'])}</td></tr><tr><td>Sold to: ${rng.pick(['Gal Sagiv', 'Adi Marom', 'Shira Lavie', 'Noam Tal'])}</td><td>Ship via: Customer pickup</td><td>Order ${rng.digits(4)}</td></tr></table>
${items(
  ['Qty', 'Description', 'Unit price', 'Amount'],
  lines.map((l) => [String(l.qty), l.name, `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]),
)}
<div class="sum">${row('Merchandise', `$${amount(sub)}`)}${row('Sales tax (MS 7%)', `$${amount(tax)}`)}${row('Amount due', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">Each knee is harvested above the waterline and finished by hand. ${rng.pick(['Visa', 'Check no. ' + rng.digits(4), 'Cash'])}.</div>
${co ? '' : `<div class="foot">Lorene Tillman, sole proprietor · Mississippi sales tax permit ${permit}</div>`}`;
    const page = co ? 'Letter' : 'Legal';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Roman'" : "'FreeMono'"};font-size:13px;padding:15mm}.brand{font-size:26px;font-weight:bold;color:#33691e}.meta{width:100%;margin:12px 0;border:1px solid #555}.meta td{padding:4px 6px;border:1px solid #aaa}.sum{width:45%;margin-left:auto}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:40px;border-top:1px solid #999;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
