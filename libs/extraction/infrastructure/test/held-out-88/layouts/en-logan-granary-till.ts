import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, next, row, total, vatOn } from './extra';

const ID = 'en-logan-granary-till';

/** Grocery food only: name, cents per pound (bulk) or each (2022). */
const BULK: [string, number][] = [
  ['HARD RED WHEAT', 69],
  ['HARD WHITE WHEAT', 72],
  ['ROLLED OATS', 139],
  ['STEEL CUT OATS', 189],
  ['PINTO BEANS', 159],
  ['DRIED APPLES', 749],
  ['RAW ALMONDS', 699],
];
const EACH: [string, number][] = [
  ['RAW HONEY 5 LB PAIL', 2899],
  ['BREAD FLOUR 25 LB', 1649],
  ['CACHE VALLEY CHEDDAR 2 LB', 1199],
  ['SOURDOUGH STARTER CUP', 599],
  ['HONEY BUTTER 8 OZ', 649],
  ['BUCKWHEAT FLOUR 5 LB', 1099],
];

/**
 * A bulk-food granary store in Logan, Utah (Cache Valley), 80 mm (DejaVu Sans Mono): "CACHE VALLEY GRANARY", the Inc. and the
 * address, "SALE" with "REC#" ("G" and seven digits), register and cashier, date (mm/dd/yyyy) and time, bulk grains and beans
 * by the pound ("3.40 LB @ 1.39 /LB"), pails and sacks by the unit, all grocery food, "SUBTOTAL", "FOOD TAX 3.00%" added (Utah's
 * statewide grocery rate), "TOTAL", the card and "ITEMS SOLD". Not on Sunday.
 */
export const enLoganGranaryTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const bulk = rng.some(BULK, rng.int(1, 3)).map(([name, p]) => {
      const hundredths = rng.int(80, 1200);
      const per = Math.round(p * up);
      return { name, hundredths, per, sum: Math.round((hundredths * per) / 100) };
    });
    const each = rng.some(EACH, rng.int(1, 3)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round(p * up);
      return { name, q, unit, sum: q * unit };
    });
    const sub = total([...bulk, ...each].map((l) => l.sum));
    const tax = vatOn(sub, 3);
    const gross = sub + tax;
    const vendorName = 'Cache Valley Granary, Inc.';
    const doc = `G${rng.int(1000000, 9999999)}`;
    const body = `<div class="c b big">CACHE VALLEY GRANARY</div><div class="c">${vendorName}<br>455 N MAIN ST, LOGAN UT 84321<br>(435) 75${rng.digits(1)}-${rng.digits(4)}</div><div class="rule"></div>
<div class="c b">SALE</div>${row(`REC# ${doc}`, `REG ${rng.int(1, 3)}`)}${row(dt(date, 'mm/dd/yyyy'), hhmm(rng.int(9 * 60, 19 * 60)))}${row('CASHIER', rng.pick(['KAYLEE', 'BRIGHAM', 'ANNA', 'TY']))}<div class="rule"></div>
${bulk.map((l) => `<div>${l.name}</div>${row(`  ${(l.hundredths / 100).toFixed(2)} LB @ ${amount(l.per)} /LB`, `${amount(l.sum)} F`)}`).join('')}
${each.map((l) => `${row(l.name, `${amount(l.sum)} F`)}${l.q > 1 ? `<div class="sm">  ${l.q} @ ${amount(l.unit)}</div>` : ''}`).join('')}<div class="rule"></div>
${row('SUBTOTAL', amount(sub))}${row('FOOD TAX 3.00%', amount(tax))}${row('TOTAL', `$${amount(gross)}`, 'b big')}<div class="rule"></div>
${row(`${rng.pick(['VISA', 'DEBIT', 'MC'])} ************${rng.digits(4)}`, amount(gross))}${row('ITEMS SOLD', String(bulk.length + total(each.map((l) => l.q))))}
<div class="c sm">F = FOOD (REDUCED RATE)<br>THANK YOU - GRIND FRESH!</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono','Liberation Mono';font-size:11.5px;width:72mm;padding:5mm 4mm}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
