import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, sh, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-swimming-school-credit-note';

/** Courses: name, sessions, lowest and highest price per session in whole shekels (with VAT). */
const COURSES: [string, number, number, number][] = [
  ['קורס שחייה לילדים גילאי 5-7', 12, 55, 70],
  ['קורס שחייה לילדים גילאי 8-12', 12, 50, 65],
  ['שיעורים פרטיים - מבוגרים', 8, 140, 180],
  ['שחייה טיפולית (הידרותרפיה)', 10, 160, 210],
  ['קבוצת מתקדמים - סגנונות', 16, 45, 60],
  ['שחייה לתינוקות עם הורה', 10, 75, 95],
];
const REASONS = ['ביטול קורס בשל פציעה', 'מעבר דירה', 'ביטול הקבוצה על ידי בית הספר', 'אישור רפואי - הפסקת פעילות', 'מעבר לקבוצה אחרת'];
const PARENTS = ['שני אלמוג', 'דוד ביטון', 'מרב צימרמן', 'אסף נחום', 'הדס לוין', 'ויקטוריה קוגן'];

/** A swimming school's credit note for lessons not taken (March to December, never a Saturday), prices including VAT, every amount negative. */
export const heSwimmingSchoolCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const first = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const [course, sessions, lo, hi] = rng.pick(COURSES);
    const per = rng.int(lo, hi) * 100;
    const unused = rng.int(2, sessions - 2);
    const lessons = unused * per;
    const lines: { d: string; sum: number }[] = [{ d: `זיכוי ${unused} מפגשים שלא נוצלו מתוך ${sessions} - ${course}`, sum: -lessons }];
    if (rng.chance(0.5)) lines.push({ d: 'החזרת כובע ים ומשקפת (לא נפתחו)', sum: -rng.int(60, 110) * 100 });
    // The school keeps a cancellation fee, which lowers the credit.
    const fee = rng.chance(0.5) ? (co ? 5000 : 3500) : 0;
    if (fee) lines.push({ d: 'דמי ביטול (מקוזזים מהזיכוי)', sum: fee });
    const gross = total(lines.map((l) => l.sum));
    const vat = -vatIn(-gross, rate);
    const vendorName = co ? 'דולפינים קטנים בתי ספר לשחייה בע"מ' : 'עדי ברק';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CR-${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, '₪ x') : c < 0 ? trailingMinus(c) : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd/m/yyyy'));
    const orig = plus(date, -rng.int(10, 55));
    const origNo = co ? `SW-${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const parent = rng.pick(PARENTS);
    const refund = rng.chance(0.6)
      ? `הזיכוי יוחזר לכרטיס האשראי ****${ltr(rng.digits(4))} · אישור ${ltr(rng.digits(6))}`
      : `הזיכוי יועבר לחשבון בנק ${ltr(`${rng.int(10, 31)}-${rng.int(100, 999)}-${rng.digits(6)}`)} תוך 14 יום`;
    const table = items(
      ['פירוט', 'סכום'],
      lines.map((l) => [l.d, ltr(money(l.sum))]),
    );
    const body = co
      ? `<div class="head"><div class="brand">דולפינים קטנים</div><div class="sm">בית ספר לשחייה · בריכת הקאנטרי, רח׳ הבנים 10, הוד השרון · ${ltr(landline(rng))}<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<h1>חשבונית מס זיכוי</h1>
${pairs(
  [
    ['מס׳ זיכוי', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['זיכוי לחשבונית', ltr(origNo)],
    ['מתאריך', ltr(f(orig))],
    ['שם ההורה', parent],
    ['ת.ז.', ltr(personalId(rng))],
    ['סיבה', rng.pick(REASONS)],
    ['מס׳ משתתף', ltr(rng.digits(6))],
  ],
  2,
)}
${table}<div class="sum">${row('סה"כ זיכוי', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}</div>
<div class="sm">${refund}</div><div class="sig">חתימת המזכירות: ____________</div>`
      : `<div class="head2"><div class="brand2">עדי ברק - מאמנת שחייה</div><div class="sm">שיעורים פרטיים בבריכה העירונית, גבעתיים · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית זיכוי ${ltr(doc)}</h1><div>תאריך: ${ltr(f(date))} · עבור חשבונית ${ltr(origNo)} מיום ${ltr(f(orig))}</div>
<div>לכבוד ${parent} · ${rng.pick(REASONS)}</div>
${table}<div class="sum">${row('סה"כ זיכוי', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}${row('מחיר ללא מע"מ', ltr(money(gross - vat)))}</div>
<div class="sm">${refund}</div>
<div class="foot">עדי ברק · עוסק מורשה ${ltr(taxId)} · גבעתיים</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Simple CLM'"};font-size:${co ? 12 : 12.5}px;padding:12mm;box-sizing:border-box;height:209mm;position:relative}
.head{border-bottom:3px solid #0277bd;padding-bottom:5px}.brand{font-size:26px;font-weight:bold;color:#0277bd}.head2{text-align:center;border-bottom:1px solid #444}.brand2{font-size:20px;font-weight:bold}
h1{font-size:17px;margin:10px 0 6px}.pairs{width:100%}.sum{width:60%;margin-right:auto}.big{font-size:1.12em}.sig{margin-top:18px}
.foot{position:absolute;bottom:8mm;left:12mm;right:12mm;border-top:1px solid #777;padding-top:3px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
