import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-speedcube-webshop-order';

/** Goods: name, lowest and highest price in whole shekels, VAT included. */
const GOODS: [string, number, number][] = [
  [`קוביית מהירות ${ltr('3x3')} מגנטית`, 69, 189],
  [`קוביית מהירות ${ltr('2x2')} מגנטית`, 45, 99],
  [`קוביית ${ltr('4x4')} מגנטית`, 89, 169],
  [`קוביית ${ltr('5x5')}`, 99, 199],
  ['מגהמינקס', 79, 149],
  ['פירמינקס מגנטי', 55, 119],
  ['סקווב-1', 69, 129],
  ['טיימר תחרויות עם משטח', 139, 219],
  ['שמן סיליקון לכוונון קוביות', 29, 45],
  ['תיק נשיאה לשש קוביות', 49, 89],
];

const CITIES = ['חולון', 'מודיעין', 'קריית אונו', 'אשדוד', 'רעננה', 'קריית ביאליק', 'כרמיאל'];

/**
 * A speedcube web shop's tax invoice-receipt for an online order: A4, Simple CLM, order number and
 * order date a day or two before the invoice, courier or pickup point, a coupon on some orders, VAT
 * contained in the total, card's last digits.
 */
export const heSpeedcubeWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const ordered = plus(date, -rng.int(0, 2));
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.8) ? 1 : 2, unit: rng.int(lo, hi) * 100 - 10 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const shipping = goods >= 30000 ? 0 : rng.pick([2900, 3500, 1900]);
    const coupon = rng.chance(0.4) ? rng.pick([1000, 2000, 2500]) : 0;
    const gross = goods + shipping - coupon;
    const vat = vatIn(gross, rate);
    const vendorName = 'קיובינג ישראל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(80000, 99999));
    const order = `#${rng.int(15000, 48999)}`;
    const rows = lines.map((l) => [l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]);
    const body = `<div class="bar"><div class="brand">CUBING<span>.IL</span></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · ${ltr('support@cubing-il.example')}</div></div>
<h1>חשבונית מס / קבלה מס׳ ${ltr(doc)}</h1>
${pairs(
  [
    ['תאריך החשבונית', ltr(dt(date, 'dd/mm/yyyy'))],
    ['הזמנה', `${ltr(order)} מתאריך ${ltr(dt(ordered, 'dd/mm/yyyy'))}`],
    ['לקוח/ה', rng.pick(['עומר שטרן', 'תמר ביטון', 'איתי רוזנטל', 'הדס מלכה'])],
    ['משלוח אל', `${rng.pick(CITIES)} · ${shipping ? 'שליח עד הבית' : 'משלוח חינם מעל 300 ₪'}`],
  ],
  2,
)}
${items(['מוצר', 'כמות', 'מחיר', 'סה"כ'], rows)}
<div class="sum">${row('סכום המוצרים', ltr(amount(goods)))}${row('משלוח', ltr(amount(shipping)))}${coupon ? row(`קופון ${ltr('CUBE' + rng.int(10, 99))}`, ltr(`-${amount(coupon)}`)) : ''}
${row('סה"כ ששולם', ltr(`${amount(gross)} ₪`), 'b big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}</div>
<div class="sm">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))}. ניתן להחזיר מוצר שלא נפתח תוך ${ltr('14')} ימים.</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:13px;padding:14mm 16mm}.bar{display:flex;justify-content:space-between;align-items:center;background:#f2f2f2;padding:8px 12px;border-radius:6px}
.brand{font-family:'DejaVu Sans';font-weight:bold;font-size:24px;direction:ltr}.brand span{color:#c22}h1{font-size:18px;margin:14px 0 8px}.sum{width:45%;margin:8px auto 14px 0}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
