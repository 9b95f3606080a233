import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-us-rhode-island-carousel-restoration-invoice';
const WORK: [string, number, number, number][] = [
  ['Carved horse restoration, full repaint', 1, 2, 420000],
  ['Gold leaf, mane and trappings', 1, 4, 38000],
  ['Brass pole re-plating', 1, 6, 21500],
  ['Rounding board panel, oil painting', 1, 3, 95000],
  ['Band organ bellows leather', 1, 1, 187500],
  ['Mirror panel, bevelled', 2, 8, 14500],
  ['Light sockets & bulbs, set of 50', 1, 3, 9800],
  ['Crating and shipping, per figure', 1, 2, 65000],
];

/** Rhode Island carousel restoration workshop: an invoice in dollars with 7% sales tax added. */
export const enUsRhodeIslandCarouselRestorationInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0, 6]);
    const a = n % 2 === 0;
    const lines = rng.some(WORK, rng.int(2, 5)).map(([name, lo, hi, unit]) => ({ name, unit, qty: rng.int(lo, hi) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(sub, 7);
    const gross = sub + tax;
    const deposit = Math.round((gross * 0.4) / 100) * 100;
    const vendorName = a ? 'Narragansett Carousel Works, Inc.' : 'Flying Horse Restorations LLC';
    const doc = a ? `NCW-${rng.digits(5)}` : `${date.slice(2, 4)}-${rng.digits(4)}`;
    const fmt = (iso: string) => (a ? dt(iso, 'Month d, yyyy') : dt(iso, 'mm/dd/yyyy'));
    const quote = plus(date, -rng.int(30, 90));
    const head = a
      ? `<div class="hd"><div class="brand">NARRAGANSETT CAROUSEL WORKS</div><div class="sm">${vendorName}<br>210 Thames St., Bristol, RI 02809<br>(401) ${rng.digits(3)}-${rng.digits(4)}<br>RI Sales Permit ${rng.digits(8)}</div></div>`
      : `<div class="hd"><div class="brand">Flying Horse Restorations</div><div class="sm">Westerly, Rhode Island</div></div>`;
    const body = `<div class="sheet">${head}<h1>INVOICE</h1>
${boxes([
  ['Invoice No.', doc],
  ['Invoice Date', fmt(date)],
  ['Estimate Date', fmt(quote)],
  ['Customer Acct.', `C-${rng.digits(5)}`],
])}
<div><b>Sold to:</b> ${rng.pick(['Luna Park Heritage Trust, Tel Aviv, Israel', 'Crescent Park Carousel Friends, East Providence, RI', 'Kfar Saba Municipal Park Dept., Israel', 'Ocean View Amusements, Newport, RI'])}</div>
${items(
  ['Description', 'Qty', 'Rate', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]),
)}
<div class="tot">${row('Subtotal', `$${amount(sub)}`)}${row('Rhode Island sales tax 7%', `$${amount(tax)}`)}${row('Invoice Total', `$${amount(gross)}`, 'b big')}
${row(`Deposit received ${fmt(plus(quote, rng.int(3, 20)))}`, `-$${amount(deposit)}`)}${row('Balance Due', `$${amount(gross - deposit)}`, 'b')}</div>
<div class="sm">Terms: balance due on delivery. Work order WO-${rng.digits(4)} · Checks payable to ${vendorName}.</div>
${a ? '' : `<div class="foot">${vendorName} · 18 Canal St., Westerly, RI 02891 · RI Sales Permit ${rng.digits(8)}</div>`}</div>`;
    const css = `${baseCss}
body{font-family:${a ? "'C059'" : "'Liberation Sans Narrow'"};font-size:12.5px}
.sheet{padding:14mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #6b2d5c}.brand{font-size:22px;font-weight:bold;color:#6b2d5c}
h1{font-size:20px}.tot{width:50%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:26px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
