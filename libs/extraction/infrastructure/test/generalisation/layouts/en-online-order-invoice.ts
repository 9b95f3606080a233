import { addDays, amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, truthAmount, vatOfNet } from '../kit';

const SHOPS = ['Shopit Israel Ltd.', 'GadgetHub Online Ltd', 'KitchenCraft Store Ltd.', 'PaperTrail Stationery Ltd'];
const PRODUCTS = [
  'Wireless mouse',
  'USB-C hub 7-in-1',
  'Chef knife 20cm',
  'Notebook A5 dotted',
  'Desk lamp LED',
  'Phone case',
  'HDMI cable 2m',
  'Water bottle 750ml',
  'Backpack 25L',
];

/**
 * An online shop's invoice e-mailed after delivery: an order number and order date beside the
 * invoice number and date, shipping and a discount, a net/VAT/gross box.
 */
export const enOnlineOrderInvoice: Layout = {
  id: 'en-online-order-invoice',
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const vendor = rng.pick(SHOPS);
    const id = taxId(rng);
    const ordered = randomDate(rng);
    const date = addDays(ordered, rng.int(1, 6));
    const rate = israeliRate(date);
    const items = lineItems(rng, PRODUCTS, [1, 4], [29, 599], [1, 2]);
    const shipping = rng.pick([0, 2990, 3900]);
    const discount = rng.chance(0.5) ? rng.pick([2000, 5000, 1000]) : 0;
    const net = sum(items) + shipping - discount;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = `IL-${date.slice(0, 4)}-${rng.digits(5)}`;
    const style = rng.pick(['M d, Y', 'd M Y', 'Y-m-d'] as const);
    const font = rng.pick(['Noto Sans', 'Liberation Sans', 'DejaVu Sans', 'FreeSans']);
    const rows = items.map((l) => `<tr><td>${esc(l.name)}</td><td>SKU-${rng.digits(6)}</td><td>${l.qty}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('');
    const body = `
<div class="bar"><span class="logo">${vendor}</span><span>VAT ID ${id}</span></div>
<h1>Invoice</h1>
<div class="two">
<div><b>Ship to</b><br>Dana Levi<br>${rng.int(1, 99)} Weizmann St, Kfar Saba<br>Phone 054-${rng.digits(7)}</div>
<div><b>Order #</b> ${rng.digits(3)}-${rng.digits(7)}<br><b>Order date</b> ${formatDate(ordered, style)}<br><b>Invoice number</b> ${doc}<br><b>Invoice date</b> ${formatDate(date, style)}</div>
</div>
<table class="i"><tr><th>Item</th><th>SKU</th><th>Qty</th><th>Price (excl. VAT)</th></tr>${rows}</table>
<table class="t">
<tr><td>Items</td><td>${amount(sum(items))}</td></tr>
<tr><td>Shipping</td><td>${amount(shipping)}</td></tr>
${discount ? `<tr><td>Discount (code WELCOME)</td><td>-${amount(discount)}</td></tr>` : ''}
<tr><td>Total before VAT</td><td>${amount(net)}</td></tr>
<tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>Grand total</td><td>₪ ${amount(total)}</td></tr>
</table>
<p class="s">Paid with Mastercard ending ${rng.digits(4)} on ${formatDate(date, style)}. Returns accepted within 14 days.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 12mm 16mm; }
.bar { display: flex; justify-content: space-between; align-items: center; border-bottom: 4px solid #f90; padding-bottom: 2mm; } .logo { font-size: 16pt; font-weight: bold; }
h1 { font-weight: 300; font-size: 22pt; } .two { display: flex; justify-content: space-between; line-height: 1.5; }
.i { width: 100%; border-collapse: collapse; margin-top: 8mm; } .i th { background: #f4f4f4; text-align: left; padding: 5px; } .i td { padding: 5px; border-bottom: 1px solid #eee; }
.i td:last-child, .i th:last-child { text-align: right; } .t { margin: 6mm 0 0 auto; } .t td { padding: 2px 6px; } .t td:last-child { text-align: right; }
.b td { font-weight: bold; font-size: 12pt; border-top: 1px solid #000; } .s { margin-top: 12mm; color: #555; font-size: 9pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
