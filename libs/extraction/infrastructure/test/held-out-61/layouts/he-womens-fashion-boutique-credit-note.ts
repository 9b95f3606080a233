import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, sh, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-womens-fashion-boutique-credit-note';

/** Garment and lowest and highest price in whole shekels (including VAT). */
const GARMENTS: [string, number, number][] = [
  ['שמלת מידי פליסה', 289, 459],
  ['חולצת משי מכופתרת', 199, 349],
  ['מכנסי פשתן רחבים', 229, 329],
  ['ז׳קט בלייזר אוברסייז', 399, 649],
  ['חצאית סאטן', 179, 279],
  ['סוודר סריג קשמיר', 349, 549],
  ['טוניקה רקומה', 159, 249],
  ['שמלת ערב קצרה', 449, 799],
  ['קרדיגן ארוך', 219, 339],
  ['ג׳ינס מותן גבוה', 249, 349],
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '38', '40', '42'];
const REASONS = ['מידה לא מתאימה', 'החלפה בתוך 14 יום', 'פגם בתפר', 'לא התאים לגוף'];

/** A women's fashion boutique's credit note (February to December, never a Saturday), prices including VAT, amounts negative. */
export const heWomensFashionBoutiqueCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GARMENTS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name: `${name} מידה ${rng.pick(SIZES)}`, qty: 1, unit: rng.int(lo, hi) * 100 - 10 }));
    const credit = -total(lines.map((l) => l.qty * l.unit));
    const vat = -vatIn(-credit, rate);
    const origin = plus(date, -rng.int(2, 25));
    const vendorName = co ? 'לונה אופנת נשים בע"מ' : 'מיכל פרץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LN-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, 'x ₪') : trailingMinus(c));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const clock = `${String(rng.int(10, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const voucher = rng.chance(0.5);
    const refund = voucher
      ? `${row(`שובר זיכוי ${ltr(`SZ-${rng.digits(6)}`)}`, ltr(money(-credit)))}<div class="sm">השובר בתוקף עד ${ltr(f(plus(date, 365)))}</div>`
      : `${row(`החזר לכרטיס ${ltr(`****${rng.digits(4)}`)}`, ltr(money(credit)))}${row('אישור', ltr(rng.digits(7)))}`;
    const body = co
      ? `<div class="c"><div class="brand">LUNA</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">קניון רמת אביב, קומה 1 · ${ltr(landline(rng))}</div></div>
<div class="title">חשבונית מס זיכוי</div>
${row('מס׳ זיכוי:', ltr(doc))}${row('תאריך:', ltr(f(date)))}${row('שעה:', ltr(clock))}${row('קופה:', String(rng.int(1, 4)))}${row('זיכוי לחשבונית:', ltr(rng.digits(7)))}${row('מתאריך:', ltr(f(origin)))}${row('סיבה:', rng.pick(REASONS))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${ltr(`${l.qty} × ${amount(l.unit)}`)}</span>`, ltr(money(-l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ זיכוי', ltr(money(credit)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${refund}
<div class="sm c">חתימת הלקוחה: ____________</div>`
      : `<div class="c"><div class="brand2">שמלות מיכל</div><div class="sm">בוטיק אופנה · רח׳ סוקולוב 40, רמת השרון · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית זיכוי מס׳ ${ltr(doc)}</div>
<div class="c">${ltr(f(date))} · ${ltr(clock)}</div>
<div class="sm">בגין חשבונית ${ltr(rng.digits(5))} מ-${ltr(f(origin))} · ${rng.pick(REASONS)}</div>
<div class="rule"></div>
${lines.map((l) => row(l.name, ltr(money(-l.qty * l.unit)))).join('')}
<div class="rule"></div>
${row('סה"כ זיכוי', ltr(money(credit)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}
<div class="rule"></div>${refund}
<div class="rule"></div><div class="sm c">מיכל פרץ · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${co ? 180 : 150}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSerif'" : "'Aharoni CLM'"};font-size:${co ? 12 : 11}px;padding:4mm 3.5mm;width:${width}mm;box-sizing:border-box}.brand{font-family:'Nimbus Roman';font-size:26px;letter-spacing:6px}.brand2{font-size:20px}.big{font-size:1.15em}.title{border:1.5px solid #222;text-align:center;font-weight:bold;margin:6px 0;padding:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(credit), tax: truthAmount(vat) },
    };
  },
};
