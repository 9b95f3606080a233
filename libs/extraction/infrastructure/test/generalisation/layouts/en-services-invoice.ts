import { addDays, amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, truthAmount, vatOfNet } from '../kit';

const VENDORS = ['Brightline Analytics Ltd.', 'Cedar Legal Services Ltd', 'Northwind DevOps Ltd.', 'Maple & Stone Architects Ltd', 'Quantum Copywriting Ltd.'];
const WORK = ['Consulting hours', 'Data pipeline development', 'Code review', 'Legal opinion', 'Site visit', 'Design revisions', 'Project management', 'Cloud migration'];
const CLIENTS = ['Acme Trading Ltd', 'Globex Israel Ltd', 'Initech Systems Ltd'];

/** An English services invoice: a title block, invoice facts in a header/value grid, an hours table, a bank footer. */
export const enServicesInvoice: Layout = {
  id: 'en-services-invoice',
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const vendor = rng.pick(VENDORS);
    const id = taxId(rng);
    const idLabel = rng.pick(['Tax ID', 'VAT No.', 'Company No.', 'VAT Reg. No.']);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = lineItems(rng, WORK, [2, 5], [250, 650], [2, 40]);
    const net = sum(items);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = rng.pick([`INV-${date.slice(0, 4)}-${rng.digits(4)}`, `${rng.int(100, 2999)}`, `BA${rng.digits(5)}`]);
    const style = rng.pick(['d Mon Y', 'd/m/Y', 'Mon d, Y'] as const);
    const grid = rng.chance(0.5);
    const font = rng.pick(['Liberation Sans', 'DejaVu Serif', 'Noto Sans', 'FreeSerif']);
    const due = addDays(date, 30);
    const facts = grid
      ? `<table class="grid"><tr><th>Invoice No.</th><th>Date</th><th>Due Date</th><th>Currency</th></tr><tr><td>${doc}</td><td>${formatDate(date, style)}</td><td>${formatDate(due, style)}</td><td>ILS</td></tr></table>`
      : `<table class="facts"><tr><td>Invoice #</td><td>${doc}</td></tr><tr><td>Invoice date</td><td>${formatDate(date, style)}</td></tr><tr><td>Due date</td><td>${formatDate(due, style)}</td></tr><tr><td>PO number</td><td>PO-${rng.digits(5)}</td></tr></table>`;
    const rows = items.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('');
    const body = `
<div class="head"><div><div class="name">${esc(vendor)}</div><div>${rng.int(2, 90)} Rothschild Blvd, Tel Aviv</div><div>${idLabel}: ${id}</div></div><div class="title">INVOICE</div></div>
<div class="row"><div><b>Bill To</b><br>${esc(rng.pick(CLIENTS))}<br>Company No. ${taxId(rng)}</div>${grid ? '' : facts}</div>
${grid ? facts : ''}
<table class="items"><tr><th>Description</th><th>Hours</th><th>Rate</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT (${rate}%)</td><td>${amount(vat)}</td></tr><tr class="b"><td>${rng.pick(['Total (ILS)', 'Balance Due', 'Total Due'])}</td><td>₪${amount(total)}</td></tr></table>
<p class="foot">Payment by bank transfer within 30 days. Bank Hapoalim, branch ${rng.int(100, 800)}, account ${rng.digits(6)}.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 18mm; color: #222; }
.head { display: flex; justify-content: space-between; } .name { font-size: 15pt; font-weight: bold; } .title { font-size: 26pt; color: #2a5d8f; letter-spacing: 2px; }
.row { display: flex; justify-content: space-between; margin: 10mm 0 6mm; }
.grid { width: 100%; border-collapse: collapse; margin-bottom: 6mm; } .grid th { background: #2a5d8f; color: #fff; padding: 4px; } .grid td { text-align: center; padding: 4px; border-bottom: 1px solid #aaa; }
.facts td:first-child { color: #555; padding-right: 12px; }
.items { width: 100%; border-collapse: collapse; } .items th { text-align: left; border-bottom: 2px solid #2a5d8f; } .items td { padding: 4px 2px; border-bottom: 1px solid #ddd; } .items td:not(:first-child), .items th:not(:first-child) { text-align: right; }
.tot { margin: 6mm 0 0 auto; } .tot td { padding: 3px 8px; text-align: right; } .tot .b td { font-weight: bold; font-size: 12pt; border-top: 2px solid #000; }
.foot { margin-top: 14mm; font-size: 9pt; color: #555; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
