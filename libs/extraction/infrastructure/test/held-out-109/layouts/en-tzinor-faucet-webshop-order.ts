import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { idOf, next, plus, total, vatIn } from './extra';

const ID = 'en-tzinor-faucet-webshop-order';

/** Products, agorot with VAT in 2022 (approximate). */
const PRODUCTS: [string, string, number][] = [
  ['TZ-K210', 'Pull-out kitchen mixer, brushed steel', 89000],
  ['TZ-B115', 'Basin mixer, matt black', 54000],
  ['TZ-S330', 'Thermostatic shower set with rail', 139000],
  ['TZ-H020', 'Hand shower, 3 modes', 12900],
  ['TZ-V004', 'Angle valve 1/2" (pair)', 7800],
  ['TZ-F118', 'Shower hose 150 cm', 6900],
  ['TZ-D510', 'Concealed cistern flush plate', 38000],
  ['TZ-A007', 'Water-saving aerator (3-pack)', 4500],
];

/**
 * An online shop for taps and bathroom fittings, the e-mailed invoice in English, in shekels, A4 (Z003 for the word
 * mark, Liberation Sans, Liberation Mono): a drawn dripping tap beside "tzinor", "Tzinor Bathroom Fittings Ltd." with
 * "Company No." plain at the top right; "Tax Invoice-Receipt", "No." (W/ and six digits), "Invoice date" dd/mm/yyyy
 * (the dispatch); the order number, order date and time, the courier's tracking and delivery window (distractors); SKU,
 * product, quantity, price, line total with VAT; sometimes "Promo SPLASH10 (-10%)" (negative); shipping (free over
 * ₪600); "Grand total", "VAT n% included", "Net of VAT" (contained); card in up to six instalments (distractors); any day.
 */
export const enTzinorFaucetWebshopOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.03)) / 100) * 100 - 10;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([sku, name, p]) => {
      const q = name.includes('pair') || name.includes('pack') || name.includes('hose') ? rng.int(1, 4) : 1;
      return { sku, name, q, unit: up(p), sum: q * up(p) };
    });
    const goods = total(lines.map((l) => l.sum));
    const promo = rng.chance(0.3) ? Math.round((goods * 10) / 100) : 0;
    const shipping = goods - promo >= 60000 ? 0 : 4900;
    const gross = goods - promo + shipping;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Tzinor Bathroom Fittings Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `W/${rng.digits(6)}`;
    const ordered = plus(date, -rng.int(0, 3));
    const inst = gross > 100000 ? rng.int(2, 6) : 1;
    const tap = `<svg width="60" height="50" viewBox="0 0 60 50"><path d="M6 14 H38 Q48 14 48 24 V30" stroke="#00838f" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="16" y="4" width="10" height="10" rx="2" fill="#00838f"/><path d="M48 36 Q52 42 48 46 Q44 42 48 36 Z" fill="#4dd0e1"/></svg>`;
    const body = `<div class="hd"><div class="logo">${tap}<span class="nm">tzinor</span></div><div class="co"><b>${vendorName}</b><br>Company No. ${taxId}<br>12 HaMelacha St, Rosh HaAyin<br>support@tzinor.example · 03-90${rng.digits(5)}</div></div>
<h1>Tax Invoice-Receipt</h1>
<table class="kv"><tr><th>No.</th><td>${doc}</td><th>Invoice date</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr>
<tr><th>Order</th><td>#${rng.digits(5)}, placed ${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}</td><th>Ship to</th><td>${rng.pick(['Rachel Stern', 'David Okafor', 'Miriam Levy', 'Ben Harari'])}, ${rng.pick(['Modiin', 'Raanana', 'Beit Shemesh', 'Zichron Yaakov'])} · ${cellular(rng)}</td></tr>
<tr><th>Courier</th><td>Tracking IL${rng.digits(9)}</td><th>Delivery</th><td>${dt(plus(date, 1), 'dd/mm/yyyy')}–${dt(plus(date, 4), 'dd/mm/yyyy')}</td></tr></table>
<table class="t"><tr><th>SKU</th><th>Product</th><th>Qty</th><th>Price</th><th>Line total</th></tr>${lines.map((l) => `<tr><td>${l.sku}</td><td>${l.name}</td><td>${l.q}</td><td>₪${amount(l.unit)}</td><td>₪${amount(l.sum)}</td></tr>`).join('')}</table>
<div class="tot"><div><span>Items</span><span>₪${amount(goods)}</span></div>${promo ? `<div><span>Promo SPLASH10 (-10%)</span><span>-₪${amount(promo)}</span></div>` : ''}<div><span>Shipping${shipping ? '' : ' (free over ₪600)'}</span><span>₪${amount(shipping)}</span></div>
<div class="g"><span>Grand total</span><span>₪${amount(gross)}</span></div><div><span>VAT ${rate}% included</span><span>₪${amount(vat)}</span></div><div><span>Net of VAT</span><span>₪${amount(gross - vat)}</span></div></div>
<p>Paid by ${rng.pick(['Visa', 'Mastercard', 'Isracard'])} ending ${rng.digits(4)}${inst > 1 ? ` in ${inst} instalments of about ₪${amount(Math.round(gross / inst))}` : ''}. Returns within 14 days in unopened packaging; installation is not included.</p>`;
    const css = `body{font-family:'Liberation Sans';font-size:12.5px;padding:14mm 16mm;color:#263238}.hd{display:flex;justify-content:space-between;align-items:flex-start}.logo{display:flex;align-items:center;gap:6px}
.nm{font-family:'Z003';font-size:44px;color:#00838f}.co{text-align:right;font-size:11.5px;line-height:1.6}h1{font-size:20px;margin:14px 0 8px;color:#00838f}
.kv{width:100%;border-collapse:collapse}.kv th{text-align:left;color:#78909c;font-weight:normal;padding:3px}.kv td{padding:3px}
.t{width:100%;border-collapse:collapse;margin-top:12px}.t th{text-align:left;border-bottom:2px solid #00838f;padding:5px}.t td{padding:5px;border-bottom:1px solid #eceff1}.t td:nth-child(n+3){text-align:right;font-family:'Liberation Mono'}
.tot{width:50%;margin:10px 0 0 auto;font-family:'Liberation Mono'}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-weight:bold;font-size:15px;border-top:2px solid #00838f}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
