import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, dayOf, e, items, nth, pairs, row, total, vatOn, yearFor } from './extra';

const ID = 'en-bahamas-junkanoo-workshop-invoice';
/** The Bahamas' standard VAT rate since 1 January 2022. */
const VAT = 10;

/** Goods and workshops: name, lowest and highest price in whole dollars (before VAT), lowest and highest quantity. */
const GOODS: [string, number, number, number, number][] = [
  ['Goatskin drum, 14 in', 120, 170, 1, 2],
  ['Goatskin drum, 22 in, hand-stretched', 260, 380, 1, 1],
  ['Cowbells, welded pair', 45, 90, 1, 3],
  ['Junkanoo whistle', 8, 15, 1, 6],
  ['Fringed crepe-paper headpiece', 150, 450, 1, 1],
  ['Shoulder piece, cardboard and crepe', 90, 220, 1, 2],
  ['Mini Junkanoo dancer figure', 35, 65, 1, 4],
  ['Rush-out drum and cowbell workshop (2 h)', 45, 75, 1, 6],
  ['Costume pasting class (2 h)', 55, 80, 1, 6],
  ['Padded drum bag for air travel', 25, 45, 1, 2],
];
const BUYERS = ['Rachel Goldstein', 'Mark Ellison', 'Priya Natarajan', 'Tom Vandermeer', 'Claire Dubois', 'Yossi Harel'];

/** A Nassau Junkanoo studio's invoice in US dollars (the Bahamian dollar at par), VAT 10% added. */
export const enBahamasJunkanooWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    // Goods contracted in 2021 and delivered in January 2022 kept the old 12%: the 2022 receipts are dated from February.
    const date = dayOf(rng, year, year === 2022 ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : undefined);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(3, 6)).map(([name, lo, hi, qlo, qhi]) => ({ name, qty: rng.int(qlo, qhi), price: rng.int(lo, hi) * 100 }));
    const sums = lines.map((l) => l.qty * l.price);
    const net = total(sums);
    const vat = vatOn(net, VAT);
    const gross = net + vat;
    const vendorName = co ? 'Rushout Junkanoo Studio Ltd.' : 'Mavis Rolle';
    const tin = `1${rng.digits(8)}`;
    const doc = co ? `RJ-${rng.int(1000, 9999)}` : String(rng.int(100, 999));
    const money = (c: number) => (co ? `$${amount(c)}` : `US$ ${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'Month d, yyyy') : dt(d, 'd Month yyyy'));
    const buyer = rng.pick(BUYERS);
    const table = items(
      co ? ['Item', 'Qty', 'Price', 'Amount'] : ['Description', 'Qty', 'Each', 'Total'],
      lines.map((l, i) => [e(l.name), String(l.qty), money(l.price), money(sums[i])]),
    );
    const totals = `${row('Subtotal', money(net))}${row(`VAT ${VAT}%`, money(vat))}${row(co ? 'Total due' : 'TOTAL', money(gross), 'b big')}`;
    const info = pairs(
      [
        ['Invoice', doc],
        ['Date', f(date)],
        ['Sold to', e(buyer)],
        ['Staying at', rng.pick(['Cable Beach', 'Paradise Island', 'Bay Street', 'Love Beach'])],
        ['Paid by', rng.pick(['Visa', 'Mastercard', 'Cash', 'Amex'])],
        ['Goods', 'collected at the studio'],
      ],
      2,
    );
    const body = co
      ? `<div class="head"><div class="brand">RUSHOUT</div><div class="addr">${vendorName}<br>Market Street, Nassau, New Providence, The Bahamas<br>VAT TIN ${tin} · Business Licence ${rng.digits(7)}</div></div>
<h1>INVOICE</h1>${info}${table}<div class="sum">${totals}</div>
<div class="sm">All prices in US dollars; Bahamian dollars accepted at par. Drums carry the maker's mark inside the shell.</div>`
      : `<div class="head2"><div class="brand2">Goatskin &amp; Bells</div><div class="sm">Junkanoo drums, bells and workshops · Fox Hill Road, Nassau · (242) ${rng.digits(3)}-${rng.digits(4)}</div></div>
<h1>Invoice No. ${doc}</h1>${info}${table}<div class="sum">${totals}</div>
<div class="foot">Mavis Rolle, sole proprietor · VAT TIN ${tin} · Fox Hill, Nassau, The Bahamas</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic'" : "'C059'"};font-size:${co ? 13 : 10.5}px;padding:${co ? '0.7in' : '0.4in'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid #fbc02d;padding-bottom:6px}.brand{font-size:36px;font-weight:bold;color:#00838f;letter-spacing:3px}.addr{text-align:right;font-size:11px}
.head2{text-align:center;border-bottom:2px solid #00838f;padding-bottom:4px}.brand2{font-size:21px;font-weight:bold;color:#f9a825}
h1{font-size:${co ? 20 : 14}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:50%;margin-left:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:0.3in;left:0.4in;right:0.4in;border-top:1px solid #777;padding-top:3px;font-size:9px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
