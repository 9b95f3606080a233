import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, items, next, row, total, vatOn } from './extra';

const ID = 'en-whitefish-trout-restaurant-bill';

const MENU: [string, number][] = [
  ['Pan-fried Rainbow Trout', 2850],
  ['Smoked Trout Dip', 1450],
  ['Trout Cakes', 1650],
  ['Bison Burger', 1995],
  ['Wild Rice Salad', 1350],
  ['Huckleberry Lemonade', 650],
  ['Iced Tea', 395],
  ['Huckleberry Cobbler', 995],
  ['Kids Fish & Chips', 1150],
];

/**
 * A trout restaurant on Central Avenue, Whitefish, Montana, 80 mm (URW Gothic name, Liberation Sans): "Stumptown Trout
 * House", the LLC, server, table and guests, "Check TR-" and five digits, date mm/dd/yyyy and time, an item table,
 * "Subtotal", "Whitefish Resort Tax 3%" added, "Total" with "$"; below a cut line suggested tips and a tip line, not in the bill.
 */
export const enWhitefishTroutRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([name, p]) => {
      const q = rng.int(1, 3);
      return { name, q, p, sum: q * p };
    });
    const sub = total(lines.map((l) => l.sum));
    const tax = vatOn(sub, 3);
    const due = sub + tax;
    const vendorName = 'Stumptown Trout House, LLC';
    const doc = `TR-${rng.int(10000, 99999)}`;
    const tips = [18, 20, 22].map((p) => `${p}% = $${amount(Math.round((sub * p) / 100))}`).join(' · ');
    const body = `<div class="c nm">Stumptown Trout House</div><div class="c sm">${vendorName}<br>${rng.int(100, 340)} Central Ave, Whitefish, MT 59937</div><div class="rule"></div>
${row(`Server: ${rng.pick(['Kayla', 'Bo', 'Tanner', 'Josie'])}`, `Table ${rng.int(1, 30)} · Guests ${rng.int(1, 6)}`)}${row(`Check ${doc}`, `${dt(date, 'mm/dd/yyyy')} ${hhmm(rng.int(11 * 60, 21 * 60))}`)}
${items(
  ['Qty', 'Item', 'Amount'],
  lines.map((l) => [String(l.q), l.name, amount(l.sum)]),
)}
${row('Subtotal', amount(sub))}${row('Whitefish Resort Tax 3%', amount(tax))}<div class="dbl"></div>${row('Total', `$${amount(due)}`, 'b big')}
<div class="cut">- - - - - - - - - - - - - - - - - - - - - -</div><div class="sm">Suggested gratuity: ${tips}</div>${row('Tip', '__________')}${row('Total', '__________')}<div class="c sm">Thank you! Come back after the trail.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:11.5px;width:72mm;padding:5mm 4mm}.nm{font-family:'URW Gothic';font-size:20px;font-weight:bold}.big{font-size:15px}.cut{margin-top:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(due), tax: truthAmount(tax) },
    };
  },
};
