import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-bonsai-tools-order';

const VENDORS = [
  {
    legal: 'Tall Pine Bonsai Supply LLC',
    addr: ['88 Haywood Rd, Suite 4', 'Asheville, NC 28806'],
    style: 'Month d, yyyy' as D,
    num: (k: number) => `TPB-${k}`,
    digits: [100000, 999999],
    color: '#33691e',
    font: "'P052','Noto Serif',serif",
  },
  {
    legal: 'Kiyomizu Bonsai Tools, Inc.',
    addr: ['2150 Wake Forest Rd', 'Raleigh, NC 27608'],
    style: 'mm/dd/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [4000000, 4999999],
    color: '#880e4f',
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
  },
];

const SKUS: [string, string, number][] = [
  ['KS-180', 'Concave branch cutter, 180 mm', 6450],
  ['KS-205', 'Knob cutter, 205 mm', 7295],
  ['WR-100', 'Anodized aluminum wire, 1.0 mm, 500 g', 1895],
  ['WR-250', 'Anodized aluminum wire, 2.5 mm, 500 g', 1895],
  ['AK-14', 'Akadama soil, hard, 14 L', 3450],
  ['PT-32', 'Unglazed training pot, 32 cm', 4200],
  ['CP-01', 'Cut paste, 190 g', 1250],
  ['TT-07', 'Turntable, cast iron, 7"', 8900],
];

export const enUsBonsaiToolsOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const order = `W${rng.digits(8)}`;
    const orderDate = shift(date, -rng.int(1, 4));
    const items = rng.some(SKUS, rng.int(2, 5)).map(([sku, name, unit]) => ({ sku, name, unit, q: rng.int(1, 3) }));
    const sub = add(items.map((i) => i.q * i.unit));
    const promo = rng.chance(0.4) ? Math.round(sub * 0.15) : 0;
    const ship = rng.pick([1295, 1650, 2195]);
    const taxable = sub - promo + ship;
    const tax = taxOn(taxable, 7.25);
    const total = taxable + tax;
    const body = `<div class="page">
<div class="hd"><div><div class="brand">${esc(v.legal)}</div>${v.addr.map((a) => `<div>${esc(a)}</div>`).join('')}<div class="sm">orders@${v.legal.split(' ')[0].toLowerCase()}bonsai.com · (828) ${rng.digits(3)}-${rng.digits(4)}</div></div><div class="inv">INVOICE</div></div>
<table class="meta">
<tr><th>Invoice #</th><th>Invoice date</th><th>Web order</th><th>Order placed</th><th>Shipped</th></tr>
<tr><td>${number}</td><td>${dt(date, v.style)}</td><td>${order}</td><td>${dt(orderDate, 'mm/dd/yyyy')}</td><td>${dt(shift(date, 1), 'mm/dd/yyyy')}</td></tr>
</table>
<div class="two"><div><b>Bill to</b><br>${esc(rng.pick(['Yoav Segal', 'Tamar Golan', 'Haifa Bonsai Circle', 'Eitan Mor']))}<br>${esc(rng.pick(['Ramat Gan', 'Haifa', "Modi'in", 'Rehovot']))}, Israel</div><div><b>Ship to</b><br>c/o ShipBridge Forwarding #IL${rng.digits(5)}<br>5809 Westpark Dr, Charlotte, NC 28217</div></div>
<table class="it"><tr><th>SKU</th><th>Description</th><th>Qty</th><th>Unit</th><th>Amount</th></tr>
${items.map((i) => `<tr><td>${i.sku}</td><td>${esc(i.name)}</td><td>${i.q}</td><td>$${amount(i.unit)}</td><td>$${amount(i.q * i.unit)}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>Merchandise</td><td>$${amount(sub)}</td></tr>
${promo ? `<tr><td>Promo SPRINGWIRE (15%)</td><td>-$${amount(promo)}</td></tr>` : ''}
<tr><td>Shipping (UPS Ground)</td><td>$${amount(ship)}</td></tr>
<tr><td>NC sales tax 7.25%</td><td>$${amount(tax)}</td></tr>
<tr class="g"><td>Total (USD)</td><td>$${amount(total)}</td></tr>
<tr><td>Paid — ${rng.pick(['Visa', 'PayPal', 'Amex'])} ${rng.digits(4)}</td><td>($${amount(total)})</td></tr>
<tr><td>Amount due</td><td>$0.00</td></tr>
</table>
<div class="foot">Live trees are not shipped outside the continental US. Returns of unused tools within 30 days.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:12px}.page{padding:13mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:20px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#555}.inv{font-size:30px;letter-spacing:4px;color:${v.color}}table{border-collapse:collapse;width:100%}.meta{margin:12px 0}.meta th{background:${v.color};color:#fff;padding:4px;text-align:left;font-size:11px}.meta td{border:1px solid #bbb;padding:4px}.two{display:flex;gap:20px;margin:8px 0}.two>div{flex:1;border-left:3px solid ${v.color};padding-left:6px}.it th{border-bottom:2px solid #333;text-align:left;padding:4px}.it td{padding:4px;border-bottom:1px solid #ddd}.tot{width:45%;margin:10px 0 0 auto}.tot td{padding:3px}.tot td:last-child{text-align:right}.g{font-weight:bold;font-size:14px;border-top:2px solid #333}.foot{margin-top:16px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
