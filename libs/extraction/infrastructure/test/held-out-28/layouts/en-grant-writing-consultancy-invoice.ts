import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, taxOn, vid, house } from './extra';

const ID = 'en-grant-writing-consultancy-invoice';
const FIRMS = [
  { brand: '', legal: 'Granted Innovation Consulting Ltd.', company: true, label: 'Company No.', trade: '', addr: '8 Ha-Menofim St, Herzliya Pituach' },
  { brand: 'FUNDWELL', legal: 'Miriam Katz', company: false, label: 'Licensed Dealer No.', trade: 'Grant writing & R&D funding consultancy', addr: '23 Emek Refaim St, Jerusalem' },
  { brand: '', legal: 'Tamar Grant Partners Ltd', company: true, label: 'Reg. No.', trade: '', addr: '3 Ha-Nechoshet St, Tel Aviv' },
];
const CLIENTS = ['Aquaspark Robotics Ltd.', 'NeuroLoop Medical Ltd.', 'GreenFold Packaging Ltd.', 'Orbiton Satcom Ltd.'];
const PROGRAMMES = [
  'Israel Innovation Authority – R&D Fund (Track 1)',
  'Israel Innovation Authority – Tnufa pre-seed',
  'EU Horizon Europe – EIC Accelerator',
  'BIRD Foundation – US-Israel joint project',
  'Ministry of Energy – pilot call',
];

/** An Israeli grant-writing consultancy's English A4 tax invoice in shekels: a company with "Company No." or "Reg. No." (hyphenated on some), or a brand over the licensed dealer's own name with her line of work on its own line; the client start-up with its own valid company number, the programme and its call, the engagement month, a fixed application fee, hours at a rate, budget preparation, and on some a success fee as a share of the approved grant; "Subtotal", "VAT", "Total (NIS)"; due thirty days on; an allocation number when due. */
export const enGrantWritingConsultancyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const client = rng.pick(CLIENTS);
    const programme = rng.pick(PROGRAMMES);
    const hourly = rng.pick([42000, 48000, 52000, 55000]);
    const hours = rng.int(6, 40);
    const rows: { text: string; q: string; u: number; sum: number }[] = [];
    const fixed = Math.round(rng.int(800000, 1800000) / 50000) * 50000;
    rows.push({ text: `Application writing – ${programme} (fixed fee)`, q: '1', u: fixed, sum: fixed });
    rows.push({ text: 'Technical & market sections, review meetings (hours)', q: String(hours), u: hourly, sum: hours * hourly });
    if (rng.chance(0.6)) {
      const b = rng.pick([250000, 350000, 450000]);
      rows.push({ text: 'Budget & work-plan preparation (Excel templates)', q: '1', u: b, sum: b });
    }
    const approved = rng.chance(0.5) ? Math.round(rng.int(40, 250) * 1000000) : 0;
    const pct = approved ? rng.pick([2, 3, 4]) : 0;
    if (approved) rows.push({ text: `Success fee ${pct}% of approved grant (₪${amount(approved)})`, q: '1', u: (approved * pct) / 100, sum: (approved * pct) / 100 });
    const net = add(rows.map((r) => r.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [
      () => `GW-${date.slice(0, 4)}-${String(rng.int(1, 99)).padStart(3, '0')}`,
      () => String(rng.int(1100, 1899)),
      () => `${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(10, 99)}`,
    ])();
    const style = rng.pick(['Month d, yyyy', 'dd/mm/yyyy', 'd Month yyyy'] as const);
    const font = rng.pick(["'Liberation Sans'", "'Noto Sans'", "'URW Gothic'"]);
    const money = rng.pick([(c: number) => `₪${amount(c)}`, (c: number) => `NIS ${amount(c)}`, (c: number) => `${amount(c)}`]);
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const month = firstOfMonth(date, -1);
    const due = addDays(date, 30);
    const alloc = allocation(rng, date, net);
    const po = `PO-${rng.int(4000, 9999)}`;
    const call = `${date.slice(0, 4)}-${rng.int(1, 4)}`;
    const head = f.brand ? `<div class="brand">${esc(f.brand)}</div><div class="own">${esc(f.legal)}</div><div>${esc(f.trade)}</div>` : `<div class="brand">${esc(f.legal)}</div>`;
    const pen = `<svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#ede7f6"/><path d="M12 29 L26 9 L31 13 L17 33 Z" fill="#5e35b1"/><path d="M12 29 L11 35 L17 33" fill="#311b92"/></svg>`;
    const body = `<div class="pg"><div class="top"><div class="l">${pen}<div>${head}<div class="sm">${esc(f.addr)} · ${f.label} ${idText}</div></div></div><div class="r"><div class="t">TAX INVOICE</div><div>Invoice No. <b>${esc(docNo)}</b></div><div>Date: <b>${dt(date, style)}</b></div><div>Original</div></div></div>
<div class="two"><div><div class="lbl">Bill to</div><b>${esc(client)}</b><br>Company No. ${vid(client, true)}<br>Attn: CFO · ${po}</div><div><div class="lbl">Engagement</div>${esc(programme)}<br>Call ${call} · submission ${dt(addDays(date, -rng.int(5, 25)), 'dd/mm/yyyy')}<br>Work month: ${enMonth(month)}</div></div>
<table><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${esc(r.text)}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(r.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${money(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${money(vat)}</td></tr><tr class="g"><td>Total (NIS)</td><td>${money(total)}</td></tr></table>
${alloc ? `<p><b>Allocation No. (Mispar Haktzaa):</b> ${alloc}</p>` : ''}
<p>Payment due ${dt(due, 'dd/mm/yyyy')} (net 30) by bank transfer: Bank Leumi (10), branch ${rng.int(600, 999)}, account ${rng.digits(8)}. Withholding tax certificate attached; please deduct at source only per the certificate.</p>
<p class="sm">Fees are not contingent on approval except the success fee, invoiced only once the grant letter has been received.</p></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#212121}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:15mm 16mm}
.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #5e35b1;padding-bottom:4mm}.l{display:flex;gap:3mm}.brand{font-size:22px;font-weight:bold;color:#5e35b1}.own{font-weight:bold;font-size:14px}.sm{font-size:10px;color:#555}
.r{text-align:right;line-height:1.6}.t{font-size:20px;font-weight:bold;color:#5e35b1;letter-spacing:1px}.two{display:flex;justify-content:space-between;gap:10mm;margin:7mm 0;line-height:1.55}.lbl{color:#5e35b1;font-weight:bold;font-size:10px;text-transform:uppercase}
table{width:100%;border-collapse:collapse}th{text-align:left;background:#ede7f6;padding:1.6mm}td{padding:1.6mm;border-bottom:1px solid #e0e0e0}td:nth-child(n+2),th:nth-child(n+2){text-align:right}
.tot{width:80mm;margin:5mm 0 5mm auto}.g td{font-weight:bold;font-size:14.5px;border-top:2px solid #5e35b1;border-bottom:none}p{line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
