import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, enDay, personalId, spacedId } from '../../generalisation/notation';

const SCHOOLS = [
  { brand: 'Wave Riders TLV', legal: 'Eyal Mizrahi', company: false, label: 'Licensed Dealer No.', beach: 'Gordon Beach, Tel Aviv', color: '#0277bd' },
  { brand: 'Hilton Beach Surf Club', legal: 'Gal-Yam Surf Club Ltd.', company: true, label: 'Company No.', beach: 'Hilton Beach, Tel Aviv', color: '#00897b' },
  { brand: 'Bat Galim Surf', legal: 'Noa Peretz', company: false, label: 'Authorised Dealer', beach: 'Bat Galim Beach, Haifa', color: '#ef6c00' },
  { brand: 'DUGIT', legal: 'Dugit Water Sports (2012) Ltd.', company: true, label: 'Co. Reg.', beach: 'Sidna Ali Beach, Herzliya', color: '#5e35b1' },
];
/** Item, price before VAT in agorot, quantity range. */
const ITEMS: [string, number, [number, number]][] = [
  ['Private lesson (60 min) incl. board & wetsuit', 29000, [1, 3]],
  ['Group lesson (90 min), per person', 18000, [1, 4]],
  ['Beginner course - 5 sessions', 72000, [1, 2]],
  ['Kids surf camp - 1 day', 25000, [1, 3]],
  ['Soft-top board rental, per hour', 6000, [1, 4]],
  ['Wetsuit rental', 3000, [1, 3]],
  ['SUP rental, per hour', 8000, [1, 3]],
  ['Locker & shower', 2000, [1, 2]],
];

/**
 * An Israeli surf school's English "Tax Invoice / Receipt" on A5 (Open Sans, Roboto or Liberation Sans; the
 * brand in URW Gothic): the brand, the owner's name with "Licensed Dealer No." or "Authorised Dealer", or
 * the company with "Company No." or "Co. Reg." (spaced on some), the beach, "TAX INVOICE / RECEIPT No."
 * ("2-01458" or four digits), "Issued" with a date ("12 Aug 2024" or dd/mm/yyyy), a booking reference, the
 * student (a foreign passport or a valid Israeli ID) and the sessions booked with weekday and date (some
 * after the receipt), items × price, "Subtotal", "VAT 17%/18%", "Total (NIS)" ("₪ 1,234.00"), the payment
 * (card with the last digits, PayBox or cash) and the cancellation policy.
 */
export const enSurfSchoolReceipt: Layout = {
  id: 'en-surf-school-receipt',
  lang: 'en',
  kind: 'services receipt',
  make(rng: Rng) {
    const s = rng.pick(SCHOOLS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-02-25');
    const rate = israeliRate(date);
    const items = rng.some(ITEMS, rng.int(1, 4)).map(([name, p, q]) => ({ name, p, q: rng.int(q[0], q[1]) }));
    const net = items.reduce((a, i) => a + i.q * i.p, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `${rng.int(1, 3)}-${String(rng.int(200, 4800)).padStart(5, '0')}` : String(rng.int(1200, 9800));
    const sessions = Array.from({ length: rng.int(1, 4) }, (_, i) => addDays(date, i * rng.int(1, 3)));
    const font = rng.pick(["'Open Sans'", "'Roboto'", "'Liberation Sans'"]);
    const fmt = rng.pick(['d Mon yyyy', 'dd/mm/yyyy'] as const);
    const foreign = rng.chance(0.5);
    const student = foreign
      ? `${rng.pick(['Lukas Schmidt', 'Emma Johansson', 'Jake Miller', 'Chloé Martin'])} · Passport ${rng.pick(['C', 'X', 'P'])}${rng.digits(8)}`
      : `${rng.pick(['Tamar Levy', 'Ori Ben-David', 'Maya Sasson', 'Adam Greenberg'])} · ID ${personalId(rng)}`;
    const pay = rng.pick(['card', 'paybox', 'cash'] as const);
    const body = `<div class="hd"><div class="brand">${esc(s.brand)}</div><div class="who">${esc(s.legal)} · ${s.label} ${rng.chance(0.4) ? spacedId(vendorTaxId) : vendorTaxId}<br>${esc(s.beach)} · <span>+972 ${cellular(rng).slice(1)}</span></div></div>
<div class="tt">TAX INVOICE / RECEIPT No. ${docNo}</div><div class="meta"><span>Issued: ${dt(date, fmt)}</span><span>Booking ref: SRF-${rng.digits(5)}</span><span>ORIGINAL</span></div>
<div class="st"><b>Student:</b> ${esc(student)}<br><b>Sessions:</b> ${sessions.map((d) => `${enDay(d).slice(0, 3)} ${dt(d, 'dd/mm')} ${rng.pick(['07:00', '08:30', '16:00', '17:30'])}`).join(' · ')}</div>
<table class="it"><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.q}</td><td>${amount(i.p)}</td><td>${amount(i.q * i.p)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>₪ ${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>₪ ${amount(vat)}</td></tr><tr class="b"><td>Total (NIS)</td><td>₪ ${amount(total)}</td></tr></table>
<div class="pay">Paid: ${pay === 'card' ? `Credit card ****${rng.digits(4)}, approval ${rng.digits(6)}` : pay === 'paybox' ? `PayBox, transaction ${rng.digits(10)}` : 'Cash'} — ₪ ${amount(total)}</div>
<div class="pol">Lessons may be rescheduled up to 24 h in advance or when the sea is flat. Unused sessions are valid for 6 months. Surf safe!</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#222;padding:9mm 10mm}.hd{background:${s.color};color:#fff;padding:4mm 5mm;border-radius:3mm}.brand{font-family:'URW Gothic',sans-serif;font-weight:bold;font-size:24px;letter-spacing:1px}.who{font-size:10px;line-height:1.5;margin-top:1mm}
.tt{margin-top:6mm;font-size:15px;font-weight:bold}.meta{display:flex;justify-content:space-between;font-size:10px;color:#555;margin-top:1mm}.st{margin-top:4mm;padding:2mm 3mm;background:#f3f6f8;line-height:1.6}
table{border-collapse:collapse;width:100%}.it{margin-top:4mm}.it th{text-align:left;border-bottom:1.5px solid ${s.color};padding:1.4mm}.it td{padding:1.4mm;border-bottom:1px solid #eee}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}
.tot{width:65mm;margin:3mm 0 0 auto}.tot td{padding:1mm 1.5mm}.tot td:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold;font-size:13.5px;border-top:1.5px solid #333}.pay{margin-top:5mm}.pol{margin-top:4mm;font-size:9.5px;color:#666}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
