import { addDays, amount, esc, formatDate, htmlPage, israeliRate, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { clock, day, layout, mobile, personalId } from '../notation';

const SELLERS = [
  { store: 'Sunrise Gadget Store', entity: 'Shenzhen Sunrise E-Commerce Co., Ltd.', place: 'Longgang District, Shenzhen' },
  { store: 'HomeJoy Official', entity: 'Yiwu HomeJoy Trading Co., Ltd.', place: 'Futian Market, Yiwu' },
  { store: 'CyclePro Parts', entity: 'Guangzhou CyclePro Sporting Goods Co., Ltd.', place: 'Baiyun District, Guangzhou' },
  { store: 'Lumi Craft Supplies', entity: 'Hangzhou Lumi Craft Technology Co., Ltd.', place: 'Xihu District, Hangzhou' },
];

const ITEMS: [string, number, number][] = [
  ['USB-C Hub 7-in-1, 100W PD, Grey', 1499, 2899],
  ['Mechanical keyboard 68 keys, brown switches', 2999, 5499],
  ['LED strip 5 m RGB with remote', 699, 1599],
  ['Bike phone holder, aluminium', 499, 1199],
  ['Silicone baking mat set (3 pcs)', 599, 1299],
  ['Label printer thermal 58 mm', 2199, 3899],
  ['Cable organiser box, large', 399, 999],
  ['Wireless earbuds ENC, white', 1599, 3299],
  ['Acrylic paint set 24 colours', 899, 1799],
];

/**
 * An international marketplace's order invoice in USD (A4 print of a web page), issued by the
 * seller's Chinese legal entity for a store: order number of 16 digits, order placed date and time,
 * the invoice dated at dispatch (later), items with SKU properties, quantities and prices, store
 * coupon, shipping, "Import VAT (Israel) 17%/18%" collected at checkout on goods and shipping,
 * "Order total"; the buyer's Israeli personal id for customs and mobile as distractors; no Israeli
 * id for the vendor.
 */
export const enMarketplaceImport = layout({
  id: 'en-marketplace-import',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const s = rng.pick(SELLERS);
    const ordered = randomDate(rng, '2023-06-01', '2026-03-25');
    const date = addDays(ordered, rng.int(1, 4));
    const rate = israeliRate(date);
    const lines = rng
      .some(ITEMS, rng.int(1, 4))
      .map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi), color: rng.pick(['Black', 'White', 'Blue', 'Default']) }));
    const goods = lines.reduce((s2, l) => s2 + l.qty * l.unit, 0);
    const coupon = rng.chance(0.5) ? rng.pick([100, 200, 300, 500]) : 0;
    const shipping = rng.chance(0.4) ? 0 : rng.int(199, 899);
    const taxable = goods - coupon + shipping;
    const vat = vatOfNet(taxable, rate);
    const total = taxable + vat;
    const order = `${rng.pick(['3', '8'])}${rng.digits(15)}`;
    const docNo = `INV${date.replace(/-/g, '')}${rng.digits(6)}`;
    const rows = lines
      .map(
        (l) =>
          `<tr><td><div class="thumb"></div></td><td>${esc(l.name)}<div class="sku">Color: ${l.color} · SKU ${rng.digits(14)}</div></td><td>US $${amount(l.unit)}</td><td>x${l.qty}</td><td>US $${amount(l.qty * l.unit)}</td></tr>`,
      )
      .join('');
    const printed = addDays(date, rng.int(0, 25));
    const body = `<div class="bar"><span>${formatDate(printed, 'm/d/Y')}, ${clock(rng.int(480, 1380))}</span><span>Orbimart – Order invoice</span></div>
<div class="pg">
<div class="hd"><div class="logo">orbi<span>mart</span></div><div class="ttl">Commercial Invoice</div></div>
<div class="grid">
<div><h4>Seller</h4><b>${esc(s.entity)}</b><br>Store: ${esc(s.store)} (No. ${rng.int(1000000, 9999999)})<br>${s.place}, China</div>
<div><h4>Invoice</h4>Invoice No.: <b>${docNo}</b><br>Invoice date: ${day(date, 'Mon D, Y')}<br>Order No.: ${order}<br>Order placed: ${day(ordered, 'Mon D, Y')} ${clock(rng.int(0, 1439))}</div>
<div><h4>Ship to</h4>${rng.pick(['Tamar Levi', 'Oren Katz', 'Rami Saleh', 'Noa Ben Ami'])}<br>${rng.pick(['12 Hashalom Rd', "7 Ha'Atsmaut St", '33 Weizmann St'])}, ${rng.pick(['Holon', 'Ashdod', 'Kfar Saba', 'Haifa'])}, Israel<br>+972 ${mobile(rng).slice(1)}<br>Customs ID: ${personalId(rng)}</div>
</div>
<table class="it"><tr><th></th><th>Item</th><th>Price</th><th>Qty</th><th>Subtotal</th></tr>${rows}</table>
<table class="tot"><tr><td>Items subtotal</td><td>US $${amount(goods)}</td></tr>
${coupon ? `<tr><td>Store coupon</td><td>-US $${amount(coupon)}</td></tr>` : ''}
<tr><td>Shipping (${rng.pick(['Standard Shipping', 'Cainiao Standard', 'Orbimart Direct'])})</td><td>${shipping ? `US $${amount(shipping)}` : 'Free'}</td></tr>
<tr><td>Import VAT (Israel) ${rate}%</td><td>US $${amount(vat)}</td></tr>
<tr class="g"><td>Order total</td><td>US $${amount(total)}</td></tr>
<tr><td>Paid with</td><td>${rng.pick(['Visa', 'Mastercard', 'PayPal'])} ${rng.digits(4)}</td></tr></table>
<p class="small">Import VAT is collected by the marketplace at checkout and remitted to the Israel Tax Authority under the simplified registration for foreign e-commerce platforms. Orbimart acts as the collecting intermediary; the goods are sold by the seller named above.</p>
</div>
<div class="bar bottom">https://www.orbimart.com/p/order/invoice.html?orderId=${order}<span>1/1</span></div>`;
    const css = `body{font-family:'Open Sans','Liberation Sans',sans-serif;font-size:11px;color:#333}
.bar{font-size:8.5px;color:#555;padding:4mm 8mm 0;display:flex;justify-content:space-between}.bottom{position:fixed;bottom:5mm;left:0;right:0}
.pg{padding:6mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #ff4d1a;padding-bottom:3mm}
.logo{font-family:'Lato';font-weight:900;font-size:26px;color:#ff4d1a}.logo span{color:#333}
.ttl{font-size:16px;font-weight:bold}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6mm;margin:6mm 0;line-height:1.6}
h4{margin:0 0 1mm;font-size:10px;color:#999;text-transform:uppercase}
.it{width:100%;border-collapse:collapse}.it th{background:#f5f5f5;text-align:left;padding:2mm;font-size:10px}
.it td{padding:2mm;border-bottom:1px solid #eee;vertical-align:top}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:right}
.thumb{width:11mm;height:11mm;background:linear-gradient(135deg,#ddd,#aaa);border-radius:1mm}
.sku{font-size:9px;color:#999}
.tot{width:48%;margin:4mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right}
.g td{font-weight:bold;font-size:14px;color:#ff4d1a;border-top:1px solid #ccc}
.small{font-size:8.5px;color:#888;margin-top:10mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: {
        vendorName: s.entity,
        documentNumber: docNo,
        date,
        currency: 'USD',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
