import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatIn } from './extra';

const ID = 'en-nevet-online-order';

/** Product, agorot with VAT in 2022 (approximate). */
const PRODUCTS: [string, number][] = [
  ['Monstera deliciosa, 17 cm pot', 12900],
  ['Ficus lyrata, 1.2 m', 34900],
  ['Sansevieria trio', 14900],
  ['Golden pothos, hanging', 8900],
  ['ZZ plant, 21 cm pot', 16900],
  ['Lemon sapling, 3 years', 19900],
  ['Planter, matte clay, 24 cm', 11900],
  ['Wicking planter, 30 cm', 14500],
  ['Organic potting mix, 25 L', 4900],
  ['Slow-release granules, 500 g', 3900],
  ['Plant mister', 6900],
  ['Macramé hanger', 5900],
];
const BUYERS: [string, string][] = [
  ['Yael Sharabi', 'Kochav Yair'],
  ['Omri Lavi', 'Tzur Yigal'],
  ['Hadas Peretz', 'Meitar'],
  ['Yoav Marom', 'Elad'],
  ['Dafna Weiss', 'Shlomi'],
];

/**
 * An online plant shop at Pardes Hanna, the tax invoice e-mailed with the dispatch, in English, in shekels, A4
 * (P052 for the name, Nimbus Sans, DejaVu Sans Mono for figures): a drawn sprout beside "nevet" and "plants to your
 * door", "Nevet Green Living Ltd." with "Company No." plain on the right; "Order #" (NV and five digits) and "Placed"
 * (1-3 days before) as distractors, "Tax invoice / receipt" with "No." (seven digits) and "Issued" d Month yyyy;
 * "Deliver to" buyer, town, mobile; products with quantity, price and line total (VAT included); "Items",
 * sometimes "Code GREEN15 (-15%)" on the items (negative), "Delivery" (courier, pickup point, or free from ₪350);
 * "Order total" "₪…", "VAT n% included" and "Net of VAT" (contained); payment: sometimes a gift card and the rest on
 * a card (distractors); Sunday to Friday.
 */
export const enNevetOnlineOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([name, p]) => {
      const unit = Math.round((p * rise) / 1000) * 1000 - 10;
      const q = rng.int(1, 3);
      return { name, q, unit, sum: q * unit };
    });
    const items = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.3) ? share(items, 15) : 0;
    const after = items - coupon;
    const pickup = rng.chance(0.4);
    const delivery = after >= 35000 ? 0 : pickup ? 1900 : 3900;
    const gross = after + delivery;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Nevet Green Living Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(6)}`;
    const [buyer, town] = rng.pick(BUYERS);
    const gift = rng.chance(0.35) ? Math.min(rng.pick([5000, 10000, 15000]), gross) : 0;
    const last4 = rng.digits(4);
    const f = (s: string) => `<span class="f">${s}</span>`;
    const sprout = `<svg width="40" height="44" viewBox="0 0 40 44"><path d="M20 43 L20 20" stroke="#2e7d32" stroke-width="3"/><path d="M20 22 C8 22 3 13 4 4 C14 4 20 11 20 22Z" fill="#66bb6a"/><path d="M20 26 C30 26 37 19 36 10 C27 10 20 16 20 26Z" fill="#43a047"/></svg>`;
    const body = `<div class="hd"><div class="br">${sprout}<div><div class="nm">nevet</div><div class="tg">plants to your door</div></div></div><div class="co">${vendorName}<br>Company No. ${taxId}<br>Pardes Hanna · hello@nevet.co.il<br>*${rng.int(2000, 9999)}</div></div>
<div class="ord">Order #${f(`NV${rng.digits(5)}`)} · Placed ${dt(plus(date, -rng.int(1, 3)), 'd Month yyyy')}</div>
<div class="two"><div class="pn"><div class="lb">Deliver to</div><b>${buyer}</b><br>${town}<br>${f(cellular(rng))}<br>${pickup && delivery ? 'Pickup point' : 'Courier'}</div>
<div class="pn"><div class="lb">Tax invoice / receipt</div>No. <b>${f(doc)}</b><br>Issued ${dt(date, 'd Month yyyy')}</div></div>
<table class="t"><tr><th>Product</th><th>Qty</th><th>Price</th><th>Total</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${f(String(l.q))}</td><td>${f(`₪${amount(l.unit)}`)}</td><td>${f(`₪${amount(l.sum)}`)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Items</td><td>${f(`₪${amount(items)}`)}</td></tr>${coupon ? `<tr><td>Code GREEN15 (-15%)</td><td>${f(`-₪${amount(coupon)}`)}</td></tr>` : ''}<tr><td>Delivery${delivery ? (pickup ? ' (pickup point)' : ' (courier)') : ' (free over ₪350)'}</td><td>${f(`₪${amount(delivery)}`)}</td></tr><tr class="g"><td>Order total</td><td>${f(`₪${amount(gross)}`)}</td></tr><tr class="s"><td>VAT ${rate}% included</td><td>${f(`₪${amount(vat)}`)}</td></tr><tr class="s"><td>Net of VAT</td><td>${f(`₪${amount(gross - vat)}`)}</td></tr></table>
<div class="pay"><b>Payment</b><br>${gift ? `Gift card ••${rng.digits(4)}: ${f(`₪${amount(gift)}`)}<br>` : ''}${gross - gift > 0 ? `Card ending ${last4}: ${f(`₪${amount(gross - gift)}`)}` : ''}</div>
<p class="ft">Plants travel in recycled boxes. Something arrived unhappy? Reply with a photo within 7 days. Prices include VAT.</p>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12.5px;padding:14mm 16mm;color:#1b2e1b}.f{font-family:'DejaVu Sans Mono';font-size:11.5px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center}.br{display:flex;align-items:center;gap:8px}.nm{font-family:'P052';font-size:40px;font-style:italic;color:#2e7d32;line-height:1}.tg{font-size:12px;color:#558b2f}
.co{text-align:right;font-size:11px;line-height:1.5;color:#444}.ord{margin:14px 0 8px;font-size:11.5px;color:#666}
.two{display:flex;gap:8mm}.pn{flex:1;background:#f1f8e9;border-radius:8px;padding:8px 12px;line-height:1.6}.lb{font-size:10.5px;text-transform:uppercase;color:#558b2f;letter-spacing:1px}
.t{width:100%;border-collapse:collapse;margin:14px 0}.t th{text-align:left;border-bottom:2px solid #2e7d32;padding:4px}.t td{padding:5px 4px;border-bottom:1px solid #e0e0e0}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{margin-left:auto;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #2e7d32}.s td{font-size:11px;color:#555}
.pay{margin-top:14px;line-height:1.6}.ft{margin-top:18px;font-size:10.5px;color:#777}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
