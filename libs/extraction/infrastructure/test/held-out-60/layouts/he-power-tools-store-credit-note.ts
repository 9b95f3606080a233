import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, personalId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-power-tools-store-credit-note';

/** Product, lowest and highest price in agorot (VAT included). */
const TOOLS: [string, number, number][] = [
  ['מברגה נטענת 18V (גוף בלבד)', 39900, 69900],
  ['מברגת אימפקט 18V', 44900, 79900],
  ['משחזת זווית 125 מ"מ', 24900, 45900],
  ['מסור עגול 190 מ"מ', 49900, 89900],
  ['מסור אנכי (ג׳יקסו)', 29900, 54900],
  ['סוללה 18V 5.0Ah', 29900, 44900],
  ['מטען מהיר', 17900, 29900],
  ['סט מקדחים ומביטים 100 חל׳', 9900, 19900],
  ['פלס לייזר קווי', 34900, 69900],
  ['שולחן עבודה מתקפל', 19900, 34900],
  ['רוטר (טרימר) 6 מ"מ', 39900, 64900],
  ['מלטשת אקסצנטרית', 27900, 44900],
];

const REASONS = ['פגם במוצר', 'החזרה תוך 14 יום', 'טעות בהזמנה', 'החלפה לדגם אחר'];
const CUSTOMERS = ['אריאל נחום', 'גלעד סויסה', 'מאיר אוחנה', 'עדי פרידמן', 'שגיא טל'];

/** Power tools store's credit note (February to December, never a Saturday), prices including VAT, every amount negative. */
export const hePowerToolsStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(TOOLS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.2) ? 2 : 1, unit: rng.int(lo / 1000, hi / 1000) * 1000 - 100 }));
    const gross = -total(lines.map((l) => l.qty * l.unit));
    const vat = -vatIn(-gross, rate);
    const vendorName = co ? 'טולפרו כלי עבודה בע"מ' : 'עוזי ברק';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZT-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    // The credited invoice is from the same year, up to two months before.
    let origin = plus(date, -rng.int(2, 60));
    if (origin.slice(0, 4) !== date.slice(0, 4)) origin = `${date.slice(0, 4)}-01-${String(rng.int(2, 28)).padStart(2, '0')}`;
    const originNo = co ? rng.digits(8) : String(rng.int(10000, 99999));
    const reason = rng.pick(REASONS);
    const customer = rng.pick(CUSTOMERS);
    const voucher = rng.chance(0.4);
    let body: string;
    let page: string;
    if (co) {
      const money = (c: number) => `${trailingMinus(c)} ₪`;
      const f = (d: string) => dt(d, 'dd.mm.yy');
      body = `<div class="c brand">TOOLPRO</div>
<div class="c">${vendorName}</div>
<div class="c">ח.פ. ${ltr(taxId)}</div>
<div class="c sm">פארק תעשיות חבל מודיעין, שוהם · ${ltr(landline(rng))}</div>
<div class="box c b">חשבונית מס זיכוי</div>
${row('מס׳ זיכוי:', ltr(doc))}${row('תאריך:', ltr(f(date)))}${row('שעה:', ltr(hhmm(rng.int(8 * 60, 19 * 60))))}${row('קופה:', String(rng.int(1, 5)))}
${row('זיכוי לחשבונית:', ltr(originNo))}${row('מתאריך:', ltr(f(origin)))}${row('לקוח:', customer)}${row('טלפון:', ltr(cellular(rng)))}${row('סיבה:', reason)}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}-`), ltr(trailingMinus(-l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ זיכוי', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('זיכוי לפני מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>
${
  voucher
    ? `<div>שובר זיכוי מס׳ ${ltr(rng.digits(6))} בתוקף עד ${ltr(f(plus(date, 365)))}</div>`
    : `<div>הזיכוי הועבר לכרטיס ${ltr('****' + rng.digits(4))} · אישור ${ltr(rng.digits(6))}</div>`
}
<div class="sm c">סוללות ומטענים שנפתחו מוחזרים רק בפגם. תודה!</div>`;
      page = `80mm ${175 + lines.length * 10}mm`;
    } else {
      const money = (c: number) => `₪ ${amount(c)}`;
      const f = (d: string) => dt(d, 'dd/mm/yyyy');
      body = `<div class="head"><div class="brand">כלי עבודה בגליל</div><div class="sm">כלי עבודה חשמליים וציוד לבעלי מקצוע · אזור התעשייה מעלות-תרשיחא · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס זיכוי מס׳ ${ltr(doc)}</h1>
${row(`תאריך: ${ltr(f(date))}`, `זיכוי לחשבונית מס׳ ${ltr(originNo)} מיום ${ltr(f(origin))}`)}
<div>לקוח: ${customer} · ת.ז. ${ltr(personalId(rng))} · סיבה: ${reason}</div>
${items(
  ['פריט', 'כמות', 'מחיר יח׳', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(-l.qty)), ltr(money(l.unit)), ltr(money(-l.qty * l.unit))]),
)}
<div class="sum">${row('סכום לפני מע"מ', ltr(money(gross - vat)))}${row(`מע"מ ${rate}% כלול בזיכוי`, ltr(money(vat)))}${row('סה"כ זיכוי', ltr(money(gross)), 'b big')}</div>
<div>${voucher ? `ניתן שובר זיכוי בתוקף לשנה, עד ${ltr(f(plus(date, 365)))}` : `הוחזר לכרטיס האשראי ${ltr('****' + rng.digits(4))}`}</div>
<div class="sign"><span>חתימת הלקוח: ____________</span><span>חתימת המוכר: ____________</span></div>
<div class="foot">עוזי ברק · עוסק מורשה ${ltr(taxId)}</div>`;
      page = 'A5';
    }
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Drugulin CLM'"};font-size:${co ? 11 : 12}px;padding:${co ? '3mm 4mm' : '10mm'};${co ? '' : 'box-sizing:border-box;height:209mm;position:relative;'}}
.brand{font-size:${co ? 24 : 20}px;font-weight:bold;color:#c62828}.box{border:2px solid #222;margin:4px 0;padding:3px}.big{font-size:1.15em}.head{border-bottom:2px solid #c62828;padding-bottom:4px}h1{font-size:15px}.sum{width:65%;margin-right:auto}
.sign{display:flex;justify-content:space-between;margin-top:18px}.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
