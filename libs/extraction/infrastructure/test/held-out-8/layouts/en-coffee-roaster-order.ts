import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';

const ROASTERS = [
  { name: 'Copper Kettle Roasters Ltd', brand: 'copper kettle', addr: 'Unit 4, Tannery Yard, Bristol BS2 0JZ', co: '11' },
  { name: 'Hackney Bean Co. Limited', brand: 'HACKNEY BEAN', addr: '27 Mare Street, London E8 4RP', co: '09' },
  { name: 'Three Hills Coffee Ltd', brand: 'Three Hills', addr: '8 Canal Wharf, Leeds LS11 5PS', co: '12' },
];
// [name, price incl. VAT in pence, VAT rate]: coffee beans are zero-rated food in the UK, equipment 20%.
const GOODS: [string, number, number][] = [
  ['Ethiopia Guji, whole bean 250 g', 1150, 0],
  ['House espresso blend 1 kg', 3200, 0],
  ['Colombia decaf, ground 250 g', 1050, 0],
  ['Kenya AA, whole bean 500 g', 1990, 0],
  ['Ceramic pour-over dripper', 2400, 20],
  ['Hand grinder, steel burr', 6900, 20],
  ['Gooseneck kettle 0.9 l', 5400, 20],
  ['Paper filters ×100', 650, 20],
  ['Gift card', 2500, 0],
];

/**
 * A UK coffee roaster's web-shop order confirmation and VAT invoice in GBP (A4, Comic Neue brand,
 * Open Sans body): "Order #" with the date and time, "VAT invoice no." ("CK-2025-01234"), "Invoice
 * date" the day of dispatch, a subscription discount on some, delivery to Israel or the UK, lines
 * with their VAT rate (beans 0%, equipment 20%), "Order total", "of which VAT", the company number
 * and "VAT Reg No GB …".
 */
export const enCoffeeRoasterOrder: Layout = {
  id: 'en-coffee-roaster-order',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const r = rng.pick(ROASTERS);
    const ordered = randomDate(rng, '2023-06-01', '2026-03-25');
    const date = addDays(ordered, rng.int(0, 2));
    const rows = rng.some(GOODS, rng.int(2, 5)).map(([n, u, v]) => ({ n, u, v, q: rng.int(1, 3) }));
    const disc = rng.chance(0.4) ? 10 : 0;
    // The discount is taken line by line, so each rate keeps its own gross.
    const lineTotal = (x: (typeof rows)[number]) => x.q * x.u - Math.round((x.q * x.u * disc) / 100);
    const goods = rows.reduce((a, x) => a + x.q * x.u, 0);
    const after = rows.reduce((a, x) => a + lineTotal(x), 0);
    const ship = rng.pick([395, 495, 1450]);
    const g20 = rows.filter((x) => x.v === 20).reduce((a, x) => a + lineTotal(x), 0) + ship;
    const vat = vatOfGross(g20, 20);
    const total = after + ship;
    const docNo = `${r.brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase()}-${date.slice(0, 4)}-${rng.digits(5)}`;
    const order = `#${rng.int(10000, 99999)}`;
    const p = (c: number) => `£${amount(c)}`;
    const body = `<div class="hd"><div class="brand">${esc(r.brand)}</div><div>Order confirmation &amp; VAT invoice</div></div>
<div class="two"><div>Order ${order}<br>Placed ${dt(ordered, 'd Month yyyy')}, ${hhmm(rng.int(0, 1439))}<br>VAT invoice no. <b>${docNo}</b><br>Invoice date: ${dt(date, 'd Month yyyy')}</div>
<div>Deliver to:<br>${esc(rng.pick(['Dana Levi, 12 HaShaked St, Ra’anana, Israel', 'Tom Ashby, 5 Elm Grove, Bath BA1 2AB', 'Yossi Peretz, 40 Weizmann St, Haifa, Israel']))}</div></div>
<table class="it"><tr><th>Item</th><th>Qty</th><th>VAT</th><th>Price</th><th>Total</th></tr>${rows.map((x) => `<tr><td>${esc(x.n)}</td><td>${x.q}</td><td>${x.v}%</td><td>${p(x.u)}</td><td>${p(x.q * x.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Items</td><td>${p(goods)}</td></tr>${disc ? `<tr><td>Subscriber discount 10%</td><td>-${p(goods - after)}</td></tr>` : ''}<tr><td>Delivery (20% VAT)</td><td>${p(ship)}</td></tr>
<tr class="b"><td>Order total</td><td>${p(total)}</td></tr><tr><td>of which VAT</td><td>${p(vat)}</td></tr></table>
<div class="sm">Paid with ${rng.pick(['Apple Pay', 'Visa ending ' + rng.digits(4), 'PayPal'])}. ${esc(r.name)}, ${esc(r.addr)}. Registered in England &amp; Wales, company number ${r.co}${rng.digits(6)}. VAT Reg No GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}.</div>`;
    const css = `body{font-family:'Open Sans',sans-serif;font-size:12px;color:#3e2723;padding:14mm 18mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #6d4c41;padding-bottom:3mm}
.brand{font-family:'Comic Neue','Open Sans';font-size:30px;font-weight:bold;color:#6d4c41}.two{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.5}
table{border-collapse:collapse}.it{width:100%}.it th{text-align:left;border-bottom:1px solid #6d4c41;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #eee}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{margin:5mm 0 6mm auto;width:80mm}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:15px;border-top:2px solid #3e2723}.sm{font-size:10px;color:#666}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: r.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
