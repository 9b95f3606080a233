import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, notAnId, share, workday } from '../../generalisation/notation';

const AGENCIES = [
  { brand: 'TalentBridge', legal: 'TalentBridge Recruitment Ltd.', idLabel: 'Company Reg. No.', company: true },
  { brand: 'Hirewise Israel', legal: 'Hirewise Israel Ltd.', idLabel: 'Co. No.', company: true },
  { brand: 'Shapiro Search', legal: 'Yael Shapiro', idLabel: 'Authorized Dealer (Osek Murshe) No.', company: false },
];
const CLIENTS = ['Quantix Robotics Ltd.', 'Meshbyte Security Ltd.', 'Solaris Agritech Ltd.', 'Ninox Data Systems Ltd.'];
const ROLES = ['Senior Backend Engineer', 'VP Product', 'DevOps Team Lead', 'Data Scientist', 'QA Automation Engineer', 'Head of Finance'];
const CANDIDATES = ['A. Mizrahi', 'R. Goldfarb', 'S. Haddad', 'T. Nissim', 'M. Orlov'];

/**
 * An Israeli tech recruitment agency's English "TAX INVOICE" on A4 in shekels (Open Sans, Roboto or Nimbus Sans;
 * the brand in Lato Black): the brand, the company ("Ltd.") with "Company Reg. No." / "Co. No." (hyphenated on
 * some) or, under "Shapiro Search", the owner's name with "Authorized Dealer (Osek Murshe) No."; "Bill to" a
 * client company with its valid "Company No." and a PO; "Invoice No." ("TB-24-0193" or four digits), "Invoice
 * Date" (dd/mm/yyyy or "12 March 2025"), "Due Date" thirty days on, a client account number failing the check; the
 * placement fee as a percentage of the candidate's annual base salary (printed, not charged), the candidate's start
 * date and the end of the 90-day guarantee, a second placement or a 10% early-payment discount on some;
 * "Subtotal", "VAT 17%/18%", "Total Due (ILS)" and a bank account.
 */
export const enRecruitmentAgencyInvoice: Layout = {
  id: 'en-recruitment-agency-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(rng: Rng) {
    const a = rng.pick(AGENCIES);
    const vendorTaxId = taxId(rng, a.company);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-25'), addDays);
    const rate = israeliRate(date);
    type P = { role: string; cand: string; salary: number; pct: number; start: string; fee: number };
    const placements: P[] = Array.from({ length: rng.chance(0.3) ? 2 : 1 }, () => {
      const salary = rng.int(24, 72) * 1000000;
      const pct = rng.pick([15, 18, 20, 22]);
      return { role: rng.pick(ROLES), cand: rng.pick(CANDIDATES), salary, pct, start: addDays(date, -rng.int(1, 12)), fee: share(salary, pct) };
    });
    const gross = placements.reduce((s, p) => s + p.fee, 0);
    const disc = rng.chance(0.3) ? share(gross, 10) : 0;
    const net = gross - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `${a.brand.slice(0, 2).toUpperCase()}-${date.slice(2, 4)}-${String(rng.int(1, 400)).padStart(4, '0')}` : String(rng.int(1000, 3999));
    const font = rng.pick(['Open Sans', 'Roboto', 'Nimbus Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Month yyyy'] as const);
    const idText = rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId;
    const body = `<div class="hd"><div><div class="brand">${esc(a.brand)}</div><div class="sm">${a.company ? '' : `${esc(a.legal)}<br>`}${esc(rng.pick(['Azrieli Sarona Tower, 121 Menachem Begin Rd, Tel Aviv', '8 Abba Hillel St, Ramat Gan', '3 HaNechoshet St, Tel Aviv']))}<br>+972-${rng.pick(['3', '52', '54'])}-${rng.digits(7)} · accounts@${a.brand.toLowerCase().replace(/ /g, '')}.co.il</div></div><div class="tt">TAX INVOICE</div></div>
<div class="two"><div><div class="lb">Bill to</div><b>${esc(rng.pick(CLIENTS))}</b><br>Company No. ${taxId(rng, true)}<br>Attn: HR &amp; Talent Acquisition<br>PO ${rng.digits(8)}</div>
<table class="meta"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice Date</td><td>${dt(date, fmt)}</td></tr><tr><td>Due Date</td><td>${dt(addDays(date, 30), fmt)}</td></tr><tr><td>Client account</td><td>${notAnId(rng)}</td></tr></table></div>
<table class="it"><tr><th>Description</th><th>Annual base salary</th><th>Fee %</th><th>Amount (ILS)</th></tr>${placements.map((p) => `<tr><td>Placement fee - ${esc(p.role)}<div class="sm">Candidate: ${esc(p.cand)} · start date ${dt(p.start, 'dd/mm/yyyy')} · guarantee until ${dt(addDays(p.start, 90), 'dd/mm/yyyy')}</div></td><td>₪${amount(p.salary)}</td><td>${p.pct}%</td><td>${amount(p.fee)}</td></tr>`).join('')}
${disc ? `<tr><td>Early payment discount (10%)</td><td></td><td></td><td>-${amount(disc)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>Total Due (ILS)</td><td>₪${amount(total)}</td></tr></table>
<div class="ft">${esc(a.legal)} · ${a.idLabel} ${idText}<br>Bank Hapoalim (12), branch ${rng.int(500, 799)}, account ${rng.digits(6)} · Payment terms: net 30</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#202124;padding:16mm 17mm}.hd{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:'Lato Black','Lato',sans-serif;font-size:28px;font-weight:900;color:#6a1b9a}.sm{font-size:9.5px;color:#666;line-height:1.5}
.tt{font-size:22px;font-weight:bold;letter-spacing:2px;color:#6a1b9a}.two{display:flex;justify-content:space-between;margin:10mm 0 7mm;line-height:1.55}.lb{text-transform:uppercase;font-size:9px;color:#888}.meta td{padding:0.6mm 2mm}.meta td:first-child{color:#777}
table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:2px solid #6a1b9a;text-align:left;padding:2mm}.it td{padding:2mm;border-bottom:1px solid #e4e4e4;vertical-align:top}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{width:80mm;margin:5mm 0 0 auto}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:14px;border-top:2px solid #6a1b9a}.ft{margin-top:18mm;font-size:10px;color:#555;border-top:1px solid #ddd;padding-top:3mm;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: a.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
