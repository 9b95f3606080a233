import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-smart-intercom-monthly-bill';

/** Smart building intercom service's monthly bill for the previous month, billing period and due date. */
export const heSmartIntercomMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [2, 8]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, co ? 14 : 20);
    const units = rng.int(12, 80);
    const rows: [string, string, number, number][] = [
      ['מנוי אינטרקום חכם לדירה', String(units), 1290, units * 1290],
      ['שירות אפליקציה לדיירים', '1', 9900, 9900],
      ['קו סלולרי לפנל הכניסה', '1', 3500, 3500],
    ];
    if (rng.chance(0.5)) rows.push(['תגי קרבה נוספים', String(rng.int(2, 12)), 1800, 0]);
    if (rng.chance(0.4)) rows.push(['קריאת שירות טכנאי', '1', 24000, 24000]);
    for (const r of rows) if (r[3] === 0) r[3] = Number(r[1]) * r[2];
    const net = total(rows.map((r) => r[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'דלת פתוחה מערכות תקשורת בע"מ' : 'גלעד פרידמן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `IC${date.slice(0, 4)}${rng.digits(6)}` : rng.digits(7);
    const fmt = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const body = `<div class="top"><div><div class="brand">${co ? 'אינטרקום פלוס' : 'קוד כניסה'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>דרך מנחם בגין 121, תל אביב · מוקד ${ltr('*2740')}` : `שירות לקוחות ${ltr(`03-${rng.int(5, 9)}${rng.digits(6)}`)}`}</div></div>
<div class="ttl">חשבונית מס · שירות אינטרקום חכם · ${heMonth(from)}</div></div>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(fmt(date))],
  ['תקופת חיוב', ltr(`${fmt(from)} - ${fmt(to)}`)],
  ['לתשלום עד', ltr(fmt(due))],
  ['מס׳ לקוח', ltr(notAnId(rng))],
  ['יחידות דיור', String(units)],
])}
<div class="cust">לכבוד: ${rng.pick(['נציגות הבית המשותף', 'ועד הבית', 'חברת ניהול הבניין'])}, ${rng.pick(['רחוב הרצל', 'רחוב הגפן', 'שדרות ירושלים', 'רחוב האלון'])} ${rng.int(2, 90)}, ${rng.pick(['חולון', 'בת ים', 'נתניה', 'ראשון לציון'])}</div>
${items(
  ['פירוט', 'כמות', 'מחיר ליחידה', 'סכום'],
  rows.map(([d, q, u, s]) => [d, q, ltr(amount(u)), ltr(amount(s))]),
)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">התשלום הקודם בסך ${ltr(amount(net - rng.int(1, 40) * 100 + vat))} ₪ התקבל ב-${ltr(fmt(plus(from, rng.int(3, 12))))} בהוראת קבע, בנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט', 'מזרחי טפחות'])}.</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · רחוב העצמאות 8, אשדוד</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Nachlieli CLM'"};font-size:13px;padding:14mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:26px;font-weight:bold;color:${co ? '#00695c' : '#444'}}.ttl{font-size:15px;font-weight:bold;max-width:45%}.cust{margin:8px 0}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
