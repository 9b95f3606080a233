import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, idOf, items, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-cloud-gpu-rental-monthly-bill';

/** GPU types: name, price per GPU-hour in agorot (lowest, highest). */
const GPUS: [string, number, number][] = [
  ['A100 80GB', 780, 980],
  ['H100 80GB SXM', 1290, 1690],
  ['L40S 48GB', 490, 640],
  ['RTX 6000 Ada 48GB', 380, 520],
];
const CUSTOMERS = ['Neuronix Vision Ltd', 'Kav Data Labs Ltd', 'Maayan Genomics Ltd', 'Tzafon Robotics Ltd', 'Lexa Speech AI Ltd'];

/**
 * An Israeli GPU cloud's monthly bill in English and shekels, A4 (Liberation Serif, DejaVu Sans
 * Mono for the figures): the usage period (the month before the issue date), GPU-hours by type at
 * an hourly rate, reserved nodes, block storage by TB-month, egress by GB, a support plan, credits
 * applied; VAT added; tax invoice number, issue and due dates, account number failing the check
 * and the customer's company number as distractors.
 */
export const enCloudGpuRentalMonthlyBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'utility bill',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [1, 4]);
    const date = avoid(d0, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, rng.pick([15, 30]));
    const lines: [string, string, string, number][] = [];
    for (const [name, lo, hi] of rng.some(GPUS, rng.int(1, 3))) {
      const hours = rng.int(40, 2200);
      const unit = rng.int(lo / 10, hi / 10) * 10;
      lines.push([`On-demand GPU: ${name}`, `${hours.toLocaleString('en-US')} GPU-h`, amount(unit), hours * unit]);
    }
    if (rng.chance(0.4)) {
      const nodes = rng.int(1, 2);
      const unit = rng.pick([3890000, 4650000]);
      lines.push([`Reserved node, 8 x A100 (monthly commitment)`, `${nodes}`, amount(unit), nodes * unit]);
    }
    const tb = rng.int(2, 60);
    lines.push(['NVMe block storage', `${tb} TB-month`, amount(24500), tb * 24500]);
    const gb = rng.int(100, 9000);
    lines.push(['Internet egress beyond 1 TB', `${gb.toLocaleString('en-US')} GB`, amount(28), gb * 28]);
    const support = rng.pick([49000, 149000]);
    lines.push([`Support plan: ${support > 100000 ? 'Business' : 'Developer'}`, '1', amount(support), support]);
    if (rng.chance(0.3)) {
      const credit = -rng.int(5, 20) * 10000;
      lines.push(['Start-up programme credit applied', '', '', credit]);
    }
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Shefa Compute Ltd';
    const taxId = idOf(vendorName, true);
    const doc = `SC-${date.slice(2, 4)}${rng.digits(5)}`;
    const customer = rng.pick(CUSTOMERS);
    const body = `<div class="head"><div><div class="brand">shefa<span>compute</span></div><div class="sm">GPU cloud &middot; hosted in Israel</div></div><div class="addr">${e(vendorName)}<br>Company No. ${taxId}<br>12 HaMada St, Ness Ziona, Israel<br>billing@shefacompute.co.il</div></div>
<h1>Tax Invoice ${doc}</h1>
${boxes([
  ['Issue date', dt(date, 'd Mon yyyy')],
  ['Usage period', `${dt(from, 'd Mon yyyy')} - ${dt(to, 'd Mon yyyy')}`],
  ['Account', notAnId(rng)],
  ['Payment due', dt(due, 'd Mon yyyy')],
])}
<div class="cust">Billed to: <b>${e(customer)}</b>, Company No. ${taxIdOfCustomer(rng)}</div>
<h2>Usage for ${enMonth(from)}</h2>
${items(
  ['Service', 'Quantity', 'Unit price (ILS)', 'Amount (ILS)'],
  lines.map(([d, q, u, s]) => [e(d), q, u, amount(s)]),
)}
<div class="tot">${row('Subtotal', amount(net))}${row(`VAT ${rate}%`, amount(vat))}${row('Total (ILS)', `&#8362;${amount(gross)}`, 'b big')}</div>
<div class="note">Charged to the card on file on the due date. Usage details per instance are available in the console. Prices in new Israeli shekels.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','DejaVu Serif';font-size:12px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:28px;font-weight:bold;color:#222}.brand span{color:#16a085}.addr{text-align:right;font-size:11px;line-height:1.45}
h1{font-size:19px;margin:14px 0 6px}h2{font-size:14px;margin:12px 0 2px}.cust{margin:8px 0}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;font-family:'DejaVu Sans Mono';font-size:11px}
.tot{width:44%;margin:8px 0 0 auto;font-family:'DejaVu Sans Mono'}.big{font-size:1.12em;border-top:1.5px solid #000;padding-top:3px}.note{margin-top:18px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
