import { addDays, amount, checkDigit, esc, htmlPage, Layout, randomDate, Truth, truthAmount } from '../../generalisation/kit';
import { day } from '../notation';

interface Region {
  vendor: string;
  currency: string;
  place: string;
  /** Tax lines: label and rate in percent. */
  taxes: [string, number][];
  reg: (digits: string) => string;
  style: 'Y-m-d' | 'd/m/Y' | 'M d, Y' | 'DD-Mon-Y';
}

const REGIONS: Region[] = [
  {
    vendor: 'Fraser Valley Print & Sign Ltd.',
    currency: 'CAD',
    place: 'Abbotsford, BC V2S 1A1',
    taxes: [
      ['GST 5%', 5],
      ['PST 7%', 7],
    ],
    reg: (d) => `GST/HST Reg. No. ${d} RT0001`,
    style: 'Y-m-d',
  },
  { vendor: 'Lakeshore Software Consulting Inc.', currency: 'CAD', place: 'Toronto, ON M5V 2T6', taxes: [['HST 13%', 13]], reg: (d) => `HST # ${d}RT0001`, style: 'M d, Y' },
  { vendor: 'Harbourside Catering Pty Ltd', currency: 'AUD', place: 'Pyrmont NSW 2009', taxes: [['GST', 10]], reg: () => '', style: 'd/m/Y' },
  { vendor: 'Red Gum Electrical Services Pty Ltd', currency: 'AUD', place: 'Fitzroy VIC 3065', taxes: [['GST 10%', 10]], reg: () => '', style: 'DD-Mon-Y' },
];
const WORK = [
  'Labour — technician (hrs)',
  'Vinyl banner 3 x 1 m',
  'Consulting services (hrs)',
  'Catering — corporate lunch (per head)',
  'Cable and fittings',
  'Site visit / call-out fee',
  'Design proofs',
  'Switchboard upgrade parts',
];

/**
 * A Canadian or Australian invoice: CAD with GST + PST (British Columbia) or HST (Ontario) and a
 * nine-digit business number with its RT program account, or AUD with 10% GST and an eleven-digit
 * ABN, "TAX INVOICE" as Australia requires. Amount-due box at the top, terms and a due date, a
 * customer reference, sometimes "Paid to date $0.00" and "Balance due"; the total is the invoice
 * total including tax, and "tax" the sum of the tax lines (also printed as "Total tax"
 * where there are two). No Israeli id.
 */
export const enGstInvoice: Layout = {
  id: 'en-gst-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const region = rng.pick(REGIONS);
    const date = randomDate(rng);
    const rows = rng.some(WORK, rng.int(2, 4)).map((name) => ({ name, qty: rng.int(1, 12), unit: rng.int(25, 480) * 100 + rng.pick([0, 50, 95]) }));
    const net = rows.reduce((s, r) => s + r.qty * r.unit, 0);
    const taxes = region.taxes.map(([label, rate]) => ({ label, value: Math.round((net * rate) / 100) }));
    const tax = taxes.reduce((s, t) => s + t.value, 0);
    const total = net + tax;
    const bnBase = rng.int(1, 9) + rng.digits(7);
    const bn = bnBase + checkDigit(bnBase);
    const abn = `${rng.int(11, 99)} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}`;
    const au = region.currency === 'AUD';
    const doc = au ? `INV-${rng.digits(4)}` : String(rng.int(1000, 24999));
    const due = addDays(date, rng.pick([14, 30]));
    const font = rng.pick(['Noto Sans', 'URW Bookman', 'DejaVu Serif']);
    const money = (c: number) => `$${amount(c)}`;
    const body = `
<div class="top"><div><div class="v">${esc(region.vendor)}</div>${region.place}<br>${au ? `ABN ${abn}` : region.reg(bn)}<br>Ph (${rng.int(200, 999)}) ${rng.digits(3)}-${rng.digits(4)}</div>
<div class="due"><div>${au ? 'TAX INVOICE' : 'INVOICE'}</div><small>Amount due (${region.currency})</small><b>${money(total)}</b><small>Due ${day(due, region.style)}</small></div></div>
<table class="meta"><tr><td>Invoice number</td><td>${doc}</td></tr><tr><td>Invoice date</td><td>${day(date, region.style)}</td></tr><tr><td>Customer ref.</td><td>${rng.pick(['PO ', 'Job #', 'Ref '])}${rng.digits(5)}</td></tr><tr><td>Terms</td><td>${rng.pick(['Net 14', 'Net 30', 'Due on receipt'])}</td></tr></table>
<div class="bill"><b>Bill to:</b> ${rng.pick(['Westbrook Dental Group', 'Mapleleaf Realty Corp.', 'Southern Cross Events', 'Coastal Yoga Studio'])}, ${rng.int(10, 999)} ${rng.pick(['King St', 'Queen St W', 'George St', 'Smith St'])}</div>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>
${rows.map((r) => `<tr><td>${r.name}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`).join('')}
</table>
<table class="s">
<tr><td>Subtotal</td><td>${money(net)}</td></tr>
${taxes.map((t) => `<tr><td>${t.label}</td><td>${money(t.value)}</td></tr>`).join('')}
${taxes.length > 1 ? `<tr><td>Total tax</td><td>${money(tax)}</td></tr>` : ''}
<tr class="g"><td>Total ${region.currency}</td><td>${money(total)}</td></tr>
${rng.chance(0.5) ? `<tr><td>Paid to date</td><td>$0.00</td></tr><tr class="g"><td>Balance due</td><td>${money(total)}</td></tr>` : ''}
</table>
<p class="f">${au ? `Direct deposit: BSB ${rng.digits(3)}-${rng.digits(3)} Acc ${rng.digits(8)}. Total price includes GST.` : `Interac e-Transfer to accounts@example.ca or cheque payable to ${esc(region.vendor)}. 2% interest per month on overdue accounts.`}</p>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 14mm; color: #1d2a33; }
.top { display: flex; justify-content: space-between; } .v { font-size: 16pt; font-weight: bold; margin-bottom: 1mm; }
.due { background: #1d2a33; color: #fff; padding: 3mm 5mm; text-align: right; min-width: 55mm; } .due div { font-size: 15pt; letter-spacing: 1pt; } .due small { display: block; font-size: 8pt; } .due b { display: block; font-size: 17pt; }
.meta { margin: 6mm 0 3mm; } .meta td { padding: 0.6mm 5mm 0.6mm 0; } .meta td:first-child { color: #6b7a86; } .bill { margin-bottom: 5mm; }
.t { width: 100%; border-collapse: collapse; } .t th { text-align: left; border-bottom: 2px solid #1d2a33; padding: 1.5mm; } .t td { padding: 1.8mm 1.5mm; border-bottom: 1px solid #dde3e8; } .t td:nth-child(n+2), .t th:nth-child(n+2) { text-align: right; }
.s { margin: 4mm 0 0 auto; } .s td { padding: 0.8mm 3mm; } .s td:last-child { text-align: right; } .g td { font-weight: bold; border-top: 1px solid #1d2a33; } .f { margin-top: 10mm; font-size: 8pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      // The shared Truth type lists the currencies of the earlier sets; CAD and AUD are ISO codes all the same.
      truth: { vendorName: region.vendor, documentNumber: doc, date, currency: region.currency as Truth['currency'], total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
