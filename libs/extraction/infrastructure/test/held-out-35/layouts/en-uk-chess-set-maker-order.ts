import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, ordinal, shift, taxIn } from './extra';

const ID = 'en-uk-chess-set-maker-order';

const VENDORS = [
  {
    brand: 'KINGSMERE',
    legal: 'Kingsmere Chess Ltd',
    head: true,
    address: 'Unit 4, Mill Yard, Aylsham, Norfolk NR11 6BY',
    reg: 'Registered in England & Wales No. 08741265 · VAT Reg. GB 284 5519 07',
    date: (iso: string) => ordinal(iso),
    num: (k: number) => `KC-${k}`,
    digits: [100000, 199999],
    color: '#14532d',
    font: "'P052','Noto Serif',serif",
  },
  {
    brand: 'Oakhollow Chessmen',
    legal: 'Oakhollow Turnery Limited',
    head: false,
    address: 'The Old Forge, Clun, Shropshire SY7 8JA',
    reg: 'Company No. 11490382 · VAT No. GB 306 7721 48',
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (k: number) => `OH${k}`,
    digits: [20000, 59999],
    color: '#1e293b',
    font: "'Noto Serif','P052',serif",
  },
];

const ITEMS: [string, number][] = [
  ['Staunton chessmen, boxwood & ebonised, 3.75" king', 24500],
  ['Staunton chessmen, boxwood & rosewood, 4" king', 38900],
  ['Lewis replica chessmen, resin', 12900],
  ['Walnut & maple board, 55 mm squares', 18500],
  ['Travel set with magnetic board', 4500],
  ['DGT analogue chess clock', 5900],
  ['Hand-engraved brass plate', 2500],
  ['Baize-lined storage coffer', 9500],
];

export const enUkChessSetMakerOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = rng
      .some(ITEMS, rng.int(2, 4))
      .map(([name, price]) => ({ name, price, q: name.startsWith('Travel') ? rng.int(1, 3) : 1, sku: `${rng.pick(['CS', 'BD', 'AC'])}-${rng.int(100, 999)}` }));
    const goods = add(lines.map((l) => l.q * l.price));
    const ship = rng.pick([695, 895, 1295]);
    const total = goods + ship;
    const tax = taxIn(total, 20);
    const order = `#${rng.int(20000, 49999)}`;
    const ordered = shift(date, -rng.int(1, 4));
    const dispatched = shift(date, rng.int(0, 2));
    const buyer = rng.pick(['Ronen Ashkenazi', 'Michal Berger', 'Yuval Harari-Cohen', 'Gal Sasson']);
    const facts = `<table class="facts"><tr><td>VAT invoice</td><td><b>${number}</b></td></tr><tr><td>Invoice date (tax point)</td><td>${v.date(date)}</td></tr><tr><td>Order</td><td>${order}, placed ${v.date(ordered)}</td></tr><tr><td>Dispatch</td><td>Royal Mail Special Delivery, ${v.date(dispatched)}</td></tr></table>`;
    const addr = `<div class="addr"><div><b>Billing address</b><br>${esc(buyer)}<br>Rehov HaPalmach 12<br>Jerusalem, Israel</div><div><b>Deliver to</b><br>${esc(buyer)} c/o The Grange Hotel<br>Room ${rng.int(101, 420)}, 8 Cromwell Road<br>London SW7 4ET</div></div>`;
    const table = `<table class="items"><tr><th>SKU</th><th>Item</th><th>Qty</th><th>Price</th><th>Line total</th></tr>${lines
      .map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>£${amount(l.price)}</td><td>£${amount(l.q * l.price)}</td></tr>`)
      .join('')}</table>`;
    const sums = `<table class="tot"><tr><td>Items</td><td>£${amount(goods)}</td></tr><tr><td>Postage &amp; packing</td><td>£${amount(ship)}</td></tr><tr class="big"><td>Total paid</td><td>£${amount(total)}</td></tr><tr><td>of which VAT @ 20%</td><td>£${amount(tax)}</td></tr><tr><td>Net of VAT</td><td>£${amount(total - tax)}</td></tr></table><div class="sm">Paid by Mastercard ending ${rng.digits(4)} on ${v.date(ordered)}. All prices include VAT.</div>`;
    const body = v.head
      ? `<div class="pg"><header><div class="brand">♞ ${esc(v.brand)}</div><div><b>${esc(v.legal)}</b> · ${esc(v.address)}</div><div class="sm">${v.reg}</div></header><h1>Order confirmation &amp; VAT invoice</h1>${facts}${addr}${table}${sums}<footer>Thank you for your order · kingsmerechess.co.uk · orders@kingsmerechess.co.uk</footer></div>`
      : `<div class="pg"><header class="left"><div class="brand">${esc(v.brand)}</div><div class="sm">Hand-turned chess pieces from the Welsh Marches</div></header><h1>Tax invoice</h1>${facts}${addr}${table}${sums}<footer>${esc(v.legal)} · ${esc(v.address)} · ${v.reg}</footer></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1f2421}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:16mm;position:relative}header{text-align:center;border-bottom:1px solid ${v.color};padding-bottom:4mm}header.left{text-align:left}.brand{font-size:30px;letter-spacing:3px;color:${v.color};font-variant:small-caps}.sm{font-size:9.5px;color:#555;margin-top:2mm}h1{font-size:17px;margin:7mm 0 4mm;color:${v.color}}.facts td{padding:2px 10px 2px 0}.addr{display:flex;gap:12mm;margin:6mm 0;line-height:1.5}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;font-weight:normal;text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:55%;margin:5mm 0 0 auto}.tot td{padding:2px 4px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:1.5px solid ${v.color}}footer{position:absolute;bottom:10mm;left:16mm;right:16mm;text-align:center;font-size:9.5px;color:#555;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
