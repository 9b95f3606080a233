import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-cold-chain-temperature-monitoring-monthly-bill';

const CUSTOMERS: [string, string][] = [
  ['Galil Fresh Logistics Ltd.', 'Tefen Industrial Park'],
  ['Pharma-Link Distribution Ltd.', 'Airport City'],
  ['Ice Valley Foods Ltd.', 'Kiryat Arye, Petah Tikva'],
  ['Moshav Cooperative Packing House', 'Bnei Atarot'],
];

/**
 * An Israeli cold chain temperature monitoring service's English monthly bill in shekels, A4 (DejaVu Sans): service
 * period of the month before, wireless sensors and gateways per month, cellular backup, SMS and voice alerts beyond
 * the allowance, an annual calibration certificate on some, a dashboard licence, VAT added at the rate of the invoice
 * date; invoice date, due date and amount in boxes; account number failing the check; customer's company number.
 */
export const enColdChainTemperatureMonitoringMonthlyBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const start = `${plus(`${date.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const end = lastOfMonth(start);
    const [customer, site] = rng.pick(CUSTOMERS);
    const sensors = rng.int(12, 140);
    const gateways = Math.max(1, Math.ceil(sensors / rng.int(25, 40)));
    const lines: [string, string, number, number][] = [
      ['Wireless temperature/humidity sensors, monthly service', 'sensor', sensors, rng.int(18, 29) * 100],
      ['LoRaWAN gateways with LTE backup', 'gateway', gateways, rng.int(90, 140) * 100],
      ['Cloud dashboard and HACCP/GDP reports licence', 'site', 1, rng.int(350, 650) * 100],
    ];
    const alerts = rng.int(0, 220);
    if (alerts > 100) lines.push(['SMS and voice alerts beyond 100 included', 'alert', alerts - 100, rng.pick([25, 30, 35])]);
    if (rng.chance(0.3)) lines.push(['Annual calibration certificate (ISO 17025 lab)', 'sensor', rng.int(4, 20), rng.int(45, 70) * 100]);
    const sums = lines.map(([, , q, p]) => q * p);
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const due = plus(date, 14);
    const vendorName = 'ColdTrace Monitoring Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `CT${date.slice(2, 4)}${String(rng.int(10000, 49999))}`;
    const body = `<div class="head"><div><div class="brand">ColdTrace</div><div class="sm">${e(vendorName)} &middot; Company No. ${hyphenId(taxId)}<br>12 HaMelacha St., Rosh HaAyin, Israel &middot; 03-90${rng.digits(5)} &middot; billing@coldtrace.co.il</div></div><div class="title">TAX INVOICE No. ${doc}<br><span class="sm">Monthly bill &middot; ${enMonth(start)}</span></div></div>
${boxes([
  ['Invoice date', dt(date, 'd Month yyyy')],
  ['Due date', dt(due, 'd Month yyyy')],
  ['Amount due', `ILS ${amount(gross)}`],
])}
<div class="top"><div>${pairs([
      ['Customer', e(customer)],
      ['Site', e(site)],
      ['Company No.', taxIdOfCustomer(rng)],
    ])}</div><div>${pairs([
      ['Account No.', notAnId(rng)],
      ['Service period', `${dt(start, 'dd/mm/yyyy')} - ${dt(end, 'dd/mm/yyyy')}`],
      ['Excursions logged', String(rng.int(0, 9))],
    ])}</div></div>
${items(
  ['Service', 'Unit', 'Qty', 'Price (ILS)', 'Amount (ILS)'],
  lines.map(([d, u, q, p], i) => [e(d), u, String(q), amount(p), amount(sums[i])]),
)}
<div class="tot">${row('Total before VAT', amount(net))}${row(`VAT ${rate}%`, amount(vat))}${row('Total due (ILS)', amount(gross), 'b big')}</div>
<div class="foot">Charged to your card on file on the due date. Questions about alerts or sensors: support@coldtrace.co.il.</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans','Liberation Sans';font-size:10.5px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid #1d4e89;padding-bottom:8px}
.brand{font-size:28px;font-weight:bold;color:#1d4e89}.title{font-size:14px;font-weight:bold;text-align:right}.top{display:flex;justify-content:space-between;margin:8px 0}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:45%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}.foot{margin-top:16px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
