import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-shaked-hotel-folio';

/** Room type, agorot a night before VAT in 2022, low season (approximate). */
const ROOMS: [string, number][] = [
  ['Standard Double', 78000],
  ['Garden Room', 92000],
  ['Deluxe King, balcony', 112000],
  ['Loft with terrace', 148000],
];
/** Extra, agorot before VAT in 2022, per night (true) or once (false). */
const EXTRAS: [string, number, boolean][] = [
  ['Dinner, hotel restaurant', 31000, false],
  ['Minibar', 6400, false],
  ['Pressing service', 9500, false],
  ['Parking, per night', 8500, true],
  ['Late check-out until 16:00', 25000, false],
  ['Reflexology, 50 min', 39000, false],
  ['Room service', 14800, false],
];
const GUESTS = ['Ms. Orly Tamir', 'Mr. Daniel Sasson', 'Dr. Michal Hefetz', 'Mr. and Mrs. Eyal Carmon', 'Ms. Keren Avital'];

/**
 * A boutique hotel in the village of Abu Ghosh, west of Jerusalem, the folio printed at check-out for a resident guest, in English,
 * in shekels, A4 (URW Bookman for the name, Nimbus Sans, Nimbus Mono PS for figures): a drawn almond blossom over
 * "SHAKED HOUSE" and "guest house · Abu Ghosh", "Shaked House Hotel Ltd." with "Company No." plain; a framed "TAX
 * INVOICE / RECEIPT" with "No." (TI, a hyphen and six digits) and "Date" Month d, yyyy (the departure); guest, room,
 * arrival, departure, nights, guests, folio and confirmation numbers (distractors); dated lines (dd/mm/yy) with
 * the room each night (a fifth dearer in high season) and extras, and the card payment as a credit; "Charges
 * before VAT", "VAT n%" added, "Total (ILS)" "₪ …"; "Payments" and "Balance" 0.00 (distractors); a note that
 * foreign residents may be exempt; not Saturday.
 */
export const enShakedHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const nights = rng.int(1, 5);
    const arrival = plus(date, -nights);
    const [room, base] = rng.pick(ROOMS);
    const high = [4, 5, 9, 10].includes(Number(arrival.slice(5, 7)));
    const nightly = Math.round((base * rise * (high ? 1.2 : 1)) / 1000) * 1000;
    const lines: { d: string; text: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) lines.push({ d: plus(arrival, i), text: `Accommodation – ${room}, incl. breakfast`, sum: nightly });
    for (const [text, p, perNight] of rng.some(EXTRAS, rng.int(0, 3))) {
      const unit = Math.round((p * rise) / 100) * 100;
      if (perNight) for (let i = 0; i < nights; i++) lines.push({ d: plus(arrival, i), text, sum: unit });
      else lines.push({ d: plus(arrival, rng.int(0, nights - 1)), text, sum: unit });
    }
    lines.sort((a, b) => a.d.localeCompare(b.d));
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Shaked House Hotel Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `TI-${rng.digits(6)}`;
    const card = rng.pick(['Visa', 'Mastercard', 'Amex', 'Diners']);
    const blossom = `<svg width="56" height="56" viewBox="0 0 56 56"><g fill="#f8bbd0" stroke="#ad1457" stroke-width="1">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="28" cy="14" rx="8" ry="12" transform="rotate(${a} 28 28)"/>`).join('')}</g><circle cx="28" cy="28" r="5" fill="#ad1457"/></svg>`;
    const body = `<div class="hd">${blossom}<div class="nm">SHAKED HOUSE</div><div class="tg">guest house · Abu Ghosh</div><div class="ad">${vendorName} · Company No. ${taxId} · Hashalom St. ${rng.int(10, 80)}, Abu Ghosh · +972-2-56${rng.digits(5)}</div></div>
<div class="mid"><table class="g"><tr><td>Guest</td><td><b>${rng.pick(GUESTS)}</b></td></tr><tr><td>Room</td><td>${rng.int(1, 4)}${rng.digits(2)} · ${room}</td></tr><tr><td>Arrival</td><td>${dt(arrival, 'dd/mm/yyyy')}</td></tr><tr><td>Departure</td><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><td>Nights / Guests</td><td>${nights} / ${rng.int(1, 2)}</td></tr><tr><td>Folio</td><td>${rng.digits(5)}</td></tr><tr><td>Confirmation</td><td>${rng.digits(8)}</td></tr></table>
<div class="doc"><div class="dt">TAX INVOICE / RECEIPT</div><div>No. <b>${doc}</b></div><div>Date ${dt(date, 'Month d, yyyy')}</div><div class="sm">Original</div></div></div>
<table class="t"><tr><th>Date</th><th>Description</th><th>Charges</th><th>Credits</th></tr>${lines.map((l) => `<tr><td class="f">${dt(l.d, 'dd/mm/yy')}</td><td>${l.text}</td><td class="f">${amount(l.sum)}</td><td></td></tr>`).join('')}<tr><td class="f">${dt(date, 'dd/mm/yy')}</td><td>Payment – ${card} ending ${rng.digits(4)}</td><td></td><td class="f">${amount(gross)}</td></tr></table>
<table class="tot"><tr><td>Charges before VAT</td><td class="f">${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td class="f">${amount(vat)}</td></tr><tr class="gr"><td>Total (ILS)</td><td class="f">₪ ${amount(gross)}</td></tr><tr><td>Payments</td><td class="f">${amount(gross)}</td></tr><tr><td>Balance</td><td class="f">0.00</td></tr></table>
<p class="sm">All amounts in New Israeli Shekels. Guests who are not Israeli residents and hold a valid tourist visa may be exempt from VAT on accommodation; please present your passport at reception. Thank you for staying with us.</p>
<div class="sig">Guest signature ______________________</div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12.5px;padding:14mm 17mm;color:#263238}.f{font-family:'Nimbus Mono PS';font-size:12px;white-space:nowrap}
.hd{text-align:center;border-bottom:1px solid #ad1457;padding-bottom:8px}.nm{font-family:'URW Bookman';font-size:30px;letter-spacing:6px;color:#880e4f}.tg{font-style:italic;font-size:13px}.ad{font-size:10.5px;color:#555;margin-top:4px}
.mid{display:flex;justify-content:space-between;align-items:flex-start;margin:14px 0}.g td{padding:2px 12px 2px 0}.g td:first-child{color:#666}
.doc{border:2px solid #880e4f;padding:8px 14px;min-width:62mm;line-height:1.7}.dt{font-family:'URW Bookman';font-weight:bold;font-size:15px;color:#880e4f}.sm{font-size:10.5px;color:#666}
.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:2px solid #880e4f;padding:4px}.t td{padding:4px;border-bottom:1px solid #eee}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{margin:12px 0 12px auto;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.gr td{font-weight:bold;font-size:15px;border-top:2px solid #880e4f;border-bottom:2px solid #880e4f}
.sig{margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
