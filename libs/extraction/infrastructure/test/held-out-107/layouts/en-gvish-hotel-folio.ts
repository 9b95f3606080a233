import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { idOf, next, plus, total, vatIn } from './extra';

const ID = 'en-gvish-hotel-folio';

/** Room, agorot a night with VAT and breakfast in 2022 (approximate). */
const ROOMS: [string, number][] = [
  ['Desert View Room', 89000],
  ['Crater Suite', 139000],
  ['Family Cabin', 119000],
];
const EXTRAS: [string, number][] = [
  ['Dinner, lodge kitchen', 36000],
  ['Jeep tour, sunrise', 52000],
  ['Stargazing session', 24000],
  ['Spa treatment', 39000],
  ['Minibar', 8600],
  ['Late check-out', 15000],
];

/**
 * A desert lodge on the rim of the crater at Mitzpe Ramon, the guest folio at check-out for an Israeli resident
 * (so with VAT), in English, in shekels, A4 (C059 for the name, Nimbus Sans, Nimbus Mono PS): a drawn crystal over
 * "GVISH" and "desert lodge", "Gvish Desert Lodge Ltd." with "Reg. No." plain in the footer; "Guest folio / Tax
 * invoice-receipt" with "Invoice" (a digit, a hyphen and six digits) and "Issued" dd/mm/yyyy (the departure); guest,
 * ID, room, arrival, departure, nights, adults and folio number (distractors); dated lines (each night, Thursday and
 * Friday nights a quarter dearer; extras) and the payment as a negative line; "Total charges (incl. VAT)" "ILS …",
 * "of which VAT n%" (contained) and "Balance due 0.00" (a distractor); any day.
 */
export const enGvishHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [room, base] = rng.pick(ROOMS);
    const rate0 = Math.round((base * rise) / 1000) * 1000;
    const lines: { d: string; text: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const wd = new Date(`${night}T12:00:00Z`).getUTCDay();
      const price = wd === 4 || wd === 5 ? Math.round((rate0 * 1.25) / 1000) * 1000 : rate0;
      lines.push({ d: night, text: `${room}, bed and breakfast`, sum: price });
    }
    for (const [text, p] of rng.some(EXTRAS, rng.int(0, 3))) lines.push({ d: plus(arrival, rng.int(0, nights - 1)), text, sum: Math.round((p * rise) / 100) * 100 });
    const gross = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Gvish Desert Lodge Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}-${rng.digits(6)}`;
    const crystal = `<svg width="40" height="44" viewBox="0 0 40 44"><path d="M20 2 L36 16 L20 42 L4 16z" fill="none" stroke="#8d6e63" stroke-width="2.5"/><path d="M4 16 H36 M20 2 L14 16 L20 42 L26 16z" stroke="#8d6e63" stroke-width="1.5" fill="none"/></svg>`;
    const body = `<div class="hd">${crystal}<div class="nm">GVISH</div><div class="sub">desert lodge</div></div>
<div class="top"><table class="info"><tr><th>Guest</th><td>${rng.pick(['Ms. Orly Ben-Ami', 'Mr. Yoav Segal', 'Ms. Hadas Navon', 'Mr. Gil Ashkenazi'])}</td></tr><tr><th>ID</th><td>${personalId(rng)}</td></tr><tr><th>Room</th><td>${rng.int(1, 24)} – ${room}</td></tr>
<tr><th>Arrival</th><td>${dt(arrival, 'dd/mm/yyyy')}</td></tr><tr><th>Departure</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><th>Nights / adults</th><td>${nights} / ${rng.int(1, 4)}</td></tr><tr><th>Folio</th><td>F${rng.digits(5)}</td></tr></table>
<div class="doc"><div class="dt">Guest folio</div><div>Tax invoice-receipt</div><div>Invoice <b>${doc}</b></div><div>Issued ${dt(date, 'dd/mm/yyyy')}</div></div></div>
<table class="t"><tr><th>Date</th><th>Description</th><th>Charges</th><th>Credits</th></tr>${lines.map((l) => `<tr><td>${dt(l.d, 'dd/mm/yy')}</td><td>${l.text}</td><td>${amount(l.sum)}</td><td></td></tr>`).join('')}
<tr><td>${dt(date, 'dd/mm/yy')}</td><td>Payment – ${rng.pick(['Visa', 'Mastercard', 'Isracard'])} ending ${rng.digits(4)}</td><td></td><td>-${amount(gross)}</td></tr></table>
<table class="tot"><tr class="g"><td>Total charges (incl. VAT)</td><td>ILS ${amount(gross)}</td></tr><tr><td>of which VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr><td>Payments</td><td>-${amount(gross)}</td></tr><tr><td>Balance due</td><td>0.00</td></tr></table>
<p class="sm">Thank you for staying with us under the desert sky. Check-out is at 11:00.</p>
<div class="ft">${vendorName} · Reg. No. ${taxId} · ${rng.int(1, 30)} Har Ardon St., Mitzpe Ramon · +972-8-65${rng.digits(5)}</div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12.5px;padding:14mm 16mm;color:#3e2723}.hd{text-align:center}.nm{font-family:'C059';font-size:38px;letter-spacing:8px}.sub{font-style:italic;color:#8d6e63}
.top{display:flex;justify-content:space-between;margin:16px 0}.info{border-collapse:collapse}.info th{text-align:left;font-weight:normal;color:#8d6e63;padding:2px 12px 2px 0}.info td{font-family:'Nimbus Mono PS';padding:2px}
.doc{border:1px solid #8d6e63;padding:8px 14px;line-height:1.7;align-self:flex-start}.dt{font-family:'C059';font-size:20px}
.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:1.5px solid #3e2723;padding:4px}.t td{padding:4px;border-bottom:1px solid #d7ccc8}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right;font-family:'Nimbus Mono PS'}
.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:85mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:right;font-family:'Nimbus Mono PS'}.g td{font-weight:bold;font-size:15px;border-top:2px solid #3e2723}.sm{font-size:11px;color:#777}
.ft{margin-top:30px;text-align:center;font-size:10.5px;color:#8d6e63;border-top:1px solid #d7ccc8;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
