import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, grid, items, next, plus, row, total } from './extra';

const ID = 'en-zambia-lusaka-marquee-hire-invoice';

const MARQUEES: [string, number, number][] = [
  ['Frame marquee 10 x 20 m (200 guests)', 420, 560],
  ['Frame marquee 15 x 30 m (450 guests)', 780, 980],
  ['Stretch tent 12 x 15 m', 310, 420],
];

const EXTRAS: [string, string, number, number, number, number][] = [
  ['Raised wooden flooring with carpet', 'm²', 4, 7, 120, 450],
  ['Chandeliers and festoon lighting', 'set', 45, 80, 2, 8],
  ['Banquet chairs with covers', 'chair', 1, 2, 100, 450],
  ['Round tables, 10-seater, with linen', 'table', 9, 15, 10, 45],
  ['Silent diesel generator, 60 kVA', 'day', 140, 210, 1, 3],
  ['Air-conditioning units', 'unit-day', 55, 85, 2, 12],
];

/**
 * A marquee hire company's tax invoice in Lusaka, Zambia: A4, P052, hire priced in US dollars to
 * event organisers, lodges and companies in and around Lusaka (hire of goods used in Zambia), Zambian
 * VAT at the standard 16% added (integer numerator over 100, half up), TPINs, the event's dates, a
 * deposit already received and the balance as distractors (never a Sunday).
 */
export const enZambiaLusakaMarqueeHireInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [0]);
    const days = rng.int(1, 3);
    const eventStart = plus(date, rng.int(-12, -2));
    const [marquee, lo, hi] = rng.pick(MARQUEES);
    const lines = [{ name: `${marquee}, hire per day`, unit: 'day', qty: days, price: rng.int(lo, hi) * 100 }];
    for (const [name, unit, plo, phi, qlo, qhi] of rng.some(EXTRAS, rng.int(2, 4))) {
      const qty = unit === 'day' || unit === 'unit-day' ? rng.int(qlo, qhi) * (unit === 'day' ? days : 1) : rng.int(qlo, qhi);
      lines.push({ name, unit, qty, price: rng.int(plo * 10, phi * 10) * 10 });
    }
    lines.push({ name: 'Erection and dismantling crew, transport from depot', unit: 'job', qty: 1, price: rng.int(180, 420) * 100 });
    const net = total(lines.map((l) => l.qty * l.price));
    const vat = Math.floor((net * 16 + 50) / 100);
    const gross = net + vat;
    const deposit = Math.round((gross * 0.5) / 10000) * 10000;
    const vendorName = 'Kafue Canvas Events Limited';
    const doc = `KCE${rng.int(10400, 19999)}`;
    const client = rng.pick(['Chalimbana River Lodge Ltd', 'Zambezi Weddings and Events', 'Copperbelt Agri Expo Ltd', 'Lusaka East Golf Estate Ltd']);
    const venue = rng.pick(['Leopards Hill Road, Lusaka', 'Chalimbana, Lusaka East', 'Chisamba farm block', 'Kafue Road showgrounds']);
    const rows = lines.map((l) => [l.name, `${l.qty} ${l.unit}`, amount(l.price), amount(l.qty * l.price)]);
    const body = `<div class="band"><div class="brand">KAFUE CANVAS</div><div class="tag">marquees · stretch tents · event power</div></div>
<div class="addr">${vendorName} · Plot ${rng.int(1000, 9999)}, Mungwi Road, Light Industrial Area, Lusaka · TPIN 10${rng.digits(8)} · +260 97${rng.digits(1)} ${rng.digits(6)}</div>
<h1>Tax Invoice ${doc}</h1>
${grid([
  ['Invoice date', dt(date, 'dd/mm/yyyy')],
  ['Customer', client],
  ['Customer TPIN', `20${rng.digits(8)}`],
  ['Event', `${dt(eventStart, 'dd/mm/yyyy')} – ${dt(plus(eventStart, days - 1), 'dd/mm/yyyy')}`],
  ['Venue', venue],
])}
${items(['Item', 'Quantity', 'Rate (USD)', 'Amount (USD)'], rows)}
<div class="sum">${row('Sub-total', `$${amount(net)}`)}${row('VAT 16%', `$${amount(vat)}`)}${row('Invoice total', `$${amount(gross)}`, 'b big')}
${row('Less deposit received', `$${amount(deposit)}`)}${row('Balance due in 14 days', `$${amount(gross - deposit)}`)}</div>
<div class="foot">Prices in US dollars; kwacha payments accepted at the Bank of Zambia mid-rate on the day of payment. Zanaco, Cairo Road branch, USD account. Thank you for celebrating under our canvas.</div>`;
    const css = `${baseCss}
body{font-family:'P052','DejaVu Serif';font-size:12px;padding:14mm 15mm}.band{background:#1d4d2b;color:#fff;padding:10px 14px;display:flex;justify-content:space-between;align-items:baseline}.brand{font-size:26px;font-weight:bold;letter-spacing:4px}.tag{font-style:italic}
.addr{font-size:10.5px;margin:6px 0 10px}h1{font-size:18px;margin:10px 0}.sum{width:50%;margin:10px 0 0 auto}.big{font-size:1.15em}.foot{margin-top:20px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
