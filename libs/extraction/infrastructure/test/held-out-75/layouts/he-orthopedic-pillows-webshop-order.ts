import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-orthopedic-pillows-webshop-order';

/** Products: Hebrew, SKU, price in agorot (VAT included, 2022). */
const PRODUCTS: [string, string, number][] = [
  ['כרית צוואר ויסקו אורתופדית', 'PW-CRV-60', 24900],
  ['כרית ברכיים לשינה על הצד', 'PW-KNE-01', 11900],
  ['כרית גב תחתון לכיסא', 'PW-LMB-35', 13900],
  ['כרית טריז להגבהת פלג גוף עליון', 'PW-WDG-12', 27900],
  ['כרית הריון בצורת U', 'PW-PRG-U', 32900],
  ['כרית מושב ג׳ל לרכב', 'PW-GEL-45', 15900],
  ['ציפית במבוק לכרית צוואר', 'PW-CSE-BB', 5900],
  ['כרית נסיעה מתכווננת', 'PW-TRV-02', 9900],
  ['מזרן עליון ויסקו 5 ס"מ', 'PW-TOP-140', 59900],
];
const CITIES = ['דימונה', 'נתיבות', 'עומר', 'מיתר', 'להבים', 'אופקים'];

/**
 * An orthopedic pillows web shop's invoice from Dimona, A4 (DejaVu Sans): brand in Latin letters, company name and id,
 * shaded cards for the invoice (number, date), the order (number, time) and the shipping address, items with Latin SKUs,
 * quantities and prices, a 12% coupon on some, courier (free from ₪399) or a pickup point, VAT contained, card.
 */
export const heOrthopedicPillowsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng
      .some(PRODUCTS, rng.int(1, 4))
      .map(([he, sku, p]) => ({ he, sku, qty: sku === 'PW-CSE-BB' ? rng.int(1, 3) : 1, unit: Math.round((p * up) / 1000) * 1000 - 100 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.35) ? share(goods, 12) : 0;
    const pickup = rng.chance(0.3);
    const ship = pickup ? 1900 : goods - coupon >= 39900 ? 0 : 3500;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'אורתו-רסט סחר מקוון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(310000, 389999));
    const order = `#PW${rng.digits(6)}`;
    const city = rng.pick(CITIES);
    const card = (title: string, inner: string) => `<div class="card"><div class="ct">${title}</div>${inner}</div>`;
    const body = `<div class="head"><div><div class="brand">${ltr('PILLOWISE')}</div><div class="sm">כריות אורתופדיות ומוצרי שינה</div></div><div class="sm left">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>מרכז לוגיסטי: אזור התעשייה דימונה<br>${ltr('service@pillowise.co.il')}</div></div>
<h1>חשבונית מס / קבלה</h1>
<div class="cards">${card('פרטי החשבונית', `${row('מספר', ltr(doc))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}`)}${card('פרטי ההזמנה', `${row('הזמנה', ltr(order))}${row('בוצעה', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(0, 1439))}`))}`)}${card('משלוח אל', `${rng.pick(['יעל', 'שמעון', 'רותם', 'אלנה', 'מוטי'])} ${rng.pick(['ביטון', 'אלמוג', 'קרמר', 'סבג'])}<br>${city}<br>${ltr(cellular(rng))}`)}</div>
${items(
  ['מוצר', 'מק"ט', 'כמות', 'מחיר ליח׳', 'סה"כ'],
  lines.map((l) => [l.he, ltr(l.sku), ltr(String(l.qty)), ltr(`₪${amount(l.unit)}`), ltr(`₪${amount(l.qty * l.unit)}`)]),
)}
<div class="tot">${row('סכום המוצרים', ltr(`₪${amount(goods)}`))}${coupon ? row(`קופון ${ltr('SLEEP12')} (${ltr('12%')})`, ltr(`-₪${amount(coupon)}`)) : ''}${row(pickup ? 'איסוף מנקודת חלוקה' : 'משלוח עד הבית', ship ? ltr(`₪${amount(ship)}`) : 'חינם')}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(`₪${amount(vat)}`), 'sm')}</div>
<div class="paid">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} · ${ltr(rng.chance(0.3) ? '3' : '1')} תשלומים</div>
<div class="foot">ניתן להחזיר מוצר באריזתו המקורית תוך ${ltr('30')} יום (ציפיות וכריות שהוצאו מהאריזה אינן ניתנות להחזרה מטעמי היגיינה).</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;padding:14mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:28px;font-weight:bold;color:#3949ab;letter-spacing:2px}.left{text-align:left}
h1{font-size:19px;margin:14px 0 8px}.cards{display:flex;gap:10px}.card{flex:1;background:#eef0f8;border-radius:6px;padding:8px}.ct{font-weight:bold;color:#3949ab;margin-bottom:4px}
.items{margin-top:14px}.items th{background:#3949ab;color:#fff}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tot{width:42%;margin:10px auto 0 0;background:#eef0f8;padding:8px;border-radius:6px}.big{font-size:1.25em;border-top:1px solid #3949ab;margin-top:4px;padding-top:3px}
.paid{margin-top:10px}.foot{margin-top:26px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
