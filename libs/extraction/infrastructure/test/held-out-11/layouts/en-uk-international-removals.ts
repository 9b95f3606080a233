import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { billOfLading, container, ordinalDate, pounds, ukIds } from './extra';

const MOVERS = [
  { legal: 'Britannia Overseas Removals Ltd', short: 'BRITANNIA', addr: ['Unit 4, Thames Gateway Park', 'Dagenham RM9 6LB'], color: '#1a237e' },
  { legal: 'Harbourside Shipping & Removals Limited', short: 'HARBOURSIDE', addr: ['Quayside House, 18 Dock Road', 'Felixstowe IP11 3QW'], color: '#004d40' },
  { legal: 'J. Whitcombe & Sons (Removals) Ltd', short: 'WHITCOMBE', addr: ['The Old Depot, Mill Lane', 'Stockport SK4 1RP'], color: '#7f0000' },
];
const CLIENTS = [
  ['Mr & Mrs D. Hoffman', '23 Elm Grove, London NW11 7AB', 'Ra’anana'],
  ['Dr Rachel Sassoon', '8 Park Crescent, Manchester M25 9PD', 'Modi’in'],
  ['Mr Benjamin Adler', '41 Stanmore Hill, Stanmore HA7 3DP', 'Jerusalem'],
  ['The Feldman Family', '12 Roundhay Road, Leeds LS8 2ED', 'Haifa'],
];

/**
 * A British international removals company's A4 "INVOICE" in GBP for a family moving to Israel
 * (Liberation Sans, Roboto or Nimbus Sans; the short name in URW Bookman capitals): the company with
 * "Company No." and "VAT Reg No. GB …", "Invoice No." (six digits or "SI-104523"), "Invoice date / Tax
 * point" (dd/mm/yyyy, "12th March 2025" or "12 Mar 2025") after loading, the job number and the quotation
 * with its earlier date, packing and loading days, the sailing and ETA at Ashdod or Haifa, the container
 * and bill of lading, the volume in cubic feet; lines with a VAT code (Z: packing, export wrapping,
 * freight and destination handling, zero-rated as an export; E: marine insurance, exempt; S: UK storage
 * and a shuttle van at 20%; O: a council parking suspension passed on outside the scope), a VAT analysis
 * by code (net and VAT), "Total net", "Total VAT", "Invoice total", the deposit paid at booking and the
 * balance due within 14 days, sort code and account.
 */
export const enUkInternationalRemovals: Layout = {
  id: 'en-uk-international-removals',
  lang: 'en',
  kind: 'services invoice',
  make(rng: Rng) {
    const m = rng.pick(MOVERS);
    const ids = ukIds(rng);
    const date = randomDate(rng, '2023-06-15', '2026-02-27');
    const loading = addDays(date, -rng.int(1, 6));
    const quote = addDays(loading, -rng.int(20, 70));
    const cuft = rng.int(28, 110) * 10;
    const declared = rng.int(30, 90) * 1000;
    const lines: [string, 'Z' | 'E' | 'S' | 'O', number][] = [
      [`Packing, export wrapping and loading — ${cuft} cu ft, ${rng.int(2, 4)}-man crew × 2 days`, 'Z', rng.int(180, 420) * 1000],
      [`Sea freight ${cuft > 700 ? '40ft' : '20ft'} FCL Felixstowe – ${rng.pick(['Ashdod', 'Haifa'])}`, 'Z', rng.int(260, 520) * 1000],
      ['Destination handling, customs clearance assistance and delivery', 'Z', rng.int(90, 200) * 1000],
      [`Marine insurance — declared value £${amount(declared * 100).slice(0, -3)} at 2.5%`, 'E', Math.round(declared * 2.5)],
    ];
    const storage = rng.chance(0.6);
    if (storage) lines.push([`UK storage before shipment — ${rng.int(2, 6)} weeks`, 'S', rng.int(18, 60) * 1000]);
    if (!storage || rng.chance(0.4)) lines.push(['Shuttle van for restricted access', 'S', rng.pick([19500, 24500])]);
    if (rng.chance(0.5)) lines.push(['Council parking suspension (passed on at cost)', 'O', rng.pick([8600, 12400, 15800])]);
    const codes = [
      { code: 'S', label: 'Standard 20%', rate: 20 },
      { code: 'Z', label: 'Zero-rated (export) 0%', rate: 0 },
      { code: 'E', label: 'Exempt', rate: 0 },
      { code: 'O', label: 'Outside the scope', rate: 0 },
    ]
      .map((c) => ({ ...c, net: lines.filter((l) => l[1] === c.code).reduce((a, l) => a + l[2], 0) }))
      .filter((c) => c.net > 0)
      .map((c) => ({ ...c, vat: vatOfNet(c.net, c.rate) }));
    const net = codes.reduce((a, c) => a + c.net, 0);
    const vat = codes.reduce((a, c) => a + c.vat, 0);
    const total = net + vat;
    const deposit = Math.round((total * 0.3) / 1000) * 1000;
    const docNo = rng.chance(0.5) ? String(rng.int(100000, 119999)) : `SI-${rng.int(100000, 119999)}`;
    const font = rng.pick(['Liberation Sans', 'Roboto', 'Nimbus Sans']);
    const d = rng.pick([(iso: string) => dt(iso, 'dd/mm/yyyy'), ordinalDate, (iso: string) => dt(iso, 'd Mon yyyy')]);
    const c = rng.pick(CLIENTS);
    const sailing = addDays(date, rng.int(3, 12));
    const body = `<div class="hd"><div><div class="brand">${m.short}</div><div class="legal">${esc(m.legal)}</div><div>${m.addr.map(esc).join(', ')}</div><div>Tel 0${rng.digits(3)} ${rng.digits(3)} ${rng.digits(4)} · moves@${m.short.toLowerCase()}-removals.co.uk</div></div>
<div class="title">INVOICE</div></div>
<div class="two"><div class="to"><b>Invoice to</b><br>${esc(c[0])}<br>${esc(c[1])}<br>Delivery: ${esc(c[2])}, Israel</div>
<table class="facts"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date / Tax point</td><td>${d(date)}</td></tr><tr><td>Job No.</td><td>OR-${date.slice(2, 4)}-${rng.int(1000, 2999)}</td></tr>
<tr><td>Quotation</td><td>Q${rng.int(40000, 69999)} of ${d(quote)}</td></tr><tr><td>Packing &amp; loading</td><td>${d(addDays(loading, -1))} – ${d(loading)}</td></tr></table></div>
<div class="ship">Container ${container(rng)} · B/L ${billOfLading(rng)} · sailing ${d(sailing)} · ETA ${d(addDays(sailing, rng.int(14, 24)))}</div>
<table class="it"><tr><th>Description</th><th>VAT</th><th>Net £</th></tr>${lines.map(([t, code, s]) => `<tr><td>${esc(t)}</td><td>${code}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<div class="end"><table class="an"><tr><th>VAT analysis</th><th>Net</th><th>VAT</th></tr>${codes.map((x) => `<tr><td>${x.code} — ${x.label}</td><td>${amount(x.net)}</td><td>${amount(x.vat)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Total net</td><td>${pounds(net)}</td></tr><tr><td>Total VAT</td><td>${pounds(vat)}</td></tr><tr class="b"><td>Invoice total</td><td>${pounds(total)}</td></tr><tr><td>Deposit paid ${d(quote)}</td><td>-${pounds(deposit)}</td></tr>
<tr class="b2"><td>Balance due by ${d(addDays(date, 14))}</td><td>${pounds(total - deposit)}</td></tr></table></div>
<div class="foot">Please pay by BACS: sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, account ${rng.digits(8)}, quoting the invoice number.<br>${esc(m.legal)} · Registered in England and Wales No. ${ids.company} · VAT Reg No. ${ids.vat} · Member of the British Association of Removers</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#1d1d1d;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${m.color};padding-bottom:3mm;line-height:1.5}
.brand{font-family:'URW Bookman',serif;font-size:28px;font-weight:bold;color:${m.color};letter-spacing:2px}.legal{font-weight:bold}.title{font-size:30px;font-weight:bold;color:#999;letter-spacing:4px}.two{display:flex;justify-content:space-between;gap:8mm;margin-top:5mm}
.to{line-height:1.6}table{border-collapse:collapse}.facts td{padding:1mm 2mm;border-bottom:1px solid #ddd}.facts td:first-child{color:#666}.ship{margin:5mm 0 3mm;padding:2mm 3mm;background:#eef0f6;font-size:10.5px}
.it{width:100%}.it th{background:${m.color};color:#fff;text-align:left;padding:1.8mm 2mm}.it td{padding:1.8mm 2mm;border-bottom:1px solid #ddd}.it td:nth-child(2){text-align:center;width:12mm}.it th:last-child,.it td:last-child{text-align:right;width:28mm}
.end{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm;align-items:flex-start}.an{font-size:10.5px}.an th{text-align:left;border-bottom:1px solid #333;padding:1mm 2mm}.an td{padding:1mm 2mm}.an td:nth-child(n+2),.an th:nth-child(n+2){text-align:right}
.tot{width:86mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid #222}.b2 td{font-weight:bold;background:#eef0f6}.foot{margin-top:12mm;font-size:9.5px;color:#666;line-height:1.6;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: m.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
