import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { de, dt, share } from '../../generalisation/notation';

const SHOPS = [
  { name: 'Tuinkamer Webwinkel B.V.', site: 'tuinkamer.nl', city: 'Utrecht', color: '#2f6b3a' },
  { name: 'Keukenhuys Online B.V.', site: 'keukenhuys.com', city: 'Haarlem', color: '#8a3b12' },
  { name: 'De Groene Vlinder B.V.', site: 'groenevlinder.nl', city: 'Zwolle', color: '#3d5a80' },
];
// [name, price incl. VAT in cents, VAT rate]: plants, seeds and books at 9%, the rest 21%.
const GOODS: [string, number, number][] = [
  ['Tulip bulbs "Queen of Night", 25 pcs', 1295, 9],
  ['Olive tree in pot, 80 cm', 4995, 9],
  ['Herb seed collection (12 packets)', 1450, 9],
  ['Book: The Small Balcony Garden', 2499, 9],
  ['Enamel watering can 5 l', 3495, 21],
  ['Cast-iron casserole 24 cm', 8995, 21],
  ['Stoneware planter set (3)', 3950, 21],
  ['Stainless garden scissors', 1895, 21],
  ['Linen apron, olive', 2750, 21],
];

/**
 * A Dutch web shop's English "Invoice" for an order delivered within the EU, in EUR (A4, Open Sans
 * or Liberation Sans, amounts "€ 1.234,56"): the shop's logo word, "Order #NL…" with the order
 * date and time, "Invoice number" and "Invoice date" (the day of dispatch), the Israeli customer's
 * e-mail and a delivery address in the Netherlands or Belgium, articles with their VAT rate (9%
 * plants, seeds and books; 21% the rest), a discount code, shipping (21%), "Total incl. VAT", a VAT
 * analysis per rate, the iDEAL or card payment, KvK, BTW-id and IBAN in the footer.
 */
export const enDutchWebshopInvoice: Layout = {
  id: 'en-dutch-webshop-invoice',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const ordered = randomDate(rng, '2023-06-01', '2026-03-25');
    const date = addDays(ordered, rng.int(0, 2));
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([n, u, r]) => ({ n, u, r, q: rng.chance(0.3) ? 2 : 1 }));
    const disc = rng.chance(0.5) ? 10 : 0;
    const g9 = lines.filter((l) => l.r === 9).reduce((a, l) => a + l.q * l.u, 0);
    const g21 = lines.filter((l) => l.r === 21).reduce((a, l) => a + l.q * l.u, 0);
    const d9 = share(g9, disc);
    const d21 = share(g21, disc);
    const ship = rng.pick([495, 695, 0]);
    const b9 = g9 - d9;
    const b21 = g21 - d21 + ship;
    const v9 = vatOfGross(b9, 9);
    const v21 = vatOfGross(b21, 21);
    const total = b9 + b21;
    const vat = v9 + v21;
    const docNo = `${date.slice(0, 4)}-${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const order = `NL${rng.digits(7)}`;
    const e = (c: number) => `€ ${de(c)}`;
    const font = rng.pick(['Open Sans', 'Liberation Sans']);
    const kvk = rng.digits(8);
    const btw = `NL${rng.digits(9)}B0${rng.int(1, 3)}`;
    const to = rng.pick([
      ['Prinsengracht 412-2', '1016 JK Amsterdam', 'Netherlands'],
      ['Oudegracht 88', '3511 AV Utrecht', 'Netherlands'],
      ['Rue de la Loi 41', '1040 Brussels', 'Belgium'],
    ]);
    const buyer = rng.pick(['Noa Shapira', 'Eitan Levi', 'Hila Brandt', 'Yoav Mizrahi']);
    const body = `<div class="head"><div class="logo" style="color:${s.color}">${esc(s.name.replace(/ B\.V\.$/, ''))}</div><div class="h">Invoice</div></div>
<div class="cols"><div><b>Delivery address</b><br>${esc(buyer)}<br>${to.join('<br>')}<br><span class="mut">${buyer.toLowerCase().replace(' ', '.')}@gmail.com</span></div>
<table class="facts"><tr><td>Invoice number</td><td>${docNo}</td></tr><tr><td>Invoice date</td><td>${dt(date, 'dd-Mon-yy')}</td></tr><tr><td>Order</td><td>#${order}</td></tr><tr><td>Order date</td><td>${dt(ordered, 'dd/mm/yyyy')} ${String(rng.int(7, 23)).padStart(2, '0')}:${rng.digits(2).replace(/^[6-9]/, '5')}</td></tr><tr><td>Customer no.</td><td>${rng.digits(6)}</td></tr></table></div>
<table class="it"><tr><th>Article</th><th>Qty</th><th>Price</th><th>VAT</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.n)}</td><td>${l.q}</td><td>${e(l.u)}</td><td>${l.r}%</td><td>${e(l.q * l.u)}</td></tr>`).join('')}
${disc ? `<tr><td>Discount code WELKOM10 (-10%)</td><td></td><td></td><td></td><td>- ${e(d9 + d21)}</td></tr>` : ''}
<tr><td>Shipping (PostNL)</td><td></td><td></td><td>21%</td><td>${ship ? e(ship) : 'free'}</td></tr></table>
<table class="tot"><tr class="b"><td>Total incl. VAT</td><td>${e(total)}</td></tr></table>
<table class="vat"><tr><th>VAT rate</th><th>Excl. VAT</th><th>VAT</th><th>Incl. VAT</th></tr>
${b9 ? `<tr><td>9%</td><td>${e(b9 - v9)}</td><td>${e(v9)}</td><td>${e(b9)}</td></tr>` : ''}${b21 ? `<tr><td>21%</td><td>${e(b21 - v21)}</td><td>${e(v21)}</td><td>${e(b21)}</td></tr>` : ''}
<tr><td>Total</td><td>${e(total - vat)}</td><td>${e(vat)}</td><td>${e(total)}</td></tr></table>
<div class="paid">Paid on ${dt(ordered, 'd Mon yyyy')} with ${rng.pick(['iDEAL', 'Visa **** ' + rng.digits(4), 'PayPal', 'Mastercard **** ' + rng.digits(4)])}. Thank you for your order!</div>
<div class="foot">${esc(s.name)} · ${s.city} · ${s.site} · KvK ${kvk} · BTW-id ${btw} · IBAN NL${rng.int(10, 99)} INGB 0${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}<br>Returns accepted within 14 days of delivery.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#222;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:baseline}.logo{font-size:26px;font-weight:bold;letter-spacing:-0.5px}.h{font-size:24px;color:#999}
.cols{display:flex;justify-content:space-between;margin:8mm 0}.mut{color:#777}.facts td{padding:0.8mm 3mm}.facts td:first-child{color:#777}
table{border-collapse:collapse}.it{width:100%}.it th{text-align:left;border-bottom:2px solid #222;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #e2e2e2}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{margin:4mm 0 0 auto;width:80mm}.tot td{padding:1.5mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:15px;border-top:2px solid #222}
.vat{margin:5mm 0 0 auto;font-size:10.5px;color:#444}.vat th,.vat td{padding:0.8mm 3mm;text-align:right;border-bottom:1px solid #eee}
.paid{margin-top:8mm}.foot{margin-top:18mm;font-size:9.5px;color:#777;border-top:1px solid #ddd;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
