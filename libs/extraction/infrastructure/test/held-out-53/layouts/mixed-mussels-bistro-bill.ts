import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-mussels-bistro-bill';

const DISHES: [string, number][] = [
  ['מולים ביין לבן / Moules marinières', 7800],
  ['מולים בשמנת ושום / Mussels in cream', 8200],
  ['מולים פיקנטי / Spicy mussels', 8400],
  ['צ׳יפס בלגי / Fries', 2600],
  ['לחם מחמצת / Sourdough', 1800],
  ['סלט עלים / Green salad', 3200],
  ['בירה חיטה / Wheat beer', 3200],
  ['יין לבן כוס / White wine glass', 3800],
  ['וופל עם שמנת / Waffle & cream', 3400],
  ['אספרסו / Espresso', 1100],
];

/** Mussels bistro's bill with bilingual labels: a service charge added, or a tip outside the bill. */
export const mixedMusselsBistroBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(4, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? 0 : Math.round(food * 0.125);
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = co ? Math.round(gross * 0.15) : 0;
    const vendorName = co ? 'קונכייה שחורה מסעדות בע"מ' : 'פיליפ אלמוג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MB-${date.slice(2, 4)}${rng.digits(5)}` : rng.digits(6);
    const f = co ? dt(date, 'd Month yyyy') : dt(date, 'dd.mm.yy');
    const body = `<div class="slip"><div class="c brand">${co ? 'LA MOULE · המולה' : 'BLACK SHELL · הצדף השחור'}</div>
<div class="c sm">${co ? 'נמל יפו, מחסן 2 / Jaffa Port, Hangar 2' : "רחוב הנביאים 22, חיפה / 22 HaNevi'im St, Haifa"}</div>
${co ? `<div class="c sm">${vendorName} · ${bi('ח.פ.', 'Reg.')} ${ltr(spacedId(taxId))}</div>` : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('שולחן', 'Table'), String(rng.int(1, 30)))}${row(bi('סועדים', 'Covers'), String(rng.int(1, 6)))}${row(bi('הזמנה', 'Order'), ltr(`#${rng.digits(4)}`))}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}<div class="rule"></div>
${co ? '' : `${row(bi('ביניים', 'Subtotal'), ltr(amount(food)))}${row(bi('שירות 12.5%', 'Service 12.5%'), ltr(amount(service)))}`}
${row(bi('סה"כ', 'Total') + ' ₪', ltr(co ? sh(gross, '₪x') : amount(gross)), 'b big')}${row(bi(`כולל מע"מ ${rate}%`, 'VAT incl.'), ltr(amount(vat)))}
${co ? `<div class="rule"></div>${row(bi('טיפ 15% (לא כלול)', 'Gratuity (not incl.)'), ltr(amount(tip)))}${row(bi('סה"כ בכרטיס', 'Charged to card'), ltr(amount(gross + tip)))}` : ''}
${row(bi('כרטיס', 'Card'), ltr(`**${rng.digits(4)}`))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 230mm' : '76mm 240mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'FreeSans'"};font-size:${co ? 10.5 : 10}px}.slip{padding:3mm 4mm}.brand{font-size:14px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
