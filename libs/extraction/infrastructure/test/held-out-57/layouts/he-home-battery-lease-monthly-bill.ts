import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, mul, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-home-battery-lease-monthly-bill';

/** Home battery lease's A4 monthly bill for the previous month, VAT added, with an energy credit line. */
export const heHomeBatteryLeaseMonthlyBill: Layout = {
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
    const kwh = rng.int(180, 620);
    const tariff = rng.pick([21, 23, 26]);
    const lines: [string, number][] = [
      [`דמי שכירות סוללה ${rng.pick(['10', '13.5', '15'])} קוט"ש`, rng.int(190, 340) * 100],
      ['ניטור מרחוק ותחזוקה', rng.int(25, 45) * 100],
    ];
    if (rng.chance(0.5)) lines.push(['ביטוח ציוד', rng.int(15, 30) * 100]);
    if (rng.chance(0.4)) lines.push(['ביקור טכנאי', rng.int(180, 320) * 100]);
    const credit = -mul(kwh, tariff);
    lines.push([`זיכוי אנרגיה מנוהלת ${kwh} קוט"ש × ${ltr(`0.${tariff}`)}`, credit]);
    const net = total(lines.map(([, c]) => c));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'אנרגיית הבית אגירה בע"מ' : 'גדעון שרעבי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BT-${date.slice(0, 4)}${date.slice(5, 7)}-${rng.digits(5)}` : `${rng.digits(6)}`;
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'd.m.yy').replace(/\./g, '/'));
    const money = (c: number) => (co ? `${amount(c)} ₪` : `₪${amount(c)}`);
    const body = `<div class="head"><div><div class="brand">${co ? 'אגירה ביתית' : 'סוללה ושמש'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(taxId)}<br>דרך השלום 53, גבעתיים · מוקד *${rng.digits(4)}` : 'התקנה והשכרת סוללות ביתיות · קיסריה'}</div></div><div class="title">חשבונית מס<br><span class="sm">חשבון תקופתי - ${heMonth(from)}</span></div></div>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך החשבון', ltr(f(date))],
  ['תקופת חיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['מועד תשלום אחרון', ltr(f(plus(date, co ? 14 : 20)))],
])}
<div class="sm">מס׳ מנוי ${ltr(notAnId(rng))} · מספר סוללה ${ltr(`HB${rng.digits(8)}`)} · ${rng.pick(['רח׳ הזית 4, כרכור', 'רח׳ האלה 17, בנימינה', 'רח׳ הגפן 9, אבן יהודה'])}</div>
${items(
  ['פירוט', 'סכום'],
  lines.map(([l, c]) => [l, ltr(money(c))]),
)}
<div class="sum">${row('סה"כ חיוב לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">${co ? 'החשבון ייגבה בכרטיס האשראי הרשום במועד התשלום.' : 'תשלום בהעברה לחשבון 12-640-' + rng.digits(6) + ' בבנק הפועלים.'}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ${ltr('052-' + rng.digits(7))}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Nachlieli CLM'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${co ? '#2e7d32' : '#f57f17'};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${co ? '#2e7d32' : '#f57f17'}}.title{font-size:20px;font-weight:bold;text-align:left}.sum{width:48%;margin-right:auto}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:30px;border-top:1px solid #666;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
