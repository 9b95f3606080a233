import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, workday } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const INSPECTORS = [
  {
    heading: 'Eng. Daniel Mizrahi',
    name: 'Daniel Mizrahi',
    line: 'Civil Engineer · Home Inspections & Defect Surveys',
    label: 'Licensed Dealer No.',
    company: false,
    hyphen: false,
    addr: '9 HaNassi St., Herzliya',
  },
  {
    heading: 'SURE FOUNDATIONS',
    name: 'Sure Foundations Engineering Ltd.',
    line: 'Building inspection for buyers, tenants and contractors',
    label: 'Company Reg. No.',
    company: true,
    hyphen: true,
    addr: '30 Ha’Arba’a St., Tel Aviv',
  },
  {
    heading: 'Tamar Levinson',
    name: 'Tamar Levinson',
    line: 'B.Sc. Civil Engineering (Technion) · Registered Engineer',
    label: 'Osek Murshe',
    company: false,
    hyphen: false,
    addr: '4 Emek Refaim St., Jerusalem',
  },
  {
    heading: 'INSPECTA HOME SURVEY',
    name: 'Inspecta Home Survey Israel Ltd',
    line: 'Pre-purchase and handover inspections in English',
    label: 'Reg. No.',
    company: true,
    hyphen: false,
    addr: '12 Ha’Melacha St., Netanya',
  },
];
const PROPERTIES = [
  ['3-room apartment', 'HaRav Kook St. 12, apt. 9, Netanya'],
  ['4-room apartment (new build, handover)', 'Ha’Tamar St. 5, apt. 21, Beit Shemesh'],
  ['5-room garden apartment', 'Yehuda HaMaccabi St. 40, Ra’anana'],
  ['Semi-detached cottage', 'Ha’Zayit St. 3, Zichron Ya’akov'],
  ['Penthouse', 'Ben Yehuda St. 101, Tel Aviv'],
];
const CLIENTS = ['Mr. Aaron Feldman', 'Ms. Rebecca Cohen', 'Mr. & Mrs. David Adler', 'Ms. Hannah Berkowitz', 'Mr. Benjamin Shapiro'];

/**
 * An Israeli home inspection engineer's English "TAX INVOICE" in shekels on A4 for immigrants buying a flat (Lato,
 * Open Sans or DejaVu Sans; the heading in Noto Serif Display bold over a roof line): an engineer's own name under
 * "Eng." or a degree line, with "Licensed Dealer No." / "Osek Murshe", or a company ("Ltd.", "Ltd") with
 * "Company Reg. No." (hyphenated on some) / "Reg. No."; "TAX INVOICE No." (four digits) and "Date" in a
 * shaded box; the client with a valid "Israeli ID (Teudat Zehut)" or a passport; "Property", "Size",
 * "Inspection date" days before, "Report ref."; the inspection by size in m² brackets, thermal imaging, moisture
 * mapping, an electrical panel check, a follow-up visit, travel outside the centre; "Subtotal", "VAT 17%/18%",
 * "Total (NIS)" written "NIS 2,950.00" or "₪2,950.00"; paid by transfer with its date, or "Please pay within
 * 7 days" with the bank details.
 */
export const enHomeInspectionInvoice: Layout = {
  id: 'en-home-inspection-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-home-inspection-invoice');
    const e = rng.pick(INSPECTORS);
    const vendorTaxId = vendorId(e.name, e.company);
    const date = workday(randomDate(rng, '2024-01-07', '2025-12-18'), addDays);
    const rate = israeliRate(date);
    const inspected = addDays(date, -rng.int(1, 9));
    const [kind, where] = rng.pick(PROPERTIES);
    const size = rng.int(68, 190);
    const base = size <= 90 ? 180000 : size <= 130 ? 230000 : 290000;
    type Row = { t: string; c: number };
    const rows: Row[] = [{ t: `Full inspection and written report – ${size <= 90 ? 'up to 90' : size <= 130 ? '91–130' : 'over 130'} m²`, c: base }];
    if (rng.chance(0.6)) rows.push({ t: 'Thermal imaging survey (FLIR)', c: 45000 });
    if (rng.chance(0.5)) rows.push({ t: 'Moisture mapping – bathrooms and safe room (mamad)', c: 35000 });
    if (rng.chance(0.4)) rows.push({ t: 'Electrical panel and earthing check', c: 40000 });
    if (rng.chance(0.3)) rows.push({ t: 'Follow-up visit after contractor repairs', c: 75000 });
    if (rng.chance(0.3)) rows.push({ t: 'Travel outside the central region', c: 25000 });
    const net = rows.reduce((a, r) => a + r.c, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(1040, 4980));
    const font = rng.pick([`'Lato'`, `'Open Sans'`, `'DejaVu Sans'`]);
    const style = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd Month yyyy'] as const);
    const d = (x: string) => dt(x, style);
    const money = rng.chance(0.5) ? (c: number) => `NIS ${amount(c)}` : (c: number) => `₪${amount(c)}`;
    const client = rng.pick(CLIENTS);
    const idLine = rng.chance(0.6) ? `Israeli ID (Teudat Zehut): ${personalId(rng)}` : `Passport: ${rng.pick(['US', 'UK', 'CA', 'FR'])} ${rng.digits(9)}`;
    const paid = rng.chance(0.5);
    const roof = `<svg width="120" height="22" viewBox="0 0 120 22"><polyline points="2,20 60,3 118,20" fill="none" stroke="#b5651d" stroke-width="2"/><rect x="84" y="6" width="7" height="9" fill="#b5651d"/></svg>`;
    const body = `<div class="head"><div>${roof}<div class="h">${esc(e.heading)}</div><div class="line">${esc(e.line)}</div></div>
<div class="who">${esc(e.name)}<br>${e.label}: ${e.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}<br>${esc(e.addr)}<br>Mobile ${cellular(rng)}</div></div>
<div class="box"><div><span>TAX INVOICE No.</span><b>${docNo}</b></div><div><span>Date</span><b>${d(date)}</b></div><div class="orig">Original</div></div>
<div class="cols"><div><div class="lbl">Client</div><b>${esc(client)}</b><br>${idLine}<br>Mobile ${cellular(rng)}</div>
<div><div class="lbl">Property</div>${esc(kind)}<br>${esc(where)}<br>Size: ${size} m² · Inspection date: ${d(inspected)}<br>Report ref.: BB-${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(10, 99)}</div></div>
<table class="t"><tr><th>#</th><th>Service</th><th>Amount</th></tr>${rows.map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r.t)}</td><td>${money(r.c)}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>Subtotal</td><td>${money(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${money(vat)}</td></tr><tr class="g"><td>Total (NIS)</td><td>${money(total)}</td></tr></table>
<div class="pay">${
      paid
        ? `Paid in full by bank transfer on ${d(addDays(date, -rng.int(0, 2)))}, ref. ${rng.digits(8)}. Thank you.`
        : `Please pay within 7 days, by ${d(addDays(date, 7))}: Bank ${rng.pick(['Leumi (10)', 'Hapoalim (12)', 'Discount (11)', 'Mizrahi-Tefahot (20)'])}, branch ${rng.int(100, 899)}, account ${rng.digits(6)}.`
    }</div>
<p class="small">The inspection report (PDF, ${rng.int(28, 64)} pages, with photographs) was sent by e-mail on ${d(addDays(inspected, rng.int(1, 2)))}. This invoice is issued in English at the client's request; the Hebrew original is kept on file.</p>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#2a2a2a;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:flex-end}.h{font-family:'Noto Serif Display','Noto Serif',serif;font-weight:bold;font-size:24px;color:#7a3e10}.line{font-size:10px;color:#666}.who{text-align:right;line-height:1.6;font-size:10px}
.box{display:flex;gap:10mm;align-items:center;background:#f6efe7;border-left:4px solid #b5651d;padding:3mm 5mm;margin:6mm 0}.box span{display:block;font-size:9px;color:#7a3e10;text-transform:uppercase;letter-spacing:1px}.box b{font-size:15px}.orig{margin-left:auto;color:#999;font-size:9px}
.cols{display:flex;gap:12mm;margin-bottom:5mm}.cols>div{flex:1;line-height:1.6}.lbl{font-size:9px;color:#888;text-transform:uppercase;letter-spacing:1px}
.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:1.5px solid #7a3e10;padding:1.5mm;font-size:10px}.t td{padding:1.8mm 1.5mm;border-bottom:0.5px solid #ddd}.t td:last-child,.t th:last-child{text-align:right;white-space:nowrap}.t td:first-child{width:6mm}
.sum{margin:4mm 0 0 auto;border-collapse:collapse;min-width:70mm}.sum td{padding:1.2mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #7a3e10}
.pay{margin-top:6mm;padding:3mm;border:1px dashed #b5651d}.small{font-size:9px;color:#777;margin-top:6mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: e.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
