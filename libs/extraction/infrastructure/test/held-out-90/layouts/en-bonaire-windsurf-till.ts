import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, next, row, total, vatOn } from './extra';

const ID = 'en-bonaire-windsurf-till';

/** Service, unit, cents per unit. */
const RENTALS: [string, string, number][] = [
  ['Board + sail rental', 'hr', 3500],
  ['Board + sail rental, full day', 'day', 9500],
  ['Beginner lesson, 2 hrs', 'person', 8500],
  ['Private lesson', 'hr', 7500],
  ['Kids lesson', 'person', 5500],
  ['Harness + wetsuit', 'day', 1500],
];

/**
 * A windsurf centre at Lac Bay (Sorobon), Bonaire, US dollars, 80 mm (Liberation Sans Narrow, Nimbus Sans for the name): the
 * B.V., "CRIB" number, "RECEIPT", "Receipt # SW-" and five digits, "Mon d, yyyy" and time, rentals and lessons with "qty x
 * unit", "Subtotal", "ABB 6%" added (the expenditure tax on services), "TOTAL USD" with "$", card.
 */
export const enBonaireWindsurfTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const lines = rng.some(RENTALS, rng.int(1, 3)).map(([name, unit, p]) => ({ name, unit, q: rng.int(1, 4), p }));
    const net = total(lines.map((l) => l.q * l.p));
    const tax = vatOn(net, 6);
    const gross = net + tax;
    const vendorName = 'Sorobon Wind & Water B.V.';
    const doc = `SW-${rng.int(10000, 99999)}`;
    const body = `<div class="c nm">SOROBON WIND &amp; WATER</div><div class="c">${vendorName.replace('&', '&amp;')}</div><div class="c sm">Sorobon Beach, Lac Bay, Bonaire · CRIB ${rng.digits(9)}</div><div class="rule"></div>
<div class="c b">RECEIPT</div>${row(`Receipt # ${doc}`, '')}${row(dt(date, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1'), hhmm(rng.int(9 * 60, 17 * 60)))}<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`&nbsp;&nbsp;${l.q} ${l.unit} x ${amount(l.p)}`, amount(l.q * l.p))}`).join('')}<div class="rule"></div>
${row('Subtotal', amount(net))}${row('ABB 6%', amount(tax))}<div class="dbl"></div>${row('<b>TOTAL USD</b>', `<b>$${amount(gross)}</b>`, 'big')}${row(rng.pick(['VISA', 'MASTERCARD', 'AMEX']), `$${amount(gross)}`)}
<div class="c sm">Bon bini! Wind forecast at the hut daily 9am.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans Narrow';font-size:13px;padding:5mm 4mm;width:72mm}.nm{font-family:'Nimbus Sans';font-size:17px;font-weight:bold}.big{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 150mm', css, body }),
      page: '80mm 150mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
