import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-shawarma-restaurant-bill';

/** Sit-down shawarma restaurant's bill: a service charge added, or a tip outside the bill. */
export const heShawarmaRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const cat: [string, number][] = [
      ['שווארמה הודו בלאפה', 5400],
      ['צלחת שווארמה עגל', 7900],
      ['שווארמה פרגית בפיתה', 4600],
      ['צ׳יפס בלגי', 2200],
      ['סלט ערבי', 2400],
      ['חומוס ליד', 1800],
      ['עמבה וחריף (תוספת)', 500],
      ['לימונענע', 1600],
      ['בירה מהחבית', 2900],
      ['כנאפה', 3200],
    ];
    const lines = rng.some(cat, rng.int(4, 7)).map(([nm, p]) => ({ nm, p, q: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.p * l.q));
    const service = co ? Math.round(food * 0.1) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.int(10, 15);
    const tip = co ? 0 : Math.round((gross * tipPct) / 100);
    const vendorName = co ? 'השיפוד המסתובב בע"מ' : 'סמיר חדאד';
    const taxId = idOf(vendorName, co);
    const brand = co ? 'שווארמה הגבעה' : 'אצל סמיר';
    const doc = co ? `SW-${rng.digits(6)}` : `${rng.int(1, 4)}-${rng.digits(4)}`;
    const f = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yy');
    const m = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const head = co
      ? `<div class="c brand">${brand}</div><div class="c">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div><div class="c sm">דרך חברון 33, ירושלים</div>`
      : `<div class="c brand">${brand}</div><div class="c sm">רח׳ פאולוס השישי 50, נצרת</div>`;
    const body = `<div class="slip">${head}<div class="dbl"></div><div class="c b">חשבונית מס / קבלה</div>
${pairs(
  [
    ['מס׳', ltr(doc)],
    ['תאריך', ltr(f)],
    ['שולחן', String(rng.int(1, 30))],
    ['סועדים', String(rng.int(1, 6))],
    ['מלצר', rng.pick(['אדם', 'רנא', 'עומר', 'שירן'])],
    ['הזמנה', ltr(`#${rng.digits(5)}`)],
  ],
  2,
)}
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.nm, String(l.q), amount(l.p), amount(l.p * l.q)]),
)}
${co ? `${row('סה"כ מנות', ltr(m(food)))}${row('שירות 10%', ltr(m(service)))}` : ''}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(amount(vat)))}
${co ? '' : `<div class="rule"></div>${row(`טיפ ${tipPct}% (לא חלק מהחשבונית)`, ltr(amount(tip)))}${row('סה"כ חיוב באשראי', ltr(amount(gross + tip)))}`}
<div class="sm">כרטיס ${ltr(`XXXX-${rng.digits(4)}`)} · אישור ${ltr(rng.digits(7))}</div>${co ? '' : `<div class="c sm">${vendorName} ע.מ. ${ltr(taxId)}</div>`}<div class="c sm">תודה ובתיאבון!</div></div>`;
    const page = co ? '80mm 230mm' : '72mm 240mm';
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'DejaVu Sans'"};font-size:${co ? 12 : 9.5}px}.slip{padding:4mm}.brand{font-size:22px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
