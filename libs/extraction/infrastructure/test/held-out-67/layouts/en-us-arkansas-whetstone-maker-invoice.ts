import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, row, total } from './extra';

const ID = 'en-us-arkansas-whetstone-maker-invoice';

/** Goods: name, lowest and highest price in whole dollars. */
const GOODS: [string, number, number][] = [
  ['Soft Arkansas bench stone, 8 x 2 x 1/2 in.', 38, 58],
  ['Hard Arkansas bench stone, 6 x 2 x 1/2 in.', 48, 72],
  ['Black Hard Arkansas surgical hone, 4 x 1 in.', 65, 110],
  ['Translucent Arkansas pocket stone with leather pouch', 28, 46],
  ['Woodcarver slip stone set (4 profiles)', 44, 68],
  ['Combination bench stone in walnut box', 95, 160],
  ['Honing oil, 4 fl oz', 7, 11],
  ['Lapping plate for flattening stones', 39, 55],
];

/**
 * A novaculite whetstone maker's counter invoice in unincorporated Saline County, Arkansas (Hensley
 * post office; never a Sunday): Letter, URW Gothic and Nimbus Roman, mm/dd/yyyy, Arkansas state sales
 * tax 6.5% added and no county or city tax (integer numerator over 1,000, half up), a permit number and
 * the customer's order as distractors.
 */
export const enUsArkansasWhetstoneMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [0]);
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 + (rng.chance(0.5) ? 95 : 0) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = Math.floor((net * 65 + 500) / 1000);
    const gross = net + tax;
    const vendorName = 'Ouachita Novaculite Hone Works, LLC';
    const doc = String(rng.int(20500, 23999));
    const rows = lines.map((l) => [String(l.qty), l.name, amount(l.unit), amount(l.qty * l.unit)]);
    const body = `<div class="top"><div class="brand">OUACHITA HONE WORKS</div><div>Arkansas novaculite whetstones, cut and lapped by hand</div>
<div class="sm">${vendorName} · 11${rng.digits(3)} East End Road, Hensley, AR 72065 · (501) ${rng.int(303, 389)}-${rng.digits(4)}</div></div>
<div class="row meta"><span>INVOICE <b>#${doc}</b></span><span>DATE ${dt(date, 'mm/dd/yyyy')}</span></div>
<div class="row sm"><span>Customer: ${rng.pick(['Walk-in', 'Hot Springs Woodcarvers Guild', 'R. McAlister', 'Benton Barber Supply', 'T. Nguyen'])}</span><span>Sales tax permit ${rng.digits(8)}</span></div>
${items(['Qty', 'Item', 'Price', 'Extended'], rows)}
<div class="sum">${row('Merchandise', amount(net))}${row('Arkansas sales tax 6.5%', amount(tax))}${row('Total due', `$${amount(gross)}`, 'b big')}${row('Paid', rng.pick(['Cash', 'Check', 'MasterCard', 'Visa']))}</div>
<div class="c sm">Soak soft stones in oil before first use. Every stone is quarried in the Ouachita Mountains. Thank you!</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Roman','DejaVu Serif';font-size:12.5px;padding:14mm 16mm}.top{text-align:center;border-bottom:2px solid #333;padding-bottom:6px}.brand{font-family:'URW Gothic';font-size:26px;font-weight:bold;letter-spacing:2px}
.meta{margin-top:12px;font-family:'URW Gothic';font-size:14px}.sum{width:45%;margin:10px 0 14px auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
