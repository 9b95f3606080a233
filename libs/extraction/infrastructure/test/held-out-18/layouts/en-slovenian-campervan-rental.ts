import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { euros, siRegistration, siVat, stirred } from './extra';

const FIRMS = [
  { brand: 'ALPE CAMPER', legal: 'Alpe Camper d.o.o.', addr: 'Letališka cesta 33, 1000 Ljubljana, Slovenia', prefix: 'AC' },
  { brand: 'SOČA VANS', legal: 'Soča Vans, turizem in najem vozil d.o.o.', addr: 'Trg svobode 4, 5222 Kobarid, Slovenia', prefix: 'SV' },
  { brand: 'TRIGLAV MOTORHOMES', legal: 'Triglav Motorhomes d.o.o.', addr: 'Cesta na Brdo 85, 1000 Ljubljana, Slovenia', prefix: 'TM' },
];
const RENTERS = ['Yael Barak', 'Ofer Levi', 'Shira & Daniel Kaplan', 'Nir Avidan', 'Hila Mor'];
const VANS = [
  { cat: 'Compact 2+1 (VW California)', high: 16500, low: 11900 },
  { cat: 'Family 4+2 (Fiat Ducato alcove)', high: 19900, low: 14500 },
  { cat: 'Premium 4 (Hymer B-Class)', high: 23900, low: 17900 },
];

/**
 * A Slovenian campervan rental's invoice in euros on A4, in English with the Slovenian "RAČUN" beside the title
 * (Open Sans, Lato or Roboto Condensed; the brand in Lato Black capitals on an alpine green band): the brand,
 * the company ("d.o.o.") with its address, "VAT ID SI…" and "Reg. No." (ten digits); "INVOICE / RAČUN No."
 * ("SV-2024-00312"), "Invoice date" on the return day, "Date of service" as the rental period, "Booking
 * ref.", "Place of issue"; the Israeli renter with a passport number; the rental nights × a high- or
 * low-season rate, a kilometre package or extra kilometres × €0.35, an insurance cover per day, a kitchen and
 * bedding kit, outdoor furniture, a one-way fee, a final cleaning; an early-booking discount of 10% on some;
 * "Total excl. VAT", "VAT 22%", "TOTAL EUR"; the deposit paid at booking, the rest paid on pick-up, "Amount
 * due 0,00"; the security deposit pre-authorised and released (not charged); amounts with decimal commas
 * ("1.234,56 €") or points ("€1,234.56") and dates as dd.mm.yyyy or "12 Jun 2025".
 */
export const enSlovenianCampervanRental: Layout = {
  id: 'en-slovenian-campervan-rental',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-slovenian-campervan-rental');
    const f = rng.pick(FIRMS);
    const pickup = randomDate(rng, '2024-03-01', '2025-11-15');
    const nights = rng.int(5, 14);
    const back = addDays(pickup, nights);
    const date = back;
    const van = rng.pick(VANS);
    const season = pickup.slice(5, 7) >= '06' && pickup.slice(5, 7) <= '09';
    const nightly = season ? van.high : van.low;
    const cont = rng.chance(0.5);
    const money = (c: number) => euros(c, cont);
    const num = (c: number) => (cont ? amount(c, { eu: true }) : amount(c));
    type Line = { text: string; qty: string; unit: number; cents: number };
    const lines: Line[] = [{ text: `Motorhome rental – ${van.cat}, ${season ? 'high' : 'low'} season`, qty: `${nights} nights`, unit: nightly, cents: nights * nightly }];
    if (rng.chance(0.5)) lines.push({ text: 'Unlimited kilometres package', qty: '1', unit: 14900, cents: 14900 });
    else {
      const km = nights * rng.int(180, 320) - nights * 200;
      if (km > 0) lines.push({ text: `Extra kilometres (${nights * 200} km included, driven ${nights * 200 + km} km)`, qty: `${km} km`, unit: 35, cents: km * 35 });
    }
    const cover = rng.pick([
      ['Super Cover insurance (deductible €0)', 2900],
      ['Medium Cover insurance (deductible €800)', 1500],
    ] as const);
    lines.push({ text: cover[0], qty: `${nights} days`, unit: cover[1], cents: nights * cover[1] });
    lines.push({ text: 'Kitchen & bedding kit', qty: '1', unit: 6900, cents: 6900 });
    if (rng.chance(0.5)) lines.push({ text: 'Camping chairs & table', qty: '1', unit: 3500, cents: 3500 });
    if (rng.chance(0.3)) lines.push({ text: `One-way fee – return to ${rng.pick(['Zagreb', 'Venice Mestre', 'Vienna'])}`, qty: '1', unit: 25000, cents: 25000 });
    lines.push({ text: 'Final cleaning', qty: '1', unit: 7500, cents: 7500 });
    const gross = lines.reduce((a, l) => a + l.cents, 0);
    const discount = rng.chance(0.4) ? share(lines[0].cents, 10) : 0;
    const net = gross - discount;
    const vat = vatOfNet(net, 22);
    const total = net + vat;
    const deposit = share(total, 30);
    const booked = addDays(pickup, -rng.int(30, 150));
    const docNo = `${f.prefix}-${date.slice(0, 4)}-${String(rng.int(40, 990)).padStart(5, '0')}`;
    const font = rng.pick(['Open Sans', 'Lato', 'Roboto Condensed']);
    const fmt = rng.pick(['dd.mm.yyyy', 'd Mon yyyy'] as const);
    const kv = (k: string, v: string) => `<div class="kv"><span>${k}</span><b>${v}</b></div>`;
    const body = `<div class="band"><div class="brand">${esc(f.brand)}</div><div class="tag">campervan &amp; motorhome rental · Ljubljana · Kobarid · Bled</div></div>
<div class="wrap"><div class="co">${esc(f.legal)} · ${esc(f.addr)} · VAT ID ${siVat(rng)} · Reg. No. ${siRegistration(rng)} · IBAN SI56 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}</div>
<div class="cols"><div><h1>INVOICE / RAČUN</h1>${kv('No.', docNo)}${kv('Invoice date', dt(date, fmt))}${kv('Date of service', `${dt(pickup, fmt)} – ${dt(back, fmt)}`)}${kv('Booking ref.', `BK${rng.digits(6)}`)}${kv('Place of issue', 'Ljubljana')}</div>
<div class="cust"><div class="cap">Customer</div>${esc(rng.pick(RENTERS))}<br>${rng.pick(['Derech Hashalom 53, Givatayim', 'Moshav Nahalal 112', 'Hanassi 9, Haifa'])}, Israel<br>Passport ${rng.int(20, 39)}${rng.digits(6)}<br>Driver licence IL ${rng.digits(7)}</div></div>
<table><tr><th>Description</th><th>Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l.text)}</td><td>${l.qty}</td><td class="n">${num(l.unit)}</td><td class="n">${num(l.cents)}</td></tr>`).join('')}
${discount ? `<tr><td>Early booking discount 10% (rental)</td><td></td><td></td><td class="n">-${num(discount)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Total excl. VAT</td><td class="n">${money(net)}</td></tr><tr><td>VAT 22%</td><td class="n">${money(vat)}</td></tr><tr class="g"><td>TOTAL EUR</td><td class="n">${money(total)}</td></tr>
<tr><td>Paid – deposit 30% (${dt(booked, fmt)})</td><td class="n">${money(deposit)}</td></tr><tr><td>Paid on pick-up, card ****${rng.digits(4)}</td><td class="n">${money(total - deposit)}</td></tr><tr class="b"><td>Amount due</td><td class="n">${money(0)}</td></tr></table>
<p class="note">Security deposit of ${money(150000)} pre-authorised on pick-up and released on return; not charged. Prices per night include 200 km unless a package is shown. Tourist tax is collected by campsites.</p></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#1d2a22}.band{background:linear-gradient(120deg,#1e5631,#3c8d5a);color:#fff;padding:10mm 16mm 6mm}.brand{font-family:'Lato',sans-serif;font-weight:900;font-size:30px;letter-spacing:3px}.tag{font-size:10px;opacity:.85}
.wrap{padding:5mm 16mm}.co{font-size:9px;color:#555;line-height:1.5}.cols{display:flex;justify-content:space-between;margin-top:5mm}h1{font-size:17px;margin:0 0 2mm}.kv{display:flex;gap:4mm}.kv span{width:32mm;color:#666}
.cust{line-height:1.6;border-left:3px solid #3c8d5a;padding-left:4mm}.cap{font-size:9px;color:#777;text-transform:uppercase}table{width:100%;border-collapse:collapse;margin-top:6mm}th{text-align:left;font-size:9.5px;text-transform:uppercase;color:#555;border-bottom:1.5px solid #1e5631;padding:1.5mm}
td{padding:1.6mm;border-bottom:1px solid #e3e8e4}.n{text-align:right;white-space:nowrap}table.tot{width:95mm;margin-left:auto;margin-top:4mm}.tot td{border:0;padding:1mm 1.6mm}.g td{font-weight:bold;font-size:13px;border-top:2px solid #1e5631}.b td{font-weight:bold;border-top:1px solid #999}
.note{font-size:9px;color:#555;margin-top:8mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: f.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
