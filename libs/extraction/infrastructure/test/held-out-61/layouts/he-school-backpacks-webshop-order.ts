import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, sh, share } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-school-backpacks-webshop-order';

/** Item, SKU stem and lowest and highest price in whole shekels (including VAT). */
const GOODS: [string, string, number, number][] = [
  ['תיק גב אורתופדי לכיתות א-ג', 'BP-ORT', 189, 289],
  ['תיק גב לחטיבה 30 ליטר', 'BP-30L', 149, 249],
  ['טרולי לבית הספר עם ידית', 'TR-01', 229, 329],
  ['קלמר משולש', 'PC-3Z', 39, 69],
  ['תיק אוכל מבודד', 'LB-ISO', 49, 79],
  ['בקבוק שתייה נירוסטה 600 מ"ל', 'WB-600', 45, 75],
  ['כיסוי גשם לתיק', 'RC-01', 25, 39],
  ['שקית התעמלות', 'GB-02', 29, 45],
  ['מחזיק מפתחות רפלקטיבי', 'KR-05', 12, 19],
  ['תיק קלמר וסט מדבקות שם', 'ST-NM', 35, 55],
];
const COLOURS = ['כחול נייבי', 'ורוד', 'שחור', 'ירוק זית', 'סגול', 'אפור'];

/** A school backpack web shop's A4 invoice, prices including VAT, with shipping and sometimes a coupon. */
export const heSchoolBackpacksWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng, [6, 7, 8, 9]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, sku, lo, hi]) => {
      const colour = rng.pick(COLOURS);
      return { name: `${name} - ${colour}`, sku: `${sku}-${COLOURS.indexOf(colour) + 1}`, qty: rng.chance(0.3) ? 2 : 1, unit: rng.int(lo, hi) * 100 - (rng.chance(0.5) ? 10 : 0) };
    });
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.4);
    const disc = coupon ? share(goods, 10) : 0;
    const ship = goods - disc >= 30000 ? 0 : co ? 2990 : 3500;
    const gross = goods - disc + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'באגית תיקים לבית הספר בע"מ' : 'שירן מלכה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SB${date.slice(2, 4)}-${rng.int(10000, 99999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd/mm/yy'));
    const ordered = plus(date, -rng.int(0, 2));
    const order = `#${rng.int(10000000, 99999999)}`;
    const tracking = `${rng.pick(['IL', 'RR', 'LP'])}${rng.digits(9)}IL`;
    const buyer = rng.pick(['הדס אלמוג', 'אביטל רז', 'קרן שושן', 'יוסי מרקוביץ׳', 'ליאת גבאי']);
    const table = items(
      ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
      lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
    );
    const sums = `<div class="sum">${row('סה"כ מוצרים', ltr(money(goods)))}${coupon ? row(`קופון ${ltr('BACK2SCHOOL')} - 10%`, ltr(money(-disc))) : ''}${row(ship ? 'משלוח עד הבית' : 'משלוח (חינם מעל ₪300)', ltr(money(ship)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}</div>`;
    const body = co
      ? `<div class="band"><span class="brand">BAGIT</span><span>${ltr('www.bagit.co.il')}</span></div>
<div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ השחם 12, פתח תקווה · ${ltr(landline(rng))}</div>
<h1>חשבונית מס / קבלה</h1>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מספר הזמנה', ltr(order)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['משלוח', `שליח · ${ltr(tracking)}`],
])}
<div>לקוח/ה: ${buyer} · ${ltr(cellular(rng))} · ${rng.pick(['חולון', 'רעננה', 'אשקלון', 'עפולה'])}</div>
${table}${sums}
<div class="sm">שולם בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)} ב-${rng.pick([1, 2, 3])} תשלומים. החזרת מוצר תוך 14 יום ממועד קבלתו.</div>`
      : `<div class="head"><div class="brand2">תיקיה</div><div class="sm">חנות תיקים אונליין · ${ltr('tikiya.co.il')} · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס קבלה מס׳ ${ltr(doc)}</h1>
<div>תאריך: ${ltr(f(date))} · הזמנה ${ltr(order)} מ-${ltr(f(ordered))}</div>
<div>נשלח אל: ${buyer} · דואר רשום ${ltr(tracking)}</div>
${table}${sums}
<div class="sm">שולם ב-${rng.pick(['Bit', 'PayPal', 'כרטיס אשראי'])}. תודה שקניתם אצלנו!</div>
<div class="foot">שירן מלכה · עוסק מורשה ${ltr(taxId)} · תיקיה</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Noto Sans Hebrew'"};font-size:13px;padding:13mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:#f9a825;color:#222;display:flex;justify-content:space-between;align-items:center;padding:8px 14px}.brand{font-family:'C059';font-size:30px;font-weight:bold}.brand2{font-size:28px;font-weight:bold;color:#ad1457}.head{border-bottom:2px solid #ad1457;padding-bottom:5px}
h1{font-size:18px;margin:10px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}.foot{position:absolute;bottom:12mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
