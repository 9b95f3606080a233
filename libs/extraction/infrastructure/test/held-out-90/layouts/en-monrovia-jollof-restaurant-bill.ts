import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, items, next, row, total, vatOn } from './extra';

const ID = 'en-monrovia-jollof-restaurant-bill';

const MENU: [string, number][] = [
  ['Jollof rice with chicken', 1200],
  ['Palava sauce & rice', 1000],
  ['Cassava leaf with fish', 1100],
  ['Pepper soup', 900],
  ['Fried plantain', 500],
  ['Grilled snapper', 1800],
  ['Club beer', 400],
  ['Ginger beer', 300],
];

/**
 * A restaurant on Mamba Point, Monrovia, Liberia, US dollars, 80 mm (URW Bookman name, DejaVu Sans): the Inc., its TIN,
 * "GUEST CHECK", "Check No. MJ/" and five digits, dd-Mon-yy, time, table and server, an item table, "Sub Total", "GST 10%"
 * added, "AMOUNT DUE US$"; below a cut line "Gratuity is not included" with suggested 10/15% and blank tip and total lines.
 */
export const enMonroviaJollofRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([name, p]) => ({ name, q: rng.int(1, 3), p }));
    const net = total(lines.map((l) => l.q * l.p));
    const tax = vatOn(net, 10);
    const gross = net + tax;
    const vendorName = 'Mamba Point Jollof House Inc.';
    const doc = `MJ/${rng.int(10000, 99999)}`;
    const body = `<div class="c nm">Jollof House</div><div class="c">${vendorName}</div><div class="c sm">United Nations Drive, Mamba Point, Monrovia · TIN ${rng.digits(9)}</div><div class="rule"></div>
<div class="c b">GUEST CHECK</div>${row(`Check No. ${doc}`, dt(date, 'dd-Mon-yy'))}${row(`Table ${rng.int(1, 20)} · Server ${rng.pick(['Comfort', 'Musu', 'Prince', 'Korpo'])}`, hhmm(rng.int(12 * 60, 22 * 60)))}
${items(
  ['Qty', 'Item', 'US$'],
  lines.map((l) => [String(l.q), l.name, amount(l.q * l.p)]),
)}
${row('Sub Total', amount(net))}${row('GST 10%', amount(tax))}<div class="dbl"></div>${row('<b>AMOUNT DUE US$</b>', `<b>${amount(gross)}</b>`, 'big')}
<div class="cut">- - - - - - - - ✂ - - - - - - - -</div><div class="sm">Gratuity is not included. Suggested: 10% = ${amount(Math.round(net / 10))} · 15% = ${amount(Math.round((net * 15) / 100))}</div>${row('Tip', '__________')}${row('Total', '__________')}`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;padding:5mm 4mm;width:72mm}.nm{font-family:'URW Bookman';font-size:24px;font-weight:bold}.big{font-size:14px}.cut{margin:10px 0 4px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
