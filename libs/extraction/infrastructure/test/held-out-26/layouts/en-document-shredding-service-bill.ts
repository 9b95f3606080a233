import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, hyphenId, lastOfMonth, mul, notAnId } from '../../generalisation/notation';
import { add, allocation, dated, taxOn, vid } from './extra';

const ID = 'en-document-shredding-service-bill';
const FIRMS = [
  { brand: 'SecureShred', legal: 'SecureShred Israel Ltd.', company: true, label: 'Company No.', color: '#0a7c6f' },
  { brand: 'PAPER TRAIL', legal: 'Paper Trail Destruction Ltd', company: true, label: 'Reg. No.', color: '#374785' },
  { brand: 'SHREDBOX', legal: 'Eitan Moshe', company: false, label: 'Licensed Dealer No.', color: '#b23a48' },
];
const CLIENTS = ['Halperin & Co. Advocates', 'Northstar Insurance Agency Ltd.', 'Givon Medical Imaging Ltd.', 'Orion Payroll Services Ltd.', 'Bar-Lev Accountants'];

/** A secure document-shredding service's monthly English bill in shekels on A4: account number failing the id check, the client's own company number, the service month, due date, locked consoles by the month, scheduled collections, an on-demand purge by the kilo, hard drives destroyed, VAT, an account summary with the last payment. */
export const enDocumentShreddingServiceBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'utility bill',
  make(rng: Rng) {
    const { date: drawn } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = drawn.slice(0, 8) + String(rng.int(1, 5)).padStart(2, '0');
    const f = rng.pick(FIRMS);
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = addDays(date, rng.pick([14, 20, 30]));
    const consoles = rng.int(2, 14);
    const consoleRate = rng.pick([3900, 4500, 5200]);
    const visits = rng.pick([2, 4]);
    const visitRate = rng.pick([14000, 18000, 21000]);
    const lines: [string, string, string, number][] = [
      ['Secure consoles (locked bins), monthly', String(consoles), amount(consoleRate), consoles * consoleRate],
      [`Scheduled collections (${visits === 4 ? 'weekly' : 'fortnightly'})`, String(visits), amount(visitRate), visits * visitRate],
    ];
    if (rng.chance(0.6)) {
      const kg = rng.int(40, 400);
      const perKg = rng.pick([140, 160, 190]);
      lines.push([`On-demand purge, ${kg} kg`, String(kg), amount(perKg), mul(kg, perKg)]);
    }
    if (rng.chance(0.5)) {
      const n = rng.int(1, 12);
      lines.push(['Hard drive destruction, per unit', String(n), amount(3500), n * 3500]);
    }
    lines.push(['Certificate of destruction', '1', '0.00', 0]);
    const net = add(lines.map((l) => l[3]));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const prev = Math.round((total * rng.int(70, 130)) / 100);
    const alloc = allocation(rng, date, net);
    const docNo = rng.pick([
      () => `SS-${String(rng.int(1, 99999)).padStart(7, '0')}`,
      () => `${date.slice(0, 4)}/${String(rng.int(1, 2999)).padStart(4, '0')}`,
      () => String(rng.int(80000, 89999)),
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'Mon d, yyyy', 'd Month yyyy'] as const);
    const show = (d: string) => (fmt === 'Mon d, yyyy' ? dt(d, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1') : dt(d, fmt));
    const font = rng.pick(["'DejaVu Sans'", "'Noto Sans'", "'Liberation Sans'"]);
    const client = rng.pick(CLIENTS);
    const cBase = `51${rng.digits(6)}`;
    const clientId = cBase + checkDigit(cBase);
    const ils = rng.chance(0.5) ? (c: number) => `₪${amount(c)}` : (c: number) => `NIS ${amount(c)}`;
    const body = `<div class="hd"><div><div class="brand">${esc(f.brand)}</div><div class="sm">Secure document &amp; media destruction</div></div>
<div class="who">${f.brand !== f.legal ? `<b>${esc(f.legal)}</b><br>` : ''}${f.label} ${f.company && rng.chance(0.5) ? hyphenId(id) : id}<br>${rng.int(2, 40)} HaMasger St, ${rng.pick(['Tel Aviv', 'Petah Tikva', 'Rishon LeZion'])}<br>+972-3-${rng.int(5000000, 7999999)}</div></div>
<div class="title">TAX INVOICE · Monthly service bill</div>
<div class="grid"><div><span>Invoice no.</span>${docNo}</div><div><span>Invoice date</span>${show(date)}</div><div><span>Service period</span>${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}</div><div><span>Payment due</span>${show(due)}</div></div>${alloc ? `<div class="sm">Allocation No. (Israel Tax Authority): ${alloc}</div>` : ''}
<div class="bill"><b>Bill to</b><br>${esc(client)}<br>Company No. ${clientId}<br>Account no. ${notAnId(rng)}<br>Service address: ${rng.int(1, 120)} ${rng.pick(['Menachem Begin Rd', 'Yigal Alon St', 'HaBarzel St', "Ha'Arba'a St"])}</div>
<table class="it"><tr><th>${esc(enMonth(from))} – description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${l[1]}</td><td>${l[2]}</td><td>${amount(l[3])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total this invoice</td><td>${ils(total)}</td></tr></table>
<div class="acct"><b>Account summary</b><table><tr><td>Previous balance</td><td>${amount(prev)}</td></tr><tr><td>Payment received ${dt(addDays(from, rng.int(10, 20)), 'dd/mm/yyyy')} – thank you</td><td>-${amount(prev)}</td></tr><tr><td>Current charges (incl. VAT)</td><td>${amount(total)}</td></tr><tr class="b"><td>Amount due by ${dt(due, 'dd/mm/yyyy')}</td><td>${ils(total)}</td></tr></table></div>
<p class="sm">Collections this month: ${Array.from({ length: visits }, (_, i) => dt(addDays(from, 3 + i * Math.floor(28 / visits)), 'dd/mm')).join(', ')}. Certificates are available in the client portal. Bank transfer: Bank ${rng.int(10, 20)}, branch ${rng.int(100, 999)}, account ${rng.digits(6)}.</p>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;padding:14mm 16mm;color:#222}.hd{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:'URW Gothic',sans-serif;font-size:28px;font-weight:bold;color:${f.color};letter-spacing:1px}
.who{text-align:right;line-height:1.5}.title{margin:6mm 0 3mm;background:${f.color};color:#fff;padding:2mm 3mm;font-weight:bold;font-size:13px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:2mm}.grid div{border:1px solid #ccc;padding:2mm}.grid span{display:block;color:#777;font-size:9px}
.bill{margin:5mm 0;line-height:1.5}table{border-collapse:collapse}.it{width:100%}.it th{text-align:left;border-bottom:2px solid ${f.color};padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #e2e2e2}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{width:80mm;margin:3mm 0 0 auto}.tot td{padding:1mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:13px;border-top:2px solid #222}.acct{margin-top:6mm;border:1px dashed ${f.color};padding:3mm;width:100mm}.acct table{width:100%}.acct td:last-child{text-align:right}.b td{font-weight:bold}.sm{font-size:9px;color:#555;margin-top:5mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
