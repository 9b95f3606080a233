import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, personalId } from '../../generalisation/notation';
import { baseCss, grid, idOf, ltr, next, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-rosh-hanikra-guesthouse-folio';

const GUESTS = ['אורית ויואב מזרחי', 'רחל שטרן', 'עידו וקרן לב', 'חנה ומשה אזולאי', 'נטע ברק', 'זיו ומאיה גבאי'];
const ROOMS = ['חדר זוגי נוף לים', 'סוויטה עם מרפסת', 'חדר משפחה', 'חדר זוגי נוף לגליל'];
/** Extras: name, lowest and highest price in agorot (VAT included, 2022). */
const EXTRAS: [string, number, number][] = [
  ['ארוחת ערב זוגית', 29000, 36000],
  ['ג׳קוזי פרטי (שעה)', 15000, 19000],
  ['עיסוי זוגי', 42000, 52000],
  ['השכרת אופניים (יום)', 9000, 12000],
  ['מיני בר', 3800, 9600],
  ['יציאה מאוחרת', 15000, 20000],
  ['סל פיקניק לטיול', 12000, 16000],
];

/**
 * A seaside guesthouse's folio at Rosh Hanikra, A4 (Miriam CLM): "חשבון אורח" with the folio number and "חשבונית מס /
 * קבלה" with its own number, guest grid with personal id, room, arrival, departure and nights, the nights one by one
 * with their weekday (Thursday and Friday nights dearer), breakfast included, extras on some, charges and payments
 * columns, a card payment as a credit, VAT contained, zero balance. Dated the day of departure; a stay never spans
 * two years.
 */
export const heRoshHanikraGuesthouseFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng, undefined, [6, 28]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [roomType, base] = (() => {
      const r = rng.pick(ROOMS);
      return [r, r.includes('סוויטה') ? 118000 : r.includes('משפחה') ? 98000 : 82000] as const;
    })();
    const charges: { day: string; what: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(night));
      const price = Math.round((base * up * (dear ? 1.25 : 1)) / 1000) * 1000;
      charges.push({ day: night, what: `לינה ${roomType} + ארוחת בוקר (${heDay(night)})`, sum: price });
    }
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(0, 3))) {
      charges.push({ day: plus(arrival, rng.int(0, nights)), what: name, sum: Math.round((rng.int(lo, hi) * up) / 100) * 100 });
    }
    charges.sort((a, b) => a.day.localeCompare(b.day));
    const gross = total(charges.map((c) => c.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'נוף הנקרה אירוח בע"מ';
    const taxId = idOf(vendorName, true);
    const folio = String(rng.int(30000, 69999));
    const doc = String(rng.int(700000, 799999));
    const guest = rng.pick(GUESTS);
    const card = `${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${ltr(`****${rng.digits(4)}`)}`;
    const body = `<div class="head"><div><div class="brand">נוף הנקרה</div><div class="sm">בית הארחה על הצוק · ראש הנקרה, ד.נ. גליל מערבי</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(`04-98${rng.digits(5)}`)}</div></div><div class="doc">חשבון אורח ${ltr(folio)}<div>חשבונית מס / קבלה ${ltr(doc)}</div></div></div>
${grid([
  ['שם האורח', guest],
  ['ת.ז.', ltr(personalId(rng))],
  ['חדר', ltr(String(rng.int(101, 124)))],
  ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
  ['עזיבה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לילות', ltr(String(nights))],
])}
<table class="f"><thead><tr><th>תאריך</th><th>פירוט</th><th>חיוב</th><th>זיכוי</th></tr></thead><tbody>
${charges.map((c) => `<tr><td>${ltr(dt(c.day, 'dd/mm/yy'))}</td><td>${c.what}</td><td>${ltr(amount(c.sum))}</td><td></td></tr>`).join('')}
<tr class="pay"><td>${ltr(dt(date, 'dd/mm/yy'))}</td><td>תשלום בכרטיס אשראי ${card}</td><td></td><td>${ltr(amount(gross))}</td></tr>
</tbody></table>
<div class="tot">${row('סה"כ חיובים', ltr(amount(gross)), 'b')}${row(`מתוכם מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ תשלומים', ltr(amount(gross)))}${row('יתרה לתשלום', ltr('0.00'), 'b')}</div>
<div class="sign">חתימת האורח: ____________________</div>
<div class="foot">תודה שבחרתם בנוף הנקרה. נשמח לראותכם שוב מול הים!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #0277bd;padding-bottom:6px}.brand{font-size:27px;font-weight:bold;color:#0277bd}.doc{text-align:left;font-weight:bold;font-size:14px}
.f{width:100%;margin-top:10px}.f th{border-bottom:2px solid #333;padding:4px;text-align:start}.f td{border-bottom:1px solid #ddd;padding:4px}.f td:nth-child(3),.f td:nth-child(4),.f th:nth-child(3),.f th:nth-child(4){text-align:left;width:16%}.f .pay td{background:#e1f5fe}
.tot{width:45%;margin:10px auto 0 0}.sign{margin-top:30px}.foot{margin-top:20px;text-align:center;color:#0277bd}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
