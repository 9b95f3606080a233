import { addDays, EN_MONTHS, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { add, pounds, spread, taxOn, times, ukCompany, ukVat, vendorId } from './extra';

const CENTRES = [
  { name: 'Wychwood Falconry Centre', legal: 'Wychwood Falconry Centre Ltd', county: 'Burford, Oxfordshire OX18 4RT', prefix: 'WFC-' },
  { name: 'Raptor Ridge', legal: 'Raptor Ridge Birds of Prey Limited', county: 'Settle, North Yorkshire BD24 9PB', prefix: 'INV ' },
  { name: 'The Kestrel Mews', legal: 'Kestrel Mews Falconry Ltd.', county: 'Lewes, East Sussex BN7 3HJ', prefix: '' },
] as const;

// service, unit, price in pence before VAT
const SERVICES: [string, string, number][] = [
  ['Hawk walk (2 hours), per person', 'person', 6500],
  ['Owl encounter with handling, per person', 'person', 4500],
  ['Full-day falconry experience, per person', 'person', 17500],
  ['Flying display at your venue (90 minutes)', 'display', 48000],
  ['Photography package – USB of the day', 'item', 3500],
  ['Light lunch in the tea room, per person', 'person', 1450],
];

/** "14th March 2025" */
function ordinal(iso: string): string {
  const d = Number(iso.slice(8, 10));
  const suffix = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suffix} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/**
 * A British falconry centre's "TAX INVOICE" to an Israeli tour operator for a group's day with the birds, in pounds
 * on A4 (C059, Liberation Sans or Nimbus Roman; the centre's name in Z003 beside a drawn falcon's head, a brown
 * double rule): "Invoice number" ("WFC-1187", "INV 5520" or four digits), "Invoice date" and "Tax point" (dates
 * "14th March 2025" or dd/mm/yyyy), "Booking ref.", the experience's date weeks before; "Invoice to" the Israeli
 * operator with its own Israeli company number (valid) and the group leader; per-person experiences, a flying
 * display, photographs, lunch, mileage at 55p a mile; "Net total", "VAT @ 20%", "Invoice total"; the deposit paid at
 * booking in brackets and "Balance due" by a date (or "Paid with thanks"); sort code, account and IBAN; the company
 * ("Ltd", "Limited", "Ltd.") with Company No. and "VAT Reg. No. GB…".
 */
export const enUkFalconryCentreInvoice: Layout = {
  id: 'en-uk-falconry-centre-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'en-uk-falconry-centre-invoice');
    const c = rng.pick(CENTRES);
    const date = randomDate(rng, '2023-06-07', '2026-03-26');
    const visit = addDays(date, -rng.int(1, 20));
    const group = rng.int(6, 28);
    const picked = rng.some(SERVICES, rng.int(2, 4));
    const lines = picked.map(([text, unit, price]) => {
      const qty = unit === 'person' ? group : 1;
      return { text, qty, price, net: qty * price };
    });
    const travel = rng.chance(0.4) ? rng.int(30, 140) : 0;
    if (travel) lines.push({ text: `Mileage to venue and back (${travel} miles @ 55p)`, qty: travel, price: 55, net: times(travel, 55) });
    const net = add(lines.map((l) => l.net));
    const vat = taxOn(net, 2000);
    const total = net + vat;
    const deposit = Math.round((total * 0.25) / 100) * 100;
    const docNo = c.prefix === '' ? String(rng.int(1200, 4800)) : `${c.prefix}${rng.int(1000, 5999)}`;
    const font = rng.pick(['C059', 'Liberation Sans', 'Nimbus Roman']);
    const fmt = rng.pick(['ordinal', 'dd/mm/yyyy'] as const);
    const d = (x: string) => (fmt === 'ordinal' ? ordinal(x) : dt(x, 'dd/mm/yyyy'));
    const ilCompany = vendorId(`operator-${rng.int(1, 30)}`, true);
    const paid = rng.chance(0.5);
    const falcon = `<svg width="44" height="44" viewBox="0 0 44 44"><path d="M8 36 C 8 16, 22 6, 36 10 C 30 12, 28 16, 30 20 C 24 20, 20 26, 22 36 Z" fill="#6a4a2e"/><circle cx="28" cy="14" r="2" fill="#f5e9c8"/><path d="M34 10 l6 3 l-6 2z" fill="#c9a24a"/></svg>`;
    const rows = lines.map((l) => `<tr><td>${esc(l.text)}</td><td>${l.qty}</td><td>${pounds(l.price)}</td><td>${pounds(l.net)}</td></tr>`).join('');
    const body = `<div class="head">${falcon}<div><div class="name">${esc(c.name)}</div><div class="sm">${esc(c.county)} · 01${rng.int(200, 999)} ${rng.digits(6)}</div></div><div class="ttl">TAX INVOICE</div></div><div class="dbl"></div>
<div class="cols"><div><b>Invoice to</b><br>${esc(rng.pick(['Kanaf Tours Ltd', 'Galil Travel Group Ltd', 'Blue Horizon Incoming Ltd']))}<br>${esc(rng.pick(['Hamasger St 14, Tel Aviv', 'Ha-Atzmaut Rd 40, Haifa', 'Derech Hebron 101, Jerusalem']))}, Israel<br>Israeli Company No. ${rng.chance(0.5) ? hyphenId(ilCompany) : ilCompany}<br>Group leader: ${esc(rng.pick(['Michal Oren', 'Avi Peretz', 'Yael Baron']))}</div>
<table class="meta"><tr><td>Invoice number</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Invoice date</td><td>${d(date)}</td></tr><tr><td>Tax point</td><td>${d(date)}</td></tr><tr><td>Booking ref.</td><td>B${rng.digits(5)}</td></tr><tr><td>Experience date</td><td>${d(visit)}</td></tr><tr><td>Group size</td><td>${group}</td></tr></table></div>
<table class="lines"><tr class="th"><td>Description</td><td>Qty</td><td>Unit (ex VAT)</td><td>Net</td></tr>${rows}</table>
<table class="sum"><tr><td>Net total</td><td>${pounds(net)}</td></tr><tr><td>VAT @ 20%</td><td>${pounds(vat)}</td></tr><tr class="g"><td>Invoice total</td><td>${pounds(total)}</td></tr>
<tr><td>Deposit paid at booking</td><td>(${pounds(deposit)})</td></tr>${paid ? `<tr><td>Paid by card on the day</td><td>(${pounds(total - deposit)})</td></tr><tr class="b"><td>Balance due</td><td>${pounds(0)}</td></tr>` : `<tr class="b"><td>Balance due by ${d(addDays(date, 14))}</td><td>${pounds(total - deposit)}</td></tr>`}</table>
${paid ? '<div class="note">Paid with thanks.</div>' : ''}
<div class="bank">Bank transfer: Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} · Account ${rng.digits(8)} · IBAN GB${rng.int(10, 99)} ${rng.pick(['NWBK', 'LOYD', 'BARC'])} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · Please quote the invoice number.</div>
<div class="foot">${esc(c.legal)} · Registered in England &amp; Wales, Company No. ${ukCompany(rng)} · VAT Reg. No. ${ukVat(rng)} · All birds are flown subject to weather and welfare.</div>`;
    const css = `body{font-family:'${font}','DejaVu Serif',serif;font-size:11px;color:#2a2119;padding:14mm 16mm}
.head{display:flex;gap:4mm;align-items:center}.name{font-family:'Z003','URW Chancery L',cursive;font-size:30px;color:#6a4a2e}.sm{font-size:9.5px;color:#555}.ttl{margin-left:auto;font-size:20px;font-weight:bold;letter-spacing:2px}
.dbl{border-top:4px double #6a4a2e;margin:3mm 0 5mm}.cols{display:flex;justify-content:space-between;line-height:1.6}.meta td{padding:0.5mm 2mm}.meta td:first-child{color:#555}
.lines{width:100%;border-collapse:collapse;margin-top:6mm}.lines td{padding:1.5mm;border-bottom:0.5px solid #d8cbb8}.th td{font-weight:bold;border-bottom:1.2px solid #2a2119}.lines td:nth-child(n+2){text-align:right;white-space:nowrap}
.sum{margin-left:auto;margin-top:4mm;min-width:90mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #2a2119}.b td{font-weight:bold}
.note{margin-top:3mm;font-style:italic}.bank{margin-top:8mm;font-size:10px}.foot{margin-top:10mm;font-size:9px;color:#555;border-top:1px solid #6a4a2e;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
