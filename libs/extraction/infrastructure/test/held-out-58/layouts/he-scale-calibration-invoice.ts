import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-scale-calibration-invoice';

const WORK: [string, number, number, [number, number]][] = [
  ['כיול משקל מסחרי עד 30 ק"ג', 180, 260, [2, 12]],
  ['כיול מאזני רצפה 1,500 ק"ג', 650, 900, [1, 3]],
  ['כיול משקל מעבדה אנליטי', 420, 560, [1, 4]],
  ['כיול מאזני גשר למשאיות', 2400, 3200, [1, 1]],
  ['תעודת כיול מעבדה מוסמכת', 90, 140, [1, 12]],
  ['החלפת תא עומס', 780, 1100, [1, 2]],
  ['השכרת משקולות ייחוס (יום)', 350, 480, [1, 2]],
];

/** Scale calibration lab's A4 tax invoice, VAT added. */
export const heScaleCalibrationInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng
      .some(WORK, rng.int(2, 5))
      .map(([name, lo, hi, q]) => ({ name, qty: rng.int(...q), unit: rng.int(lo, hi) * 100, sn: `${rng.pick(['SN', 'S/N '])}${rng.digits(7)}` }));
    lines.push({ name: 'נסיעה ושעת עבודה בשטח', qty: 1, unit: rng.pick([25000, 32000, 38000]), sn: '-' });
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מדידה מדויקת מעבדות כיול בע"מ' : 'אלון ברקוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CL${rng.digits(6)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? amount(c) : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : `${Number(d.slice(8))}/${Number(d.slice(5, 7))}/${d.slice(0, 4)}`);
    const visit = plus(date, -rng.int(1, 5));
    const customer = rng.pick(['רשת מאפיות השדה בע"מ', 'מעדניית הגליל בע"מ', 'לוגיסטיקה צפון בע"מ', 'מחלבות העמק בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const head = co
      ? `<div class="top"><div><div class="brand">מאזניים מדויקים</div><div>${vendorName}</div><div>ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">רחוב השילוח 9, פתח תקווה · מעבדה מוסמכת ע"י הרשות הלאומית להסמכת מעבדות</div></div><div class="doc">חשבונית מס<br>מס׳ ${ltr(doc)}<div class="sm">מקור</div></div></div>`
      : `<div class="top"><div><div class="brand">כיול בשטח</div><div class="sm">כיול ותיקון משקלים · קריית אתא · ${ltr(cellular(rng))}</div></div><div class="doc">חשבונית מס מס׳ ${ltr(doc)}</div></div>`;
    const meta = pairs(
      [
        ['תאריך:', ltr(f(date))],
        ['תאריך ביקור:', ltr(f(visit))],
        ['לכבוד:', customer],
        ['ח.פ. לקוח:', ltr(custId)],
        ['הזמנת רכש:', ltr(`PO-${rng.digits(6)}`)],
        ['תוקף הכיול עד:', ltr(f(plus(visit, 365)))],
      ],
      2,
    );
    const body = `${head}
${meta}
${items(
  ['#', 'תיאור', 'מס׳ סידורי', 'כמות', co ? 'מחיר (ש"ח)' : 'מחיר', co ? 'סה"כ (ש"ח)' : 'סה"כ'],
  lines.map((l, i) => [String(i + 1), l.name, ltr(l.sn), String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ כולל מע"מ', ltr(money(gross)), 'b big')}</div>
<div class="sm">תעודות כיול מס׳ ${ltr(`CAL-${rng.digits(5)}`)} עד ${ltr(`CAL-${rng.digits(5)}`)} מצורפות. תנאי תשלום: שוטף + 60 (עד ${ltr(f(plus(date, 60)))}).</div>
${co ? `<div class="sm">העברה לבנק לאומי (10) סניף ${rng.int(600, 950)} חשבון ${ltr(rng.digits(8))}</div>` : `<div class="foot">אלון ברקוביץ · עוסק מורשה ${ltr(taxId)} · בנק מזרחי טפחות (20) סניף ${rng.int(400, 599)} ח-ן ${ltr(rng.digits(6))}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Liberation Serif'"};font-size:13.5px;padding:15mm}.top{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:10px}.brand{font-family:'Aharoni CLM';font-size:28px;color:${co ? '#0d47a1' : '#bf360c'}}.doc{border:2px solid #333;padding:6px 12px;font-weight:bold;font-size:16px;text-align:center}.sum{width:42%;margin-right:auto;margin-top:8px}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:50px;border-top:1px solid #888;padding-top:4px;font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
