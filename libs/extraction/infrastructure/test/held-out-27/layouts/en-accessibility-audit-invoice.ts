import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, taxOn, vid, officeDay } from './extra';

const ID = 'en-accessibility-audit-invoice';
const VENDORS = [
  {
    brand: '',
    name: 'Inclusive Web Labs Ltd.',
    company: true,
    exempt: false,
    label: 'Company No.',
    trade: 'Digital accessibility audits and remediation',
    addr: '22 Rothschild Blvd, Tel Aviv 6688218',
  },
  {
    brand: 'A11Y CRAFT',
    name: 'Noa Friedman',
    company: false,
    exempt: false,
    label: 'Licensed Dealer No.',
    trade: 'Accessibility consultant · IS 5568 / WCAG 2.2',
    addr: '7 HaNevi’im St, Jerusalem',
  },
  {
    brand: '',
    name: 'Tal Ben-David',
    company: false,
    exempt: true,
    label: 'Exempt Dealer (Osek Patur) No.',
    trade: 'Screen-reader testing and accessibility training',
    addr: 'Kibbutz Ein HaShofet',
  },
];
const CLIENTS = ['Bluefin Payments Ltd.', 'Olive Tree Travel Ltd.', 'MedQueue Software Ltd.', 'Hadar Insurance Agency Ltd.'];

/** An Israeli digital accessibility consultancy's English A4 document in shekels: a WCAG 2.2 / IS 5568 audit by page template, assistive-technology testing hours, a developers' workshop, an accessibility statement, a re-test; the client's own valid company number, its purchase order, the audit period and due date; a licensed dealer under a brand with her line of work on its own line, or an exempt dealer's receipt with no VAT. */
export const enAccessibilityAuditInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const v = VENDORS[n % VENDORS.length];
    const id = vid(v.name, v.company);
    const rate = israeliRate(date);
    const templates = rng.int(4, 18);
    const lines: [string, string, number][] = [
      [`Accessibility audit, WCAG 2.2 AA – page templates`, `${templates} × ${amount(rng.pick([45000, 60000, 75000]) / (v.exempt ? 2 : 1))}`, 0],
      [`Assistive-technology testing (NVDA, JAWS, VoiceOver), hours`, `${rng.int(4, 24)} × ${amount(rng.pick([32000, 38000, 42000]) / (v.exempt ? 2 : 1))}`, 0],
      ...(rng.chance(0.5) ? ([['Remediation workshop for developers (half day)', `1 × ${amount(v.exempt ? 150000 : 350000)}`, 0]] as [string, string, number][]) : []),
      ...(rng.chance(0.6) ? ([['Accessibility statement drafting (IS 5568)', `1 × ${amount(v.exempt ? 60000 : 120000)}`, 0]] as [string, string, number][]) : []),
      ...(rng.chance(0.5) ? ([['Re-test of fixed issues, hours', `${rng.int(2, 8)} × ${amount(v.exempt ? 19000 : 38000)}`, 0]] as [string, string, number][]) : []),
    ].map(([d, qx]) => {
      const [q, u] = String(qx).split(' × ');
      return [d, qx, Number(q) * Math.round(Number(u.replace(/,/g, '')) * 100)] as [string, string, number];
    });
    const net = add(lines.map((l) => l[2]));
    const vat = v.exempt ? 0 : taxOn(net, rate);
    const total = net + vat;
    const y = date.slice(0, 4);
    const docNo = rng.pick([() => `${y}-${String(rng.int(1, 160)).padStart(3, '0')}`, () => `AX${rng.int(1000, 4999)}`, () => String(rng.int(10100, 10999))])();
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'Month d, yyyy'] as const);
    const font = rng.pick(["'DejaVu Sans'", "'Liberation Sans'", "'Noto Sans'"]);
    const nis = rng.chance(0.5) ? (c: number) => `₪${amount(c)}` : (c: number) => `NIS ${amount(c)}`;
    const client = rng.pick(CLIENTS);
    const cid = vid(client, true);
    const po = `PO-${rng.int(4500, 4999)}${rng.digits(3)}`;
    const end = addDays(date, -rng.int(1, 6));
    const start = addDays(end, -rng.int(6, 20));
    const alloc = v.exempt ? '' : allocation(rng, date, net);
    const idText = v.company ? (rng.chance(0.5) ? hyphenId(id) : id) : v.exempt ? spacedId(id) : id;
    const title = v.exempt ? 'RECEIPT' : 'TAX INVOICE';
    const eye = `<svg width="48" height="30" viewBox="0 0 48 30"><path d="M2 15 Q24 -6 46 15 Q24 36 2 15 Z" fill="none" stroke="#5b2a86" stroke-width="3"/><circle cx="24" cy="15" r="6" fill="#5b2a86"/></svg>`;
    const body = `<div class="pg"><div class="top">${eye}<div><div class="nm">${esc(v.brand || v.name)}</div>${v.brand ? `<div class="own">${esc(v.name)}</div>` : ''}<div class="tr">${esc(v.trade)}</div></div><div class="id">${v.label} ${idText}<br>${esc(v.addr)}<br>hello@${(v.brand || v.name).toLowerCase().replace(/[^a-z0-9]+/g, '')}.co.il</div></div>
<h1>${title}</h1>
<table class="facts"><tr><td>${v.exempt ? 'Receipt No.' : 'Invoice No.'}</td><td>${docNo}</td><td>Date</td><td>${dt(date, fmt)}</td></tr><tr><td>Audit period</td><td>${dt(start, 'dd/mm/yyyy')} – ${dt(end, 'dd/mm/yyyy')}</td><td>${v.exempt ? 'Paid' : 'Due'}</td><td>${v.exempt ? `by bank transfer, ${dt(date, 'dd/mm/yyyy')}` : dt(addDays(date, 30), 'dd/mm/yyyy')}</td></tr></table>
<div class="bill"><b>Bill to:</b> ${esc(client)} · Company No. ${cid} · ${po} · Scope: ${rng.pick(['customer portal', 'mobile web checkout', 'marketing site', 'patient app (web)'])}</div>
<table class="it"><tr><th>Service</th><th>Qty × rate</th><th>Amount</th></tr>${lines.map(([d, q, s]) => `<tr><td>${esc(d)}</td><td>${q}</td><td>${nis(s)}</td></tr>`).join('')}</table>
<table class="tot">${v.exempt ? `<tr class="g"><td>Total (ILS)</td><td>${nis(total)}</td></tr><tr><td colspan="2" class="sm">Exempt dealer – no VAT charged.</td></tr>` : `<tr><td>Subtotal</td><td>${nis(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${nis(vat)}</td></tr><tr class="g"><td>Total (ILS)</td><td>${nis(total)}</td></tr>`}</table>
${alloc ? `<p>Allocation number (Israel Tax Authority): ${alloc}</p>` : ''}
<p>${v.exempt ? 'Received with thanks.' : `Please transfer to Bank ${rng.pick(['Leumi', 'Hapoalim', 'Discount'])} (${rng.pick([10, 12, 11])}), branch ${rng.int(600, 999)}, account ${rng.digits(7)}, quoting the invoice number. Income tax may be withheld at source against a valid certificate.`}</p>
<p class="sm">Findings report v1.${rng.int(0, 3)} delivered ${dt(end, 'dd/mm/yyyy')}. Severity counts: ${rng.int(2, 9)} critical, ${rng.int(8, 30)} serious, ${rng.int(10, 60)} moderate.</p></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#222}.pg{width:210mm;box-sizing:border-box;padding:15mm 17mm}
.top{display:flex;gap:4mm;align-items:flex-start}.nm{font-size:22px;font-weight:bold;color:#5b2a86;letter-spacing:0.5px}.own{font-size:14px;font-weight:bold}.tr{color:#555}.id{margin-left:auto;text-align:right;font-size:10.5px;line-height:1.45}
h1{font-size:20px;letter-spacing:3px;margin:8mm 0 3mm;border-bottom:2px solid #5b2a86;padding-bottom:1mm}.facts{border-collapse:collapse;margin-bottom:4mm}.facts td{padding:1mm 3mm 1mm 0}.facts td:nth-child(odd){color:#5b2a86;font-weight:bold}
.bill{background:#f3eef8;padding:2.5mm 3mm;margin-bottom:4mm}.it{width:100%;border-collapse:collapse}.it th{text-align:left;border-bottom:1.5px solid #5b2a86;padding:1.5mm}.it td{padding:1.6mm;border-bottom:1px solid #e2dce8}.it td:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{width:80mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;border-top:2px solid #5b2a86}.sm{font-size:10px;color:#555}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: v.name, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(v.exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
