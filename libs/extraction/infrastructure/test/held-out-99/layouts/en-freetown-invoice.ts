import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { avoid, next, plus, total, vatOn } from './extra';

const ID = 'en-freetown-invoice';

/** Item, unit, pence a unit, quantity range. */
const FIELD: [string, string, number, [number, number]][] = [
  ['Enumerators, questionnaire', 'person-day', 4200, [20, 120]],
  ['Supervisor', 'day', 9500, [5, 25]],
  ['Krio and Temne liaison', 'day', 7000, [4, 20]],
  ['Hilux with driver and fuel', 'car-day', 16500, [5, 30]],
  ['Handheld capture, per handset', 'handset', 2800, [6, 24]],
  ['Chiefdom introductory meetings', 'meeting', 6000, [2, 10]],
  ['Focus discussions, facilitated and transcribed', 'session', 21000, [2, 8]],
  ['Accommodation upcountry', 'room', 3500, [10, 80]],
  ['Codebook and validation', 'lot', 85000, [1, 1]],
];
const CLIENTS = [
  'Wessex Institute of Rural Studies, Leicester',
  'Harbourside Policy Insight Ltd, Cardiff',
  'Tidewater Evaluation Partnership, Norwich',
  'Eastgate Social Evidence Ltd, Leeds',
];

/** "14th March 2024" */
function ordinal(iso: string): string {
  const d = Number(iso.slice(8, 10));
  const sfx = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  const m = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(iso.slice(5, 7)) - 1];
  return `${d}${sfx} ${m} ${iso.slice(0, 4)}`;
}

/**
 * A social-enquiry contractor in Freetown, Sierra Leone, billing a British client in pounds sterling by agreement, A4
 * (URW Gothic for the headings, Nimbus Roman): "Lumley Enquiry Associates (SL) Limited" with the Wilkinson Drive address, the
 * TIN and "GST Reg." numbers in a right-hand column; "TAX INVOICE" in a dark bar with "Invoice No.: LEQ-nnnn"; "Date:"
 * with an ordinal day ("14th March 2024"), the period of work ending a few days before, the client's name and town in
 * a box; items by unit; "Sub-total", "GST @ 15%", "Amount due (GBP)" "£…"; payment details; not Sunday.
 */
export const enFreetownInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const lines = rng.some(FIELD, rng.int(3, 6)).map(([name, unit, p, [lo, hi]]) => ({ name, unit, q: rng.int(lo, hi), p }));
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, 15);
    const gross = net + vat;
    const vendorName = 'Lumley Enquiry Associates (SL) Limited';
    const doc = `LEQ-${String(rng.int(40, 9999)).padStart(4, '0')}`;
    const end = plus(date, -rng.int(2, 9));
    const start = plus(end, -rng.int(6, 25));
    const body = `<div class="hd"><div><div class="nm">${vendorName}</div>${rng.int(3, 90)} Wilkinson Drive, Freetown, Sierra Leone<br>+232 ${rng.digits(2)} ${rng.digits(6)}</div><div class="ids">TIN ${rng.digits(10)}<br>GST Reg. ${rng.digits(7)}</div></div>
<div class="bar"><span>TAX INVOICE</span><span>Invoice No.: ${doc}</span></div>
<div class="two"><div>Date: <b>${ordinal(date)}</b><br>Period: ${ordinal(start)} to ${ordinal(end)}<br>Terms: 21 days</div><div class="to">To:<br>${rng.pick(CLIENTS)}<br>United Kingdom</div></div>
<table class="t"><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Rate £</th><th>Total £</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Sub-total</td><td>${amount(net)}</td></tr><tr><td>GST @ 15%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Amount due (GBP)</td><td>£${amount(gross)}</td></tr></table>
<p class="sm">Billed in pounds by agreement with the client. GBP account: Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, account ${rng.digits(8)}.</p>`;
    const css = `body{font-family:'Nimbus Roman';font-size:13px;padding:14mm 16mm}.hd{display:flex;justify-content:space-between}.nm{font-family:'URW Gothic';font-size:22px;font-weight:bold}.ids{text-align:right;font-family:'URW Gothic'}
.bar{display:flex;justify-content:space-between;background:#222;color:#fff;padding:6px 10px;margin:16px 0 10px;font-family:'URW Gothic';font-size:16px}.two{display:flex;justify-content:space-between;line-height:1.6}.to{border:1px solid #000;padding:6px 10px;width:80mm}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{font-family:'URW Gothic';text-align:left;border-bottom:1px solid #000;padding:4px}.t td{padding:4px;border-bottom:1px solid #ddd}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.tot .g td{font-weight:bold;font-size:15px;border-top:1px solid #000;border-bottom:3px double #000}.sm{font-size:11px;margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
