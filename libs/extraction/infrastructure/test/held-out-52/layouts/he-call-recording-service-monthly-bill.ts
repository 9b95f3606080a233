import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-call-recording-service-monthly-bill';

/** Call recording service's A4 monthly bill for the previous month. */
export const heCallRecordingServiceMonthlyBill: Layout = {
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
    const due = plus(date, co ? 15 : 10);
    const ext = rng.int(3, 24);
    const perExt = co ? 2490 : 2200;
    const gb = rng.int(20, 400);
    const mins = rng.int(0, 900);
    const rows: [string, string, number, number][] = [
      ['מנוי הקלטה לשלוחה', String(ext), perExt, ext * perExt],
      ['אחסון הקלטות בענן (GB)', String(gb), 35, gb * 35],
      ['תמלול אוטומטי (דקות)', String(mins), 12, mins * 12],
      ['דמי ניהול חשבון', '1', 3900, 3900],
    ];
    if (rng.chance(0.5)) rows.push(['גיבוי ארכיון שנתי', '1', 4500, 4500]);
    const net = total(rows.map((r) => r[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קול מתועד תקשורת בע"מ' : 'אליעזר נחום';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CR${date.slice(0, 4)}${rng.digits(6)}` : rng.digits(6);
    const fmt = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const prevPaid = net + rng.int(-3000, 3000);
    const body = `<div class="head"><div class="brand">${co ? 'הקלטה בענן' : 'שיחה שמורה'}</div>
<div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · מגדל המוזיאון, ברקוביץ 4, תל אביב · מוקד ${ltr('*3150')}` : `שירותי הקלטת שיחות לעסקים · ${ltr(landline(rng))}`}</div></div>
<h2>חשבונית מס · שירות הקלטת שיחות · ${heMonth(from)}</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(dt(date, fmt))],
  ['תקופת חיוב', ltr(`${dt(from, fmt)} - ${dt(to, fmt)}`)],
  ['לתשלום עד', ltr(dt(due, fmt))],
  ['מס׳ לקוח', ltr(notAnId(rng))],
  ['שלוחות', String(ext)],
])}
<div class="cust">לכבוד: ${rng.pick(['מוקד שירות הדר', 'סוכנות ביטוח אלון', 'משרד רו"ח גלבוע', 'מרפאת שיניים הגפן'])}</div>
${items(
  ['שירות', 'כמות', 'מחיר יחידה', 'סכום'],
  rows.map((r) => [r[0], r[1], ltr(amount(r[2])), ltr(amount(r[3]))]),
)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">התשלום הקודם בסך ${ltr(amount(prevPaid))} ₪ התקבל ב-${ltr(dt(plus(from, rng.int(3, 12)), fmt))} בהוראת קבע, בנק ${rng.pick(['הפועלים', 'לאומי', 'דיסקונט'])}.</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · רחוב הנביאים 18, חיפה</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Hadasim CLM'"};font-size:13px;padding:16mm}.brand{font-size:28px;font-weight:bold;color:${co ? '#4a148c' : '#37474f'}}h2{font-size:17px}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px;font-size:11px}.cust{margin:6px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
