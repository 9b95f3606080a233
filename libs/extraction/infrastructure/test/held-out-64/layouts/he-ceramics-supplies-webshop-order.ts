import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-ceramics-supplies-webshop-order';

/** Stock: SKU, name, lowest and highest price in whole shekels (with VAT), whether a 10 kg bag of clay. */
const STOCK: [string, string, number, number, boolean][] = [
  ['CL-ST10', 'חומר סטונוור לבן, שק 10 ק"ג', 62, 85, true],
  ['CL-PR10', 'פורצלן לאובניים, שק 10 ק"ג', 95, 130, true],
  ['CL-RD10', 'חמר אדום, שק 10 ק"ג', 45, 60, true],
  ['CL-GR10', 'חומר שמוט גס לפיסול, שק 10 ק"ג', 68, 92, true],
  ['GL-CE5', 'גלזורה צלדון ירוק, 500 מ"ל', 48, 69, false],
  ['GL-MC5', 'גלזורה שמנת מט, 500 מ"ל', 46, 65, false],
  ['GL-TN5', 'גלזורה טנמוקו, 500 מ"ל', 52, 72, false],
  ['GL-CB5', 'גלזורה כחול קובלט, 500 מ"ל', 55, 78, false],
  ['UG-12', 'צבעי אנדרגלייז, סט 12 צבעים', 120, 165, false],
  ['KS-30', 'מדף לתנור 30×30 ס"מ', 85, 120, false],
  ['KP-06', 'רגליות לתנור, סט 6', 38, 55, false],
  ['KW-01', 'ציפוי מגן למדפי תנור, 1 ק"ג', 35, 49, false],
  ['TL-08', 'ערכת כלי עבודה, 8 חלקים', 55, 79, false],
  ['TL-TR', 'סכיני חריטה, סט 3', 64, 88, false],
  ['SP-02', 'ספוגי ים טבעיים, זוג', 24, 36, false],
  ['BW-25', 'דיסק מסתובב לקישוט, 25 ס"מ', 140, 195, false],
  ['BT-04', 'דיסקיות עבודה לאובניים, 4 יח׳', 75, 98, false],
];
const BUYERS: [string, string][] = [
  ['שירה גולן', 'הרצליה'],
  ['עמית רז', 'קריית טבעון'],
  ['נטע אדלר', 'ירושלים'],
  ['סטודיו כד וכוס', 'באר שבע'],
  ['לילך מור', 'רמת ישי'],
  ['חוג הקרמיקה של המתנ"ס', 'אור יהודה'],
];

/** A ceramics supplies web shop's A4 invoice, prices including VAT, with a quantity discount on clay and shipping by weight. */
export const heCeramicsSuppliesWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const picked = rng.some(STOCK, rng.int(3, 8));
    const lines = picked.map(([sku, name, lo, hi, clay]) => ({ sku, name, clay, qty: clay ? rng.int(1, 4) : rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const sums = lines.map((l) => l.qty * l.unit);
    const goods = total(sums);
    const clayBags = total(lines.filter((l) => l.clay).map((l) => l.qty));
    const claySum = total(lines.filter((l) => l.clay).map((l) => l.qty * l.unit));
    const discount = clayBags >= 4 ? Math.round((claySum * 5) / 100) : 0;
    const weight = clayBags * 10 + lines.filter((l) => !l.clay).length;
    const pickup = rng.chance(0.25);
    const shipping = pickup ? 0 : weight <= 20 ? (co ? 4500 : 4000) : co ? 7500 : 6900;
    const gross = goods - discount + shipping;
    const vat = vatIn(gross, rate);
    const [buyer, town] = rng.pick(BUYERS);
    const vendorName = co ? 'חומר ואש ציוד לקרמיקה בע"מ' : 'מאיה שפירא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CH-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const orderDate = plus(date, -rng.int(0, 2));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd.m.yy'));
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const head = ['מק"ט', 'פריט', 'כמות', 'מחיר', 'סה"כ'];
    const rows = lines.map((l, i) => [ltr(l.sku), l.name, String(l.qty), ltr(money(l.unit)), ltr(money(sums[i]))]);
    const shipLabel = pickup ? (co ? 'איסוף עצמי מהמחסן' : 'איסוף עצמי מהסטודיו') : `משלוח עד הבית (${weight} ק"ג)`;
    const sumRows = [
      ['סה"כ מוצרים', ltr(money(goods))],
      ...(discount ? [['הנחת כמות 5% על 4 שקי חומר ומעלה', ltr(`-${money(discount)}`)]] : []),
      [shipLabel, ltr(money(shipping))],
      ['סה"כ לתשלום', co ? ltr(money(gross)) : `${ltr(amount(gross))} ש"ח`],
      [`מע"מ ${rate}% כלול`, ltr(money(vat))],
    ];
    const sumTable = `<table class="tot">${sumRows.map(([a, b], i) => `<tr${i === sumRows.length - 2 ? ' class="b"' : ''}><th>${a}</th><td>${b}</td></tr>`).join('')}</table>`;
    const pay = rng.pick(['כרטיס אשראי', 'ביט', 'PayPal']);
    const body = co
      ? `<div class="top"><div class="brand">חומר ואש</div><div class="sm">${ltr('www.chomer-vaesh.co.il')} · אזור התעשייה עמק חפר · ${ltr(landline(rng))}<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<h1>חשבונית מס / קבלה</h1>
${boxes([
  ['מס׳ מסמך', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['הזמנה', ltr(`#${rng.int(30000, 99999)}`)],
  ['תאריך הזמנה', ltr(f(orderDate))],
  ['תשלום', pay === 'PayPal' ? ltr(pay) : pay],
])}
<div class="buyer">לכבוד: <b>${buyer}</b>, ${town} · ${ltr(cellular(rng))}${pickup ? '' : ` · משלוח מס׳ ${ltr(`CHX${rng.digits(9)}`)}`}</div>
${items(head, rows)}${sumTable}
<p class="sm">החזרת מוצרים שלא נפתחו בתוך 14 יום. שקי חומר שנפתחו אינם ניתנים להחזרה.</p>`
      : `<div class="c"><div class="brand2">הקדרות של מאיה</div><div class="sm">ציוד לקדרות ולסדנאות · ${ltr('www.mayaclay.co.il')} · ${ltr(cellular(rng))}</div></div>
<h2>חשבונית מס קבלה ${ltr(doc)}</h2>
<div class="meta">תאריך ${ltr(f(date))} · הזמנה ${ltr(`WC-${rng.int(1000, 9999)}`)} מ-${ltr(f(orderDate))} · שולם ${pay === 'PayPal' ? `ב-${ltr(pay)}` : pay === 'ביט' ? 'בביט' : 'בכרטיס אשראי'}</div>
<div class="buyer">${buyer} · ${town}</div>
${items(head, rows)}${sumTable}
<div class="foot">מאיה שפירא · עוסק מורשה ${ltr(taxId)} · מושב עין איילה</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSerif'" : "'Miriam CLM'"};font-size:12.5px;padding:14mm 15mm}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #b5542d;padding-bottom:6px}.brand{font-family:'Aharoni CLM';font-size:34px;color:#b5542d}
h1{font-size:20px;margin:12px 0 4px}h2{font-size:18px;text-align:center;margin:10px 0 2px}.brand2{font-size:26px;font-weight:bold;color:#6b4f3a}.meta{text-align:center;margin-bottom:6px}
.buyer{margin:8px 0;padding:4px 8px;border-right:4px solid #b5542d;background:#faf3ee}.tot{width:52%;margin-right:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:2px 6px}.tot td{text-align:left;padding:2px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #222;font-size:1.1em}
.foot{margin-top:18px;border-top:1px solid #999;padding-top:4px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
