import { addDays, amount, htmlPage, Layout, randomDate, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day } from '../notation';

const HOTELS = [
  { name: 'The Harrowgate Arms Hotel Ltd', town: 'Station Parade, Harrogate, North Yorkshire HG1 2RP' },
  { name: 'Kensington Row Hotel', town: 'Kensington Church St, London W8 4PT' },
  { name: 'Bath Priory House Ltd', town: 'Great Pulteney St, Bath BA1 3PT' },
  { name: 'The Quayside Hotel Edinburgh', town: 'Commercial Quay, Leith, Edinburgh EH6 6QU' },
];

/**
 * A UK hotel folio in GBP: VAT registration number in groups and a UK company number (eight
 * digits), an invoice number beside the folio and confirmation numbers, one row per night plus
 * extras, a zero-rated newspaper, a VAT analysis by rate (20% and 0%), the card payment and a zero
 * balance. Charges include VAT; the total is the charges.
 */
export const enUkHotelFolio: Layout = {
  id: 'en-uk-hotel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const h = rng.pick(HOTELS);
    const nights = rng.int(1, 4);
    const arrival = randomDate(rng);
    const departure = addDays(arrival, nights);
    const style = rng.pick(['d Mon Y', 'd/m/Y', 'd-Mon-Y'] as const);
    const room = rng.int(89, 329) * 100;
    const kind = rng.pick(['Double', 'Superior King', 'Twin', 'Classic']);
    const rows: [string, string, number, 20 | 0][] = [];
    for (let n = 0; n < nights; n++) {
      rows.push([addDays(arrival, n), `Accommodation – ${kind} Room`, room, 20]);
      if (rng.chance(0.6)) rows.push([addDays(arrival, n + 1), 'Full English Breakfast', rng.int(14, 24) * 100 + 50, 20]);
      if (rng.chance(0.3)) rows.push([addDays(arrival, n), rng.pick(['Bar', 'Restaurant – Dinner', 'Room Service']), rng.int(800, 9500), 20]);
    }
    if (rng.chance(0.5)) rows.push([addDays(arrival, nights - 1), 'Newspaper', rng.pick([250, 300, 420]), 0]);
    rows.sort((a, b) => a[0].localeCompare(b[0]));
    const total = rows.reduce((s, r) => s + r[2], 0);
    const standard = rows.filter((r) => r[3] === 20).reduce((s, r) => s + r[2], 0);
    const zero = total - standard;
    const vat = vatOfGross(standard, 20);
    const doc = `${rng.pick(['INV', 'HI', ''])}${rng.int(40000, 98999)}`;
    const vatNo = `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`;
    const font = rng.pick(['Liberation Serif', 'Noto Serif', 'DejaVu Serif Condensed', 'FreeSerif']);
    const m = (c: number) => `£${amount(c)}`;
    const body = `
<div class="hd"><div class="nm">${h.name}</div><div>${rng.int(1, 90)} ${h.town}</div><div>Tel +44 ${rng.digits(4)} ${rng.digits(6)}</div></div>
<table class="g"><tr><td>Guest</td><td>${rng.pick(['Mr Avi Peretz', 'Ms Shira Golan', 'Mr Tom Friedman', 'Dr Noa Baron'])}</td><td>Invoice No.</td><td>${doc}</td></tr>
<tr><td>Company</td><td>${rng.pick(['Technion R&D Foundation', 'Bluefin Software Ltd (Israel)', '-'])}</td><td>Folio</td><td>${rng.int(100000, 999999)}/${rng.int(1, 3)}</td></tr>
<tr><td>Room</td><td>${rng.int(1, 5)}${rng.digits(2)}</td><td>Confirmation</td><td>${rng.digits(8)}</td></tr>
<tr><td>Arrival</td><td>${day(arrival, style)}</td><td>Departure</td><td>${day(departure, style)}</td></tr>
<tr><td>Guests</td><td>${rng.int(1, 3)}</td><td>Invoice date</td><td>${day(departure, style)}</td></tr></table>
<table class="f"><tr><th>Date</th><th>Details</th><th>VAT</th><th>Debit</th><th>Credit</th></tr>
${rows.map(([d, t, c, r]) => `<tr><td>${day(d, style)}</td><td>${t}</td><td>${r}%</td><td>${amount(c)}</td><td></td></tr>`).join('')}
<tr><td>${day(departure, style)}</td><td>${rng.pick(['Visa', 'Mastercard', 'Amex'])} xxxx${rng.digits(4)}</td><td></td><td></td><td>${amount(total)}</td></tr>
<tr class="b"><td></td><td>Totals</td><td></td><td>${m(total)}</td><td>${m(total)}</td></tr></table>
<div class="bal">Balance due: £0.00</div>
<table class="v"><tr><th>VAT rate</th><th>Net</th><th>VAT</th><th>Gross</th></tr>
<tr><td>Standard 20%</td><td>${amount(standard - vat)}</td><td>${amount(vat)}</td><td>${amount(standard)}</td></tr>
${zero ? `<tr><td>Zero 0%</td><td>${amount(zero)}</td><td>0.00</td><td>${amount(zero)}</td></tr>` : ''}
<tr class="b"><td>Total</td><td>${amount(total - vat)}</td><td>${amount(vat)}</td><td>${amount(total)}</td></tr></table>
<p class="ft">VAT Reg No. ${vatNo} &middot; Registered in England &amp; Wales, Company No. ${rng.digits(8)} &middot; Thank you for staying with us.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 14mm 16mm; }
.hd { text-align: center; margin-bottom: 8mm; } .nm { font-size: 18pt; font-variant: small-caps; letter-spacing: 1px; }
.g { width: 100%; margin-bottom: 6mm; } .g td:nth-child(odd) { font-weight: bold; width: 25mm; }
.f { width: 100%; border-collapse: collapse; } .f th { border-top: 1px solid #000; border-bottom: 1px solid #000; text-align: left; } .f td { padding: 1mm; }
.f td:nth-child(n+4), .f th:nth-child(n+4) { text-align: right; } .b td { font-weight: bold; border-top: 1px solid #000; }
.bal { text-align: right; font-size: 12pt; margin: 4mm 0; } .v { width: 60%; border-collapse: collapse; font-size: 9pt; } .v th, .v td { border: 1px solid #888; padding: 1mm 2mm; text-align: right; }
.ft { font-size: 8pt; text-align: center; margin-top: 20mm; color: #444; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en-GB', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.name, documentNumber: doc, date: departure, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
