import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-afghan-restaurant-bill';

const DISHES: [string, number, number][] = [
  ['קאבולי פלאו', 78, 98],
  ['מנטו בשר', 52, 64],
  ['אשאק כרישה', 48, 58],
  ['בולאני תפוחי אדמה', 32, 42],
  ['קבב צ׳אפלי', 68, 84],
  ['שורבה', 34, 42],
  ['לחם נאן טנור', 12, 16],
  ['פירני', 28, 36],
  ['תה ירוק בהל', 14, 18],
];

/** An Afghan restaurant's bill by a licensed dealer, prices including VAT: 10% service for 8 or more diners, otherwise a tip outside the bill. */
export const heAfghanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diners = rng.int(2, 11);
    const lines = rng.some(DISHES, rng.int(3, 6)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, Math.max(1, Math.ceil(diners / 2))), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = diners >= 8 ? Math.round((sub * 10) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'פרשתה נזארי';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(200, 3999));
    const tip = service ? 0 : Math.round((gross * rng.pick([10, 12, 15])) / 10000) * 100;
    const rows = lines.map((l) => row(`${l.qty} ${l.name}`, ltr(amount(l.qty * l.unit)))).join('');
    const body = `<div class="c"><div class="brand">קאבול</div><div class="sm">מטבח אפגני ביתי · רח׳ העצמאות 21, באר יעקב · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div>
<div class="c">${ltr(dt(date, 'd.m.yy'))} · ${ltr(hhmm(rng.int(12 * 60, 22 * 60)))} · שולחן ${ltr(String(rng.int(1, 18)))} · סועדים ${ltr(String(diners))}</div>
<div class="rule"></div>${rows}<div class="rule"></div>
${service ? `${row('ביניים', ltr(amount(sub)))}${row('שירות 10% (8 סועדים ומעלה)', ltr(amount(service)))}` : ''}
${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}${row(`המחיר כולל מע"מ ${rate}%`, ltr(amount(vat)))}
${tip ? `<div class="rule"></div>${row('טיפ למלצרים (לא חלק מהחשבונית)', ltr(amount(tip)))}${row('חיוב אשראי כולל טיפ', ltr(amount(gross + tip)))}` : `<div class="c sm">השירות אינו כלול</div>`}
<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`;
    const page = `76mm ${150 + lines.length * 6}mm`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM';font-size:10.5px;width:68mm;padding:4mm}.brand{font-size:22px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
