import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { baseCss, e, items, next, pairs, plus, row, total, weekdayOf } from './extra';

const ID = 'en-us-new-hampshire-white-mountains-inn-folio';

const GUESTS = ['Mr. and Mrs. Daniel Whitcomb', 'Karen Ostrowski', 'Michael and Joanne Feeney', 'Dr. Priya Raman', 'Thomas Lachance', 'Emily and Sara Brandt'];
const ROOMS: [string, number, number][] = [
  ['Queen Room, Garden View', 159, 219],
  ['King Room with Fireplace', 219, 289],
  ['Brookside Suite', 289, 379],
];

/** Meals and bar: description, lowest and highest price in whole dollars. */
const MEALS: [string, number, number][] = [
  ['Tavern Dinner', 58, 164],
  ['Tavern Bar', 14, 62],
  ['Picnic Lunch Basket', 28, 46],
  ['Afternoon Tea', 18, 36],
];
/** Goods not subject to the meals and rooms tax: description, lowest and highest price in whole dollars. */
const GOODS: [string, number, number][] = [
  ['Gift Shop: Maple Syrup, Quart', 21, 26],
  ['Gift Shop: Trail Map and Guide', 12, 18],
  ['Gift Shop: Wool Socks', 18, 24],
];

/** New Hampshire's meals and rooms (rentals) tax: 8.5% since 1 October 2021, no local tax. */
const mrTax = (c: number) => Math.round((c * 85) / 1000);

/**
 * A country inn's guest folio in Jackson, New Hampshire, Letter (P052, the inn's name in Z003): a
 * room charge and a line of New Hampshire's 8.5% meals and rooms tax per night (Friday and Saturday
 * nights dearer), dinners and bar with their tax, gift shop goods not subject to it, the advance
 * deposit and the card payment, balance zero, mm/dd/yyyy, the invoice number beside folio and
 * confirmation numbers, the operator's licence number.
 */
export const enUsNewHampshireWhiteMountainsInnFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [room, lo, hi] = rng.pick(ROOMS);
    const base = rng.int(lo, hi) * 100;
    const lines: { day: string; desc: string; charge: number; taxed: boolean }[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const weekend = [5, 6].includes(weekdayOf(night));
      const charge = weekend ? base + rng.pick([40, 50, 60]) * 100 : base;
      lines.push({ day: night, desc: `Room Charge: ${room}`, charge, taxed: true });
    }
    for (const [desc, mlo, mhi] of rng.some(MEALS, rng.int(1, 3)))
      lines.push({ day: plus(arrival, rng.int(0, nights - 1)), desc, charge: rng.int(mlo, mhi) * 100 + rng.pick([0, 25, 50, 75]), taxed: true });
    if (rng.chance(0.45)) {
      const [desc, glo, ghi] = rng.pick(GOODS);
      lines.push({ day: date, desc, charge: rng.int(glo, ghi) * 100 - 5, taxed: false });
    }
    lines.sort((a, b) => a.day.localeCompare(b.day));
    const rows: { day: string; desc: string; amount: number }[] = [];
    for (const l of lines) {
      rows.push({ day: l.day, desc: l.desc, amount: l.charge });
      if (l.taxed) rows.push({ day: l.day, desc: l.desc.startsWith('Room') ? 'NH Rooms Tax 8.5%' : 'NH Meals Tax 8.5%', amount: mrTax(l.charge) });
    }
    const tax = total(lines.filter((l) => l.taxed).map((l) => mrTax(l.charge)));
    const gross = total(rows.map((r) => r.amount));
    const deposit = base + mrTax(base);
    const vendorName = 'Pinkham Birches Inn LLC';
    const doc = `${date.slice(2, 4)}-${String(rng.int(1000, 4999)).padStart(5, '0')}`;
    const body = `<div class="head"><div class="name">The Pinkham Birches Inn</div><div class="sm">${vendorName} · 88 Birch Hollow Road, Jackson, New Hampshire 03846 · (603) 383-${rng.digits(4)}</div><div class="sm">NH Meals &amp; Rooms Tax Operator License No. ${rng.int(40000, 69999)}</div></div>
<div class="title">Guest Folio and Invoice</div>
<div class="meta">${pairs(
      [
        ['Guest', e(rng.pick(GUESTS))],
        ['Invoice No.', doc],
        ['Room', String(rng.int(1, 14))],
        ['Folio', String(rng.int(30000, 39999))],
        ['Arrival', `${enDay(arrival).slice(0, 3)} ${dt(arrival, 'mm/dd/yyyy')}`],
        ['Confirmation', `PBI${rng.digits(6)}`],
        ['Departure', `${enDay(date).slice(0, 3)} ${dt(date, 'mm/dd/yyyy')}`],
        ['Date', dt(date, 'mm/dd/yyyy')],
      ],
      2,
    )}</div>
${items(
  ['Date', 'Description', 'Charges', 'Credits'],
  [
    [dt(plus(arrival, -rng.int(14, 60)), 'mm/dd/yyyy'), 'Advance Deposit, Visa', '', amount(deposit)],
    ...rows.map((r) => [dt(r.day, 'mm/dd/yyyy'), e(r.desc), amount(r.amount), '']),
    [dt(date, 'mm/dd/yyyy'), `Payment, Visa xxxx${rng.digits(4)}`, '', amount(gross - deposit)],
  ],
)}
<div class="sum">${row('Total Charges', `$${amount(gross)}`, 'b')}${row('Includes NH Meals &amp; Rooms Tax', `$${amount(tax)}`)}${row('Total Credits', `$${amount(gross)}`)}${row('Balance Due', '$0.00', 'b')}</div>
<div class="foot">New Hampshire levies no general sales tax; gift shop goods are not subject to the meals and rooms tax. Thank you for staying with us. We hope to see you again in the mountains.</div>`;
    const css = `${baseCss}
body{font-family:'P052','DejaVu Serif';font-size:13px;padding:14mm 16mm}.head{text-align:center;border-bottom:1px solid #333;padding-bottom:6px}.name{font-family:'Z003','P052';font-size:36px;color:#2d4a2d}
.title{text-align:center;font-size:16px;letter-spacing:3px;text-transform:uppercase;margin:12px 0 8px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.sum{width:46%;margin:8px 0 10px auto}.foot{margin-top:18px;font-style:italic;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
