import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, row, total } from './extra';

const ID = 'en-us-texas-matador-spur-maker-invoice';

/** Goods: name, lowest and highest price in whole dollars. */
const GOODS: [string, number, number][] = [
  ['Hand-forged spurs, silver-overlaid bands (pair)', 420, 780],
  ['Working spurs, plain steel (pair)', 160, 260],
  ['Spur straps, harness leather (pair)', 45, 85],
  ['Grazing bit, engraved cheeks', 240, 420],
  ['Rowels, replacement (pair)', 28, 48],
  ['Spur rest, forged', 35, 60],
];

/**
 * A bit and spur maker's over-the-counter invoice in Matador, Motley County, Texas (never a Sunday),
 * Texas state sales tax 6.25% added (no county or city tax there): integer numerator over 10,000, half up.
 */
export const enUsTexasMatadorSpurMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [0]);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = Math.floor((net * 625 + 5000) / 10000);
    const gross = net + tax;
    const vendorName = 'Pitchfork Bit & Spur Co. LLC';
    const doc = String(rng.int(1100, 1999));
    const rows = lines.map((l) => [String(l.qty), l.name, `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]);
    const body = `<div class="c"><div class="brand">PITCHFORK BIT &amp; SPUR</div><div>Pitchfork Bit &amp; Spur Co. LLC · Matador, Texas 79244 · Motley County · (806) ${rng.int(340, 349)}-${rng.digits(4)}</div><div class="sm">Texas Sales and Use Tax Permit No. 3-${rng.digits(5)}-${rng.digits(5)}-${rng.digits(1)}</div></div>
<div class="rule"></div>
<div class="row"><span><b>INVOICE No. ${doc}</b></span><span>Date: ${dt(date, 'mm/dd/yyyy')}</span></div>
<div>Sold to: ${rng.pick(['Dub Hargrove', 'Carla Benavides', 'Tres Lomas Ranch', 'J. T. Pruitt'])} · Paid by ${rng.pick(['check no. ' + rng.int(1000, 4999), 'cash', 'Visa ending ' + rng.digits(4)])}</div>
${items(['Qty', 'Description', 'Each', 'Amount'], rows)}
<div class="sum">${row('Subtotal', `$${amount(net)}`)}${row('Texas sales tax 6.25%', `$${amount(tax)}`)}${row('TOTAL', `$${amount(gross)}`, 'b big')}</div>
<div class="c sm">Made by hand in Motley County. Thank you, y'all come back.</div>`;
    const css = `${baseCss}
body{font-family:'URW Bookman';font-size:11px;padding:10mm 11mm}.brand{font-size:22px;font-weight:bold;letter-spacing:2px}.sum{width:55%;margin-left:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '5.5in 8.5in', css, body }),
      page: '5.5in 8.5in',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
