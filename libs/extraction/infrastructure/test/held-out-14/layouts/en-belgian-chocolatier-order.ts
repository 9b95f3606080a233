import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { beVat, eur } from './extra';

const SHOPS = [
  { brand: 'Maison Vandermeulen', legal: 'Chocolaterie Vandermeulen BV', city: 'Brugge', site: 'vandermeulen-chocolates.be' },
  { brand: 'Pralines Delvaux-Peeters', legal: 'Delvaux-Peeters SRL', city: 'Namur', site: 'delvauxpeeters.be' },
  { brand: 'Cacao Atelier Gent', legal: 'Cacao Atelier NV', city: 'Gent', site: 'cacaoatelier.be' },
];
/** Name, price with VAT (cents), VAT rate. */
const PRODUCTS: [string, number, number][] = [
  ['Assorted pralines, 500 g box', 3450, 6],
  ['Dark ganache selection, 24 pcs', 2890, 6],
  ['Manon café, 250 g', 1975, 6],
  ['Orangettes in dark chocolate, 200 g', 1650, 6],
  ['Single-origin bar Peru 72% (5 pack)', 2250, 6],
  ['Chocolate spread hazelnut, 300 g', 1190, 6],
  ['Wooden gift box with engraving', 1800, 21],
  ['Ceramic hot-chocolate mug', 1450, 21],
];
const BUYERS = ['Hila Weiss', 'Oren Tzur', 'Maya Abergel', 'Daniel Sasson'];

/**
 * A Belgian chocolatier's web-shop invoice on A4 in EUR (Lato, Open Sans or Nimbus Sans; the house name in C059
 * italic): the house name, the company ("BV", "SRL", "NV") with "BTW/TVA BE 0…" and "RPR/RPM", "INVOICE",
 * "Invoice number" ("2024-WEB-01734" or "F240173") beside "Order" ("#" and five digits), "Invoice date"
 * (dd/mm/yyyy or "12 Mar 2025") one or two days after "Order date" (with a time); bought by an Israeli with an
 * Israeli address, delivered to a hotel or relative in Belgium; products at prices with VAT ("€34.50" or
 * Belgian "€ 34,50"), each with its VAT rate (6% food, 21% gifts), delivery (21%), "Total", and a VAT table
 * (rate, excl. VAT, VAT) with "Total VAT"; paid by card or Bancontact with a transaction reference.
 */
export const enBelgianChocolatierOrder: Layout = {
  id: 'en-belgian-chocolatier-order',
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const order = randomDate(rng, '2023-07-01', '2026-02-25');
    const date = addDays(order, rng.int(1, 2));
    const belgian = rng.chance(0.5);
    const m = (c: number) => eur(c, belgian);
    const lines = rng.some(PRODUCTS, rng.int(2, 5)).map(([name, price, rate]) => ({ name, price, rate, qty: rng.int(1, 4) }));
    const delivery = rng.pick([0, 695, 950]);
    const gross = (r: number) => lines.filter((l) => l.rate === r).reduce((a, l) => a + l.qty * l.price, 0) + (r === 21 ? delivery : 0);
    const vats = [6, 21].map((r) => ({ r, gross: gross(r), vat: vatOfGross(gross(r), r) })).filter((x) => x.gross > 0);
    const total = vats.reduce((a, x) => a + x.gross, 0);
    const vat = vats.reduce((a, x) => a + x.vat, 0);
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}-WEB-${String(rng.int(100, 4999)).padStart(5, '0')}` : `F${date.slice(2, 4)}${rng.digits(4)}`;
    const font = rng.pick(['Lato', 'Open Sans', 'Nimbus Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const);
    const body = `<div class="hd"><div><div class="brand">${esc(s.brand)}</div><div class="sm">${esc(s.legal)} · ${esc(s.city)}, Belgium<br>BTW/TVA ${beVat(rng)} · RPR/RPM ${esc(s.city === 'Namur' ? 'Liège, div. Namur' : 'Gent')}<br>www.${s.site}</div></div><div class="inv">INVOICE</div></div>
<table class="meta"><tr><td>Invoice number</td><td><b>${docNo}</b></td><td>Order</td><td>#${rng.int(10000, 99999)}</td></tr><tr><td>Invoice date</td><td>${dt(date, fmt)}</td><td>Order date</td><td>${dt(order, fmt)} ${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}</td></tr></table>
<div class="addr"><div><b>Billing address</b><br>${esc(rng.pick(BUYERS))}<br>${esc(rng.pick(['12 Hanasi St', "7 Ahad Ha'am St", '40 Weizmann St']))}<br>${esc(rng.pick(['Haifa', 'Kfar Saba', 'Modiin']))}, Israel</div><div><b>Delivery address</b><br>${esc(rng.pick(['Hotel Navarra, Room 214', 'c/o Sarah Goldstein', "Hotel Dukes' Palace, reception"]))}<br>${esc(rng.pick(['Kasteelstraat 9', 'Lange Kievitstraat 31', 'Rue du Marché 4']))}<br>${esc(rng.pick(['8000 Brugge', '2018 Antwerpen', '1000 Brussels']))}, Belgium</div></div>
<table class="it"><tr><th>Product</th><th>Qty</th><th>Unit price</th><th>VAT</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${m(l.price)}</td><td>${l.rate}%</td><td>${m(l.qty * l.price)}</td></tr>`).join('')}
<tr><td>Delivery (bpost, 1-2 working days)</td><td></td><td></td><td>21%</td><td>${delivery ? m(delivery) : 'Free'}</td></tr><tr class="b"><td colspan="4">Total (VAT included)</td><td>${m(total)}</td></tr></table>
<table class="vt"><tr><th>VAT rate</th><th>Excl. VAT</th><th>VAT</th></tr>${vats.map((x) => `<tr><td>${x.r}%</td><td>${m(x.gross - x.vat)}</td><td>${m(x.vat)}</td></tr>`).join('')}<tr class="b"><td>Total VAT</td><td></td><td>${m(vat)}</td></tr></table>
<div class="pay">Paid on ${dt(order, fmt)} by ${rng.pick(['Visa', 'Mastercard', 'Bancontact'])} · transaction ${rng.digits(4)}-${rng.digits(6)}. Thank you for your order!</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#2b1b12;padding:15mm 16mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #5d3a1a;padding-bottom:4mm}.brand{font-family:'C059',serif;font-style:italic;font-size:26px;color:#5d3a1a}.sm{font-size:9.5px;color:#555;line-height:1.5}
.inv{font-size:26px;letter-spacing:3px;color:#5d3a1a}table{border-collapse:collapse;width:100%}.meta{margin:6mm 0}.meta td{padding:1mm 2mm}.meta td:nth-child(odd){color:#777}.addr{display:flex;gap:20mm;margin-bottom:6mm;line-height:1.5}
.it th{background:#5d3a1a;color:#fff;text-align:left;padding:1.8mm}.it td{padding:1.8mm;border-bottom:1px solid #e0d5cc}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right;white-space:nowrap}.b td{font-weight:bold;font-size:13px}
.vt{width:90mm;margin:6mm 0 0 auto}.vt th{text-align:right;border-bottom:1px solid #5d3a1a;padding:1mm 2mm}.vt td{text-align:right;padding:1mm 2mm}.pay{margin-top:10mm;font-size:10.5px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
