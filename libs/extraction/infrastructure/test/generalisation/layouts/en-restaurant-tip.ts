import { amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, time, truthAmount, vatOfGross } from '../kit';

const PLACES = ['The Salty Anchor', 'Olive & Vine Kitchen Ltd', 'Port Said Grill', 'Blue Door Brasserie Ltd.', 'Carmel Street Tacos'];
const FOOD = ['Caesar Salad', 'Fish Tacos', 'Burger Deluxe', 'Grilled Salmon', 'Truffle Fries', 'Craft Beer', 'House Wine', 'Sparkling Water', 'Cheesecake', 'Flat White'];

/** An English bill from a Tel Aviv restaurant: prices include VAT, a service line, and a tip guide printed below the total. */
export const enRestaurantTip: Layout = {
  id: 'en-restaurant-tip',
  lang: 'en',
  kind: 'restaurant',
  make(rng) {
    const vendor = rng.pick(PLACES);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = lineItems(rng, FOOD, [3, 7], [22, 139], [1, 3]);
    const food = sum(items);
    const vat = vatOfGross(food, rate);
    const service = rng.chance(0.6) ? Math.round((food * 12) / 100) : 0;
    const total = food + service;
    const doc = String(rng.int(100, 9999));
    const label = rng.pick(['Check #', 'Bill No. ', 'Order #', 'Receipt No. ']);
    const idLabel = rng.pick(['Company No.', 'VAT No.', 'Business No.']);
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'd Mon Y'] as const);
    const font = rng.pick(['DejaVu Sans Condensed', 'Liberation Sans Narrow', 'FreeSans', 'Noto Sans']);
    const tips = [15, 18, 20].map((p) => `<td>${p}%<br>${amount(Math.round((total * p) / 100))}</td>`).join('');
    const rows = items.map((l) => `<tr><td>${l.qty}</td><td>${esc(l.name)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('');
    const body = `
<div class="n">${esc(vendor)}</div>
<div class="c">${rng.int(2, 60)} Herbert Samuel St, Tel Aviv &middot; ${idLabel} ${id}</div>
<div class="m">Server: ${rng.pick(['Maya', 'Tom', 'Lior', 'Gal'])} &nbsp; Table ${rng.int(1, 30)} &nbsp; Guests ${rng.int(1, 6)}</div>
<div class="m">${label}${doc} &nbsp; ${formatDate(date, style)} ${time(rng)}</div>
<table>${rows}</table>
<table class="s">
<tr><td>Subtotal</td><td>${amount(food)}</td></tr>
<tr><td>Incl. VAT ${rate}%</td><td>${amount(vat)}</td></tr>
${service ? `<tr><td>Service 12%</td><td>${amount(service)}</td></tr>` : ''}
<tr class="b"><td>TOTAL NIS</td><td>${amount(total)}</td></tr>
</table>
<div class="tg">Tip guide (not included):</div><table class="tips"><tr>${tips}</tr></table>
<div class="c">Tip: ________ &nbsp; Signature: ____________</div>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; width: 70mm; padding: 5mm; }
.n { font-size: 16pt; font-weight: bold; text-align: center; } .c { text-align: center; font-size: 8.5pt; } .m { margin-top: 4px; }
table { width: 100%; border-collapse: collapse; margin-top: 6px; } td:last-child { text-align: right; }
.s .b td { font-weight: bold; font-size: 13pt; border-top: 2px solid #000; } .tg { margin-top: 8px; font-size: 9pt; }
.tips td { text-align: center; border: 1px solid #777; font-size: 8.5pt; }`;
    return {
      page: '80mm 180mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 180mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
