import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, e, idOf, items, next, plus, total } from './extra';

const ID = 'en-cyber-red-team-usd-invoice';

/** Services: description, unit, price in cents (2022). */
const SERVICES: [string, string, number][] = [
  ['Red-team engagement, external perimeter', 'day', 240000],
  ['Red-team engagement, assumed breach (internal)', 'day', 260000],
  ['Phishing simulation campaign', 'campaign', 650000],
  ['Physical intrusion test, one site', 'site', 480000],
  ['Executive debrief and findings report', 'item', 350000],
  ['Re-test of remediated findings', 'day', 180000],
  ['Cloud configuration review (AWS/Azure)', 'day', 210000],
];
const CLIENTS = ['Harborline Logistics, Inc.', 'Cedar Point Health Partners LLC', 'Northgate Credit Union', 'Quarry Lane Software Corp.'];

/**
 * An Israeli offensive-security (red-team) firm in Herzliya invoicing a US client in US dollars, A4 (URW Gothic headings, Noto
 * Sans text): a black band with the firm's name, "TAX INVOICE" with "Invoice No." (RT, year, four digits) and "Date"
 * (d Mon yyyy) in a grey panel, the Ltd. with "Company No." hyphenated (its valid Israeli id), the client with its US address
 * and EIN, a PO and the engagement's dates (distractors), services by the day, campaign or site, "Subtotal", "VAT 0%" for
 * services to a non-resident, "Total due (USD)" with "US$", net 30 with the due date, a dollar account. Sunday to Thursday.
 */
export const enCyberRedTeamUsdInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, unit, p]) => {
      const qty = unit === 'day' ? rng.int(2, 12) : 1;
      const each = Math.round((p * up) / 1000) * 1000;
      return { name, unit, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const gross = net;
    const vendorName = 'Crimson Lattice Security Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `RT-${date.slice(0, 4)}-${rng.digits(4)}`;
    const start = plus(date, -rng.int(20, 50));
    const body = `<div class="band"><span class="nm">CRIMSON LATTICE</span><span>Adversary simulation · Red teaming</span></div>
<div class="hd"><div>${e(vendorName)}<br>${rng.int(2, 18)} Hamenofim St., Herzliya Pituach, Israel<br>Company No. ${hyphenId(taxId)}<br>billing@crimsonlattice.example</div>
<div class="panel"><div class="t">TAX INVOICE</div><table><tr><th>Invoice No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'd Mon yyyy')}</td></tr><tr><th>PO</th><td>PO-${rng.digits(6)}</td></tr></table></div></div>
<div class="to"><b>Bill to</b><br>${e(rng.pick(CLIENTS))}<br>${rng.int(100, 9800)} ${rng.pick(['Market St.', 'Commerce Dr.', 'Lakeview Ave.'])}, ${rng.pick(['Columbus, OH 43215', 'Raleigh, NC 27601', 'Denver, CO 80202', 'Tampa, FL 33602'])}, USA<br>EIN ${rng.digits(2)}-${rng.digits(7)}</div>
<div class="eng">Engagement period: ${dt(start, 'd Mon yyyy')} – ${dt(plus(start, rng.int(10, 18)), 'd Mon yyyy')}</div>
${items(
  ['Service', 'Qty', 'Unit', 'Rate (USD)', 'Amount (USD)'],
  lines.map((l) => [e(l.name), String(l.qty), l.unit, amount(l.each), amount(l.sum)]),
)}
<table class="tt"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT 0% (services to a non-resident)</td><td>${amount(0)}</td></tr><tr class="g"><td>Total due (USD)</td><td>US$ ${amount(gross)}</td></tr></table>
<div class="sm">Payment terms: net 30, due ${dt(plus(date, 30), 'd Mon yyyy')}. USD account: Bank Leumi, branch 800, account ${rng.digits(6)}/${rng.digits(2)}, SWIFT LUMIILIT. This invoice is issued under Israeli VAT law; no VAT is charged on services exported to a foreign resident.</div>`;
    const css = `body{font-family:'Noto Sans','DejaVu Sans';font-size:12px;padding:0 16mm 14mm;color:#1a1a1a}.band{background:#111;color:#eee;display:flex;justify-content:space-between;align-items:center;padding:10px 16mm;margin:0 -16mm 10mm}
.nm{font-family:'URW Gothic';font-size:24px;letter-spacing:3px;color:#e03a3a}.hd{display:flex;justify-content:space-between;align-items:flex-start;line-height:1.5}.panel{background:#eee;padding:8px 14px}
.t{font-family:'URW Gothic';font-size:20px;font-weight:bold;margin-bottom:4px}table{border-collapse:collapse}.panel th{text-align:left;font-weight:normal;padding:1px 12px 1px 0;color:#555}.panel td{font-weight:bold}
.to{margin:14px 0 6px;line-height:1.5}.eng{color:#555;margin-bottom:6px}.items{width:100%;margin:8px 0}.items th{background:#111;color:#fff;text-align:left;padding:5px}.items td{border-bottom:1px solid #ddd;padding:5px}
.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:right}.tt{width:50%;margin:8px 0 14px auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #e03a3a}.sm{font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(0) },
    };
  },
};
