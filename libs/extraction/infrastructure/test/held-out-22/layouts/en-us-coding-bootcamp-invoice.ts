import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { onNet, stirred, usd } from './extra';

const SCHOOLS = [
  {
    name: 'FORGE ACADEMY',
    legal: 'Forge Academy, Inc.',
    addr: '410 Congress Ave, Suite 900, Austin, TX 78701',
    tax: { label: 'Texas sales tax (8.25%)', bp: 825 },
    num: (rng: Rng) => `FA-${rng.int(24000, 26999)}`,
  },
  {
    name: 'ByteBridge',
    legal: 'ByteBridge Coding School LLC',
    addr: '1201 Third Ave, Floor 14, Seattle, WA 98101',
    tax: { label: 'WA sales tax – Seattle (10.35%)', bp: 1035 },
    num: (rng: Rng, y: string) => `BB${y}-${String(rng.int(1, 3999)).padStart(4, '0')}`,
  },
  {
    name: 'Northlight Tech Institute',
    legal: 'Northlight Tech Institute, Inc.',
    addr: '77 Summer Street, Boston, MA 02110',
    tax: { label: 'Massachusetts sales tax (6.25%)', bp: 625 },
    num: (rng: Rng) => `INV-${rng.int(10000, 18999)}`,
  },
] as const;
const STUDENTS = [
  ['Yael Mizrahi', 'Rishon LeZion, Israel'],
  ['Omer Katz', 'Beersheba, Israel'],
  ['Tamar Ben-David', 'Netanya, Israel'],
  ['Eyal Haddad', 'Kfar Saba, Israel'],
] as const;
const PROGRAMS = [
  ['Full-Stack Web Development Immersive (16 weeks)', 1490000],
  ['Data Science & Machine Learning Bootcamp (12 weeks)', 1390000],
  ['Cybersecurity Analyst Program, part-time (24 weeks)', 1150000],
  ['UX/UI Design Intensive (10 weeks)', 990000],
] as const;

/**
 * A US coding bootcamp's invoice to an Israeli student in US dollars on Letter paper (Liberation Sans, Noto Sans or
 * DejaVu Sans; the school's name in URW Gothic or Noto Sans Display bold in a dark header band with light letters,
 * a drawn "</>" mark): the company (", Inc." / " LLC") with address and EIN; "INVOICE" with "Invoice #" ("FA-25318",
 * "BB25-0412", "INV-11844"), "Invoice date", "Enrollment date" weeks before, "Cohort start"; "Billed to" the
 * student with an Israeli town and a passport; tuition, a remote-learning or campus option, a career services
 * package, a scholarship as a negative line; "Tuition is not subject to sales tax" in words, or on campus a
 * starter hardware kit taxed at the city's rate on the kit alone; "Subtotal", the tax line where there is one,
 * "Total due (USD)"; the seat deposit received with its date and "Balance" with instalments on some; wire details
 * (ABA routing and account) and the school's EIN; dates "Month d, yyyy" or mm/dd/yyyy.
 */
export const enUsCodingBootcampInvoice: Layout = {
  id: 'en-us-coding-bootcamp-invoice',
  lang: 'en',
  kind: 'foreign currency',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-us-coding-bootcamp-invoice');
    const s = rng.pick(SCHOOLS);
    const date = randomDate(rng, '2023-06-01', '2026-03-20');
    const [program, tuition] = rng.pick(PROGRAMS);
    const campus = rng.chance(0.5);
    const rows: [string, number][] = [[program, tuition]];
    rows.push(campus ? ['On-campus seat & lab access', rng.pick([50000, 75000])] : ['Live remote learning (Eastern Time sessions)', 0]);
    if (rng.chance(0.6)) rows.push(['Career services & interview prep package', rng.pick([45000, 60000])]);
    const kit = campus && rng.chance(0.75) ? rng.pick([34900, 42900, 58900]) : 0;
    if (kit) rows.push(['Starter hardware kit (laptop stand, keyboard, headset) – taxable', kit]);
    const scholarship = rng.chance(0.5) ? -rng.pick([100000, 150000, 250000]) : 0;
    if (scholarship) rows.push([rng.pick(['Women in Tech scholarship', 'International student scholarship', 'Early enrollment award']), scholarship]);
    const subtotal = rows.reduce((a, [, v]) => a + v, 0);
    const tax = kit ? onNet(kit, s.tax.bp) : 0;
    const tot = subtotal + tax;
    const docNo = s.num(rng, date.slice(2, 4));
    const font = rng.pick(['Liberation Sans', 'Noto Sans', 'DejaVu Sans']);
    const fmt = rng.pick(['Month d, yyyy', 'mm/dd/yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const [student, town] = rng.pick(STUDENTS);
    const deposit = rng.pick([50000, 100000]);
    const enrolled = addDays(date, -rng.int(15, 70));
    const table = rows.map(([t, v]) => `<tr><td>${esc(t)}</td><td>${v === 0 ? 'Included' : usd(v)}</td></tr>`).join('');
    const taxLine = kit
      ? `<tr><td>${esc(s.tax.label)} on the hardware kit</td><td>${usd(tax)}</td></tr>`
      : `<tr><td colspan="2" class="note">Tuition and educational services are not subject to sales tax. No tax charged.</td></tr>`;
    const inst = rng.chance(0.5)
      ? `<div>The balance is payable in ${rng.pick([2, 3, 4])} equal monthly instalments; the first is due on ${d(addDays(date, 14))}.</div>`
      : `<div>Balance due by ${d(addDays(date, 21))}.</div>`;
    const body = `<div class="band"><div class="mark">&lt;/&gt;</div><div><div class="nm">${esc(s.name)}</div><div class="sm">${esc(s.addr)}</div></div></div>
<div class="row"><div><div class="lbl">Billed to</div>${esc(student)}<br>${esc(town)}<br>Passport No. ${rng.int(20, 39)}${rng.digits(6)}<br>Student ID ${rng.pick(['S', 'ST'])}${rng.digits(6)}</div>
<div class="facts"><div class="inv">INVOICE</div><table><tr><td>Invoice #</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date</td><td>${d(date)}</td></tr><tr><td>Enrollment date</td><td>${d(enrolled)}</td></tr><tr><td>Cohort start</td><td>${d(addDays(date, rng.int(10, 45)))}</td></tr></table></div></div>
<table class="lines"><tr><th>Description</th><th>Amount</th></tr>${table}<tr class="sub"><td>Subtotal</td><td>${usd(subtotal)}</td></tr>${taxLine}<tr class="g"><td>Total due (USD)</td><td>${usd(tot)}</td></tr></table>
<div class="after"><div>Seat deposit received ${d(enrolled)}: ${usd(deposit)} &nbsp;·&nbsp; Balance: ${usd(tot - deposit)}</div>${inst}
<div class="wire">Wire transfer: First Republic Trust · ABA ${rng.int(1, 3)}${rng.digits(8)} · Account ${rng.digits(10)} · SWIFT ${rng.pick(['FRTBUS33', 'CHASUS33', 'BOFAUS3N'])}</div></div>
<div class="foot">${esc(s.legal)} · EIN ${rng.int(10, 98)}-${rng.digits(7)} · Licensed by the state's postsecondary education authority · Refund policy: full refund within 5 days of the cohort start</div>`;
    const css = `body{font-family:'${font}','DejaVu Sans',sans-serif;font-size:11px;color:#1b1e24;padding:10mm 0 12mm}
.band{background:#161b2e;color:#e8ecf7;display:flex;gap:5mm;align-items:center;margin:0 10mm;padding:7mm 6mm}.mark{font-family:'DejaVu Sans Mono',monospace;font-size:26px;color:#7fd1b9;font-weight:bold}
.nm{font-family:'URW Gothic','Noto Sans Display',sans-serif;font-size:26px;font-weight:bold;letter-spacing:1px}.sm{font-size:10px;opacity:0.9}
.row{display:flex;justify-content:space-between;padding:8mm 16mm 4mm;line-height:1.6}.lbl{font-size:9px;text-transform:uppercase;color:#666;letter-spacing:1px}.inv{font-size:22px;font-weight:bold;color:#161b2e}.facts td{padding:0.5mm 3mm 0.5mm 0}
.lines{margin:2mm 16mm;width:calc(100% - 32mm);border-collapse:collapse}.lines th{text-align:left;border-bottom:2px solid #161b2e;padding:1.5mm}.lines td{padding:1.8mm 1.5mm;border-bottom:0.5px solid #d9dce3}.lines td:last-child,.lines th:last-child{text-align:right;white-space:nowrap}
.sub td{border-top:1.5px solid #161b2e}.note{font-style:italic;color:#444}.g td{font-weight:bold;font-size:14px;background:#eef0f6}
.after{padding:4mm 16mm;line-height:1.8}.wire{margin-top:3mm;font-size:10px}.foot{margin:10mm 16mm 0;font-size:9px;color:#555;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(tot), ...(kit ? { tax: truthAmount(tax) } : {}) },
    };
  },
};
