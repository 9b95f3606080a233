import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { add, dated, taxOn } from './extra';

const ID = 'en-uk-narrowboat-hire-invoice';
const YARDS = [
  { legal: 'Kingfisher Narrowboats Ltd', base: 'Kingfisher Wharf, Stoke Bruerne, Northamptonshire NN12 7SE', canal: 'Grand Union Canal' },
  { legal: 'Willow Lock Boat Hire Limited', base: 'Willow Lock Marina, Llangollen Road, Whitchurch SY13 3JQ', canal: 'Llangollen Canal' },
  { legal: 'Meadow Cut Cruisers Ltd.', base: 'Meadow Cut Basin, Stratford Road, Warwick CV34 6RE', canal: 'Stratford-upon-Avon Canal' },
];
const BOATS: [string, number, number][] = [
  ['Kestrel', 4, 129000],
  ['Moorhen', 6, 164000],
  ['Heron Grey', 8, 199000],
  ['Damselfly', 2, 98000],
];
const HIRE: [string, number, number][] = [
  ['Short break (Fri–Mon, 3 nights)', 3, 55],
  ['Midweek break (Mon–Fri, 4 nights)', 4, 70],
  ['One week (7 nights)', 7, 100],
];

/** A British canal-boat hire yard's VAT invoice for the balance of a narrowboat holiday, in pounds on A4: booking reference, boat and berths, hire start and end weeks after the invoice date, hire and extras at 20%, a damage waiver outside the scope of VAT, the deposit paid at booking, the balance due date and a refundable security deposit held on a card. */
export const enUkNarrowboatHireInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { date } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8]);
    const y = rng.pick(YARDS);
    const [boat, berths, weekly] = rng.pick(BOATS);
    const [hireName, nights, pct] = rng.pick(HIRE);
    // Short breaks start on a Friday, midweek breaks on a Monday, weeks on a Saturday.
    const weekday = nights === 3 ? 5 : nights === 4 ? 1 : 6;
    let start = addDays(date, rng.int(28, 70));
    while (new Date(`${start}T12:00:00Z`).getUTCDay() !== weekday) start = addDays(start, 1);
    const end = addDays(start, nights);
    const hire = Math.round((weekly * pct) / 10000) * 100;
    const extras: [string, number][] = rng
      .some(
        [
          ['Fuel & gas package', nights * 1400],
          ['Bicycle hire × 2', nights * 1600],
          ['Dog on board', 4500],
          ['Welcome hamper', 3900],
          ['Tunnel light & windlass set', 1200],
        ] as [string, number][],
        rng.int(1, 3),
      )
      .map(([n, c]) => [n, c]);
    const net = hire + add(extras.map((e) => e[1]));
    const vat = taxOn(net, 20);
    const waiver = rng.pick([6500, 8500, 9500]);
    const total = net + vat + waiver;
    const deposit = Math.round(total / 4 / 100) * 100;
    const docNo = rng.pick([
      () => `${y.legal.slice(0, 2).toUpperCase()}/${date.slice(2, 4)}/${String(rng.int(1, 999)).padStart(4, '0')}`,
      () => String(rng.int(5000, 6999)),
      () => `BH-${date.slice(0, 4)}-${String(rng.int(1, 300)).padStart(3, '0')}`,
    ])();
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'd Mon yyyy'] as const);
    const font = rng.pick(["'C059'", "'Liberation Serif'", "'Noto Serif'"]);
    const gbp = (c: number) => `£${amount(c)}`;
    const ref = `${boat.slice(0, 3).toUpperCase()}${rng.int(10000, 99999)}`;
    const body = `<div class="top"><svg width="110" height="34" viewBox="0 0 110 34"><path d="M4 22 h96 l6 -6 v10 h-102 z" fill="#1f5130"/><rect x="20" y="12" width="60" height="10" fill="#a31f34"/><rect x="26" y="14" width="6" height="5" fill="#f4d35e"/><rect x="38" y="14" width="6" height="5" fill="#f4d35e"/><rect x="50" y="14" width="6" height="5" fill="#f4d35e"/><path d="M0 30 q10 -4 20 0 t20 0 t20 0 t20 0 t20 0 t20 0" stroke="#3a7ca5" stroke-width="2" fill="none"/></svg>
<div class="nm">${esc(y.legal)}</div><div class="sm">Holiday narrowboats on the ${y.canal} · ${esc(y.base)}</div></div>
<div class="row"><div><b>Invoice to</b><br>${rng.pick(['Mr Yoav & Mrs Michal Dror', 'Ms Rinat Aloni', 'Dr Itamar Sasson', 'Mr Ohad Ben-Ami'])}<br>${rng.pick(['14 HaPrahim St', '7 Ussishkin St', '22 Derech HaYam'])}<br>${rng.pick(["Ra'anana", 'Haifa', "Modi'in", "Be'er Sheva"])}, Israel</div>
<div class="doc"><div class="dt">VAT INVOICE</div><table><tr><td>Invoice No.</td><td>${docNo}</td></tr><tr><td>Invoice date</td><td>${dt(date, fmt)}</td></tr><tr><td>Booking ref.</td><td>${ref}</td></tr><tr><td>Booked on</td><td>${dt(addDays(date, -rng.int(40, 150)), 'dd/mm/yyyy')}</td></tr></table></div></div>
<div class="hire"><b>${esc(boat)}</b> · ${berths} berths · ${hireName}<br>Hire start: ${enDay(start)} ${dt(start, 'd Mon yyyy')}, from 2 pm · Hire end: ${enDay(end)} ${dt(end, 'd Mon yyyy')}, by 9 am</div>
<table class="it"><tr><th>Description</th><th>VAT</th><th>Amount</th></tr><tr><td>Boat hire – ${esc(boat)}, ${hireName}</td><td>20%</td><td>${gbp(hire)}</td></tr>${extras.map((e) => `<tr><td>${esc(e[0])}</td><td>20%</td><td>${gbp(e[1])}</td></tr>`).join('')}
<tr><td>Damage waiver (insurance – outside the scope of VAT)</td><td>O/S</td><td>${gbp(waiver)}</td></tr></table>
<table class="tot"><tr><td>Net (standard-rated)</td><td>${gbp(net)}</td></tr><tr><td>VAT @ 20%</td><td>${gbp(vat)}</td></tr><tr><td>Damage waiver (no VAT)</td><td>${gbp(waiver)}</td></tr><tr class="g"><td>Invoice total</td><td>${gbp(total)}</td></tr><tr><td>Less deposit paid at booking</td><td>(${gbp(deposit)})</td></tr><tr class="b"><td>Balance due by ${dt(addDays(start, -28) > date ? addDays(start, -28) : addDays(date, 7), 'dd/mm/yyyy')}</td><td>${gbp(total - deposit)}</td></tr></table>
<p class="sm">A refundable security deposit of ${gbp(rng.pick([25000, 30000, 40000]))} will be held on your card at the start of the hire and released on the boat's safe return; it is not part of this invoice. Pay by bank transfer: sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, account ${rng.digits(8)}, quoting ${ref}.</p>
<div class="foot">${esc(y.legal)} · Registered in England and Wales, Company No. ${rng.digits(8)} · VAT Reg. No. GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}</div>`;
    const css = `body{font-family:${font},serif;font-size:11.5px;padding:14mm 17mm 28mm;color:#1c1c1c;position:relative;min-height:297mm;box-sizing:border-box}
.top{text-align:center;border-bottom:3px double #1f5130;padding-bottom:3mm}.nm{font-family:'URW Bookman',serif;font-size:24px;color:#1f5130}.sm{font-size:9.5px;color:#444}
.row{display:flex;justify-content:space-between;margin:7mm 0 5mm;line-height:1.5}.doc{border:1.5px solid #a31f34;padding:2mm 4mm}.dt{font-weight:bold;color:#a31f34;font-size:15px;letter-spacing:2px}.doc td{padding:0.5mm 3mm 0.5mm 0}
.hire{background:#eef3ee;padding:2.5mm 3mm;line-height:1.6}table{border-collapse:collapse}.it{width:100%;margin-top:4mm}.it th{text-align:left;border-bottom:2px solid #1f5130;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:last-child,.it th:last-child{text-align:right}
.tot{width:95mm;margin:4mm 0 0 auto}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:13.5px;border-top:2px solid #000}.b td{font-weight:bold}.foot{position:absolute;bottom:12mm;left:17mm;right:17mm;font-size:8.5px;color:#555;text-align:center;border-top:1px solid #bbb;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: y.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
