import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, items, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'en-australian-opal-cutter-invoice';

/** Australian opal cutter's tax invoice in US dollars, GST 10% included, collected in store. */
export const enAustralianOpalCutterInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const pool: [string, number, number][] = [
      ['Boulder opal pendant, sterling silver', 1, rng.int(180, 650) * 100],
      ['Black opal solid, 1.2 ct (loose)', 1, rng.int(300, 1200) * 100],
      ['Opal doublet earrings', rng.int(1, 2), rng.int(90, 220) * 100],
      ['Crystal opal ring, 9ct gold', 1, rng.int(450, 1500) * 100],
      ['Opal cutting demonstration, per person', rng.int(1, 4), 2500],
      ['Gift box and certificate', 1, 1500],
    ];
    const rows = rng.some(pool, rng.int(2, 4));
    const gross = total(rows.map(([, q, u]) => q * u));
    const gst = vatIn(gross, 10);
    const vendorName = co ? 'Coober Pedy Opal Cutters Pty Ltd' : 'Black Ridge Opals Pty Ltd';
    const abn = `${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}`;
    const doc = co ? `OPC-${rng.digits(5)}` : `${date.slice(2, 4)}/${rng.digits(4)}`;
    const f = co ? dt(date, 'd Month yyyy') : dt(date, 'dd/mm/yyyy');
    const m = (c: number) => (co ? `USD ${amount(c)}` : `US$${amount(c)}`);
    const body = `<div class="top"><div><div class="brand">${co ? 'DESERT FIRE OPALS' : 'Black Ridge Opals'}</div><div class="sm">${co ? 'Hutchison St, Coober Pedy SA 5723, Australia' : 'Morilla St, Lightning Ridge NSW 2834, Australia'}</div></div>
${co ? `<div class="r">${vendorName}<br>ABN ${abn}</div>` : ''}</div>
<h2>TAX INVOICE</h2>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice date', f],
    ['Order ref.', `SO-${rng.digits(5)}`],
    ['Collected', dt(plus(date, rng.int(0, 2)), co ? 'd Month yyyy' : 'dd/mm/yyyy')],
    ['Customer', `C${rng.digits(5)}`],
    ['Currency', 'USD'],
  ],
  2,
)}
<div>Sold to: ${rng.pick(['Avi Shapira', 'Tamar Klein', 'Oren Weiss', 'Lior Ben-David'])}, visitor from Israel, passport ${rng.digits(8)} · collected in store</div>
${items(
  ['Item', 'Qty', 'Unit price', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="sum">${row('Total (GST inclusive)', m(gross), 'b big')}${row('GST 10% included', m(gst))}${row('Amount excl. GST', m(gross - gst))}</div>
<div class="sm">Card ${rng.pick(['Visa', 'Mastercard'])} •••• ${rng.digits(4)}. Tourist Refund Scheme claims are made at the airport. Westpac BSB ${rng.digits(3)}-${rng.digits(3)}.</div>
${co ? '' : `<div class="foot">${vendorName} · ABN ${abn} · Lightning Ridge NSW</div>`}`;
    const page = co ? 'A4' : 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'URW Bookman'"};font-size:12.5px;padding:16mm}.top{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:26px;font-weight:bold;color:${co ? '#bf360c' : '#212121'}}h2{font-size:18px}.sum{width:50%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(gst) },
    };
  },
};
