import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay, personalId, spacedId } from '../../generalisation/notation';
import { idOf, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'en-dolev-guesthouse-folio';

/** Room, agorot a weeknight before VAT in 2022 (approximate); Friday and Saturday nights a fifth dearer. */
const ROOMS: [string, number][] = [
  ['Garden Room', 69000],
  ['Stone Cottage', 89000],
  ['Vineyard Suite', 119000],
];
/** Extra, agorot before VAT in 2022 (approximate). */
const EXTRAS: [string, number][] = [
  ['Chef dinner for two', 32000],
  ['Massage, 60 min', 38000],
  ['Wine tasting', 12000],
  ['Late check-out', 15000],
  ['Picnic basket', 18000],
];
const GUESTS = ['Maya Levinson', 'Oren Katz', 'Dana Shalev', 'Yoav Ben-Ami', 'Tamar Golan'];

/**
 * A country guesthouse at Rosh Pina, the folio at departure for Israeli residents, in English, in shekels, A4 (URW
 * Bookman for the name, Noto Serif, Liberation Mono): a drawn plane-tree leaf beside "DOLEV" and "country lodging · Rosh
 * Pina"; "TAX INVOICE / FOLIO", "Invoice No." (D- and five digits), "Date of issue" d Month yyyy (the departure); guest,
 * ID, room, arrival, departure, nights, guests, folio number (distractors); dated nights (dd-MON-yy, Friday and
 * Saturday a fifth dearer) and extras before VAT; "Subtotal", "VAT n%" added, "Total (ILS)"; the deposit on booking
 * and the card at departure as payments, "Balance 0.00" (distractors); "Dolev Country Lodging Ltd." with "Company No."
 * spaced only in the footer; any day.
 */
export const enDolevGuesthouseFolio: Layout = {
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
    const lines: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const weekend = [5, 6].includes(weekdayOf(night));
      lines.push([dt(night, 'dd-Mon-yy'), `Accommodation, ${room}${weekend ? ' (weekend rate)' : ''}, B&amp;B`, weekend ? (rate0 * 6) / 5 : rate0]);
    }
    for (const [name, p] of rng.some(EXTRAS, rng.int(0, 2))) lines.push([dt(plus(arrival, rng.int(0, nights - 1)), 'dd-Mon-yy'), name, Math.round((p * rise) / 100) * 100]);
    if (rng.chance(0.5)) lines.push([dt(plus(date, -1), 'dd-Mon-yy'), 'Minibar', rng.int(12, 80) * 100]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const deposit = Math.round((gross * 0.3) / 10000) * 10000;
    const vendorName = 'Dolev Country Lodging Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `D-${rng.digits(5)}`;
    const booked = plus(arrival, -rng.int(7, 60));
    const leaf = `<svg width="46" height="46" viewBox="0 0 46 46"><path d="M23 2 L28 14 L40 10 L34 22 L44 28 L30 30 L30 42 L23 34 L16 42 L16 30 L2 28 L12 22 L6 10 L18 14 Z" fill="#6d8b3a"/><path d="M23 44 V18" stroke="#3e5220" stroke-width="2"/></svg>`;
    const body = `<div class="hd">${leaf}<div><div class="nm">DOLEV</div><div class="tag">country lodging · Rosh Pina</div></div><div class="ttl">TAX INVOICE / FOLIO</div></div>
<table class="kv"><tr><th>Invoice No.</th><td>${doc}</td><th>Date of issue</th><td>${dt(date, 'd Month yyyy')}</td></tr>
<tr><th>Guest</th><td>${rng.pick(GUESTS)}</td><th>ID</th><td>${personalId(rng)}</td></tr>
<tr><th>Room</th><td>${room} ${rng.int(1, 12)}</td><th>Guests</th><td>${rng.int(2, 4)} adults</td></tr>
<tr><th>Arrival</th><td>${enDay(arrival)}, ${dt(arrival, 'dd-Mon-yy')}</td><th>Departure</th><td>${enDay(date)}, ${dt(date, 'dd-Mon-yy')}</td></tr>
<tr><th>Nights</th><td>${nights}</td><th>Folio</th><td>${rng.int(1000, 9999)}</td></tr></table>
<table class="t"><thead><tr><th>Date</th><th>Description</th><th>Amount (ILS)</th></tr></thead><tbody>${lines.map(([d, n, s]) => `<tr><td>${d}</td><td>${n}</td><td>${amount(s)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total (ILS)</td><td>${amount(gross)}</td></tr></table>
<table class="t pay"><thead><tr><th>Payments</th><th></th><th></th></tr></thead><tbody><tr><td>${dt(booked, 'dd-Mon-yy')}</td><td>Deposit on booking, Visa ****${rng.digits(4)}</td><td>${amount(deposit)}</td></tr><tr><td>${dt(date, 'dd-Mon-yy')}</td><td>Card at departure, Mastercard ****${rng.digits(4)}</td><td>${amount(gross - deposit)}</td></tr><tr class="b"><td></td><td>Balance</td><td>0.00</td></tr></tbody></table>
<p class="note">Prices include breakfast. VAT is charged to Israeli residents. Thank you for staying with us, we hope to see you again in the Galilee.</p>
<div class="foot">${vendorName} · Company No. ${spacedId(taxId)} · ${rng.int(2, 30)} HaHalutzim St., Rosh Pina · +972-4-69${rng.digits(5)} · stay@dolev-lodging.co.il</div>`;
    const css = `body{font-family:'Noto Serif';font-size:12.5px;padding:16mm 18mm;color:#2b2b2b}.hd{display:flex;align-items:center;gap:10px;border-bottom:2px solid #6d8b3a;padding-bottom:8px}
.nm{font-family:'URW Bookman';font-size:36px;font-weight:bold;letter-spacing:4px;color:#3e5220;line-height:1}.tag{font-style:italic;color:#6d8b3a}.ttl{margin-left:auto;font-size:18px;font-weight:bold;letter-spacing:1px}
.kv{width:100%;border-collapse:collapse;margin:12px 0}.kv th{text-align:left;font-weight:normal;color:#777;padding:3px;width:18%}.kv td{padding:3px;font-family:'Liberation Mono';font-size:12px}
.t{width:100%;border-collapse:collapse;margin-top:8px;font-family:'Liberation Mono';font-size:12px}.t th{text-align:left;font-family:'Noto Serif';border-bottom:1.5px solid #3e5220;padding:4px}.t td{padding:4px;border-bottom:1px solid #eee}.t td:last-child,.t th:last-child{text-align:right}
.tot{width:80mm;margin:10px 0 10px auto;border-collapse:collapse;font-family:'Liberation Mono';font-size:12.5px}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #3e5220;border-bottom:2px solid #3e5220}
.pay{margin-top:18px}.b td{font-weight:bold}.note{font-size:11px;color:#666;margin-top:16px}.foot{margin-top:24px;border-top:1px solid #ccc;padding-top:6px;font-size:10.5px;color:#555;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
