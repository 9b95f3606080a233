import { addDays, amount, esc, htmlPage, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { companyId, day, Day, eu, layout, monthEnd, monthStart } from '../notation';

const VENDORS = [
  {
    name: 'Kraftwerk Analytics GmbH',
    city: 'Torstraße 140, 10119 Berlin, Germany',
    vat: () => 'DE',
    digits: 9,
    style: 'd.m.Y' as Day,
    money: (c: number) => `${eu(c)} €`,
    color: '#111',
  },
  {
    name: 'Nordlys Software ApS',
    city: 'Njalsgade 21G, 2300 København S, Denmark',
    vat: () => 'DK',
    digits: 8,
    style: 'd-m-Y' as Day,
    money: (c: number) => `EUR ${eu(c)}`,
    color: '#1d3557',
  },
  {
    name: 'Brisa Cloud, S.L.',
    city: 'Carrer de Pujades 77, 08005 Barcelona, Spain',
    vat: () => 'ESB',
    digits: 8,
    style: 'd/m/Y' as Day,
    money: (c: number) => `${eu(c)} €`,
    color: '#c1121f',
  },
  {
    name: 'Tulipware B.V.',
    city: 'Keizersgracht 313, 1016 EE Amsterdam, Netherlands',
    vat: () => 'NL',
    digits: 9,
    style: 'd Mon Y' as Day,
    money: (c: number) => `€ ${eu(c)}`,
    color: '#f77f00',
  },
  {
    name: 'Lumen Forms Ltd',
    city: '4 Grand Canal Quay, Dublin 2, D02 X576, Ireland',
    vat: () => 'IE',
    digits: 7,
    style: 'D Month Y' as Day,
    money: (c: number) => `€${amount(c)}`,
    color: '#2a9d8f',
  },
];

const PLANS: [string, number, number][] = [
  ['Team plan', 1900, 3900],
  ['Business plan', 4500, 7900],
  ['Pro seats', 1200, 2500],
];
const ADDONS: [string, number, number][] = [
  ['Additional storage 500 GB', 1500, 4000],
  ['API calls above quota (per 10k)', 250, 600],
  ['Priority support', 9900, 19900],
  ['SSO / SAML add-on', 4900, 9900],
];

/**
 * A European SaaS invoice in EUR to an Israeli company (A4, English): the vendor's EU VAT number
 * (DE/DK/ES/NL/IE spellings; a German or Dutch one has nine digits), an invoice number with a
 * prefix and year, invoice and due dates in the country's order, the service period, seats ×
 * price, add-ons with usage, an annual-commitment discount, subtotal, "VAT — reverse charge"
 * with the article of the EU directive and no VAT amount, "Total" and "Amount due" (or "Paid" by
 * card), the Israeli customer's valid company number as its tax id; no Israeli id for the vendor.
 */
export const enSaasReverseCharge = layout({
  id: 'en-saas-reverse-charge',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const v = rng.pick(VENDORS);
    const vatNo = `${v.vat()}${rng.digits(v.digits)}${v.vat() === 'NL' ? 'B01' : v.vat() === 'IE' ? 'W' : ''}`;
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const from = monthStart(date);
    const to = monthEnd(date);
    const [plan, lo, hi] = rng.pick(PLANS);
    const seats = rng.int(3, 60);
    const seatPrice = rng.int(lo / 100, hi / 100) * 100;
    const lines = [{ name: `${plan} — ${seats} seats`, period: true, qty: seats, unit: seatPrice }];
    for (const [name, alo, ahi] of rng.some(ADDONS, rng.int(0, 2))) {
      const qty = name.includes('per 10k') ? rng.int(3, 90) : 1;
      lines.push({ name, period: false, qty, unit: rng.int(alo, ahi) });
    }
    const sub = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const disc = rng.chance(0.4) ? Math.round(sub * 0.1) : 0;
    const total = sub - disc;
    const paid = rng.chance(0.5);
    const prefix = v.name.split(' ')[0].slice(0, 2).toUpperCase();
    const docNo = `${prefix}-${date.slice(0, 4)}-${String(rng.int(1, 9999)).padStart(5, '0')}`;
    const due = addDays(date, paid ? 0 : rng.pick([14, 30]));
    const customer = rng.pick(['Orbit Robotics Ltd.', 'Meshek Data Ltd', 'Yam Media Group Ltd.', 'Carmel Fintech Ltd']);
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${esc(l.name)}${l.period ? `<div class="p">${day(from, v.style)} – ${day(to, v.style)}</div>` : ''}</td><td>${l.qty}</td><td>${v.money(l.unit)}</td><td>${v.money(l.qty * l.unit)}</td></tr>`,
      )
      .join('');
    const body = `<div class="wrap">
<div class="top"><div class="brand"><span class="dot"></span>${esc(v.name.split(/[ ,]/)[0])}</div><div class="inv">INVOICE</div></div>
<div class="cols"><div><b>${esc(v.name)}</b><br>${esc(v.city)}<br>VAT No. ${vatNo}<br>billing@${v.name.split(/[ ,]/)[0].toLowerCase()}.eu</div>
<div><table class="facts"><tr><td>Invoice number</td><td>${docNo}</td></tr><tr><td>Invoice date</td><td>${day(date, v.style)}</td></tr><tr><td>${paid ? 'Payment date' : 'Due date'}</td><td>${day(due, v.style)}</td></tr><tr><td>Customer ID</td><td>cus_${rng.digits(6)}</td></tr></table></div></div>
<div class="bill"><div class="lbl">Bill to</div><b>${esc(customer)}</b><br>${rng.pick(['HaBarzel St 38, Tel Aviv 6971054', 'Derech Haifa 12, Yokneam 2069206', "Ha'Melacha St 9, Rosh HaAyin 4809152"])}, Israel<br>Tax ID: IL${companyId(rng)}</div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${v.money(sub)}</td></tr>
${disc ? `<tr><td>Discount (annual commitment, 10%)</td><td>−${v.money(disc)}</td></tr>` : ''}
<tr><td>VAT</td><td>Reverse charge</td></tr>
<tr class="g"><td>Total</td><td>${v.money(total)}</td></tr>
<tr class="${paid ? '' : 'g'}"><td>${paid ? `Paid on ${day(date, v.style)} (Visa •••• ${rng.digits(4)})` : 'Amount due'}</td><td>${v.money(total)}</td></tr></table>
<p class="rc">Services supplied to a business customer outside the EU. VAT to be accounted for by the recipient (reverse charge, Article 196 and 44 of Council Directive 2006/112/EC).</p>
<div class="foot">${esc(v.name)} · ${esc(v.city)} · IBAN ${v.vat().slice(0, 2)}${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} · Questions? Reply to this email · Page 1 of 1</div>
</div>`;
    const css = `body{font-family:'Lato','Open Sans',sans-serif;font-size:12px;color:#222}
.wrap{padding:14mm 16mm}
.top{display:flex;justify-content:space-between;align-items:center}
.brand{font-size:22px;font-weight:bold;display:flex;align-items:center;gap:3mm}
.dot{width:8mm;height:8mm;border-radius:2mm;background:${v.color};display:inline-block}
.inv{font-size:26px;letter-spacing:3px;color:#888}
.cols{display:flex;justify-content:space-between;margin-top:8mm;line-height:1.6}
.facts td{padding:0.5mm 0 0.5mm 6mm}.facts td:first-child{color:#777}
.bill{margin-top:7mm;line-height:1.6}.lbl{color:#777;font-size:10px;text-transform:uppercase;letter-spacing:1px}
.items{width:100%;border-collapse:collapse;margin-top:8mm}
.items th{text-align:left;font-size:10px;text-transform:uppercase;color:#777;border-bottom:1px solid #ccc;padding:2mm 1mm}
.items td{padding:2.5mm 1mm;border-bottom:1px solid #eee;vertical-align:top}
.items th:nth-child(n+2),.items td:nth-child(n+2){text-align:right}
.p{font-size:10px;color:#888}
.tot{width:50%;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.5mm 1mm}.tot td:last-child{text-align:right}
.g td{font-weight:bold;font-size:14px;border-top:1px solid #222}
.rc{margin-top:10mm;font-size:10px;color:#555}
.foot{position:fixed;bottom:10mm;left:16mm;right:16mm;font-size:9px;color:#999;border-top:1px solid #eee;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: {
        vendorName: v.name,
        documentNumber: docNo,
        date,
        currency: 'EUR',
        total: truthAmount(total),
      },
    };
  },
});
