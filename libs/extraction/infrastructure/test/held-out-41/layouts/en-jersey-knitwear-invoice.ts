import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, bracketedGbp, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-jersey-knitwear-invoice';

const ITEMS: [string, number, number][] = [
  ['Traditional Jersey guernsey, navy, hand-finished', 11500, 14500],
  ['Fisherman rib jumper, natural wool', 9500, 12500],
  ['Cable-knit cardigan, oatmeal', 12000, 15500],
  ['Children\u2019s guernsey, age 4-6', 5500, 7000],
  ['Knitted beanie, island blue', 2200, 2900],
  ['Wool scarf, harbour stripe', 3500, 4800],
  ['Name embroidery on placket', 800, 1500],
  ['Wool wash & care kit', 1200, 1600],
];

const VENDORS = [
  {
    brand: 'ST AUBIN KNIT CO.',
    legal: 'St Aubin Knitwear Limited',
    idsTop: true,
    ids: (r: { int(a: number, b: number): number }) => `Registered in Jersey No. ${r.int(100000, 139999)} · GST Reg. No. 00${r.int(10000, 99999)}`,
    addr: 'La Rue du Crocquet, St Aubin, Jersey JE3 8BZ',
    num: (r: { int(a: number, b: number): number }) => `SAK${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    gbp: (c: number) => `£${amount(c)}`,
    font: "'C059','Nimbus Roman',serif",
    color: '#1e3a8a',
  },
  {
    brand: 'Gorey Wool Room',
    legal: 'Le Marquand Yarns Ltd',
    idsTop: false,
    ids: (r: { int(a: number, b: number): number }) =>
      `Gorey Wool Room is a trading name of Le Marquand Yarns Ltd, Jersey company ${r.int(40000, 99999)}. GST registration 00${r.int(10000, 99999)}.`,
    addr: 'Gorey Pier, Grouville, Jersey JE3 9EP',
    num: (r: { int(a: number, b: number): number }) => `GWR/${r.int(1000, 4999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    gbp: (c: number) => `GBP ${amount(c)}`,
    font: "'FreeSans','Liberation Sans',sans-serif",
    color: '#15803d',
  },
];

export const enJerseyKnitwearInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const date = weekday(d0);
    const rate = 5;
    const number = v.num(rng);
    const ordered = shift(date, -rng.int(5, 25));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const goods = add(lines.map((l) => l.qty * l.unit));
    const post = rng.pick([450, 600, 850]);
    const net = goods + post;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const ids = v.ids(rng);
    const body = `<div class="pg">
<header><div><div class="brand">${v.brand}</div><div>${v.addr}</div>${v.idsTop ? `<div class="ids">${v.legal} · ${ids}</div>` : ''}</div><div class="doc">INVOICE<br><span>Tax invoice for GST</span></div></header>
<table class="meta"><tr><td>Invoice No.</td><td><b>${number}</b></td><td>Invoice date</td><td><b>${v.date(date)}</b></td></tr>
<tr><td>Web order</td><td>#${rng.int(50000, 99999)}</td><td>Ordered</td><td>${v.date(ordered)}</td></tr>
<tr><td>Deliver to</td><td colspan="3">${rng.pick(['Hadar Levi (guest), Pomme d\u2019Or Hotel, St Helier', 'Oren Katz, c/o Grève de Lecq Cottages, St Mary', 'Tamar Golan (guest), St Brelade\u2019s Bay Hotel', 'Ben Avraham, c/o Rozel Bay Holiday Flats, St Martin'])} · customer ${rng.int(1000, 9999)}</td></tr></table>
<table class="items"><tr><th>Item</th><th>Qty</th><th>Unit</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${v.gbp(l.unit)}</td><td>${v.gbp(l.qty * l.unit)}</td></tr>`).join('')}
<tr><td>Island delivery to your accommodation</td><td>1</td><td>${v.gbp(post)}</td><td>${v.gbp(post)}</td></tr></table>
<table class="tot"><tr><td>Subtotal</td><td>${v.gbp(net)}</td></tr><tr><td>GST @ ${rate}%</td><td>${v.gbp(tax)}</td></tr><tr class="big"><td>Total</td><td>${v.gbp(total)}</td></tr><tr><td>Paid online ${v.date(ordered)}</td><td>${bracketedGbp(total)}</td></tr><tr><td>Amount due</td><td>${v.gbp(0)}</td></tr></table>
<div class="note">Knitted in Jersey from British wool. Delivered within the Island; GST is charged on all sales and deliveries in Jersey.</div>
${v.idsTop ? '' : `<footer>${v.legal} · ${v.addr}<br>${ids}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:15mm;position:relative;overflow:hidden}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px;line-height:1.5}.brand{font-size:26px;font-weight:bold;color:${v.color}}.ids{font-size:9.5px}.doc{font-size:22px;font-weight:bold;text-align:right}.doc span{font-size:10px;font-weight:normal}.meta{width:100%;margin:12px 0}.meta td{padding:3px}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+2){text-align:right}.tot{margin:10px 0 0 auto}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}.note{margin-top:16px;font-size:10px}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #999;padding-top:4px;font-size:9px;text-align:center;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
