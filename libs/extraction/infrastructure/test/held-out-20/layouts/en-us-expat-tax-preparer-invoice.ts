import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';
import { dollars, stirred, usEin } from './extra';

const FIRMS = [
  {
    legal: 'Thornbury Expat Tax Advisors, LLC',
    head: 'THORNBURY',
    sub: 'Expat Tax Advisors',
    street: '1250 Teaneck Road, Suite 204, Teaneck, NJ 07666',
    phone: '(201) 555-0148',
    state: 'New Jersey',
    no: (n: number) => `TEX-${n}`,
  },
  {
    legal: 'Harborview Overseas Tax Group, PLLC',
    head: 'HARBORVIEW',
    sub: 'Overseas Tax Group · CPAs',
    street: '60 Broad Street, 18th Floor, New York, NY 10004',
    phone: '(212) 555-0193',
    state: 'New York',
    no: (n: number) => `INV-${String(n).padStart(6, '0')}`,
  },
  {
    legal: 'Prairie Ridge Global Tax Services, Inc.',
    head: 'PRAIRIE RIDGE',
    sub: 'Global Tax Services',
    street: '333 W. Wacker Drive, Suite 900, Chicago, IL 60606',
    phone: '(312) 555-0117',
    state: 'Illinois',
    no: (n: number) => `${n}`,
  },
];
const CLIENTS = [
  ['Daniel & Rachel Stern', 'Efrat, Israel'],
  ['Jonathan Weiss', 'Modi’in, Israel'],
  ['Sarah Klein-Levy', 'Beit Shemesh, Israel'],
  ['Michael & Tova Rosenberg', 'Zichron Ya’akov, Israel'],
  ['Ari Goldstein', 'Jerusalem, Israel'],
];

/**
 * A US tax preparation firm's invoice to Americans living in Israel, in US dollars on Letter paper (Lato, Liberation
 * Sans or Noto Sans; the firm's word in Lato Black spaced capitals over a thin rule): the firm (", LLC", ", PLLC",
 * ", Inc.") with its address, phone, EIN and a preparer's PTIN; the client in Israel with a masked SSN and a
 * +972 mobile, "Client ID"; "Invoice No." ("TEX-40917", "INV-004122", five digits), "Invoice Date", "Tax Year"
 * the year before, "Engagement letter" with its date, "Due Date"; flat fees: Form 1040 with the foreign earned
 * income exclusion or the foreign tax credit (2555 / 1116), FBAR (FinCEN 114) per account band, Form 8938, Form
 * 8621 per Israeli fund (PFIC), a state return, an extension (4868), a streamlined filing; "Subtotal",
 * "Returning client discount (10%)" in brackets on some, "Invoice Total", the retainer paid with its date and
 * "Balance Due" on some; "No sales tax: professional services are not taxable in …"; ACH and wire details.
 */
export const enUsExpatTaxPreparerInvoice: Layout = {
  id: 'en-us-expat-tax-preparer-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-us-expat-tax-preparer-invoice');
    const f = rng.pick(FIRMS);
    const year = rng.pick(['2024', '2025']);
    // Filing season up to the expats' June deadline, or the extension's autumn.
    const date = rng.chance(0.7) ? randomDate(rng, `${year}-02-01`, `${year}-06-14`) : randomDate(rng, `${year}-09-01`, `${year}-10-14`);
    const taxYear = String(Number(date.slice(0, 4)) - 1);
    type Row = { t: string; note: string; c: number };
    const rows: Row[] = [];
    const feie = rng.chance(0.5);
    rows.push({
      t: 'Form 1040 – U.S. individual income tax return',
      note: feie ? 'incl. Form 2555 (foreign earned income exclusion)' : 'incl. Form 1116 (foreign tax credit)',
      c: rng.pick([85000, 95000, 110000]),
    });
    const accounts = rng.int(2, 14);
    rows.push({ t: 'FBAR – FinCEN Form 114', note: `${accounts} foreign accounts`, c: accounts <= 5 ? 15000 : 25000 });
    if (rng.chance(0.6)) rows.push({ t: 'Form 8938 – Statement of Specified Foreign Financial Assets', note: '', c: 17500 });
    const funds = rng.int(0, 4);
    if (funds) rows.push({ t: 'Form 8621 – PFIC (Israeli mutual funds / keren hishtalmut)', note: `${funds} × ${dollars(22500)}`, c: funds * 22500 });
    if (rng.chance(0.3)) rows.push({ t: 'State return (part-year / domicile)', note: '', c: 35000 });
    if (rng.chance(0.3)) rows.push({ t: 'Extension – Form 4868', note: 'filed by June 15', c: 7500 });
    if (rng.chance(0.2)) rows.push({ t: 'Streamlined Foreign Offshore Procedures – 3 prior years', note: 'incl. Form 14653', c: 180000 });
    const subtotal = rows.reduce((a, r) => a + r.c, 0);
    const returning = rng.chance(0.5) ? share(subtotal, 10) : 0;
    const total = subtotal - returning;
    const retainer = rng.chance(0.5) ? rng.pick([25000, 50000]) : 0;
    const docNo = f.no(rng.int(10000, 49999));
    const [client, town] = rng.pick(CLIENTS);
    const engaged = addDays(date, -rng.int(20, 70));
    const due = addDays(date, rng.pick([15, 30]));
    const font = rng.pick([`'Lato'`, `'Liberation Sans'`, `'Noto Sans'`]);
    const style = rng.pick(['Month d, yyyy', 'mm/dd/yyyy'] as const);
    const d = (x: string) => dt(x, style);
    const body = `<div class="head"><div><div class="word">${f.head}</div><div class="sub">${esc(f.sub)}</div></div><div class="firm"><b>${esc(f.legal)}</b><br>${esc(f.street)}<br>Tel. ${f.phone} · EIN ${usEin(rng)}<br>Preparer PTIN P${rng.digits(8)}</div></div>
<h1>INVOICE</h1>
<div class="cols"><div><div class="lbl">BILL TO</div><b>${esc(client)}</b><br>${esc(town)}<br>SSN XXX-XX-${rng.digits(4)}<br>Mobile +972 ${cellular(rng).slice(1).replace(/-/g, ' ')}<br>Client ID ${rng.pick(['C', 'IL', 'X'])}${rng.digits(5)}</div>
<table class="facts"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice Date</td><td><b>${d(date)}</b></td></tr><tr><td>Tax Year</td><td>${taxYear}</td></tr><tr><td>Engagement letter</td><td>${d(engaged)}</td></tr><tr><td>Due Date</td><td>${d(due)}</td></tr></table></div>
<table class="t"><tr><th>Service</th><th>Detail</th><th>Fee</th></tr>${rows.map((r) => `<tr><td>${esc(r.t)}</td><td>${esc(r.note)}</td><td>${dollars(r.c)}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>Subtotal</td><td>${dollars(subtotal)}</td></tr>${returning ? `<tr><td>Returning client discount (10%)</td><td>(${dollars(returning)})</td></tr>` : ''}<tr class="g"><td>Invoice Total (USD)</td><td>${dollars(total)}</td></tr>${
      retainer
        ? `<tr><td>Less: retainer received ${d(engaged)}</td><td>(${dollars(retainer)})</td></tr><tr class="b"><td>Balance Due by ${d(due)}</td><td>${dollars(total - retainer)}</td></tr>`
        : ''
    }</table>
<p class="tax">No sales tax: professional tax preparation services are not taxable in ${f.state}.</p>
<div class="pay"><b>How to pay</b><br>ACH / wire: ${rng.pick(['Chase Bank', 'TD Bank', 'Bank of America', 'Wells Fargo'])} · Routing (ABA) ${rng.digits(9)} · Account ${rng.digits(10)} · SWIFT ${rng.pick(['CHASUS33', 'NRTHUS33', 'BOFAUS3N', 'WFBIUS6S'])}<br>Card payments via the client portal (3% fee). Please quote the invoice number with your payment.</div>
<div class="foot">Returns are filed electronically once this invoice is settled and Form 8879 is signed. Thank you for your continued trust.</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#222;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #0f3d3e;padding-bottom:4mm}.word{font-family:'Lato Black','Lato',sans-serif;letter-spacing:6px;font-size:24px;color:#0f3d3e}.sub{font-size:10px;letter-spacing:2px;color:#555;text-transform:uppercase}
.firm{text-align:right;font-size:9.5px;line-height:1.6}h1{font-size:26px;letter-spacing:4px;color:#0f3d3e;margin:6mm 0 3mm;font-weight:300}
.cols{display:flex;justify-content:space-between;margin-bottom:6mm}.lbl{font-size:9px;color:#777;letter-spacing:1px}.cols>div{line-height:1.6}.facts td{padding:0.6mm 3mm}.facts td:first-child{color:#666}
.t{width:100%;border-collapse:collapse}.t th{background:#0f3d3e;color:#fff;padding:1.8mm;text-align:left;font-size:10px}.t td{padding:1.8mm;border-bottom:0.5px solid #ccc;vertical-align:top}.t td:last-child,.t th:last-child{text-align:right;white-space:nowrap}
.sum{margin:4mm 0 0 auto;border-collapse:collapse;min-width:85mm}.sum td{padding:1.2mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:13px;border-top:1.5px solid #0f3d3e}.b td{font-weight:bold}
.tax{margin-top:5mm;font-style:italic}.pay{margin-top:6mm;background:#f2f6f6;padding:3mm;line-height:1.6}.foot{margin-top:8mm;font-size:9px;color:#666}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: f.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
