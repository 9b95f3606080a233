import { addDays, amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, taxOn, weekday } from './extra';

const ID = 'en-us-beekeeping-supply-invoice';

const VENDORS = [
  { name: 'Green Mountain Apiary Supply, Inc.', addr: '412 Route 7, Middlebury, VT 05753', state: 'VT sales tax 6%', rate: 6, num: (k: number) => `GM-${k}` },
  { name: 'Prairie Hive Company LLC', addr: '88 Depot Street, Ames, IA 50010', state: 'Iowa sales tax 7%', rate: 7, num: (k: number) => `${k}` },
];

const ITEMS: [string, string, number][] = [
  ['BH-10D', '10-frame deep hive body, assembled', 4295],
  ['FR-DW', 'Wooden deep frames w/ wax foundation (10)', 3850],
  ['SM-SS', 'Stainless steel smoker, 4 x 7 in', 4499],
  ['VL-JK', 'Ventilated beekeeping jacket w/ veil', 12900],
  ['GL-GT', 'Goatskin gloves, pair', 2450],
  ['HT-J', 'J-hook hive tool', 1195],
  ['EX-2F', '2-frame manual honey extractor', 21900],
  ['QE-PL', 'Plastic queen excluder', 995],
  ['FD-TP', 'Top feeder, 2 gallon', 3275],
];

export const enUsBeekeepingSupplyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(40000, 89999));
    const rows = rng.some(ITEMS, rng.int(3, 6)).map(([sku, name, unit]) => ({ sku, name, unit, qty: rng.int(1, 4) }));
    const goods = add(rows.map((r) => r.qty * r.unit));
    const freight = rng.int(18, 65) * 100 + 50;
    const tax = taxOn(goods + freight, v.rate);
    const total = goods + freight + tax;
    const style = n % 2 ? 'mm/dd/yyyy' : 'Month d, yyyy';
    const body = `<div class="p">
<div class="hd"><div class="name">${esc(v.name)}</div><div class="sm">${esc(v.addr)} · (802) ${rng.int(200, 999)}-${rng.int(1000, 9999)}</div></div>
<div class="row"><div class="billto"><b>BILL TO</b><br>${esc(rng.pick(['Moshav Beit Dvash Apiary', 'Kibbutz Ein Shemer Bees', 'Yaron Halevi', 'Galil Honey Farm']))}<br>Israel<br><b>SHIP TO</b><br>${esc(rng.pick(['Avi Stern', 'Dana Kaplan']))}, ${rng.int(10, 99)} Maple Ave, Burlington, VT</div>
<table class="meta"><tr><td colspan="2" class="inv">INVOICE</td></tr><tr><td>Invoice No.</td><td>${number}</td></tr><tr><td>Invoice Date</td><td>${dt(date, style)}</td></tr><tr><td>Customer PO</td><td>PO-${rng.int(100, 999)}</td></tr><tr><td>Ship Date</td><td>${dt(addDays(date, rng.int(1, 3)), 'mm/dd/yyyy')}</td></tr><tr><td>Terms</td><td>Prepaid</td></tr></table></div>
<table class="items"><tr><th>Item</th><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>
${rows.map((r) => `<tr><td>${r.sku}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`).join('')}
</table>
<div class="tot">
<div class="pr"><span>Subtotal</span><span>$${amount(goods)}</span></div>
<div class="pr"><span>Freight (UPS Ground)</span><span>$${amount(freight)}</span></div>
<div class="pr"><span>${v.state}</span><span>$${amount(tax)}</span></div>
<div class="pr big"><span>TOTAL USD</span><span>$${amount(total)}</span></div>
<div class="pr"><span>Payment received</span><span>($${amount(total)})</span></div>
<div class="pr"><span>Balance due</span><span>$0.00</span></div>
</div>
<div class="sm foot">Live bees and queens ship separately. Thank you for keeping bees!</div>
</div>`;
    const css = `body{font-family:'C059','Liberation Serif',serif;font-size:12px}.p{padding:14mm}.hd{border-bottom:4px solid #e0a800;padding-bottom:4px}.name{font-size:22px;font-weight:bold}.sm{font-size:10px;color:#555}.row{display:flex;justify-content:space-between;margin:12px 0}.inv{font-size:22px;font-weight:bold;color:#a07800}.meta td{padding:1px 8px}table.items{width:100%;border-collapse:collapse}.items th{background:#fff3c4;text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{width:45%;margin:10px 0 0 auto}.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px;border-top:2px solid #333}.foot{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '8.5in 11in', css, body }),
      page: '8.5in 11in',
      truth: { vendorName: v.name, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
