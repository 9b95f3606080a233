import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, idOf, items, next, plus, total, vatIn } from './extra';

const ID = 'en-havdalah-online-order';

/** Product, agorot (VAT inclusive). */
const PRODUCTS: [string, number][] = [
  ['Braided havdalah candle - pure beeswax, 6 wicks', 4800],
  ['Braided havdalah candle - rainbow, 4 wicks', 3600],
  ['Spice box - olive wood, carved pomegranate', 14900],
  ['Spice box - hammered copper tower', 22900],
  ['Havdalah set: cup, plate and candle holder (pewter)', 38900],
  ['Besamim refill - whole cloves 50 g', 1900],
  ['Besamim refill - cinnamon & bay mix 40 g', 2200],
  ['Shabbat candles - box of 72, 4 hours', 2900],
  ['Candle snuffer - brass', 5900],
];

/**
 * An Israeli Judaica web shop's tax invoice-receipt in English, shekels, A4 (Noto Serif, Liberation Sans): the Ltd with
 * "Company No." plain, "TAX INVOICE / RECEIPT" and "No. HV-nnnnnn", issue date d Mon yyyy, order "#W" and its earlier date,
 * shipping method, an item table with "₪" prices, a coupon of 10% as a minus (sometimes), shipping or free from ₪350,
 * "Total" with "₪", "incl. VAT" with rate (contained), card with the number of instalments and the first and later payments.
 */
export const enHavdalahOnlineOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const ordered = plus(date, -rng.int(0, 2));
    const rows = rng.some(PRODUCTS, rng.int(2, 5)).map(([n, p]) => ({ n, p, q: p < 6000 ? rng.int(1, 4) : 1 }));
    const goods = total(rows.map((r) => r.q * r.p));
    const coupon = rng.chance(0.4) ? Math.round(goods / 10) : 0;
    const ship = goods - coupon >= 35000 ? 0 : rng.pick([2900, 3900]);
    const gross = goods - coupon + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Ner Tamid Candle Works Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `HV-${rng.int(100000, 999999)}`;
    const n = gross > 30000 ? rng.pick([1, 2, 3]) : 1;
    const first = gross - Math.floor(gross / n) * (n - 1);
    const sums: string[] = [`<tr><th>Subtotal</th><td>₪${amount(goods)}</td></tr>`];
    if (coupon) sums.push(`<tr><th>Coupon HAVDALAH10 (10%)</th><td>-₪${amount(coupon)}</td></tr>`);
    sums.push(`<tr><th>Shipping (${ship ? rng.pick(['Israel Post registered', 'Courier to door']) : 'free over ₪350'})</th><td>₪${amount(ship)}</td></tr>`);
    sums.push(`<tr class="b"><th>Total</th><td>₪${amount(gross)}</td></tr><tr><th>incl. VAT ${rate}%</th><td>₪${amount(vat)}</td></tr>`);
    const body = `<div class="hd"><div class="nm">Ner Tamid</div><div class="sm">handmade candles &amp; havdalah · Kiryat Tivon</div></div>
<div class="vend sm">${vendorName} · Company No. ${taxId} · 9 HaAlonim St, Kiryat Tivon · service@nertamid.co.il</div>
<div class="title">TAX INVOICE / RECEIPT <span>No. ${doc}</span></div>
<table class="kv"><tr><th>Issued</th><td>${dt(date, 'd Mon yyyy')}</td><th>Order</th><td>#W${rng.int(10000, 99999)} of ${dt(ordered, 'd Mon yyyy')}</td></tr><tr><th>Customer</th><td>${rng.pick(['Rivka Adler', 'Shmuel Katz', 'Daniella Brown', 'Yossi Mendelsohn', 'Leah Stern'])}</td><th>Ship to</th><td>${rng.pick(['Beit Shemesh', "Ra'anana", 'Modiin', 'Efrat', 'Petah Tikva'])}</td></tr></table>
${items(
  ['Item', 'Qty', 'Price', 'Total'],
  rows.map((r) => [r.n, String(r.q), `₪${amount(r.p)}`, `₪${amount(r.q * r.p)}`]),
)}
<table class="sums">${sums.join('')}</table>
<div class="pay">Paid by ${rng.pick(['Visa', 'Mastercard', 'Isracard'])} ending ${rng.digits(4)}${n > 1 ? ` in ${n} instalments: first ₪${amount(first)}, then ${n - 1} × ₪${amount(Math.floor(gross / n))}` : ', one payment'}.</div>
<div class="sm foot">Prices include VAT. Returns within 14 days of delivery under the Consumer Protection Law. Shavua tov!</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:11.5px;padding:15mm 18mm}.hd{display:flex;justify-content:space-between;align-items:baseline;border-bottom:2px solid #6b3fa0}.nm{font-family:'Noto Serif';font-size:30px;font-style:italic;color:#6b3fa0}
.vend{margin:4px 0 10px;color:#444}.title{font-family:'Noto Serif';font-size:18px;font-weight:bold;margin:8px 0}.title span{font-weight:normal;margin-left:14px}.kv th{text-align:left;font-weight:normal;color:#666;padding:2px 8px 2px 0}.kv td{padding:2px 24px 2px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.sums{width:48%;margin-left:auto}.sums th{text-align:left;font-weight:normal;padding:3px 6px}.sums td{text-align:right;padding:3px 6px}.sums tr.b{font-weight:bold;font-size:14px;border-top:1.5px solid #333}.pay{margin-top:10px}.foot{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
