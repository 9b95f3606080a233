import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-iraqi-restaurant-bill';

/** Iraqi-Jewish restaurant's bill: a service charge added, or a tip outside the bill. */
export const heIraqiRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const dishes: [string, number][] = [
      ['סמבוסק תפו"א', 2800],
      ['קובה חמוסטה', 4600],
      ['קובה סלק', 4600],
      ['טבית עוף', 7800],
      ['אמבה וסלטים', 3200],
      ['סביח עיראקי', 3900],
      ['מקלובה כבש', 8900],
      ['תה הל', 1200],
      ['עראק לכוס', 2600],
      ['באקלאווה', 2400],
    ];
    const diners = rng.int(2, 7);
    const rows = rng.some(dishes, rng.int(4, 7)).map(([d, u]) => [d, rng.int(1, 3), u] as [string, number, number]);
    const food = total(rows.map(([, q, u]) => q * u));
    const service = co ? Math.round((food * 12) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.int(10, 15);
    const tip = co ? 0 : Math.round((gross * tipPct) / 100);
    const vendorName = co ? 'טעמי בגדד מסעדנות בע"מ' : 'אליהו ששון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SA-${date.slice(0, 4)}-${rng.digits(5)}` : `${rng.int(1, 9)}/${rng.digits(4)}`;
    const dateText = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'd/m/yyyy');
    const m = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const head = co
      ? `<div class="c brand">שט אל ערב</div><div class="c sm">רמת גן, רח׳ ביאליק 12</div><div class="c sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div>`
      : `<div class="c brand">אמבה וסמבוסק</div><div class="c sm">שוק התקווה, תל אביב</div>`;
    const body = `<div class="slip">${head}<div class="dbl"></div><div class="c b">חשבונית מס קבלה</div>
${pairs(
  [
    ['מספר', ltr(doc)],
    ['תאריך', ltr(dateText)],
    ['שולחן', String(rng.int(1, 30))],
    ['סועדים', String(diners)],
    ['מלצר/ית', rng.pick(['יעל', 'עומרי', 'ספיר', 'נועם'])],
    ['הזמנה', ltr(`#${rng.digits(6)}`)],
  ],
  2,
)}
${items(
  ['מנה', 'כמ׳', 'מחיר', 'סכום'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
${co ? `${row('סכום מנות', ltr(m(food)))}${row('דמי שירות 12%', ltr(m(service)))}` : ''}
<div class="dbl"></div>${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`מע"מ ${rate}% (כלול)`, ltr(m(vat)))}
${co ? '' : `${row(`טיפ ${tipPct}% - לא כלול בחשבונית`, ltr(m(tip)))}${row('סה"כ חיוב כרטיס', ltr(m(gross + tip)))}`}
${row('כרטיס', ltr(`****${rng.digits(4)}`), 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} ע.מ. ${ltr(taxId)}</div>`}<div class="c sm">תודה ובתיאבון!</div></div>`;
    const page = co ? '80mm 230mm' : '72mm 250mm';
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'DejaVu Sans'"};font-size:${co ? '12px' : '10px'}}
.slip{padding:3mm}.brand{font-size:18px;font-weight:bold}.big{font-size:1.2em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
