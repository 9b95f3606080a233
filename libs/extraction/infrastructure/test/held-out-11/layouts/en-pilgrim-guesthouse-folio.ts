import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, enDay, hyphenId, landline } from '../../generalisation/notation';
import { dollars, passport } from './extra';

const HOUSES = [
  { name: 'St. Anne’s Pilgrim Guest House', legal: 'Bethesda Hospitality Services Ltd', addr: 'Via Dolorosa 19, Old City, Jerusalem', color: '#5d4037' },
  { name: 'Mount of Olives Pilgrim Lodge', legal: 'Olivet Guest Houses (1994) Ltd', addr: 'Rabi’a al-Adawiya St 3, At-Tur, Jerusalem', color: '#33691e' },
  { name: 'Galilee Shore Pilgrim House', legal: 'Kinneret Pilgrim Services Ltd', addr: 'Route 87, Tabgha, Sea of Galilee', color: '#01579b' },
  { name: 'Casa Annunziata Nazareth', legal: 'Annunciation Guest House Nazareth Ltd', addr: 'Casa Nova St 6, Nazareth', color: '#6a1b9a' },
];
const GROUPS: { name: string; country: 'IE' | 'US' | 'PL' | 'PH' | 'BR' | 'IT' | 'NG'; leader: string }[] = [
  { name: 'St. Brigid’s Parish, Cork', country: 'IE', leader: 'Fr. Declan O’Sullivan' },
  { name: 'Holy Family Catholic Church, Omaha NE', country: 'US', leader: 'Deacon Mark Reilly' },
  { name: 'Parafia św. Jadwigi, Kraków', country: 'PL', leader: 'Ks. Piotr Nowak' },
  { name: 'Couples for Christ, Quezon City', country: 'PH', leader: 'Mrs. Liza Santos' },
  { name: 'Paróquia São José, Curitiba', country: 'BR', leader: 'Pe. João Ribeiro' },
  { name: 'Redeemed Fellowship, Lagos', country: 'NG', leader: 'Pastor Samuel Adeyemi' },
];

/**
 * A pilgrim guest house's A4 folio in USD for a foreign group (C059, Noto Serif or DejaVu Serif; the
 * house's name in P052), issued on departure by an Israeli company: the house, its operating company
 * ("Ltd") with "Company No." (hyphenated on some), "Tax Invoice / Receipt No." (seven digits with leading
 * zeros) beside the folio and reservation numbers, "Date" (the check-out day; dd/mm/yyyy, "Month d,
 * yyyy" or ISO), the group and its leader's passport, arrival and departure, a row per night with its
 * weekday and date (rooms × half board per person), a farewell dinner, laundry, a Mass hall hire, a
 * transfer, "TOTAL USD", no VAT amount but the tourist exemption ("VAT 0% — section 30(a)(8)"), the
 * deposit wired weeks before with its date and the balance by card or cash, "Balance 0.00", and the
 * total in shekels at the day's rate.
 */
export const enPilgrimGuesthouseFolio: Layout = {
  id: 'en-pilgrim-guesthouse-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const h = rng.pick(HOUSES);
    const vendorTaxId = taxId(rng);
    const g = rng.pick(GROUPS);
    const date = randomDate(rng, '2023-06-10', '2026-02-28');
    const nights = rng.int(2, 5);
    const arrival = addDays(date, -nights);
    const guests = rng.int(8, 38);
    const rooms = Math.ceil(guests / 2);
    const rate = rng.pick([6800, 7500, 8200, 9500]);
    const rows: [string, string, number, string][] = [];
    for (let i = 0; i < nights; i++) {
      const night = addDays(arrival, i);
      rows.push([`${enDay(night).slice(0, 3)} ${dt(night, 'dd/mm/yyyy')}`, `${guests} guests × half board (${rooms} rooms) @ ${amount(rate)}`, guests * rate, night]);
    }
    if (rng.chance(0.5)) rows.push([dt(addDays(date, -1), 'dd/mm/yyyy'), `Farewell dinner — ${guests} × 28.00`, guests * 2800, addDays(date, -1)]);
    if (rng.chance(0.5)) rows.push([dt(addDays(date, -1), 'dd/mm/yyyy'), 'Laundry service', rng.int(4, 18) * 500, addDays(date, -1)]);
    if (rng.chance(0.4)) rows.push([dt(addDays(arrival, 1), 'dd/mm/yyyy'), 'Chapel / meeting hall for group Mass', 15000, addDays(arrival, 1)]);
    if (rng.chance(0.4)) rows.push([dt(date, 'dd/mm/yyyy'), `Transfer to Ben Gurion Airport — ${guests > 20 ? 'coach' : 'minibus'}`, guests > 20 ? 65000 : 38000, date]);
    rows.sort((a, b) => a[3].localeCompare(b[3]));
    const total = rows.reduce((a, r) => a + r[2], 0);
    const deposit = Math.round((total * 0.3) / 10000) * 10000;
    const depositDate = addDays(arrival, -rng.int(21, 60));
    const fx = rng.int(3550, 3850);
    const shekels = Math.round((total * fx) / 1000);
    const docNo = String(rng.int(21000, 48999)).padStart(7, '0');
    const font = rng.pick(['C059', 'Noto Serif', 'DejaVu Serif']);
    const d = rng.pick([(iso: string) => dt(iso, 'dd/mm/yyyy'), (iso: string) => dt(iso, 'Month d, yyyy'), (iso: string) => iso]);
    const style = rng.pick(['US$ x', '$x', 'USD x'] as const);
    const cash = rng.chance(0.3);
    const body = `<div class="hd"><div class="name">${esc(h.name)}</div><div>${esc(h.addr)} · Tel. ${landline(rng).replace(/^0/, '+972-')}</div><div class="sm">Operated by ${esc(h.legal)} · Company No. ${rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}</div></div>
<div class="tt"><div class="title">GUEST FOLIO · Tax Invoice / Receipt No. ${docNo}</div><div>Date: <b>${d(date)}</b></div></div>
<table class="facts"><tr><td>Folio</td><td>${rng.int(4000, 9999)}</td><td>Reservation</td><td>PG-${rng.int(10000, 99999)}</td></tr><tr><td>Group</td><td>${esc(g.name)}</td><td>Group leader</td><td>${esc(g.leader)} · passport ${passport(rng, g.country)}</td></tr>
<tr><td>Arrival</td><td>${d(arrival)}</td><td>Departure</td><td>${d(date)}</td></tr><tr><td>Guests</td><td>${guests}</td><td>Nights</td><td>${nights}</td></tr></table>
<table class="it"><tr><th>Date</th><th>Description</th><th>USD</th></tr>${rows.map(([a, b, s]) => `<tr><td>${a}</td><td>${esc(b)}</td><td>${amount(s)}</td></tr>`).join('')}
<tr class="b"><td colspan="2">TOTAL USD</td><td>${dollars(total, style)}</td></tr></table>
<div class="vat">VAT 0% — accommodation and services to tourists, section 30(a)(8) of the VAT Law; foreign passports presented (B/2 visas).</div>
<table class="pay"><tr><td>Deposit received by wire transfer ${d(depositDate)}</td><td>${dollars(-deposit, style)}</td></tr><tr><td>${cash ? 'Paid in cash (USD) on departure' : `Paid by ${rng.pick(['VISA', 'MasterCard', 'AMEX'])} ****${rng.digits(4)}, approval ${rng.digits(6)}`}</td><td>${dollars(-(total - deposit), style)}</td></tr>
<tr class="b"><td>Balance</td><td>${dollars(0, style)}</td></tr></table>
<div class="fx">For information: total equivalent to ₪${amount(shekels)} at the Bank of Israel representative rate of ${(fx / 1000).toFixed(3)} ILS/USD.</div>
<div class="foot">Thank you for staying with us. May your pilgrimage be blessed. · Check-out 10:00 · Luggage room available until the coach departs.</div>`;
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#222;padding:14mm 16mm}.hd{text-align:center;border-bottom:2px solid ${h.color};padding-bottom:3mm;line-height:1.5}.name{font-family:'P052',serif;font-size:28px;color:${h.color};font-weight:bold}
.sm{font-size:10.5px;color:#555}.tt{display:flex;justify-content:space-between;align-items:baseline;margin:6mm 0 3mm}.title{font-size:15px;font-weight:bold}table{border-collapse:collapse;width:100%}.facts td{padding:1.3mm 2mm;border:1px solid #ddd}
.facts td:nth-child(odd){background:#f6f3ef;color:#555;width:26mm}.it{margin-top:5mm}.it th{border-bottom:2px solid ${h.color};text-align:left;padding:1.6mm 2mm}.it td{padding:1.5mm 2mm;border-bottom:1px solid #e6e6e6}.it td:first-child{white-space:nowrap;width:34mm}
.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid #222}.vat{margin:3mm 0;font-size:10.5px;font-style:italic}.pay{width:120mm;margin:4mm 0 0 auto}.pay td{padding:1.3mm 2mm}.pay td:last-child{text-align:right;white-space:nowrap}
.fx{margin-top:5mm;font-size:10.5px;color:#555}.foot{margin-top:12mm;text-align:center;font-size:10px;color:#777}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
