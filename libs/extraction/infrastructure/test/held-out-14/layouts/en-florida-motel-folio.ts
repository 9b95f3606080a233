import { addDays, esc, EN_MONTHS, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { ein, usd } from './extra';

const MOTELS = [
  { brand: 'Sandpiper Beach Motel', legal: 'Sandpiper Motor Inn LLC', town: 'Fort Lauderdale, FL 33316', county: 'Broward', tdt: 6 },
  { brand: 'The Pelican Court', legal: 'Pelican Court Hospitality, Inc.', town: 'Clearwater Beach, FL 33767', county: 'Pinellas', tdt: 6 },
  { brand: 'Coral Palms Inn', legal: 'Coral Palms Lodging Corp.', town: 'Key Largo, FL 33037', county: 'Monroe', tdt: 5 },
];
const GUESTS = ['Mr. Eitan Levi', 'Ms. Noa Friedman', 'Mr. & Mrs. Ben-Ami', 'Dr. Rina Katz'];

/**
 * A Florida motel's guest folio on Letter paper in USD (Roboto, Liberation Sans or DejaVu Sans; the name in URW
 * Bookman): the motel, the company ("LLC", "Inc.", "Corp.") with its FEIN, the Israeli guest with a passport
 * number, "Folio No." (six digits), "Confirmation" (letters and digits), room, "Arrival" and "Departure" (mm/dd/yyyy
 * or "Mar 4, 2025"), "Printed" on the departure day with a time; a row a night with its date, a resort fee a night,
 * parking on some, then per night the state sales tax (6%), the county surtax (1% or 1.5%) and the county's
 * tourist development tax, "Total charges", "Total taxes", the deposit taken at booking and the card at check-out
 * as payments and "Balance due $0.00".
 */
export const enFloridaMotelFolio: Layout = {
  id: 'en-florida-motel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const m = rng.pick(MOTELS);
    const arrival = randomDate(rng, '2023-07-01', '2026-02-20');
    const nights = rng.int(2, 4);
    const date = addDays(arrival, nights);
    const rate = rng.int(119, 289) * 100;
    const resort = rng.pick([0, 1500, 2500]);
    const parking = rng.chance(0.5) ? rng.pick([1200, 1800]) : 0;
    const surtax = m.county === 'Broward' ? 1 : m.county === 'Monroe' ? 1.5 : 1;
    type R = { d: string; what: string; amt: number };
    const rows: R[] = [];
    let taxes = 0;
    const mdY = rng.chance(0.5);
    const f = (iso: string) => (mdY ? dt(iso, 'mm/dd/yyyy') : `${EN_MONTHS[Number(iso.slice(5, 7)) - 1].slice(0, 3)} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`);
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      const base = rate + resort;
      rows.push({ d, what: 'Room charge', amt: rate });
      if (resort) rows.push({ d, what: 'Resort fee', amt: resort });
      if (parking) rows.push({ d, what: 'Parking', amt: parking });
      const taxable = base + parking;
      const st = share(taxable, 6);
      const sur = Math.round((taxable * surtax) / 100);
      const tdt = share(base, m.tdt);
      rows.push({ d, what: 'FL state sales tax 6%', amt: st }, { d, what: `${m.county} surtax ${surtax}%`, amt: sur }, { d, what: `Tourist development tax ${m.tdt}%`, amt: tdt });
      taxes += st + sur + tdt;
    }
    const total = rows.reduce((a, r) => a + r.amt, 0);
    const charges = total - taxes;
    const deposit = rate;
    const docNo = String(rng.int(100000, 999999));
    const font = rng.pick(['Roboto', 'Liberation Sans', 'DejaVu Sans']);
    const body = `<div class="hd"><div class="brand">${esc(m.brand)}</div><div class="sm">${rng.int(100, 3999)} ${rng.pick(['Seabreeze Blvd', 'Gulf View Blvd', 'Overseas Hwy'])} · ${m.town} · (${rng.int(305, 954)}) ${rng.int(200, 999)}-${rng.digits(4)}<br>Operated by ${esc(m.legal)} · FEIN ${ein(rng)}</div></div>
<div class="grid"><div><b>${esc(rng.pick(GUESTS))}</b><br>Passport ${rng.digits(8)} (ISR)<br>${esc(rng.pick(['Tel Aviv', 'Petah Tikva', 'Ashdod']))}, Israel</div><div><table class="meta"><tr><td>Folio No.</td><td>${docNo}</td></tr><tr><td>Confirmation</td><td>${rng.pick(['H', 'K', 'X'])}${rng.digits(3)}${rng.pick(['QF', 'TZ', 'MB'])}${rng.digits(2)}</td></tr><tr><td>Room</td><td>${rng.int(101, 248)}</td></tr>
<tr><td>Arrival</td><td>${f(arrival)}</td></tr><tr><td>Departure</td><td>${f(date)}</td></tr><tr><td>Printed</td><td>${f(date)} ${String(rng.int(7, 11)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')} AM</td></tr></table></div></div>
<div class="tt">GUEST FOLIO</div><table class="it"><tr><th>Date</th><th>Description</th><th>Charges</th><th>Credits</th></tr>${rows.map((r) => `<tr><td>${f(r.d)}</td><td>${r.what}</td><td>${usd(r.amt)}</td><td></td></tr>`).join('')}
<tr><td>${f(addDays(arrival, -rng.int(10, 60)))}</td><td>Deposit - Visa xxxx${rng.digits(4)}</td><td></td><td>${usd(deposit)}</td></tr><tr><td>${f(date)}</td><td>Payment - ${rng.pick(['Visa', 'Mastercard', 'Amex'])} xxxx${rng.digits(4)}</td><td></td><td>${usd(total - deposit)}</td></tr></table>
<table class="tot"><tr><td>Total charges</td><td>${usd(charges)}</td></tr><tr><td>Total taxes</td><td>${usd(taxes)}</td></tr><tr class="b"><td>Total</td><td>${usd(total)}</td></tr><tr><td>Payments</td><td>${usd(-total)}</td></tr><tr><td>Balance due</td><td>${usd(0)}</td></tr></table>
<div class="sm ft">I agree that my liability for this bill is not waived. Thank you for staying with us!</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#1b2a38;padding:13mm 15mm}.hd{text-align:center;border-bottom:3px solid #00838f;padding-bottom:3mm}.brand{font-family:'URW Bookman',serif;font-size:26px;color:#00838f}.sm{font-size:9px;color:#555;line-height:1.5}
.grid{display:flex;justify-content:space-between;margin:5mm 0;line-height:1.5}.meta td{padding:0.3mm 2mm}.meta td:first-child{color:#666}.tt{font-weight:bold;letter-spacing:2px;margin:3mm 0}table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:1.5px solid #00838f;text-align:left;padding:1mm}.it td{padding:0.7mm 1mm;border-bottom:1px solid #eee}
.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:right}.tot{width:70mm;margin:4mm 0 0 auto}.tot td{padding:0.8mm 2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:13px;border-top:1.5px solid #000}.ft{margin-top:8mm}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: m.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(taxes) },
    };
  },
};
