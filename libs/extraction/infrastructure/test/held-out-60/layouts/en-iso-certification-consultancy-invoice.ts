import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-iso-certification-consultancy-invoice';

const STANDARDS = ['ISO 9001:2015', 'ISO 14001:2015', 'ISO/IEC 27001:2022', 'ISO 45001:2018', 'ISO 22000:2018'];
const CLIENTS = ['Galil Precision Castings Ltd.', 'Negev Solar Components Ltd.', 'Orbit Cloud Services Ltd.', 'Tavor Food Industries Ltd.', 'Medilink Diagnostics Ltd.'];

/** ISO certification consultancy's A4 tax invoice in English, in shekels (Sunday-Thursday), VAT added. */
export const enIsoCertificationConsultancyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const std = rng.pick(STANDARDS);
    const dayRate = rng.int(co ? 42 : 32, co ? 58 : 45) * 10000;
    const lines: [string, string, number, number][] = [];
    lines.push([`Gap analysis against ${std}`, 'days', rng.int(1, 3), dayRate]);
    if (rng.chance(0.6)) lines.push(['Documentation package: manual, procedures and forms', 'fixed', 1, rng.int(60, 140) * 10000]);
    lines.push(['Internal audit', 'days', rng.int(1, 4), dayRate]);
    if (rng.chance(0.6)) lines.push(['Staff awareness training (up to 20 participants)', 'sessions', rng.int(1, 3), rng.int(28, 45) * 10000]);
    if (rng.chance(0.5)) lines.push(['Management review workshop', 'fixed', 1, rng.int(30, 55) * 10000]);
    if (rng.chance(0.6)) lines.push(['Accompanying the certification body audit', 'days', rng.int(1, 2), dayRate]);
    if (rng.chance(0.4)) lines.push(['Travel to client site', 'visits', rng.int(1, 4), rng.int(18, 35) * 1000]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Qualis Standards Consulting Ltd.' : 'Yael Friedland';
    const taxId = idOf(co ? 'Qualis Standards Consulting Ltd.' : 'יעל פרידלנד', co);
    const doc = co ? `QS-${date.slice(0, 4)}-${rng.int(100, 999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? `NIS ${amount(c)}` : `₪${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd.mm.yyyy'));
    const client = rng.pick(CLIENTS);
    const auditFrom = plus(date, -rng.int(6, 30));
    const auditTo = plus(auditFrom, rng.int(1, 2));
    const terms = rng.pick([30, 45]);
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Client', client],
        ['Client Company No.', taxIdOfCustomer(rng)],
        ['Project', `${std} certification`],
        ['Client PO', `PO ${rng.int(4500000000, 4599999999)}`],
        ['Stage 2 audit', `${f(auditFrom)} – ${f(auditTo)}`],
        ['Payment due', `${f(plus(date, terms))} (net ${terms})`],
      ],
      2,
    );
    const table = items(
      ['Description', 'Unit', 'Qty', 'Rate', 'Amount'],
      lines.map(([d, u, q, r]) => [d, u, String(q), money(r), money(q * r)]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total due', money(gross), 'b big')}</div>`;
    const bank = `Bank Leumi, branch ${rng.int(600, 999)}, account ${rng.digits(8)}`;
    const body = co
      ? `<div class="head"><div><div class="brand">QUALIS</div><div>${vendorName}</div><div class="sm">Company No. ${hyphenId(taxId)} · 7 Pinhas Sapir St., Ness Ziona · ${landline(rng)}</div></div><h1>TAX INVOICE</h1></div>
${info}${table}${sums}
<div class="sm">Certification itself is granted by an accredited certification body; our fee does not depend on its outcome. Transfer to ${bank}.</div>`
      : `<div class="head"><div><div class="brand">Compliance Compass</div><div class="sm">Management systems &amp; audits · Modiin · ${cellular(rng)}</div></div><h1>Tax Invoice</h1></div>
${info}${table}${sums}
<div class="sm">Please transfer to ${bank} and quote the invoice number.</div>
<div class="foot">Yael Friedland, ISO Lead Auditor · Licensed Dealer (Osek Murshe) No. ${taxId}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'URW Bookman'"};font-size:${co ? 12 : 11.5}px;padding:15mm;box-sizing:border-box;height:296mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid ${co ? '#283593' : '#2e7d32'};padding-bottom:6px;margin-bottom:10px}.brand{font-size:28px;font-weight:bold;color:${co ? '#283593' : '#2e7d32'}}h1{font-size:20px;margin:0}
.pairs{width:100%}.sum{width:45%;margin-left:auto}.big{font-size:1.15em}.foot{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
