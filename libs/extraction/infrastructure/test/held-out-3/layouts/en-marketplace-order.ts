import { addDays, amount, esc, htmlPage, Layout, randomDate, truthAmount } from '../../generalisation/kit';
import { day } from '../notation';

const SELLERS: [string, string, number][] = [
  ['Northfield Goods LLC', 'NJ', 6.625],
  ['Cascade Outfitters Inc.', 'WA', 10.1],
  ['Lone Star Home Supply Co.', 'TX', 8.25],
  ['Empire Gadget Depot LLC', 'NY', 8.875],
  ['Prairie Kitchenware Inc.', 'IL', 10.25],
];
const ITEMS = [
  'USB-C Hub 7-in-1, Aluminum',
  'Stainless Steel Water Bottle 32 oz',
  'Wireless Ergonomic Mouse, Black',
  'LED Desk Lamp with Wireless Charger',
  'Cast Iron Skillet 12-inch',
  'Noise Cancelling Headphones',
  'Kids Backpack, Navy (Pack of 1)',
  'Bamboo Cutting Board Set of 3',
  'Portable SSD 1TB',
  'Yoga Mat 6mm Non-Slip',
];

/**
 * A US marketplace-style order invoice in USD: "Order #" in three groups and "Invoice #" with
 * their own dates (order placed, invoice date on shipment), seller and "Sold by" line, shipping
 * and billing addresses with a phone, a promotion and a shipping charge, "Total before tax", the
 * state sales tax to be collected, "Grand Total", the card's last digits and an ASIN-like code
 * per item; no VAT id.
 */
export const enMarketplaceOrder: Layout = {
  id: 'en-marketplace-order',
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const [seller, state, rate] = rng.pick(SELLERS);
    const date = randomDate(rng, '2023-06-01', '2026-02-28');
    const ordered = addDays(date, -rng.int(1, 4));
    const items = rng
      .some(ITEMS, rng.int(1, 4))
      .map((name) => ({ name, asin: `B0${rng.digits(2)}${rng.pick(['X', 'K', 'Q', 'Z'])}${rng.digits(5)}`, qty: rng.int(1, 3), unit: rng.int(599, 18999) }));
    const subtotal = items.reduce((s, i) => s + i.qty * i.unit, 0);
    const shipping = rng.pick([0, 499, 599, 999]);
    const promo = shipping && rng.chance(0.5) ? shipping : rng.chance(0.3) ? Math.round(subtotal * 0.1) : 0;
    const before = subtotal + shipping - promo;
    const tax = Math.round((before * rate) / 100);
    const total = before + tax;
    const doc = `${state}-${date.slice(2, 4)}${rng.digits(8)}`;
    const order = `${rng.int(111, 114)}-${rng.digits(7)}-${rng.digits(7)}`;
    const style = rng.pick(['M d, Y', 'm/d/Y', 'Mon d, Y'] as const);
    const font = rng.pick(['Nimbus Sans', 'Liberation Sans', 'URW Gothic']);
    const usd = (c: number) => `$${amount(c)}`;
    const body = `
<div class="top"><div class="mk">${esc(seller)}</div><div class="r">Invoice<br><small>Page 1 of 1</small></div></div>
<table class="ids"><tr><td>Invoice #</td><td><b>${doc}</b></td><td>Order #</td><td>${order}</td></tr>
<tr><td>Invoice date / Ship date</td><td>${day(date, style)}</td><td>Order placed</td><td>${day(ordered, style)}</td></tr></table>
<div class="addr"><div><b>Ship to</b><br>${rng.pick(['Jordan Blake', 'Priya Raman', 'Marcus Chen', 'Elena Petrova'])}<br>${rng.int(12, 9800)} ${rng.pick(['Maple Ave', 'Oak St', 'Sunset Blvd', '5th Ave'])}<br>${rng.pick(['Newark', 'Seattle', 'Austin', 'Brooklyn', 'Chicago'])}, ${state} ${rng.digits(5)}<br>Phone: (${rng.int(201, 989)}) ${rng.digits(3)}-${rng.digits(4)}</div>
<div><b>Bill to</b><br>Same as shipping address<br><br><b>Payment method</b><br>${rng.pick(['Visa', 'Mastercard', 'Amex', 'Discover'])} ending in ${rng.digits(4)}</div></div>
<table class="t"><tr><th>Qty</th><th>Item</th><th>Unit price</th><th>Amount</th></tr>
${items.map((i) => `<tr><td>${i.qty}</td><td>${esc(i.name)}<br><small>Sold by: ${esc(seller)} · ASIN ${i.asin} · Condition: New</small></td><td>${usd(i.unit)}</td><td>${usd(i.qty * i.unit)}</td></tr>`).join('')}
</table>
<table class="s">
<tr><td>Item(s) Subtotal:</td><td>${usd(subtotal)}</td></tr>
<tr><td>Shipping &amp; Handling:</td><td>${usd(shipping)}</td></tr>
${promo ? `<tr><td>Promotion Applied:</td><td>-${usd(promo)}</td></tr>` : ''}
<tr><td>Total before tax:</td><td>${usd(before)}</td></tr>
<tr><td>Sales Tax (${state} ${rate}%):</td><td>${usd(tax)}</td></tr>
<tr class="g"><td>Grand Total:</td><td>${usd(total)}</td></tr>
</table>
<p class="f">Returns accepted within 30 days of delivery (estimated ${day(addDays(date, rng.int(2, 6)), style)}). Questions? Contact the seller through Your Orders. This is not a bill: your card has been charged.</p>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 12mm 15mm; color: #111; }
.top { display: flex; justify-content: space-between; border-bottom: 3px solid #ff9900; padding-bottom: 2mm; } .mk { font-size: 18pt; font-weight: bold; } .r { font-size: 20pt; text-align: right; } .r small { font-size: 8pt; }
.ids { margin: 4mm 0; border-collapse: collapse; } .ids td { padding: 1mm 4mm 1mm 0; } .ids td:nth-child(odd) { color: #555; }
.addr { display: flex; gap: 20mm; margin-bottom: 5mm; line-height: 1.4; } .t { width: 100%; border-collapse: collapse; } .t th { text-align: left; background: #eaeded; padding: 1.5mm; }
.t td { padding: 2mm 1.5mm; border-bottom: 1px solid #ddd; vertical-align: top; } .t td:nth-child(n+3) { text-align: right; } .t small { color: #666; }
.s { margin: 4mm 0 0 auto; } .s td { padding: 0.8mm 2mm; } .s td:last-child { text-align: right; } .g td { font-weight: bold; font-size: 12pt; color: #b12704; border-top: 1px solid #999; } .f { margin-top: 10mm; font-size: 8pt; color: #555; }`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: seller, documentNumber: doc, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
