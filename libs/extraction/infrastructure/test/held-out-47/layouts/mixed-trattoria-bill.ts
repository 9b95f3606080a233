import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, next, row, total, vatIn } from './extra';

const ID = 'mixed-trattoria-bill';
const MENU: [string, number][] = [
  ['Bruschetta · ברוסקטה', 3800],
  ['Arancini · ארנצ׳יני', 4200],
  ['Cacio e pepe · קאצ׳ו א פפה', 6800],
  ['Ravioli ricotta · רביולי ריקוטה', 7400],
  ['Risotto funghi · ריזוטו פטריות', 7900],
  ['Branzino · לברק', 12800],
  ['Insalata · סלט', 4600],
  ['Tiramisu · טירמיסו', 4200],
  ['Panna cotta · פנה קוטה', 3900],
  ['Chianti glass · כוס קיאנטי', 4400],
  ['Aperol spritz · אפרול', 4800],
  ['Espresso · אספרסו', 1200],
  ['San Pellegrino · מים מוגזים', 1800],
];

/** Trattoria's bill with bilingual labels: a service charge added (company) or a tip outside the bill (dealer). */
export const mixedTrattoriaBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [1]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(MENU, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? Math.round(food * 0.1) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = co ? 0 : Math.round((food * rng.pick([10, 12, 15])) / 100);
    const vendorName = co ? 'נונה מריה מסעדות בע"מ' : 'לוקה רוסו';
    const taxId = idOf(vendorName, co);
    const doc = co ? `NM${rng.int(1, 9)}/${rng.digits(5)}` : rng.digits(6);
    const body = `<div class="slip"><div class="c brand">${co ? 'NONNA MARIA · נונה מריה' : 'OSTERIA LUCA · אוסטריה לוקה'}</div>
<div class="c sm">${co ? 'שדרות רוטשילד 41, ראשון לציון' : 'רח׳ הנמל 6, עכו'}</div>
${co ? `<div class="c sm">${vendorName} · ח.פ. / Reg. ${hyphenId(taxId)}</div>` : ''}
<div class="dbl"></div><div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div>
${row('מס׳ / No.', doc)}${row('תאריך / Date', co ? dt(date, 'd/m/yyyy') : dt(date, 'dd.mm.yy'))}${row('שולחן / Table', String(rng.int(1, 40)))}${row('סועדים / Covers', String(rng.int(2, 6)))}${row('הזמנה / Order', `#${rng.digits(4)}`)}
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} ${l.name}`, amount(l.qty * l.unit))).join('')}
<div class="rule"></div>
${co ? `${row('ביניים / Subtotal', amount(food))}${row('שירות 10% / Service 10%', amount(service))}` : ''}
${row('סה"כ / Total ₪', amount(gross), 'b big')}${row(`כולל מע"מ ${rate}% / VAT incl.`, amount(vat))}
${co ? '' : `<div class="rule"></div>${row('טיפ / Tip (לא כלול / not included)', amount(tip))}${row('חיוב כרטיס / Card charged', amount(gross + tip))}`}
${row('כרטיס / Card', `•••• ${rng.digits(4)}`, 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה / Lic. Dealer ${taxId}</div>`}
<div class="c sm">Grazie! · תודה!</div></div>`;
    const page = co ? '80mm 220mm' : '70mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Simple CLM','FreeSans'"};font-size:${co ? '11px' : '10.5px'}}
.slip{padding:4mm 3mm}.brand{font-size:16px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
