import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-emc-compliance-testing-invoice';

/** Services: name, unit, lowest and highest price in whole shekels (before VAT), lowest and highest quantity. */
const SERVICES: [string, string, number, number, number, number][] = [
  ['Radiated emissions, 3 m semi-anechoic chamber (CISPR 32)', 'day', 7800, 9800, 1, 2],
  ['Conducted emissions, AC mains (CISPR 32)', 'session', 2400, 3400, 1, 1],
  ['ESD immunity (IEC 61000-4-2)', 'session', 1900, 2600, 1, 1],
  ['Surge and EFT immunity (IEC 61000-4-4/-5)', 'session', 2600, 3600, 1, 1],
  ['Radiated immunity 80 MHz-6 GHz (IEC 61000-4-3)', 'day', 6900, 8900, 1, 2],
  ['Pre-compliance scan with engineer', 'hour', 650, 850, 2, 8],
  ['Test report and CE technical file review', 'item', 2200, 3500, 1, 1],
  ['Retest after design change', 'hour', 700, 900, 1, 6],
];
const CLIENTS = ['Lumen Drive Systems Ltd.', 'Orbitex Medical Ltd.', 'Kinneret Robotics Ltd.', 'Vardi IoT Ltd.', 'Blue Cedar Power Ltd.'];

/**
 * An Israeli EMC test lab's or consultant's English A4 tax invoice in shekels to hardware companies
 * (Sunday-Thursday), VAT added: chamber days, emissions and immunity sessions, engineer hours, the
 * report; the project and the equipment under test's model and serial printed.
 */
export const enEmcComplianceTestingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, unit, lo, hi, qlo, qhi]) => ({ name, unit, qty: rng.int(qlo, qhi), price: rng.int(lo / 10, hi / 10) * 1000 }));
    const net = total(lines.map((l) => l.qty * l.price));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Faraday Compliance Labs Ltd.' : 'Yael Sharabi';
    const taxId = idOf(vendorName, co);
    const doc = co ? `FCL-${date.slice(0, 4)}-${rng.int(100, 999)}` : String(rng.int(200, 899));
    const client = rng.pick(CLIENTS);
    const tested = plus(date, -rng.int(3, 12));
    const money = (c: number) => (co ? `NIS ${amount(c)}` : `₪${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd/mm/yyyy'));
    const eut = `${rng.pick(['LD', 'OX', 'KR', 'VI', 'BC'])}-${rng.int(100, 999)} s/n ${rng.digits(8)}`;
    const rows = lines.map((l, i) => [String(i + 1), l.name, `${l.qty} ${l.unit}${l.qty > 1 ? 's' : ''}`, money(l.price), money(l.qty * l.price)]);
    const body = co
      ? `<div class="head"><div><div class="brand">FARADAY</div><div class="sm">Faraday Compliance Labs Ltd. · Company No. ${hyphenId(taxId)}<br>HaMada St 4, Yokneam Illit · ${landline(rng)}</div></div><div class="title">TAX INVOICE</div></div>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', f(date)],
    ['Client', client],
    ['Client Co. No.', taxIdOfCustomer(rng)],
    ['Project', `P${date.slice(2, 4)}-${rng.int(100, 999)}`],
    ['Testing completed', f(tested)],
    ['Equipment under test', eut],
    ['Payment terms', `EOM + 30 (${f(plus(lastOfMonth(date), 30))})`],
  ],
  2,
)}
${items(['#', 'Service', 'Quantity', 'Rate', 'Amount'], rows)}
<div class="sum">${row('Subtotal (excl. VAT)', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total payable', money(gross), 'b big')}</div>
<div class="sm note">Bank Hapoalim, branch ${rng.int(600, 799)}, account ${rng.digits(6)}. Accreditation certificate ${rng.int(100, 999)} (ISRAC).</div>`
      : `<div class="head2"><div class="brand2">Yael Sharabi, PhD · EMC Design &amp; Pre-compliance</div><div class="sm">Rehov HaTa'asiya 12, Kfar Saba · ${cellular(rng)} · yael@sharabi-emc.co.il</div></div>
<div class="title2">Tax Invoice No. ${doc}</div>
${pairs(
  [
    ['Date', f(date)],
    ['Client', client],
    ['EUT', eut],
    ['Due', f(plus(date, 30))],
  ],
  2,
)}
${items(['#', 'Service', 'Quantity', 'Rate', 'Amount'], rows)}
<div class="sum">${row('Subtotal', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total', money(gross), 'b big')}</div>
<div class="foot sm">Yael Sharabi · Licensed Dealer (Osek Murshe) No. ${taxId}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'C059'"};font-size:11px;padding:15mm 16mm;height:264mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #283593;padding-bottom:6px;margin-bottom:8px}.brand{font-family:'URW Gothic';font-size:30px;letter-spacing:3px;color:#283593}.title{font-size:22px;font-weight:bold}
.head2{border-bottom:1px solid #333;padding-bottom:6px}.brand2{font-size:18px;font-weight:bold}.title2{font-size:18px;font-weight:bold;margin:10px 0 6px}
.sum{width:45%;margin-left:auto;margin-top:6px}.big{font-size:1.15em}.note{margin-top:16px}.foot{position:absolute;bottom:0;left:16mm;right:16mm;border-top:1px solid #888;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
