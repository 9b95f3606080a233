import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, grid, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-eswatini-mbabane-survey-fieldwork-invoice';

const CLIENTS: [string, string, string][] = [
  ['Sibuyile Child Health Trust', 'Household nutrition survey, Hhohho and Manzini regions', 'Plot 412, Gwamile Street, Mbabane'],
  ['Lowveld Water Partnership', 'Rural water point functionality audit, Lubombo region', 'Unit 3, Sidwashini Business Park, Mbabane'],
  ['Amandla Youth Enterprise Fund', 'Youth business baseline survey, all four regions', '2nd Floor, Dlanubeka House, Mbabane'],
  ['Eswatini Smallholder Cotton Association', 'Farmer income panel, wave 2, Shiselweni region', 'Farm 18, Big Bend Road, Siteki'],
];

/**
 * A survey fieldwork company in Mbabane, Eswatini, invoicing NGOs and associations in US dollars for
 * fieldwork done in Eswatini, A4 (Nimbus Sans): enumerator and supervisor days, siSwati translation
 * of the questionnaire, tablets for computer-assisted interviews, vehicle days and kilometres, data
 * cleaning and a field report; Eswatini VAT at 15% added; TIN, invoice number "LFR/yy/nnn",
 * quotation, purchase order, fieldwork dates and due date (never a Sunday). 2026 is left out.
 */
export const enEswatiniMbabaneSurveyFieldworkInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [3, 28]);
    const date = avoid(d0, [0]);
    const [client, project, address] = rng.pick(CLIENTS);
    const fieldDays = rng.int(6, 18);
    const start = plus(date, -fieldDays - rng.int(10, 25));
    const end = plus(start, fieldDays - 1);
    const enumerators = rng.int(6, 16);
    const lines: [string, string, number][] = [];
    const put = (d: string, q: number, unit: number) => lines.push([d, `${q} x ${amount(unit)}`, q * unit]);
    put(`Enumerator days (${enumerators} enumerators x ${fieldDays} days)`, enumerators * fieldDays, rng.pick([3800, 4200, 4500]));
    put('Field supervisor days', Math.ceil(enumerators / 6) * fieldDays, rng.pick([7500, 8200]));
    if (rng.chance(0.6)) put('Translation of questionnaire into siSwati and back-check', 1, rng.int(25, 45) * 1000);
    put('Tablet hire with CAPI licence, per tablet-week', enumerators * Math.ceil(fieldDays / 7), rng.pick([1200, 1500]));
    put('4x4 vehicle with driver, per day', Math.ceil(enumerators / 5) * fieldDays, rng.pick([9500, 11000]));
    put('Mileage beyond 150 km per day (km)', rng.int(200, 1400), rng.pick([45, 52]));
    put('Data cleaning, weighting and field report', 1, rng.int(90, 180) * 1000);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, 15);
    const gross = net + vat;
    const vendorName = 'Lutsango Field Research (Pty) Ltd';
    const doc = `LFR/${date.slice(2, 4)}/${String(rng.int(12, 240)).padStart(3, '0')}`;
    const due = plus(date, 30);
    const body = `<div class="head"><div><div class="brand">LUTSANGO</div><div class="sub">Field Research &middot; Surveys &middot; Data</div></div><div class="addr">${e(vendorName)}<br>Lot 27, Mhlambanyatsi Road, Mbabane H100, Eswatini<br>TIN ${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)} &middot; VAT registered<br>+268 2404 ${rng.digits(4)} &middot; accounts@lutsango.co.sz</div></div>
<h1>TAX INVOICE</h1>
${grid([
  ['Invoice No.', doc],
  ['Invoice date', dt(date, 'd Month yyyy')],
  ['Quotation', `Q-${rng.digits(4)}`],
  ['Client PO', `PO ${rng.digits(5)}`],
  ['Due date', dt(due, 'd Month yyyy')],
])}
<div class="bill"><b>Bill to:</b> ${e(client)}<br>${e(address)}, Eswatini</div>
<div class="proj"><b>Project:</b> ${e(project)}<br><b>Fieldwork:</b> ${dt(start, 'd Mon yyyy')} to ${dt(end, 'd Mon yyyy')}</div>
${items(
  ['Description', 'Qty x rate (USD)', 'Amount (USD)'],
  lines.map(([d, q, s]) => [e(d), q, amount(s)]),
)}
<div class="tot">${row('Subtotal', amount(net))}${row('VAT 15%', amount(vat))}${row('Total due (USD)', `US$ ${amount(gross)}`, 'b big')}</div>
<div class="pay">Payment in US dollars to our foreign currency account: Standard Bank Eswatini, Mbabane branch, account ${rng.digits(10)}, SWIFT SBSZSZMX. Please quote the invoice number.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:12px;padding:15mm 16mm;color:#111}.head{display:flex;justify-content:space-between;border-bottom:3px solid #1d5c8c;padding-bottom:8px}.brand{font-size:28px;font-weight:bold;letter-spacing:3px;color:#1d5c8c}.sub{font-size:11px}.addr{text-align:right;font-size:11px;line-height:1.45}
h1{font-size:20px;letter-spacing:2px;margin:14px 0 6px}.bill,.proj{margin:8px 0;line-height:1.5}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:45%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:1.5px solid #000;padding-top:3px}.pay{margin-top:20px;font-size:11px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
