import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-aromatherapy-shop-till';

const GOODS: [string, number, number][] = [
  ['שמן אתרי לבנדר 10 מ"ל', 35, 59],
  ['שמן אתרי אקליפטוס 10 מ"ל', 29, 45],
  ['שמן עץ התה 10 מ"ל', 32, 49],
  ['שמן אתרי מנטה 10 מ"ל', 30, 46],
  ['שמן ג׳וג׳ובה 100 מ"ל', 55, 89],
  ['שמן שקדים מתוקים 250 מ"ל', 45, 69],
  ['תערובת עיסוי מרגיעה', 69, 119],
  ['רול-און "שינה טובה"', 39, 59],
  ['מפזר ריח אולטרסוני', 149, 259],
  ['אבן ריח מקרמיקה', 25, 45],
  ['בקבוקוני טפטפת (6 יח׳)', 18, 29],
  ['מי ורדים 200 מ"ל', 29, 49],
  ['נר סויה ארומטי', 49, 79],
];

/** Aromatherapy and essential oils shop's till slip, prices including VAT (never on a Saturday). */
export const heAromatherapyShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.3) ? rng.int(2, 3) : 1, unit: rng.int(lo, hi) * 100 + rng.pick([0, 90, 50]) }));
    const gross0 = total(lines.map((l) => l.qty * l.unit));
    const coupon = co && gross0 > 15000 && rng.chance(0.5) ? 2000 : 0;
    const gross = gross0 - coupon;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'ניחוחות הגליל שמנים אתריים בע"מ' : 'אורית מזרחי';
    const taxId = idOf(vendorName, co);
    const till = rng.int(1, 3);
    const doc = co ? `T${till}-${rng.digits(5)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪ x') : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yy') : dt(d, 'dd/mm/yyyy'));
    const at = rng.int(9 * 60, 19 * 60 + 30);
    const cashier = rng.pick(['שירן', 'מאיה', 'עדי', 'נועם', 'ליאת']);
    const count = total(lines.map((l) => l.qty));
    const card = rng.chance(0.65);
    const tendered = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0);
    const head = co
      ? `<div class="c brand">בית הלבנדר</div><div class="c sm">שמנים אתריים · ארומתרפיה · קוסמטיקה טבעית</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">מרכז מסחרי עופרים, כרמיאל · ${ltr('04-9' + rng.digits(6))}</div>`
      : `<div class="c brand">המזקקה הקטנה</div><div class="c sm">רח׳ הדקל 7, פרדס חנה-כרכור</div><div class="c sm">${ltr(cellular(rng))}</div>`;
    const body = co
      ? `${head}<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית', ltr(doc), 'b')}${row('תאריך', ltr(f(date)))}${row('שעה', ltr(hhmm(at)))}${row('קופה', String(till))}${row('קופאית', cashier)}
<div class="rule"></div>
<table class="t"><tr><th>פריט</th><th>כמ׳</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.qty * l.unit))}</td></tr>`).join('')}</table>
<div class="rule"></div>
${row('מספר פריטים', String(count))}
${coupon ? `${row('סכום ביניים', ltr(money(gross0)))}${row('שובר הנחה (מעל ₪150)', ltr(money(-coupon)))}` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ ללא מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>
${card ? `${row('כרטיס אשראי', ltr('XXXX-' + rng.digits(4)))}${row('מס׳ אישור', ltr(rng.digits(7)))}${row('תשלומים', rng.pick(['1', '1', '3']))}` : `${row('מזומן', ltr(money(tendered)))}${row('עודף', ltr(money(tendered - gross)))}`}
${row('חבר מועדון', ltr(cellular(rng)))}${row('נקודות שנצברו', String(Math.floor(gross / 1000)))}
<div class="c sm">סדנת רקיחת בשמים הבאה: ${ltr(dt(plus(date, rng.int(6, 30)), 'dd/mm'))} · פרטים בקופה</div>
<div class="c sm">החלפה תוך 14 יום בצירוף חשבונית · מוצרים שנפתחו אינם ניתנים להחזרה</div>`
      : `${head}<div class="rule"></div>
<div class="c b">קבלה - חשבונית מס ${ltr(doc)}</div>
<div class="c">${ltr(f(date))} &nbsp; ${ltr(hhmm(at))}</div>
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${ltr(`${l.qty} x ${amount(l.unit)}`)}</span>`, ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ (₪)', ltr(money(gross)), 'b big')}
${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>
${card ? `${row('אשראי', ltr('**' + rng.digits(4)))}${row('אישור', ltr(rng.digits(6)))}` : `${row('מזומן', ltr(money(tendered)))}${row('עודף', ltr(money(tendered - gross)))}`}
<div class="c sm">שמנים אתריים לשימוש חיצוני בלבד · לא לבליעה</div>
<div class="c sm foot">אורית מזרחי · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 60;
    const page = `${width}mm ${(co ? 170 : 150) + lines.length * (co ? 7 : 10)}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'Miriam CLM'"};font-size:${co ? 12 : 11}px;padding:4mm 3mm}.brand{font-size:${co ? 20 : 17}px;font-weight:bold}.big{font-size:1.2em}.t{width:100%}.t th{border-bottom:1px solid #222;text-align:start;font-weight:normal;font-size:0.9em}.t td{padding:1px 2px;vertical-align:top}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
