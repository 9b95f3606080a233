import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, mul, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-shared-solar-roof-monthly-bill';

/** Shared solar roof's A4 monthly electricity bill for the previous month: VAT added, billing period and due date. */
export const heSharedSolarRoofMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [3, 9]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, co ? 15 : 21);
    const kwh = rng.int(180, 720);
    const price = rng.int(4800, 5900) / 100; // agorot per kWh
    const prev = rng.int(10000, 99999);
    const lines: [string, string, number][] = [
      [`צריכה מהגג הסולארי (${kwh} קוט"ש)`, `${(price / 100).toFixed(4)} ₪ לקוט"ש`, mul(kwh, price)],
      ['דמי מנוי חודשיים', '', rng.int(25, 45) * 100],
      ['אגירה בסוללה משותפת', '', rng.int(12, 30) * 100],
    ];
    if (rng.chance(0.4)) lines.push(['קריאת מונה חכם', '', 900]);
    if (rng.chance(0.3)) lines.push(['זיכוי עודפי ייצור', '', -rng.int(500, 2500)]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'גג סולארי שיתופי אנרגיה בע"מ' : 'נועם ברקוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SR${date.slice(0, 4)}-${rng.digits(5)}` : rng.digits(7);
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'dd.mm.yy');
    const body = `<div class="head"><div><div class="brand">${co ? 'שמש על הגג' : 'חשמל מהגג'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>רחוב הברזל 30, תל אביב · מוקד ${ltr('*3615')}` : `טלפון ${ltr(landline(rng))}`}</div></div>
<div class="ttl">חשבונית מס · חשמל סולארי · ${heMonth(from)}</div></div>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['תקופת חיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['לתשלום עד', ltr(f(due))],
  ['מס׳ צרכן', ltr(notAnId(rng))],
  ['מס׳ מונה', ltr(`M-${rng.digits(8)}`)],
])}
<div>לכבוד: ${rng.pick(['משפחת כהן', 'דירה 7, רחוב הגפן 12', 'ועד הבית רחוב התמר 4', 'משפחת אבוטבול'])}</div>
<div class="sm">קריאה קודמת ${ltr(String(prev))} · קריאה נוכחית ${ltr(String(prev + kwh))}</div>
${items(
  ['פירוט', 'תעריף', 'סכום ₪'],
  lines.map(([a, b, c]) => [a, ltr(b), ltr(amount(c))]),
)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">תשלום קודם: ${ltr(amount(gross + rng.int(-3000, 3000)))} ₪ שולם ב-${ltr(f(plus(from, rng.int(3, 12))))} · הוראת קבע בבנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט', 'מזרחי טפחות'])}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · רחוב הנרקיס 3, כפר סבא</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Drugulin CLM'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${co ? '#f9a825' : '#555'};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${co ? '#e65100' : '#333'}}.ttl{font-size:16px;font-weight:bold;align-self:end}.sum{width:50%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
