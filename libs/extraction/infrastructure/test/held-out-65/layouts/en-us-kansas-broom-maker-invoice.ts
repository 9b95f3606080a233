import { amount, htmlPage, Layout, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total } from './extra';

const ID = 'en-us-kansas-broom-maker-invoice';

/** Goods: name, lowest and highest price in whole dollars. */
const GOODS: [string, number, number][] = [
  ['Shaker flat kitchen broom, hickory handle', 48, 72],
  ['Hearth broom, braided handle', 38, 58],
  ['Whisk broom', 14, 24],
  ['Cobweb broom, 6 ft handle', 42, 62],
  ['Turkey wing broom', 22, 34],
  ['Child-size broom', 18, 28],
  ['Wedding (jumping) broom, ribboned', 65, 95],
  ['Round "besom" garden broom', 36, 52],
  ['Hand-forged broom hanger', 12, 20],
  ['Broomcorn hurl bundle, 2 lb (craft supply)', 16, 26],
];
const BUYERS = ['Walk-in customer', 'Ness City Quilt Guild', 'M. Schmidt, Hays', 'Prairie Museum Store', 'L. Dinkel, WaKeeney', 'R. Oborny, Bison'];

/**
 * A Kansas broom maker's invoice in dollars (never a Sunday; 2022 and 2024 to 2026), brooms sold over
 * the counter in Ness County, where only the state sales tax of 6.5% applies: the LLC's workshop in
 * Bazine or the sole trader's stall in Arnold.
 */
export const enUsKansasBroomMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([name, lo, hi]) => ({
      name,
      qty: rng.int(1, name.startsWith('Whisk') || name.startsWith('Broomcorn') ? 4 : 2),
      unit: rng.int(lo, hi) * 100 + rng.pick([0, 0, 50, 95]),
    }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = Math.round((net * 65) / 1000);
    const gross = net + tax;
    const vendorName = co ? 'Smoky Hill Broom Works LLC' : 'Ruth Ann Pfannenstiel';
    const acct = `004-${String(100000000 + (seedOf(`h65~ks~${vendorName}`) % 900000000))}F-01`;
    const doc = co ? `SH-${rng.int(2000, 6999)}` : String(rng.int(100, 999));
    const buyer = rng.pick(BUYERS);
    const money = (c: number) => `$${amount(c)}`;
    const rows = lines.map((l) => [l.name.replace(/"/g, '&quot;'), String(l.qty), amount(l.unit), amount(l.qty * l.unit)]);
    const pay = rng.pick(co ? ['Visa ending ' + rng.digits(4), 'Check No. ' + rng.int(1000, 9999), 'Cash'] : ['Cash', 'Check No. ' + rng.int(1000, 9999), 'Venmo']);
    const body = co
      ? `<div class="head"><div class="brand">SMOKY HILL BROOM WORKS</div><div class="sm">Smoky Hill Broom Works LLC · Bazine, Kansas 67516 · Ness County · (785) 398-${rng.digits(4)}<br>Kansas Sales Tax Registration ${acct}</div></div>
<h1>INVOICE</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', dt(date, 'mm/dd/yyyy')],
    ['Sold to', buyer],
    ['Payment', pay],
    ['Sold', 'Over the counter, Bazine'],
    ['Clerk', rng.pick(['Dale', 'Marcy', 'Hank'])],
  ],
  2,
)}
${items(['Item', 'Qty', 'Price', 'Amount'], rows)}
<div class="sum">${row('Subtotal', money(net))}${row('Kansas Sales Tax 6.5%', money(tax))}${row('Total', money(gross), 'b big')}</div>
<div class="sm">Every broom is tied by hand from Kansas broomcorn. Exchanges within 30 days with this invoice.</div>`
      : `<div class="c"><div class="brand2">Prairie Whisk Brooms</div><div class="sm">Arnold, Kansas 67515 (Ness County) · (785) 234-${rng.digits(4)}</div></div>
<h1 class="c">Invoice # ${doc}</h1><div class="c">${dt(date, 'Month d, yyyy')}</div>
<div>Customer: ${buyer}</div>
${items(['Item', 'Qty', 'Each', 'Total'], rows)}
<div class="sum">${row('Merchandise', amount(net))}${row('KS state sales tax 6.5%', amount(tax))}${row('TOTAL', money(gross), 'b big')}</div>
<div>Paid: ${pay}</div>
<div class="foot sm">Ruth Ann Pfannenstiel, owner · KS sales tax acct. ${acct}</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Roman'" : "'URW Bookman'"};font-size:${co ? 11 : 10}px;padding:${co ? '14mm' : '9mm'};height:${co ? 250 : 195}mm;position:relative}
.head{border-bottom:3px double #6d4c41;padding-bottom:6px;text-align:center}.brand{font-family:'URW Gothic';font-size:26px;letter-spacing:2px;color:#6d4c41}.brand2{font-size:18px;font-weight:bold}
h1{font-size:18px;margin:10px 0 6px}.sum{width:48%;margin-left:auto;margin-top:6px}.big{font-size:1.15em}.foot{position:absolute;bottom:0;left:0;right:0;border-top:1px solid #888;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
