import { amount, formatDate, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../kit';

const OPERATORS = ['CityPark Ltd', 'Ahuzat Hof Parking Ltd.', 'EasyPark Systems Ltd', 'Central Garage Operations Ltd'];
const LOTS = ['Azrieli Center', 'Rabin Square', 'Sarona Market', 'Haifa Port Lot B', 'Malha Mall P3'];

/** A pay-station parking receipt: entry and exit times, duration, the amount paid with VAT included. */
export const enParkingTicket: Layout = {
  id: 'en-parking-ticket',
  lang: 'en',
  kind: 'parking',
  make(rng) {
    const vendor = rng.pick(OPERATORS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const h1 = rng.int(6, 15);
    const m1 = rng.int(0, 59);
    const minutes = rng.int(20, 540);
    const h2 = h1 + Math.floor((m1 + minutes) / 60);
    const m2 = (m1 + minutes) % 60;
    const total = Math.max(1200, Math.ceil(minutes / 15) * rng.pick([300, 350, 400]));
    const vat = vatOfGross(total, rate);
    const doc = rng.digits(6);
    const style = rng.pick(['d/m/Y', 'd.m.y', 'd-m-Y'] as const);
    const hm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const font = rng.pick(['DejaVu Sans', 'Liberation Sans Narrow', 'FreeSans', 'Noto Sans Mono']);
    const body = `
<div class="op">${vendor}</div><div class="sm">Company No. ${id}</div>
<div class="lot">${rng.pick(LOTS)}</div>
<dl>
<dt>Ticket No.</dt><dd>${doc}</dd>
<dt>Entry</dt><dd>${formatDate(date, style)} ${hm(h1, m1)}</dd>
<dt>Exit</dt><dd>${formatDate(date, style)} ${hm(h2, m2)}</dd>
<dt>Duration</dt><dd>${Math.floor(minutes / 60)}h ${minutes % 60}m</dd>
<dt>Terminal</dt><dd>APS-${rng.int(1, 9)}</dd>
</dl>
<div class="paid">PAID ₪${amount(total)}</div>
<div class="sm">Price includes VAT ${rate}%: ${amount(vat)}</div>
<div class="sm">Keep this receipt as your tax invoice</div>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; width: 58mm; padding: 4mm; text-align: center; }
.op { font-weight: bold; font-size: 12pt; } .lot { font-size: 13pt; margin: 3mm 0; border: 1px solid #000; }
dl { display: grid; grid-template-columns: auto auto; text-align: left; row-gap: 2px; } dt { font-weight: bold; } dd { margin: 0; text-align: right; }
.paid { font-size: 16pt; font-weight: bold; margin: 3mm 0; } .sm { font-size: 8.5pt; }`;
    return {
      page: '66mm 110mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '66mm 110mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
