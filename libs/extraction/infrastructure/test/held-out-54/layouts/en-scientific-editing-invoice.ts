import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-scientific-editing-invoice';

/** Israeli scientific editing studio's English tax invoice in shekels: VAT added. */
export const enScientificEditingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const words = rng.int(40, 140) * 100;
    const per1000 = rng.int(28, 45) * 1000;
    const lines: [string, string, number][] = [
      [`Substantive editing, ${words.toLocaleString('en-US')} words`, `${amount(per1000)} / 1,000 words`, Math.round((words * per1000) / 1000)],
    ];
    if (rng.chance(0.6)) lines.push(['Response-to-reviewers letter', 'fixed', rng.int(6, 12) * 10000]);
    if (rng.chance(0.5)) lines.push([`Figure and legend check (${rng.int(3, 9)} figures)`, 'fixed', rng.int(3, 8) * 10000]);
    if (rng.chance(0.5)) lines.push(['Reference formatting to journal style', 'fixed', rng.int(2, 5) * 10000]);
    if (rng.chance(0.3)) lines.push(['Express turnaround (48 h)', 'surcharge', rng.int(3, 6) * 10000]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Lucid Manuscripts Ltd.' : 'Miriam Katz-Halevi';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LM-${date.slice(0, 4)}-${rng.digits(4)}` : rng.digits(5);
    const f = (d: string) => dt(d, co ? 'd Month yyyy' : 'dd/mm/yyyy');
    const a = (c: number) => (co ? `NIS ${amount(c)}` : `₪${amount(c)}`);
    const client = rng.pick(['Weizmann BioPharma Ltd.', 'Negev Agritech Ltd.', 'Carmel Neuro Devices Ltd.', 'Galilee Genomics Ltd.']);
    const body = `<div class="head"><div><div class="brand">${co ? 'LUCID' : 'Clear Science Editing'}</div><div class="sm">${co ? 'scientific &amp; medical editing' : 'Rehovot · ' + landline(rng)}</div></div><div class="sm r">${co ? `${vendorName}<br>Company No. ${hyphenId(taxId)}<br>2 Hamada St., Rehovot Science Park` : ''}</div></div>
<h2>TAX INVOICE</h2>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', f(date)],
    ['Project', `MS-${rng.digits(4)}`],
    ['Client PO', rng.digits(8)],
    ['Payment due', f(plus(date, 30))],
    ['Journal', rng.pick(['Cell Reports', 'PLOS ONE', 'Nature Communications', 'J. Agric. Food Chem.'])],
  ],
  2,
)}
<div>Bill to: ${client}, Company No. ${taxIdOfCustomer(rng)}</div>
${items(
  ['Service', 'Rate', 'Amount'],
  lines.map(([x, r, c]) => [x, r, amount(c)]),
)}
<div class="sum">${row('Total before VAT', a(net))}${row(`VAT ${rate}%`, a(vat))}${row('Total due', a(gross), 'b big')}</div>
<div class="sm">Bank Hapoalim, branch ${rng.digits(3)}, account ${rng.digits(6)}. Thank you for writing with us.</div>
${co ? '' : `<div class="foot">${vendorName} · Licensed Dealer (Osek Murshe) No. ${taxId}</div>`}`;
    const page = co ? 'A4' : 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'C059'" : "'Liberation Sans'"};font-size:13px;padding:18mm}.head{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:30px;font-weight:bold;letter-spacing:2px;color:${co ? '#004d40' : '#1a237e'}}.sum{width:45%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
