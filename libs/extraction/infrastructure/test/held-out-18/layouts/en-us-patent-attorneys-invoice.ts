import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { dollars, paginate, stirred, usEin } from './extra';

const FIRMS = [
  { name: 'Hartwell, Brody & Kline LLP', city: '200 State Street, Suite 1400, Boston, MA 02109', phone: '(617) 555-0148', prefix: '' },
  { name: 'Moss Creek IP Law PLLC', city: '98 San Jacinto Blvd., Suite 600, Austin, TX 78701', phone: '(512) 555-0193', prefix: 'MC-' },
  { name: 'Delacroix Patent Group, P.C.', city: '1700 Duke Street, Alexandria, VA 22314', phone: '(703) 555-0121', prefix: 'DPG' },
];
const CLIENTS = ['Nanoweave Robotics Ltd.', 'Galil Photonics Ltd.', 'BlueMarrow Therapeutics Ltd.', 'Orchard Sensing Ltd.'];
const KEEPERS = [
  { ini: 'RBK', role: 'Partner', rate: 78500 },
  { ini: 'JLM', role: 'Associate', rate: 52000 },
  { ini: 'SPW', role: 'Patent Agent', rate: 45000 },
  { ini: 'DTC', role: 'Paralegal', rate: 24000 },
];
const TASKS = [
  'Review Office Action and cited references; analyze rejections under 35 U.S.C. §103',
  'Telephone conference with inventors regarding claim amendments',
  'Draft amendments to independent claims 1, 12 and 20',
  'Prepare response to Office Action, remarks section',
  'Review prior art cited in Information Disclosure Statement',
  'Prepare and file Information Disclosure Statement',
  'Correspondence with client regarding filing strategy for continuation',
  'Docket deadlines and update client status report',
  'Interview with Examiner; prepare interview summary',
  'Revise drawings per Examiner objections; coordinate with draftsperson',
  'Draft continuation application claims',
  'Review foreign counterpart (EP) prosecution history',
  'Prepare Request for Continued Examination',
  'E-mail to client re: fee schedule and small entity status',
  'Finalize and file response via Patent Center',
  'Review Notice of Allowance; calculate issue fee',
];

/**
 * A US patent law firm's invoice to an Israeli start-up, in US dollars on Letter paper over two or three pages
 * (FreeSerif, Liberation Serif or Noto Serif; the firm in Noto Serif Display small capitals): the firm with
 * its address, phone and "Federal Tax ID" (EIN); "INVOICE", "Invoice No." (six digits, or with the firm's
 * prefix), "Invoice Date" early in the month, "Client No.", "Matter No.", "Billing Through" the last day of
 * the month before, "Terms: Net 30" and "Due Date"; the client ("Ltd.") with its valid Israeli company
 * number hyphenated and "Your Ref."; the matter (a U.S. application number and title); time entries (date
 * month first, timekeeper, description, hours to a tenth, rate, amount) running over the pages with "Page n
 * of N" and "Invoice No. … (continued)"; "Total Professional Fees", a summary by timekeeper, disbursements
 * (USPTO fees, foreign associate, courier), "Total Disbursements", "TOTAL THIS INVOICE"; an account summary
 * with the previous balance, its payment, a retainer applied on some and "Balance Due"; no tax.
 */
export const enUsPatentAttorneysInvoice: Layout = {
  id: 'en-us-patent-attorneys-invoice',
  lang: 'en',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-us-patent-attorneys-invoice');
    const f = rng.pick(FIRMS);
    const date = addDays(randomDate(rng, '2024-01-01', '2025-12-01').slice(0, 8) + '01', rng.int(2, 9));
    const through = lastOfMonth(addDays(date.slice(0, 8) + '01', -1));
    const from = through.slice(0, 8) + '01';
    const n = rng.int(24, 52);
    const entries = Array.from({ length: n }, () => {
      const k = rng.pick(KEEPERS);
      const hours = rng.int(1, 30) / 10;
      return { day: addDays(from, rng.int(0, Number(through.slice(8)) - 1)), k, text: rng.pick(TASKS), hours, cents: Math.round(hours * k.rate) };
    }).sort((a, b) => a.day.localeCompare(b.day));
    const fees = entries.reduce((a, e) => a + e.cents, 0);
    const costs: [string, number][] = rng.some(
      [
        ['USPTO – Request for Continued Examination (small entity)', 60000],
        ['USPTO – Extension of time, one month (small entity)', 8800],
        ['USPTO – Information Disclosure Statement size fee', 10400],
        ['Foreign associate (EPO) – Invoice EP-2291', rng.int(400, 1800) * 100],
        ['Formal drawings – 6 sheets', 42000],
        ['Courier – documents to Tel Aviv', 6850],
      ] as [string, number][],
      rng.int(1, 4),
    );
    const disb = costs.reduce((a, c) => a + c[1], 0);
    const total = fees + disb;
    const prev = rng.int(3000, 40000) * 100 + rng.int(0, 99);
    const retainer = rng.chance(0.4) ? Math.min(total, rng.pick([500000, 1000000])) : 0;
    const docNo = `${f.prefix}${rng.int(240000, 259999)}`;
    const fmt = rng.pick(['Month d, yyyy', 'mm/dd/yyyy'] as const);
    const font = rng.pick(['FreeSerif', 'Liberation Serif', 'Noto Serif']);
    const clientNo = String(rng.int(10000, 19999));
    const pages = paginate(entries, 24, 38);
    // The totals need about twenty rows' room: on the first page (under the letterhead) they rarely fit.
    const totalsAlone = pages[pages.length - 1].length > (pages.length === 1 ? 8 : 20);
    const count = pages.length + (totalsAlone ? 1 : 0);
    const entryRows = (es: typeof entries) =>
      `<table class="te"><tr><th>Date</th><th>Atty</th><th>Description</th><th class="n">Hours</th><th class="n">Rate</th><th class="n">Amount</th></tr>${es
        .map(
          (e) =>
            `<tr><td>${dt(e.day, 'mm/dd/yyyy')}</td><td>${e.k.ini}</td><td>${esc(e.text)}</td><td class="n">${e.hours.toFixed(1)}</td><td class="n">${amount(e.k.rate)}</td><td class="n">${amount(e.cents)}</td></tr>`,
        )
        .join('')}</table>`;
    const head = (i: number) =>
      i === 0
        ? `<div class="firm">${esc(f.name)}</div><div class="addr">${esc(f.city)} · ${f.phone} · Federal Tax ID ${usEin(rng)}</div>
<div class="top"><div class="to"><b>${esc(rng.pick(CLIENTS))}</b><br>Attn: VP Research &amp; Development<br>${rng.pick(['8 Hamada St., Rehovot', '3 Hanechoshet St., Tel Aviv', '2 Haprat St., Yokneam'])}, Israel<br>Israeli Company No. ${hyphenId(taxId(rng, true))}<br>Your Ref.: IL-PAT-${rng.digits(4)}</div>
<table class="facts"><tr><th>Invoice No.</th><td>${docNo}</td></tr><tr><th>Invoice Date</th><td>${dt(date, fmt)}</td></tr><tr><th>Client No.</th><td>${clientNo}</td></tr><tr><th>Matter No.</th><td>${clientNo}-${rng.digits(4)}</td></tr><tr><th>Billing Through</th><td>${dt(through, fmt)}</td></tr><tr><th>Terms</th><td>Net 30</td></tr><tr><th>Due Date</th><td>${dt(addDays(date, 30), fmt)}</td></tr></table></div>
<h1>INVOICE</h1><div class="matter">Re: U.S. Patent Application No. ${rng.int(17, 19)}/${rng.int(100, 999)},${rng.digits(3)} – “${rng.pick(['Adaptive Gripper for Soft Materials', 'Waveguide Coupler with Tunable Phase', 'Stabilized Marrow-Derived Cell Composition', 'Low-Power Soil Moisture Sensor Array'])}”</div><h2>Professional Services</h2>`
        : `<div class="cont"><span>${esc(f.name)}</span><span>Invoice No. ${docNo} (continued)</span></div>`;
    const byKeeper = KEEPERS.map((k) => {
      const es = entries.filter((e) => e.k === k);
      return { k, hours: es.reduce((a, e) => a + e.hours * 10, 0) / 10, cents: es.reduce((a, e) => a + e.cents, 0) };
    }).filter((x) => x.cents);
    const summary = `<table class="sum"><tr><td>Total Professional Fees</td><td class="n">${dollars(fees)}</td></tr></table>
<table class="kp"><tr><th>Timekeeper</th><th class="n">Hours</th><th class="n">Rate</th><th class="n">Amount</th></tr>${byKeeper.map((x) => `<tr><td>${x.k.ini} – ${x.k.role}</td><td class="n">${x.hours.toFixed(1)}</td><td class="n">${amount(x.k.rate)}</td><td class="n">${amount(x.cents)}</td></tr>`).join('')}</table>
<h2>Disbursements</h2><table class="te">${costs.map(([t, c]) => `<tr><td>${esc(t)}</td><td class="n">${amount(c)}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>Total Disbursements</td><td class="n">${dollars(disb)}</td></tr><tr class="g"><td>TOTAL THIS INVOICE</td><td class="n">${dollars(total)}</td></tr></table>
<h2>Account Summary</h2><table class="sum acct"><tr><td>Previous Balance</td><td class="n">${dollars(prev)}</td></tr><tr><td>Payments Received – ${dt(addDays(date, -rng.int(8, 25)), 'mm/dd/yyyy')} – Thank you</td><td class="n">(${amount(prev)})</td></tr><tr><td>Current Invoice</td><td class="n">${dollars(total)}</td></tr>
${retainer ? `<tr><td>Less: Retainer Applied</td><td class="n">(${amount(retainer)})</td></tr>` : ''}<tr class="b"><td>Balance Due</td><td class="n">${dollars(total - retainer)}</td></tr></table>
<p class="note">Payable in U.S. dollars by wire to ${rng.pick(['Bank of America', 'Citizens Bank', 'Frost Bank', 'Truist'])}, ABA ${rng.digits(9)}, Account ${rng.digits(10)}. Please reference the invoice number. No sales tax applies to legal services billed to a foreign client.</p>`;
    const foot = (i: number) => `<div class="foot">Page ${i + 1} of ${count}</div>`;
    const sheets = pages.map((es, i) => `<section>${head(i)}${entryRows(es)}${i === pages.length - 1 && !totalsAlone ? summary : ''}${foot(i)}</section>`);
    if (totalsAlone) sheets.push(`<section>${head(pages.length)}${summary}${foot(pages.length)}</section>`);
    const css = `body{font-family:'${font}',serif;font-size:10.5px;color:#111}section{padding:14mm 17mm 10mm;height:250mm;position:relative;break-after:page;box-sizing:content-box}section:last-child{break-after:auto}
.firm{font-family:'Noto Serif Display',serif;font-variant:small-caps;font-size:24px;letter-spacing:1px}.addr{font-size:9.5px;color:#444;border-bottom:1px solid #111;padding-bottom:2mm}
.top{display:flex;justify-content:space-between;margin-top:5mm;line-height:1.5}.facts th{text-align:left;font-weight:normal;padding-right:5mm;color:#444}.facts td{text-align:right}
h1{font-size:17px;letter-spacing:4px;margin:5mm 0 1mm}.matter{font-style:italic}h2{font-size:12px;margin:4mm 0 1mm;border-bottom:0.5px solid #666}
.te{width:100%;border-collapse:collapse}.te th{text-align:left;font-size:9.5px;border-bottom:1px solid #111;padding:1mm}.te td{padding:1mm;vertical-align:top;border-bottom:0.5px solid #ddd}.n{text-align:right;white-space:nowrap}
.sum{width:100mm;margin:2mm 0 0 auto;border-collapse:collapse}.sum td{padding:0.8mm 1mm}.g td{font-weight:bold;font-size:12.5px;border-top:1.5px solid #111;border-bottom:3px double #111}.b td{font-weight:bold;border-top:1px solid #111}
.kp{margin-top:3mm;border-collapse:collapse;font-size:9.5px}.kp th,.kp td{padding:0.5mm 3mm 0.5mm 0;text-align:left}.kp .n{text-align:right}.note{font-size:9px;color:#333;margin-top:4mm}
.cont{display:flex;justify-content:space-between;font-size:10px;border-bottom:1px solid #111;padding-bottom:1.5mm;margin-bottom:3mm}.foot{position:absolute;bottom:4mm;left:0;right:0;text-align:center;font-size:9px;color:#444}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body: sheets.join('') }),
      truth: { vendorName: f.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
