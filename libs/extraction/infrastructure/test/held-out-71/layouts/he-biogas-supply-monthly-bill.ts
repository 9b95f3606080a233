import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn, avoid } from './extra';

const ID = 'he-biogas-supply-monthly-bill';

const CUSTOMERS: [string, string][] = [
  ['חממות הדר גן שמואל בע"מ', 'גן שמואל'],
  ['רפת כרכור שותפות חקלאית', 'כרכור'],
  ['משתלות פרדס חנה בע"מ', 'פרדס חנה'],
  ['מחלבת השומרון בע"מ', 'אזור תעשייה עין שמר'],
  ['לול מטילות בית אליעזר', 'בית אליעזר'],
];

/**
 * A biogas plant's monthly bill to farms and greenhouses near Ein Shemer, A4 (Noto Sans Hebrew, DejaVu Sans Mono):
 * the month before billed, meter readings in m³, gas priced in agorot per m³, a fixed monthly charge, meter rental,
 * an odorising surcharge on some, VAT added; issue date, due date and amount in boxes, customer number failing the
 * check, customer's company id, standing order. Issued on a weekday in the first days of the month.
 */
export const heBiogasSupplyMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [2, 8]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const start = `${plus(date.slice(0, 8) + '01', -1).slice(0, 8)}01`;
    const end = lastOfMonth(start);
    const [customer, place] = rng.pick(CUSTOMERS);
    const prev = rng.int(40000, 380000);
    const used = rng.int(1800, 9500);
    const perM3 = rng.int(260, 340);
    const gas = used * perM3;
    const lines: [string, string, number][] = [
      [`ביוגז מטוהר (${ltr(`${used.toLocaleString('en-US')} m³`)} x ${ltr(`${amount(perM3)} ₪`)} למ״ק)`, ltr(`${used} m³`), gas],
      ['דמי חיבור קבועים לחודש', ltr('1'), rng.int(180, 260) * 100],
      [`שכירות מונה ${ltr(rng.pick(['G10', 'G16', 'G25']))}`, ltr('1'), rng.int(35, 60) * 100],
    ];
    if (rng.chance(0.4)) lines.push(['תוספת ריחון גז (בטיחות)', ltr(`${used} m³`), Math.round(used * rng.pick([4, 5, 6]))]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const due = plus(date, 15);
    const vendorName = 'אנרגיה ירוקה שמר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${String(rng.int(1000, 9999))}`;
    const body = `<div class="head"><div><div class="brand">אנרגיה ירוקה שמר</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">מתקן ביוגז, ד.נ. מנשה · טל׳ ${ltr(`04-63${rng.digits(5)}`)}</div></div><div class="doc">חשבונית מס ${ltr(doc)}<div class="sm">חשבון תקופתי - ${heMonth(start)}</div></div></div>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['סכום לתשלום', ltr(`${amount(gross)} ₪`)],
])}
<div class="two"><div>${pairs([
      ['לקוח', customer],
      ['כתובת', place],
      ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
      ['מספר לקוח', ltr(notAnId(rng))],
    ])}</div><div>${pairs([
      ['תקופת חיוב', `${ltr(dt(start, 'dd/mm/yyyy'))} - ${ltr(dt(end, 'dd/mm/yyyy'))}`],
      ['קריאה קודמת', ltr(prev.toLocaleString('en-US'))],
      ['קריאה נוכחית', ltr((prev + used).toLocaleString('en-US'))],
      ['צריכה', ltr(`${used.toLocaleString('en-US')} m³`)],
    ])}</div></div>
${items(
  ['פירוט', 'כמות', 'סכום ₪'],
  lines.map(([d, q, s]) => [d, q, ltr(amount(s))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(amount(gross)), 'b big')}</div>
<div class="foot">התשלום ייגבה בהוראת קבע מחשבון הבנק שלך ביום ${ltr(dt(due, 'dd/mm/yyyy'))}. הביוגז מופק מפסולת רפתות ומשק הסביבה.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11.5px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid #3b6e2a;padding-bottom:8px}
.brand{font-size:24px;font-weight:bold;color:#3b6e2a}.doc{font-size:16px;font-weight:bold;text-align:left}.two{display:flex;justify-content:space-between;margin:8px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;font-family:'DejaVu Sans Mono'}.tot{width:45%;margin:8px auto 0 0}.big{font-size:1.15em;border-top:2px solid #000}.foot{margin-top:16px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
