import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-khachapuri-restaurant-bill';

const DISHES: [string, number][] = [
  ['חצ׳אפורי אג׳רולי', 5800],
  ['חצ׳אפורי אימרולי', 5200],
  ['חינקלי בשר (6 יח׳)', 4800],
  ['חינקלי גבינה (6 יח׳)', 4400],
  ['לוביו בסיר חרס', 3900],
  ['מצבדי שיפוד', 7400],
  ['סלט עגבניות ואגוזים', 3600],
  ['בדריג׳אני', 3400],
  ['צ׳כאפולי', 6900],
  ['לימונדה טרחון', 1600],
  ['כוס סאפרבי', 3800],
  ['צ׳אצ׳ה (צ׳ייסר)', 2200],
];

/**
 * A Georgian restaurant in Ashdod, 80 mm (Nachlieli CLM): the restaurant's name, the company with "ח.פ.", "חשבון לשולחן"
 * with table, diners and waiter, then the dishes with quantity, "סכום ביניים", a 10% service charge on tables of eight or
 * more ("שירות 10%") or else "השירות אינו כלול", "סה"כ לתשלום", VAT contained, and "חשבונית מס / קבלה מס׳" with the date
 * (dd.mm.yyyy) and time at the foot; a tip on the card is printed apart, as not part of the invoice. Closed on Fridays.
 */
export const heKhachapuriRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const diners = rng.pick([2, 3, 4, 8, 9, 11]);
    const lines = rng.some(DISHES, Math.min(DISHES.length, rng.int(3, 5) + Math.floor(diners / 3))).map(([name, p]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      const each = Math.round((p * up) / 100) * 100;
      return { name, qty, each, sum: qty * each };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 8 ? Math.round(food / 10) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'סולו גרוזיה מסעדות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(40000, 89999));
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(45, 140);
    const tip = service === 0 && rng.chance(0.6) ? Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const body = `<div class="c nm">סוּלוֹ</div><div class="c">מטבח גאורגי</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">שד׳ הרצל ${ltr(String(rng.int(2, 90)))}, אשדוד · ${ltr(`08-86${rng.digits(5)}`)}</div>
<div class="rule"></div><div class="c b">חשבון לשולחן ${ltr(String(rng.int(1, 40)))}</div>${row(`סועדים: ${ltr(String(diners))}`, `מלצר/ית: ${rng.pick(['נינו', 'דוד', 'תמרי', 'לאשה'])}`)}${row('נפתח', ltr(hhmm(open)))}<div class="rule"></div>
${lines.map((l) => row(`${l.name.replace(/\d+/g, (m) => ltr(m))}${l.qty > 1 ? ` ${ltr(`${l.qty}x`)}` : ''}`, ltr(amount(l.sum)))).join('')}
<div class="rule"></div>${row('סכום ביניים', ltr(amount(food)))}${service ? row(`שירות ${ltr('10%')}`, ltr(amount(service))) : '<div class="sm c">השירות אינו כלול במחיר</div>'}
<div class="dbl"></div>${row('סה"כ לתשלום', ltr(amount(gross)), 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="rule"></div><div class="c">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'dd.mm.yyyy'))} ${ltr(hhmm(close))}</div>${row('שולם באשראי', ltr(amount(gross)))}
${tip ? `<div class="tip">${row('טיפ לצוות', ltr(amount(tip)))}${row('חיוב כולל בכרטיס', ltr(amount(gross + tip)))}<div class="sm">הטיפ אינו חלק מהחשבונית</div></div>` : ''}
<div class="c sm foot">גאמארג׳וס! תודה ולהתראות</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','FreeSans';font-size:13px;width:72mm;padding:4mm}.nm{font-size:28px;font-weight:bold;letter-spacing:2px}.big{font-size:17px;font-weight:bold}.tip{border:1px dashed #333;padding:3px;margin-top:6px}.foot{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
