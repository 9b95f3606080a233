import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, personalId } from '../../generalisation/notation';
import { split, stirred } from './extra';

const OPERATORS = [
  { brand: 'Dig a Day', tag: 'Hands-on archaeology in the Judean Lowlands', legal: 'Tel Maresha Experiences Ltd.', idLabel: 'Company No.', company: true },
  { brand: 'Layers of Time', tag: 'Family excavation days · Galilee', legal: 'Yonatan Sela', idLabel: 'Licensed Dealer No.', company: false },
  { brand: 'Sift & Find', tag: 'Archaeological sifting and dig experiences', legal: 'Sift and Find Heritage Tours Ltd.', idLabel: 'Reg. No.', company: true },
];
const CUSTOMERS = [
  { name: 'The Harel family', company: false },
  { name: 'Anglican International School – Grade 7', company: true },
  { name: 'Rachel & Ben Cohen', company: false },
  { name: 'Nexa Cloud Israel Ltd. (team day)', company: true },
];

/**
 * An Israeli archaeology experience operator's English "TAX INVOICE / RECEIPT" on A4 in shekels (Lato,
 * Noto Sans or Liberation Sans; the brand in Noto Serif Display on a sand-coloured band): the brand and
 * tagline, the company with "Company No." or "Reg. No." (hyphenated on some) or the owner's name with
 * "Licensed Dealer No."; "TAX INVOICE / RECEIPT No." ("DAD-2024-0388"), "Date of issue" (the day paid), the
 * "Activity date" a week to two months later and the meeting time; the customer with a valid Israeli id
 * or company number; adults and children at their prices, a dig supervisor per group, a sifting add-on,
 * a minibus from the hotel; "Subtotal", "VAT 17%/18%", "TOTAL (ILS)"; an approximate amount in US dollars
 * for reference; the card with instalments or a bank transfer; a cancellation policy with a date.
 */
export const enArchaeologyDigExperience: Layout = {
  id: 'en-archaeology-dig-experience',
  lang: 'en',
  kind: 'services invoice-receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-archaeology-dig-experience');
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    const date = randomDate(rng, '2023-04-01', '2025-12-31');
    const rate = israeliRate(date);
    const activity = addDays(date, rng.int(7, 60));
    const c = rng.pick(CUSTOMERS);
    const adults = c.company ? rng.int(8, 30) : rng.int(2, 4);
    const kids = c.company && c.name.includes('School') ? 0 : c.company ? 0 : rng.int(0, 4);
    type Line = { text: string; qty: number; unit: number };
    const lines: Line[] = [
      {
        text: c.name.includes('School') ? 'Student participant (dig & sift, 4 hours)' : 'Adult participant (dig & sift, 4 hours)',
        qty: adults,
        unit: rng.pick([14000, 15500, 16500]),
      },
    ];
    if (kids) lines.push({ text: 'Child participant (age 5-12)', qty: kids, unit: 9500 });
    lines.push({ text: 'Dig supervisor (per group of 15)', qty: Math.ceil((adults + kids) / 15), unit: 45000 });
    if (rng.chance(0.5)) lines.push({ text: 'Pottery restoration workshop add-on', qty: adults + kids, unit: 4500 });
    if (rng.chance(0.4)) lines.push({ text: 'Minibus transfer from Jerusalem (return)', qty: 1, unit: c.company ? 180000 : 95000 });
    const net = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${o.brand.replace(/[^A-Z]/g, '')}-${date.slice(0, 4)}-${String(rng.int(12, 999)).padStart(4, '0')}`;
    const font = rng.pick(['Lato', 'Noto Sans', 'Liberation Sans']);
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const shownId = rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const n = rng.pick([1, 1, 3, 6]);
    const [first, rest] = split(total, n);
    const pay = rng.chance(0.7)
      ? `Paid by credit card ending ${rng.digits(4)}${n > 1 ? ` in ${n} instalments (first ₪${amount(first)}, then ${n - 1} × ₪${amount(rest)})` : ''}, approval ${rng.digits(7)}.`
      : `Paid by bank transfer, reference ${rng.digits(9)}.`;
    const usd = Math.round(total / (rng.pick([355, 362, 371, 374]) / 100));
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="band"><div class="brand">${esc(o.brand)}</div><div>${esc(o.tag)}</div></div><div class="page">
<div class="top"><div><b>${esc(o.legal)}</b><br>${o.idLabel} ${shownId}<br>${esc(rng.pick(['Kibbutz Beit Guvrin', 'Moshav Tzippori', 'Beit Shemesh']))}, Israel · +972-${rng.pick(['52', '54', '58'])}-${rng.digits(7)}</div>
<div class="doc"><div class="t">TAX INVOICE / RECEIPT</div>${r('No.', docNo)}${r('Date of issue', dt(date, fmt))}</div></div>
<div class="cust"><b>Customer:</b> ${esc(c.name)} · ${c.company ? `Company No. ${taxId(rng, true)}` : `ID ${personalId(rng)}`}<br><b>Activity date:</b> ${dt(activity, fmt)}, meeting point at ${rng.pick(['8:30', '9:00', '13:30'])} · Booking ${rng.pick(['WEB', 'TEL'])}-${rng.digits(5)}</div>
<table><tr><th>Description</th><th>Qty</th><th>Unit price (₪)</th><th>Amount (₪)</th></tr>${lines.map((l) => `<tr><td>${esc(l.text)}</td><td class="c">${l.qty}</td><td class="n">${amount(l.unit)}</td><td class="n">${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<div class="sum">${r('Subtotal', amount(net))}${r(`VAT ${rate}%`, amount(vat))}${r('TOTAL (ILS)', `₪${amount(total)}`, 'big')}<div class="sm">≈ US$${amount(usd)} for reference only</div></div>
<p>${pay}</p><p class="sm">Free cancellation until ${dt(addDays(activity, -7), 'dd/mm/yyyy')}; 50% refund until 48 hours before the activity. Finds are the property of the Israel Antiquities Authority.</p></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#2a2520}.band{background:#d9c3a0;padding:8mm 16mm}.brand{font-family:'Noto Serif Display',serif;font-size:32px;color:#5a3e1b}
.page{padding:8mm 16mm}.top{display:flex;justify-content:space-between;line-height:1.6}.doc{width:75mm}.doc .t{font-size:16px;font-weight:bold;color:#5a3e1b;margin-bottom:1mm}.r{display:flex;justify-content:space-between;gap:4mm}
.cust{margin:7mm 0 4mm;line-height:1.7;border-left:3px solid #d9c3a0;padding-left:3mm}table{width:100%;border-collapse:collapse}th{text-align:left;background:#f3ead9;padding:2mm}td{padding:2mm;border-bottom:1px solid #e7dcc8}.n{text-align:right;white-space:nowrap}.c{text-align:center}
.sum{width:80mm;margin:4mm 0 4mm auto;line-height:1.9}.big{font-weight:bold;font-size:15px;border-top:1.5px solid #2a2520}.sm{font-size:10px;color:#6b6158}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
