import { amount, EN_MONTHS, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { notAnId } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-nepalese-singing-bowl-foundry-invoice';

const GOODS: [string, number, number][] = [
  ['Hand-hammered singing bowl, 7 in., bell metal', 60, 140],
  ['Full-moon singing bowl, 10 in.', 150, 320],
  ['Tingsha cymbals on leather strap', 25, 60],
  ['Wooden striker and silk cushion', 12, 25],
  ['Singing bowl set of 7 (chakra)', 380, 780],
  ['Bronze ritual bell (ghanta) with dorje', 70, 160],
];

/** Patan (Lalitpur) singing bowl foundry's invoice in US dollars: Nepal's 13% VAT added to the taxable amount. */
export const enNepaleseSingingBowlFoundryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 + rng.pick([0, 50]) }));
    const gross0 = total(lines.map((l) => l.qty * l.unit));
    const disc = rng.chance(0.5) ? Math.round(gross0 * 0.05) : 0;
    const taxable = gross0 - disc;
    const vat = vatOn(taxable, 13);
    const grand = taxable + vat;
    const vendorName = co ? 'Himalayan Bell Metal Pvt. Ltd.' : 'Ram Bahadur Shakya';
    const pan = notAnId(rng);
    const doc = co ? `HBM/${rng.digits(4)}` : `${rng.digits(3)}`;
    const [Y, M, D] = date.split('-');
    const f = co ? `${D}-${EN_MONTHS[Number(M) - 1].slice(0, 3)}-${Y}` : `${Y}/${M}/${D}`;
    const money = (c: number) => (co ? `USD ${amount(c)}` : `$ ${amount(c)}`);
    const body = `<div class="head"><div><div class="brand">${co ? 'PATAN BOWL WORKS' : 'SHAKYA SINGING BOWLS'}</div><div class="sm">${co ? `${vendorName}<br>Mangal Bazaar, Lalitpur-16, Nepal<br>PAN/VAT No. ${pan}` : `Hand-beaten bowls since 1978 · Oku Bahal, Lalitpur<br>+977 1 55${Math.floor(rng.next() * 90000 + 10000)}`}</div></div><div class="tt">TAX INVOICE</div></div>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice Date (A.D.)', f],
    ['Buyer', rng.pick(['Michal Adler', 'Oren Katz', 'Hila Ben-Ami', 'Yossi Weiss'])],
    ['Buyer passport', `${rng.digits(8)}`],
    ['Mode of payment', rng.pick(['Card', 'Cash (USD)', 'Bank transfer'])],
    ['Counter', `${rng.int(1, 3)}`],
  ],
  2,
)}
${items(
  ['S.N.', 'Particulars', 'Qty', 'Rate', 'Amount'],
  lines.map((l, i) => [String(i + 1), l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="sum">${row('Total', money(gross0))}${disc ? row('Less: Discount 5%', money(disc)) : ''}${row('Taxable Amount', money(taxable))}${row('VAT 13%', money(vat))}${row('Grand Total', money(grand), 'b big')}</div>
<div class="sm">In words: ${'US dollars'} ${amount(grand)} only. Goods once sold are not returnable.</div>
${co ? '' : `<div class="foot">Proprietor: Ram Bahadur Shakya · PAN/VAT ${pan} · Registered at IRD, Lalitpur</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif'" : "'Nimbus Mono PS'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px double #8d6e63}.brand{font-size:24px;font-weight:bold;color:#8d6e63}.tt{font-size:20px;font-weight:bold;border:2px solid #333;padding:4px 10px}.sum{width:50%;margin-left:auto}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:40px;border-top:1px solid #999;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(grand), tax: truthAmount(vat) },
    };
  },
};
