import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-png-port-moresby-generator-hire-invoice';

/** Units: description, lowest and highest day rate in whole US dollars (before GST). */
const UNITS: [string, number, number][] = [
  ['Diesel generator 20 kVA, silenced', 85, 120],
  ['Diesel generator 60 kVA, silenced', 160, 220],
  ['Diesel generator 150 kVA, trailer-mounted', 320, 430],
  ['Distribution board and cabling set', 25, 40],
  ['Fuel cube 1,000 L', 30, 45],
];
const CLIENTS = ['Hohola Events Ltd', 'Boroko Community Hall Association', 'Waigani Convention Services Ltd', 'Gordons Market Traders Inc.'];

/**
 * A Port Moresby equipment hirer's tax invoice in US dollars for generators hired and used in Papua
 * New Guinea (not to a resource company, not an export), PNG GST at the standard 10% added.
 */
export const enPngPortMoresbyGeneratorHireInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [0, 6]);
    const days = rng.int(2, 21);
    const lines = rng.some(UNITS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 }));
    const hire = lines.map((l) => ({ ...l, amt: l.qty * l.unit * days }));
    const delivery = rng.pick([0, 15000, 22000]);
    const net = total(hire.map((l) => l.amt)) + delivery;
    const gst = Math.floor((net * 10 + 50) / 100);
    const gross = net + gst;
    const vendorName = 'Kumul Power Hire Limited';
    const doc = `INV${rng.int(20000, 29999)}`;
    const start = plus(date, -days);
    const rows = hire.map((l) => [l.name, String(l.qty), `${days} days`, amount(l.unit), amount(l.amt)]);
    if (delivery) rows.push(['Delivery and collection (NCD)', '1', '', amount(delivery), amount(delivery)]);
    const body = `<div class="bar">KUMUL POWER HIRE</div>
<div class="sm">Kumul Power Hire Limited · Section 61, Lot 12, Gerehu Stage 6, Port Moresby, NCD, Papua New Guinea · +675 ${rng.int(320, 329)} ${rng.digits(4)}<br>TIN ${rng.digits(9)} · GST Reg. GS${rng.digits(6)}</div>
<h1>TAX INVOICE ${doc}</h1>
${pairs(
  [
    ['Date', dt(date, 'dd/mm/yyyy')],
    ['Customer', rng.pick(CLIENTS)],
    ['Hire period', `${dt(start, 'dd/mm/yyyy')} to ${dt(date, 'dd/mm/yyyy')}`],
    ['Hire contract', `HC-${rng.int(1000, 9999)}`],
  ],
  2,
)}
${items(['Equipment', 'Units', 'Period', 'Day rate USD', 'Amount USD'], rows)}
<div class="sum">${row('Total excluding GST', amount(net))}${row('GST 10%', amount(gst))}${row('TOTAL USD', `USD ${amount(gross)}`, 'b big')}</div>
<div class="sm">Kina invoice available on request. Payment by telegraphic transfer within 14 days.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:11px;padding:14mm 15mm}.bar{background:#b71c1c;color:#ffd600;font-size:26px;font-weight:bold;padding:8px 12px;letter-spacing:2px}
h1{font-size:18px;margin:12px 0 6px}.sum{width:45%;margin-left:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(gst) },
    };
  },
};
