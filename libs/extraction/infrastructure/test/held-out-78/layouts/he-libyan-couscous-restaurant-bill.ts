import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-libyan-couscous-restaurant-bill';

/** Dishes: Hebrew name, price in agorot (2023). */
const DISHES: [string, number][] = [
  ['חריימה דג לוקוס', 8900],
  ['מפרום ממולא בשר', 7400],
  ['קוסקוס ירקות וחומוס', 5800],
  ['קוסקוס עם עוף', 6900],
  ['טבית עוף ואורז', 7200],
  ['בורקה לובית', 2400],
  ['סלטים לובים (מגש)', 3900],
  ['שקשוקה פיקנטית', 4800],
  ['עסבנה', 6200],
  ['מקרונה מבוכה', 5400],
  ['תה נענע (קנקן)', 2200],
  ['לימונענע', 1600],
  ['בירה מהחבית', 2800],
];

/**
 * A Libyan restaurant in Or Yehuda, 80 mm (Frank Ruehl CLM): the restaurant's name and its company with "ח.פ.", a table
 * number, a "הזמנה" number and the diners, open and close times, dishes as "qty name .... sum", "סה"כ מנות", a 12% service
 * charge ("תוספת שירות 12%") added for tables of eight or more, "סה"כ לתשלום" with "₪" before the amount, VAT contained,
 * then "חשבונית מס קבלה מס׳" with its own number under the total, and on some a tip added on the card below a dashed line,
 * marked as not part of the invoice, with the card's total. Closed on Friday evenings and Saturdays (never a Saturday).
 */
export const heLibyanCouscousRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const diners = rng.pick([2, 3, 4, 5, 8, 9, 10, 12]);
    const lines = rng.some(DISHES, Math.min(DISHES.length, rng.int(3, 5) + Math.floor(diners / 3))).map(([name, price]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      const each = Math.round((price * up) / 10) * 10;
      return { name, qty, each, sum: qty * each };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 8 ? Math.round(food * 0.12) : 0;
    const bill = food + service;
    const vat = vatIn(bill, rate);
    const tip = service ? 0 : rng.chance(0.6) ? Math.round((bill * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const vendorName = 'טריפולי על האש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 699999));
    const open = rng.int(12 * 60, 20 * 60);
    const body = `<div class="c brand">מסעדת טריפולי</div><div class="c sm">מטבח לובי ביתי · רח׳ ההגנה, אור יהודה</div><div class="c sm">${vendorName} ח.פ. ${ltr(taxId)}</div>
<div class="rule"></div>
<div class="row sm"><span>שולחן ${ltr(String(rng.int(1, 40)))}</span><span>הזמנה ${ltr(rng.digits(4))}</span><span>סועדים ${ltr(String(diners))}</span></div>
<div class="row sm"><span>${ltr(dt(date, 'dd.mm.yyyy'))}</span><span>נפתח ${ltr(hhmm(open))}</span><span>נסגר ${ltr(hhmm(open + rng.int(45, 140)))}</span></div>
<div class="rule"></div>
${lines.map((l) => `<div class="row"><span>${ltr(String(l.qty))} ${l.name}</span><span>${ltr(amount(l.sum))}</span></div>`).join('')}
<div class="rule"></div>
<div class="row"><span>סה"כ מנות</span><span>${ltr(amount(food))}</span></div>
${service ? `<div class="row"><span>תוספת שירות ${ltr('12%')} (${ltr('8')} סועדים ומעלה)</span><span>${ltr(amount(service))}</span></div>` : ''}
<div class="row tot"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(bill)}`)}</span></div>
<div class="row sm"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="c b inv">חשבונית מס קבלה מס׳ ${ltr(doc)}</div>
<div class="c sm">שולם באשראי · ${ltr(`XXXX${rng.digits(4)}`)}</div>
${tip ? `<div class="cut"></div><div class="sm">טיפ לצוות - אינו חלק מהחשבונית</div><div class="row"><span>טיפ</span><span>${ltr(amount(tip))}</span></div><div class="row b"><span>סה"כ חויב בכרטיס</span><span>${ltr(amount(bill + tip))}</span></div>` : ''}
<div class="c sm">תודה ובתיאבון!</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','FreeSerif';font-size:13px;width:70mm;padding:4mm 5mm}.brand{font-size:22px;font-weight:bold}.tot{font-size:16px;font-weight:bold;border-top:2px solid #000;padding-top:3px;margin-top:3px}
.inv{margin-top:6px;border:1px solid #000;padding:2px}.cut{border-top:1px dashed #000;margin:8px 0 4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(bill), tax: truthAmount(vat) },
    };
  },
};
