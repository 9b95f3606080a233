import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, boxes, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-home-cloud-backup-monthly-bill';

/** Plan, monthly price in agorot before VAT. */
const PLANS: [string, number][] = [
  ['מסלול בסיסי 500GB', 1690],
  ['מסלול משפחתי 2TB', 3490],
  ['מסלול משפחתי פלוס 5TB', 5890],
  ['מסלול עסק ביתי 10TB', 9490],
];

/** A home cloud backup service's A4 monthly bill for the month just ended, issued on the 1st to 7th (Sunday-Thursday), VAT added. */
export const heHomeCloudBackupMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, undefined, [1, 5]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, co ? 10 : 14);
    const [plan, price] = rng.pick(PLANS);
    const lines: [string, number, number][] = [[`${plan} - ${heMonth(from)}`, 1, price]];
    const devices = rng.int(0, 3);
    if (devices) lines.push(['מכשיר נוסף לגיבוי (טלפון/מחשב)', devices, 590]);
    if (rng.chance(0.5)) lines.push(['ארכיון תמונות משפחתי - שמירת גרסאות 90 יום', 1, 1290]);
    if (rng.chance(0.35)) lines.push(['שחזור נתונים בסיוע טכנאי (חד-פעמי)', 1, rng.pick([9900, 14900, 19900])]);
    if (rng.chance(0.3)) lines.push(['זיכוי חודש היכרות - מכשיר נוסף', 1, -590]);
    const net = total(lines.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'ענן בית גיבוי נתונים בע"מ' : 'עידו לנדאו';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CB-${date.slice(0, 4)}-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, 'x ₪') : sh(c, 'ש"ח x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd-Mon-yy'));
    const sub = notAnId(rng);
    const lastPay = gross + rng.int(-3, 3) * 590;
    const table = items(
      ['פירוט', 'כמות', 'מחיר', 'סכום'],
      lines.map(([d, q, u]) => [d, String(q), ltr(money(u)), ltr(money(q * u))]),
    );
    const sums = `<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>`;
    const body = co
      ? `<div class="band"><div class="brand">ענן בית</div><div>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רח׳ המגשימים 20, פתח תקווה · ${ltr('*2760')}</div></div>
<h1>חשבונית מס - חשבון חודשי</h1>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['תקופת חיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['מועד תשלום', ltr(f(due))],
  ['מס׳ מנוי', ltr(sub)],
])}
<div>לכבוד: ${rng.pick(['משפחת אוחנה', 'משפחת ברגר', 'משפחת זילברמן', 'משפחת עמר'])} · ת.ז. ${ltr(personalId(rng))} · נייד ${ltr(cellular(rng))}</div>
${table}${sums}
<div class="box2">מצב חשבון: יתרה קודמת ${ltr(money(0))} · תשלום אחרון ${ltr(money(lastPay))} בתאריך ${ltr(f(plus(from, rng.int(3, 9))))} · הוראת קבע בכרטיס ${ltr(`****${rng.digits(4)}`)}<br>נפח בשימוש: ${ltr(`${rng.int(120, 480)}GB`)} · גיבוי אחרון: ${ltr(f(plus(date, -1)))}</div>
<div class="sm">שאלות? מוקד 1-700-${rng.int(500, 799)}-${rng.digits(3)} · www.anan-bait.co.il</div>`
      : `<div class="head2"><div class="brand2">גיבוי פלוס</div><div class="sm">גיבוי ענן למשפחות ולעסקים קטנים · נס ציונה · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
${boxes([
  ['תאריך הפקה', ltr(f(date))],
  ['חודש שירות', heMonth(from)],
  ['לתשלום עד', ltr(f(due))],
  ['מס׳ לקוח', ltr(sub)],
])}
<div>לקוח: ${rng.pick(['רחל ויינברג', 'משה אזרזר', 'שלומית קליין', 'גל רביבו'])} · ת.ז. ${ltr(personalId(rng))}</div>
${table}${sums}
<div class="sm">החיוב יבוצע בהוראת קבע מס׳ ${ltr(rng.digits(8))} בתאריך ${ltr(f(due))}.</div>
<div class="foot">עידו לנדאו · עוסק מורשה ${ltr(taxId)} · גיבוי פלוס</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Drugulin CLM'"};font-size:13px;padding:14mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:${co ? '#1565c0' : '#000'};color:#fff;padding:8px 12px}.brand{font-size:28px;font-weight:bold}.head2{border-bottom:3px solid #6a1b9a}.brand2{font-size:26px;font-weight:bold;color:#6a1b9a}
h1{font-size:19px;margin:12px 0 6px}.sum{width:45%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.box2{border:1px solid #999;padding:6px;margin:10px 0;font-size:12px}
.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
