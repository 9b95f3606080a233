import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { baseCss, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-dover-farmstead-folio';

/**
 * A farmstead inn outside Dover, Delaware (Kent County), A4 (P052 name, Nimbus Sans): "The Farmstead at Silver Lake", the
 * LLC, "GUEST FOLIO", pairs in two columns ("Folio No." "F" and six digits, "Date" mm/dd/yyyy, guest, room, arrival and
 * departure with weekdays), a line per night with its weekday and rate, "DE Public Accommodations Tax 8%" on the rooms only,
 * farm breakfasts and bicycle hire untaxed (Delaware has no sales tax), "Total Charges", the card payment as a minus and
 * "Balance Due 0.00"; dated the day of departure.
 */
export const enDoverFarmsteadFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const guests = rng.int(1, 2);
    const rate = Math.round((rng.int(149, 259) * 100 * up) / 100) * 100;
    const rows: { d: string; text: string; sum: number; room: boolean }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const weekend = [5, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay());
      rows.push({ d, text: `Room charge – ${enDay(d)}`, sum: weekend ? rate + 3000 : rate, room: true });
      if (rng.chance(0.6)) rows.push({ d: plus(d, 1), text: `Farm breakfast × ${guests}`, sum: guests * Math.round(1800 * up), room: false });
    }
    if (rng.chance(0.4)) rows.push({ d: plus(arrival, 1), text: 'Bicycle hire (half day)', sum: 2500, room: false });
    const roomSum = total(rows.filter((r) => r.room).map((r) => r.sum));
    const tax = vatOn(roomSum, 8);
    const gross = total(rows.map((r) => r.sum)) + tax;
    const vendorName = 'Loockerman Farmstead Inn, LLC';
    const doc = `F${rng.int(100000, 199999)}`;
    const body = `<div class="hd"><div class="nm">The Farmstead at Silver Lake</div><div class="sm">${vendorName} · 1180 Kenton Road, Dover, DE 19904 · (302) 6${rng.digits(2)}-${rng.digits(4)}</div></div>
<h1>GUEST FOLIO</h1>${pairs(
      [
        ['Folio No.', doc],
        ['Date', dt(date, 'mm/dd/yyyy')],
        ['Guest', rng.pick(['Ms. Dana Whitfield', 'Mr. Omar Haddad', 'Mrs. Lucy Tran', 'Mr. Gideon Price'])],
        ['Room', `${rng.int(1, 9)} – ${rng.pick(['Orchard Queen', 'Barn Loft King', 'Creek View Queen'])}`],
        ['Arrival', `${enDay(arrival)}, ${dt(arrival, 'mm/dd/yyyy')}`],
        ['Departure', `${enDay(date)}, ${dt(date, 'mm/dd/yyyy')}`],
      ],
      2,
    )}
${items(
  ['Date', 'Description', 'Amount'],
  [...rows.map((r) => [dt(r.d, 'mm/dd/yyyy'), r.text, amount(r.sum)]), [dt(date, 'mm/dd/yyyy'), 'DE Public Accommodations Tax 8% (rooms)', amount(tax)]],
)}
<table class="sums"><tr class="b"><th>Total Charges</th><td>$${amount(gross)}</td></tr><tr><th>${rng.pick(['Visa', 'Mastercard', 'Amex'])} ****${rng.digits(4)}</th><td>-${amount(gross)}</td></tr><tr><th>Balance Due</th><td>0.00</td></tr></table>
<div class="sm">Delaware levies no sales tax; the accommodations tax applies to room charges only. Thank you for staying with us.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:12.5px;padding:16mm 18mm}.hd{text-align:center;border-bottom:1px solid #444;padding-bottom:6px}.nm{font-family:'P052';font-size:30px}
h1{font-size:18px;letter-spacing:2px;margin:12px 0 6px}.items td:last-child,.items th:last-child{text-align:right}.sums{width:45%;margin-left:auto;margin-top:8px}.sums th{text-align:left;font-weight:normal;padding:3px 6px}.sums td{text-align:right;padding:3px 6px}.sums tr.b{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
