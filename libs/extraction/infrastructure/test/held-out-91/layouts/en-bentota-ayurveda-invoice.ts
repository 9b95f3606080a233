import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, items, next, plus, total, vatOn } from './extra';

const ID = 'en-bentota-ayurveda-invoice';

/** Add-ons, pence. */
const ADDONS: [string, number][] = [
  ['Shirodhara (oil stream therapy) - extra session', 4800],
  ['Abhyanga four-hand massage - extra session', 4200],
  ['Herbal steam bath (swedana)', 1800],
  ['Ayurveda cookery class', 3500],
  ['Yoga private session', 2800],
  ['Excursion - Madu Ganga mangrove boat ride', 3900],
  ['Herbal medicines to take home (4 weeks)', 6500],
];

/** Programme, nights, pence a night. */
const PROGRAMMES: [string, number, number][] = [
  ['Panchakarma detox programme', 21, 21500],
  ['Panchakarma detox programme', 14, 22500],
  ['Rejuvenation (Rasayana) programme', 10, 18800],
  ['Stress relief programme', 7, 17900],
];

/**
 * An Ayurveda retreat's tax invoice to a guest billed in sterling, Bentota, Sri Lanka, pounds, A4 (URW Bookman, Nimbus Sans): the
 * (Pvt) Ltd with a company number, TIN and VAT registration (not Israeli), "TAX INVOICE", "Invoice No. BGA-nnnnn", date
 * d Month yyyy, guest with a passport number and room, stay dates, programme nights at a nightly rate, doctor's consultations, add-ons,
 * airport transfers, "Sub Total", "Service charge 10%", VAT added on both with rate (15% in 2023, 18% from 2024),
 * "TOTAL DUE GBP £"; a bank transfer reference and a note that the invoice is in sterling.
 */
export const enBentotaAyurvedaInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date } = next(ID, rng);
    const [programme, nights, night] = rng.pick(PROGRAMMES);
    const arrival = plus(date, -nights);
    const rows: [string, number, number][] = [
      [`${programme} - full board, treatments included (${dt(arrival, 'd Mon yyyy')} to ${dt(date, 'd Mon yyyy')})`, nights, night],
      ['Ayurveda doctor consultation', Math.ceil(nights / 7) + 1, 2500],
    ];
    for (const [n, p] of rng.some(ADDONS, rng.int(1, 3))) rows.push([n, rng.int(1, 3), p]);
    rows.push(['Airport transfer - Colombo BIA (each way)', 2, rng.pick([6500, 7200])]);
    const sub = total(rows.map((r) => r[1] * r[2]));
    const service = Math.round(sub / 10);
    const rate = date < '2024-01-01' ? 15 : 18;
    const vat = vatOn(sub + service, rate);
    const gross = sub + service + vat;
    const vendorName = 'Bentota Ganga Ayurveda Sanctuary (Pvt) Ltd';
    const doc = `BGA-${rng.int(10000, 99999)}`;
    const guest = rng.pick(['Mrs Philippa Hartley', 'Mr Callum Reid', 'Ms Priya Chandran', 'Mr & Mrs A. Whitfield', 'Ms Orla Keating']);
    const body = `<div class="hd"><div><div class="nm">Bentota Ganga</div><div class="tag">AYURVEDA SANCTUARY</div></div><div class="sm r">${vendorName}<br>River Road, Bentota 80500, Sri Lanka<br>Co. No. PV ${rng.int(10000, 99999)} · TIN ${rng.digits(9)}<br>VAT Reg. No. ${rng.digits(9)}-7000</div></div>
<div class="title">TAX INVOICE</div>
<div class="meta"><div><b>Bill to</b><br>${guest}<br>Passport ${rng.digits(9)}<br>Room ${rng.pick(['Kumbuk', 'Nelum', 'Araliya', 'Kohomba'])} ${rng.int(1, 9)}</div><div><table class="kv"><tr><th>Invoice No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'd Month yyyy')}</td></tr><tr><th>Stay</th><td>${nights} nights</td></tr><tr><th>Currency</th><td>GBP</td></tr></table></div></div>
${items(
  ['Description', 'Qty', 'Rate £', 'Amount £'],
  rows.map(([n, q, p]) => [n, String(q), amount(p), amount(q * p)]),
)}
<table class="sums"><tr><th>Sub Total</th><td>${amount(sub)}</td></tr><tr><th>Service charge 10%</th><td>${amount(service)}</td></tr><tr><th>VAT ${rate}%</th><td>${amount(vat)}</td></tr><tr class="b"><th>TOTAL DUE GBP</th><td>£${amount(gross)}</td></tr></table>
<div class="sm foot">Settled by bank transfer, reference ${doc.replace('-', '')}/${rng.digits(3)}. This invoice is raised in pounds sterling at the guest's request; the service charge is distributed to staff. Ayubowan - may you live long!</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:11.5px;padding:15mm 17mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #8a6d1d;padding-bottom:8px}.nm{font-family:'URW Bookman';font-size:30px;color:#2f5e3a}.tag{font-family:'URW Bookman';letter-spacing:3px}.r{text-align:right}
.title{font-family:'URW Bookman';font-size:22px;margin:14px 0 8px}.meta{display:flex;justify-content:space-between;margin-bottom:8px}.kv th{text-align:left;font-weight:normal;color:#555;padding:1px 10px 1px 0}.kv td{font-weight:bold}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.sums{width:45%;margin-left:auto}.sums th{text-align:left;font-weight:normal;padding:3px 6px}.sums td{text-align:right;padding:3px 6px}.sums tr.b{font-weight:bold;font-size:14px;border-top:2px solid #2f5e3a}.foot{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
