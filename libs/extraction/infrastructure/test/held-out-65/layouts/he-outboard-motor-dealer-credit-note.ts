import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-outboard-motor-dealer-credit-note';

/** Goods: name, lowest and highest price in whole shekels (with VAT), whether a motor. */
const GOODS: [string, number, number, boolean][] = [
  ['מנוע חיצוני 2.5 כ"ס ארבע פעימות', 3900, 4900, true],
  ['מנוע חיצוני 6 כ"ס רגל קצרה', 7400, 8900, true],
  ['מנוע חיצוני 9.9 כ"ס רגל ארוכה', 11900, 14500, true],
  ['מנוע חשמלי 1 כ"ס עם סוללה', 6900, 8400, true],
  ['מדחף אלומיניום <bdi dir="ltr">9¼</bdi> אינץ׳', 390, 590, false],
  ['מיכל דלק 12 ל׳ עם צינור', 290, 420, false],
  ['שמן גיר 1 ל׳', 65, 95, false],
  ['ערכת שירות 100 שעות', 390, 590, false],
  ['כיסוי מנוע', 190, 290, false],
  ['מפתח ניתוק חירום (Kill switch)', 89, 149, false],
];

/**
 * An outboard motor dealer's credit note for returned goods (never a Saturday), prices including
 * VAT, every amount negative but a restocking fee kept back on a motor returned unused: the company's
 * A4 note in Haifa's Kishon port, or the licensed dealer's 80 mm slip in Tiberias with trailing minus
 * signs.
 */
export const heOutboardMotorDealerCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const soldOn = plus(date, -rng.int(2, 25));
    const reason = rng.pick(['החזרה - מוצר לא נפתח', 'פגם ביצור', 'החלפה לדגם אחר', 'ביטול עסקה']);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi, motor]) => ({ name, motor, qty: motor ? 1 : rng.int(1, 2), unit: rng.int(lo / 10, hi / 10) * 1000 }));
    const returned = total(lines.map((l) => l.qty * l.unit));
    const motorSum = total(lines.filter((l) => l.motor).map((l) => l.qty * l.unit));
    const fee = reason === 'ביטול עסקה' || reason === 'החזרה - מוצר לא נפתח' ? Math.min(Math.round((motorSum * 5) / 100), 50000) : 0;
    const credit = -(returned - fee);
    const vat = -vatIn(returned - fee, rate);
    const vendorName = co ? 'ימית מנועים ימיים בע"מ' : 'גיא נחמיאס';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CN-${rng.int(10000, 99999)}` : String(rng.int(100, 999));
    const credited = co ? `IN-${rng.int(10000, 99999)}` : String(rng.int(1000, 3999));
    const customer = rng.pick(['אייל ברוך', 'מועדון השייט גלים', 'שגיא פינטו', 'דייג ים בע"מ', 'עמוס ליבנה']);
    let body: string;
    if (co) {
      const m = (c: number) => `₪ ${amount(c)}`;
      body = `<div class="head"><div class="brand">ימית מרין</div><div class="sm">מנועים, חלפים ושירות · נמל הקישון, חיפה · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<h1>חשבונית מס זיכוי</h1>
${pairs(
  [
    ['מס׳ זיכוי', ltr(doc)],
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['לחשבונית', ltr(credited)],
    ['מיום', ltr(dt(soldOn, 'dd/mm/yyyy'))],
    ['לקוח', customer],
    ['טלפון', ltr(cellular(rng))],
    ['סיבה', reason],
    ['מספר מנוע', ltr(lines.some((l) => l.motor) ? `${rng.pick(['F', 'MF', 'DF'])}${rng.digits(7)}` : '-')],
  ],
  2,
)}
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name.replace('(Kill switch)', `(${ltr('Kill switch')})`), ltr(String(-l.qty)), ltr(m(l.unit)), ltr(m(-l.qty * l.unit))]),
)}
<div class="sum">${fee ? `${row('סה"כ הוחזר', ltr(m(-returned)))}${row('דמי טיפול במנוע (5%, עד ₪500)', ltr(m(fee)))}` : ''}${row('סה"כ זיכוי', ltr(m(credit)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(m(vat)))}${row('סכום ללא מע"מ', ltr(m(credit - vat)))}</div>
<div>הזיכוי יוחזר לכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))}.</div>
<div class="sign"><span>חתימת הלקוח: ____________</span><span>חתימת המוכר: ____________</span></div>`;
    } else {
      body = `<div class="c"><div class="brand2">נחמיאס מנועי סירות</div><div class="sm">טיילת טבריה, מול המעגנה · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית זיכוי מס׳ ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'dd/mm/yy'))}</div>
${row('זיכוי לחשבונית', ltr(credited))}${row('מתאריך', ltr(dt(soldOn, 'dd/mm/yy')))}${row('סיבה', reason)}<div class="rule"></div>
${lines.map((l) => `<div>${l.name.replace('(Kill switch)', '')}</div>${row(ltr(`${l.qty} × ${amount(l.unit)}`), ltr(trailingMinus(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>${fee ? row('דמי טיפול', ltr(amount(fee))) : ''}${row('סה"כ זיכוי', ltr(trailingMinus(credit)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(trailingMinus(vat)))}
<div class="rule"></div>${row('לקוח', customer)}${row('החזר למזומן/אשראי', rng.pick(['אשראי', 'מזומן']))}
<div class="rule"></div><div class="c sm">גיא נחמיאס · עוסק מורשה ${ltr(taxId)}</div>`;
    }
    const page = co ? 'A4' : `80mm ${150 + lines.length * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'FreeMono'"};font-size:${co ? 10.5 : 10}px;${co ? 'padding:14mm 15mm' : 'width:72mm;padding:4mm'}}
.row>span:last-child{white-space:nowrap}h1{font-size:19px;margin:10px 0 6px}.head{border-bottom:3px solid #00695c;padding-bottom:5px}.brand{font-size:28px;font-weight:bold;color:#00695c}.brand2{font-size:15px;font-weight:bold}
.sum{width:50%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.sign{display:flex;justify-content:space-between;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(credit), tax: truthAmount(vat) },
    };
  },
};
