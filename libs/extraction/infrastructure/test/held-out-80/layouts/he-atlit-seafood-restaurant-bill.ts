import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-atlit-seafood-restaurant-bill';

/** Dishes: name, price in agorot (2023, VAT included). */
const DISHES: [string, number][] = [
  ['קלמרי מטוגן', 5800],
  ['שרימפס בחמאה ושום', 8900],
  ['סביצ׳ה דג ים', 6400],
  ['פילה לברק על הפלנצ׳ה', 12800],
  ['דג מושט שלם', 11400],
  ['פירות ים בסיר', 15900],
  ['סלט ירוקים', 4200],
  ['צ׳יפס בטטה', 2800],
  ['לחם הבית וממרחים', 2400],
  ['בירה מהחבית', 3200],
  ['כוס יין לבן', 3800],
  ['לימונענע', 1600],
  ['מלבי', 3200],
];

/**
 * A seafood restaurant on the beach at Atlit, 80 mm (Hadasim CLM): the name, the company and "ע.מ." with the id, a
 * grid-less header of table, diners and waiter, opening time, dishes with quantity and sum, "סה"כ ביניים", a 12% service
 * charge ("דמי שירות") on tables of six or more, "סה"כ לתשלום" with VAT contained, "חשבונית מס קבלה מס׳" at the bottom
 * with the date (d.m.yy), and on some a card tip printed after it ("טיפ - לא חלק מהחשבונית"). Closed on Sundays.
 */
export const heAtlitSeafoodRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const diners = rng.int(2, 9);
    const lines = rng.some(DISHES, rng.int(3, 8)).map(([name, p]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      const each = Math.round((p * up) / 100) * 100;
      return { name, qty, each, sum: qty * each };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = diners >= 6 ? share(sub, 12) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const tip = diners < 6 && rng.chance(0.6) ? Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const vendorName = 'חוף הדייגים עתלית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 89999));
    const open = rng.int(12 * 60, 21 * 60);
    const body = `<div class="c name">חוף הדייגים</div><div class="c">מסעדת דגים ופירות ים · חוף עתלית</div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>
<div class="rule"></div>${row(`שולחן ${ltr(String(rng.int(1, 40)))}`, `סועדים ${ltr(String(diners))}`)}${row(`מלצר/ית: ${rng.pick(['נוי', 'עומר', 'דניאל', 'שקד', 'רועי'])}`, `נפתח ${ltr(hhmm(open))}`)}<div class="rule"></div>
${lines.map((l) => row(`${ltr(String(l.qty))} ${l.name}`, ltr(amount(l.sum)))).join('')}
<div class="rule"></div>${row('סה"כ ביניים', ltr(amount(sub)))}${service ? row(`דמי שירות ${ltr('12%')}`, ltr(amount(service))) : ''}<div class="dbl"></div>${row('סה"כ לתשלום', ltr(amount(gross)), 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${service ? '' : '<div class="c sm">השירות אינו כלול במחיר</div>'}
<div class="rule"></div><div class="c b">חשבונית מס קבלה מס׳ ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'd.m.yy'))} ${ltr(hhmm(open + rng.int(45, 150)))}</div>
${row('שולם באשראי', ltr(amount(gross + tip)))}${tip ? `<div class="tip">${row('טיפ', ltr(amount(tip)))}<div class="sm">טיפ - לא חלק מהחשבונית</div>${row('סה"כ חיוב בכרטיס', ltr(amount(gross + tip)))}</div>` : ''}
<div class="c sm">תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','FreeSans';font-size:13px;width:72mm;padding:4mm}.name{font-size:26px;font-weight:bold}.big{font-size:17px;font-weight:bold}.tip{border:1px dashed #333;padding:3px;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
