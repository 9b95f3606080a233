import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { idOf, next, plus, total, vatIn } from './extra';

const ID = 'en-dyo-ink-cartridge-webshop-order';

/** SKU, product, agorot with VAT (approximate 2022 prices). */
const GOODS: [string, string, number][] = [
  ['HP-305XL-BK', 'HP 305XL black ink cartridge, original', 11900],
  ['HP-305-TRI', 'HP 305 tri-colour ink cartridge, original', 8900],
  ['CN-PG545XL', 'Canon PG-545XL black, original', 10900],
  ['CN-CL546', 'Canon CL-546 colour, original', 9900],
  ['EP-102-4PK', 'Epson EcoTank 102 ink bottles, 4-pack', 19900],
  ['BR-TN2420-C', 'Brother TN-2420 toner, compatible', 8900],
  ['SA-D111S-C', 'Samsung MLT-D111S toner, compatible', 7900],
  ['PAP-A4-5R', 'A4 copy paper 80 g, 5 reams', 12900],
  ['PH-4X6-100', 'Glossy photo paper 10x15, 100 sheets', 3900],
  ['CLN-KIT', 'Print-head cleaning kit', 4500],
];

/**
 * An online shop for printer ink, toner and paper, the e-mailed invoice in English, in shekels, A4 (Z003 for the word
 * mark "dyo", Nimbus Sans, Liberation Mono): a drawn ink drop in a printer's slot beside the word mark, "Dyo Ink &
 * Toner Ltd." with "Reg. No." plain at the top right; "Tax Invoice / Receipt", "Invoice #" (DY and seven digits),
 * "Issued" Month d, yyyy (the dispatch); the order number, its date and time, bill-to and ship-to with a mobile, the
 * courier or post with tracking (distractors); SKU, product, quantity, unit and line prices with VAT; sometimes coupon
 * "PRINT12" (-12%, negative); shipping (₪29.90, free from ₪250); "Order total", "Includes VAT (n%)", "Total excl. VAT"
 * (contained); the card and its last digits (distractors); any day.
 */
export const enDyoInkCartridgeWebshopOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.03)) / 100) * 100 - 10;
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([sku, a, p]) => ({ sku, a, q: rng.int(1, 3), p: up(p) }));
    const goods = total(lines.map((l) => l.q * l.p));
    const coupon = rng.chance(0.3) ? Math.round((goods * 12) / 100) : 0;
    const after = goods - coupon;
    const shipping = after >= 25000 ? 0 : 2990;
    const gross = after + shipping;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Dyo Ink & Toner Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `DY${rng.digits(7)}`;
    const ordered = plus(date, -rng.int(0, 2));
    const name = rng.pick(['Rachel Stern', 'David Cohen-Levi', 'Sarah Friedman', 'Jonathan Katz', 'Miriam Adler']);
    const city = rng.pick(["Ra'anana", 'Modiin', 'Beit Shemesh', 'Efrat', 'Zichron Yaakov']);
    const street = `${rng.pick(['Ahuza', 'HaNarkis', 'Nahal Sorek', 'HaMeyasdim'])} ${rng.int(1, 120)}`;
    const courier = rng.chance(0.5);
    const logo = `<svg width="44" height="40" viewBox="0 0 44 40"><rect x="2" y="14" width="40" height="18" rx="3" fill="none" stroke="#00838f" stroke-width="2.5"/><rect x="10" y="22" width="24" height="3" fill="#00838f"/><path d="M22 2 C26 8 28 10 28 13 A6 6 0 0 1 16 13 C16 10 18 8 22 2 Z" fill="#00838f"/></svg>`;
    const body = `<div class="top"><div class="brand">${logo}<span class="wm">dyo</span><span class="tag">ink · toner · paper, delivered</span></div><div class="v">${vendorName.replace('&', '&amp;')}<br>Reg. No. ${taxId}<br>4 HaMelacha St., Rosh HaAyin<br>support@dyo.co.il · 03-90${rng.digits(5)}</div></div>
<h1>Tax Invoice / Receipt</h1>
<div class="cols"><div><div><b>Invoice #</b> ${doc}</div><div><b>Issued</b> ${dt(date, 'Month d, yyyy')}</div><div><b>Order</b> #${rng.int(100000, 999999)} placed ${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}</div></div>
<div><b>Bill to</b><br>${name}<br>${street}, ${city}</div><div><b>Ship to</b><br>${name}<br>${street}, ${city}<br>${cellular(rng)}</div></div>
<table class="t"><tr><th>SKU</th><th>Product</th><th>Qty</th><th>Unit ₪</th><th>Total ₪</th></tr>${lines.map((l) => `<tr><td class="sku">${l.sku}</td><td>${l.a}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td></tr>`).join('')}</table>
<div class="tot"><div><span>Items</span><span>${amount(goods)}</span></div>${coupon ? `<div><span>Coupon PRINT12 (−12%)</span><span>-${amount(coupon)}</span></div>` : ''}<div><span>Shipping (${courier ? 'courier, 1-2 business days' : 'Israel Post registered mail'})</span><span>${shipping ? amount(shipping) : 'FREE'}</span></div>
<div class="g"><span>Order total</span><span>₪${amount(gross)}</span></div><div class="sm"><span>Includes VAT (${rate}%)</span><span>₪${amount(vat)}</span></div><div class="sm"><span>Total excl. VAT</span><span>₪${amount(gross - vat)}</span></div></div>
<p class="pay">Paid by ${rng.pick(['Visa', 'Mastercard', 'Isracard', 'Bit'])} ${rng.chance(0.5) ? `ending ${rng.digits(4)}` : ''} · ${courier ? `Courier tracking ${rng.pick(['HFD', 'BUS'])}${rng.digits(9)}` : `Tracking RR${rng.digits(9)}IL`}</p>
<p class="note">Returns of unopened cartridges within 14 days. Free shipping on orders of ₪250 and more. Questions? Reply to this e-mail.</p>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12.5px;padding:14mm 16mm;color:#263238}.top{display:flex;justify-content:space-between}.brand{display:flex;align-items:center;gap:8px}
.wm{font-family:'Z003';font-size:48px;color:#00838f;line-height:1}.tag{font-size:11px;color:#78909c;margin-left:6px}.v{text-align:right;font-size:11px;line-height:1.5}h1{font-size:20px;margin:14px 0 10px;color:#00838f}
.cols{display:flex;gap:26px;line-height:1.6}.cols>div{flex:1}.t{width:100%;border-collapse:collapse;margin-top:16px}.t th{background:#e0f7fa;text-align:left;padding:5px}.t td{padding:5px;border-bottom:1px solid #e0e0e0}
.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right;font-family:'Liberation Mono';font-size:11.5px}.sku{font-family:'Liberation Mono';font-size:10.5px;color:#607d8b}
.tot{width:48%;margin:12px 0 0 auto}.tot div{display:flex;justify-content:space-between;padding:3px}.tot span:last-child{font-family:'Liberation Mono'}.g{font-weight:bold;font-size:15px;border-top:1.5px solid #00838f}.sm{font-size:11.5px;color:#546e7a}
.pay{margin-top:18px}.note{font-size:11px;color:#78909c}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
