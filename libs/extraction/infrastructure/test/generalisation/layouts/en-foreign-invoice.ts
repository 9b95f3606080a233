import { addDays, amount, esc, formatDate, htmlPage, Layout, lineItems, randomDate, sum, truthAmount, vatOfNet } from '../kit';

const EU = ['Nordlicht Software GmbH', 'Atelier Moreau SARL', 'Studio Verde S.r.l.', 'Van Dijk Consultancy B.V.'];
const UK = ['Thames Digital Ltd', 'Hartley & Sons Printing Ltd', 'Kestrel Cloud Services Ltd'];
const US = ['Brightwave Labs Inc.', 'Summit SaaS LLC', 'Redwood Data Corp.'];
const SERVICES = ['Annual licence', 'Support plan', 'Implementation days', 'Translation services', 'Conference tickets', 'Server hosting', 'API usage'];

/**
 * An invoice from a vendor abroad: euros with decimal commas and a DE/FR/IT/NL VAT id, pounds with
 * a GB VAT number, or dollars with no tax at all. No Israeli id.
 */
export const enForeignInvoice: Layout = {
  id: 'en-foreign-invoice',
  lang: 'en',
  kind: 'foreign currency',
  make(rng) {
    const currency = rng.pick(['EUR', 'GBP', 'USD'] as const);
    const vendor = rng.pick(currency === 'EUR' ? EU : currency === 'GBP' ? UK : US);
    const date = randomDate(rng);
    const items = lineItems(rng, SERVICES, [1, 3], [90, 2400], [1, 5]);
    const net = sum(items);
    const rate = currency === 'EUR' ? rng.pick([19, 20, 21, 22]) : currency === 'GBP' ? 20 : 0;
    // Services to a business abroad are often reverse-charged: no VAT on the invoice.
    const reverse = currency !== 'USD' && rng.chance(0.4);
    const vat = rate && !reverse ? vatOfNet(net, rate) : 0;
    const total = net + vat;
    const eu = currency === 'EUR';
    const fmt = (c: number) => (currency === 'EUR' ? `${amount(c, { eu: true })} €` : currency === 'GBP' ? `£${amount(c)}` : `$${amount(c)}`);
    const doc = currency === 'USD' ? `${rng.pick(['A1B2', 'F7K9', 'QX03'])}-${rng.digits(4)}` : `${date.slice(0, 4)}-${rng.digits(4)}`;
    const style = eu ? rng.pick(['d.m.Y', 'd M Y'] as const) : currency === 'GBP' ? rng.pick(['d/m/Y', 'd Mon Y'] as const) : rng.pick(['M d, Y', 'Mon d, Y'] as const);
    const vatId = currency === 'EUR' ? `${rng.pick(['DE', 'FR', 'IT', 'NL'])}${rng.digits(9)}` : currency === 'GBP' ? `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}` : '';
    const font = rng.pick(['Liberation Serif', 'DejaVu Sans', 'Noto Serif', 'FreeSans']);
    const rows = items.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${fmt(l.unit)}</td><td>${fmt(l.qty * l.unit)}</td></tr>`).join('');
    const dueLabel = currency === 'USD' ? 'Date due' : 'Payment due';
    const body = `
<table class="hd"><tr><td><div class="n">${vendor}</div><div>${currency === 'EUR' ? 'Hauptstraße 12, 10115 Berlin' : currency === 'GBP' ? '14 Bank Street, London E14' : '500 Market St, San Francisco, CA'}</div>${vatId ? `<div>VAT ID: ${vatId}</div>` : ''}</td>
<td class="r"><div class="t">Invoice</div><div>${currency === 'USD' ? 'Invoice number' : 'Invoice no.'} ${doc}</div><div>${currency === 'USD' ? 'Date of issue' : 'Date'}: ${formatDate(date, style)}</div><div>${dueLabel}: ${formatDate(addDays(date, 14), style)}</div></td></tr></table>
<p>Customer: Acme Trading Ltd, 5 Hamasger St, Tel Aviv, Israel</p>
<table class="i"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${rows}</table>
<table class="s">
<tr><td>Subtotal</td><td>${fmt(net)}</td></tr>
${rate && !reverse ? `<tr><td>VAT ${rate}%</td><td>${fmt(vat)}</td></tr>` : ''}
${reverse ? '<tr><td>VAT 0% (reverse charge)</td><td>—</td></tr>' : ''}
<tr class="b"><td>${currency === 'USD' ? 'Amount due' : 'Total'}</td><td>${fmt(total)}${currency === 'USD' ? ' USD' : ''}</td></tr>
</table>
<p class="f">${currency === 'EUR' ? `IBAN DE${rng.digits(20)} · BIC COBADEFFXXX` : currency === 'GBP' ? `Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} · Account ${rng.digits(8)}` : 'Pay online at billing.example.com'}</p>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 16mm; }
.hd { width: 100%; } .hd td { vertical-align: top; } .r { text-align: right; } .n { font-size: 15pt; font-weight: bold; } .t { font-size: 22pt; color: #444; }
.i { width: 100%; border-collapse: collapse; margin-top: 8mm; } .i th { border-bottom: 1px solid #000; text-align: left; } .i td { padding: 4px 0; }
.i td:not(:first-child), .i th:not(:first-child) { text-align: right; } .s { margin: 6mm 0 0 auto; } .s td:last-child { text-align: right; padding-left: 12mm; }
.b td { font-weight: bold; font-size: 12.5pt; } .f { margin-top: 20mm; font-size: 8.5pt; color: #666; }`;
    const truth = { vendorName: vendor, documentNumber: doc, date, currency, total: truthAmount(total), ...(vat ? { tax: truthAmount(vat) } : {}) };
    return { page: 'A4', html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }), truth };
  },
};
