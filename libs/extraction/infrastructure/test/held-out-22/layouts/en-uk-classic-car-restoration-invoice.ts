import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { gbp, onNet, stirred, ukCompanyNo, ukVatNo } from './extra';

const SHOPS = [
  {
    name: 'Marshgate Classics',
    legal: 'Marshgate Classic Restorations Ltd',
    addr: 'Unit 4, Marshgate Lane, Stratford, London E15 2NH',
    num: (rng: Rng) => `MC${rng.int(40000, 48999)}`,
    ink: '#14365c',
  },
  {
    name: 'HARTWELL & FINCH',
    legal: 'Hartwell & Finch Coachworks Limited',
    addr: 'Old Forge Yard, Bourton Road, Moreton-in-Marsh GL56 0BT',
    num: (rng: Rng, y: string) => `HF/${y}/${String(rng.int(1, 999)).padStart(4, '0')}`,
    ink: '#5c1f14',
  },
  {
    name: 'Pennine Heritage Motors',
    legal: 'Pennine Heritage Motors Ltd.',
    addr: '12 Mill Street, Hebden Bridge HX7 8AD',
    num: (rng: Rng) => String(rng.int(7100, 9899)),
    ink: '#2f4a1f',
  },
] as const;
const CARS = [
  '1967 Jaguar E-Type Series 1 FHC',
  '1972 MGB GT',
  '1965 Austin-Healey 3000 Mk III',
  '1959 Morris Minor 1000 Traveller',
  '1974 Triumph TR6',
  '1963 Land Rover Series IIA 88"',
];
const OWNERS = [
  ['Mr Gideon Shamir', 'Herzliya Pituach, Israel'],
  ['Mr Avraham Levi', 'Caesarea, Israel'],
  ['Ms Ruth Adar', 'Zichron Yaakov, Israel'],
] as const;

/**
 * A British classic car restoration workshop's VAT invoice to an Israeli collector in pounds on A4 (Liberation
 * Serif, C059 or P052; the workshop's name in Noto Serif Display small capitals, a drawn roadster's outline, a
 * double rule): the company ("Ltd", "Limited", "Ltd.") with Company No. and VAT Reg. No.; "VAT INVOICE",
 * "Invoice No." ("MC44172", "HF/25/0418" or four digits), "Invoice date", "Tax point", "Job No.", "Estimate of" a
 * date months before; the car with its registration and chassis number; labour by the hour, parts, paint and
 * materials, storage by the week, all at 20% (code S); the MOT test fee outside the scope of VAT (code O) and the
 * transport to Southampton for export at 0% (code Z) on some; a VAT summary by code; "Total net", "VAT @ 20%",
 * "Invoice total"; the payment on account taken at the estimate in brackets and "Balance due"; sort code and
 * account; dates "12 March 2025" or dd/mm/yyyy.
 */
export const enUkClassicCarRestorationInvoice: Layout = {
  id: 'en-uk-classic-car-restoration-invoice',
  lang: 'en',
  kind: 'foreign currency',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-uk-classic-car-restoration-invoice');
    const s = rng.pick(SHOPS);
    const date = randomDate(rng, '2023-06-01', '2026-03-25');
    const hours = rng.int(18, 140) / 2;
    const rateH = rng.pick([6500, 7200, 7800, 8500]);
    type Row = { text: string; code: 'S' | 'Z' | 'O'; net: number };
    const rows: Row[] = [{ text: `Workshop labour — ${hours.toFixed(1)} hrs @ ${gbp(rateH)}`, code: 'S', net: Math.round(hours * rateH) }];
    const parts: [string, [number, number]][] = [
      ['Chrome bumper set, re-plated', [480, 920]],
      ['Brake master cylinder & servo rebuild kit', [160, 340]],
      ['Leather seat re-trim, pair', [1200, 2400]],
      ['Stainless exhaust system', [420, 780]],
      ['Carburettor overhaul (twin SU)', [280, 520]],
      ['Wiring loom, period-correct cloth', [390, 690]],
      ['Wire wheels, refurbished (set of 4)', [880, 1500]],
    ];
    for (const [t, [a, b]] of rng.some(parts, rng.int(2, 4))) rows.push({ text: t, code: 'S', net: rng.int(a, b) * 100 });
    rows.push({ text: 'Paint & materials (two-pack, original colour code)', code: 'S', net: rng.int(350, 1400) * 100 });
    if (rng.chance(0.5)) rows.push({ text: `Storage — ${rng.int(2, 10)} weeks heated unit`, code: 'S', net: rng.int(2, 10) * 3500 });
    const mot = rng.chance(0.6);
    if (mot) rows.push({ text: 'MOT test fee (paid on your behalf)', code: 'O', net: 5485 });
    const exportRun = rng.chance(0.5);
    if (exportRun) rows.push({ text: 'Enclosed transport to Southampton docks for export to Haifa', code: 'Z', net: rng.int(450, 780) * 100 });
    const sNet = rows.filter((r) => r.code === 'S').reduce((a, r) => a + r.net, 0);
    const zNet = rows.filter((r) => r.code === 'Z').reduce((a, r) => a + r.net, 0);
    const oNet = rows.filter((r) => r.code === 'O').reduce((a, r) => a + r.net, 0);
    const vat = onNet(sNet, 2000);
    const tot = sNet + zNet + oNet + vat;
    const onAccount = Math.round((tot * rng.pick([25, 40])) / 100 / 10000) * 10000;
    const docNo = s.num(rng, date.slice(2, 4));
    const font = rng.pick(['Liberation Serif', 'C059', 'P052']);
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const [owner, town] = rng.pick(OWNERS);
    const reg = `${rng.pick(['HJK', 'ORV', 'DFC', 'BUL'])} ${rng.int(100, 999)}${rng.pick(['C', 'F', 'K', ''])}`;
    const car = `<svg width="110" height="34" viewBox="0 0 110 34"><path d="M4 26 L10 18 L34 16 L46 8 L70 8 L80 16 L102 18 L106 26 Z" fill="none" stroke="${s.ink}" stroke-width="2"/><circle cx="26" cy="27" r="6" fill="#fff" stroke="${s.ink}" stroke-width="2"/><circle cx="84" cy="27" r="6" fill="#fff" stroke="${s.ink}" stroke-width="2"/></svg>`;
    const table = rows.map((r) => `<tr><td>${esc(r.text)}</td><td>${r.code}</td><td>${amount(r.net)}</td></tr>`).join('');
    const summary = [
      ['S', '20%', sNet, vat],
      ['Z', '0%', zNet, 0],
      ['O', 'outside scope', oNet, 0],
    ]
      .filter(([, , n]) => n)
      .map(([c, r, n, v]) => `<tr><td>${c}</td><td>${r}</td><td>${amount(n as number)}</td><td>${amount(v as number)}</td></tr>`)
      .join('');
    const body = `<div class="head"><div><div class="nm">${esc(s.name)}</div><div class="sm">${esc(s.addr)} · +44 ${rng.int(1200, 1999)} ${rng.digits(6)}</div></div>${car}</div><div class="dbl"></div>
<div class="row"><div><b>Invoice to</b><br>${esc(owner)}<br>${esc(town)}<br>+972 5${rng.int(0, 8)} ${rng.digits(3)} ${rng.digits(4)}</div>
<div><div class="t">VAT INVOICE</div><table class="kv"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date</td><td>${d(date)}</td></tr><tr><td>Tax point</td><td>${d(date)}</td></tr><tr><td>Job No.</td><td>J${rng.digits(5)}</td></tr><tr><td>Estimate of</td><td>${d(addDays(date, -rng.int(60, 240)))}</td></tr></table></div></div>
<div class="veh">Vehicle: ${esc(rng.pick(CARS))} · Reg. ${reg} · Chassis ${rng.pick(['1E', 'GHD', 'HBJ8', 'AAH'])}${rng.digits(5)} · Odometer ${rng.int(20000, 99000)} miles</div>
<table class="lines"><tr><th>Description</th><th>VAT</th><th>Net £</th></tr>${table}</table>
<div class="two"><table class="vs"><tr><th>Code</th><th>Rate</th><th>Net</th><th>VAT</th></tr>${summary}</table>
<table class="sum"><tr><td>Total net</td><td>${gbp(sNet + zNet + oNet)}</td></tr><tr><td>VAT @ 20%</td><td>${gbp(vat)}</td></tr><tr class="g"><td>Invoice total</td><td>${gbp(tot)}</td></tr>
<tr><td>Paid on account at estimate</td><td>(${gbp(onAccount)})</td></tr><tr class="b"><td>Balance due</td><td>${gbp(tot - onAccount)}</td></tr></table></div>
<div class="notes">Payment within 14 days, before the car leaves the workshop. Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} · Account ${rng.digits(8)} · IBAN GB${rng.digits(2)} ${rng.pick(['BARC', 'LOYD', 'NWBK'])} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}</div>
<div class="foot">${esc(s.legal)} · Registered in England and Wales, Company No. ${ukCompanyNo(rng)} · VAT Reg. No. ${ukVatNo(rng)}</div>`;
    const css = `body{font-family:'${font}','Liberation Serif',serif;font-size:11.5px;color:#1c1c1c;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:center}.nm{font-family:'Noto Serif Display','Noto Serif',serif;font-variant:small-caps;font-size:30px;color:${s.ink};letter-spacing:1px}.sm{font-size:10px;color:#444}
.dbl{border-top:3px double ${s.ink};margin:3mm 0 5mm}.row{display:flex;justify-content:space-between;line-height:1.6}.t{font-size:19px;font-weight:bold;color:${s.ink};text-align:right}.kv td{padding:0.3mm 0 0.3mm 5mm}
.veh{margin:5mm 0 3mm;padding:2mm;background:#f3f1ec;font-size:10.5px}.lines{width:100%;border-collapse:collapse}.lines th{text-align:left;border-bottom:1.5px solid ${s.ink};padding:1.3mm}.lines td{padding:1.3mm;border-bottom:0.5px solid #ddd}
.lines td:nth-child(2),.lines th:nth-child(2){text-align:center;width:14mm}.lines td:last-child,.lines th:last-child{text-align:right;width:30mm}
.two{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm}.vs{border-collapse:collapse;font-size:10px}.vs th,.vs td{border:0.5px solid #999;padding:1mm 2.5mm;text-align:right}
.sum{min-width:82mm}.sum td{padding:0.9mm 1mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #222;border-bottom:1.5px solid #222}.b td{font-weight:bold}
.notes{margin-top:8mm;font-size:10.5px}.foot{margin-top:12mm;border-top:1px solid #aaa;padding-top:2mm;font-size:9.5px;color:#444}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(tot), tax: truthAmount(vat) },
    };
  },
};
