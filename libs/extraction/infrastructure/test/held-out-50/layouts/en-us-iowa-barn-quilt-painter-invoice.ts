import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-us-iowa-barn-quilt-painter-invoice';

/** Iowa barn quilt painter's invoice in dollars with Iowa's 6% state sales tax. */
export const enUsIowaBarnQuiltPainterInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0, 6]);
    const co = n % 2 === 0;
    const size = rng.pick([
      ['4 ft × 4 ft', 45000],
      ['6 ft × 6 ft', 85000],
      ['8 ft × 8 ft', 135000],
    ] as [string, number][]);
    const lines: [string, number, number][] = [[`Painted barn quilt block, ${size[0]}`, 1, size[1]]];
    if (rng.chance(0.6)) lines.push(['Custom pattern design', 1, 12500]);
    if (rng.chance(0.6)) lines.push(['Mounting hardware kit', 1, 6800]);
    if (rng.chance(0.5)) lines.push(['UV clear coat', 2, 2400]);
    if (rng.chance(0.5)) lines.push(['Small 2 ft × 2 ft gift block', rng.int(1, 3), 11000]);
    const sub = total(lines.map(([, q, u]) => q * u));
    const tax = vatOn(sub, 6);
    const gross = sub + tax;
    const deposit = rng.chance(0.5) ? Math.round(gross / 400) * 100 : 0;
    const vendorName = co ? 'Prairie Squares Inc.' : 'Heartland Barn Art LLC';
    const doc = co ? `PSQ-${rng.digits(5)}` : `${date.slice(2, 4)}-${rng.digits(4)}`;
    const f = (iso: string) => (co ? dt(iso, 'Month d, yyyy') : dt(iso, 'mm/dd/yyyy'));
    const head = co
      ? `<div class="hd"><div class="brand">BARN QUILTS OF IOWA</div><div class="sm">${vendorName}<br>Route 2, Grundy Center, IA 50638<br>Iowa sales tax permit ${rng.digits(9)}</div></div>`
      : `<div class="hd"><div class="brand">HOOT OWL QUILT BLOCKS</div><div class="sm">(563) ${rng.digits(3)}-${rng.digits(4)}</div></div>`;
    const body = `<div class="sheet">${head}<h2>INVOICE</h2>
${boxes([
  ['Invoice No.', doc],
  ['Invoice Date', f(date)],
  ['Completed', f(plus(date, -rng.int(1, 8)))],
  ['Customer', `CU-${rng.digits(5)}`],
])}
<div>Bill to: ${rng.pick(['The Vandermeer family, Pella', 'Hillside Lutheran Church, Decorah', 'County Fair Board, Adel', 'Ronen & Michal Tal, Ames'])}</div>
${items(
  ['Description', 'Qty', 'Unit', 'Amount'],
  lines.map(([d, q, u]) => [d, String(q), `$${amount(u)}`, `$${amount(q * u)}`]),
)}
${row('Subtotal', `$${amount(sub)}`)}${row('Iowa state sales tax 6%', `$${amount(tax)}`)}${row('Invoice Total', `$${amount(gross)}`, 'b big')}
${deposit ? `${row(`Deposit received ${f(plus(date, -rng.int(15, 40)))}`, `-$${amount(deposit)}`)}${row('Balance Due', `$${amount(gross - deposit)}`)}` : ''}
<div class="sm">Work order WO-${rng.digits(4)} · Net 15 · checks payable to ${vendorName}</div>
${co ? '' : `<div class="foot">${vendorName} · 88 Mill St., Maquoketa, IA 52060 · Iowa sales tax permit ${rng.digits(9)}</div>`}</div>`;
    const page = 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'C059'" : "'Liberation Sans Narrow'"};font-size:13px}.sheet{padding:15mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #733}
.brand{font-size:24px;font-weight:bold;color:#733}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
