import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, enDay } from '../../generalisation/notation';

const SCHOOLS = [
  { name: 'Shuk & Spoon Culinary Tours Ltd.', addr: '17 Etz Chaim St, Jerusalem', company: true },
  { name: 'Galilee Kitchen Workshops Ltd.', addr: 'Moshav Amirim, Upper Galilee', company: true },
  { name: 'Noa Ben-Ari Cooking Studio', addr: '9 Florentin St, Tel Aviv-Yafo', company: false },
];
const CLASSES = ['Market tour & mezze workshop', 'Shabbat challah baking', 'Galilean vegetarian feast', 'Levantine street food class', 'Family pita & hummus morning'];

/**
 * A cooking workshop's English invoice-receipt in shekels for tourists (A4, Nimbus Sans or Lato, the
 * title in C059): "Reg. No." (a company) or "Licensed Dealer" (a person), "Tax Invoice / Receipt
 * No." with a hyphenated year ("2025-0387"), "Issue date" the day of the class or the booking,
 * the class on a weekday, date and time, participants × price per person, an apron or a spice kit
 * on some, a group discount on some, "Grand total NIS", "VAT (17%/18%) included" with the amount,
 * the card, the booker's passport number and mobile.
 */
export const enCookingWorkshop: Layout = {
  id: 'en-cooking-workshop',
  lang: 'en',
  kind: 'services receipt',
  make(rng: Rng) {
    const s = rng.pick(SCHOOLS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-25');
    const rate = israeliRate(date);
    const classDay = rng.chance(0.5) ? date : addDays(date, rng.int(3, 30));
    const people = rng.int(2, 9);
    const pp = rng.pick([29000, 34000, 39000, 45000]);
    const rows: [string, number, number][] = [[`${rng.pick(CLASSES)} – per participant`, people, pp]];
    if (rng.chance(0.5)) rows.push(['Spice kit to take home', rng.int(1, people), 6500]);
    if (rng.chance(0.3)) rows.push(['Embroidered apron', rng.int(1, 3), 8900]);
    const gross = rows.reduce((a, r) => a + r[1] * r[2], 0);
    const disc = people >= 6 ? Math.round(people * pp * 0.1) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = `${date.slice(0, 4)}-${rng.digits(4)}`;
    const font = rng.pick(['Nimbus Sans', 'Lato']);
    const body = `<div class="t">${esc(s.name)}</div><div class="c">${esc(s.addr)} · ${s.company ? 'Reg. No.' : 'Licensed Dealer'} ${vendorTaxId} · ${cellular(rng)}</div>
<div class="doc"><div><b>Tax Invoice / Receipt No. ${docNo}</b></div><div>Issue date: ${dt(date, rng.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const))}</div></div>
<div class="bk">Booked by: ${esc(rng.pick(['Emily Carter', 'Lukas Hofmann', 'Sophie Martin', 'Daniel Rosen']))} · Passport ${rng.pick(['X', 'P', 'C'])}${rng.digits(8)} · ${people} participants<br>Class: ${enDay(classDay)}, ${dt(classDay, 'd Month yyyy')}, 10:00–14:00</div>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit (NIS)</th><th>Total (NIS)</th></tr>${rows.map(([n, q, u]) => `<tr><td>${esc(n)}</td><td>${q}</td><td>${amount(u)}</td><td>${amount(q * u)}</td></tr>`).join('')}
${disc ? `<tr><td>Group discount 10% (6+ participants)</td><td></td><td></td><td>-${amount(disc)}</td></tr>` : ''}</table>
<table class="tot"><tr class="b"><td>Grand total NIS</td><td>${amount(total)}</td></tr><tr><td>VAT (${rate}%) included</td><td>${amount(vat)}</td></tr></table>
<div class="sm">Paid by ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}, approval ${rng.digits(6)}. Cancellation free up to 72 hours before the class. Thank you and b'te'avon!</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:13px;color:#222;padding:16mm 20mm}.t{font-family:'C059',serif;font-size:28px;text-align:center;color:#8d6e63}.c{text-align:center;font-size:11px;color:#555}
.doc{display:flex;justify-content:space-between;margin:8mm 0 3mm;padding:2mm 0;border-top:1px solid #8d6e63;border-bottom:1px solid #8d6e63}.bk{margin:3mm 0;line-height:1.5}
table{border-collapse:collapse}.it{width:100%;margin-top:4mm}.it th{text-align:left;background:#efebe9;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{margin:4mm 0 8mm auto;width:85mm}.tot td{padding:1.5mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:16px}.sm{font-size:10.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
