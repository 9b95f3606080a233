import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, taxId, time, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';

const REGISTRARS = [
  { name: 'Namewell Registrar, LLC', addr: '7135 E Camelback Rd, Suite 230, Scottsdale, AZ 85251, USA', prefix: 'NW', color: '#0d47a1' },
  { name: 'Domainary Inc.', addr: '1201 Third Avenue, Floor 22, Seattle, WA 98101, USA', prefix: 'DMY', color: '#2e7d32' },
  { name: 'Hostcove Domains Corp.', addr: '500 W 2nd St, Suite 1900, Austin, TX 78701, USA', prefix: 'HC', color: '#ad1457' },
];
const CUSTOMERS = [
  { name: 'Levanon Ceramics Ltd.', sld: 'levanon-ceramics' },
  { name: 'Shaked Tours Ltd.', sld: 'shakedtours' },
  { name: 'Gefen Analytics Ltd.', sld: 'gefen-analytics' },
  { name: 'Oren Kadosh (sole trader)', sld: 'orenkadosh' },
];

/**
 * A US domain registrar's order receipt and invoice in USD (A4, Roboto with Roboto Condensed
 * figures): "Invoice No." with the registrar's letters and the year ("NW-25-0048123") beside a
 * nine-digit "Order #", the date (one of three US and international styles) with a UTC time, the
 * Israeli customer with its valid tax id, domains registered or renewed for one to three years with
 * their new expiry dates, the ICANN fee per domain-year, free WHOIS privacy, an SSL certificate,
 * mailboxes or premium DNS on some, a coupon on some, "Subtotal", "Total (USD)", "Amount paid",
 * "Balance due $0.00", the card and the transaction id; no tax line.
 */
export const enDomainRegistrarInvoice: Layout = {
  id: 'en-domain-registrar-invoice',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const r = rng.pick(REGISTRARS);
    const c = rng.pick(CUSTOMERS);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rows: [string, string, number][] = [];
    const tlds: [string, number][] = rng.some(
      [
        ['.com', 1599],
        ['.net', 1799],
        ['.io', 4999],
        ['.co.uk', 899],
        ['.dev', 1499],
        ['.org', 1299],
      ] as [string, number][],
      rng.int(1, 3),
    );
    let domainYears = 0;
    for (const [tld, price] of tlds) {
      const years = rng.int(1, 3);
      domainYears += years;
      const renew = rng.chance(0.5);
      rows.push([
        `${c.sld}${tld} – domain ${renew ? 'renewal' : 'registration'}, ${years} year${years > 1 ? 's' : ''}`,
        `expires ${dt(addDays(date, 365 * years + rng.int(0, 60)), 'd Mon yyyy')}`,
        years * price,
      ]);
    }
    rows.push([`ICANN fee (${domainYears} domain-year${domainYears > 1 ? 's' : ''} × $0.20)`, '', domainYears * 20]);
    rows.push(['WHOIS privacy protection', 'FREE', 0]);
    if (rng.chance(0.6)) rows.push([`SSL certificate (DV) – www.${c.sld}${tlds[0][0]}, 1 year`, '', rng.pick([5999, 6999, 7999])]);
    if (rng.chance(0.5)) {
      const boxes = rng.int(2, 6);
      rows.push([`Professional email – ${boxes} mailboxes × 12 months × $1.99`, '', boxes * 12 * 199]);
    }
    if (rng.chance(0.3)) rows.push(['Premium DNS, 1 year', '', 2499]);
    const sub = rows.reduce((a, x) => a + x[2], 0);
    const coupon = rng.chance(0.4) ? Math.round(rows[0][2] * 0.2) : 0;
    const total = sub - coupon;
    const docNo = `${r.prefix}-${date.slice(2, 4)}-${rng.digits(7)}`;
    const fmt = rng.pick(['Month d, yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const);
    const figures = rng.chance(0.5) ? 'Roboto Condensed' : 'Roboto';
    const body = `<div class="hd"><div class="logo">${esc(r.name.split(/[ ,]/)[0])}<span>.</span></div><div class="rt"><div class="ti">Receipt &amp; Invoice</div><div>Thank you for your order!</div></div></div>
<div class="cols"><div><div class="lb">From</div><b>${esc(r.name)}</b><br>${esc(r.addr)}<br>EIN ${rng.digits(2)}-${rng.digits(7)}</div>
<div><div class="lb">Bill to</div><b>${esc(c.name)}</b><br>${esc(rng.pick(['12 HaBarzel St, Tel Aviv 6971018', "5 Ha-Nevi'im St, Haifa 3304105", '40 Jabotinsky Rd, Ramat Gan 5250501']))}, Israel<br>Tax ID: ${taxId(rng)}</div>
<table class="meta"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Order #</td><td>${rng.int(100000000, 999999999)}</td></tr><tr><td>Date</td><td>${dt(date, fmt)} ${time(rng)} UTC</td></tr><tr><td>Customer #</td><td>${rng.digits(8)}</td></tr></table></div>
<table class="it"><tr><th>Product</th><th></th><th>Price (USD)</th></tr>${rows.map(([d, note, p]) => `<tr><td>${esc(d)}</td><td class="note">${esc(note)}</td><td>${p ? `$${amount(p)}` : '$0.00'}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>$${amount(sub)}</td></tr>${coupon ? `<tr><td>Coupon ${rng.pick(['NEWSITE20', 'SPRING20', 'LAUNCH20'])} (20% off first item)</td><td>−$${amount(coupon)}</td></tr>` : ''}
<tr class="b"><td>Total (USD)</td><td>$${amount(total)}</td></tr><tr><td>Amount paid</td><td>$${amount(total)}</td></tr><tr><td>Balance due</td><td>$0.00</td></tr></table>
<div class="paid">Paid with ${rng.pick(['Visa', 'Mastercard', 'American Express'])} ending in ${rng.digits(4)} · Transaction ID ${rng.pick(['ch_', 'txn_'])}${rng.digits(4)}${rng.pick(['A', 'K', 'Q', 'Z'])}${rng.digits(8)}</div>
<div class="sm">Domains renew automatically 30 days before expiry unless auto-renew is turned off. No sales tax applies to customers outside the United States. Questions? support@${r.name.split(/[ ,]/)[0].toLowerCase()}.example</div>`;
    const css = `body{font-family:'Roboto',sans-serif;font-size:11.5px;color:#263238;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid ${r.color};padding-bottom:4mm}
.logo{font-size:30px;font-weight:900;color:${r.color}}.logo span{color:#ff9800}.rt{text-align:right}.ti{font-size:20px;font-weight:300}.cols{display:flex;justify-content:space-between;gap:6mm;margin:6mm 0;line-height:1.5}
.lb{font-size:9.5px;text-transform:uppercase;color:#90a4ae;letter-spacing:1px}table{border-collapse:collapse}.meta td{padding:0.5mm 2mm;white-space:nowrap}.meta td:first-child{color:#78909c}
.it{width:100%;font-family:'${figures}',sans-serif}.it th{text-align:left;border-bottom:2px solid #263238;padding:1.5mm}.it td{padding:1.8mm 1.5mm;border-bottom:1px solid #eceff1}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}.note{color:#78909c;font-size:10.5px}
.tot{margin:5mm 0 0 auto;width:90mm}.tot td{padding:1.2mm 1.5mm}.tot td:last-child{text-align:right}.b td{font-size:15px;font-weight:bold;border-top:2px solid #263238}.paid{margin-top:6mm;padding:2mm 3mm;background:#e8f5e9;color:#1b5e20}.sm{margin-top:8mm;font-size:9.5px;color:#78909c}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: r.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
