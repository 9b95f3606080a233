import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-mushroom-growing-kits-webshop-order';

const GOODS: [string, number, number][] = [
  ['ערכת גידול פטריות יער (שיטאקי)', 89, 119],
  ['ערכת גידול פטריות צדפה ורודה', 79, 99],
  ['ערכת גידול אוזן יהודה', 69, 89],
  ['שקית מצע קש מעוקר 5 ק"ג', 39, 55],
  ['מרסס ערפל לחות', 25, 35],
  ['תבחיר נבגים - רעמת אריה', 59, 79],
  ['מדחום-לחות דיגיטלי', 45, 65],
];

/** A mushroom growing kits web shop's tax invoice-receipt (A4), prices including VAT, courier or pick-up, an optional coupon. */
export const heMushroomGrowingKitsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const ship = rng.chance(0.6) ? 2900 : 0;
    const coupon = rng.chance(0.4) ? rng.pick([1000, 1500, 2000]) : 0;
    const gross = goods + ship - coupon;
    const vat = vatIn(gross, rate);
    const vendorName = 'פטרייה בקופסה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 19999));
    const order = `#${rng.int(4000, 9999)}`;
    const rows = lines.map((l) => [l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]);
    const body = `<div class="top"><div class="brand">פטרייה בקופסה</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>מושב בית עזרא · ${ltr('www.mushbox.co.il')}</div></div>
<h1>חשבונית מס / קבלה ${ltr(doc)}</h1>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['הזמנה', ltr(order)],
    ['תאריך הזמנה', ltr(dt(plus(date, -rng.int(0, 2)), 'dd/mm/yyyy'))],
    ['משלוח', ship ? 'שליח עד הבית' : 'איסוף עצמי'],
  ],
  2,
)}
${items(['מוצר', 'כמות', 'מחיר ליחידה', 'סה"כ'], rows)}
<div class="sum">${row('סכום ביניים', ltr(amount(goods)))}${ship ? row('משלוח', ltr(amount(ship))) : ''}${coupon ? row('קופון MUSH', ltr(`-${amount(coupon)}`)) : ''}${row('סה"כ', ltr(`₪${amount(gross)}`), 'b big')}${row(`כולל מע"מ (${rate}%)`, ltr(`₪${amount(vat)}`))}</div>
<div class="sm">שולם ב-${rng.pick(['Bit', 'PayPal', 'כרטיס אשראי'])} · הגידול הראשון תוך 10-14 יום</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:11.5px;padding:14mm 15mm}.top{display:flex;justify-content:space-between;align-items:center;background:#5d4037;color:#fff;padding:10px 14px}.brand{font-size:24px;font-weight:bold}
h1{font-size:18px;margin:12px 0 6px}.sum{width:40%;margin-right:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
