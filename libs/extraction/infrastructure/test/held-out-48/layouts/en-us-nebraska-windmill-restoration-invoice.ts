import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-us-nebraska-windmill-restoration-invoice';
const WORK: [string, number][] = [
  ['Aermotor 702 gearbox rebuild', 185000],
  ['Replacement sail set (18 blades)', 142000],
  ['Tower leg straightening, per leg', 38000],
  ['Sucker rod and leathers', 26500],
  ['Tail vane repaint with lettering', 54000],
  ['Crane lift and reinstallation', 95000],
  ['Pump cylinder, brass 2-3/4"', 31000],
  ['Galvanized bolts kit', 8900],
];

/** A Nebraska windmill restoration shop's invoice in dollars (Letter), state sales tax 5.5%. */
export const enUsNebraskaWindmillRestorationInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0, 6]);
    const co = n % 2 === 0;
    const lines = rng.some(WORK, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: name.includes('per leg') ? rng.int(1, 4) : 1 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(sub, 5.5);
    const gross = sub + tax;
    const deposit = rng.chance(0.6) ? Math.round(gross * 0.25) : 0;
    const vendorName = co ? 'Sandhills Windmill Works, Inc.' : 'Platte Valley Windmills LLC';
    const doc = co ? `SWW-${rng.digits(5)}` : `${date.slice(2, 4)}-${rng.digits(4)}`;
    const f = co ? 'Month d, yyyy' : 'mm/dd/yyyy';
    const permit = `NE Sales Tax Permit ${rng.digits(2)}-${rng.digits(8)}`;
    const head = co
      ? `<div class="hd"><div class="brand">SANDHILLS WINDMILL WORKS</div><div class="sm">${vendorName}<br>410 Main St., Valentine, NE 69201<br>(402) ${rng.digits(3)}-${rng.digits(4)}<br>${permit}</div></div>`
      : `<div class="hd"><div class="brand">Platte Valley Windmills</div><div class="sm">Restoration · Repair · Water wells</div></div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div>
<h1>INVOICE</h1>
${boxes([
  ['Invoice No.', doc],
  ['Invoice Date', dt(date, f)],
  ['Estimate Date', dt(plus(date, -rng.int(20, 80)), f)],
  ['Customer Acct.', `A-${rng.digits(5)}`],
])}
<p>Bill to: ${rng.pick(['Cherry County Historical Society', 'Double K Ranch', 'Pioneer Village Museum', 'Kibbutz Yotvata Heritage Trust, Israel'])}</p>
${items(
  ['Description', 'Qty', 'Price', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]),
)}
<div class="tot">${row('Subtotal', `$${amount(sub)}`)}${row('Nebraska sales tax 5.5%', `$${amount(tax)}`)}${row('Invoice Total', `$${amount(gross)}`, 'b big')}${
      deposit ? `${row(`Deposit received ${dt(plus(date, -rng.int(10, 40)), f)}`, `-$${amount(deposit)}`)}${row('Balance Due', `$${amount(gross - deposit)}`)}` : ''
    }</div>
<p class="sm">Work order WO-${rng.digits(4)} · Terms: due on receipt · Checks payable to ${co ? 'Sandhills Windmill Works' : 'Platte Valley Windmills'}</p>
${co ? '' : `<div class="foot">${vendorName} · 2200 E Hwy 30, Kearney, NE 68847 · ${permit}</div>`}</div>`;
    const page = 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'C059'" : "'Liberation Sans Narrow'"};font-size:13px}
.sheet{padding:0.7in}.hd{display:flex;justify-content:space-between}.brand{font-size:24px;font-weight:bold;color:#6a3d1a}h1{font-size:20px}
.tot{width:50%;margin-left:auto}.big{font-size:1.15em}.foot{margin-top:20mm;border-top:1px solid #888;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
