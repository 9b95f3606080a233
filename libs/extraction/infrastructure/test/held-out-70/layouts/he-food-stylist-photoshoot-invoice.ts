import { amount, htmlPage, israeliRate, Layout, taxId as validId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, nth, pairs, plus, row, total, vatOn, yearFor, dayOf } from './extra';

const ID = 'he-food-stylist-photoshoot-invoice';

const CLIENTS: [string, string][] = [
  ['מאפיות שדה הזהב בע"מ', 'צילומי אריזות לסדרת לחמי מחמצת'],
  ['מגזין טעמים ובישול בע"מ', 'כתבת שער - מתכוני חג'],
  ['רשת מסעדות פסטה נוסטרה בע"מ', 'צילומי תפריט עונתי'],
  ['גבינות הגליל המערבי בע"מ', 'קמפיין רשתות חברתיות'],
  ['סטודיו פיקסל פרסום בע"מ', 'צילומי פרסומת לרשת מזון מהיר'],
];

/**
 * A food stylist's tax invoice (a licensed dealer, her own name), A4 letterhead (Keter YG over Simple
 * CLM): five-digit invoice number, the shoot's day and date (or its first and last dates) and the client's project, prep and shopping day,
 * shoot days, ingredients bought at cost (the receipts kept), props hire, an assistant's days, kilometres
 * x 2.40, VAT added, the client's company id and purchase order as distractors, her bank account.
 */
export const heFoodStylistPhotoshootInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n)), [5, 6]);
    const rate = israeliRate(date);
    const shoot = avoid(plus(date, -rng.int(5, 16)), [5, 6]);
    const [client, project] = rng.pick(CLIENTS);
    const clientId = validId(rng, true);
    const days = rng.int(1, 3);
    const lines: [string, string, number, number][] = [];
    lines.push(['יום הכנה, תכנון וקניות', 'יום', 1, rng.int(14, 20) * 10000]);
    const shootText =
      days > 1
        ? `ימי צילום - סטיילינג מזון (${ltr(dt(shoot, 'dd.mm.yyyy'))} עד ${ltr(dt(plus(shoot, days - 1), 'dd.mm.yyyy'))})`
        : `יום צילום - סטיילינג מזון (${heDay(shoot)} ${ltr(dt(shoot, 'dd.mm.yyyy'))})`;
    lines.push([shootText, 'יום', days, rng.int(28, 42) * 10000]);
    if (rng.chance(0.7)) lines.push(['עוזרת סטיילינג', 'יום', days, rng.int(9, 14) * 10000]);
    lines.push(['חומרי גלם ומצרכים (לפי קבלות, במחיר עלות)', 'קומפלט', 1, rng.int(400, 2600) * 100 + rng.int(0, 99)]);
    if (rng.chance(0.6)) lines.push(['השכרת כלי הגשה, טקסטיל ורקעים', 'קומפלט', 1, rng.int(6, 22) * 5000]);
    const km = rng.int(30, 240);
    lines.push([`נסיעות (${ltr(String(km))} ק"מ x ${ltr('2.40')})`, 'ק"מ', km, 240]);
    const net = total(lines.map((l) => l[2] * l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נעמה ברקוביץ';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(10120, 10980));
    const po = `PO-${rng.digits(6)}`;
    const body = `<div class="lh"><div class="name">נעמה ברקוביץ</div><div class="role">סטיילינג מזון לצילום · ${ltr('Food Styling')}</div><div class="sm">עוסק מורשה ${ltr(taxId)} · רחוב סוקולוב ${ltr(String(rng.int(2, 70)))}, רמת השרון · ${ltr(cellular(rng))}</div></div>
<div class="top"><div><h1>חשבונית מס ${ltr(doc)}</h1><div>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</div></div><div>${pairs([
      ['לכבוד', client],
      ['ח.פ.', ltr(clientId)],
      ['הזמנת רכש', ltr(po)],
      ['פרויקט', project],
    ])}</div></div>
${items(
  ['תיאור', 'יחידה', 'כמות', 'מחיר', 'סה"כ'],
  lines.map(([d, u, q, p]) => [d, u, ltr(String(q)), ltr(amount(p)), ltr(amount(q * p))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}</div>
<div class="foot">תנאי תשלום: שוטף + ${ltr('30')}. העברה בנקאית לחשבון ${ltr(`${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(6)}`)} ע"ש נעמה ברקוביץ.<br>קבלות חומרי הגלם מצורפות. תודה על שיתוף הפעולה!</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:12.5px;padding:16mm 18mm}.lh{text-align:center;border-bottom:1px solid #8a5a2b;padding-bottom:8px}
.name{font-family:'Keter YG','David CLM';font-size:30px;color:#8a5a2b}.role{font-size:14px;letter-spacing:1px}.top{display:flex;justify-content:space-between;margin:14px 0}
h1{font-family:'Keter YG','David CLM';font-size:22px;margin:0 0 4px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:42%;margin-right:auto}
.big{font-size:1.2em;border-top:2px solid #8a5a2b;padding-top:3px}.foot{margin-top:26px;font-size:11px;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
