import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-smokehouse-bill';
const DISHES: [string, number][] = [
  ['בריסקט 250 גר׳ / Brisket 250g', 8900],
  ['צלעות עגל / Beef short rib', 11800],
  ['פולד ביף בלחמניה / Pulled beef bun', 6400],
  ['כנפיים מעושנות / Smoked wings', 4800],
  ['קולסלו / Coleslaw', 1800],
  ['צ׳יפס בטטה / Sweet potato fries', 2400],
  ['שעועית מעושנת / Smoked beans', 2200],
  ['פאי פקאן / Pecan pie', 3200],
  ['בירה מקומית / Local beer', 3000],
  ['לימונדה / Lemonade', 1600],
  ['ויסקי בורבון / Bourbon', 4200],
];

/** A smokehouse's bilingual bill: service added (company) or a tip outside (dealer). */
export const mixedSmokehouseBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co ? Math.round((sub * 12) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.pick([10, 12, 15]);
    const tip = co ? 0 : Math.round((sub * tipPct) / 100);
    const vendorName = co ? 'עשן ואש מסעדות בע"מ' : "JOE'S PIT";
    const owner = 'יונתן גרוס';
    const truthName = co ? vendorName : owner;
    const taxId = idOf(truthName, co);
    const doc = co ? `SM${rng.int(1, 9)}-${rng.digits(5)}` : rng.digits(6);
    const dateText = co ? dt(date, 'dd.mm.yy') : dt(date, 'dd/mm/yyyy');
    const head = co
      ? `<div class="c brand">SMOKE &amp; FIRE · עשן ואש</div><div class="c sm">נמל תל אביב, האנגר 11</div><div class="c sm">${vendorName} · ח.פ. / Reg. ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">JOE'S PIT · הבור של ג׳ו</div><div class="c sm">Texas BBQ · אזור התעשייה תלפיות, ירושלים</div>`;
    const body = `<div class="slip">${head}<div class="dbl"></div>
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div>
${row('מס׳ / No.', ltr(doc))}${row('תאריך / Date', ltr(dateText))}${row('שולחן / Table', String(rng.int(1, 40)))}${row('סועדים / Covers', String(rng.int(2, 6)))}${row('הזמנה / Order', ltr(`#${rng.digits(4)}`))}
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} ${l.name}`, amount(l.qty * l.unit))).join('')}
<div class="rule"></div>
${co ? `${row('ביניים / Subtotal', amount(sub))}${row('שירות 12% / Service 12%', amount(service))}` : ''}
${row('סה"כ / Total ₪', amount(gross), 'b big')}${row(`כולל מע"מ ${rate}% / VAT incl.`, amount(vat))}
${co ? '' : `<div class="rule"></div>${row(`טיפ ${tipPct}% / Tip (לא כלול / not included)`, amount(tip))}${row('חיוב כרטיס / Card charged', amount(gross + tip))}`}
${row('כרטיס / Card', ltr(`XXXX${rng.digits(4)}`), 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${owner} · עוסק מורשה / Lic. Dealer ${ltr(taxId)}</div>`}
<div class="c sm">תודה! · Thanks, y'all!</div></div>`;
    const page = co ? '80mm 210mm' : '70mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Mono'" : "'Nimbus Sans', 'Noto Sans Hebrew'"};font-size:${co ? '10px' : '10px'}}
.slip{padding:3mm}.brand{font-size:16px;font-weight:bold}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: truthName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
