import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';

const PROVIDERS = [
  { brand: 'HomeDial', legal: 'Anglo Line Communications Ltd.', label: 'Company No.', company: true },
  { brand: 'KesherVoice', legal: 'Kesher Voice Services Ltd.', label: 'Reg. No.', company: true },
  { brand: 'OlimConnect', legal: 'Yossi Goldfarb', label: 'Licensed Dealer No.', company: false },
];
const NUMBERS: [string, string][] = [
  ['US', '+1 (718) '],
  ['US', '+1 (646) '],
  ['UK', '+44 20 '],
  ['CA', '+1 (416) '],
];

/**
 * An Israeli VoIP home-line provider's monthly bill in English for immigrants, on A4 in shekels (Lato, Open
 * Sans or DejaVu Sans; the brand in Roboto Condensed): the brand, the company ("Ltd.") with "Company No." /
 * "Reg. No." (hyphenated on some) or the owner with "Licensed Dealer No."; "Statement date" (d Mon yyyy or
 * dd/mm/yyyy) on the second to fifth of the month, "Bill No." (nine digits with a "V"), "Account" failing the
 * check, "Service period" (the previous month), "Payment due" fifty days after the period began; the subscriber with a US, UK or
 * Canadian virtual number; the plan, calls to US/Canada and UK landlines in minutes × a rate a minute, calls to
 * Israeli mobiles, a porting or device fee on some; "Subtotal", "VAT 17%/18%", "Total current charges", then
 * "Previous balance", "Payment received" with its date and "Amount due".
 */
export const enVoipHomeLineBill: Layout = {
  id: 'en-voip-home-line-bill',
  lang: 'en',
  kind: 'telecom bill',
  make(rng: Rng) {
    const p = rng.pick(PROVIDERS);
    const vendorTaxId = taxId(rng, p.company);
    const start = firstOfMonth(randomDate(rng, '2023-07-01', '2026-01-31'));
    const end = lastOfMonth(start);
    const date = addDays(end, rng.int(2, 5));
    const rate = israeliRate(date);
    const [country, prefix] = rng.pick(NUMBERS);
    const plan = rng.pick([3990, 4990, 5990]);
    const usMin = rng.int(0, 600);
    const ukMin = rng.int(0, 120);
    const ilMin = rng.int(20, 400);
    const rows: [string, string, number][] = [
      [`${rng.pick(['Unlimited Israel', 'Family Abroad', 'Expat Plus'])} plan, ${country} number ${prefix}${rng.int(200, 989)}-${rng.digits(4)}`, '1 month', plan],
    ];
    if (usMin) rows.push(['Calls to US & Canada', `${usMin} min × 0.05`, usMin * 5]);
    if (ukMin) rows.push(['Calls to UK landlines', `${ukMin} min × 0.09`, ukMin * 9]);
    rows.push(['Calls to Israeli mobiles (beyond plan)', `${ilMin} min × 0.12`, ilMin * 12]);
    if (rng.chance(0.3)) rows.push([rng.pick(['Number porting fee', 'Replacement VoIP adapter']), 'one-time', rng.pick([4900, 14900])]);
    const net = rows.reduce((a, r) => a + r[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.75 + rng.next() * 0.5));
    const docNo = `V${rng.int(100000000, 999999999)}`;
    const font = rng.pick(['Lato', 'Open Sans', 'DejaVu Sans']);
    const words = rng.chance(0.5);
    const f = (iso: string) => (words ? dt(iso, 'd Mon yyyy') : dt(iso, 'dd/mm/yyyy'));
    const idText = p.company && rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const due = addDays(start, 50);
    const body = `<div class="hd"><div><div class="brand">${esc(p.brand)}</div><div class="sm">Your home phone from home${p.company ? '' : ` · ${esc(p.legal)}`}</div></div><table class="meta">${kv('Statement date', f(date))}${kv('Bill No.', docNo)}${kv('Account', notAnId(rng))}${kv('Service period', `${f(start)} – ${f(end)}`)}${kv('Payment due', f(due))}</table></div>
<div class="cust">${esc(rng.pick(['Rachel & David Stein', 'Mr Jonathan Levy', 'Mrs Naomi Greenberg', 'Mr Michael Abrams']))}<br>${esc(rng.pick(['22 Nahal Dolev St, Beit Shemesh', '8 Hashalom St, Efrat', '15 Emek Refaim St, Jerusalem', "3 Shderot Yerushalayim, Ra'anana"]))}</div>
<div class="box"><div>Amount due</div><div class="big">₪${amount(total)}</div><div class="sm">by direct debit on ${f(due)}</div></div>
<table class="it"><tr><th>Service</th><th>Usage</th><th>Amount (₪)</th></tr>${rows.map(([a, b, c]) => `<tr><td>${esc(a)}</td><td>${b}</td><td>${amount(c)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>Total current charges</td><td>${amount(total)}</td></tr></table>
<table class="tot acc"><tr><td>Previous balance</td><td>${amount(prev)}</td></tr><tr><td>Payment received ${f(addDays(start, 19))} – thank you</td><td>${amount(-prev)}</td></tr><tr class="b"><td>Amount due</td><td>₪${amount(total)}</td></tr></table>
<div class="ft">${esc(p.legal)} · ${p.label} ${idText} · Licensed by the Ministry of Communications · support@${p.brand.toLowerCase()}.co.il</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#263238;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #6a1b9a;padding-bottom:3mm}.brand{font-family:'Roboto Condensed',sans-serif;font-size:32px;font-weight:bold;color:#6a1b9a}
.sm{font-size:9px;color:#607d8b}.meta td{padding:0.3mm 2mm}.meta td:first-child{color:#78909c}.cust{margin:6mm 0 4mm;line-height:1.5}.box{float:right;margin-top:-18mm;border:2px solid #6a1b9a;padding:2mm 5mm;text-align:center}.big{font-size:22px;font-weight:bold;color:#6a1b9a}
table{border-collapse:collapse}.it{width:100%;clear:both;margin-top:6mm}.it th{background:#f3e5f5;text-align:left;padding:1.5mm}.it td{padding:1.3mm 1.5mm;border-bottom:1px solid #eceff1}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}
.tot{width:90mm;margin:4mm 0 0 auto}.tot td{padding:0.8mm 2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:12.5px;border-top:1.5px solid #000}.acc{background:#fafafa}.ft{margin-top:14mm;font-size:8.5px;color:#78909c;text-align:center;border-top:1px solid #cfd8dc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
