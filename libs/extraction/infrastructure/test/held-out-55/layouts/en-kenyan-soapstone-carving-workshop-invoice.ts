import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-kenyan-soapstone-carving-workshop-invoice';

const GOODS: [string, number, number][] = [
  ['Soapstone elephant, hand-carved (medium)', 18, 45],
  ['Kisii stone chess set', 60, 140],
  ['Soapstone bowl, etched', 12, 30],
  ['Family of hippos (set of 3)', 15, 35],
  ['Abstract "Unity" sculpture', 80, 220],
  ['Carving session at the workshop (per person)', 20, 35],
  ['Export packing and bubble crate', 8, 15],
];

/** Kenyan soapstone carving workshop's invoice in US dollars: VAT 16% added to the subtotal. */
export const enKenyanSoapstoneCarvingWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 + rng.pick([0, 50]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(sub, 16);
    const gross = sub + tax;
    const vendorName = co ? 'Tabaka Soapstone Artisans Ltd' : 'Samuel Onyancha Nyakundi';
    const pin = `${co ? 'P' : 'A'}0${rng.digits(8)}${rng.pick(['K', 'M', 'Z', 'B'])}`;
    const doc = co ? `TSA-INV-${rng.digits(5)}` : `${date.slice(0, 4)}/${rng.digits(4)}`;
    const f = (d: string) => dt(d, co ? 'd Month yyyy' : 'yyyy-mm-dd');
    const m = (c: number) => (co ? `US$ ${amount(c)}` : `${amount(c)} USD`);
    const body = `<div class="head"><div><div class="brand">${co ? 'KISII STONE' : 'ONYANCHA CARVERS'}</div><div class="sm">${co ? 'Tabaka village, Kisii County, Kenya' : `Tabaka market stall 7 · +254 7${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`}</div></div>${co ? `<div class="sm r">${vendorName}<br>KRA PIN ${pin}<br>P.O. Box ${rng.int(100, 999)}-40200</div>` : ''}</div>
<h2>TAX INVOICE</h2>
${pairs(
  [
    ['Invoice number', doc],
    ['Invoice date', f(date)],
    ['eTIMS CU invoice no.', `KRA${rng.digits(10)}`],
    ['Visit reference', `V-${rng.digits(4)}`],
    ['Customer', rng.pick(['Shira Golan', 'Omer Katz', 'Michal Peretz', 'Guy Naor'])],
    ['Customer PIN', 'N/A (non-resident)'],
  ],
  2,
)}
${items(
  ['Item', 'Qty', 'Unit price', 'Line total'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="sum">${row('Subtotal (excl. VAT)', m(sub))}${row('VAT @ 16%', m(tax))}${row('TOTAL', m(gross), 'b big')}</div>
<div class="sm">Paid by ${rng.pick(['card', 'M-Pesa', 'card'])} · ref ${rng.digits(10)}</div>
${co ? '' : `<div class="foot">${vendorName} · KRA PIN ${pin} · Kisii, Kenya</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Serif Condensed'" : "'Liberation Sans Narrow'"};font-size:13px;padding:15mm}.head{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:28px;font-weight:bold;color:${co ? '#bf360c' : '#1a237e'}}.sum{width:45%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
