import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, e, next, plus, total, vatOn } from './extra';

const ID = 'en-cnmi-saipan-garapan-hotel-folio';

const GUESTS = ['KIM, JIHOON', 'TANAKA, YUKI', 'LEVI, NOA', 'SANTOS, MARIA', 'BROWN, ETHAN', 'PARK, SEOYEON'];

/**
 * A hotel in Garapan, Saipan, Commonwealth of the Northern Mariana Islands, A4 (DejaVu Sans Condensed as a PMS prints):
 * "GUEST FOLIO" with the hotel's name over its company's, the guest, room, arrival and departure (mm/dd/yy), folio and
 * confirmation numbers and an "Invoice No." in a header grid, then dated postings: each night's room charge followed by
 * its "Hotel Occupancy Tax 15%" line, restaurant, bar and laundry charges (not taxed on the folio), a credit card payment,
 * "Total Charges", "Total Payments" and "Balance Due 0.00", a summary of the taxes. Dated the day of departure.
 */
export const enCnmiSaipanGarapanHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date: arrival } = next(ID, rng, undefined, [1, 24]);
    const nights = rng.int(2, 6);
    const date = plus(arrival, nights);
    const room = rng.pick([14900, 17900, 21500, 26900]) + (Number(arrival.slice(0, 4)) - 2022) * 1000;
    const tax = vatOn(room, 15);
    const posts: [string, string, number][] = [];
    let hot = 0;
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      posts.push([d, 'Room Charge – Ocean View', room]);
      posts.push([d, 'Hotel Occupancy Tax 15%', tax]);
      hot += tax;
      if (rng.chance(0.4)) posts.push([d, rng.pick(['Coral Café – Breakfast', 'Sunset Bar', 'Garapan Grill – Dinner', 'In-Room Dining']), rng.int(1800, 9800)]);
    }
    if (rng.chance(0.3)) posts.push([plus(date, -1), 'Laundry Service', rng.int(1200, 4500)]);
    const charges = total(posts.map((p) => p[2]));
    const vendorName = 'Marianas Bayview Hospitality, Inc.';
    const doc = `${rng.int(200000, 299999)}`;
    const body = `<div class="c"><div class="brand">GARAPAN BAYVIEW HOTEL</div><div class="sm">${vendorName} · Beach Road, Garapan, Saipan, MP 96950 · Tel (670) 234-${rng.digits(4)}</div><div class="title">GUEST FOLIO</div></div>
<table class="hdr"><tr><th>Guest</th><td>${e(rng.pick(GUESTS))}</td><th>Room</th><td>${rng.int(2, 9)}${String(rng.int(1, 40)).padStart(2, '0')}</td><th>Invoice No.</th><td>${doc}</td></tr>
<tr><th>Arrival</th><td>${dt(arrival, 'mm/dd/yyyy').replace(/\/\d\d(\d\d)$/, '/$1')}</td><th>Departure</th><td>${dt(date, 'mm/dd/yyyy').replace(/\/\d\d(\d\d)$/, '/$1')}</td><th>Folio</th><td>F${rng.digits(6)}</td></tr>
<tr><th>Conf. No.</th><td>${rng.digits(9)}</td><th>Rate</th><td>${amount(room)}</td><th>Page</th><td>1 of 1</td></tr></table>
<table class="items"><thead><tr><th>Date</th><th>Description</th><th>Charges</th><th>Credits</th></tr></thead><tbody>
${posts.map(([d, t, a]) => `<tr><td>${dt(d, 'mm/dd/yyyy').replace(/\/\d\d(\d\d)$/, '/$1')}</td><td>${t}</td><td>${amount(a)}</td><td></td></tr>`).join('')}
<tr><td>${dt(date, 'mm/dd/yyyy').replace(/\/\d\d(\d\d)$/, '/$1')}</td><td>${rng.pick(['VISA', 'MASTERCARD', 'AMEX', 'JCB'])} XXXX${rng.digits(4)}</td><td></td><td>${amount(charges)}</td></tr></tbody></table>
<table class="tt"><tr><td>Total Charges</td><td>${amount(charges)}</td></tr><tr><td>Total Payments</td><td>${amount(charges)}</td></tr><tr class="g"><td>Balance Due (USD)</td><td>0.00</td></tr></table>
<table class="tax"><tr><th>Tax summary</th><th>Taxable</th><th>Tax</th></tr><tr><td>Hotel Occupancy Tax 15%</td><td>${amount(room * nights)}</td><td>${amount(hot)}</td></tr></table>
<div class="sm">I agree that my liability for this bill is not waived. Thank you for choosing Garapan Bayview – Håfa Adai!</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:12px;padding:14mm 15mm}.brand{font-size:20px;font-weight:bold;letter-spacing:2px}.title{font-size:16px;font-weight:bold;margin:10px 0;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px}
.hdr{width:100%;margin-bottom:8px}.hdr th{text-align:left;font-weight:normal;color:#444;padding:2px 4px}.hdr td{font-weight:bold;padding:2px 4px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tt{width:45%;margin:8px 0 8px auto}.tt td{padding:2px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;border-top:1.5px solid #000}
.tax{width:60%;margin:8px 0 12px}.tax th,.tax td{border:1px solid #999;padding:2px 6px;text-align:right}.tax th:first-child,.tax td:first-child{text-align:left}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(charges), tax: truthAmount(hot) },
    };
  },
};
