import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, row, total } from './extra';

const ID = 'en-us-new-jersey-copper-weathervane-forge-invoice';

const GOODS: [string, number, number][] = [
  ['Copper rooster weathervane, 30 in.', 380, 720],
  ['Running horse weathervane, gilded', 520, 980],
  ['Leaping trout weathervane', 340, 610],
  ['Eagle weathervane, 36 in.', 640, 1150],
  ['Cedar cupola, 24 in., copper roof', 850, 1600],
  ['Roof mount bracket with ball bearing', 45, 85],
  ['Directionals N-S-E-W, cast brass', 60, 120],
  ['Re-gilding of customer vane, 23k gold leaf', 180, 360],
];

/** New Jersey copper weathervane forge's invoice in dollars: New Jersey's 6.625% sales tax, no local sales tax. */
export const enUsNewJerseyCopperWeathervaneForgeInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.8) ? 1 : 2, unit: rng.int(lo, hi) * 100 + rng.pick([0, 0, 50, 95]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    // 6.625% = 53/800, rounded half up to the cent.
    const tax = Math.round((sub * 53) / 800);
    const gross = sub + tax;
    const vendorName = co ? 'Kingwood Copper Forge, LLC' : 'Walter Brandt';
    const cert = `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}/000`;
    const doc = co ? `KCF-${rng.digits(5)}` : `WB${date.slice(2, 4)}-${rng.digits(3)}`;
    const f = (d: string) => (co ? dt(d, 'mm/dd/yyyy') : dt(d, 'Month d, yyyy'));
    const buyer = rng.pick(['Hadas Mintz', 'Ofer Weiss', 'Tali Sharabi', 'Boaz Eldar']);
    const head = co
      ? `<div class="brand">RARITAN WEATHERVANE WORKS</div><div>${vendorName}</div><div class="sm">Barn 2, Kingwood Township, Hunterdon County, Frenchtown, NJ 08825 · (908) ${rng.digits(3)}-${rng.digits(4)}</div><div class="sm">NJ Certificate of Authority ${cert}</div>`
      : `<div class="brand">Musconetcong Vane &amp; Cupola</div><div class="sm">Alexandria Township, Hunterdon County, Milford, NJ 08848 · (908) ${rng.digits(3)}-${rng.digits(4)}</div>`;
    const body = `${head}
<table class="meta"><tr><td><b>INVOICE</b> ${doc}</td><td>Date: ${f(date)}</td></tr><tr><td>Sold to: ${buyer}</td><td>Delivery: picked up at the forge</td></tr><tr><td>Terms: ${rng.pick(['Paid in full', 'Due on receipt'])}</td><td>Deposit ref. ${rng.digits(4)}</td></tr></table>
${items(
  ['Qty', 'Description', 'Each', 'Amount'],
  lines.map((l) => [String(l.qty), l.name, `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]),
)}
<div class="sum">${row('Subtotal', `$${amount(sub)}`)}${row('NJ Sales Tax 6.625%', `$${amount(tax)}`)}${row('Total', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">Hand-hammered over carved wooden forms; the copper will weather to a green patina within a few years. Paid by ${rng.pick(['Visa', 'check no. ' + rng.digits(4), 'cash', 'Amex'])}.</div>
${co ? '' : `<div class="foot">Walter Brandt, proprietor · NJ Certificate of Authority ${cert}</div>`}`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'DejaVu Sans Mono'"};font-size:${co ? 13.5 : 10}px;padding:${co ? 15 : 9}mm}.brand{font-size:${co ? 26 : 17}px;font-weight:bold;color:#8d4e1a}.meta{width:100%;margin:10px 0;border:1px solid #555}.meta td{padding:4px 6px;border:1px solid #aaa}.sum{width:${co ? 45 : 75}%;margin-left:auto}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:28px;border-top:1px solid #999;padding-top:4px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
