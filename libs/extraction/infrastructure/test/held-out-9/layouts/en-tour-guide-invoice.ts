import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, enDay, hyphenId } from '../../generalisation/notation';

const GUIDES = [
  { name: 'Daniel Ashkenazi', sub: 'Licensed tour guide', company: false, idLabel: 'Licensed Dealer No.', base: 'Jerusalem' },
  { name: 'Holy Land Trails Ltd.', sub: 'Small-group & private tours', company: true, idLabel: 'Company Reg. No.', base: 'Beit Shemesh' },
  { name: 'Negev Footsteps Tours Ltd.', sub: 'Desert tours & guiding', company: true, idLabel: 'Co. No.', base: 'Mitzpe Ramon' },
  { name: 'Miriam Sasson', sub: 'Guiding services', company: false, idLabel: 'VAT Dealer No.', base: 'Haifa' },
];
const TOURS = [
  'Old City of Jerusalem & Mount of Olives',
  'Masada at sunrise & the Dead Sea',
  'Galilee: Capernaum, Tabgha & Mount of Beatitudes',
  'Ramon Crater jeep & hiking day',
  "Caesarea, Zichron Ya'akov & the Carmel wineries",
  'Tel Aviv–Jaffa food & history walk',
];
const CLIENTS = [
  { name: 'Northwind Semiconductors Israel Ltd.', company: true },
  { name: 'Brightwave Pharma Israel Ltd.', company: true },
  { name: 'The Goldberg family (Chicago, IL)', company: false },
  { name: 'Mr Peter & Mrs Anne Walsh (Dublin)', company: false },
];

/**
 * An Israeli tour guide's English "Tax Invoice / Receipt" in shekels (A4, C059 name, Lato or Open
 * Sans body) with a map-pin rule: the guide (a person's "Licensed Dealer No." with a personal id,
 * or a company's number, hyphenated on some) and the Ministry of Tourism licence, "No." with four
 * digits or "2025-0219", "Date of issue" (after the last tour day), the tour days with weekdays,
 * the client (a company with its valid number or a visiting family with a nine-digit passport), a
 * full guiding day × days, overtime hours, a driver with a van, entrance tickets × persons on some,
 * "Subtotal", "VAT 18%", "Total (NIS)", "Paid" by bank transfer or card with its reference.
 */
export const enTourGuideInvoice: Layout = {
  id: 'en-tour-guide-invoice',
  lang: 'en',
  kind: 'services invoice-receipt',
  make(rng: Rng) {
    const g = rng.pick(GUIDES);
    const vendorTaxId = taxId(rng, g.company);
    const first = randomDate(rng, '2023-06-01', '2026-03-20');
    const days = rng.int(1, 3);
    const last = addDays(first, days - 1);
    const date = addDays(last, rng.int(0, 6));
    const rate = israeliRate(date);
    const client = rng.pick(CLIENTS);
    const persons = rng.int(2, 12);
    const rows: [string, string, number, number][] = [];
    const dayRate = rng.pick([160000, 180000, 200000, 240000]);
    rows.push(['Private guiding – full day (up to 9 hours)', `${days}`, dayRate, days * dayRate]);
    if (rng.chance(0.5)) {
      const h = rng.int(1, 3);
      rows.push(['Overtime (per hour)', `${h}`, 18000, h * 18000]);
    }
    if (persons > 3 && rng.chance(0.7)) {
      const van = persons > 7 ? 220000 : 150000;
      rows.push([`Licensed driver with ${persons > 7 ? '14' : '7'}-seat vehicle`, `${days}`, van, days * van]);
    }
    if (rng.chance(0.5)) {
      const fee = rng.pick([2900, 3500, 4700, 6200]);
      rows.push([`Entrance tickets – ${rng.pick(['City of David', 'Masada National Park', 'Caesarea National Park', 'Tower of David Museum'])}`, `${persons}`, fee, persons * fee]);
    }
    const net = rows.reduce((a, r) => a + r[3], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `0${rng.int(100, 999)}` : `${date.slice(0, 4)}-0${rng.int(100, 999)}`;
    const font = rng.pick(['Lato', 'Open Sans']);
    const fmt = rng.pick(['d Mon yyyy', 'dd/mm/yyyy', 'Month d, yyyy'] as const);
    const transfer = rng.chance(0.5);
    const tourDays = Array.from({ length: days }, (_, i) => addDays(first, i));
    const body = `<div class="hd"><div><div class="n">${esc(g.name)}</div><div class="sub">${esc(g.sub)} · based in ${g.base}</div></div>
<div class="ids">${g.idLabel} ${g.company && rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}<br>Ministry of Tourism guide licence ${rng.int(1000, 9999)}<br>Mobile ${cellular(rng).replace(/^0/, '+972-')}</div></div>
<div class="rule"><span></span></div>
<div class="tt">TAX INVOICE / RECEIPT <span>No. ${docNo}</span></div><div class="issue">Date of issue: <b>${dt(date, fmt)}</b></div>
<table class="meta"><tr><td>Client</td><td>${esc(client.name)}${client.company ? ` · Company No. ${taxId(rng)}` : ` · Passport ${rng.digits(9)}`}</td></tr>
<tr><td>Tour</td><td>${esc(rng.pick(TOURS))}</td></tr><tr><td>Tour date${days > 1 ? 's' : ''}</td><td>${tourDays.map((d) => `${enDay(d)}, ${dt(d, fmt)}`).join(' · ')}</td></tr><tr><td>Group</td><td>${persons} participants</td></tr></table>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Rate (NIS)</th><th>Amount (NIS)</th></tr>${rows.map(([d, q, u, s]) => `<tr><td>${esc(d)}</td><td>${q}</td><td>${amount(u)}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>Total (NIS)</td><td>₪${amount(total)}</td></tr></table>
<div class="paid">Paid in full ${transfer ? `by bank transfer, reference ${rng.digits(9)}, received ${dt(addDays(date, -rng.int(0, 10)), fmt)}` : `by ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}, authorisation ${rng.digits(6)}`}.</div>
<div class="sm">Thank you for touring with me! Gratuities for the driver are not included in this invoice.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#333;padding:15mm 17mm}.hd{display:flex;justify-content:space-between;align-items:flex-end}.n{font-family:'C059',serif;font-size:24px;color:#1b3a57}
.sub{color:#8a6d3b;font-style:italic}.ids{text-align:right;font-size:10.5px;line-height:1.5}.rule{border-top:2px solid #c0392b;margin:4mm 0 6mm;position:relative}.rule span{position:absolute;left:50%;top:-2.2mm;width:4mm;height:4mm;background:#c0392b;border-radius:50% 50% 50% 0;transform:rotate(-45deg)}
.tt{font-size:19px;font-weight:bold;color:#1b3a57}.tt span{font-weight:normal;margin-left:4mm}.issue{margin:1mm 0 5mm}table{border-collapse:collapse}.meta{width:100%}.meta td{padding:1.3mm 2mm;border-bottom:1px solid #eee}.meta td:first-child{width:28mm;color:#888}
.it{width:100%;margin-top:6mm}.it th{text-align:left;border-bottom:2px solid #1b3a57;padding:1.5mm}.it td{padding:1.8mm 1.5mm;border-bottom:1px solid #e6e6e6}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{margin:5mm 0 0 auto;width:80mm}.tot td{padding:1.3mm 1.5mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:15px;border-top:2px solid #1b3a57}.paid{margin-top:8mm}.sm{margin-top:10mm;font-size:10px;color:#888}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: g.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
