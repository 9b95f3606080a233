import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-ukulele-webshop-order';

/** Products: name, lowest and highest price in whole shekels (with VAT), most ordered. */
const PRODUCTS: [string, number, number, number][] = [
  ['יוקולילי סופרן מהגוני', 249, 349, 2],
  ['יוקולילי קונצרט ספרוס מלא', 489, 689, 1],
  ['יוקולילי טנור אקוסטי-חשמלי', 790, 1090, 1],
  ['יוקולילי בריטון', 690, 890, 1],
  ['סט מיתרים לסופרן/קונצרט', 39, 55, 4],
  ['סט מיתרים לטנור עם מיתר G נמוך', 45, 65, 3],
  ['תיק מרופד 15 מ"מ', 129, 189, 2],
  ['כוונן קליפס כרומטי', 49, 79, 2],
  ['רצועה עם וו לבית התהודה', 35, 59, 2],
  ['מעמד מתקפל', 59, 89, 2],
  ['ספר לימוד "יוקולילי מאפס" כולל אקורדים', 89, 119, 2],
  ['לחותן לכלי מיתר', 45, 69, 2],
];

/**
 * A ukulele web shop's order invoice, A4 (Nachlieli CLM): the order number and order date beside the
 * invoice's own number and date (the invoice made when the parcel leaves), a table of catalogue
 * numbers, a coupon on some, courier or pickup point, VAT contained, paid by card in one to three
 * instalments.
 */
export const heUkuleleWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const ordered = plus(date, -rng.int(0, 3));
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([name, lo, hi, most]) => {
      const qty = rng.int(1, most);
      const unit = rng.int(lo, hi) * 100 - (rng.chance(0.5) ? 10 : 0);
      return { sku: `UK-${rng.int(100, 999)}`, name, qty, unit, sum: qty * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.35) ? Math.round((goods * 8) / 100) : 0;
    const shipChoice = goods - coupon >= 40000 ? 'משלוח חינם עד הבית' : rng.pick(['שליח עד הבית', 'נקודת איסוף']);
    const shipping = shipChoice === 'שליח עד הבית' ? 3500 : shipChoice === 'נקודת איסוף' ? 1900 : 0;
    const gross = goods - coupon + shipping;
    const vat = vatIn(gross, rate);
    const vendorName = 'אלוהה כלי נגינה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 199999));
    const order = `#${rng.int(24000, 49999)}`;
    const pays = gross > 60000 ? rng.int(1, 3) : 1;
    const body = `<div class="head"><div><div class="brand">אוקו<span>לה</span></div><div class="sm">חנות היוקולילי של ישראל · ${ltr('ukula.co.il')}</div></div><div class="v sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רחוב המלאכה ${ltr('8')}, ראש העין<br>${ltr('info@ukula.co.il')}</div></div>
<div class="t">חשבונית מס קבלה מס׳ ${ltr(doc)}</div>
${grid([
  ['תאריך חשבונית', ltr(dt(date, 'dd/mm/yyyy'))],
  ['מספר הזמנה', ltr(order)],
  ['תאריך הזמנה', ltr(`${dt(ordered, 'dd/mm/yyyy')} ${time(rng)}`)],
  ['אופן משלוח', shipChoice],
])}
<div class="to">לכבוד: ${rng.pick(['נועם שחר', 'ליאת בן דוד', 'עידו רוזן', 'הדר מלכה', 'אביגיל פרידמן'])} · ${ltr(cellular(rng))}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר ליחידה', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sum">${row('סה"כ מוצרים', ltr(amount(goods)))}${coupon ? row(`קופון ${ltr('STRUM8')} - ${ltr('8%')} הנחה`, ltr(`-${amount(coupon)}`)) : ''}${row(shipChoice, ltr(amount(shipping)))}
${row('סה"כ כולל מע"מ', ltr(`₪${amount(gross)}`), 'b big')}${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}</div>
<div class="pay">שולם בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)} ב-${ltr(String(pays))} ${pays === 1 ? 'תשלום' : 'תשלומים'}.</div>
<div class="foot sm">החזרת מוצרים בתוך ${ltr('14')} יום באריזתם המקורית. כלים שכוונו או שהמיתרים שלהם הוחלפו לא יוחזרו.</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:13px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #d07a1a;padding-bottom:6px}
.brand{font-size:32px;font-weight:bold;color:#d07a1a}.brand span{color:#2a8a7a}.v{text-align:left;line-height:1.4}.t{font-size:19px;font-weight:bold;margin:12px 0 4px}.to{margin:8px 0}
.sum{width:45%;margin:8px auto 10px 0}.big{font-size:1.15em}.pay{margin-top:10px}.foot{margin-top:20px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
