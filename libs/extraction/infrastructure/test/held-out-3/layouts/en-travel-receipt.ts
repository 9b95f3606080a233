import { addDays, amount, esc, htmlPage, Layout, randomDate, taxId, truthAmount } from '../../generalisation/kit';
import { day, phone } from '../notation';

const AGENCIES = ['Kinneret Travel Ltd.', 'Horizon Flights & Tours Ltd.', 'Blue Compass Travel (Israel) Ltd.', 'Jaffa Gate Journeys Ltd.'];
const ROUTES = [
  ['TLV', 'LHR', 'LY315'],
  ['TLV', 'JFK', 'LY001'],
  ['TLV', 'ATH', 'A3929'],
  ['TLV', 'FCO', 'AZ809'],
  ['TLV', 'BCN', 'VY7843'],
  ['TLV', 'BKK', 'LY081'],
  ['TLV', 'CDG', 'AF1621'],
];
const PAX = ['COHEN/DAVID MR', 'COHEN/MAYA MRS', 'LEVI/NOAM MSTR', 'ROSEN/ADI MS', 'SMITH/JOHN MR', 'AZOULAY/ELI MR'];

/**
 * A travel agency's receipt for air tickets, in English: booking reference (PNR), a ticket number
 * per passenger, the flight segments with their own (later) dates, the base fare and the taxes,
 * fees and carrier charges by code (YQ, IL, UB…) that are not VAT, an agency service fee, the
 * total paid in USD or ILS, the card and its instalments, the agency's company number; no VAT on
 * international air travel, and none is printed.
 */
export const enTravelReceipt: Layout = {
  id: 'en-travel-receipt',
  lang: 'en',
  kind: 'travel receipt',
  make(rng) {
    const vendor = rng.pick(AGENCIES);
    const id = taxId(rng);
    const date = randomDate(rng);
    const usd = rng.chance(0.5);
    const cur = usd ? 'USD' : 'ILS';
    const [from, to, flight] = rng.pick(ROUTES);
    const outbound = addDays(date, rng.int(7, 90));
    const back = addDays(outbound, rng.int(4, 21));
    const pax = rng.some(PAX, rng.int(1, 3));
    const k = usd ? 1 : rng.pick([365, 372, 381]) / 100;
    const fare = Math.round(rng.int(180, 950) * k) * 100;
    const taxes: [string, number][] = [
      ['YQ Carrier-imposed surcharge', Math.round(rng.int(60, 190) * k) * 100],
      ['IL Israel airport departure tax', Math.round(rng.int(22, 30) * k * 100)],
      [`${rng.pick(['UB', 'GB', 'FR', 'IT'])} Foreign airport taxes`, Math.round(rng.int(1500, 9500) * k)],
    ];
    const perPax = fare + taxes.reduce((s, t) => s + t[1], 0);
    const fee = Math.round(rng.pick([15, 20, 25, 35]) * k) * 100;
    const total = perPax * pax.length + fee;
    const doc = `${rng.pick(['R', 'RC', 'TR'])}-${date.slice(0, 4)}-${rng.digits(5)}`;
    const pnr = Array.from({ length: 6 }, () => rng.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
    const style = rng.pick(['d Mon Y', 'DD-Mon-Y', 'D Mon Y'] as const);
    const font = rng.pick(['Nimbus Mono PS', 'Liberation Mono', 'DejaVu Sans Mono']);
    const money = (c: number) => (usd ? `USD ${amount(c)}` : `ILS ${amount(c)}`);
    const instalments = rng.pick([1, 1, 3, 6]);
    const body = `
<div class="h"><b>${esc(vendor.toUpperCase())}</b><br>Licensed travel agent · Co. No. ${id}<br>${rng.int(2, 140)} ${rng.pick(['Ben Yehuda St', 'Rothschild Blvd', 'Jabotinsky Rd'])}, ${rng.pick(['Tel Aviv', 'Ramat Gan', 'Haifa'])} · Tel ${phone(rng)}</div>
<pre>
RECEIPT NO.   : ${doc}
ISSUE DATE    : ${day(date, style)}
BOOKING REF   : ${pnr}
CUSTOMER NO.  : ${rng.digits(6)}

PASSENGER(S)              TICKET NUMBER
${pax.map((p) => `${p.padEnd(26)}${rng.pick(['114', '057', '390', '055'])}-${rng.digits(10)}`).join('\n')}

ITINERARY
${flight.padEnd(8)}${from}-${to}  ${day(outbound, style).toUpperCase().padEnd(12)} ${String(rng.int(5, 23)).padStart(2, '0')}:${rng.pick(['05', '20', '40', '55'])}  ECONOMY
${(flight.slice(0, 2) + String(Number(flight.slice(2)) + 1)).padEnd(8)}${to}-${from}  ${day(back, style).toUpperCase().padEnd(12)} ${String(rng.int(5, 23)).padStart(2, '0')}:${rng.pick(['10', '25', '45', '50'])}  ECONOMY
</pre>
<table class="t">
<tr><th>Per passenger</th><th>${cur}</th></tr>
<tr><td>Base fare</td><td>${amount(fare)}</td></tr>
${taxes.map((t) => `<tr><td>${t[0]}</td><td>${amount(t[1])}</td></tr>`).join('')}
<tr class="sub"><td>Total per passenger</td><td>${amount(perPax)}</td></tr>
<tr><td>× ${pax.length} passenger${pax.length > 1 ? 's' : ''}</td><td>${amount(perPax * pax.length)}</td></tr>
<tr><td>Agency service fee</td><td>${amount(fee)}</td></tr>
<tr class="g"><td>TOTAL PAID</td><td>${money(total)}</td></tr>
</table>
<pre>
PAYMENT: ${rng.pick(['VISA', 'MASTERCARD', 'AMEX', 'DINERS'])} XXXX-${rng.digits(4)}  AUTH ${rng.digits(6)}
${instalments > 1 ? `${instalments} INSTALLMENTS OF ${money(Math.floor(total / instalments))} (FIRST ${money(total - Math.floor(total / instalments) * (instalments - 1))})` : 'SINGLE PAYMENT'}

International air transportation is zero-rated; taxes and
fees above are collected on behalf of airlines and airports.
Changes and cancellations subject to fare rules.
</pre>`;
    const css = `body { font-family: '${font}'; font-size: 9pt; padding: 12mm 16mm; }
.h { border: 2px solid #000; padding: 3mm; text-align: center; font-size: 9pt; line-height: 1.5; } .h b { font-size: 14pt; letter-spacing: 2pt; }
pre { font-family: inherit; font-size: 9pt; margin: 4mm 0; } .t { border-collapse: collapse; width: 125mm; } .t th { text-align: left; border-bottom: 1px solid #000; } .t td, .t th { padding: 0.8mm 2mm; }
.t td:last-child, .t th:last-child { text-align: right; } .sub td { border-top: 1px dashed #000; } .g td { border-top: 2px solid #000; border-bottom: 2px solid #000; font-weight: bold; font-size: 11pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: cur, total: truthAmount(total) },
    };
  },
};
