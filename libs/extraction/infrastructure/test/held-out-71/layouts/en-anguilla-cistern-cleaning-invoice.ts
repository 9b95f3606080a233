import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, e, items, nth, pairs, plus, row, total, yearFor } from './extra';

const ID = 'en-anguilla-cistern-cleaning-invoice';

const CLIENTS: [string, string][] = [
  ['Villa Seagrape (owner: R. Hendricks)', 'Meads Bay'],
  ['Shoal Bay Heights Condominiums', 'Shoal Bay East'],
  ['Mrs L. Connor', 'George Hill'],
  ['Little Harbour Residence', 'Little Harbour'],
  ['Cove Palms Villas Ltd', 'West End'],
];

/**
 * An Anguillan cistern cleaning contractor's tax invoice to villas and homes on the island, in US dollars, A4 (URW
 * Bookman): the cistern's capacity in gallons, pump-out, scrubbing and chlorination by the job, sediment removal,
 * a UV lamp or filter cartridges on some, a truckload of water to refill on some; GST at 13% added (July 2022 to 2025);
 * GST registration number, job date, "ACC-nnnn". Never on a Sunday.
 */
export const enAnguillaCisternCleaningInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const date = avoid(dayOf(rng, year, year === 2022 ? [7, 8, 9, 10, 11, 12] : undefined, [3, 26]), [0]);
    const [client, place] = rng.pick(CLIENTS);
    const gallons = rng.pick([8000, 12000, 15000, 20000, 25000]);
    const lines: [string, number, number][] = [
      [`Pump-out, scrub and rinse of cistern (${gallons.toLocaleString('en-US')} US gal)`, 1, Math.round(gallons / 1000) * rng.int(28, 36) * 100],
      ['Shock chlorination and 24-hour test', 1, rng.int(90, 140) * 100],
      ['Sediment removal and disposal (per 5-gal bucket)', rng.int(3, 14), rng.int(12, 18) * 100],
    ];
    if (rng.chance(0.5)) lines.push(['UV steriliser lamp replacement', 1, rng.int(110, 160) * 100]);
    if (rng.chance(0.5)) lines.push(['Sediment/carbon filter cartridges', rng.int(2, 4), rng.int(22, 35) * 100]);
    if (rng.chance(0.4)) lines.push(['Water truck refill, per 3,000 gal load', rng.int(1, 3), rng.int(180, 240) * 100]);
    const sums = lines.map(([, q, p]) => q * p);
    const net = total(sums);
    const gst = Math.round((net * 13) / 100);
    const gross = net + gst;
    const vendorName = 'Rainkeeper Cistern Services Ltd.';
    const doc = `ACC-${rng.int(1200, 4900)}`;
    const body = `<div class="head"><div class="brand">Rainkeeper</div><div class="sm"><b>${e(vendorName)}</b><br>Blowing Point Road, Anguilla, British West Indies<br>Tel. +1 264 ${rng.int(235, 584)} ${rng.digits(4)} &middot; GST Reg. No. ${rng.digits(10)}</div></div>
<h1>TAX INVOICE</h1>
<div class="top"><div><b>Bill to</b><br>${e(client)}<br>${e(place)}, Anguilla</div><div>${pairs([
      ['Invoice', doc],
      ['Invoice date', dt(date, 'Month d, yyyy')],
      ['Work done', dt(plus(date, -rng.int(0, 4)), 'Month d, yyyy')],
      ['Terms', 'Due on receipt'],
    ])}</div></div>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  lines.map(([d, q, p], i) => [e(d), String(q), `US$ ${amount(p)}`, `US$ ${amount(sums[i])}`]),
)}
<div class="tot">${row('Subtotal', `US$ ${amount(net)}`)}${row('GST 13%', `US$ ${amount(gst)}`)}${row('Total (US$)', `US$ ${amount(gross)}`, 'b big')}${row('EC$ equivalent at 2.70', `EC$ ${amount(Math.round(gross * 2.7))}`, 'sm')}</div>
<div class="foot">Payable in US dollars or EC dollars at 2.70 by cheque, card or transfer to our account at the National Commercial Bank of Anguilla. Clean your cistern every two years.</div>`;
    const css = `${baseCss}
body{font-family:'URW Bookman','DejaVu Serif';font-size:11.5px;padding:14mm 16mm}.head{border-bottom:3px solid #1c6fa3;padding-bottom:8px}.brand{font-size:32px;color:#1c6fa3;font-weight:bold}
h1{font-size:19px;letter-spacing:2px;margin:12px 0 8px}.top{display:flex;justify-content:space-between;margin-bottom:6px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}
.tot{width:48%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}.foot{margin-top:16px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(gst) },
    };
  },
};
