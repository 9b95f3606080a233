import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { next, plus, total, vatOn } from './extra';

const ID = 'en-prabang-hotel-folio';

/** Lao VAT: 7% from 1 January 2022, 10% on invoices from 1 May 2024. */
const laoRate = (date: string) => (date >= '2024-05-01' ? 10 : 7);
/** Kip a US dollar, approximate, by year. */
const KIP: Record<number, number> = { 2022: 14650, 2023: 19150, 2024: 21300, 2025: 21700, 2026: 21550 };
/** Extra, cents before service and VAT (range). */
const EXTRAS: [string, number, number][] = [
  ['Mekong terrace – dinner', 1800, 6500],
  ['Mekong terrace – lunch', 1200, 3800],
  ['Garment washing and ironing', 400, 1500],
  ['Guided alms-giving at dawn', 1500, 1500],
  ['Longtail pirogue to the Pak Ou grottoes', 4500, 7000],
  ['Herbal bodywork, 60 minutes', 3000, 5500],
  ['Minibar', 300, 1200],
  ['Tuk-tuk, evening return', 500, 500],
  ['Lao cuisine tutorial, per person', 3500, 3500],
];
const ROOMS: [string, number][] = [
  ['Frangipani Deluxe', 8500],
  ['Mekong View Deluxe', 11500],
  ['Lotus Deluxe', 15500],
];
const GUESTS = ['Ms. Ingrid Solberg', 'Mr. Tomasz Wieczorek', 'Mr. & Mrs. Okafor', 'Ms. Chloé Marchetti', 'Mr. Daniel Friedman', 'Ms. Akiko Morita'];

/**
 * A boutique hotel in Luang Prabang, Laos, the folio and VAT invoice in US dollars at departure, A4 (Noto Serif Display
 * for the name, DejaVu Serif): "Maison Xieng Mouane" centred with a thin double rule, "Xieng Mouane Residence Sole
 * Co., Ltd.", the lane, phone and "Taxpayer ID" (assumed form); "GUEST FOLIO · VAT INVOICE"; a two-column block with guest, room
 * and type, "Arrival" and "Departure" (dd/mm/yyyy), nights, adults, "Folio" (a distractor), "Invoice No." XM-yy-nnnnn,
 * cashier and page; postings by date (dd-Mon): the room each night and 1-5 extras, then "Service charge 10%" and "VAT
 * 7%" (2022, 2023) or "VAT 10%" (2025, 2026) on the charges and the service charge, with charges and credits in two
 * columns; "Total charges", the deposit and the card payment at departure as credits, "Balance due 0.00"; "For information" the
 * total in kip at a yearly rate (a distractor); dated the departure; any day.
 */
export const enPrabangHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const nights = rng.int(2, 5);
    const arrival = plus(date, -nights);
    const [roomType, base] = rng.pick(ROOMS);
    const roomRate = Math.round((base * rise) / 100) * 100;
    const postings: { day: string; text: string; ref: string; cents: number }[] = [];
    for (let i = 0; i < nights; i++) postings.push({ day: plus(arrival, i), text: `Room – ${roomType}`, ref: `RM${rng.digits(4)}`, cents: roomRate });
    for (const [text, lo, hi] of rng.some(EXTRAS, rng.int(1, 5))) {
      const cents = Math.round((rng.int(lo, hi) * rise) / 50) * 50;
      postings.push({ day: plus(arrival, rng.int(0, nights)), text, ref: `PS${rng.digits(4)}`, cents });
    }
    postings.sort((a, b) => a.day.localeCompare(b.day));
    const charges = total(postings.map((p) => p.cents));
    const service = share(charges, 10);
    const rate = laoRate(date);
    const vat = vatOn(charges + service, rate);
    const gross = charges + service + vat;
    const deposit = Math.round((roomRate * 0.5) / 100) * 100;
    const vendorName = 'Xieng Mouane Residence Sole Co., Ltd.';
    const doc = `XM-${date.slice(2, 4)}-${String(rng.int(120, 9800)).padStart(5, '0')}`;
    const kip = Math.round(((gross / 100) * KIP[year]) / 1000) * 1000;
    const mon = (iso: string) => dt(iso, 'dd-Mon-yy').slice(0, 6);
    const row = (day: string, text: string, ref: string, charge: string, credit: string, cls = '') =>
      `<tr class="${cls}"><td>${day}</td><td>${text}</td><td>${ref}</td><td>${charge}</td><td>${credit}</td></tr>`;
    const body = `<div class="nm">Maison Xieng Mouane</div><div class="dbl"></div><div class="c">${vendorName}<br>Xieng Mouane quarter, Thanon Sakkaline, Luang Prabang, Lao PDR · +856 71 ${rng.int(210, 260)} ${rng.digits(3)}<br>Taxpayer ID ${rng.digits(8)} ${rng.digits(1)} 000</div>
<div class="ti">GUEST FOLIO · VAT INVOICE</div>
<div class="two"><table><tr><th>Guest</th><td>${rng.pick(GUESTS)}</td></tr><tr><th>Room</th><td>${rng.int(1, 3)}${String(rng.int(1, 14)).padStart(2, '0')} · ${roomType}</td></tr><tr><th>Arrival</th><td>${dt(arrival, 'dd/mm/yyyy')}</td></tr><tr><th>Departure</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><th>Nights / Adults</th><td>${nights} / ${rng.int(1, 2)}</td></tr></table>
<table><tr><th>Invoice No.</th><td><b>${doc}</b></td></tr><tr><th>Folio</th><td>${rng.int(40000, 89999)}</td></tr><tr><th>Cashier</th><td>${rng.pick(['Noy', 'Khamla', 'Bounmy', 'Vanh'])}</td></tr><tr><th>Page</th><td>1 of 1</td></tr></table></div>
<table class="t"><thead><tr><th>Date</th><th>Description</th><th>Voucher</th><th>Charges US$</th><th>Credits US$</th></tr></thead><tbody>
${postings.map((p) => row(mon(p.day), p.text, p.ref, amount(p.cents), '')).join('')}
${row(mon(date), 'Service charge 10%', '', amount(service), '')}${row(mon(date), `VAT ${rate}%`, '', amount(vat), '')}
${row('', 'Total charges', '', amount(gross), '', 'b')}${row(mon(arrival), 'Deposit received with the reservation', 'DP', '', amount(deposit))}${row(mon(date), `Card ****${rng.digits(4)}, paid at departure`, 'CC', '', amount(gross - deposit))}
${row('', 'Balance due', '', '0.00', '', 'b')}</tbody></table>
<div class="fx">For information: total in kip at 1 USD = ${KIP[year].toLocaleString('en-US')} LAK: ₭ ${kip.toLocaleString('en-US')}</div>
<div class="sg"><div>Guest signature</div><div>Cashier</div></div><div class="c sm">Thank you for staying with us · <span class="lo">ຂອບໃຈ</span></div>`;
    const css = `body{font-family:'DejaVu Serif';font-size:11.5px;padding:14mm 16mm}.nm{font-family:'Noto Serif Display';font-size:34px;text-align:center;letter-spacing:1px}.dbl{border-top:3px double #6b5a3a;width:60%;margin:4px auto 6px}.c{text-align:center;line-height:1.5}.sm{font-size:10px}.lo{font-family:'Noto Sans Lao'}
.ti{text-align:center;font-weight:bold;letter-spacing:3px;margin:12px 0;font-size:14px}.two{display:flex;justify-content:space-between;margin-bottom:10px}.two th{text-align:left;font-weight:normal;color:#555;padding:1px 12px 1px 0}
.t{width:100%;border-collapse:collapse}.t th{border-top:1px solid #000;border-bottom:1px solid #000;padding:3px;text-align:left}.t td{padding:3px;border-bottom:1px dotted #aaa}.t td:nth-child(n+4),.t th:nth-child(n+4){text-align:right;white-space:nowrap}.b td{font-weight:bold;border-top:1px solid #000}
.fx{margin-top:10px;font-size:10.5px;color:#444}.sg{display:flex;justify-content:space-between;margin:20mm 8mm 6mm}.sg div{border-top:1px solid #000;width:60mm;text-align:center;padding-top:2px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
