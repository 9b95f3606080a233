import { amount, formatDate, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, grid, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-us-maryland-duck-decoy-carver-invoice';

const GOODS: [string, number, number][] = [
  ['Canvasback drake decoy, hand-carved', 180, 320],
  ['Pair of redhead decoys', 260, 480],
  ['Miniature bufflehead, desk size', 45, 90],
  ['Working gunning decoy, cedar body', 120, 220],
  ['Great blue heron, cork & pine', 350, 650],
  ['Display stand, walnut', 25, 45],
];

/** Maryland duck decoy carver's invoice in dollars: Maryland's 6% sales tax on the merchandise only. */
export const enUsMarylandDuckDecoyCarverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 }));
    const merch = total(lines.map((l) => l.qty * l.unit));
    const ship = co ? rng.int(15, 40) * 100 : 0;
    const tax = vatOn(merch, 6);
    const gross = merch + ship + tax;
    const vendorName = co ? 'Susquehanna Flats Decoys Inc.' : 'Bushwhack Decoy Works LLC';
    const reg = rng.digits(8);
    const doc = co ? `SFD-${rng.digits(5)}` : rng.digits(4);
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : formatDate(d, 'Mon d, Y'));
    const town = rng.pick(['Annapolis, MD 21401', 'Easton, MD 21601', 'Frederick, MD 21701', 'Salisbury, MD 21801']);
    const body = `<div class="head"><div class="brand">${co ? 'SUSQUEHANNA FLATS DECOYS' : 'BUSHWHACK DECOYS'}</div><div class="sm r">${co ? `${vendorName}<br>410 Market St., Havre de Grace, MD 21078<br>MD Sales &amp; Use Tax Reg. ${reg}` : `Chestertown, Maryland · (410) ${rng.digits(3)}-${rng.digits(4)}`}</div></div>
<h2>Invoice</h2>
${grid([
  ['Invoice #', doc],
  ['Invoice date', f(date)],
  ['Special order', `SO ${rng.digits(4)}`],
  [co ? 'Delivered' : 'Collected', f(plus(date, co ? rng.int(3, 8) : 0))],
])}
<div>${co ? 'Deliver to' : 'Customer'}: ${rng.pick(['Karen Whitaker', 'Ben Adler', 'Sam Callahan', 'Orly Ben-Ami'])}${co ? `, ${rng.int(10, 999)} Bay Ridge Rd., ${town}` : ' (collected at the workshop)'}</div>
${items(
  ['Description', 'Qty', 'Unit', 'Extended'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="sum">${row('Merchandise', `$${amount(merch)}`)}${row('MD sales tax 6% (merchandise)', `$${amount(tax)}`)}${co ? row('Delivery (separately stated, not taxed)', `$${amount(ship)}`) : ''}${row('Invoice total', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">${rng.pick(['Amex', 'Visa', 'Discover'])} x${rng.digits(4)} · approval ${rng.digits(6)}</div>
${co ? '' : `<div class="foot">${vendorName} · 5 Cannon St., Chestertown, MD 21620 · MD Sales &amp; Use Tax Reg. ${reg}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Liberation Serif'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #37474f}.r{text-align:right}.brand{font-size:24px;font-weight:bold;color:${co ? '#2e7d32' : '#5d4037'}}.sum{width:52%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
