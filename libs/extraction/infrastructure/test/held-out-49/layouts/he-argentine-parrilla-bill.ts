import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-argentine-parrilla-bill';
const DISHES: [string, number][] = [
  ['אמפנדס בשר (2)', 3800],
  ['צ׳וריסו על הגריל', 4400],
  ['אנטריקוט 400 גר׳', 13800],
  ['אסאדו צלעות', 12200],
  ['פיקניה', 11600],
  ['פרובולטה', 4200],
  ['צ׳ימיצ׳ורי ולחם', 1800],
  ['תפו״א פריטס', 2600],
  ['סלט עגבניות ובצל', 2800],
  ['כוס מלבק', 3600],
  ['בקבוק מלבק', 16800],
  ['פלאן דולסה דה לצ׳ה', 3400],
  ['מאטה', 1600],
];

/** Argentine grill bill: service added (company) or a tip outside the bill (dealer). */
export const heArgentineParrillaBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? Math.round((food * 12) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.pick([10, 12, 15, 18]);
    const tip = co ? 0 : Math.round((food * tipPct) / 100);
    const vendorName = co ? 'אש הפמפס מסעדות בע"מ' : 'מתיאס גולדברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PA-${date.slice(0, 4)}-${rng.digits(5)}` : `${rng.int(1, 4)}/${rng.digits(4)}`;
    const dateText = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'd/m/yyyy');
    const m = (c: number) => (co ? sh(c, '₪ x') : amount(c));
    const head = co
      ? `<div class="c brand">לה פרייה</div><div class="c sm">פרייה ארגנטינאית · רח׳ הברזל 18, תל אביב</div><div class="c sm">${vendorName} | ח.פ. ${ltr(spacedId(taxId))} | ${ltr(landline(rng))}</div>`
      : `<div class="c brand">אסאדו דל סור</div><div class="c sm">מדרחוב רחובות</div>`;
    const body = `<div class="slip">${head}<div class="dbl"></div>
<div class="c b">חשבונית מס קבלה</div>
${pairs(
  [
    ['מספר', ltr(doc)],
    ['תאריך', ltr(dateText)],
    ['שולחן', String(rng.int(1, 30))],
    ['סועדים', String(rng.int(2, 8))],
    ['מלצר/ית', rng.pick(['פקונדו', 'מורן', 'אלעד', 'דנה'])],
    ['הזמנה', ltr(`#${rng.digits(6)}`)],
  ],
  2,
)}
${items(
  ['מנה', 'כ׳', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
${co ? `${row('סכום מנות', m(food))}${row('דמי שירות 12%', m(service))}` : ''}
<div class="dbl"></div>
${row('סה"כ לתשלום', m(gross), 'b big')}
${row(`מע"מ ${rate}% (כלול)`, m(vat))}
${co ? `<div class="sm">דמי השירות מועברים לצוות במלואם</div>` : `<div class="rule"></div>${row(`טיפ ${tipPct}% - לא כלול בחשבונית`, amount(tip))}${row('סה"כ חיוב כרטיס', amount(gross + tip))}`}
${row('ויזה', ltr(`**** ${rng.digits(4)}`), 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>`}
<div class="c sm">¡Gracias! להתראות</div></div>`;
    const page = co ? '80mm 240mm' : '72mm 240mm';
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'DejaVu Sans'"};font-size:${co ? '12.5px' : '10px'}}
.slip{padding:4mm}.brand{font-size:22px;font-weight:bold}.big{font-size:1.25em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
