import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';

const THEATRES = [
  { name: 'Cavendish Theatres Ltd', venue: 'The Cavendish Theatre, Shaftesbury Avenue, London W1D' },
  { name: 'Southbank Stage Company Limited', venue: 'Riverside Stage, Upper Ground, London SE1' },
  { name: 'Royal Mews Playhouse Ltd', venue: 'Royal Mews Playhouse, Drury Lane, London WC2B' },
];
const SHOWS = ['The Lighthouse Keeper', 'A Midsummer Night\u2019s Dream', 'Kings of the Strand', 'The Glass Orchard', 'Paper Moon: The Musical'];

/**
 * A London theatre's booking confirmation and VAT receipt in GBP (A4, Nimbus Roman or C059 headings,
 * Open Sans body): "Booking reference" (eight letters and digits) above "VAT receipt no.", "Booked
 * on" (the receipt's date), the show's later performance date and time, seats, tickets × price,
 * a booking fee per ticket, a transaction fee, a programme or interval drinks pre-ordered on some,
 * "Total paid", "Includes VAT at 20%", the card, and the company and VAT registration numbers.
 */
export const enLondonTheatreBooking: Layout = {
  id: 'en-london-theatre-booking',
  lang: 'en',
  kind: 'event ticket',
  make(rng: Rng) {
    const t = rng.pick(THEATRES);
    const date = randomDate(rng, '2023-06-01', '2026-03-20');
    const show = addDays(date, rng.int(3, 90));
    const n = rng.int(2, 5);
    const price = rng.pick([3950, 5500, 7250, 8900, 11500, 14950]);
    const fee = rng.pick([250, 300, 350]);
    const trans = rng.chance(0.5) ? 195 : 0;
    const extras: [string, number][] = rng.chance(0.5) ? [[rng.pick(['Souvenir programme', 'Interval drinks (pre-ordered), 2 glasses']), rng.pick([600, 1700, 1900])]] : [];
    const total = n * price + n * fee + trans + extras.reduce((a, x) => a + x[1], 0);
    const vat = vatOfGross(total, 20);
    const ref = Array.from({ length: 8 }, () => rng.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
    const docNo = `VR-${date.slice(0, 4)}-${rng.digits(6)}`;
    const head = rng.pick(['Nimbus Roman', 'C059']);
    const row = rng.pick([...'ABCDEFGHJK']);
    const seat = rng.int(3, 20);
    const p = (c: number) => `£${amount(c)}`;
    const body = `<div class="band"><div class="t">${esc(t.name.replace(/ (Ltd|Limited)$/, ''))}</div><div>Booking confirmation &amp; VAT receipt</div></div>
<div class="wrap"><table class="facts"><tr><td>Booking reference</td><td class="ref">${ref}</td></tr><tr><td>VAT receipt no.</td><td>${docNo}</td></tr><tr><td>Booked on</td><td>${dt(date, 'd Month yyyy')}</td></tr><tr><td>Customer</td><td>${esc(rng.pick(['Mr A. Ben-Ami', 'Ms T. Gilad', 'Mrs O. Raz', 'Mr G. Haddad']))}</td></tr></table>
<div class="show"><div class="sn">${esc(rng.pick(SHOWS))}</div><div>${enDay(show)} ${dt(show, 'd Month yyyy')} at ${rng.pick(['14:30', '19:30', '19:45'])} · doors open 45 minutes before</div><div>${esc(t.venue)}</div><div>${rng.pick(['Stalls', 'Dress Circle', 'Grand Circle'])} · Row ${row} · Seats ${seat}–${seat + n - 1}</div></div>
<table class="it"><tr><th>Item</th><th>Qty</th><th>Each</th><th>Amount</th></tr><tr><td>Ticket, full price</td><td>${n}</td><td>${p(price)}</td><td>${p(n * price)}</td></tr><tr><td>Booking fee</td><td>${n}</td><td>${p(fee)}</td><td>${p(n * fee)}</td></tr>
${trans ? `<tr><td>Transaction fee</td><td>1</td><td>${p(trans)}</td><td>${p(trans)}</td></tr>` : ''}${extras.map(([x, c]) => `<tr><td>${esc(x)}</td><td>1</td><td>${p(c)}</td><td>${p(c)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="b"><td>Total paid</td><td>${p(total)}</td></tr><tr><td>Includes VAT at 20%</td><td>${p(vat)}</td></tr></table>
<div>Paid by ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)} on ${dt(date, 'dd/mm/yyyy')}. Tickets are non-refundable; e-tickets will be sent 48 hours before the performance.</div>
<div class="foot">${esc(t.name)}, registered in England and Wales, company no. ${rng.digits(8)} · VAT reg. no. GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}</div></div>`;
    const css = `body{font-family:'Open Sans',sans-serif;font-size:12px;color:#1a1a1a}
.band{background:#5a0f1c;color:#f5e6c8;padding:9mm 16mm}.t{font-family:'${head}',serif;font-size:30px}
.wrap{padding:8mm 16mm}.facts td{padding:1mm 4mm 1mm 0}.facts td:first-child{color:#777}.ref{font-family:'${head}',serif;font-size:18px;font-weight:bold;letter-spacing:2px}
.show{margin:6mm 0;border-left:4px solid #5a0f1c;padding:2mm 5mm;background:#faf5ee}.sn{font-family:'${head}',serif;font-size:20px}
table{border-collapse:collapse}.it{width:100%}.it th{text-align:left;border-bottom:1px solid #000;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #eee}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{width:75mm;margin:4mm 0 6mm auto}.tot td{padding:1mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:15px;border-top:2px solid #000}.foot{margin-top:16mm;font-size:9.5px;color:#777}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: t.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
