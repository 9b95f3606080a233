import { amount, htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, e, items, next, pairs, total } from './extra';

const ID = 'en-belize-cave-tubing-tour-invoice';

const MAIN: [string, number, number][] = [
  ['Cave tubing, Caves Branch river, licensed guide and equipment', 65, 95],
  ['Actun Tunichil Muknal cave expedition, licensed guide', 110, 145],
  ['Combo: cave tubing and jungle zip line', 110, 140],
];
const LEADS = ['Megan Holloway', 'Lukas Brenner', 'Sofia Marchetti', 'James Whitfield', 'Tomás Ferreira', 'Olivia Grant', 'Noah Castellanos', 'Emma Visser'];
const PICKUPS = ['Belize City cruise terminal', 'Hotel in San Ignacio', 'Hotel in Hopkins', 'Philip Goldson Intl. Airport', 'Belmopan'];

/**
 * A Belize cave tour operator's tax invoice in US dollars for tours taken in Belize, the General Sales
 * Tax at 12.5% added; the reserves' entrance fees are paid at the site and left out.
 */
export const enBelizeCaveTubingTourInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const guests = rng.int(1, 8);
    const main = rng.int(0, MAIN.length - 1);
    const lines: { name: string; unit: string; qty: number; price: number }[] = [
      { name: MAIN[main][0], unit: 'person', qty: guests, price: rng.int(MAIN[main][1], MAIN[main][2]) * 100 },
    ];
    if (main !== 2 && rng.chance(0.4)) lines.push({ name: 'Jungle zip line, seven platforms', unit: 'person', qty: guests, price: rng.int(55, 80) * 100 });
    if (rng.chance(0.6)) lines.push({ name: 'Lunch: rice and beans, stew chicken, fresh juice', unit: 'person', qty: guests, price: rng.int(12, 18) * 100 + rng.pick([0, 50]) });
    if (rng.chance(0.7)) lines.push({ name: 'Private transfer, return', unit: 'vehicle', qty: guests > 6 ? 2 : 1, price: rng.int(60, 180) * 100 });
    if (rng.chance(0.3)) lines.push({ name: 'Waterproof camera hire', unit: 'unit', qty: rng.int(1, 2), price: rng.int(15, 25) * 100 });
    if (rng.chance(0.3)) lines.push({ name: 'Dry bag hire', unit: 'unit', qty: rng.int(1, guests), price: rng.int(5, 8) * 100 });
    if (rng.chance(0.35)) lines.push({ name: 'Photo package, 40 edited photos', unit: 'group', qty: 1, price: rng.int(35, 55) * 100 });
    const sums = lines.map((l) => l.qty * l.price);
    const net = total(sums);
    const gst = Math.round((net * 125) / 1000); // 12.5%, rounded half up to the cent
    const gross = net + gst;
    const vendorName = co ? 'Sibun River Adventures Ltd.' : 'Marisol Cal';
    const tin = new Rng(seedOf(`h64~${vendorName}`)).digits(6);
    const doc = co ? `SRA-${rng.int(1000, 9999)}` : String(rng.int(100, 999));
    const f = (d: string) => (co ? dt(d, 'Month d, yyyy') : dt(d, 'dd/mm/yyyy'));
    const money = (c: number) => (co ? `US$${amount(c)}` : `${amount(c)} USD`);
    const lead = rng.pick(LEADS);
    const rows = lines.map((l, i) => [e(l.name), `${l.qty} ${l.unit}${l.qty > 1 ? 's' : ''}`, money(l.price), money(sums[i])]);
    const totals = `<table class="tot"><tr><th>Subtotal</th><td>${money(net)}</td></tr><tr><th>GST 12.5%</th><td>${money(gst)}</td></tr><tr class="b"><th>${co ? 'Total due' : 'TOTAL'}</th><td>${money(gross)}</td></tr></table>`;
    const fees = 'Archaeological reserve entrance fees are paid at the site and are not part of this invoice.';
    const body = co
      ? `<div class="head"><div class="brand">SIBUN RIVER<br>ADVENTURES</div><div class="addr">${vendorName}<br>Mile 37, George Price Highway, Belize District, Belize<br>+501 6${rng.digits(2)}-${rng.digits(4)} · GST TIN ${tin}<br>Tour Operator Licence TO-${rng.int(100, 999)}</div></div>
<h1>TAX INVOICE</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', f(date)],
    ['Lead guest', lead],
    ['Guests', String(guests)],
    ['Pick-up', rng.pick(PICKUPS)],
    ['Booking ref.', `BK${rng.digits(6)}`],
    ['Guide', rng.pick(['Elvis Chun', 'Rudy Pop', 'Andrea Ack', 'Wilfredo Coc'])],
    ['Payment', rng.pick(['Visa', 'Mastercard', 'Cash (US$)', 'Bank transfer'])],
  ],
  2,
)}
${items(['Description', 'Quantity', 'Rate', 'Amount'], rows)}${totals}
<p class="sm">For information: BZ$${amount(gross * 2)} at BZ$2.00 = US$1.00. ${fees}</p>`
      : `<div class="c"><div class="brand2">Tapir Trail Cave Tours</div><div class="sm">Burns Avenue, San Ignacio, Cayo District · +501 6${rng.digits(2)}-${rng.digits(4)}</div></div>
<h2>Invoice #${doc}</h2>
${pairs(
  [
    ['Date', f(date)],
    ['Guest', lead],
    ['Party of', String(guests)],
    ['Paid', rng.pick(['Cash', 'Card', 'PayPal'])],
  ],
  2,
)}
${items(['Tour / item', 'Qty', 'Price', 'Amount'], rows)}${totals}
<p class="sm">${fees}</p>
<div class="foot">Marisol Cal, sole trader · GST TIN ${tin} · Thank you and come back to Cayo!</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Nimbus Roman'"};font-size:${co ? 12.5 : 11}px;padding:${co ? '0.6in 0.7in' : '0.4in 0.45in'}}
.head{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #2e7d32;padding-bottom:8px}.brand{font-family:'URW Gothic';font-size:26px;font-weight:bold;color:#2e7d32;line-height:1.05}.addr{text-align:right;font-size:11px}
h1{font-size:21px;margin:14px 0 6px;color:#2e7d32}h2{font-size:16px;text-align:center;margin:8px 0 4px}.brand2{font-size:21px;font-weight:bold;color:#4e342e}
.pairs{width:100%;margin-bottom:6px}.tot{width:50%;margin-left:auto;margin-top:6px}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #111;font-size:1.1em}
.foot{margin-top:14px;border-top:1px solid #999;padding-top:4px;font-size:10px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(gst) },
    };
  },
};
