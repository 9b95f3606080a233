import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, mul } from '../../generalisation/notation';

const HOSTS = [
  { name: 'Nimbusly Cloud, Inc.', addr: '2100 Geng Rd, Suite 210, Palo Alto, CA 94303, USA', color: '#5e35b1' },
  { name: 'Stackhaven Hosting LLC', addr: '410 N Scottsdale Rd, Tempe, AZ 85281, USA', color: '#00897b' },
  { name: 'Bluepeak Compute Corp.', addr: '88 Pine St, 14th Floor, New York, NY 10005, USA', color: '#1e88e5' },
];

/**
 * A US cloud hosting company's monthly invoice in USD to an Israeli start-up (A4, Lato or Inconsolata
 * for the usage table): "Invoice #" with letters and digits, "Invoice date" on the first days of the
 * month, "Billing period" the previous month, "Due date" 15 or 30 days on, the account id, the
 * customer's Israeli company number, metered usage (vCPU hours, GB-months, egress GB) with rates to
 * four decimals, a promotional credit on some, "Subtotal", no tax line (the seller charges none),
 * "Amount due (USD)", and a card on file charged on the due date.
 */
export const enCloudHostingInvoice: Layout = {
  id: 'en-cloud-hosting-invoice',
  lang: 'en',
  kind: 'utility bill',
  make(rng: Rng) {
    const h = rng.pick(HOSTS);
    const anchor = randomDate(rng, '2023-07-01', '2026-03-31');
    const from = firstOfMonth(anchor, -1);
    const to = lastOfMonth(from);
    const date = addDays(to, rng.int(1, 3));
    const due = addDays(date, rng.pick([15, 30]));
    const usage: [string, number, string, number][] = [];
    const vcpu = rng.int(400, 6000);
    usage.push(['Compute – vCPU hours', vcpu, '0.0420', mul(vcpu, 4.2)]);
    const gb = rng.int(50, 2000);
    usage.push(['Block storage – GB-month', gb, '0.1000', gb * 10]);
    const eg = rng.int(100, 9000);
    usage.push(['Network egress – GB', eg, '0.0100', eg]);
    if (rng.chance(0.6)) {
      const db = rng.int(200, 744);
      usage.push(['Managed PostgreSQL – node hours', db, '0.0680', mul(db, 6.8)]);
    }
    if (rng.chance(0.5)) usage.push(['Load balancer – hours', 744, '0.0125', mul(744, 1.25)]);
    const sub = usage.reduce((a, u) => a + u[3], 0);
    const credit = rng.chance(0.35) ? Math.min(sub, rng.pick([5000, 10000, 20000])) : 0;
    const total = sub - credit;
    const docNo = `INV-${rng.pick(['NC', 'SH', 'BP'])}${date.slice(2, 4)}${date.slice(5, 7)}-${rng.digits(5)}`;
    const customer = taxId(rng);
    const fmt = rng.pick(['d Mon yyyy', 'mm/dd/yyyy', 'Month d, yyyy'] as const);
    const body = `<div class="hd"><div class="logo">${esc(h.name.split(/[ ,]/)[0])}</div><div class="ti">INVOICE</div></div>
<div class="two"><div><b>${esc(h.name)}</b><br>${esc(h.addr)}<br>billing@${h.name.split(/[ ,]/)[0].toLowerCase()}.example</div>
<table class="meta"><tr><td>Invoice #</td><td>${docNo}</td></tr><tr><td>Invoice date</td><td>${dt(date, fmt)}</td></tr><tr><td>Billing period</td><td>${dt(from, fmt)} – ${dt(to, fmt)}</td></tr><tr><td>Due date</td><td>${dt(due, fmt)}</td></tr><tr><td>Account ID</td><td>${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}</td></tr></table></div>
<div class="bill">Bill to: <b>${esc(rng.pick(['Tikva Robotics Ltd.', 'Shaked Data Ltd.', 'Ofek Labs Ltd.']))}</b>, Herzliya Pituach, Israel · Israeli Co. No. ${customer}</div>
<table class="it"><tr><th>Service</th><th>Usage</th><th>Rate (USD)</th><th>Amount (USD)</th></tr>${usage.map(([n, q, r, c]) => `<tr><td>${esc(n)}</td><td>${q.toLocaleString('en-US')}</td><td>${r}</td><td>${amount(c)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>$${amount(sub)}</td></tr>${credit ? `<tr><td>Promotional credit</td><td>-$${amount(credit)}</td></tr>` : ''}<tr class="b"><td>Amount due (USD)</td><td>$${amount(total)}</td></tr></table>
<div class="sm">The card on file ending ${rng.digits(4)} will be charged on the due date. Prices exclude any taxes the customer must self-assess in its own jurisdiction.</div>`;
    const css = `body{font-family:'Lato',sans-serif;font-size:12px;color:#222;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid ${h.color};padding-bottom:3mm}
.logo{font-size:28px;font-weight:900;color:${h.color}}.ti{font-size:26px;letter-spacing:4px;color:#555}.two{display:flex;justify-content:space-between;margin:6mm 0}.meta td{padding:0.7mm 2mm}.meta td:first-child{color:#777}
.bill{margin-bottom:5mm}table{border-collapse:collapse}.it{width:100%;font-family:'Inconsolata',monospace;font-size:12.5px}.it th{text-align:left;background:#f0f0f0;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #e0e0e0}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{margin:5mm 0 5mm auto;width:85mm}.tot td{padding:1.5mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:15px;border-top:2px solid #222}.sm{font-size:10px;color:#666}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
