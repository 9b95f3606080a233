import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-us-michigan-cherry-orchard-order';

/** Michigan tart cherry orchard's farm-store order invoice in dollars with Michigan's 6% sales tax. */
export const enUsMichiganCherryOrchardOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const cat: [string, number][] = [
      ['Dried tart cherries, 2 lb bag', 2499],
      ['Cherry preserves, 12 oz', 899],
      ['Tart cherry juice concentrate, 32 oz', 2799],
      ['Chocolate-covered cherries, 1 lb', 1699],
      ['Cherry salsa, 16 oz', 749],
      ['Orchard gift crate', 5995],
      ['Cherry pit spitting tee shirt', 2200],
    ];
    const lines = rng.some(cat, rng.int(2, 5)).map(([nm, p]) => ({ nm, p, q: rng.int(1, 4) }));
    const sub = total(lines.map((l) => l.p * l.q));
    const ship = rng.pick([0, 1495, 2250]);
    const tax = vatOn(sub, 6);
    const gross = sub + tax + ship;
    const vendorName = co ? 'Leelanau Tart Cherry Co.' : 'Old Mission Orchard Store LLC';
    const doc = co ? `LTC-${rng.digits(5)}` : `${date.slice(2, 4)}-${rng.digits(4)}`;
    const f = (iso: string) => (co ? dt(iso, 'Month d, yyyy') : dt(iso, 'mm/dd/yyyy'));
    const permit = `${rng.digits(2)}-${rng.digits(7)}`;
    const body = `<div class="sheet"><div class="hd"><div><div class="brand">${co ? 'LEELANAU CHERRY' : 'OLD MISSION ORCHARD'}</div><div class="sm">${co ? 'M-22, Suttons Bay, MI 49682' : '(231) 555-0' + rng.digits(3)}</div></div>${co ? `<div class="r">${e(vendorName)}<br>Michigan sales tax license ${permit}</div>` : ''}</div>
<h2>ORDER INVOICE</h2>
${boxes([
  ['Invoice No.', doc],
  ['Invoice Date', f(date)],
  ['Web order', `#${rng.digits(6)}`],
  ['Ships by', f(plus(date, rng.int(1, 4)))],
])}
<div>Ship to: ${rng.pick(['Dana Levi, Ann Arbor, MI', 'Eitan Mor, Lansing, MI', 'The Hoffman family, Grand Rapids, MI', 'Ruth Adler, Kalamazoo, MI'])}</div>
${items(
  ['Item', 'Qty', 'Price', 'Total'],
  lines.map((l) => [e(l.nm), String(l.q), `$${amount(l.p)}`, `$${amount(l.p * l.q)}`]),
)}
<div class="tot">${row('Merchandise', `$${amount(sub)}`)}${row('Michigan sales tax 6%', `$${amount(tax)}`)}${row('Shipping (not taxed)', `$${amount(ship)}`)}${row('Order Total', `$${amount(gross)}`, 'b big')}</div>
<div class="sm">Visa ending ${rng.digits(4)} · auth ${rng.digits(6)} · UPS ${'1Z' + rng.digits(10)}</div>
${co ? '' : `<div class="foot">${e(vendorName)} · 14800 Center Rd, Traverse City, MI 49686 · Michigan sales tax license ${permit}</div>`}</div>`;
    const page = 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'P052'" : "'Liberation Sans Narrow'"};font-size:13px}.sheet{padding:15mm;position:relative;height:278mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #a4161a}.brand{font-size:26px;font-weight:bold;color:#a4161a}.r{text-align:right}.tot{width:50%;margin-left:auto}.big{font-size:1.3em}.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
