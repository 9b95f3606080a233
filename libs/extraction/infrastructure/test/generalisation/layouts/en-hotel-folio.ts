import { addDays, amount, formatDate, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../kit';

const HOTELS = ['Sea Breeze Hotel Tel Aviv Ltd', 'The Jerusalem Stone Hotel Ltd.', 'Carmel Heights Boutique Hotel', 'Galilee Springs Resort Ltd'];

/**
 * A hotel folio: arrival and departure, one dated row per night and extra, a card payment that
 * brings the balance to zero. The total is the charges, not the balance.
 */
export const enHotelFolio: Layout = {
  id: 'en-hotel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const vendor = rng.pick(HOTELS);
    const id = taxId(rng);
    const nights = rng.int(1, 5);
    const arrival = randomDate(rng);
    const departure = addDays(arrival, nights);
    const rate = israeliRate(departure);
    const room = rng.int(650, 1900) * 100;
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'd Mon Y'] as const);
    const rows: [string, string, number][] = [];
    for (let n = 0; n < nights; n++) rows.push([addDays(arrival, n), 'Room charge', room]);
    if (rng.chance(0.7)) rows.push([addDays(arrival, rng.int(0, nights - 1)), rng.pick(['Restaurant', 'Minibar', 'Spa treatment', 'Room service']), rng.int(60, 900) * 100]);
    if (rng.chance(0.5)) rows.push([addDays(arrival, rng.int(0, nights - 1)), 'Parking', 6000]);
    rows.sort((a, b) => a[0].localeCompare(b[0]));
    const total = rows.reduce((s, r) => s + r[2], 0);
    const vat = vatOfGross(total, rate);
    const doc = String(rng.int(100000, 999999));
    const font = rng.pick(['DejaVu Serif', 'Liberation Serif', 'FreeSerif', 'Noto Serif']);
    const body = `
<div class="h"><div class="n">${vendor}</div><div>${rng.int(1, 200)} ${rng.pick(['HaYarkon St', 'King David St', 'Yefe Nof St'])} &middot; Company No. ${id}</div></div>
<h3>GUEST FOLIO / TAX INVOICE</h3>
<table class="g">
<tr><td>Guest</td><td>${rng.pick(['Mr. D. Cohen', 'Ms. R. Levi', 'Mr. J. Smith'])}</td><td>Folio No.</td><td>${doc}</td></tr>
<tr><td>Room</td><td>${rng.int(101, 1450)}</td><td>Arrival</td><td>${formatDate(arrival, style)}</td></tr>
<tr><td>Company</td><td>Acme Trading Ltd</td><td>Departure</td><td>${formatDate(departure, style)}</td></tr>
</table>
<table class="f">
<tr><th>Date</th><th>Description</th><th>Charges</th><th>Credits</th></tr>
${rows.map(([d, what, c]) => `<tr><td>${formatDate(d, style)}</td><td>${what}</td><td>${amount(c)}</td><td></td></tr>`).join('')}
<tr><td>${formatDate(departure, style)}</td><td>Visa ****${rng.digits(4)}</td><td></td><td>${amount(total)}</td></tr>
<tr class="b"><td></td><td>Total</td><td>${amount(total)}</td><td>${amount(total)}</td></tr>
</table>
<table class="t"><tr><td>Balance</td><td>0.00</td></tr><tr><td>VAT ${rate}% included in charges</td><td>${amount(vat)}</td></tr><tr><td>Currency</td><td>ILS</td></tr></table>
<p class="s">Printed ${formatDate(departure, style)}. I agree that my liability for this bill is not waived.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 14mm; }
.h { text-align: center; border-bottom: 1px solid #b08d57; padding-bottom: 3mm; } .n { font-size: 19pt; color: #6b4f1d; }
h3 { text-align: center; letter-spacing: 1px; } .g { width: 100%; } .g td:nth-child(odd) { font-weight: bold; }
.f { width: 100%; border-collapse: collapse; margin-top: 6mm; } .f th { border-bottom: 1px solid #000; text-align: left; } .f td { padding: 3px; }
.f td:nth-child(3), .f td:nth-child(4), .f th:nth-child(3), .f th:nth-child(4) { text-align: right; } .b td { border-top: 1px solid #000; font-weight: bold; }
.t { margin: 5mm 0 0 auto; } .t td:last-child { text-align: right; padding-left: 10mm; } .s { font-size: 8pt; margin-top: 15mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date: departure, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
