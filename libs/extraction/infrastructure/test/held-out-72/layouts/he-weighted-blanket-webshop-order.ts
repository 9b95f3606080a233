import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-weighted-blanket-webshop-order';

/** Products: name, SKU, size, lowest and highest price in whole shekels (VAT included). */
const PRODUCTS: [string, string, string, number, number][] = [
  ['שמיכת משקולות 7 ק"ג', 'WB-07-150', '150×200', 449, 529],
  ['שמיכת משקולות 9 ק"ג', 'WB-09-160', '160×210', 529, 619],
  ['שמיכת משקולות לילדים 3 ק"ג', 'WB-03-100', '100×150', 299, 359],
  ['שמיכת משקולות סרוגה 6 ק"ג', 'KN-06-120', '120×180', 589, 689],
  ['ציפה מינקי רכה', 'CV-MK-150', '150×200', 129, 159],
  ['ציפת כותנה מקררת', 'CV-CT-160', '160×210', 149, 179],
  ['כרית משקולות לברכיים 2 ק"ג', 'LP-02-040', '40×60', 119, 149],
];
const COLOURS = ['אפור פחם', 'כחול לילה', 'בז׳ חולי', 'ירוק מרווה', 'ורוד עתיק'];
const SHIPPING: [string, number][] = [
  ['שליח עד הבית', 3900],
  ['איסוף מנקודת חלוקה', 1900],
  ['איסוף עצמי מהמחסן בלהבים', 0],
];

/**
 * A weighted blanket web shop in Lehavim, A4 (Noto Sans Hebrew): invoice number and date beside the order number,
 * date and time, SKUs, sizes in cm, colours, a 10% coupon on some, courier, pickup point or own pickup (free over a
 * threshold), VAT contained, "₪" before the amount, card in instalments.
 */
export const heWeightedBlanketWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const ordered = rng.chance(0.5) ? date : addDays(date, -1);
    const lines = rng.some(PRODUCTS, rng.int(1, 3)).map(([name, sku, size, lo, hi]) => {
      const qty = rng.chance(0.2) ? 2 : 1;
      const unit = rng.int(lo, hi) * 100 - 10;
      return { name, sku, size, colour: rng.pick(COLOURS), qty, unit, sum: qty * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.35) ? share(goods, 10) : 0;
    let [shipName, ship] = rng.pick(SHIPPING);
    const pickup = shipName.startsWith('איסוף עצמי');
    if (ship && goods - coupon >= 60000) ship = 0;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'כבדות מוצרי שינה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 39999));
    const order = `KV-${rng.int(100000, 199999)}`;
    if (!ship) shipName = pickup ? shipName : `${shipName} (חינם בהזמנה מעל ${ltr('₪600')})`;
    const payments = gross > 50000 ? rng.pick([1, 3, 6]) : 1;
    const body = `<div class="head"><div><div class="brand">כבדות</div><div class="sm">שמיכות משקולות לשינה רגועה · ${ltr('kvedut.co.il')}</div></div><div class="sm left">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ האלה 3, להבים<br>${ltr('service@kvedut.co.il')}</div></div>
<h1>חשבונית מס / קבלה ${ltr(doc)}</h1>
<div class="top"><div>${pairs([
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['מס׳ הזמנה', ltr(order)],
      ['הוזמן', ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)],
    ])}</div><div>${pairs([
      ['לקוח/ה', rng.pick(['שני אברהם', 'אלון קורן', 'ליאור בן דוד', 'הילה פרידמן', 'תומר אוחיון'])],
      ['יעד', pickup ? 'איסוף עצמי מהמחסן' : rng.pick(['שוהם', 'דימונה', 'קריית אתא', 'גני תקווה', 'עפולה', 'ראש העין'])],
    ])}</div></div>
${items(
  ['מק"ט', 'מוצר', 'מידה (ס"מ)', 'צבע', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, ltr(l.size), l.colour, ltr(String(l.qty)), ltr(`₪${amount(l.unit)}`), ltr(`₪${amount(l.sum)}`)]),
)}
<div class="tot">${row('סה"כ מוצרים', ltr(`₪${amount(goods)}`))}${coupon ? row(`קופון ${ltr('SLEEP10')} (${ltr('10%')})`, ltr(`-₪${amount(coupon)}`)) : ''}${row(shipName, ltr(`₪${amount(ship)}`))}${row('סה"כ שולם', ltr(`₪${amount(gross)}`), 'b big')}${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(`₪${amount(vat)}`))}</div>
<div class="pay">אמצעי תשלום: כרטיס אשראי ${ltr(`**** ${rng.digits(4)}`)}${payments > 1 ? ` · ${ltr(String(payments))} תשלומים` : ''}</div>
<div class="foot">ניתן להחזיר מוצר באריזתו המקורית תוך ${ltr('14')} יום. ציפות ניתנות לכביסה ב-${ltr('30')} מעלות; את השמיכה עצמה אין לכבס במכונה ביתית.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:14mm 16mm;color:#222}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:32px;font-weight:bold;color:#5b4b8a}.left{text-align:left}
h1{font-size:18px;margin:14px 0 6px;border-bottom:2px solid #5b4b8a;padding-bottom:4px}.top{display:flex;justify-content:space-between}.items td:nth-child(n+5),.items th:nth-child(n+5){text-align:left}
.tot{width:48%;margin:6px auto 0 0}.big{font-size:1.2em;border-top:1.5px solid #222}.pay{margin-top:12px}.foot{margin-top:22px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
