import { addDays, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { de, dt, personalId } from '../../generalisation/notation';

const HOTELS = [
  { name: 'Aegean Blue Suites S.A.', addr: 'Oia, 847 02 Santorini, Greece', afm: 'EL 800 412 957', tax: 'DOY Thiras' },
  { name: 'Kalypso Bay Hotel IKE', addr: 'Agios Stefanos, 490 81 Corfu, Greece', afm: 'EL 801 553 120', tax: 'DOY Kerkyras' },
  { name: 'Porto Limani Boutique Hotel S.A.', addr: 'Akti Koundourioti 12, 180 40 Hydra, Greece', afm: 'EL 094 771 306', tax: 'DOY Piraeus' },
];

/**
 * A Greek hotel's "INVOICE / ΤΙΜΟΛΟΓΙΟ" in EUR (A4, Open Sans or Nimbus Sans, amounts "1.234,56")
 * dated on departure: the hotel's name, AFM (VAT number) and tax office, "Invoice No. A-1234"
 * with a series, the arrival and departure dates, room, guests, the Israeli guest's passport and id
 * or the travel company's company number, nights × room rate (accommodation 13%), breakfasts and
 * minibar (food 13%, drinks 24%), the climate resilience fee per night (no VAT), a VAT analysis by
 * rate, "Total VAT", "Grand total €", "Paid by card" and balance 0,00. The Israeli number printed
 * is the customer's, so no vendor tax id is in the truth.
 */
export const enGreekHotelInvoice: Layout = {
  id: 'en-greek-hotel-invoice',
  lang: 'en',
  kind: 'hotel invoice',
  make(rng: Rng) {
    const h = rng.pick(HOTELS);
    const date = randomDate(rng, '2023-06-05', '2025-10-20');
    const nights = rng.int(2, 7);
    const arrival = addDays(date, -nights);
    const rateNight = rng.int(95, 420) * 100;
    const acc = nights * rateNight;
    const bf = rng.chance(0.6) ? nights * rng.int(2, 3) * 1800 : 0;
    const minibar = rng.chance(0.5) ? rng.int(8, 60) * 100 : 0;
    const climate = nights * rng.pick([700, 1000, 1500]);
    // prices include VAT; VAT = gross × r / (100 + r)
    const vatOf = (g: number, r: number) => Math.round((g * r) / (100 + r));
    const v13 = vatOf(acc + bf, 13);
    const v24 = vatOf(minibar, 24);
    const vat = v13 + v24;
    const total = acc + bf + minibar + climate;
    const docNo = `A-${rng.int(1000, 9999)}`;
    const ds = rng.pick(['dd/mm/yyyy', 'd Month yyyy', 'dd.mm.yyyy'] as const);
    const e = (c: number) => `${de(c)}`;
    const body = `<div class="pg"><div class="hd"><div><h1>${esc(h.name)}</h1><div>${esc(h.addr)}</div><div>AFM / VAT No. ${h.afm} · ${h.tax} · MHTE ${rng.digits(4)}K0${rng.digits(5)}</div></div><div class="doc">INVOICE / ΤΙΜΟΛΟΓΙΟ<br>Series A · No. <b>${docNo}</b><br>Date: ${dt(date, ds)}</div></div>
<div class="g"><div><b>Guest</b><br>${rng.pick(['Mr. Eyal Sasson', 'Mrs. Keren Adler', 'Mr. & Mrs. Ben-Ami', 'Ms. Noa Feldman'])}<br>Passport ${rng.int(30, 39)}${rng.digits(6)} (Israel)<br>ID ${personalId(rng)}</div>
<div><b>Stay</b><br>Arrival: ${dt(arrival, ds)}<br>Departure: ${dt(date, ds)}<br>Room ${rng.int(1, 4)}${rng.digits(2)} · ${rng.pick(['Deluxe Sea View', 'Junior Suite', 'Superior Double', 'Cave Suite with plunge pool'])} · ${rng.int(1, 3)} adults</div>
<div><b>Booked via</b><br>${rng.pick(['Direct – hotel website', 'Issta Lines Ltd, Co. No. ' + taxId(rng, true), 'Booking reference ' + rng.digits(10)])}</div></div>
<table><tr><th>Description</th><th>Qty</th><th>Price €</th><th>VAT</th><th>Amount €</th></tr>
<tr><td>Accommodation ${dt(arrival, 'dd/mm')} – ${dt(date, 'dd/mm')}</td><td>${nights}</td><td>${e(rateNight)}</td><td>13%</td><td>${e(acc)}</td></tr>
${bf ? `<tr><td>Breakfast buffet</td><td>${bf / 1800}</td><td>18,00</td><td>13%</td><td>${e(bf)}</td></tr>` : ''}
${minibar ? `<tr><td>Minibar – beverages</td><td>1</td><td>${e(minibar)}</td><td>24%</td><td>${e(minibar)}</td></tr>` : ''}
<tr><td>Climate resilience fee (per night)</td><td>${nights}</td><td>${e(climate / nights)}</td><td>–</td><td>${e(climate)}</td></tr></table>
<div class="bot"><table class="va"><tr><th>VAT rate</th><th>Net</th><th>VAT</th></tr><tr><td>13%</td><td>${e(acc + bf - v13)}</td><td>${e(v13)}</td></tr>${minibar ? `<tr><td>24%</td><td>${e(minibar - v24)}</td><td>${e(v24)}</td></tr>` : ''}<tr><td>Exempt</td><td>${e(climate)}</td><td>0,00</td></tr></table>
<table class="t"><tr><td>Total VAT</td><td>${e(vat)}</td></tr><tr class="gt"><td>Grand total</td><td>€ ${e(total)}</td></tr><tr><td>Paid by card ${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ****${rng.digits(4)}</td><td>${e(total)}</td></tr><tr><td>Balance</td><td>0,00</td></tr></table></div>
<p>Prices include VAT. The climate resilience fee is collected on behalf of the Hellenic Republic. Ευχαριστούμε! Thank you for staying with us.</p></div>`;
    const font = rng.pick(['Open Sans', 'Nimbus Sans']);
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#1a2a3a}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #1f5fa8;padding-bottom:4mm}
h1{font-size:21px;color:#1f5fa8;margin:0 0 1mm}.doc{text-align:right;font-size:13px;line-height:1.6}.g{display:flex;gap:6mm;margin:6mm 0;line-height:1.6}.g div{flex:1;background:#f1f5fa;padding:3mm}
table{width:100%;border-collapse:collapse}th{background:#1f5fa8;color:#fff;padding:2mm;text-align:left}td{padding:2mm;border-bottom:1px solid #d5dde8}
td:nth-child(n+2),th:nth-child(n+2){text-align:right}.bot{display:flex;gap:10mm;margin-top:6mm;align-items:flex-start}.va{width:80mm}.t{width:85mm;margin-left:auto}.gt td{font-size:16px;font-weight:bold;border-top:2px solid #1f5fa8}p{margin-top:10mm;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
