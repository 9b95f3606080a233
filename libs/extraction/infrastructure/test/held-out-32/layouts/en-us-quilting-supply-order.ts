import { addDays, amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, share } from '../../generalisation/notation';
import { add, dated, taxOn, weekday } from './extra';

const ID = 'en-us-quilting-supply-order';

const VENDORS = [
  {
    legal: 'Prairie Stitch Supply LLC',
    addr: '1840 N Rock Road, Wichita, KS 67206',
    style: 'Month d, yyyy' as D,
    num: (k: number) => `PSS-${k}`,
    digits: [100000, 999999],
    shipTo: 'c/o ParcelHop #IL-4471, 2150 Whitfield Ave, Sarasota, FL 34243',
    tax: { label: 'FL sales tax (7%)', rate: 7 },
    color: '#8a3b12',
  },
  {
    legal: 'Bramble and Bobbin Corp.',
    addr: '77 Mill Street, Yellow Springs, OH 45387',
    style: 'mm/dd/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [1000000, 1999999],
    shipTo: 'c/o ShipTLV Forwarding, 1201 W Elizabeth Ave, Linden, NJ 07036',
    tax: { label: 'NJ sales tax 6.625%', rate: 6.625 },
    color: '#2b4a7a',
  },
];

const ITEMS: [string, string, number][] = [
  ['FQ-MEADOW-20', 'Fat quarter bundle "Meadow", 20 pcs', 6480],
  ['RC-45', 'Rotary cutter 45 mm', 2299],
  ['MAT-2436', 'Self-healing cutting mat 24" x 36"', 4599],
  ['THR-50WT-CONE', 'Cotton thread 50wt, 3000 yd cone', 1195],
  ['BAT-QN-8020', 'Batting 80/20, queen', 3850],
  ['RUL-6X24', 'Acrylic ruler 6.5" x 24"', 2875],
  ['PIN-GLASS-100', 'Glass-head pins, 100', 899],
  ['PAT-LOGCABIN', 'Pattern booklet: Log Cabin Variations', 1400],
];

export const enUsQuiltingSupplyOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const order = `W${rng.digits(8)}`;
    const ordered = addDays(date, -rng.int(1, 3));
    const rows = rng.some(ITEMS, rng.int(2, 6)).map(([sku, name, unit]) => ({ sku, name, unit, qty: rng.int(1, 3) }));
    const sub = add(rows.map((r) => r.qty * r.unit));
    const disc = rng.chance(0.5) ? share(sub, 10) : 0;
    const ship = rng.pick([995, 1495, 1850]);
    const taxable = sub - disc + ship;
    const tax = taxOn(taxable, v.tax.rate);
    const total = taxable + tax;
    const buyer = rng.pick([
      'Hadas Levinson, Kfar Saba, Israel',
      'Ruth Amsalem, Zichron Yaakov, Israel',
      'Modiin Quilters Circle, Modiin, Israel',
      'Tova Greenbaum, Haifa, Israel',
    ]);
    const body = `<div class="p">
<div class="top"><div><div class="name">${esc(v.legal)}</div><div class="sm">${esc(v.addr)}</div><div class="sm">orders@${v.legal.split(' ')[0].toLowerCase()}quilts.com</div></div><div class="inv">INVOICE</div></div>
<table class="meta"><tr><td>Invoice #</td><td><b>${number}</b></td><td>Web order</td><td>${order}</td></tr>
<tr><td>Invoice date</td><td><b>${dt(date, v.style)}</b></td><td>Order date</td><td>${dt(ordered, v.style)}</td></tr>
<tr><td>Ship date</td><td>${dt(addDays(date, 1), v.style)}</td><td>Ship via</td><td>USPS Priority Mail</td></tr></table>
<div class="two"><div><b>Bill to</b><br>${esc(buyer)}</div><div><b>Ship to</b><br>${esc(v.shipTo)}</div></div>
<table class="items"><tr><th>SKU</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${r.sku}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>$${amount(r.unit)}</td><td class="n">$${amount(r.qty * r.unit)}</td></tr>`).join('')}</table>
<div class="sum">
<div class="pr"><span>Merchandise subtotal</span><span>$${amount(sub)}</span></div>
${disc ? `<div class="pr"><span>Guild discount GUILD10 (10%)</span><span>-$${amount(disc)}</span></div>` : ''}
<div class="pr"><span>Shipping</span><span>$${amount(ship)}</span></div>
<div class="pr"><span>${v.tax.label}</span><span>$${amount(tax)}</span></div>
<div class="pr big"><span>Order total (USD)</span><span>$${amount(total)}</span></div>
<div class="pr"><span>Paid - ${rng.pick(['Visa', 'Mastercard', 'Discover'])} ending ${rng.digits(4)}</span><span>($${amount(total)})</span></div>
<div class="pr"><span>Balance due</span><span>$0.00</span></div>
</div>
<div class="foot">Thank you for stitching with us! Fabric cut from the bolt cannot be returned.</div>
</div>`;
    const css = `body{font-family:'C059','Liberation Serif',serif;font-size:12px}.p{padding:14mm 16mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.name{font-size:22px;font-weight:bold;color:${v.color}}.sm{font-size:10px}.inv{font-size:30px;letter-spacing:3px;color:${v.color}}table{border-collapse:collapse;width:100%}.meta{margin:12px 0}.meta td{padding:3px 6px;border:1px solid #ddd}.meta td:nth-child(odd){background:#f4efe9;width:18%}.two{display:flex;gap:30px;margin:10px 0}.two div{flex:1}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.n{text-align:right}.sum{width:50%;margin:12px 0 0 auto}.pr{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.foot{margin-top:24px;font-style:italic;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
