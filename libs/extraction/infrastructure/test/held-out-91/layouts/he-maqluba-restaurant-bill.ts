import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-maqluba-restaurant-bill';

/** Dish, agorot; the flag marks dishes ordered per diner. */
const DISHES: [string, number, boolean][] = [
  ['סבב סלטים ביתיים', 2800, true],
  ['חומוס עם צנוברים', 3400, false],
  ['מקלובה עוף - מגש משפחתי', 16800, false],
  ['מקלובה כבש - מגש משפחתי', 21800, false],
  ['מוסחן - עוף על טאבון', 7900, false],
  ['קובה מטוגנת (4 יח׳)', 4200, false],
  ['שישליק טלה', 9800, false],
  ['כנאפה חמה', 4600, false],
  ['לימונדה נענע - קנקן', 3200, false],
  ['קפה שחור עם הל', 1200, true],
  ['תה מרווה', 1000, true],
];

/**
 * A family restaurant's group bill in Abu Ghosh, 80 mm (Noto Sans Hebrew, Yehuda CLM): the company with "ח.פ." spaced in
 * threes, "חשבונית מס/קבלה" and a seven-digit number with leading zeros, date dd.mm.yyyy and time, table, diners and waiter,
 * an item table (quantity, dish, sum), "סה"כ מנות", "דמי שירות 12%" added for groups, "סה"כ לתשלום" with "ש"ח", "מחיר
 * כולל מע"מ" with rate; below, a card slip: amount, a tip and the charged total with the tip (the tip is not in the bill).
 */
export const heMaqlubaRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const diners = rng.int(8, 16);
    const trays = Math.ceil(diners / 5);
    const picked = rng.some(
      DISHES.filter((d) => !d[0].startsWith('מקלובה')),
      rng.int(4, 6),
    );
    const tray = rng.pick(DISHES.filter((d) => d[0].startsWith('מקלובה')));
    const lines: [string, number, number][] = [[tray[0], trays, tray[1]]];
    for (const [name, price, perDiner] of picked) lines.push([name, perDiner ? diners : rng.int(1, 4), price]);
    const food = total(lines.map((l) => l[1] * l[2]));
    const service = Math.round((food * 12) / 100);
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'אלמנזל מטבח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(8000, 99999)).padStart(7, '0');
    const tip = Math.round((gross * rng.pick([5, 8, 10])) / 100 / 100) * 100;
    const t0 = rng.int(12 * 60, 21 * 60);
    const body = `<div class="c nm">אלמנזל</div><div class="c">${vendorName}</div><div class="c sm">ח.פ. ${ltr(spacedId(taxId))}</div><div class="c sm">רח' השלום 7, אבו גוש · ${ltr(`02-57${rng.digits(5)}`)}</div><div class="rule"></div>
<div class="c b">חשבונית מס/קבלה ${ltr(doc)}</div>${row(`תאריך ${ltr(dt(date, 'dd.mm.yyyy'))}`, `שעה ${ltr(hhmm(t0))}`)}${row(`שולחן ${ltr(String(rng.int(20, 40)))}`, `סועדים ${ltr(String(diners))}`)}${row('מלצר/ית', rng.pick(['סמיר', 'ראניה', 'עומר', 'נור', 'מוחמד']))}
${items(
  ['כמות', 'מנה', 'סכום'],
  lines.map(([n, q, p]) => [ltr(String(q)), n, ltr(amount(q * p))]),
)}${row('סה"כ מנות', ltr(amount(food)))}${row(`דמי שירות ${ltr('12%')} (קבוצות מעל 8)`, ltr(amount(service)))}<div class="dbl"></div>${row('<b>סה"כ לתשלום</b>', `<b>${ltr(amount(gross))} ש"ח</b>`, 'big')}
<div class="sm">המחיר כולל מע"מ ${ltr(`${rate}%`)}: ${ltr(amount(vat))}</div><div class="cut">✂ - - - - - - - - - - - - - - - - - - -</div>
<div class="c b">שובר אשראי - עותק לקוח</div>${row('סכום', ltr(amount(gross)))}${row('טיפ לצוות', ltr(amount(tip)))}${row('סה"כ חיוב', ltr(amount(gross + tip)))}${row(rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס']), ltr(`XXXX-${rng.digits(4)}`))}
<div class="c sm">הטיפ מועבר במלואו לצוות ואינו חלק מהחשבונית</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:11px;padding:5mm 4mm;width:72mm}.nm{font-family:'Yehuda CLM';font-size:26px;font-weight:bold}.big{font-size:14px}.cut{margin:8px 0;color:#555;white-space:nowrap;overflow:hidden}
.items td:last-child,.items th:last-child{text-align:end}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
