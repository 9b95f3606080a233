import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, sh, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-scuba-gear-store-credit-note';

const GEAR: [string, number, number][] = [
  ['מחשב צלילה', 1290, 2490],
  ['חליפת צלילה 5 מ"מ', 690, 1290],
  ['מסכת צלילה', 149, 349],
  ['שנורקל יבש', 79, 159],
  ['סנפירים מתכווננים', 249, 499],
  ['מאזן ציפה BCD', 1490, 2690],
  ['וסת נשימה', 1390, 2990],
  ['פנס צלילה LED', 199, 549],
  ['כפפות ניאופרן', 89, 169],
  ['מגפוני ניאופרן', 119, 219],
];

/** Scuba gear store's credit note, prices including VAT, every amount negative. */
export const heScubaGearStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GEAR, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.8) ? 1 : 2, unit: rng.int(lo, hi) * 100 }));
    const credit = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(credit, rate);
    const vendorName = co ? 'אקוונאוט ציוד צלילה בע"מ' : 'נועה ברגר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CR${rng.digits(7)}` : `${rng.int(2, 9)}${rng.digits(4)}`;
    const orig = plus(date, -rng.int(1, 25));
    const origNo = co ? `${rng.digits(8)}` : `${rng.int(1, 9)}${rng.digits(4)}`;
    const neg = (c: number) => (co ? trailingMinus(-c) : sh(-c, '₪ x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : `${Number(d.slice(8))}.${Number(d.slice(5, 7))}.${d.slice(2, 4)}`);
    const reason = rng.pick(['החזרת מוצר תוך 14 יום', 'מידה לא מתאימה', 'פגם במוצר - אושר ע"י היבואן', 'ביטול עסקה']);
    const refund = rng.chance(0.5)
      ? `${row(`זיכוי לכרטיס אשראי ${ltr('****' + rng.digits(4))}`, ltr(neg(credit)))}${row('אישור', ltr(rng.digits(7)))}`
      : `${row('שובר זיכוי מס׳', ltr(rng.digits(10)))}${row('בתוקף עד', ltr(f(plus(date, 365))))}`;
    const head = co
      ? `<div class="c brand">AQUANAUT</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">מרינה הרצליה, מבנה 3 · ${ltr('09-9' + rng.digits(6))}</div><div class="box">חשבונית זיכוי</div>`
      : `<div class="c brand">הצוללן</div><div class="c sm">ציוד וטיולי צלילה · רחוב העלייה השנייה 18, חיפה · ${ltr(cellular(rng))}</div><h2 class="c">חשבונית מס זיכוי</h2>`;
    const meta = pairs([
      ['מס׳ זיכוי:', ltr(doc)],
      ['תאריך:', ltr(f(date))],
      ['שעה:', ltr(time(rng))],
      ['זיכוי לחשבונית:', ltr(origNo)],
      ['מתאריך:', ltr(f(orig))],
      ['לקוח:', `${rng.pick(['רון אלפסי', 'שקד מור', 'איתי לוי', 'הילה בן דוד'])} ${ltr(personalId(rng))}`],
      ['סיבה:', reason],
    ]);
    const body = `${head}
${meta}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`${ltr('-' + l.qty)} × ${ltr(amount(l.unit))}`, ltr(neg(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ זיכוי', ltr(neg(credit)), 'b big')}
${row(`מע"מ ${rate}% כלול בזיכוי`, ltr(neg(vat)))}
${row('זיכוי לפני מע"מ', ltr(neg(credit - vat)))}
<div class="rule"></div>
${refund}
<div class="sign">חתימת הלקוח: ____________</div>
${co ? '' : `<div class="c sm foot">נועה ברגר · ע.מ. ${ltr(taxId)}</div>`}`;
    const page = co ? `80mm ${190 + lines.length * 12}mm` : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Shofar'" : "'Drugulin CLM'"};font-size:${co ? 12 : 12.5}px;padding:${co ? '4mm 3mm' : '12mm'}}.brand{font-size:${co ? 24 : 26}px;font-weight:bold;color:#01579b}.box{border:2px solid #000;text-align:center;font-weight:bold;margin:6px 8px;padding:3px}h2{font-size:17px}.pairs{width:100%}.big{font-size:1.2em}.sign{margin-top:18px}.foot{margin-top:14px;border-top:1px solid #999;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
