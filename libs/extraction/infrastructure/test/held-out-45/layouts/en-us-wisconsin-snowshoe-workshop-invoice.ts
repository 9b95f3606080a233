import { amount, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-us-wisconsin-snowshoe-workshop-invoice';

const LINES: [string, number][] = [
  ['Ash-frame snowshoes, Ojibwe pattern', 38500],
  ['Bear-paw snowshoes, rawhide lacing', 34500],
  ['Kids snowshoes, 10x30', 16500],
  ['Snowshoe building class, 2 days (per seat)', 42000],
  ['Leather bindings (pair)', 6900],
  ['Re-lacing service (pair)', 12500],
  ['Spar varnish kit', 2900],
  ['Wall-mount display bracket', 4500],
  ['Trekking poles, ash', 8900],
];

const VENDORS = [
  {
    brand: 'NORTHWOODS SNOWSHOE CO.',
    legal: 'Northwoods Snowshoe Company, Inc.',
    addr: '10742 Main Street, Hayward, WI 54843',
    color: '#37474f',
    font: "'URW Bookman','Liberation Serif',serif",
    num: (rng: Rng) => `NS-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    top: true,
  },
  {
    brand: 'Chequamegon Frame & Lace',
    legal: 'Chequamegon Frame & Lace LLC',
    addr: '208 W 2nd Street, Ashland, WI 54806',
    color: '#8d3b1f',
    font: "'Liberation Sans','DejaVu Sans',sans-serif",
    num: (rng: Rng, iso: string) => `${iso.slice(2, 4)}${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    top: false,
  },
];

export const enUsWisconsinSnowshoeWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [0, 6]);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const lines = rng.some(LINES, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(sub, 5);
    const sum = sub + tax;
    const permit = `456-${rng.digits(10)}-${rng.digits(2)}`;
    const deposit = Math.round(sum / 3 / 100) * 100;
    const body = `<div class="pg">
<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">Handmade snowshoes since 1961</div></div><div class="r">${v.top ? `${e(v.legal)}<br/>${v.addr}<br/>(715) ${rng.int(200, 899)}-${rng.digits(4)}<br/>WI Seller's Permit ${permit}` : `${v.addr}<br/>(715) ${rng.int(200, 899)}-${rng.digits(4)}`}</div></div>
<h1>INVOICE</h1>
${boxes([
  ['Invoice #', number],
  ['Invoice date', v.date(date)],
  ['Order date', v.date(plus(date, -rng.int(10, 50)))],
  ['Customer', `C-${rng.int(1000, 9999)}`],
])}
<div class="cust"><b>Sold to:</b> ${rng.pick(['Hermon Outdoor Ltd., Kiryat Shmona, Israel', 'Gil Navon, Metula, Israel', 'Trail & Summit Shop, Jerusalem, Israel', 'Dana Eshel, visiting Hayward, WI'])}</div>
${items(
  ['Item', 'Qty', 'Price', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), `$${amount(l.unit)}`, `$${amount(l.qty * l.unit)}`]),
)}
<div class="sums">${pairs([
      ['Subtotal', `$${amount(sub)}`],
      ['Wisconsin sales tax 5%', `$${amount(tax)}`],
      ['Total', `$${amount(sum)}`],
      [`Deposit received ${v.date(plus(date, -rng.int(3, 9)))}`, `($${amount(deposit)})`],
      ['Balance due', `$${amount(sum - deposit)}`],
    ])}</div>
<div class="sm">Picked up at the workshop. Check No. ${rng.int(1000, 9999)} or card ending ${rng.digits(4)}.</div>
${v.top ? '' : `<div class="foot">${e(v.legal)} · WI Seller's Permit ${permit} · Ashland, Wisconsin</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:0.7in}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.r{text-align:right}.brand{font-size:25px;font-weight:bold;color:${v.color}}h1{font-size:21px;letter-spacing:2px}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
