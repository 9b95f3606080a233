import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, next, row, total, vatOn } from './extra';

const ID = 'en-ashland-waffle-restaurant-bill';

/** Dish or drink (no alcohol), cents (2022). */
const MENU: [string, number][] = [
  ['Buttermilk Waffle', 1095],
  ['Marionberry Waffle', 1395],
  ['Chicken and Waffle', 1795],
  ['Pear & Rogue Blue Waffle', 1495],
  ['Hash Browns', 595],
  ['Two Eggs Any Style', 695],
  ['Applewood Bacon (3)', 595],
  ['Drip Coffee', 350],
  ['Oat Milk Latte', 575],
  ['Fresh OJ', 495],
  ['Hot Chocolate', 450],
];

/**
 * A waffle house on the Plaza in Ashland, Oregon, 80 mm (Z003 name, DejaVu Sans Condensed): "Lithia Waffle Kitchen" over the
 * LLC and its address, server and table, "Check AW-" and five digits with the date (Mon d, yyyy) and time, waffles, sides and
 * non-alcoholic drinks with quantities, "Subtotal", "Ashland Food & Bev Tax 5%" added, "Amount Due" with "$"; below a dotted
 * cut line a suggested tip (18/20/22%) and, on some, the tip and card total written in (not part of the bill).
 */
export const enAshlandWaffleRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 5) * 5;
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const tax = vatOn(sub, 5);
    const gross = sub + tax;
    const vendorName = 'Lithia Waffle Kitchen, LLC';
    const doc = `AW-${rng.int(10000, 99999)}`;
    const tip = rng.chance(0.5) ? share(gross, rng.pick([18, 20, 22])) : 0;
    const body = `<div class="c nm">Lithia Waffle Kitchen</div><div class="c sm">${vendorName}<br>27 N Main St, Ashland, OR 97520 · (541) 48${rng.digits(1)}-${rng.digits(4)}</div><div class="rule"></div>
${row(`Server: ${rng.pick(['Maya', 'Jonah', 'Priya', 'Cole'])}`, `Table ${rng.int(1, 22)}`)}${row(`Check ${doc}`, `${dt(date, 'd Mon yyyy').replace(/^(\d+) (\w+) (\d+)$/, '$2 $1, $3')} ${hhmm(rng.int(7 * 60, 14 * 60 + 30))}`)}<div class="rule"></div>
${lines.map((l) => row(`${l.q} × ${l.name}`, amount(l.sum))).join('')}<div class="rule"></div>
${row('Subtotal', amount(sub))}${row('Ashland Food &amp; Bev Tax 5%', amount(tax))}${row('Amount Due', `$${amount(gross)}`, 'b big')}
<div class="cut">. . . . . . . . . . . . . . . . . . . . . . . . .</div><div class="sm">Suggested tip: 18% ${amount(share(gross, 18))} · 20% ${amount(share(gross, 20))} · 22% ${amount(share(gross, 22))}</div>
${tip ? `${row('Tip', `<i>${amount(tip)}</i>`)}${row('Card total', `<i>${amount(gross + tip)}</i>`)}` : `${row('Tip', '________')}${row('Card total', '________')}`}
<div class="c sm">Thanks for brunching with us!</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-stretch:condensed;font-size:12px;width:72mm;padding:5mm 4mm}.nm{font-family:'Z003';font-size:28px}.big{font-size:16px}.cut{margin:10px 0 4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
