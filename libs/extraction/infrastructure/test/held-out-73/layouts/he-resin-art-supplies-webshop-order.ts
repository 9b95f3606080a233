import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-resin-art-supplies-webshop-order';

/** Products: SKU, name, lowest and highest price in agorot (VAT included). */
const PRODUCTS: [string, string, number, number][] = [
  ['EPX-1K', 'ערכת אפוקסי שקוף 1 ק"ג (רזין + מקשה)', 8900, 11900],
  ['EPX-3K', 'ערכת אפוקסי שקוף 3 ק"ג ליציקות עבות', 22900, 27900],
  ['UVR-200', 'רזין UV מתקשה בתאורה 200 גר׳', 5900, 7900],
  ['PIG-MICA12', 'ערכת פיגמנט מיקה 12 גוונים', 4900, 6900],
  ['PIG-ALC6', 'דיו אלכוהול 6 צבעים', 5400, 6900],
  ['MLD-COAST', 'תבנית סיליקון תחתיות כוס (6 יח׳)', 3900, 5400],
  ['MLD-TRAY40', 'תבנית סיליקון מגש 40 ס"מ', 8900, 11900],
  ['TOR-MINI', 'מבער גז קטן להוצאת בועות', 7900, 9900],
  ['GLV-NIT', 'כפפות ניטריל 100 יח׳', 2900, 3900],
  ['CUP-MIX', 'כוסות ערבוב מדורגות 20 יח׳', 1900, 2900],
  ['LEAF-GOLD', 'עלי זהב לקישוט (50 דף)', 2400, 3400],
];
const TOWNS = ['נתיבות', 'אשקלון', 'קריית מלאכי', 'גדרה', 'באר יעקב', 'רמלה', 'אור יהודה'];

/**
 * A resin art supplies web shop's invoice, its warehouse in Sderot, A4 (FreeSans): tax invoice / receipt number and
 * date, order number and order time, SKUs in Latin, a 10% coupon on some, courier to a town, a pickup point or own
 * pickup (courier free over ₪450), VAT contained, card in instalments.
 */
export const heResinArtSuppliesWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: ordered } = next(ID, rng, undefined, [1, 28]);
    const date = plus(ordered, rng.int(0, 1));
    const rate = israeliRate(date);
    const lines = rng.some(PRODUCTS, rng.int(2, 6)).map(([sku, name, lo, hi]) => {
      const qty = rng.int(1, 3);
      const unit = Math.round(rng.int(lo, hi) / 100) * 100 - 10;
      return { sku, name, qty, unit, sum: qty * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.35) ? share(goods, 10) : 0;
    const after = goods - coupon;
    const how = rng.pick(['courier', 'point', 'self'] as const);
    const shipping = how === 'self' ? 0 : how === 'point' ? 2500 : after >= 45000 ? 0 : 3500;
    const gross = after + shipping;
    const vat = vatIn(gross, rate);
    const vendorName = 'רזין-ארט ישראל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 39999));
    const order = `#RA${rng.digits(6)}`;
    const pays = gross > 30000 ? rng.pick([1, 3, 6]) : 1;
    const where = how === 'self' ? 'איסוף עצמי מהמחסן בשדרות' : how === 'point' ? `נקודת איסוף - ${rng.pick(TOWNS)}` : `שליח עד הבית - ${rng.pick(TOWNS)}`;
    const body = `<div class="top"><div class="brand">${ltr('RESIN·ART')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>אזור התעשייה שדרות · ${ltr('www.resin-art.co.il')}</div></div>
<h1>חשבונית מס / קבלה ${ltr(doc)}</h1>
<div class="two">${pairs([
      ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
      ['הזמנה', ltr(order)],
      ['מועד ההזמנה', ltr(`${dt(ordered, 'dd.mm.yyyy')} ${hhmm(rng.int(0, 1439))}`)],
    ])}${pairs([
      ['לקוח/ה', rng.pick(['הדס מלכה', 'ליאור אזולאי', 'נגה ברק', 'עדי שטרן', 'מאיה פרידמן'])],
      ['משלוח', where],
    ])}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name.replace('UV', ltr('UV')), ltr(String(l.qty)), ltr(`₪${amount(l.unit)}`), ltr(`₪${amount(l.sum)}`)]),
)}
<div class="tot">${row('סכום ביניים', ltr(`₪${amount(goods)}`))}${coupon ? row(`קופון ${ltr('RESIN10')} (${ltr('10%')})`, ltr(`-₪${amount(coupon)}`)) : ''}${row('משלוח', shipping ? ltr(`₪${amount(shipping)}`) : 'חינם')}${row('סה"כ שולם', ltr(`₪${amount(gross)}`), 'b big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(`₪${amount(vat)}`))}</div>
<div class="pay">שולם בכרטיס אשראי ${ltr(`**${rng.digits(4)}`)} ${pays > 1 ? `ב-${ltr(String(pays))} תשלומים` : 'בתשלום אחד'}</div>
<div class="foot">אפוקסי הוא חומר כימי - יש לעבוד עם כפפות ובאוורור טוב. ניתן להחזיר מוצר סגור תוך ${ltr('14')} יום.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12px;padding:14mm}.top{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00838f;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#00838f;letter-spacing:2px}
h1{font-size:19px}.two{display:flex;justify-content:space-between}.items th{background:#e0f7fa}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:40%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:1.5px solid #000}.pay{margin-top:10px}.foot{margin-top:22px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
