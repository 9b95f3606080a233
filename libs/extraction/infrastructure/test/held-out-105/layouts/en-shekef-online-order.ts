import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatIn } from './extra';

const ID = 'en-shekef-online-order';

/** Product, agorot with VAT in 2022 (approximate). */
const PRODUCTS: [string, number][] = [
  ['Tripod, 5 sections', 64900],
  ['Pocket tripod', 9900],
  ['SD card 128GB V30', 14900],
  ['SD card 256GB V60', 32900],
  ['Sling pouch 6L', 27900],
  ['Swabs, box of 10', 5900],
  ['Circular polariser 67mm', 21900],
  ['Neutral density trio 82mm', 44900],
  ['Rechargeable NP-FZ100', 29900],
  ['Dual charger USB-C', 17900],
  ['Wireless release', 8900],
  ['LED strip 12W', 23900],
  ['Reflector 5-in-1 80cm', 11900],
];
const BUYERS: [string, string][] = [
  ['Maya Rosenthal', 'Shlomi'],
  ['Karim Nassar', 'Shefaram'],
  ['Daniel Ohayon', 'Misgav'],
  ['Shira Brenner', 'Tzipori'],
  ['Itai Vaknin', 'Harduf'],
];

/**
 * An online camera-accessories shop at Savyon, the invoice e-mailed with the dispatch, in English, in shekels, A4
 * (Noto Sans Display for the name, DejaVu Sans): a camera aperture drawn in teal beside "shekef" in lower case and "camera
 * gear, shipped", "Shekef Imaging Ltd." with "Company ID" plain; two side-by-side panels "Ship to" (buyer, town, phone) and
 * "Invoice / receipt" ("Invoice no." INV and six digits, "Invoice date" yyyy-mm-dd, the dispatch; "Order" and "Ordered
 * on", 0-2 days before, as distractors); products with quantity, unit price and line total (VAT included); "Items",
 * sometimes "Coupon SNAP10 (-10%)" (negative), "Shipping" (free from ₪400); "Total paid" "₪…", then "of which VAT n%"
 * and "Amount before VAT" (contained); the card (a distractor); a 14-day return note; not Saturday.
 */
export const enShekefOnlineOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([name, p]) => {
      const unit = Math.round((p * rise) / 1000) * 1000 - 100;
      const q = rng.pick([1, 1, 1, 2]);
      return { name, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.3) ? share(goods, 10) : 0;
    const shipping = goods - coupon >= 40000 ? 0 : 2990;
    const gross = goods - coupon + shipping;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Shekef Imaging Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `INV${rng.digits(6)}`;
    const [buyer, town] = rng.pick(BUYERS);
    const ordered = plus(date, -rng.int(0, 2));
    const sh = (c: number) => `₪${amount(c)}`;
    const ap = `<svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#00897b"/>${[0, 60, 120, 180, 240, 300].map((a) => `<path d="M20 20 L20 4" stroke="#fff" stroke-width="2" transform="rotate(${a} 20 20) translate(6 0)"/>`).join('')}<circle cx="20" cy="20" r="6" fill="#fff"/></svg>`;
    const body = `<div class="hd">${ap}<div><div class="nm">shekef</div><div class="tg">tripods · polarisers · delivered</div></div><div class="co">${vendorName}<br>Company ID ${taxId}<br>Savyon · shop@shekef.co.il</div></div>
<div class="pn"><div class="p"><div class="h">Ship to</div>${buyer}<br>${town}<br>${cellular(rng)}</div><div class="p"><div class="h">Invoice / receipt</div><table><tr><td>Invoice no.</td><td><b>${doc}</b></td></tr><tr><td>Invoice date</td><td>${dt(date, 'yyyy-mm-dd')}</td></tr><tr><td>Order</td><td>#${rng.int(20000, 89999)}</td></tr><tr><td>Ordered on</td><td>${dt(ordered, 'yyyy-mm-dd')}</td></tr></table></div></div>
<table class="t"><tr><th>Product</th><th>Qty</th><th>Unit price</th><th>Line total</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.q}</td><td>${sh(l.unit)}</td><td>${sh(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Items</td><td>${sh(goods)}</td></tr>${coupon ? `<tr><td>Coupon SNAP10 (-10%)</td><td>-${sh(coupon)}</td></tr>` : ''}<tr><td>Shipping</td><td>${shipping ? sh(shipping) : 'Free'}</td></tr><tr class="g"><td>Total paid</td><td>${sh(gross)}</td></tr><tr><td>of which VAT ${rate}%</td><td>${sh(vat)}</td></tr><tr><td>Amount before VAT</td><td>${sh(gross - vat)}</td></tr></table>
<p class="sm">Paid by card ending ${rng.digits(4)}. Unused items may be returned within 14 days of delivery.</p>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11.5px;padding:14mm 16mm;color:#1c2b2a}.hd{display:flex;gap:10px;align-items:center}.nm{font-family:'Noto Sans Display';font-size:34px;color:#00897b;line-height:1}.tg{font-size:11px;color:#555}.co{margin-left:auto;text-align:right;font-size:10.5px;line-height:1.6}
.pn{display:flex;gap:8mm;margin:16px 0}.p{flex:1;border:1px solid #b2dfdb;border-radius:6px;padding:8px 12px;line-height:1.6}.h{color:#00897b;font-weight:bold;margin-bottom:2px}.p td{padding:0 10px 0 0}
.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:2px solid #00897b;padding:5px}.t td{padding:5px;border-bottom:1px solid #e0f2f1}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:75mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;background:#e0f2f1}.sm{font-size:10.5px;color:#555;margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
