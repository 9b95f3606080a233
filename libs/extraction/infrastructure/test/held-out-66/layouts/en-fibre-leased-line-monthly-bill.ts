import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { baseCss, idOf, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-fibre-leased-line-monthly-bill';

/** An Israeli business fibre provider's English monthly bill in shekels, for the month it is issued in, VAT added, with a due date. */
export const enFibreLeasedLineMonthlyBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 3]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date);
    const to = lastOfMonth(date);
    const speed = rng.pick([100, 200, 500, 1000]);
    const lines: [string, number][] = [
      [`Dedicated fibre line ${speed} Mbps symmetric`, rng.int(9, 40) * 10000],
      ['Static IP block /29', 12000],
      ['Managed router and 24/7 NOC monitoring', rng.int(15, 35) * 1000],
    ];
    if (rng.chance(0.5)) lines.push(['Backup 4G link', 8900]);
    if (rng.chance(0.3)) lines.push(['Technician visit (one-off)', 45000]);
    const net = total(lines.map(([, a]) => a));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Lightpath Networks Israel Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `LPN${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(10000, 99999)}`;
    const due = plus(date, 21);
    const body = `<div class="head"><div class="brand">lightpath</div><div class="sm">Lightpath Networks Israel Ltd. · Company No. ${taxId}<br>HaBarzel St 32, Tel Aviv · support@lightpath.example</div></div>
<h1>Tax Invoice · ${enMonth(from)}</h1>
${pairs(
  [
    ['Invoice number', doc],
    ['Issue date', dt(date, 'd Mon yyyy')],
    ['Account', notAnId(rng)],
    ['Circuit ID', `FBR-${rng.digits(6)}`],
    ['Service period', `${dt(from, 'd Mon yyyy')} – ${dt(to, 'd Mon yyyy')}`],
    ['Due date', dt(due, 'd Mon yyyy')],
  ],
  2,
)}
${items(
  ['Service', 'Amount (ILS)'],
  lines.map(([n, a]) => [n, amount(a)]),
)}
<div class="sum">${row('Charges before VAT', amount(net))}${row(`VAT ${rate}%`, amount(vat))}${row('Total to pay', `₪${amount(gross)}`, 'b big')}</div>
<div class="sm">Paid by standing order on the due date. Previous balance ₪0.00. SLA availability this month: 99.9${rng.int(5, 9)}%.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:11.5px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #00897b}.brand{font-size:30px;color:#00897b;font-weight:bold}
h1{font-size:18px;margin:12px 0 6px}.sum{width:45%;margin-left:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
