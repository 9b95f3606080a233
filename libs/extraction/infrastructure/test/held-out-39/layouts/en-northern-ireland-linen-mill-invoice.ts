import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-northern-ireland-linen-mill-invoice';

const VENDORS = [
  {
    brand: 'LAGAN LINEN',
    tag: 'Irish linen woven in the Lagan Valley',
    legal: 'Lagan Valley Linen Ltd',
    address: 'Unit 4, Hilden Mill Yard, Lisburn, Co. Antrim BT27 4RR',
    companyNo: 'NI038517',
    vat: 'GB 318 2264 57',
    num: (r: { int(a: number, b: number): number }) => `LVL-${r.int(10000, 29999)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    title: 'VAT INVOICE',
    font: "'DejaVu Serif',serif",
    color: '#14532d',
    top: true,
  },
  {
    brand: 'The Bann Weaving Shed',
    tag: 'Damask &amp; table linen · Banbridge',
    legal: 'Bann Damask Weavers Limited',
    address: '27 Castlewellan Road, Banbridge, Co. Down BT32 4AX',
    companyNo: 'NI612904',
    vat: 'GB 402 7719 03',
    num: (r: { int(a: number, b: number): number }, iso: string) => `INV/${iso.slice(2, 4)}/${r.int(1000, 4999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    title: 'TAX INVOICE',
    font: "'FreeSerif',serif",
    color: '#7c2d12',
    top: false,
  },
];

const GOODS: [string, number, number][] = [
  ['Pure linen tablecloth 180 × 270 cm, ivory', 9500, 16500],
  ['Damask napkins, set of 6', 4200, 6800],
  ['Linen tea towels, set of 3', 1800, 2900],
  ['Double duvet cover, stonewashed linen', 11900, 17900],
  ['Table runner, shamrock damask', 2600, 3900],
  ['Linen pillowcases (pair)', 3600, 5200],
  ['Hand-hemmed handkerchiefs, box of 4', 2200, 3200],
  ['Hemstitched guest towels (pair)', 2400, 3600],
];
const CUSTOMERS = [
  'The Merchant Quarter Hotel, Belfast BT1',
  'Carmel &amp; Co. Restaurant, London W1',
  'Mrs. Ruth Adler, Hampstead, London NW3',
  'Harbour House B&amp;B, Portrush BT56',
];

export const enNorthernIrelandLinenMillInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng, date);
    const ordered = shift(date, -rng.int(5, 30));
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 12), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const letters = rng.chance(0.5) ? rng.int(6, 40) : 0;
    const carriage = rng.pick([895, 1250, 1950]);
    const net = add(lines.map((l) => l.qty * l.unit)) + letters * 150 + carriage;
    const tax = taxOn(net, 20);
    const total = net + tax;
    const ids = `Company No. ${v.companyNo} (registered in Northern Ireland) · VAT Reg. No. ${v.vat}`;
    const body = `<div class="page">
<header><div class="brand">${v.brand}</div><div class="tag">${v.tag}</div>${v.top ? `<div class="who"><b>${esc(v.legal)}</b> · ${v.address}<br>${ids}</div>` : ''}</header>
<div class="row"><h1>${v.title}</h1><table class="meta">
<tr><th>Invoice no.</th><td>${number}</td></tr>
<tr><th>Invoice date / tax point</th><td>${v.date(date)}</td></tr>
<tr><th>Order date</th><td>${v.date(ordered)}</td></tr>
<tr><th>Your ref.</th><td>${rng.pick(['PO', 'WEB', 'TEL'])}-${rng.int(1000, 9999)}</td></tr>
<tr><th>Account</th><td>${rng.pick(['MQH', 'CAR', 'ADL', 'HHB'])}${rng.int(100, 999)}</td></tr>
</table></div>
<div class="to"><div class="l">Invoice to</div>${rng.pick(CUSTOMERS)}</div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>VAT</th><th>Net</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>£${amount(l.unit)}</td><td>20%</td><td>£${amount(l.qty * l.unit)}</td></tr>`).join('')}
${letters ? `<tr><td>Hand embroidery, monogram (per letter)</td><td>${letters}</td><td>£1.50</td><td>20%</td><td>£${amount(letters * 150)}</td></tr>` : ''}
<tr><td>Carriage – Royal Mail Tracked 24</td><td>1</td><td>£${amount(carriage)}</td><td>20%</td><td>£${amount(carriage)}</td></tr></table>
<table class="tot">
<tr><td>Total net</td><td>£${amount(net)}</td></tr>
<tr><td>VAT @ 20%</td><td>£${amount(tax)}</td></tr>
<tr class="big"><td>Invoice total</td><td>£${amount(total)}</td></tr>
<tr><td>Amount paid (card, ${v.date(ordered)})</td><td>£${amount(total)}</td></tr>
<tr><td>Balance outstanding</td><td>£0.00</td></tr>
</table>
<div class="note">Linen should be washed at 40°C before first use. Goods remain our property until paid in full.</div>
${v.top ? '' : `<footer>${esc(v.brand)} is a trading name of <b>${esc(v.legal)}</b>, ${v.address}. ${ids}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1c1c1c}.page{width:210mm;height:296mm;box-sizing:border-box;padding:15mm;position:relative}header{text-align:center;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-size:28px;color:${v.color};letter-spacing:3px;font-variant:small-caps}.tag{font-style:italic}.who{margin-top:5px;font-size:9.5px;line-height:1.5}.row{display:flex;justify-content:space-between;align-items:flex-start;margin-top:12px}h1{font-size:20px;color:${v.color};margin:0}.meta{border-collapse:collapse}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 10px 2px 0}.meta td{text-align:right}.to{margin:10px 0;line-height:1.5}.l{font-size:9px;text-transform:uppercase;color:#666}.items{width:100%;border-collapse:collapse;margin-top:8px}.items th{text-align:left;border-top:1px solid #333;border-bottom:1px solid #333;padding:4px}.items td{padding:4px;border-bottom:1px dotted #bbb}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:50%}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:1px solid #333;border-bottom:3px double #333}.note{margin-top:14px;font-size:9.5px;font-style:italic}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #aaa;padding-top:4px;font-size:9px;text-align:center;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
