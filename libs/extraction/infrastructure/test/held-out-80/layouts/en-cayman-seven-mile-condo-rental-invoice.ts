import { amount, EN_MONTHS, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { baseCss, next, plus, total, vatOn } from './extra';

const ID = 'en-cayman-seven-mile-condo-rental-invoice';

const UNITS: [string, number][] = [
  ['1-Bedroom Garden View', 26500],
  ['2-Bedroom Ocean View', 41500],
  ['2-Bedroom Beachfront', 52500],
  ['3-Bedroom Penthouse', 79500],
];
const GUESTS = ['Mr. & Mrs. D. Whitfield', 'Ms. Karen O’Leary', 'The Hartmann Family', 'Mr. J. Alvarez', 'Dr. S. Patel'];

/**
 * A condominium rental company on Seven Mile Beach, Grand Cayman, A4 (Noto Serif headings, Noto Sans text): the
 * complex's name and the Ltd.'s name with its trade and business licence number, "RENTAL INVOICE" with "Invoice #"
 * (CSM-yy-nnnn) and the invoice date (d Month yyyy) in a box at the right, guest, unit and stay (arrival and departure
 * with weekdays), nights at the nightly rate (a high-season rate from mid-December to mid-April), the Government
 * Tourist Accommodation Tax at 13% on the accommodation only, untaxed extras (airport greeting, beach cabana, mid-stay
 * housekeeping), "Total (US$)", the deposit and balance paid by card, "Balance due US$ 0.00", and "CI$ rate 0.82"
 * printed for reference. Dated the day of departure; arrivals from the 1st to the 24th.
 */
export const enCaymanSevenMileCondoRentalInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: arrive } = next(ID, rng, undefined, [1, 24]);
    const nights = rng.int(3, 7);
    const date = plus(arrive, nights);
    const m = Number(arrive.slice(5, 7));
    const high = m <= 3 || m === 12 || (m === 4 && Number(arrive.slice(8, 10)) <= 15);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const [unit, base] = rng.pick(UNITS);
    const nightly = Math.round((base * up * (high ? 1.35 : 1)) / 500) * 500;
    const accommodation = nightly * nights;
    const tax = vatOn(accommodation, 13);
    const extras: [string, number][] = [];
    if (rng.chance(0.5)) extras.push(['Airport meet & greet', 6500]);
    if (rng.chance(0.5)) extras.push([`Beach cabana rental (${Math.min(nights, 3)} days)`, 4500 * Math.min(nights, 3)]);
    if (nights >= 5 && rng.chance(0.6)) extras.push(['Mid-stay housekeeping', 9500]);
    const gross = accommodation + tax + total(extras.map(([, v]) => v));
    const deposit = Math.round(gross / 2 / 100) * 100;
    const vendorName = 'Seven Mile Shores Rentals Ltd.';
    const doc = `CSM-${date.slice(2, 4)}-${String(rng.int(100, 2999)).padStart(4, '0')}`;
    const long = (iso: string) => `${enDay(iso)}, ${dt(iso, 'd Month yyyy')}`;
    const usd = (c: number) => amount(c);
    const body = `<div class="hd"><div><div class="name">The Coral Reach</div><div class="sub">Condominium Residences · West Bay Road, Seven Mile Beach</div><div class="sm">${vendorName} · Grand Cayman KY1-${1000 + rng.int(100, 999)}, Cayman Islands<br>Trade &amp; Business Licence No. ${rng.int(10000, 99999)} · Tourism Licence TA-${rng.digits(4)}</div></div>
<div class="box"><div class="t">RENTAL INVOICE</div><div>Invoice # <b>${doc}</b></div><div>Date: ${dt(date, 'd Month yyyy')}</div><div>Reservation: ${rng.digits(6)}</div></div></div>
<table class="g3"><tr><th>Guest</th><th>Unit</th><th>Stay</th></tr><tr><td>${rng.pick(GUESTS).replace(/&/g, '&amp;')}<br>${rng.int(2, 6)} guests</td><td>${unit}<br>Unit ${rng.pick(['A', 'B', 'C'])}${rng.int(101, 412)}</td><td>Arrive ${long(arrive)}<br>Depart ${long(date)}</td></tr></table>
<table class="items"><thead><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr></thead><tbody>
<tr><td>Accommodation${high ? ' – high season' : ''}</td><td>${nights} nights</td><td>${usd(nightly)}</td><td>${usd(accommodation)}</td></tr>
<tr><td>Government Tourist Accommodation Tax 13%</td><td></td><td></td><td>${usd(tax)}</td></tr>
${extras.map(([n, v]) => `<tr><td>${n.replace(/&/g, '&amp;')}</td><td>1</td><td>${usd(v)}</td><td>${usd(v)}</td></tr>`).join('')}
</tbody></table>
<table class="tt"><tr><td>Accommodation</td><td>${usd(accommodation)}</td></tr><tr><td>Tourist Accommodation Tax (13%)</td><td>${usd(tax)}</td></tr><tr><td>Other charges</td><td>${usd(total(extras.map(([, v]) => v)))}</td></tr><tr class="gt"><td>Total (US$)</td><td>${usd(gross)}</td></tr>
<tr><td>Deposit received ${EN_MONTHS[Number(plus(arrive, -60).slice(5, 7)) - 1].slice(0, 3)} ${plus(arrive, -60).slice(0, 4)}</td><td>(${usd(deposit)})</td></tr><tr><td>Balance charged to card ****${rng.digits(4)}</td><td>(${usd(gross - deposit)})</td></tr><tr class="b"><td>Balance due US$</td><td>0.00</td></tr></table>
<div class="sm note">All amounts in United States dollars. CI$ equivalent at CI$0.82 = US$1.00 available on request. The Tourist Accommodation Tax is levied on accommodation only and remitted to the Department of Tourism.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans','DejaVu Sans';font-size:12.5px;padding:16mm 16mm;color:#123}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #0e6d8c;padding-bottom:10px}.name{font-family:'Noto Serif';font-size:28px;color:#0e6d8c}.sub{font-style:italic}
.box{border:1.5px solid #0e6d8c;padding:6px 12px;min-width:60mm}.box .t{font-family:'Noto Serif';font-size:18px;font-weight:bold;letter-spacing:1px}
.g3{width:100%;margin:12px 0}.g3 th{text-align:left;background:#e4f2f6;padding:4px 6px}.g3 td{vertical-align:top;padding:4px 6px}.items th:nth-child(n+2),.items td:nth-child(n+2){text-align:right}
.tt{width:55%;margin:10px 0 0 auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.gt td{font-weight:bold;font-size:15px;border-top:2px solid #0e6d8c;border-bottom:2px solid #0e6d8c}.note{margin-top:16px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
