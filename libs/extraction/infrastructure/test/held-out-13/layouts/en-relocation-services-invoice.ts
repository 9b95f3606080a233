import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, notAnId } from '../../generalisation/notation';
import { ordinalLong } from './extra';

const FIRMS = [
  { brand: 'Landing Smoothly', legal: 'Landing Smoothly Relocation Ltd.', company: true, label: 'Company No.', city: "Ra'anana" },
  { brand: 'Home in Israel', legal: 'Rachel Goldfarb', company: false, label: 'Licensed Dealer (Osek Murshe) No.', city: 'Jerusalem' },
  { brand: 'Aliyah Compass', legal: 'Aliyah Compass Consulting Ltd.', company: true, label: 'Reg. No.', city: "Modi'in" },
];
const CLIENTS: { name: string; payer: 'family' | 'employer' }[] = [
  { name: 'The Weinstein family (ex-Chicago)', payer: 'family' },
  { name: 'Mr and Mrs D. Cohen-Marks (ex-London)', payer: 'family' },
  { name: 'Nexabyte Israel Ltd. - HR, for employee J. Moreau', payer: 'employer' },
  { name: 'Medivue Technologies Ltd. - People team, for M. Alvarez', payer: 'employer' },
];
/** Service, price before VAT (agorot), hourly? */
const SERVICES: [string, number, boolean][] = [
  ['Orientation day & neighbourhood tour', 180000, false],
  ['Rental search - shortlist, viewings, lease negotiation', 450000, false],
  ['School placement support (per child)', 120000, false],
  ['Bank account & health fund (kupat holim) registration', 90000, false],
  ['Accompaniment to Ministry of Interior / Misrad HaKlita', 35000, true],
  ["Utility & arnona transfers into tenant's name", 60000, false],
  ['Driving licence conversion assistance', 55000, false],
  ['Ongoing settling-in support (hours)', 32000, true],
];

/**
 * An Israeli relocation consultancy's English "TAX INVOICE" on A4 in shekels (Lato, Nimbus Sans or Open Sans;
 * the brand in URW Gothic): the brand, the company with "Company No." or "Reg. No." (hyphenated on some) or the
 * owner's name with "Licensed Dealer (Osek Murshe) No."; "Invoice No." ("RL-2024-118" or four digits),
 * "Date of issue" ("14th March 2025" or dd/mm/yyyy), "Service period" (two dates), a client file number
 * failing the check; the client (a family paying itself, or an employer with its valid "Company No." and a
 * PO); services with dated hours for accompaniment, "Subtotal", "VAT 17%/18%", "Total (NIS)", "Payment due"
 * fourteen days on and bank details.
 */
export const enRelocationServicesInvoice: Layout = {
  id: 'en-relocation-services-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const vendorTaxId = taxId(rng, f.company);
    const c = rng.pick(CLIENTS);
    const date = randomDate(rng, '2023-07-01', '2026-02-25');
    const rate = israeliRate(date);
    const from = addDays(date, -rng.int(30, 75));
    const to = addDays(date, -rng.int(1, 10));
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, price, hourly]) => {
      const q = hourly ? rng.int(2, 9) : name.includes('per child') ? rng.int(1, 3) : 1;
      return { name, price, hourly, q, when: hourly ? Array.from({ length: rng.int(1, 3) }, () => addDays(from, rng.int(2, 25))).sort() : [] };
    });
    const net = lines.reduce((a, l) => a + l.q * l.price, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `RL-${date.slice(0, 4)}-${rng.int(100, 399)}` : String(rng.int(1000, 2999));
    const font = rng.pick(['Lato', 'Nimbus Sans', 'Open Sans']);
    const d = rng.chance(0.5) ? ordinalLong : (iso: string) => dt(iso, 'dd/mm/yyyy');
    const body = `<div class="hd"><div class="nm">${esc(f.brand)}</div><div class="who">${esc(f.legal)}<br>${f.label} ${f.company && rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}<br>${esc(f.city)}, Israel · +972 ${cellular(rng).slice(1)}</div></div>
<div class="title">TAX INVOICE</div>
<div class="cols"><div><b>Billed to</b><br>${esc(c.name)}${c.payer === 'employer' ? `<br>Company No. ${taxId(rng)}<br>PO ${rng.int(4500000000, 4500999999)}` : ''}</div>
<table class="kv"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Date of issue</td><td>${d(date)}</td></tr><tr><td>Service period</td><td>${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}</td></tr><tr><td>Client file</td><td>${notAnId(rng)}</td></tr></table></div>
<table class="it"><tr><th>Service</th><th>Qty</th><th>Rate (NIS)</th><th>Amount (NIS)</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}${l.when.length ? `<div class="sm">${l.when.map((w) => dt(w, 'dd/mm')).join(', ')}</div>` : ''}</td><td>${l.q}${l.hourly ? ' h' : ''}</td><td>${amount(l.price)}</td><td>${amount(l.q * l.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>Total (NIS)</td><td>₪${amount(total)}</td></tr></table>
<p>Payment due by ${dt(addDays(date, 14), 'dd/mm/yyyy')} · Bank Leumi (10), branch ${rng.int(600, 950)}, account ${rng.digits(8)} · or by card via the payment link sent by e-mail.</p><p class="sm">Thank you for letting us help you land smoothly in Israel.</p>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#263238;padding:16mm 18mm}.hd{display:flex;justify-content:space-between;align-items:center}.nm{font-family:'URW Gothic',sans-serif;font-size:30px;font-weight:bold;color:#00838f}.who{text-align:right;font-size:10.5px;line-height:1.5}
.title{margin:8mm 0 4mm;font-size:18px;letter-spacing:3px;border-bottom:2px solid #00838f;padding-bottom:1mm}.cols{display:flex;justify-content:space-between;line-height:1.6}table{border-collapse:collapse}.kv td{padding:0.6mm 2mm}.kv td:first-child{color:#78909c}
.it{width:100%;margin-top:7mm}.it th{background:#e0f2f1;text-align:left;padding:1.8mm}.it td{padding:1.8mm;border-bottom:1px solid #e0e0e0;vertical-align:top}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right;white-space:nowrap}.sm{font-size:9.5px;color:#78909c}
.tot{width:80mm;margin:4mm 0 6mm auto}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:14px;border-top:2px solid #263238}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
