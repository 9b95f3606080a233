import { amount, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-us-idaho-wood-stove-dealer-invoice';

const LINES: [string, number][] = [
  ['Cast-iron wood stove, 2.0 cu ft firebox', 189900],
  ['Soapstone wood stove, catalytic', 289500],
  ['Stainless chimney pipe, 6" x 36"', 12900],
  ['Hearth pad, tile, 36" x 52"', 34900],
  ['Stove installation labor (per hour)', 9500],
  ['Chimney cap with spark arrestor', 8900],
  ['Fireplace tool set, forged', 11900],
  ['Stove thermometer, magnetic', 2900],
  ['Annual chimney sweep', 19500],
];

const VENDORS = [
  {
    brand: 'PANHANDLE HEARTH &amp; STOVE',
    legal: 'Panhandle Hearth and Stove, Inc.',
    addr: '415 N 1st Ave, Sandpoint, ID 83864',
    color: '#5d4037',
    font: "'URW Bookman','Liberation Serif',serif",
    num: (rng: Rng) => `PH-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    top: true,
  },
  {
    brand: 'Sawtooth Stove Works',
    legal: 'Sawtooth Stove Works LLC',
    addr: '220 Main St, Salmon, ID 83467',
    color: '#2e5d4b',
    font: "'Liberation Sans Narrow','Liberation Sans',sans-serif",
    num: (rng: Rng, iso: string) => `${iso.slice(2, 4)}-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    top: false,
  },
];

export const enUsIdahoWoodStoveDealerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [0]);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const lines = rng.some(LINES, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: /hour/.test(name) ? rng.int(2, 6) : 1 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(sub, 6);
    const sum = sub + tax;
    const permit = `${rng.digits(9)}-${rng.digits(3)}`;
    const deposit = Math.round(sum / 2 / 100) * 100;
    const phone = `(208) ${rng.int(200, 899)}-${rng.digits(4)}`;
    const body = `<div class="pg">
<div class="head"><div class="brand">${v.brand}</div><div class="r sm">${v.top ? `${e(v.legal)}<br/>` : ''}${v.addr}<br/>${phone}${v.top ? `<br/>Idaho Seller's Permit ${permit}` : ''}</div></div>
<h1>INVOICE</h1>
${boxes([
  ['Invoice No.', number],
  ['Invoice Date', v.date(date)],
  ['Quote Date', v.date(plus(date, -rng.int(12, 45)))],
  ['Account', `A-${rng.int(10000, 99999)}`],
])}
<div class="cust"><b>Bill to:</b> ${rng.pick(['Avi Mor, cabin at 88 Lakeview Rd, Hope, ID', 'Galilee Outdoor Imports Ltd., Rosh Pinna, Israel', 'Ruth Levy-Carter, Boise, ID'])}</div>
${items(
  ['Description', 'Qty', 'Unit', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]),
)}
<div class="sums">${pairs([
      ['Subtotal', `$${amount(sub)}`],
      ['Idaho sales tax 6%', `$${amount(tax)}`],
      ['Invoice Total', `$${amount(sum)}`],
      [`Deposit paid ${v.date(plus(date, -rng.int(5, 11)))}`, `-$${amount(deposit)}`],
      ['Balance Due', `$${amount(sum - deposit)}`],
    ])}</div>
<div class="sm">Installed per NFPA 211. Warranty registration no. W${rng.digits(8)}. Card ending ${rng.digits(4)}.</div>
${v.top ? '' : `<div class="foot">${e(v.legal)} · Idaho Seller's Permit ${permit} · Lemhi County</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:0.6in}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color}}.r{text-align:right}.brand{font-size:24px;font-weight:bold;color:${v.color}}h1{letter-spacing:3px}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
