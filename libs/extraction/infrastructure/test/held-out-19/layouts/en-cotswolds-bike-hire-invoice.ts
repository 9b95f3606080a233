import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { gbVat, pounds, stirred, ukCompany } from './extra';

const FIRMS = [
  { brand: 'Wolds & Wheels', legal: 'Wolds and Wheels Cycle Hire Ltd', addr: 'The Old Forge, High Street, Chipping Campden GL55 6AT', prefix: 'WW' },
  { brand: 'Cotswold Pedal Co.', legal: 'Cotswold Pedal Company Limited', addr: 'Unit 4, Station Yard, Moreton-in-Marsh GL56 0AA', prefix: 'CPC-' },
  { brand: 'Windrush Valley Bikes', legal: 'Windrush Valley Bikes Ltd', addr: 'Mill Lane, Bourton-on-the-Water GL54 2BY', prefix: 'WVB/' },
];
const BIKES: [string, number][] = [
  ['Hybrid bike', 2500],
  ['E-bike (Bosch mid-drive)', 4500],
  ['Road bike', 3500],
  ['Child bike 24"', 1500],
  ['Tag-along trailer bike', 1200],
];

/**
 * A Cotswolds bike hire company's A4 invoice in pounds (Lato, Open Sans or FreeSans; the brand in Lato
 * Black with a row of green hills drawn in CSS): the company ("Ltd", "Limited") with "Company No.", "VAT
 * Reg. No." and address; "INVOICE", "Invoice no." ("WW2417", "CPC-0884" or "WVB/1193"), "Date of issue" on
 * the return day, "Booking ref.", "Hire period" with weekdays; the Israeli hirers with a mobile and the
 * holiday cottage delivered to; bikes × days × a day rate, a child seat, helmets free, panniers, delivery and
 * collection, a route pack; a multi-day discount on some; "Net", "VAT @ 20%", "Invoice total"; the deposit
 * paid at booking with its date and the balance taken on delivery, "Amount outstanding £0.00"; a damage
 * hold of £250 per e-bike released; dates "14 Aug 2024" or dd/mm/yyyy.
 */
export const enCotswoldsBikeHireInvoice: Layout = {
  id: 'en-cotswolds-bike-hire-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-cotswolds-bike-hire-invoice');
    const f = rng.pick(FIRMS);
    const days = rng.int(2, 7);
    const start = randomDate(rng, '2024-03-01', '2025-10-20');
    const date = addDays(start, days - 1);
    const rows: [string, string, number][] = [];
    let ebikes = 0;
    for (const [name, rate] of rng.some(BIKES, rng.int(1, 3))) {
      const n = rng.int(1, 2);
      if (name.startsWith('E-bike')) ebikes = n;
      rows.push([`${name} × ${n}`, `${n * days} bike-days @ ${amount(rate)}`, n * days * rate]);
    }
    if (rng.chance(0.5)) rows.push(['Child seat', `${days} days @ 5.00`, days * 500]);
    rows.push(['Helmets, locks and repair kit', 'included', 0]);
    if (rng.chance(0.5)) rows.push(['Rear panniers (pair)', `${days} days @ 6.00`, days * 600]);
    rows.push(['Delivery and collection', rng.pick(['within 10 miles', 'within 20 miles']), rng.pick([2500, 4000])]);
    if (rng.chance(0.4)) rows.push(['Route pack (6 rides, GPX)', '1', 1200]);
    const gross = rows.reduce((a, r) => a + r[2], 0);
    const disc = days >= 5 ? Math.round(gross * 0.1) : 0;
    const net = gross - disc;
    const vat = vatOfNet(net, 20);
    const total = net + vat;
    const deposit = Math.round(total * 0.25);
    const docNo = `${f.prefix}${String(rng.int(300, 2999)).padStart(4, '0')}`;
    const font = rng.pick(['Lato', 'Open Sans', 'FreeSans']);
    const fmt = rng.pick(['d Mon yyyy', 'dd/mm/yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const body = `<div class="hills"></div><div class="hd"><div class="brand">${esc(f.brand)}</div><div class="title">INVOICE</div></div>
<div class="grid"><div><b>${rng.pick(['Ori & Maya Ben-Ami', 'The Golan family', 'Mr Amit Carmel', 'Dr Lior Weiss'])}</b><br>Tel. +972 5${rng.int(0, 8)} ${rng.digits(3)} ${rng.digits(4)}<br>Staying at: ${rng.pick(['Honeysuckle Cottage, Snowshill', 'The Granary, Stanton', 'Rose Barn, Broadway', 'Willow Lodge, Lower Slaughter'])}</div>
<table class="facts"><tr><th>Invoice no.</th><td>${docNo}</td></tr><tr><th>Date of issue</th><td>${d(date)}</td></tr><tr><th>Booking ref.</th><td>BK${rng.digits(5)}</td></tr><tr><th>Hire period</th><td>${enDay(start).slice(0, 3)} ${d(start)} – ${enDay(date).slice(0, 3)} ${d(date)} (${days} days)</td></tr></table></div>
<table class="rows"><tr><th>Description</th><th>Detail</th><th class="n">£</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td class="n">${amount(r[2])}</td></tr>`).join('')}${
      disc ? `<tr><td>5+ day discount 10%</td><td></td><td class="n">-${amount(disc)}</td></tr>` : ''
    }</table>
<table class="tot"><tr><td>Net</td><td class="n">${pounds(net)}</td></tr><tr><td>VAT @ 20%</td><td class="n">${pounds(vat)}</td></tr><tr class="g"><td>Invoice total</td><td class="n">${pounds(total)}</td></tr>
<tr><td>Deposit paid ${d(addDays(start, -rng.int(14, 70)))}</td><td class="n">${pounds(-deposit)}</td></tr><tr><td>Card payment on delivery</td><td class="n">${pounds(-(total - deposit))}</td></tr><tr class="b"><td>Amount outstanding</td><td class="n">£0.00</td></tr></table>
${ebikes ? `<p class="note">A damage hold of ${pounds(25000 * ebikes)} (£250 per e-bike) was pre-authorised on your card and released on return.</p>` : ''}
<div class="foot">${esc(f.legal)} · ${esc(f.addr)} · Registered in England &amp; Wales, Company No. ${ukCompany(rng)} · VAT Reg. No. ${gbVat(rng)} · hello@${f.brand.toLowerCase().replace(/[^a-z]/g, '')}.co.uk</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#243024;padding:0 16mm 12mm}.hills{height:14mm;background:radial-gradient(ellipse at 20% 120%,#5c8a3a 45%,transparent 46%),radial-gradient(ellipse at 65% 130%,#7aa653 50%,transparent 51%);margin:0 -16mm 4mm}
.hd{display:flex;justify-content:space-between;align-items:baseline}.brand{font-family:'Lato Black','Lato',sans-serif;font-weight:900;font-size:26px;color:#3c6b26}.title{font-size:20px;letter-spacing:5px;color:#777}
.grid{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.6}.facts th{text-align:left;font-weight:normal;color:#666;padding-right:6mm}.rows{width:100%;border-collapse:collapse}.rows th{text-align:left;border-bottom:2px solid #3c6b26;padding:1.5mm}.rows td{padding:1.5mm;border-bottom:0.5px solid #dde5d5}
.n{text-align:right!important;white-space:nowrap}.tot{margin:5mm 0 0 auto;border-collapse:collapse;min-width:90mm}.tot td{padding:1.2mm 2mm}.g td{font-weight:bold;font-size:14px;border-top:2px solid #243024;border-bottom:2px solid #243024}.b td{font-weight:bold}
.note{font-size:10px;color:#555;margin-top:6mm}.foot{margin-top:14mm;font-size:9px;color:#666;border-top:1px solid #cfd8c5;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: f.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
