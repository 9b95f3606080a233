import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-vivarium-per-diem-invoice';

/** Charges: name, unit, lowest and highest price per unit in agorot, lowest and highest quantity. */
const CHARGES: [string, string, number, number, number, number][] = [
  ['Mouse housing, IVC cage per diem', 'cage-days', 780, 1150, 120, 1800],
  ['Rat housing, IVC cage per diem', 'cage-days', 1450, 2100, 60, 700],
  ['Quarantine intake and health screen', 'shipments', 38000, 52000, 1, 3],
  ['Technician time (dosing, weighing, sampling)', 'hours', 21000, 26000, 4, 40],
  ['Breeding colony management', 'colonies', 42000, 61000, 1, 4],
  ['Special diet handling', 'cage-months', 2400, 3600, 4, 30],
];

const CLIENTS = ['NeuroPath Therapeutics Ltd.', 'Karmel BioMed Ltd.', 'Orion Gene Editing Ltd.', 'Shoresh Immunology Ltd.'];

/**
 * An English tax invoice in shekels from an Israeli contract vivarium in Rehovot's science park to
 * a biotech start-up: A4, Noto Sans, per-diem cage charges for the month before the invoice, technician
 * hours and intake fees, Israeli VAT added, the client's company number, a study code and the due
 * date as distractors.
 */
export const enVivariumPerDiemInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng, undefined, [1, 12]);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const charges = rng.some(CHARGES, rng.int(2, 4)).map(([name, unit, lo, hi, qlo, qhi]) => ({ name, unit, qty: rng.int(qlo, qhi), price: rng.int(lo / 10, hi / 10) * 10 }));
    const net = total(charges.map((c) => c.qty * c.price));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Rehovot Preclinical Services Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `RPS-${rng.int(3100, 8999)}`;
    const client = rng.pick(CLIENTS);
    const clientId = taxIdOfCustomer(rng);
    const study = `ST-${date.slice(2, 4)}-${rng.int(100, 399)}`;
    const rows = charges.map((c) => [c.name, `${c.qty.toLocaleString('en-US')} ${c.unit}`, amount(c.price), amount(c.qty * c.price)]);
    const body = `<div class="head"><div><div class="brand">Rehovot Preclinical</div><div class="sm">contract animal facility · in-vivo study support</div></div>
<div class="sm right">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>Kiryat Weizmann Science Park, Rehovot, Israel</div></div>
<h1>TAX INVOICE No. ${doc}</h1>
<div class="cols">${pairs(
      [
        ['Invoice date', dt(date, 'd Mon yyyy')],
        ['Service period', `${dt(from, 'd Mon yyyy')} – ${dt(to, 'd Mon yyyy')}`],
        ['Study', study],
      ],
      1,
    )}${pairs(
      [
        ['Bill to', client],
        ['Company No.', clientId],
        ['Due date', dt(plus(date, 30), 'd Mon yyyy')],
      ],
      1,
    )}</div>
${items(['Service', 'Quantity', 'Rate (ILS)', 'Amount (ILS)'], rows)}
<div class="sum">${row('Subtotal', `ILS ${amount(net)}`)}${row(`VAT ${rate}%`, `ILS ${amount(vat)}`)}${row('Total', `ILS ${amount(gross)}`, 'b big')}</div>
<div class="foot">Charges for ${enMonth(from)} per the signed service agreement. Payment within 30 days by bank transfer (Bank Leumi, branch 850). Questions: billing@rehovot-preclinical.example</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans','DejaVu Sans';font-size:11.5px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid #2b5d8a;padding-bottom:6px}.brand{font-size:22px;font-weight:bold;color:#2b5d8a}.right{text-align:right}
h1{font-size:16px;margin:12px 0 8px}.cols{display:flex;gap:40px}.sum{width:45%;margin:10px 0 0 auto}.big{font-size:1.15em}.foot{margin-top:20px;font-size:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
