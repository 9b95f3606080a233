import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { idOf, next, plus, total, vatIn } from './extra';

const ID = 'en-klil-hotel-folio';

/** Extras, agorot with VAT in 2022. */
const EXTRAS: [string, number][] = [
  ['Dinner, 5 courses', 24000],
  ['Shiatsu, 60 minutes', 38000],
  ['Picnic hamper, 2 persons', 16000],
  ['Minibar', 4500],
  ['Guided ramble, 3 hours', 12000],
  ['Extended checkout', 15000],
];
const GUESTS = ['Ms. Orly Shaked', 'Mr. Daniel Sasson', 'Dr. Tamar Weiss', 'Mr. Yusuf Kanaan', 'Ms. Hadas Levkovich'];

/**
 * A country inn at Klil in the western hills of the north, a room folio in English priced in shekels, A4 (Z003 for
 * the name, Liberation Serif): "Terebinth Haven" in script with "KLIL" under it, the company "Klil Terebinth Haven
 * Ltd." and "Company No." hyphenated; "ROOM FOLIO" with a two-column block ("Occupant", room, persons, arrival and
 * departure as Mon d, yyyy, "Folio" a five-digit number, a distractor) and "Tax Invoice / Receipt No." TH-nnnnn;
 * postings by date with charges (the room with breakfast each night, extras) and credits ("Card ****nnnn"); "Total charges"
 * "₪…", "Payments", "Balance 0.00", "Prices include VAT n%" with the VAT (contained); dated the departure.
 */
export const enKlilHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const y = Number(date.slice(0, 4)) - 2022;
    const roomRate = Math.round((rng.pick([68000, 79000, 92000]) * (1 + y * 0.05)) / 1000) * 1000;
    const room = rng.pick(['Attic Loft', 'Lookout Room', 'Terebinth Room', 'Vault Room']);
    const posts: { d: string; what: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) posts.push({ d: plus(arrival, i), what: `${room}, breakfast included`, sum: roomRate });
    for (const [what, p] of rng.some(EXTRAS, rng.int(1, 4))) posts.push({ d: plus(arrival, rng.int(0, nights)), what, sum: Math.round((p * (1 + y * 0.05)) / 100) * 100 });
    posts.sort((a, b) => a.d.localeCompare(b.d));
    const gross = total(posts.map((p) => p.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Klil Terebinth Haven Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `TH-${rng.digits(5)}`;
    const body = `<div class="hd"><div class="nm">Terebinth Haven</div><div class="pl">K L I L</div><div class="co">${vendorName} · Company No. ${hyphenId(taxId)} · Klil, P.O.B. ${rng.int(10, 99)} · +972-4-99${rng.digits(5)}</div></div>
<h1>ROOM FOLIO</h1>
<div class="blk"><table><tr><th>Occupant</th><td>${rng.pick(GUESTS)}</td></tr><tr><th>Room</th><td>${room}</td></tr><tr><th>Persons</th><td>${rng.int(1, 3)}</td></tr><tr><th>Folio</th><td>${rng.int(10000, 99999)}</td></tr></table>
<table><tr><th>Arrival</th><td>${dt(arrival, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1')}</td></tr><tr><th>Departure</th><td>${dt(date, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1')}</td></tr><tr><th>Tax Invoice / Receipt No.</th><td><b>${doc}</b></td></tr></table></div>
<table class="t"><thead><tr><th>Date</th><th>Description</th><th>Charges (₪)</th><th>Credits (₪)</th></tr></thead><tbody>${posts
      .map((p) => `<tr><td>${dt(p.d, 'dd/mm/yyyy')}</td><td>${p.what}</td><td>${amount(p.sum)}</td><td></td></tr>`)
      .join('')}<tr><td>${dt(date, 'dd/mm/yyyy')}</td><td>Card ****${rng.digits(4)}</td><td></td><td>${amount(gross)}</td></tr></tbody></table>
<table class="tot"><tr><td>Total charges</td><td>₪${amount(gross)}</td></tr><tr><td>Payments</td><td>₪${amount(gross)}</td></tr><tr class="b"><td>Balance</td><td>₪0.00</td></tr></table>
<div class="vat">Prices include VAT ${rate}%: ₪${amount(vat)} (net ₪${amount(gross - vat)}).</div>
<div class="sig">Signature ______________________ &nbsp; Thank you, and welcome again.</div>`;
    const css = `body{font-family:'Liberation Serif';font-size:13px;padding:14mm 18mm}.hd{text-align:center;border-bottom:1px solid #6b5b3e;padding-bottom:8px}.nm{font-family:'Z003';font-size:44px;color:#4a3d25;line-height:1}.pl{letter-spacing:6px;font-size:12px;margin:2px 0 6px}.co{font-size:10.5px;color:#444}
h1{font-size:17px;letter-spacing:4px;text-align:center;margin:14px 0}.blk{display:flex;justify-content:space-between;gap:12px}.blk th{text-align:left;font-weight:normal;color:#555;padding:2px 10px 2px 0}.blk td{padding:2px 0}
.t{width:100%;border-collapse:collapse;margin-top:18px}.t th{border-top:1px solid #000;border-bottom:1px solid #000;padding:4px;text-align:left}.t td{padding:4px;border-bottom:0.5px dotted #999}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:70mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.b td{font-weight:bold;border-top:1.5px solid #000}.vat{margin-top:14px;text-align:right;font-size:12px}.sig{margin-top:40px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
