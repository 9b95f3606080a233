import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, next, plus, total, vatIn } from './extra';

const ID = 'en-hamsa-online-order';

/** Product, SKU, agorot with VAT. */
const PRODUCTS: [string, string, number][] = [
  ['Sterling silver hamsa pendant, 18 mm', 'HP-018', 18900],
  ['Gold-plated hamsa necklace with chain', 'HN-G45', 32900],
  ['Evil-eye bead bracelet, adjustable', 'EB-102', 8900],
  ['Hamsa stud earrings, silver', 'HE-S07', 14900],
  ['Ceramic hamsa wall hanging, hand painted', 'HW-C30', 24500],
  ['Hamsa key ring, enamel', 'HK-E01', 4900],
  ['Mother-of-pearl hamsa brooch', 'HB-M12', 21900],
  ["Children's hamsa bracelet, engraved name", 'HC-N03', 12900],
];

const TOWNS = ['Kfar Saba', 'Ness Ziona', 'Givatayim', 'Gedera', 'Even Yehuda', 'Kiryat Ata'];
const NAMES = ['Rachel Adler', 'Daniel Mizrahi', 'Sarah Goldfarb', 'Michael Tal', 'Hannah Rosen', 'David Amsalem'];

/**
 * An Israeli jewellery web shop writing its invoices in English, shekels, A4 (URW Gothic, Liberation Sans): the Ltd with
 * "VAT / Co. No." spaced in threes, "TAX INVOICE / RECEIPT" with "No. BHyynnnnn", issued d Month yyyy, the web order
 * "#nnnnn" placed a few days earlier, bill-to and ship-to in an Israeli town; products with SKU, quantity, unit and line
 * prices with "₪" after ("189.00 ₪"), sometimes a 10% welcome code as a minus, courier shipping or free from 400 ₪,
 * "Total paid" and "Prices include VAT (n%)" with its amount (contained), card in one or two payments or PayPal.
 */
export const enHamsaOnlineOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const ordered = plus(date, -rng.int(0, 4));
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([name, sku, price]) => ({ name, sku, price, qty: rng.int(1, price < 15000 ? 3 : 1) }));
    const goods = total(lines.map((l) => l.price * l.qty));
    const code = rng.chance(0.3);
    const off = code ? Math.round(goods / 10) : 0;
    const shipping = goods - off >= 40000 ? 0 : rng.pick([2900, 3500]);
    const gross = goods - off + shipping;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Blue Hamsa Designs Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `BH${date.slice(2, 4)}${rng.digits(5)}`;
    const name = rng.pick(NAMES);
    const town = rng.pick(TOWNS);
    const sh = (c: number) => `${amount(c)} ₪`;
    const pay = rng.chance(0.3) ? 'PayPal' : `Visa ending ${rng.digits(4)}, ${rng.pick(['1 payment', '2 payments'])}`;
    const body = `<div class="hd"><div><div class="nm">blue hamsa</div><div class="sm">handmade Judaica jewellery · bluehamsa.co.il</div></div><div class="al"><b>${vendorName}</b><br>12 Ha'omanut St, Kfar Yona Industrial Zone<br>VAT / Co. No. ${spacedId(taxId)}</div></div>
<h1>TAX INVOICE / RECEIPT</h1>
<table class="meta"><tr><td><b>No.</b> ${doc}</td><td><b>Issued</b> ${dt(date, 'd Month yyyy')}</td><td><b>Web order</b> #${rng.int(10000, 59999)} of ${dt(ordered, 'd Month yyyy')}</td></tr></table>
<div class="addr"><div><b>Bill to</b><br>${name}<br>${town}, Israel</div><div><b>Ship to</b><br>${name}<br>${rng.int(2, 90)} ${rng.pick(['HaRimon', 'Weizmann', 'HaNarkis', 'HaTomer', 'HaShaked'])} St, ${town}</div></div>
${items(
  ['SKU', 'Product', 'Qty', 'Unit price', 'Total'],
  lines.map((l) => [l.sku, l.name, String(l.qty), sh(l.price), sh(l.price * l.qty)]),
)}
<table class="tot"><tr><th>Items</th><td>${sh(goods)}</td></tr>${code ? `<tr><th>Code WELCOME10 (10%)</th><td>-${sh(off)}</td></tr>` : ''}<tr><th>Shipping (courier)</th><td>${shipping ? sh(shipping) : 'Free'}</td></tr>
<tr class="g"><th>Total paid</th><td>${sh(gross)}</td></tr><tr><th>Prices include VAT (${rate}%)</th><td>${sh(vat)}</td></tr><tr><th>Payment</th><td>${pay}</td></tr></table>
<div class="foot">Returns within 14 days of delivery, unworn and in the original box. Engraved items cannot be returned.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:11.5px;padding:14mm 16mm;color:#1d2a44}.hd{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'URW Gothic';font-size:34px;color:#1f5fa8}.al{text-align:right;font-size:10.5px}
h1{font-family:'URW Gothic';font-size:20px;font-weight:normal;letter-spacing:1px;border-bottom:2px solid #1f5fa8;padding-bottom:4px;margin:16px 0 8px}.meta{width:100%}.meta td{padding:2px 8px 2px 0}
.addr{display:flex;gap:60px;margin:10px 0}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:46%;margin-left:auto}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}
.tot tr.g{font-weight:bold;font-size:14px;border-top:2px solid #1f5fa8}.foot{margin-top:20px;font-size:10px;color:#556}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
