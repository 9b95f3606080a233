import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, plus, row, total } from './extra';

const ID = 'en-us-massachusetts-nautical-chart-shop-order';

/** Massachusetts nautical chart print shop's order invoice, 6.25% sales tax on the merchandise. */
export const enUsMassachusettsNauticalChartShopOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const pool: [string, number, number][] = [
      ['Framed chart print, Boston Harbor 18x24', 1, rng.int(120, 260) * 100],
      ['Chart print, Nantucket Sound 12x16', rng.int(1, 3), 4500],
      ['Chart coasters, set of 4', rng.int(1, 3), 2800],
      ['Chart wall map, Cape Cod Bay 36x48', 1, rng.int(180, 340) * 100],
      ['Brass ship clock', 1, rng.int(90, 180) * 100],
      ['Custom chart print (your harbor)', 1, rng.int(140, 220) * 100],
      ['Lighthouse tide calendar', rng.int(1, 2), 1900],
    ];
    const rows = rng.some(pool, rng.int(2, 4));
    const merch = total(rows.map(([, q, u]) => q * u));
    const taxC = Math.round((merch * 625) / 10000);
    const ship = rng.chance(0.3) ? 0 : rng.int(9, 24) * 100 + 95;
    const gross = merch + taxC + ship;
    const vendorName = co ? 'Cape Ann Chart House Inc.' : 'Buzzards Bay Map & Print LLC';
    const lic = `ST-${rng.digits(8)}`;
    const doc = co ? `CAC-${rng.digits(5)}` : `${date.slice(2, 4)}-${rng.digits(4)}`;
    const f = co ? dt(date, 'Month d, yyyy') : dt(date, 'mm/dd/yyyy');
    const town = rng.pick(['Worcester, MA 01608', 'Springfield, MA 01103', 'Lowell, MA 01852', 'Salem, MA 01970']);
    const body = `<div class="top"><div><div class="brand">${co ? 'CAPE ANN CHARTS' : 'BAY CHART PRINTS'}</div><div class="sm">${co ? 'Rogers St, Gloucester, MA 01930' : `(508) ${rng.digits(3)}-${rng.digits(4)}`}</div></div>
${co ? `<div class="r">${vendorName}<br>Massachusetts Sales Tax Reg. ${lic}</div>` : ''}</div>
<h2>ORDER INVOICE</h2>
${boxes([
  ['Invoice No.', doc],
  ['Invoice Date', f],
  ['Web order', `#${rng.digits(6)}`],
  ['Ships by', co ? dt(plus(date, rng.int(1, 4)), 'Month d, yyyy') : dt(plus(date, rng.int(1, 4)), 'mm/dd/yyyy')],
])}
<div>Ship to: ${rng.pick(['Rachel Stein', 'Daniel Cohen', 'Miriam Katz', 'Jonathan Levy'])}, ${rng.int(10, 990)} Main St, ${town}</div>
${items(
  ['Item', 'Qty', 'Price', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="sum">${row('Merchandise', `$${amount(merch)}`)}${row('Massachusetts sales tax 6.25%', `$${amount(taxC)}`)}${row('Shipping (not taxed)', `$${amount(ship)}`)}${row('Order Total', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">Charged to card ending ${rng.digits(4)}, authorization ${rng.digits(6)}. USPS tracking 9400 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}.</div>
${co ? '' : `<div class="foot">${vendorName} · Purchase St, New Bedford, MA 02740 · Sales Tax Reg. ${lic}</div>`}`;
    const page = 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'P052'" : "'Liberation Sans Narrow'"};font-size:13px;padding:16mm}.top{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:26px;font-weight:bold;color:#0d47a1}h2{font-size:18px}.sum{width:50%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(taxC) },
    };
  },
};
