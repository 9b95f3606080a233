import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, day } from './extra';

const PARKS = [
  { legal: 'Red Mesa RV Resort, LLC', addr: '2200 S Hwy 191, Moab, UT 84532', tel: '(435) 259-', tax: 871, label: 'Sales & transient room tax' },
  { legal: 'Pine Hollow Campground & RV Park, Inc.', addr: '48 Forest Loop Rd, Sisters, OR 97759', tel: '(541) 549-', tax: 0, label: '' },
  { legal: 'Saguaro Springs RV Village LLC', addr: '9100 W Ajo Way, Tucson, AZ 85735', tel: '(520) 883-', tax: 1205, label: 'Transaction privilege & lodging tax' },
];

/** A US RV park's site folio in dollars on Letter paper: site nights with full hookups, metered electricity, a pet fee, propane; a lodging-type tax in hundredths of a percent (none in Oregon, where the folio says so); a reservation deposit and the card at check-out. */
export const enUsRvParkFolio: Layout = {
  id: 'en-us-rv-park-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const p = rng.pick(PARKS);
    const date = day(rng);
    const nights = rng.int(2, 7);
    const arrival = addDays(date, -nights);
    const rate = rng.int(55, 95) * 100;
    const kwh = rng.int(40, 260);
    const lines: [string, number][] = [
      [`Full hookup site, ${nights} nights @ $${amount(rate)}`, nights * rate],
      [`Electric, metered ${kwh} kWh @ $0.18`, kwh * 18],
    ];
    if (rng.chance(0.5)) lines.push([`Pet fee, ${nights} nights @ $5.00`, nights * 500]);
    if (rng.chance(0.5)) lines.push(['Propane refill, 20 lb', 2495]);
    const sub = add(lines.map((l) => l[1]));
    const tax = p.tax ? Math.round((sub * p.tax) / 10000) : 0;
    const total = sub + tax;
    const dep = rate;
    const docNo = rng.pick([() => `F-${rng.int(10000, 99999)}`, () => String(rng.int(300000, 399999))])();
    const fmt = rng.pick(['mm/dd/yyyy', 'Month d, yyyy', 'd Mon yyyy'] as const);
    const font = rng.pick(['Liberation Serif', 'C059', 'Nimbus Sans']);
    const body = `<div class="hd"><svg width="80" height="44"><polygon points="0,44 26,6 40,24 52,10 80,44" fill="#b5532a"/><circle cx="62" cy="10" r="6" fill="#e6a23c"/></svg><div><div class="t">${esc(p.legal)}</div><div>${p.addr} · ${p.tel}${rng.digits(4)}</div></div></div>
<h2>Guest Folio / Receipt</h2><table class="meta"><tr><td>Folio #</td><td><b>${docNo}</b></td><td>Site</td><td>${rng.pick(['A', 'B', 'C'])}-${rng.int(1, 60)}</td></tr>
<tr><td>Date</td><td>${dt(date, fmt)}</td><td>Confirmation</td><td>${rng.int(1000000, 9999999)}</td></tr><tr><td>Arrive</td><td>${dt(arrival, 'mm/dd/yyyy')}</td><td>Depart</td><td>${dt(date, 'mm/dd/yyyy')}</td></tr>
<tr><td>Guest</td><td>${rng.pick(['Ron & Shira Tal', 'Amit Golan', 'Noa Peretz'])}</td><td>Rig</td><td>${rng.pick(['Class C 28 ft', 'Travel trailer 24 ft', 'Class A 34 ft'])}</td></tr></table>
<table class="it"><tr><th>Description</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${l[0]}</td><td>$${amount(l[1])}</td></tr>`).join('')}
<tr class="s"><td>Subtotal</td><td>$${amount(sub)}</td></tr><tr><td>${p.tax ? `${p.label} ${(p.tax / 100).toFixed(2)}%` : 'Sales tax — none (Oregon)'}</td><td>${p.tax ? '$' + amount(tax) : '—'}</td></tr>
<tr class="g"><td>Total charges</td><td>$${amount(total)}</td></tr><tr><td>Deposit received ${dt(addDays(arrival, -rng.int(20, 90)), 'mm/dd/yyyy')}</td><td>-$${amount(dep)}</td></tr><tr><td>Visa ending ${rng.digits(4)}</td><td>-$${amount(total - dep)}</td></tr><tr class="s"><td>Balance</td><td>$0.00</td></tr></table>
<p class="sm">Quiet hours 10 PM – 7 AM. Check-out by 11 AM. Thank you for camping with us!</p>`;
    const css = `body{font-family:'${font}',serif;font-size:12.5px;padding:0.7in 0.8in;color:#2a1c12}.hd{display:flex;gap:5mm;align-items:center;border-bottom:2px solid #b5532a;padding-bottom:3mm}.t{font-size:21px;font-weight:bold}
h2{font-variant:small-caps;margin:5mm 0 2mm}.meta td{padding:0.8mm 5mm 0.8mm 0}.it{width:100%;border-collapse:collapse;margin-top:5mm}.it th{text-align:left;border-bottom:1px solid #000}.it td{padding:1.2mm 0}.it td:last-child,.it th:last-child{text-align:right}
.s td{border-top:1px solid #999}.g td{font-weight:bold;font-size:15px;border-top:2px solid #000}.sm{font-size:10px;margin-top:10mm}`;
    const page = 'Letter';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: p.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), ...(p.tax ? { tax: truthAmount(tax) } : {}) },
    };
  },
};
