import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, cellular, dt, hhmm, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-game-consoles-store-credit-note';

const GOODS: [string, number, number][] = [
  ['קונסולת משחק ביתית 1TB', 1899, 2499],
  ['קונסולה ניידת OLED', 1349, 1599],
  ['בקר אלחוטי', 249, 379],
  ['אוזניות גיימינג אלחוטיות', 349, 699],
  ['תחנת טעינה לשני בקרים', 99, 169],
  ['משחק מרוצים', 199, 289],
  ['משחק כדורגל', 229, 299],
  ['משחק הרפתקאות', 179, 279],
  ['כרטיס זיכרון 256GB', 129, 199],
  ['כבל HDMI 2.1 באורך 2 מ׳', 59, 99],
  ['מארז נשיאה קשיח', 89, 149],
  ['הגה מרוצים עם דוושות', 899, 1490],
];

/** Game consoles store's credit note, prices including VAT, every amount negative (February-December, never on a Saturday). */
export const heGameConsolesStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.2) ? 2 : 1, unit: rng.int(lo, hi) * 100 + (rng.chance(0.5) ? 90 : 0) }));
    const gross = -total(lines.map((l) => l.qty * l.unit));
    const vat = -vatIn(-gross, rate);
    const vendorName = co ? 'לבל אפ גיימינג בע"מ' : 'ליאור קדוש';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CN-${rng.digits(6)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, 'x ₪') : bracketed(c));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yy') : dt(d, 'dd.mm.yyyy'));
    let orig = plus(date, -rng.int(2, 30));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-0${rng.int(2, 9)}`;
    const origNo = co ? `${rng.digits(8)}` : String(rng.int(10000, 99999));
    const reason = rng.pick(['החזרה תוך 14 יום', 'מוצר פגום - הוחלף ביצרן', 'ביטול עסקה', 'טעות בהזמנה']);
    const customer = rng.pick(['עידו שרעבי', 'נטלי פרץ', 'רומן קוגן', 'סאמר עודה', 'הדס מלכה']);
    const card = rng.chance(0.55);
    const refund = card
      ? `${row('החזר לכרטיס', ltr('****' + rng.digits(4)))}${row('מס׳ אישור', ltr(rng.digits(6)))}`
      : `${row('שובר זיכוי', ltr('V' + rng.digits(7)))}${row('בתוקף עד', ltr(f(plus(date, 365))))}`;
    const body = co
      ? `<div class="c brand">LEVEL UP</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">קניון איילון, רמת גן · ${ltr('03-7' + rng.digits(6))}</div>
<div class="box c b">חשבונית מס זיכוי</div>
${row('מס׳ זיכוי:', ltr(doc), 'b')}${row('תאריך:', ltr(f(date)))}${row('שעה:', ltr(hhmm(rng.int(10 * 60, 21 * 60))))}${row('זיכוי לחשבונית:', ltr(origNo))}${row('מתאריך:', ltr(f(orig)))}${row('לקוח:', customer)}${row('ת.ז.:', ltr(personalId(rng)))}${row('סיבה:', reason)}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${ltr(`${-l.qty} x ${sh(l.unit, 'x')}`)}</span>`, ltr(money(-l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ זיכוי', ltr(money(gross)), 'b big')}
${row(`מע"מ ${rate}% כלול בזיכוי`, ltr(money(vat)))}
${row('זיכוי לפני מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>${refund}
<div class="sig">חתימת הלקוח: ____________</div>`
      : `<div class="head"><div class="brand">עולם הקונסולות</div><div class="sm">רח׳ יהושע חנקין 22, עפולה · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס זיכוי מס׳ ${ltr(doc)}</h1>
${row('תאריך', ltr(f(date)))}${row('זיכוי עבור חשבונית', `${ltr(origNo)} מיום ${ltr(f(orig))}`)}${row('שם הלקוח', `${customer} (ת.ז. ${ltr(personalId(rng))})`)}${row('סיבת הזיכוי', reason)}
${items(
  ['פריט', 'כמות', 'מחיר ליח׳ (₪)', 'סה"כ (₪)'],
  lines.map((l) => [l.name, ltr(String(-l.qty)), ltr(sh(l.unit, 'x')), ltr(money(-l.qty * l.unit))]),
)}
<div class="sum">${row('סה"כ זיכוי (₪)', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סכום לפני מע"מ', ltr(money(gross - vat)))}</div>
${refund}
<div class="sig">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</div>
<div class="foot">ליאור קדוש · ע.מ. ${ltr(taxId)}</div>`;
    const page = co ? `80mm ${210 + lines.length * 12}mm` : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'FreeMono'" : "'Keter YG'"};font-size:${co ? 11.5 : 13}px;padding:${co ? '4mm 3mm' : '10mm'};${co ? '' : 'height:209mm;box-sizing:border-box;position:relative'}}
.brand{font-size:${co ? 22 : 24}px;font-weight:bold}.box{border:2px solid #000;padding:3px;margin:6px 0}.big{font-size:1.15em}.head{border-bottom:2px solid #4527a0}.head .brand{color:#4527a0}h1{font-size:16px}.sum{width:60%;margin-right:auto}.sig{margin-top:14px}
.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #777;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
