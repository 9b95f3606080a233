import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { cro, eur, ieVat, ordinalLong, shortDay } from './extra';

const INNS = [
  { name: 'The Heather Inn', place: 'Kenmare, Co. Kerry', legal: 'Heather Inn Kenmare Limited', phone: '+353 64 664 1182' },
  { name: 'Ballyvara Country House', place: 'Doolin, Co. Clare', legal: 'Ballyvara Hospitality Ltd', phone: '+353 65 707 4467' },
  { name: "O'Donnell's Lakeside Lodge", place: 'Glenties, Co. Donegal', legal: "O'Donnell Lakeside Lodge Ltd", phone: '+353 74 955 1093' },
];
const GUESTS = ['Mr & Mrs Y. Shapira', 'Ms Tamar Levi-Harel', 'Mr Eitan Brosh', 'Dr & Mrs M. Abergel'];
/** Food and drink posted to the room: name, gross (cents), VAT rate. */
const POSTINGS: [string, number, number][] = [
  ['Dinner - Restaurant', 8650, 13.5],
  ['Dinner - Restaurant', 11200, 13.5],
  ['Bar food', 3450, 13.5],
  ['Bar - beverages', 2780, 23],
  ['Bar - beverages', 4120, 23],
  ['Wine - bottle', 3900, 23],
  ['Packed lunch', 1600, 13.5],
  ['Laundry service', 1800, 23],
];

/**
 * An Irish country inn's A4 folio and VAT invoice in EUR (P052, C059 or Nimbus Roman; the inn's name in URW
 * Bookman italic): the inn and its place, "Invoice No." (five digits or "INV-24-0387"), "Invoice date"
 * (dd/mm/yyyy or "14th September 2024"-like long dates, the departure), "Folio", "Room", "Arrival" and
 * "Departure", the Israeli guests with a passport number; a dated row per night (room and breakfast at
 * 13.5%), dinners and bar postings with their days (food at 13.5%, drinks and laundry at 23%), "Total",
 * a VAT analysis by rate (net, VAT, gross) with "Total VAT", the deposit taken at booking with its date and
 * the card settlement, "Balance €0.00"; the footer with the operating company ("Limited" / "Ltd"), its
 * registered office, CRO number and "VAT No. IE …".
 */
export const enIrishCountryInnFolio: Layout = {
  id: 'en-irish-country-inn-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const inn = rng.pick(INNS);
    const arrival = randomDate(rng, '2023-09-10', '2026-02-10');
    const nights = rng.int(2, 4);
    const departure = addDays(arrival, nights);
    const rateNight = rng.pick([14500, 16800, 18900, 21000]);
    type Row = { d: string; text: string; gross: number; rate: number };
    const rows: Row[] = [];
    for (let i = 0; i < nights; i++) rows.push({ d: addDays(arrival, i), text: 'Accommodation - B&B, 2 guests', gross: rateNight, rate: 13.5 });
    for (const [text, gross, rate] of rng.some(POSTINGS, rng.int(1, 4))) rows.push({ d: addDays(arrival, rng.int(0, nights - 1)), text, gross, rate });
    rows.sort((a, b) => a.d.localeCompare(b.d));
    const by = (rate: number) => rows.filter((r) => r.rate === rate).reduce((a, r) => a + r.gross, 0);
    const analysis = [13.5, 23]
      .map((rate) => ({ rate, gross: by(rate) }))
      .filter((x) => x.gross)
      .map((x) => ({ ...x, vat: vatOfGross(x.gross, x.rate) }));
    const total = analysis.reduce((a, x) => a + x.gross, 0);
    const vat = analysis.reduce((a, x) => a + x.vat, 0);
    const deposit = rng.chance(0.5) ? rateNight : 0;
    const docNo = rng.chance(0.5) ? String(rng.int(20000, 48999)) : `INV-${departure.slice(2, 4)}-${String(rng.int(100, 2999)).padStart(4, '0')}`;
    const font = rng.pick(['P052', 'C059', 'Nimbus Roman']);
    const long = rng.chance(0.5);
    const d = (iso: string) => (long ? ordinalLong(iso) : dt(iso, 'dd/mm/yyyy'));
    const body = `<div class="hd"><div class="nm">${esc(inn.name)}</div><div class="pl">${esc(inn.place)} · Tel ${inn.phone} · stay@${inn.name.toLowerCase().replace(/[^a-z]/g, '')}.ie</div></div>
<div class="grid"><div><b>Guest</b><br>${esc(rng.pick(GUESTS))}<br>Passport ${rng.int(30, 39)}${rng.digits(6)} (ISR)<br>Tel Aviv, Israel</div>
<div><table class="kv"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date</td><td>${d(departure)}</td></tr><tr><td>Folio</td><td>${rng.int(1000, 9999)}</td></tr><tr><td>Room</td><td>${rng.int(1, 24)}</td></tr>
<tr><td>Arrival</td><td>${d(arrival)}</td></tr><tr><td>Departure</td><td>${d(departure)}</td></tr></table></div></div>
<h2>GUEST FOLIO / VAT INVOICE</h2>
<table class="it"><tr><th>Date</th><th>Description</th><th>VAT</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${shortDay(r.d)}</td><td>${esc(r.text)}</td><td>${r.rate}%</td><td>${eur(r.gross)}</td></tr>`).join('')}
<tr class="b"><td></td><td>Total</td><td></td><td>${eur(total)}</td></tr>
${deposit ? `<tr><td>${shortDay(addDays(arrival, -rng.int(20, 70)))}</td><td>Deposit received - card</td><td></td><td>-${eur(deposit)}</td></tr>` : ''}<tr><td>${shortDay(departure)}</td><td>Payment - ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ****${rng.digits(4)}</td><td></td><td>-${eur(total - deposit)}</td></tr>
<tr class="b"><td></td><td>Balance</td><td></td><td>€0.00</td></tr></table>
<table class="va"><tr><th>VAT rate</th><th>Net</th><th>VAT</th><th>Gross</th></tr>${analysis.map((x) => `<tr><td>${x.rate}%</td><td>${amount(x.gross - x.vat)}</td><td>${amount(x.vat)}</td><td>${amount(x.gross)}</td></tr>`).join('')}
<tr class="b"><td>Total VAT</td><td>${amount(total - vat)}</td><td>${amount(vat)}</td><td>${amount(total)}</td></tr></table>
<p class="thanks">Go raibh maith agat - thank you for staying with us.</p>
<div class="ft">${esc(inn.legal)} · Registered office: ${esc(inn.place)} · Registered in Ireland, CRO No. ${cro(rng)} · VAT No. ${ieVat(rng)}</div>`;
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#222;padding:16mm 18mm}.hd{text-align:center;border-bottom:1px solid #2e4d3a;padding-bottom:3mm}.nm{font-family:'URW Bookman',serif;font-style:italic;font-size:30px;color:#2e4d3a}.pl{font-size:10.5px;color:#555}
.grid{display:flex;justify-content:space-between;margin-top:8mm;line-height:1.6}table{border-collapse:collapse}.kv td{padding:0.6mm 2mm}.kv td:first-child{color:#555}h2{font-size:14px;letter-spacing:2px;color:#2e4d3a;margin:8mm 0 2mm}
.it{width:100%}.it th{border-bottom:1.5px solid #2e4d3a;text-align:left;padding:1.5mm}.it td{padding:1.3mm 1.5mm;border-bottom:1px solid #e5e5e5}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold}
.va{margin-top:7mm;width:110mm}.va th{background:#e8efe9;padding:1.2mm 2mm;text-align:right}.va td{padding:1.2mm 2mm;text-align:right}.thanks{margin-top:9mm;font-style:italic}.ft{margin-top:16mm;font-size:9.5px;color:#666;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: inn.legal, documentNumber: docNo, date: departure, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
