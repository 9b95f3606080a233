import { addDays, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, taxIn, weekday } from './extra';

const ID = 'en-belgian-lace-shop-order';

const VENDORS = [
  { name: 'Kantwerk Brugge BV', short: 'Kantwerk', city: 'Wollestraat 14, 8000 Brugge', vat: 'BE 0742.318.605', num: (k: number) => `KW-${k}` },
  { name: 'Dentelles du Sablon SRL', short: 'Dentelles du Sablon', city: 'Rue de Rollebeek 9, 1000 Bruxelles', vat: 'BE 0689.204.117', num: (k: number) => `2${k}` },
];

const ITEMS: [string, number][] = [
  ['Bobbin-lace table runner, 120 cm', 8950],
  ['Hand-made lace doily, 30 cm', 3400],
  ['Lace handkerchief, monogrammed', 2450],
  ['Tablecloth with lace border, 160 x 220', 18900],
  ['Framed lace butterfly', 6500],
  ['Lace christening bonnet', 7800],
  ['Bobbin lace starter kit', 4900],
  ['Lace bookmark (set of 3)', 1500],
];

export const enBelgianLaceShopOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(10000, 99999));
    const order = `WEB-${rng.int(200000, 899999)}`;
    const placed = addDays(date, -rng.int(1, 3));
    const rows = rng.some(ITEMS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const goods = add(rows.map((r) => r.qty * r.unit));
    const ship = rng.pick([695, 895, 1250]);
    const total = goods + ship;
    const tax = taxIn(total, 21);
    const style = n % 2 ? 'd Month yyyy' : 'dd/mm/yyyy';
    const body = `<div class="p">
<div class="hd"><div><div class="logo">${esc(v.short)}</div><div class="sm">Handmade Belgian lace since 1952</div></div><div class="addr">${esc(v.name)}<br>${esc(v.city)}<br>VAT ${v.vat}</div></div>
<h1>INVOICE</h1>
<table class="meta"><tr><td>Invoice number</td><td>${number}</td><td>Order</td><td>${order}</td></tr><tr><td>Invoice date</td><td>${dt(date, style)}</td><td>Order placed</td><td>${dt(placed, style)}</td></tr></table>
<div class="cols"><div><b>Billing address</b><br>${esc(rng.pick(['Orly Ben-David', 'Tamar Weiss', 'Hila Cohen', 'Nurit Azoulay']))}<br>${rng.int(2, 60)} Hanassi St, ${rng.pick(['Haifa', 'Herzliya', 'Jerusalem'])}, Israel</div><div><b>Delivery address</b><br>c/o ${esc(rng.pick(['Hotel Navarra', 'Hotel Adornes', 'Pand Hotel']))}, Brugge, Belgium</div></div>
<table class="items"><tr><th>Item</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>€ ${eu(r.unit)}</td><td>€ ${eu(r.qty * r.unit)}</td></tr>`).join('')}
<tr><td>Shipping (bpost, tracked)</td><td>1</td><td>€ ${eu(ship)}</td><td>€ ${eu(ship)}</td></tr></table>
<div class="tot">
<div class="pr big"><span>Total (EUR, VAT included)</span><span>€ ${eu(total)}</span></div>
<div class="pr"><span>of which VAT 21%</span><span>€ ${eu(tax)}</span></div>
<div class="pr"><span>Paid by card (${rng.pick(['Visa', 'Mastercard'])})</span><span>€ ${eu(total)}</span></div>
</div>
<div class="sm foot">Thank you for your order. Returns accepted within 14 days in original condition.</div>
</div>`;
    const css = `body{font-family:'URW Bookman','Liberation Serif',serif;font-size:12px;color:#2b2b2b}.p{padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:1px solid #999;padding-bottom:6px}.logo{font-family:'Z003','URW Chancery L',serif;font-size:34px}.addr{text-align:right;font-size:11px}.sm{font-size:10px;color:#666}h1{letter-spacing:4px;font-size:20px}.meta td{padding:2px 10px 2px 0}.meta td:nth-child(odd){color:#666}.cols{display:flex;gap:40px;margin:12px 0}table.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:1px solid #333}.items td{padding:4px 2px;border-bottom:1px solid #ddd}.tot{width:48%;margin:12px 0 0 auto}.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px}.foot{margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.name, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
