import { addDays, amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, row, total } from './extra';

const ID = 'en-us-oklahoma-storm-shelter-installer-invoice';

/** Oklahoma storm shelter installer's invoice in dollars with Oklahoma's 4.5% state sales tax. */
export const enUsOklahomaStormShelterInstallerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0, 6]);
    const co = n % 2 === 0;
    const rows: [string, number, number][] = [
      [rng.pick(['Steel in-garage shelter, 6 person', 'Underground concrete shelter, 8 person', 'Above-ground safe room, 4x6 ft']), 1, rng.pick([389500, 524000, 612500])],
    ];
    if (rng.chance(0.7)) rows.push(['Excavation and backfill', 1, rng.pick([65000, 85000])]);
    rows.push(['Anchor bolts, epoxy set (each)', rng.int(8, 16), 1850]);
    if (rng.chance(0.5)) rows.push(['Ventilation kit', 1, 12900]);
    if (rng.chance(0.5)) rows.push(['Battery LED light and bench', 1, 18900]);
    rows.push(['FEMA P-361 registration paperwork', 1, 7500]);
    const sub = total(rows.map(([, q, u]) => q * u));
    const tax = Math.round((sub * 45) / 1000);
    const inv = sub + tax;
    const deposit = Math.round(inv * 0.25);
    const vendorName = co ? 'Red Dirt Shelters, Inc.' : 'Cimarron Storm Cellars LLC';
    const doc = co ? `RDS-${rng.digits(5)}` : `${date.slice(2, 4)}-${rng.digits(4)}`;
    const f = co ? 'Month d, yyyy' : 'mm/dd/yyyy';
    const m = (c: number) => `$${amount(c)}`;
    const permit = `OK sales tax permit ${rng.digits(2)}-${rng.digits(7)}`;
    const head = co
      ? `<div class="hd"><div><div class="brand">RED DIRT SAFE ROOMS</div><div class="sm">Norman, Oklahoma</div></div><div class="sm">${vendorName}<br>2100 W Lindsey St, Norman, OK 73069<br>(405) ${rng.digits(3)}-${rng.digits(4)}<br>${permit}</div></div>`
      : `<div class="hd"><div><div class="brand">Cimarron Cellars</div><div class="sm">storm cellars · safe rooms</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="dbl"></div>
<h2>INVOICE</h2>
${boxes([
  ['Invoice No.', doc],
  ['Invoice Date', dt(date, f)],
  ['Install Date', dt(addDays(date, -rng.int(1, 9)), f)],
  ['Customer Acct.', `C-${rng.digits(5)}`],
])}
<div>Bill to: <b>${rng.pick(['The Harjo family', 'Prairie View Baptist Church', 'Shawnee Elementary PTA', 'Lior & Dana Avrahami'])}</b>, ${rng.pick(['Moore', 'Edmond', 'Shawnee', 'Tulsa'])}, OK</div>
${items(
  ['Description', 'Qty', 'Unit', 'Amount'],
  rows.map(([name, q, u]) => [name, String(q), m(u), m(q * u)]),
)}
<div class="tot">${row('Subtotal', m(sub))}${row('Oklahoma state sales tax 4.5%', m(tax))}${row('Invoice Total', m(inv), 'b big')}${
      rng.chance(0.6) ? `${row(`Deposit received ${dt(addDays(date, -rng.int(20, 60)), f)}`, `-${m(deposit)}`)}${row('Balance Due', m(inv - deposit))}` : ''
    }</div>
<div class="sm">Work order WO-${rng.digits(5)}. Terms: net 15. Thank you for keeping your family safe.</div>
${co ? '' : `<div class="foot">${vendorName} · 410 E Main St, Stillwater, OK 74074 · ${permit}</div>`}</div>`;
    const page = 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'C059'" : "'Liberation Sans Narrow'"};font-size:13px}
.sheet{padding:15mm}.hd{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:#8a3b12}
.tot{width:55%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:16mm;border-top:1px solid #888;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(inv), tax: truthAmount(tax) },
    };
  },
};
