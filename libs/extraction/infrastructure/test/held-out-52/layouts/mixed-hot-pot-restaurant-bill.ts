import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-hot-pot-restaurant-bill';

const DISHES: [string, number][] = [
  ['מרק חריף סצ׳ואן / Spicy broth', 3900],
  ['מרק פטריות / Mushroom broth', 3500],
  ['פרוסות בקר / Beef slices', 6800],
  ['כבש דק / Lamb slices', 7200],
  ['כופתאות שרימפס / Shrimp balls', 4200],
  ['טופו ופטריות אנוקי / Tofu & enoki', 3400],
  ['אטריות ידניות / Hand-pulled noodles', 2600],
  ['ירקות עלים / Leafy greens', 2400],
  ['תה יסמין / Jasmine tea', 1600],
  ['בירה צינגטאו / Tsingtao', 2800],
];

/** Hot pot restaurant's bill with bilingual labels: a tip outside the bill, or a service charge added. */
export const mixedHotPotRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(4, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? 0 : Math.round(food * 0.1);
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = co ? Math.round(gross * 0.12) : 0;
    const vendorName = co ? 'סיר לוהט מסעדות אסיה בע"מ' : 'ליאור וונג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HP${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(6);
    const f = co ? dt(date, 'dd/mm/yy') : dt(date, 'd Mon yyyy');
    const body = `<div class="slip"><div class="c brand">${co ? 'HOT POT HOUSE · בית הסיר' : 'RED BROTH · מרק אדום'}</div>
<div class="c sm">${co ? 'רחוב לילינבלום 30, תל אביב' : 'שדרות בן גוריון 60, חיפה'}</div>
${co ? `<div class="c">${vendorName} · ${bi('ח.פ.', 'Reg.')} ${ltr(spacedId(taxId))}</div>` : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('שולחן', 'Table'), String(rng.int(1, 24)))}${row(bi('הזמנה', 'Order'), ltr(`#${rng.digits(4)}`))}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}<div class="rule"></div>
${co ? '' : `${row(bi('ביניים', 'Subtotal'), ltr(amount(food)))}${row(bi('שירות 10%', 'Service 10%'), ltr(amount(service)))}`}
${row(bi('סה"כ', 'Total') + ' ₪', ltr(co ? amount(gross) : sh(gross, '₪ x')), 'b big')}${row(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), ltr(amount(vat)))}
${co ? `<div class="rule"></div>${row(bi('טיפ 12% (לא כלול)', 'Tip (not incl.)'), ltr(amount(tip)))}${row(bi('חיוב כרטיס', 'Card charge'), ltr(amount(gross + tip)))}` : ''}
${row(bi('כרטיס', 'Card'), ltr(`**${rng.digits(4)}`))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 220mm' : '76mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'FreeSerif'" : "'Nimbus Sans', 'Noto Sans Hebrew'"};font-size:${co ? 11 : 10}px}.slip{padding:3mm 4mm}.brand{font-size:14px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
