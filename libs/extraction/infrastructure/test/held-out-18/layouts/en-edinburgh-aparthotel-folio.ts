import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { gbVat, pounds, scotCompany, stirred } from './extra';

const HOUSES = [
  { brand: 'The Royal Mile Residences', legal: 'Canongate Serviced Apartments Ltd', street: '112 Canongate, Edinburgh EH8 8DD', prefix: 'RMR' },
  { brand: 'Leith Quay Aparthotel', legal: 'Leith Quay Hospitality Limited', street: '9 Commercial Quay, Leith, Edinburgh EH6 6LX', prefix: 'LQA' },
  { brand: 'Old Town Suites', legal: 'Old Town Suites (Edinburgh) Ltd', street: '27 Cowgate, Edinburgh EH1 1JR', prefix: 'OTS' },
];
const GUESTS = ['Mr Eitan Shapira', 'Ms Noa Ben-David', 'Dr Michal Rosen', 'Mr Amir Haddad', 'Mrs Tali Weiss'];
const UNITS = ['Studio Apartment', 'One-Bedroom Apartment', 'Two-Bedroom Apartment', 'Loft Suite'];

/**
 * An Edinburgh aparthotel's guest folio and VAT invoice on A4 in pounds (Roboto, Noto Sans or Liberation Sans; the
 * brand in Noto Serif Display italic over a thin tartan-coloured rule): the brand, the street, the legal
 * name ("Ltd", "Limited") with "Company No. SC…" and "VAT Reg. No. GB …"; "GUEST FOLIO / VAT INVOICE",
 * "Invoice No." (prefix and six digits), "Invoice Date" on departure, "Folio No.", "Confirmation No."
 * (booking site), "Apartment", "Arrival", "Departure", "Nights", "Guests"; the Israeli guest; a dated ledger
 * with "Charges" and "Payments": the deposit taken at booking weeks before, one row per night (Friday and
 * Saturday dearer), car park per night, breakfast hampers, a late check-out, laundry, the balance paid on
 * departure by card; "Total Charges", "Total Payments", "Balance Due £0.00"; a VAT summary ("Net", "VAT @
 * 20%", "Gross") — prices include VAT; dates as "14 Mar 2025" or dd/mm/yyyy.
 */
export const enEdinburghAparthotelFolio: Layout = {
  id: 'en-edinburgh-aparthotel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-edinburgh-aparthotel-folio');
    const h = rng.pick(HOUSES);
    const arrival = randomDate(rng, '2024-01-10', '2025-12-20');
    const nights = rng.int(2, 7);
    const departure = addDays(arrival, nights);
    const date = departure;
    const unit = rng.pick(UNITS);
    const base = rng.pick([13900, 16500, 18900, 22900, 27500]);
    const fmt = rng.pick(['d Mon yyyy', 'dd/mm/yyyy'] as const);
    type Entry = { day: string; text: string; charge: number; payment: number };
    const charges: Entry[] = [];
    for (let i = 0; i < nights; i++) {
      const day = addDays(arrival, i);
      const weekend = ['Friday', 'Saturday'].includes(enDay(day));
      charges.push({ day, text: `Accommodation – ${unit}${weekend ? ' (weekend rate)' : ''}`, charge: weekend ? base + 3000 : base, payment: 0 });
    }
    const parking = rng.chance(0.6);
    if (parking) for (let i = 0; i < nights; i++) charges.push({ day: addDays(arrival, i), text: 'Car park (per night)', charge: 1800, payment: 0 });
    if (rng.chance(0.5)) {
      const n = rng.int(1, Math.min(3, nights));
      for (let i = 0; i < n; i++) charges.push({ day: addDays(arrival, i), text: 'Breakfast hamper', charge: rng.pick([1450, 1650]), payment: 0 });
    }
    if (rng.chance(0.3)) charges.push({ day: departure, text: 'Late check-out (14:00)', charge: 2500, payment: 0 });
    if (rng.chance(0.3)) charges.push({ day: addDays(arrival, rng.int(0, nights - 1)), text: 'Laundry service', charge: 1200, payment: 0 });
    const total = charges.reduce((a, e) => a + e.charge, 0);
    const vat = vatOfGross(total, 20);
    const deposit = Math.min(total, base * rng.int(1, 2));
    const booked = addDays(arrival, -rng.int(14, 80));
    const card = `${rng.pick(['Visa', 'Mastercard', 'Amex'])} ****${rng.digits(4)}`;
    const ledger: Entry[] = [
      { day: booked, text: `Deposit received – ${card}`, charge: 0, payment: deposit },
      ...charges.sort((a, b) => a.day.localeCompare(b.day)),
      { day: departure, text: `Payment – ${card}`, charge: 0, payment: total - deposit },
    ];
    const docNo = `${h.prefix}-${rng.int(100000, 399999)}`;
    const font = rng.pick(['Roboto', 'Noto Sans', 'Liberation Sans']);
    const guest = rng.pick(GUESTS);
    const kv = (k: string, v: string) => `<tr><th>${k}</th><td>${v}</td></tr>`;
    let running = 0;
    const rows = ledger
      .map((e) => {
        running += e.charge - e.payment;
        return `<tr><td>${dt(e.day, fmt)}</td><td>${esc(e.text)}</td><td class="n">${e.charge ? amount(e.charge) : ''}</td><td class="n">${e.payment ? amount(e.payment) : ''}</td><td class="n">${amount(running)}</td></tr>`;
      })
      .join('');
    const body = `<div class="wrap"><div class="brand">${esc(h.brand)}</div><div class="rule"></div><div class="addr">${esc(h.street)} · +44 131 ${rng.int(200, 699)} ${rng.digits(4)}</div>
<h1>GUEST FOLIO / VAT INVOICE</h1>
<div class="cols"><div><b>${esc(guest)}</b><br>${rng.pick(['12 Ha-Yarkon St', '4 Emek Refaim St', '30 Herzl Blvd'])}<br>${rng.pick(['Tel Aviv', 'Jerusalem', 'Haifa', "Ra'anana"])}, Israel<br>Guests: ${rng.int(1, 4)}</div>
<table class="facts">${kv('Invoice No.', docNo)}${kv('Invoice Date', dt(date, fmt))}${kv('Folio No.', String(rng.int(20000, 89999)))}${kv('Confirmation No.', `${rng.pick(['BKG', 'EXP', 'DIR'])}${rng.digits(9)}`)}${kv('Apartment', `${rng.int(1, 5)}${rng.pick(['A', 'B', 'C'])}`)}${kv('Arrival', dt(arrival, fmt))}${kv('Departure', dt(departure, fmt))}${kv('Nights', String(nights))}</table></div>
<table class="ledger"><tr><th>Date</th><th>Description</th><th class="n">Charges £</th><th class="n">Payments £</th><th class="n">Balance £</th></tr>${rows}</table>
<table class="tot"><tr><td>Total Charges</td><td class="n">${pounds(total)}</td></tr><tr><td>Total Payments</td><td class="n">${pounds(total)}</td></tr><tr class="g"><td>Balance Due</td><td class="n">£0.00</td></tr></table>
<table class="vat"><tr><th>VAT summary</th><th class="n">Net</th><th class="n">VAT @ 20%</th><th class="n">Gross</th></tr><tr><td>Standard rated</td><td class="n">${amount(total - vat)}</td><td class="n">${amount(vat)}</td><td class="n">${amount(total)}</td></tr></table>
<p class="foot">${esc(h.legal)} · Registered in Scotland, Company No. ${scotCompany(rng)} · VAT Reg. No. ${gbVat(rng)}<br>All prices include VAT at the standard rate. Thank you for staying with us — haste ye back!</p></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#1f2328}.wrap{padding:14mm 16mm}.brand{font-family:'Noto Serif Display',serif;font-style:italic;font-size:30px;color:#1b365d}
.rule{height:3px;background:linear-gradient(90deg,#1b365d 0 40%,#a6192e 40% 60%,#2d6a4f 60%);margin:2mm 0}.addr{font-size:9.5px;color:#555}h1{font-size:15px;letter-spacing:2px;margin:7mm 0 4mm}
.cols{display:flex;justify-content:space-between;line-height:1.6}.facts th{text-align:left;font-weight:normal;color:#666;padding:0.5mm 5mm 0.5mm 0}.facts td{font-weight:bold}
table.ledger{width:100%;border-collapse:collapse;margin-top:6mm}.ledger th{text-align:left;border-bottom:1.5px solid #1b365d;padding:1.5mm;font-size:10px}.ledger td{padding:1.3mm 1.5mm;border-bottom:1px solid #e5e5e5}.n{text-align:right;white-space:nowrap}
.tot{margin:4mm 0 0 auto;width:75mm;border-collapse:collapse}.tot td{padding:1mm 1.5mm}.g td{font-weight:bold;font-size:13px;border-top:2px solid #1b365d}
.vat{margin-top:6mm;border-collapse:collapse;font-size:10px}.vat th,.vat td{border:1px solid #ccc;padding:1mm 3mm;text-align:left}.vat .n{text-align:right}.foot{margin-top:10mm;font-size:9px;color:#666;line-height:1.5}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
