import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-yoga-props-webshop-order';

/** Products: SKU stem, name, lowest and highest price in whole shekels (with VAT). */
const PRODUCTS: [string, string, number, number][] = [
  ['MAT-CRK', 'מזרן יוגה שעם 4 מ"מ', 249, 329],
  ['MAT-TPE', 'מזרן TPE דו-צדדי 6 מ"מ', 129, 179],
  ['MAT-RBR', 'מזרן גומי טבעי 5 מ"מ', 289, 389],
  ['BLK-CRK', 'בלוק שעם', 49, 69],
  ['BLK-EVA', 'בלוק קצף EVA', 29, 39],
  ['STR-COT', 'רצועת כותנה 2.5 מ׳', 29, 45],
  ['BLS-RND', 'בולסטר עגול מכוסמין', 169, 229],
  ['ZAF-BKW', 'כרית מדיטציה זאפו', 149, 199],
  ['ZAB-SQR', 'מזרן זאבוטון', 179, 239],
  ['WHL-32', 'גלגל יוגה 32 ס"מ', 99, 139],
  ['BAG-CNV', 'תיק קנבס למזרן', 69, 99],
  ['BLN-WVN', 'שמיכת יוגה ארוגה', 119, 159],
  ['EYE-LAV', 'כרית עיניים לבנדר', 39, 55],
];
const COLOURS = ['ירוק מרווה', 'חול', 'אפור פחם', 'חציל', 'כחול לילה', 'טרקוטה'];
const BUYERS: [string, string][] = [
  ['יעל בר-נתן', 'פרדס חנה'],
  ['אורטל שושן', 'באר שבע'],
  ['גיא פלג', 'קריית טבעון'],
  ['סיוון מלכה', 'אשדוד'],
  ['תומר עזרא', 'ירושלים'],
  ['רותם קדוש', 'נהריה'],
];

/** A yoga-props web shop's A4 invoice, prices including VAT: a coupon on some, shipping or free from ₪400. */
export const heYogaPropsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(PRODUCTS, rng.int(2, 6)).map(([sku, name, lo, hi]) => ({
      sku: `${sku}-${rng.int(10, 99)}`,
      name,
      colour: rng.pick(COLOURS),
      qty: rng.chance(0.3) ? rng.int(2, 4) : 1,
      unit: rng.int(lo, hi) * 100 + 90,
    }));
    const sums = lines.map((l) => l.qty * l.unit);
    const goods = total(sums);
    const couponPct = co && rng.chance(0.4) ? 15 : !co && rng.chance(0.3) ? 10 : 0;
    const coupon = Math.round((goods * couponPct) / 100);
    const after = goods - coupon;
    const shipping = after >= 40000 ? 0 : co ? 3200 : 2900;
    const gross = after + shipping;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'אסאנה האוס ציוד יוגה בע"מ' : 'רוני טל-אור';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AH${String(rng.int(1, 999999)).padStart(6, '0')}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'dd/mm/yy'));
    const ordered = plus(date, -rng.int(0, 3));
    const [buyer, town] = rng.pick(BUYERS);
    const track = `${rng.pick(['RR', 'LY', 'EE'])}${rng.digits(9)}IL`;
    const order = co ? `#${rng.digits(7)}` : `YB-${rng.digits(6)}`;
    const table = items(
      ['מק"ט', 'פריט', 'צבע', 'כמות', 'מחיר', 'סה"כ'],
      lines.map((l, i) => [ltr(l.sku), l.name, l.colour, String(l.qty), ltr(money(l.unit)), ltr(money(sums[i]))]),
    );
    const sumsHtml = `${row('סה"כ מוצרים', ltr(money(goods)))}${coupon ? row(`קופון ${co ? 'NAMASTE15' : 'OM10'} (${couponPct}%)`, ltr(money(-coupon))) : ''}${row(shipping ? 'משלוח עד הבית' : 'משלוח (חינם מ-₪400)', ltr(money(shipping)))}<div class="rule"></div>${row('סה"כ לתשלום', ltr(co ? money(gross) : `${money(gross)} ש"ח`), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}`;
    const body = co
      ? `<div class="band"><div class="brand">ASANA HOUSE</div><div class="sm">www.asanahouse.co.il</div></div>
<div class="sm vend">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · דרך הבנים 22, פרדס חנה-כרכור</div>
<h1>חשבונית מס / קבלה</h1>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['הזמנה', ltr(order)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['משלוח', ltr(track)],
])}
<div class="cust">לקוח/ה: ${buyer} · ${ltr(cellular(rng))} · ${town}</div>
${table}<div class="sum">${sumsHtml}</div>
<div class="sm">שולם ${rng.pick(['בכרטיס אשראי', 'ב-PayPal', 'בביט'])} · החזרה תוך 14 יום במוצר שלא נעשה בו שימוש, באריזתו.</div>`
      : `<div class="head"><div class="brand2">שאנטי בבית</div><div class="sm">אביזרי יוגה ומדיטציה · shanti-home.co.il · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס קבלה ${ltr(doc)}</h1>
${row(`תאריך: ${ltr(f(date))}`, `הזמנה ${ltr(order)} מיום ${ltr(f(ordered))}`)}
<div class="cust">נשלח אל: ${buyer}, ${town} · ${ltr(cellular(rng))} · מס׳ משלוח ${ltr(track)}</div>
${table}<div class="sum">${sumsHtml}</div>
<div class="foot">רוני טל-אור · עוסק מורשה ${ltr(taxId)} · ראש פינה</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Drugulin CLM'"};font-size:12.5px;padding:14mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:#7c9a7e;color:#fff;padding:8px 12px;display:flex;justify-content:space-between;align-items:center}.brand{font-family:'URW Bookman';font-size:28px;letter-spacing:3px}
.vend{margin:4px 0}.head{border-bottom:2px solid #8d6e63;padding-bottom:4px}.brand2{font-size:26px;font-weight:bold;color:#8d6e63}
h1{font-size:19px;margin:10px 0 6px}.cust{margin:8px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
