import { addDays, amount, EN_MONTHS, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, house, taxIn } from './extra';

const ID = 'en-uk-tweed-mill-order';
const MILLS = [
  { name: 'Glen Ardach Tweed Mill Ltd', addr: 'Mill Lade, Ardach, Perthshire PH16 5QA', color: '#4b5d2a' },
  { name: 'Calder Valley Woollens Limited', addr: 'Wharf Street, Hebden Bridge HX7 6EF', color: '#6b2d3c' },
  { name: 'Borders Loom Company Ltd', addr: 'Tweedside Works, Galashiels TD1 3AB', color: '#2d4a6b' },
];
/** Goods: name, variants, price range in pence (VAT included), most. */
const GOODS: [string, string[], number, number, number][] = [
  ['Pure wool tweed cloth, 150 cm wide (per metre)', ['Heather herringbone', 'Moss houndstooth', 'Slate barleycorn'], 3400, 4800, 4],
  ['Lambswool scarf, 180 × 30 cm', ['Hunting tartan', 'Grey marl', 'Rust check'], 3900, 5500, 3],
  ['Tweed flat cap', ['S', 'M', 'L', 'XL'], 4500, 6500, 2],
  ['Merino throw, 140 × 190 cm', ['Oatmeal', 'Bracken'], 9500, 13900, 1],
  ['Tweed waistcoat', ['38', '40', '42', '44'], 11500, 15900, 1],
  ['Fingerless mittens', ['Navy', 'Heather'], 2200, 2900, 3],
  ['Cushion cover, 45 × 45 cm', ['Windowpane check', 'Plain moss'], 2800, 3800, 4],
  ['Cloth swatch book (40 samples)', ['current range'], 1500, 1500, 1],
];

/** A British woollen mill's online order receipt and VAT invoice in pounds on A4: cloth by the metre with its pattern, scarves, caps, throws, sizes; delivery within the UK to the buyer's relatives or click and collect at the mill shop; prices include VAT at 20%. */
export const enUkTweedMillOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const m = MILLS[n % MILLS.length];
    const items = rng.some(GOODS, rng.int(2, 5)).map(([name, variants, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = rng.int(lo / 100, hi / 100) * 100;
      return { name, variant: rng.pick(variants), q, u, sum: q * u, sku: `${rng.pick(['TW', 'AC', 'HM'])}${rng.int(1000, 9999)}` };
    });
    const goods = add(items.map((i) => i.sum));
    const collect = rng.chance(0.35);
    const ship = collect ? 0 : goods >= 15000 ? 0 : rng.pick([495, 695]);
    const total = goods + ship;
    const vat = taxIn(total, 20);
    const docNo = house(ID, n, [() => `GA${rng.int(100000, 999999)}`, () => `INV-${rng.int(20000, 89999)}`, () => `${date.slice(2, 4)}/${rng.int(1000, 9999)}`])();
    const order = `${rng.int(400000, 899999)}`;
    const ordered = addDays(date, -rng.int(0, 3));
    const style = rng.pick(['dd/mm/yyyy', 'd Mon yyyy', 'long'] as const);
    const [Y, M, D] = date.split('-').map(Number);
    const shown = style === 'long' ? `${D} ${EN_MONTHS[M - 1]} ${Y}` : dt(date, style);
    const font = rng.pick(["'Liberation Serif'", "'P052'", "'Noto Serif'"]);
    const buyer = rng.pick(['Michal Harari', 'Avi Ben-Haim', 'Tamar Klein', 'Yonatan Mor']);
    const to = collect
      ? 'Click &amp; collect – Mill Shop'
      : rng.pick(['c/o Ruth Harari, 14 Elm Grove, London NW4 2PL', 'c/o S. Klein, 8 Bury Old Road, Manchester M7 4QX', 'c/o D. Mor, 3 Park Crescent, Leeds LS8 1DH']);
    const tr = items
      .map((i) => `<tr><td>${i.sku}</td><td>${esc(i.name)}<div class="v">${esc(i.variant)}</div></td><td>${i.q}</td><td>£${amount(i.u)}</td><td>£${amount(i.sum)}</td></tr>`)
      .join('');
    const body = `<div class="top"><div class="nm">${esc(m.name)}</div><div class="tag">Weavers since ${rng.pick(['1868', '1891', '1904'])} · Mill Shop Online</div></div>
<div class="rowx"><div><h1>Receipt &amp; VAT Invoice</h1><table class="f"><tr><td>Invoice number</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date</td><td><b>${shown}</b></td></tr><tr><td>Web order</td><td>#${order} placed ${dt(ordered, 'dd/mm/yyyy')}</td></tr></table></div>
<div class="addr"><b>Customer</b><br>${esc(buyer)}<br>${esc(buyer.split(' ')[0].toLowerCase())}@${rng.pick(['gmail.com', 'walla.co.il', 'outlook.com'])}<br><br><b>Deliver to</b><br>${to}</div></div>
<table class="t"><tr><th>Code</th><th>Item</th><th>Qty</th><th>Price</th><th>Total</th></tr>${tr}</table>
<table class="tot"><tr><td>Items</td><td>£${amount(goods)}</td></tr><tr><td>${collect ? 'Collection' : 'Royal Mail Tracked 48'}</td><td>${ship ? `£${amount(ship)}` : 'FREE'}</td></tr><tr class="g"><td>Order total (GBP)</td><td>£${amount(total)}</td></tr><tr><td>Includes VAT at 20%</td><td>£${amount(vat)}</td></tr></table>
<p>Paid by ${rng.pick(['PayPal', 'Visa debit', 'Apple Pay', 'Mastercard'])} on ${dt(ordered, 'dd/mm/yyyy')}. Cloth cut to length cannot be returned; other items within 28 days, unworn.</p>
<div class="ft">${esc(m.name)} · ${esc(m.addr)} · Registered in ${m.addr.includes('PH') || m.addr.includes('TD') ? 'Scotland' : 'England &amp; Wales'} No. ${m.addr.includes('PH') || m.addr.includes('TD') ? 'SC' : '0'}${rng.digits(6)} · VAT Reg. No. GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}</div>`;
    const css = `body{font-family:${font},serif;font-size:11.5px;color:#222;padding:12mm 16mm}.top{border-bottom:1px solid ${m.color};padding-bottom:3mm;text-align:center}.nm{font-size:24px;font-weight:bold;color:${m.color};letter-spacing:1px}.tag{font-style:italic;color:#555}
.rowx{display:flex;justify-content:space-between;margin-top:6mm}h1{font-size:18px;margin:0 0 2mm;color:${m.color}}.f td{padding:0.8mm 3mm 0.8mm 0}.addr{line-height:1.5;width:70mm}
.t{width:100%;border-collapse:collapse;margin-top:7mm}.t th{text-align:left;border-bottom:1.5px solid ${m.color};padding:1.5mm}.t td{padding:1.5mm;border-bottom:1px solid #e4e4e4;vertical-align:top}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}.v{font-size:10px;color:#666;font-style:italic}
.tot{width:85mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14.5px;border-top:1.5px solid #222;border-bottom:1.5px solid #222}p{margin-top:8mm;color:#444}.ft{margin-top:14mm;font-size:9.5px;color:#666;text-align:center;border-top:1px solid #ccc;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: m.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
