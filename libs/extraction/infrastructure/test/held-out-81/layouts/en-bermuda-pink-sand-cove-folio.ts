import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { next, plus, total } from './extra';

const ID = 'en-bermuda-pink-sand-cove-folio';

/**
 * A small guest-room hotel on a pink sand cove in Southampton Parish, Bermuda, A4 (Liberation Serif, postings in DejaVu
 * Sans Condensed): "PINK SAND COVE" with the Ltd. and its hotel licence, "GUEST FOLIO" with "Folio" and "Invoice No." both
 * printed, guest, room, arrival and departure (weekday, d Month yyyy), dated postings (each night's room charge, breakfast,
 * dinner, bar, scooter hire, boat tour), "Government Hotel Occupancy Tax 7.25%" on the room charges only, "TOTAL CHARGES
 * US$", the card payment in brackets and "BALANCE DUE 0.00", and a note that the Bermuda dollar is at par. Dated the day of
 * departure.
 */
export const enBermudaPinkSandCoveFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(2, 7);
    const arrive = plus(date, -nights);
    const m = Number(arrive.slice(5, 7));
    const high = m >= 5 && m <= 10;
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const nightly = Math.round(((high ? 42500 : 29500) * up) / 500) * 500;
    const posts: { d: string; text: string; sum: number; room: boolean }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrive, i);
      posts.push({ d, text: 'Room charge', sum: nightly, room: true });
      if (rng.chance(0.5))
        posts.push({
          d,
          text: rng.pick(['Breakfast - Cove Terrace', 'Dinner - Cove Terrace', 'Bar - Dark n Stormy x2', 'Bar - Rum Swizzle jug']),
          sum: rng.int(28, 160) * 100,
          room: false,
        });
    }
    if (rng.chance(0.5)) posts.push({ d: plus(arrive, 1), text: 'Scooter hire (2 days)', sum: 18000, room: false });
    if (rng.chance(0.4)) posts.push({ d: plus(arrive, 2), text: 'Glass-bottom boat tour x2', sum: 13000, room: false });
    posts.sort((a, b) => a.d.localeCompare(b.d));
    const rooms = total(posts.filter((p) => p.room).map((p) => p.sum));
    const tax = Math.round((rooms * 725) / 10000);
    const gross = total(posts.map((p) => p.sum)) + tax;
    const vendorName = 'Pink Sand Cove Hotel Ltd.';
    const doc = `PSC${date.slice(2, 4)}${String(rng.int(100, 990)).padStart(4, '0')}`;
    const body = `<div class="hd"><div class="nm">PINK SAND COVE</div><div>South Road, Southampton Parish, Bermuda SN 0${rng.int(1, 2)}</div><div class="sm">${vendorName} · Hotel Licence No. H-${rng.digits(3)} · +1 441 ${rng.digits(3)} ${rng.digits(4)}</div></div>
<div class="t">GUEST FOLIO</div>
<table class="kv"><tr><th>Guest</th><td>${rng.pick(['Mr David Ashworth', 'Ms Karen Liu', 'Mr & Mrs R. Tavares', 'Dr Emma Sinclair'])}</td><th>Invoice No.</th><td>${doc}</td></tr>
<tr><th>Room</th><td>${rng.int(1, 3)}${String(rng.int(1, 14)).padStart(2, '0')} · Ocean View</td><th>Folio</th><td>${rng.digits(6)}</td></tr>
<tr><th>Arrival</th><td>${enDay(arrive)}, ${dt(arrive, 'd Month yyyy')}</td><th>Departure</th><td>${enDay(date)}, ${dt(date, 'd Month yyyy')}</td></tr></table>
<table class="it"><tr><th>Date</th><th>Description</th><th>Charges</th></tr>${posts.map((p) => `<tr><td>${dt(p.d, 'dd-Mon-yy')}</td><td>${p.text}</td><td>${amount(p.sum)}</td></tr>`).join('')}
<tr><td>${dt(date, 'dd-Mon-yy')}</td><td>Government Hotel Occupancy Tax 7.25% (room charges ${amount(rooms)})</td><td>${amount(tax)}</td></tr></table>
<table class="tt"><tr class="g"><td>TOTAL CHARGES US$</td><td>${amount(gross)}</td></tr><tr><td>${rng.pick(['Visa', 'Mastercard', 'Amex'])} xxxx${rng.digits(4)}</td><td>(${amount(gross)})</td></tr><tr><td>BALANCE DUE</td><td>0.00</td></tr></table>
<p class="sm">Bermuda dollars are accepted at par with US dollars. Thank you for staying with us.</p>`;
    const css = `body{font-family:'Liberation Serif','FreeSerif';font-size:13px;padding:16mm 18mm}.sm{font-size:10.5px}.hd{text-align:center;border-bottom:2px solid #d17a8c;padding-bottom:6px}.nm{font-size:28px;letter-spacing:4px;color:#b2455c}
.t{text-align:center;font-size:17px;font-weight:bold;margin:10px 0;letter-spacing:2px}table{border-collapse:collapse}.kv{width:100%}.kv th{text-align:left;font-weight:normal;color:#666;padding:2px 6px}.kv td{padding:2px 6px;font-weight:bold}
.it{width:100%;margin:12px 0;font-family:'DejaVu Sans Condensed','FreeSans';font-size:11.5px}.it th{text-align:left;border-bottom:1.5px solid #b2455c;padding:3px}.it td{padding:3px;border-bottom:1px dotted #bbb}.it td:last-child,.it th:last-child{text-align:right}
.tt{width:50%;margin:6px 0 12px auto}.tt td{padding:3px 4px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #b2455c}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
