import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, spaced } from '../../generalisation/notation';
import { baseCss, grid, items, next, row, total, vatOn } from './extra';

const ID = 'en-mongolian-horsehead-fiddle-maker-invoice';

const GOODS: [string, number, number][] = [
  ['Morin khuur, full size, carved horse head', 850, 1600],
  ['Morin khuur, student / travel size', 450, 750],
  ['Spare bow, horsehair', 90, 180],
  ['Rosin, larch resin', 8, 15],
  ['Padded hard case', 120, 220],
  ['Lesson with the maker, one hour', 40, 60],
  ['Packing for air travel', 35, 60],
];

/** Ulaanbaatar horse-head fiddle maker's invoice in US dollars, Mongolian VAT of 10% added. */
export const enMongolianHorseheadFiddleMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 4)).map(([name, lo, hi]) => ({ name, qty: 1, unit: rng.int(lo, hi) * 100 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, 10);
    const gross = net + vat;
    const vendorName = co ? 'Altai Khuur Urlan LLC' : 'Dorjsuren Batbayar';
    const doc = co ? `AK-${date.slice(0, 4)}-${rng.digits(4)}` : rng.digits(5);
    const f = (d: string) => (co ? d.replace(/-/g, '.') : dt(d, 'd Month yyyy'));
    const m = (c: number) => (co ? `$${amount(c)}` : `USD ${spaced(c)}`);
    const body = `<div class="head"><div class="brand">${co ? 'ALTAI KHUUR' : 'BATBAYAR MORIN KHUUR'}</div><div class="r sm">${co ? `${vendorName}<br>Peace Avenue 44, Sükhbaatar District, Ulaanbaatar, Mongolia<br>State reg. no. ${rng.digits(7)} · VAT payer` : `Workshop: 3rd khoroo, Khan-Uul District, Ulaanbaatar<br>Tel. +976 ${rng.digits(4)} ${rng.digits(4)}`}</div></div>
<h1>${co ? 'VAT INVOICE' : 'Invoice'}</h1>
${grid([
  ['Invoice no.', doc],
  ['Date', f(date)],
  ['E-receipt lottery no.', `${rng.pick(['AB', 'KL', 'TR'])} ${rng.digits(8)}`],
  ['Buyer', rng.pick(['Yael Harari', 'Ido Shapira', 'Michal Katz', 'Amir Levin'])],
  ['Passport', `${rng.digits(8)}`],
])}
${items(
  ['Item', 'Qty', 'Price', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="sum">${row('Amount before VAT', m(net))}${row('VAT 10%', m(vat))}${row('Total payable', m(gross), 'b big')}</div>
<div class="sm">${rng.pick(['Paid by Visa card', 'Paid by bank transfer (Khan Bank)', 'Paid by Mastercard'])} · rate of the day ${rng.int(3350, 3480)}.${rng.digits(2)} MNT/USD · goods handed over at the workshop.</div>
${co ? '' : `<div class="foot">${vendorName} · taxpayer no. ${rng.digits(7)} · registered VAT payer</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'Nimbus Roman'"};font-size:13px;padding:18mm}.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #1565c0;padding-bottom:6px}.r{text-align:right}.brand{font-size:26px;font-weight:bold;color:#1565c0}h1{font-size:20px}.sum{width:50%;margin-left:auto}.big{font-size:1.2em;border-top:1px solid #333}.foot{margin-top:40px;border-top:1px solid #aaa;padding-top:5px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
