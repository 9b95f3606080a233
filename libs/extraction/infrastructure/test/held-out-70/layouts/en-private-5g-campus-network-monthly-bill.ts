import { amount, htmlPage, israeliRate, Layout, taxId as validId, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, dayOf, e, idOf, items, nth, pairs, plus, row, total, vatOn, yearFor } from './extra';

const ID = 'en-private-5g-campus-network-monthly-bill';

const CUSTOMERS: [string, string][] = [
  ['Galil Precision Castings Ltd', 'Tefen Industrial Park'],
  ['Dimona Textile Finishing Ltd', 'Dimona industrial zone'],
  ['Negba Dairy Cooperative Ltd', 'Kiryat Malakhi plant'],
  ['Hermes Robotics Warehousing Ltd', 'Kiryat Gat fulfilment centre'],
  ['Ramat Hovav Chemicals Ltd', 'Ramat Hovav site'],
];

/**
 * An Israeli private 5G network operator's English monthly bill in shekels to industrial customers,
 * A4 (DejaVu Sans): the service month before, the site's network as a service base fee, small-cell
 * radio units, SIM profiles, an edge compute node, data beyond the allowance by the GB, a support tier,
 * and on some an SLA credit as a minus line; VAT added at 17% or 18% by the invoice's date; invoice
 * date, due date and amount in boxes; account number failing the check digit, the customer's company
 * number as a distractor.
 */
export const enPrivate5gCampusNetworkMonthlyBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n), undefined, [1, 5]), [5, 6]);
    const rate = israeliRate(date);
    const month = firstOfMonth(date, -1);
    const due = plus(date, 30);
    const [customer, site] = rng.pick(CUSTOMERS);
    const custId = validId(rng, true);
    const account = notAnId(rng);
    const cells = rng.int(4, 24);
    const sims = rng.int(40, 600);
    const lines: [string, number, number][] = [];
    lines.push([`Private 5G network as a service - base fee, ${site}`, 1, rng.int(180, 320) * 10000]);
    lines.push(['Small-cell radio units (n78), per unit', cells, rng.int(650, 980) * 100]);
    lines.push(['SIM / eSIM device profiles, per profile', sims, rng.int(18, 35) * 100]);
    if (rng.chance(0.6)) lines.push(['Edge compute node (MEC), per node', rng.int(1, 2), rng.int(2400, 4200) * 100]);
    const over = rng.chance(0.5) ? rng.int(50, 2400) : 0;
    if (over) lines.push(['Data beyond the monthly allowance, per GB', over, rng.int(4, 9) * 10]);
    lines.push([`${rng.pick(['Gold', 'Platinum', 'Silver'])} support plan (24/7 NOC, 4-hour on-site)`, 1, rng.int(60, 140) * 1000]);
    const sums = lines.map(([, q, p]) => q * p);
    if (rng.chance(0.3)) {
      const credit = -Math.round((sums[0] * rng.pick([2, 5, 10])) / 100);
      lines.push([`SLA credit - availability below 99.95% in ${enMonth(month)}`, 1, credit]);
      sums.push(credit);
    }
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Kesher Industrial Networks Ltd';
    const taxId = idOf(vendorName, true);
    const doc = `KIN${date.slice(2, 4)}${date.slice(5, 7)}-${rng.digits(5)}`;
    const body = `<div class="head"><div><div class="brand">kesher<span>5G</span></div><div class="sm">${e(vendorName)} &middot; Company No. ${taxId}<br>12 Hasivim St, Kiryat Matalon, Petah Tikva &middot; +972-3-92${rng.digits(5)}</div></div><div class="title">TAX INVOICE<br><span>No. ${doc}</span></div></div>
${boxes([
  ['Invoice date', dt(date, 'd Mon yyyy')],
  ['Service period', `${dt(month, 'd Mon yyyy')} - ${dt(lastOfMonth(month), 'd Mon yyyy')}`],
  ['Payment due', dt(due, 'd Mon yyyy')],
  ['Amount due', `ILS ${amount(gross)}`],
])}
<div class="top">${pairs([
      ['Customer', e(customer)],
      ['Company No.', custId],
      ['Account', account],
      ['Site', e(site)],
    ])}</div>
${items(
  ['Service', 'Qty', 'Unit (ILS)', 'Amount (ILS)'],
  lines.map(([d, q, p], i) => [e(d), q.toLocaleString('en-US'), amount(p), amount(sums[i])]),
)}
<div class="tot">${row('Total before VAT', amount(net))}${row(`VAT ${rate}%`, amount(vat))}${row('Total (ILS)', amount(gross), 'b big')}</div>
<div class="foot">Payment by bank transfer or standing order by the due date. Usage is measured by the network core; details per SIM are available in the customer portal. Queries: billing@kesher5g.co.il.</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans','Liberation Sans';font-size:10.5px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #5b2a86;padding-bottom:8px}
.brand{font-size:28px;font-weight:bold;color:#5b2a86}.brand span{font-size:15px;vertical-align:super;margin-left:2px}.title{text-align:right;font-size:17px;font-weight:bold}.title span{font-size:11px;font-weight:normal}
.top{margin:8px 0}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:40%;margin:8px 0 0 auto}.big{font-size:1.2em;border-top:2px solid #5b2a86;padding-top:3px}.foot{margin-top:20px;font-size:9.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
