import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-asado-restaurant-bill';

/** Dishes: name, price in agorot (2022). */
const DISHES: [string, number][] = [
  ['אמפנדס בשר', 2600],
  ['צ׳וריסו על הגריל', 4200],
  ['פרובולטה', 3800],
  ['אסאדו רצועות 400 ג׳', 12800],
  ['ביפה דה צ׳וריזו', 13400],
  ['אנטריקוט 350 ג׳', 14600],
  ['מולחאס (בלוטות)', 6800],
  ['תפו"א פריטס', 2400],
  ['סלט כרוב וצ׳ימיצ׳ורי', 3200],
  ['פלאן דולסה דה לצ׳ה', 3400],
  ['יין מלבק - בקבוק', 16000],
  ['בירה מהחבית', 3200],
  ['לימונדה', 1600],
];

/**
 * An Argentinian asado restaurant in Hadera, 80 mm (Hadasim CLM): the restaurant's name, the company and "ח.פ.", "שולחן", "סועדים",
 * "מלצר/ית" and the opening time, dishes with "2 x", "ביניים", "דמי שירות 12%" on tables of ten or more (otherwise "השירות אינו כלול"),
 * "סה"כ לתשלום", "מחיר כולל מע"מ", "חשבונית מס קבלה" with its number, the date (dd/mm/yyyy) and the closing time at the foot, and on
 * some a card tip on a separate slip "טיפ - אינו חלק מהחשבונית".
 */
export const heAsadoRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const diners = rng.chance(0.5) ? rng.int(10, 16) : rng.int(2, 7);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, p]) => {
      const qty = rng.int(1, Math.max(2, Math.ceil(diners / 2)));
      const unit = Math.round((p * up) / 100) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = diners >= 10 ? share(sub, 12) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'פמפה גריל חדרה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(3, 9)}${rng.digits(4)}`;
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(55, 150);
    const tip = service === 0 && rng.chance(0.6) ? Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const body = `<div class="nm">La Pampa</div><div class="c">מסעדת אסאדו ארגנטינאית · רח׳ הרברט סמואל ${ltr(String(rng.int(5, 80)))}, חדרה</div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="ln"></div>
${row(`שולחן ${ltr(String(rng.int(1, 40)))}`, `סועדים ${ltr(String(diners))}`)}${row(`מלצר/ית: ${rng.pick(['דניאלה', 'מתן', 'נוי', 'עומר'])}`, `פתיחה ${ltr(hhmm(open))}`)}<div class="ln"></div>
${lines.map((l) => `${row(l.name, ltr(amount(l.sum)))}${l.qty > 1 ? `<div class="q">${ltr(`${l.qty} x ${amount(l.unit)}`)}</div>` : ''}`).join('')}
<div class="ln"></div>${row('ביניים', ltr(amount(sub)))}${service ? row(`דמי שירות ${ltr('12%')}`, ltr(amount(service))) : '<div class="sm">השירות אינו כלול במחיר</div>'}
${row('סה"כ לתשלום', `${ltr(amount(gross))} ₪`, 'big')}${row(`מחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="ln"></div>
<div class="c b">חשבונית מס קבלה ${ltr(doc)}</div>${row(ltr(dt(date, 'dd/mm/yyyy')), `סגירה ${ltr(hhmm(close))}`)}<div class="c sm">תודה ולהתראות! ${ltr('¡Gracias!')}</div>
${tip ? `<div class="tip"><div class="c b">שובר טיפ</div>${row('טיפ באשראי', ltr(amount(tip)))}<div class="c sm">טיפ - אינו חלק מהחשבונית</div></div>` : ''}`;
    const css = `body{font-family:'Hadasim CLM','FreeSans';font-size:13px;width:70mm;padding:5mm}.nm{font-family:'URW Bookman';font-size:24px;text-align:center;font-weight:bold}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10.5px}.row{display:flex;justify-content:space-between;gap:4px}.q{font-size:11px;color:#333;padding-right:10px}
.ln{border-top:1.5px solid #000;margin:5px 0}.big{font-size:17px;font-weight:bold;margin:3px 0}.tip{border:1px dashed #000;margin-top:10px;padding:4px}`;
    const page = '80mm 210mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
