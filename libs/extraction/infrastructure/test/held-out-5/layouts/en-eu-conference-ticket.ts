import { addDays, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { de, dt } from '../../generalisation/notation';

const ORGANISERS = [
  { name: 'Tejo Tech Conferences, Lda.', event: 'Tejo DevCon', city: 'Lisbon', rate: 23, vat: () => 'PT', style: 'dd/mm/yyyy' as const, eu: true },
  { name: 'Spree Data Summit GmbH', event: 'Spree Data Summit', city: 'Berlin', rate: 19, vat: () => 'DE', style: 'dd.mm.yyyy' as const, eu: true },
  { name: 'Grachten Developer Days B.V.', event: 'Grachten Dev Days', city: 'Amsterdam', rate: 21, vat: () => 'NL', style: 'd Month yyyy' as const, eu: false },
];
const TICKETS: [string, number][] = [
  ['Early Bird – Conference pass (2 days)', 39900],
  ['Regular – Conference pass (2 days)', 54900],
  ['Workshop day: Kubernetes in production', 29900],
  ['Workshop day: Applied LLM engineering', 34900],
  ['Speaker dinner ticket', 9500],
];
const ATTENDEES = ['Noa Friedman', 'Eyal Katz', 'Shira Azulay', 'Tomer Ben-David', 'Maya Nassar'];

/**
 * A European tech conference's ticket invoice in EUR (Roboto or Lato), as the ticketing page sends
 * it: the event's banner with city and event dates (weeks after the purchase), "Invoice" with a
 * "TDC25-004812"-style number, "Order" with its own number, the purchase date as the invoice date
 * (in the country's notation), the buyer (an Israeli company with "VAT ID: IL" + its valid number),
 * attendees, tickets × net price, a promo code taken off, "Subtotal (excl. VAT)", the host
 * country's VAT (PT 23%, DE 19%, NL 21%: admission is taxed where the event takes place), "Total
 * paid", the card, and the organiser's VAT number (PT/DE/NL + nine digits) in the footer.
 */
export const enEuConferenceTicket: Layout = {
  id: 'en-eu-conference-ticket',
  lang: 'en',
  kind: 'event ticket',
  make(rng: Rng) {
    const o = rng.pick(ORGANISERS);
    const date = randomDate(rng, '2023-06-01', '2026-03-20');
    const start = addDays(date, rng.int(20, 90));
    const tickets = rng.some(TICKETS, rng.int(1, 2)).map(([n, p]) => ({ n, p, q: rng.int(1, 3) }));
    const sub = tickets.reduce((a, t) => a + t.p * t.q, 0);
    const promo = rng.chance(0.45) ? Math.round(sub * rng.pick([0.1, 0.15, 0.2])) : 0;
    const net = sub - promo;
    const vat = Math.round((net * o.rate) / 100);
    const total = net + vat;
    const tag = o.event
      .split(' ')
      .map((w) => w[0])
      .join('')
      .toUpperCase();
    const docNo = `${tag}${date.slice(2, 4)}-${String(rng.int(1, 9999)).padStart(6, '0')}`;
    const order = `#${rng.int(1000000, 9999999)}`;
    const m = (c: number) => (o.eu ? `${de(c)} €` : `€${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const people = rng.some(
      ATTENDEES,
      tickets.reduce((a, t) => a + t.q, 0),
    );
    const code = rng.pick(['COMMUNITY15', 'MEETUP10', 'EARLY20', 'ALUMNI10']);
    const body = `<div class="w"><div class="ban"><div class="ev">${esc(o.event)} ${start.slice(0, 4)}</div><div>${esc(o.city)} · ${dt(start, o.style)} – ${dt(addDays(start, 1), o.style)}</div></div>
<div class="h"><div><h1>Invoice</h1><div>Invoice number: <b>${docNo}</b></div><div>Invoice date: ${dt(date, o.style)}</div><div>Order: ${order}</div></div>
<div class="b"><b>Billed to</b><br>${esc(rng.pick(['Negev Robotics Ltd', 'Kinor Data Ltd', 'Arava Cloud Ltd', 'Palmach Labs Ltd']))}<br>Tel Aviv, Israel<br>VAT ID: IL${taxId(rng, true)}</div></div>
<table><tr><th>Item</th><th>Qty</th><th>Unit price (net)</th><th>Amount</th></tr>
${tickets.map((t) => `<tr><td>${esc(t.n)}</td><td>${t.q}</td><td>${m(t.p)}</td><td>${m(t.p * t.q)}</td></tr>`).join('')}
${promo ? `<tr><td>Promo code ${code}</td><td></td><td></td><td>-${m(promo)}</td></tr>` : ''}</table>
<table class="t"><tr><td>Subtotal (excl. VAT)</td><td>${m(net)}</td></tr><tr><td>VAT ${o.rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>Total paid</td><td>${m(total)}</td></tr></table>
<p>Attendees: ${people.join(' · ')}<br>Paid by ${rng.pick(['Visa', 'Mastercard', 'American Express'])} •••• ${rng.digits(4)} on ${dt(date, o.style)}. Badges are collected at registration with photo ID. Tickets may be transferred until 7 days before the event.</p>
<div class="ft">${esc(o.name)} · ${esc(o.city)} · VAT ${o.vat()}${rng.digits(9)}${o.vat() === 'NL' ? 'B01' : ''} · invoices@${o.event.toLowerCase().replace(/ /g, '')}.eu</div></div>`;
    const font = rng.pick(['Roboto', 'Lato']);
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#202124}
.w{width:210mm;min-height:296mm;box-sizing:border-box;padding:12mm 16mm;position:relative}
.ban{background:linear-gradient(90deg,#3b1c6e,#c2185b);color:#fff;padding:7mm;border-radius:3mm;font-size:13px}.ev{font-size:26px;font-weight:bold}
.h{display:flex;justify-content:space-between;margin:8mm 0;line-height:1.7}h1{margin:0 0 2mm;font-size:22px}
table{width:100%;border-collapse:collapse}th{text-align:left;color:#5f6368;font-weight:normal;border-bottom:1px solid #999;padding:2mm}td{padding:2.5mm 2mm;border-bottom:1px solid #eee}
th:nth-child(n+2),td:nth-child(n+2){text-align:right}
.t{width:80mm;margin:4mm 0 0 auto}.g td{font-weight:bold;font-size:16px;border-top:2px solid #202124}
p{margin-top:10mm;color:#444;line-height:1.6}.ft{position:absolute;bottom:10mm;left:16mm;right:16mm;font-size:9.5px;color:#777;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: o.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
