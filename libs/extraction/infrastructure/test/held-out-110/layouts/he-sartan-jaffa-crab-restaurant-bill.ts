import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-sartan-jaffa-crab-restaurant-bill';

/** Dishes and drinks, agorot with VAT (approximate 2022 prices). */
const DISHES: [string, number][] = [
  ['סרטנים בחמאה ושום', 12800],
  ['סרטן כחול בעגבניות חריפות', 13800],
  ["שרימפס על הפלאנצ'ה", 8900],
  ['קלמרי מטוגן', 6400],
  ['פילה לברק על הגריל', 11600],
  ['דג ים שלם (ל-100 גרם)', 2900],
  ['סלט ים וטחינה', 4600],
  ["פוקצ'ה מהטאבון", 2800],
  ["צ'יפס בתיבול ים", 2600],
  ['מוסר ים בשמן זית', 7400],
];
const DRINKS: [string, number][] = [
  ['כוס יין לבן – גליל', 3800],
  ['בקבוק יין רוזה', 16500],
  ['בירה מהחבית 0.5', 3200],
  ['לימונענע גרוס', 2200],
  ['מים מינרליים 0.75', 1800],
  ['אספרסו כפול', 1400],
];
const WAITERS = ['גיל', 'מאיה', 'סאמר', 'עדי', 'לירון', 'חנה'];

/**
 * A seafood and crab restaurant at Jaffa port, the table's bill, 80 mm (Hadasim CLM for the name, Simple CLM,
 * Liberation Mono): a drawn crab over "סרטן", "סרטן בנמל יפו בע"מ" with "ע.מ." plain under it; table, diners,
 * waiter and the time the table opened (distractors); "חשבונית מס קבלה", "מס'" (six digits), dd/mm/yy with the time
 * printed; dishes and drinks by quantity; "סכום ביניים", from six diners "שירות 10% (שולחן 6 ומעלה)" added in the
 * total, otherwise "*** השירות אינו כלול ***"; "סה"כ לתשלום", "כולל מע"מ n%", "סכום לפני מע"מ" (contained); the card
 * payment's "סכום חשבון", "טיפ" (10-15% rounded to the shekel on smaller tables, 0.00 with the service) and "סה"כ
 * חויב" (distractors); any day.
 */
export const heSartanJaffaCrabRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 100) * 100;
    const diners = rng.int(2, 9);
    const lines = [
      ...rng.some(DISHES, Math.min(DISHES.length, rng.int(2, 3) + Math.floor(diners / 2))).map(([a, p]) => ({
        a,
        q: a.includes('100 גרם') ? rng.int(4, 9) : rng.int(1, Math.max(1, Math.ceil(diners / 3))),
        p: up(p),
      })),
      ...rng.some(DRINKS, rng.int(1, 4)).map(([a, p]) => ({ a, q: a.startsWith('בקבוק') ? 1 : rng.int(1, diners), p: up(p) })),
    ];
    const sub = total(lines.map((l) => l.q * l.p));
    const service = diners >= 6 ? Math.round((sub * 10) / 100) : 0;
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = service ? 0 : Math.round((gross * rng.int(10, 15)) / 100 / 100) * 100;
    const vendorName = 'סרטן בנמל יפו בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(300000, 899999));
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const opened = rng.int(12 * 60, 21 * 60 + 30);
    const printed = opened + rng.int(50, 140);
    const crab = `<svg width="70" height="44" viewBox="0 0 70 44"><ellipse cx="35" cy="26" rx="16" ry="11" fill="#333"/><path d="M20 22 L8 10 M8 10 L4 4 M8 10 L14 5 M50 22 L62 10 M62 10 L66 4 M62 10 L56 5" stroke="#333" stroke-width="3" fill="none"/><path d="M22 32 L10 40 M26 35 L18 43 M48 32 L60 40 M44 35 L52 43" stroke="#333" stroke-width="2.2"/><circle cx="30" cy="16" r="2" fill="#fff"/><circle cx="40" cy="16" r="2" fill="#fff"/></svg>`;
    const body = `<div class="c">${crab}<div class="nm">סרטן</div><div class="sm">פירות ים · דגים · יין | נמל יפו, מחסן ${n(String(rng.int(1, 12)))}</div><div>${vendorName}</div><div>ע.מ. ${n(taxId)}</div><div class="sm">הזמנות ${n(`03-51${rng.digits(5)}`)}</div></div>
<div class="line"></div>
<div class="row sm"><span>שולחן ${n(String(rng.int(1, 40)))}</span><span>סועדים ${n(String(diners))}</span><span>מלצר/ית: ${rng.pick(WAITERS)}</span></div><div class="sm">נפתח ב-${n(hhmm(opened))}</div>
<div class="line"></div><div class="c b">חשבונית מס קבלה</div><div class="row"><span>מס' ${n(doc)}</span><span>${n(dt(date, 'dd/mm/yy'))} ${n(hhmm(printed))}</span></div><div class="line"></div>
${lines.map((l) => `<div class="row"><span>${n(String(l.q))} ${l.a}</span>${n(amount(l.q * l.p))}</div>`).join('')}
<div class="line"></div><div class="row"><span>סכום ביניים</span>${n(amount(sub))}</div>
${service ? `<div class="row"><span>שירות ${n('10%')} (שולחן 6 ומעלה)</span>${n(amount(service))}</div>` : '<div class="c sm">*** השירות אינו כלול ***</div>'}
<div class="row big"><span>סה"כ לתשלום</span>${n(amount(gross))}</div><div class="row"><span>כולל מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="row"><span>סכום לפני מע"מ</span>${n(amount(gross - vat))}</div>
<div class="line"></div><div class="c sm">— אשראי ${n(`****${rng.digits(4)}`)} —</div><div class="row"><span>סכום חשבון</span>${n(amount(gross))}</div><div class="row"><span>טיפ</span>${n(amount(tip))}</div><div class="row b"><span>סה"כ חויב</span>${n(amount(gross + tip))}</div>
<div class="line"></div><div class="c sm">תודה שאכלתם איתנו מול הים!<br>הטיפ מועבר במלואו לצוות</div>`;
    const css = `body{width:72mm;padding:4mm;font-family:'Simple CLM';font-size:14px;line-height:1.35;color:#111}.n{font-family:'Liberation Mono';font-size:12px;white-space:nowrap}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:12px}.nm{font-family:'Hadasim CLM';font-size:38px;font-weight:bold;line-height:1.1}.row{display:flex;justify-content:space-between;gap:5px}
.big{font-size:18px;font-weight:bold;margin:3px 0}.line{border-top:1px solid #000;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
