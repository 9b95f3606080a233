import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heMonth, lastOfMonth, firstOfMonth, landline, notAnId, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-internet-filtering-service-monthly-bill';

/** A content-filtering internet service's A4 monthly bill, issued on the 1st to 6th for the month, VAT added. */
export const heInternetFilteringServiceMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date);
    const to = lastOfMonth(date);
    const plan: [string, number] = co
      ? rng.pick([
          ['מסלול משפחתי - עד 5 מכשירים', 2990],
          ['מסלול משפחתי פלוס - עד 10 מכשירים', 3990],
          ['מסלול בסיסי - מחשב אחד', 1990],
        ] as [string, number][])
      : rng.pick([
          ['סינון מחמיר לבית', 3490],
          ['סינון לבית ולנייד', 4490],
        ] as [string, number][]);
    const lines: { name: string; qty: number; unit: number }[] = [{ name: plan[0], qty: 1, unit: plan[1] }];
    if (rng.chance(0.6)) lines.push({ name: 'מכשיר נוסף מעבר למסלול', qty: rng.int(1, 3), unit: 990 });
    if (rng.chance(0.5)) lines.push({ name: 'דוח שבועי להורים', qty: 1, unit: 500 });
    if (rng.chance(0.35)) lines.push({ name: co ? 'התקנה מרחוק בנתב הביתי (חד פעמי)' : 'ביקור טכנאי בבית הלקוח', qty: 1, unit: co ? 4900 : 12000 });
    if (rng.chance(0.3)) lines.push({ name: 'זיכוי - שבוע ראשון ללא חיוב', qty: 1, unit: -Math.round(plan[1] / 4) });
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'רשת נקייה שירותי סינון תוכן בע"מ' : 'אליהו כהנא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `RN-${rng.int(1000000, 9999999)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, 'x ₪') : sh(c, '₪ x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'he'));
    const due = plus(date, 14);
    const subscriber = notAnId(rng);
    const table = items(
      ['פירוט', 'כמות', 'מחיר', 'סכום'],
      lines.map((l) => [l.name, String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
    );
    const sums = `<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>`;
    const body = co
      ? `<div class="band"><div class="brand">רשת נקייה</div><div>${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ הברזל 30, תל אביב · מוקד ${ltr('*6543')}</div></div>
<h1>חשבונית מס - חשבון חודשי</h1>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['תקופת השירות', ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)],
  ['לתשלום עד', ltr(f(due))],
  ['מס׳ מנוי', ltr(subscriber)],
])}
<div>לכבוד: משפחת ${rng.pick(['לוי', 'מזרחי', 'פרידמן', 'אוחנה', 'ברגר'])} · ת.ז. ${ltr(personalId(rng))} · ${ltr(cellular(rng))}</div>
${table}${sums}
<div class="box2">מצב חשבון: יתרה קודמת ${ltr(money(0))} · תשלום אחרון ${ltr(money(plan[1] + vatOn(plan[1], rate)))} התקבל ב-${ltr(dt(plus(from, -rng.int(15, 25)), 'dd/mm/yyyy'))} · הוראת קבע בכרטיס ${ltr(`****${rng.digits(4)}`)}</div>
<div class="sm">הסינון פועל ברמת הרשת ואינו דורש התקנה במחשב. שירות לקוחות: ${ltr('1-800-' + rng.digits(3) + '-' + rng.digits(3))}</div>`
      : `<div class="head"><div class="brand">שומר דיגיטלי</div><div class="sm">סינון אינטרנט לבית ולעסק · בני ברק · ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
${grid([
  ['תאריך', f(date)],
  ['חיוב עבור', heMonth(date)],
  ['לתשלום עד', f(due)],
  ['מס׳ לקוח', ltr(subscriber)],
])}
<div>שם הלקוח: ${rng.pick(['יעקב רוזנברג', 'שרה גולדשטיין', 'משה אדלר', 'רבקה שפירא'])} · ת.ז. ${ltr(personalId(rng))}</div>
<div class="sm">תקופת השירות: ${ltr(`${dt(from, 'dd.mm.yy')} - ${dt(to, 'dd.mm.yy')}`)} · מספר נתב: ${ltr(`SD-${rng.digits(8)}`)}</div>
${table}${sums}
<div class="sm">התשלום יבוצע בהוראת קבע מס׳ ${ltr(rng.digits(7))}. ביטול בהודעה של 30 יום.</div>
<div class="foot">אליהו כהנא · עוסק מורשה ${ltr(taxId)} · שומר דיגיטלי</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Hadasim CLM'"};font-size:13px;padding:14mm 15mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:${co ? '#00796b' : '#5e35b1'};color:#fff;padding:8px 12px}.head{border-bottom:3px solid #5e35b1;padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${co ? '#fff' : '#5e35b1'}}h1{font-size:18px;margin:10px 0}
.sum{width:45%;margin-right:auto}.big{font-size:1.15em}.box2{border:1px solid #999;padding:6px;margin:10px 0}.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
