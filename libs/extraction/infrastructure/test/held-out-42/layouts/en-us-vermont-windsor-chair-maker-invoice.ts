import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-vermont-windsor-chair-maker-invoice';
const RATE = 6;

const ITEMS: [string, number, number][] = [
  ['Sack-back Windsor armchair, hickory & white pine', 165000, 210000],
  ['Continuous-arm Windsor chair', 185000, 240000],
  ['Comb-back Windsor rocker', 220000, 290000],
  ['Bow-back Windsor side chair', 110000, 145000],
  ['Fan-back Windsor side chair', 105000, 140000],
  ['Child’s Windsor high chair', 90000, 120000],
  ['Milk paint finish, two colours', 12000, 18000],
  ['Wool seat cushion, tie-on', 6500, 9500],
];
const BUYERS = ['Ms Rachel Ohana (visiting from Israel)', 'Stowe Mountain Inn', 'Mr and Mrs Elkin', 'Dartmouth Hall Antiques', 'Mr Amit Weiss'];

const VENDORS = [
  {
    brand: 'GREEN MOUNTAIN WINDSORS',
    legal: 'Green Mountain Windsor Chairs, Inc.',
    font: "'URW Bookman','Liberation Serif',serif",
    color: '#14532d',
    head: true,
    num: (r: { int(a: number, b: number): number }) => `GMW-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    addr: '18 Mill Road, Woodstock, VT 05091',
  },
  {
    brand: 'Otter Creek Chairworks',
    legal: 'Otter Creek Chairworks LLC',
    font: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    color: '#7c2d12',
    head: false,
    num: (r: { int(a: number, b: number): number }) => `${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    addr: '5 Frog Hollow Alley, Middlebury, VT 05753',
  },
];

export const enUsVermontWindsorChairMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng);
    const ordered = shift(date, -rng.int(40, 120));
    const lines = rng.some(ITEMS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, lo > 100000 ? 2 : 4), unit: rng.int(lo / 500, hi / 500) * 500 }));
    const sub = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(sub, RATE);
    const total = sub + tax;
    const deposit = Math.round((sub * 0.5) / 10000) * 10000;
    const reg = `${rng.int(10, 99)}-${rng.digits(7)}`;
    const ids = `Vermont Business Tax Account ${reg}`;
    const usd = (c: number) => `$${amount(c)}`;
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="page">
<div class="brand">${v.brand}</div>
<div class="tag">Hand-made Windsor chairs since ${rng.int(1978, 2004)}</div>
${v.head ? `<div class="co">${esc(v.legal)} · ${v.addr} · (802) ${rng.int(200, 999)}-${rng.digits(4)}<br>${ids}</div>` : ''}
<h1>INVOICE</h1>
<div class="two"><div><b>Sold to</b><br>${rng.pick(BUYERS)}<br>Account ${rng.pick(['A', 'C', 'R'])}-${rng.digits(5)}<br>Picked up at the shop</div>
<table class="meta">
${row('Invoice #', number)}
${row('Invoice date', v.date(date))}
${row('Commission no.', `WC-${rng.digits(3)}`)}
${row('Ordered', v.date(ordered))}
</table></div>
<table class="items"><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${usd(l.unit)}</td><td>${usd(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot">
${row('Subtotal', usd(sub))}
${row('Vermont sales tax 6%', usd(tax))}
${row('Total', usd(total), 'big')}
${row(`Deposit received ${v.date(ordered)}`, `(${usd(deposit)})`)}
${row('Balance paid at pickup', usd(total - deposit))}
</table>
<div class="note">Each chair is signed and dated under the seat. Check no. ${rng.int(1000, 9999)} / card ending ${rng.digits(4)}.</div>
${v.head ? '' : `<footer>${esc(v.legal)} · ${v.addr} · ${ids}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:215.9mm;height:279mm;box-sizing:border-box;padding:14mm;position:relative}.brand{font-size:26px;font-weight:bold;color:${v.color};text-align:center}.tag{text-align:center;font-style:italic}.co{text-align:center;font-size:10px;margin-top:4px;line-height:1.5}h1{font-size:18px;margin:14px 0 8px;border-bottom:2px solid ${v.color}}.two{display:flex;justify-content:space-between;line-height:1.5}.meta td{padding:1px 0 1px 12px}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{text-align:left;border-bottom:2px solid ${v.color};padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{width:55%;margin:10px 0 0 auto}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111}.note{margin-top:16px}footer{position:absolute;bottom:9mm;left:14mm;right:14mm;border-top:1px solid ${v.color};padding-top:4px;text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
