import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, sh } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-cat-furniture-webshop-order';

/** Product, lowest and highest price in agorot (VAT included). */
const SHOP: [string, number, number][] = [
  ['עץ גירוד 150 ס"מ, 3 קומות', 34900, 54900],
  ['סט מדפי קיר לחתולים (4 יח׳)', 29900, 44900],
  ['עמוד גירוד סיסל 80 ס"מ', 8900, 14900],
  ['ערסל חלון בוואקום', 9900, 15900],
  ['מגרדת קרטון גלי', 3900, 6900],
  ['מערת לבד טבעי', 12900, 18900],
  ['ארון מסתור לארגז חול', 39900, 59900],
  ['חבל סיסל להחלפה 20 מ׳', 4900, 7900],
  ['מנהרת משחק מתקפלת', 5900, 8900],
  ['גשר קיר תלוי', 14900, 22900],
];

const BUYERS = ['ליאת ברגר', 'עומר חדד', 'רוני שגיא', 'אסנת פלד', 'יונתן אברמוב', 'שירה דגן'];

/** Cat furniture web shop's A4 invoice under a coloured band, prices including VAT. */
export const heCatFurnitureWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const ordered = plus(date, -rng.int(0, 3));
    const lines = rng.some(SHOP, rng.int(1, 5)).map(([name, lo, hi]) => ({
      sku: `CT-${rng.int(1000, 9999)}`,
      name,
      qty: rng.chance(0.2) ? 2 : 1,
      unit: rng.int(lo / 1000, hi / 1000) * 1000 - 100,
    }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = co && goods >= 30000 && rng.chance(0.5) ? 5000 : 0;
    let ship: number;
    let shipName: string;
    if (co) {
      const courier = rng.chance(0.6);
      ship = goods - coupon >= 45000 ? 0 : courier ? 3900 : 2400;
      shipName = courier ? 'שליח עד הבית' : 'נקודת איסוף';
    } else {
      const how = rng.int(0, 2);
      ship = [0, 6000, 2900][how];
      shipName = ['איסוף עצמי מהנגרייה', 'שליח עד הבית', 'נקודת איסוף'][how];
    }
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קאטסקייפ ריהוט לחיות מחמד בע"מ' : 'אורי שפירא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CS${date.slice(2, 4)}-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const buyer = rng.pick(BUYERS);
    const city = rng.pick(['רמת גן', 'קריית ביאליק', 'מודיעין', 'באר שבע', 'כפר סבא', 'עפולה']);
    const pays = rng.pick([1, 1, 3, 6]);
    const inst = Math.floor(gross / pays);
    const payLine =
      rng.chance(0.25) && !co
        ? `שולם ב-Bit · אסמכתא ${ltr(rng.digits(9))}`
        : `כרטיס אשראי ${ltr('****' + rng.digits(4))}${pays > 1 ? ` · ${pays} תשלומים: ראשון ${ltr(amount(gross - inst * (pays - 1)))}, ${pays - 1} נוספים ${ltr(amount(inst))}` : ''} · אישור ${ltr(rng.digits(7))}`;
    let body: string;
    if (co) {
      const money = (c: number) => sh(c, 'x ש"ח');
      const f = (d: string) => dt(d, 'dd/mm/yyyy');
      body = `<div class="band"><span class="brand">CATSCAPE</span><span>${ltr('www.catscape.co.il')}</span></div>
<div class="sub">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ המלאכה 6, נתניה · ${ltr('09-' + rng.int(7, 8) + rng.digits(6))}</div>
<h1>חשבונית מס / קבלה</h1>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מספר הזמנה', ltr(`#${rng.int(1000000, 9999999)}`)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['משלוח', shipName],
])}
<div>לכבוד: ${buyer}, ${city} · ${ltr(cellular(rng))}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום המוצרים', ltr(money(goods)))}${coupon ? row(`קופון ${ltr('MEOW50')}`, ltr(money(-coupon))) : ''}${row(`משלוח (${shipName})`, ship ? ltr(money(ship)) : 'חינם')}${row('סה"כ לתשלום כולל מע"מ', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(money(vat)))}</div>
<div>${payLine}</div>
<div class="sm">מספר משלוח לעקוב: ${ltr(`CS${rng.digits(10)}IL`)} · משלוח חינם בהזמנה מעל 450 ש"ח · החזרה תוך 14 יום באריזה המקורית</div>`;
    } else {
      const money = (c: number) => sh(c, '₪ x');
      const f = (d: string) => dt(d, 'dd.mm.yy');
      body = `<div class="band"><span class="brand">עץ החתול</span><span>${ltr('etz-hahatul.co.il')} · ${ltr(cellular(rng))}</span></div>
<div class="sub">רהיטים לחתולים בעבודת יד · נגרייה במושב בית שערים</div>
<h1>חשבונית מס קבלה ${ltr(doc)}</h1>
${boxes([
  ['תאריך', ltr(f(date))],
  ['הזמנה', ltr(`#W${rng.int(10000, 99999)}`)],
  ['התקבלה ב-', ltr(f(ordered))],
  ['אופן מסירה', shipName],
])}
<div>לכבוד: ${buyer}, ${city}</div>
${items(
  ['פריט', 'מק"ט', 'כמות', 'מחיר', 'סכום'],
  lines.map((l) => [l.name, ltr(l.sku), String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
)}
<div class="sum">${row('מוצרים', ltr(money(goods)))}${row(shipName, ltr(money(ship)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}</div>
<div>${payLine}</div>
<div class="sm">כל פריט נבנה בהזמנה אישית מעץ אורן מלא וחבל סיסל טבעי. זמן ייצור 5-10 ימי עבודה.</div>
<div class="foot">אורי שפירא · עוסק מורשה ${ltr(taxId)} · עץ החתול</div>`;
    }
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Simple CLM'"};font-size:${co ? 12 : 13}px;padding:12mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:${co ? '#e65100' : '#00796b'};color:#fff;padding:10px 14px;display:flex;justify-content:space-between;align-items:center}.brand{font-size:28px;font-weight:bold;font-family:${co ? "'Z003'" : "'Aharoni CLM'"}}
.sub{margin:4px 0 8px;font-size:0.95em}h1{font-size:18px}.sum{width:50%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:12mm;right:12mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
