import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { dollars, stirred, usEin } from './extra';

const ORGANISERS = [
  { name: 'Meridian Expo Services, Inc.', addr: '4455 Paradise Road, Las Vegas, NV 89169', show: 'AgriTech Americas', city: 'Las Vegas Convention Center', prefix: 'MX' },
  { name: 'Harborline Exhibitions LLC', addr: '900 Convention Way, Suite 300, San Diego, CA 92101', show: 'MedDevice West', city: 'San Diego Convention Center', prefix: 'HBX-' },
  { name: 'Lakefront Trade Shows Corp.', addr: '2301 S. Lake Shore Drive, Chicago, IL 60616', show: 'Cyber Defense Summit', city: 'McCormick Place, Chicago', prefix: '' },
];
const EXHIBITORS = ['AquaRoot Irrigation Ltd.', 'Sensiva Medical Ltd.', 'Shieldbyte Security Ltd.', 'Gilboa Drones Ltd.'];

/**
 * A US trade show organiser's exhibitor invoice in US dollars on Letter paper (Roboto, Liberation Sans or
 * DejaVu Sans; the show's name in Roboto Black on a navy banner with the organiser's name under it): the
 * organiser (", Inc.", "LLC", "Corp.") with its address and "EIN"; "EXHIBITOR INVOICE", "Invoice #"
 * ("MX-40721", "HBX-5530" or six digits), "Invoice Date", "Order Date" weeks before, "Show Dates" weeks to
 * months after, "Booth #" and size, "Exhibitor ID"; the Israeli exhibitor ("Ltd.") with its company number
 * hyphenated and a PO; booth space by square feet × a rate, a corner premium, electrical, carpet, furniture
 * package, Wi-Fi, lead retrieval, extra badges; an early-bird discount on some; "Subtotal", "Invoice Total"
 * with no sales tax ("Booth space and services: not subject to sales tax"); the 50% deposit paid with its
 * date and "Balance Due" before the show; wire details.
 */
export const enUsTradeShowExhibitorInvoice: Layout = {
  id: 'en-us-trade-show-exhibitor-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-us-trade-show-exhibitor-invoice');
    const o = rng.pick(ORGANISERS);
    const date = randomDate(rng, '2024-01-10', '2025-11-30');
    const ordered = addDays(date, -rng.int(7, 40));
    const show = addDays(date, rng.int(30, 150));
    const [w, l] = rng.pick([
      [10, 10],
      [10, 20],
      [20, 20],
      [10, 30],
    ]);
    const sqft = w * l;
    const perSqft = rng.pick([4200, 4550, 4900, 5250]);
    const rows: [string, string, number][] = [[`Booth space ${w}' × ${l}' (${sqft} sq ft)`, `${sqft} × ${amount(perSqft)}`, sqft * perSqft]];
    if (rng.chance(0.4)) rows.push(['Corner premium', '1 × 500.00', 50000]);
    rows.push(['Electrical – 20 amp / 120 V outlet', '1', rng.pick([38500, 41200])]);
    if (rng.chance(0.6)) rows.push([`Carpet, plush, ${w}' × ${l}'`, `${sqft} sq ft`, sqft * 425]);
    if (rng.chance(0.6)) rows.push(['Furniture package B (table, 4 chairs, counter)', '1', 129500]);
    if (rng.chance(0.5)) rows.push(['Dedicated Wi-Fi, 3 show days', '1', 89900]);
    if (rng.chance(0.5)) rows.push(['Lead retrieval app licence', '2 × 395.00', 79000]);
    const badges = rng.int(0, 4);
    if (badges) rows.push(['Additional exhibitor badges', `${badges} × 75.00`, badges * 7500]);
    const sub = rows.reduce((a, r) => a + r[2], 0);
    const early = rng.chance(0.4) ? Math.round(rows[0][2] * 0.1) : 0;
    const total = sub - early;
    const deposit = Math.round(total / 2);
    const docNo = `${o.prefix}${o.prefix ? rng.int(10000, 59999) : rng.int(300000, 399999)}`;
    const font = rng.pick(['Roboto', 'Liberation Sans', 'DejaVu Sans']);
    const fmt = rng.pick(['mm/dd/yyyy', 'Month d, yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const facts: [string, string][] = [
      ['Invoice #', docNo],
      ['Invoice Date', d(date)],
      ['Order Date', d(ordered)],
      ['Show Dates', `${d(show)} – ${d(addDays(show, 2))}`],
      ['Booth #', `${rng.pick(['N', 'S', 'W', 'C'])}${rng.int(1100, 4899)} (${w}×${l})`],
      ['Exhibitor ID', `EX${rng.digits(6)}`],
    ];
    const body = `<div class="banner"><div class="show">${esc(o.show)} ${show.slice(0, 4)}</div><div class="where">${esc(o.city)}</div></div>
<div class="org">${esc(o.name)} · ${esc(o.addr)} · EIN ${usEin(rng)}</div>
<div class="top"><div class="to"><div class="lbl">BILL TO</div><b>${esc(rng.pick(EXHIBITORS))}</b><br>Israeli Company No. ${hyphenId(taxId(rng, true))}<br>${rng.pick(['12 Hamelacha St., Netanya', "5 Haarba'a St., Tel Aviv", "1 Hatidhar St., Ra'anana"])}, Israel<br>PO: ${rng.digits(7)}</div>
<div><div class="title">EXHIBITOR INVOICE</div><table class="facts">${facts.map((f) => `<tr><th>${f[0]}</th><td>${f[1]}</td></tr>`).join('')}</table></div></div>
<table class="rows"><tr><th>Item</th><th>Qty / Rate</th><th class="n">Amount (USD)</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td class="n">${amount(r[2])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td class="n">${dollars(sub)}</td></tr>${early ? `<tr><td>Early-bird discount (10% of space)</td><td class="n">(${amount(early)})</td></tr>` : ''}
<tr class="g"><td>Invoice Total</td><td class="n">${dollars(total)}</td></tr><tr><td>Deposit received ${d(addDays(ordered, rng.int(1, 6)))}</td><td class="n">(${amount(deposit)})</td></tr><tr class="b"><td>Balance Due by ${d(addDays(show, -30))}</td><td class="n">${dollars(total - deposit)}</td></tr></table>
<p class="note">Booth space and services: not subject to sales tax. Cancellations after ${d(addDays(show, -60))} forfeit the deposit. Pay by wire: ${rng.pick(['Wells Fargo', 'JPMorgan Chase', 'U.S. Bank'])}, ABA ${rng.digits(9)}, Acct ${rng.digits(10)}, SWIFT ${rng.pick(['WFBIUS6S', 'CHASUS33', 'USBKUS44'])}. Quote Invoice # on the transfer.</p>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#1d2433;padding:12mm 16mm}
.banner{background:#13294b;color:#fff;padding:4mm 6mm}.show{font-family:'Roboto Black','Roboto',sans-serif;font-weight:900;font-size:24px}.where{font-size:11px;opacity:0.85}
.org{font-size:9.5px;color:#555;margin:2mm 0 6mm}.top{display:flex;justify-content:space-between;line-height:1.55}.lbl{font-size:9px;color:#888;letter-spacing:1px}.title{font-size:17px;font-weight:bold;letter-spacing:2px;text-align:right;margin-bottom:2mm}
.facts th{text-align:left;font-weight:normal;color:#666;padding-right:6mm}.facts td{text-align:right}.rows{width:100%;border-collapse:collapse;margin-top:7mm}.rows th{background:#e8edf5;text-align:left;padding:1.8mm}.rows td{padding:1.8mm;border-bottom:0.5px solid #dde}.n{text-align:right!important;white-space:nowrap}
.tot{margin:4mm 0 0 auto;border-collapse:collapse;min-width:95mm}.tot td{padding:1.2mm 2mm}.g td{font-weight:bold;font-size:14px;border-top:2px solid #13294b}.b td{font-weight:bold;background:#f1f3f7}.note{margin-top:8mm;font-size:9.5px;color:#444;line-height:1.5}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: o.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
