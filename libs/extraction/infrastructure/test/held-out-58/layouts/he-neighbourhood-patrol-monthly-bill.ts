import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, lastOfMonth, notAnId, sh } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-neighbourhood-patrol-monthly-bill';

/** Neighbourhood security patrol's A4 monthly bill for the previous month, VAT added. */
export const heNeighbourhoodPatrolMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 8]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const plan = co ? rng.pick([8900, 11900, 14900]) : rng.pick([7500, 9000]);
    const rows: [string, number][] = [[`דמי מנוי סיור שכונתי - ${heMonth(from)}`, plan]];
    if (rng.chance(0.6)) rows.push(['לחצן מצוקה אלחוטי - שכירות', co ? 1900 : 1500]);
    if (rng.chance(0.5)) rows.push(['שיתוף מצלמת רחוב', 1200]);
    const calls = rng.int(0, 3);
    const callDays = rng
      .some(
        Array.from({ length: 28 }, (_, i) => i + 1),
        calls,
      )
      .sort((a, b) => a - b);
    for (const d of callDays) rows.push([`הקפצת סייר ${ltr(dt(`${from.slice(0, 8)}${String(d).padStart(2, '0')}`, 'dd/mm'))}`, co ? 6500 : 5000]);
    const senior = rng.chance(0.35);
    const gross0 = total(rows.map(([, a]) => a));
    if (senior) rows.push(['הנחת אזרח ותיק 10%', -Math.round(plan / 10)]);
    const net = gross0 + (senior ? -Math.round(plan / 10) : 0);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'משמר השכונה סיור ואבטחה בע"מ' : 'יוסי נחמיאס';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}/${rng.digits(6)}` : `M-${rng.digits(5)}`;
    const money = (c: number) => (co ? sh(c, 'x ש"ח') : sh(c, '₪ x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'he'));
    const due = co ? plus(date, 15) : `${date.slice(0, 8)}15`;
    const sub = notAnId(rng);
    const street = rng.pick(['רחוב האלון', 'רחוב הדקל', 'סמטת הגפן', 'רחוב התאנה', 'שדרות הזית']);
    const head = co
      ? `<div class="top"><div><div class="brand">משמר השכונה</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב אחוזה 140, רעננה · מוקד 24/7: ${ltr('*' + rng.int(2000, 9999))}</div></div><div class="title">חשבון חודשי<br><span class="sm">חשבונית מס</span></div></div>`
      : `<div class="top"><div><div class="brand">עין על הבית</div><div class="sm">סיור יישובי ומוקד · מבשרת ציון · ${ltr(cellular(rng))}</div></div><div class="title">חשבונית מס<br><span class="sm">חיוב חודשי</span></div></div>`;
    const meta = grid([
      ['מס׳ חשבון', ltr(doc)],
      [co ? 'תאריך הפקה' : 'תאריך', ltr(f(date))],
      ['תקופת החיוב', `${ltr(f(from))} - ${ltr(f(to))}`],
      ['לתשלום עד', ltr(f(due))],
      ['מס׳ מנוי', ltr(sub)],
    ]);
    const body = `${head}
${meta}
<div class="cust">לכבוד: ${rng.pick(['משפחת כהן', 'משפחת אברהם', 'משפחת רוזן', 'משפחת עזרא', 'משפחת שלום'])} · ${street} ${rng.int(2, 60)}${co ? ', רעננה' : ', מבשרת ציון'}<br>שעות סיור בחודש: ${rng.int(180, 260)} · סיורים לילה: ${rng.int(25, 31)}</div>
${items(
  ['פירוט', 'סכום'],
  rows.map(([l, a]) => [l, ltr(money(a))]),
)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">יתרה מחשבון קודם: ${ltr(money(0))} · תשלום אחרון התקבל ב-${ltr(f(plus(from, rng.int(8, 14))))}</div>
<div class="sm">${co ? `החיוב יבוצע בכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))} במועד התשלום.` : `הוראת קבע מס׳ ${ltr(rng.digits(8))} · בנק הפועלים סניף ${rng.int(500, 799)}`}</div>
${co ? '' : `<div class="foot">יוסי נחמיאס · עוסק מורשה ${ltr(taxId)} · מבשרת ציון</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Yehuda CLM'"};font-size:13px;padding:16mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${co ? '#1b5e20' : '#4e342e'};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${co ? '#1b5e20' : '#4e342e'}}.title{font-size:20px;font-weight:bold;text-align:left}.cust{margin:10px 0}.sum{width:42%;margin-right:auto;margin-top:8px}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:40px;border-top:1px solid #888;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
