import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-home-landline-monthly-bill';

/** Home landline telephone service's A4 monthly bill for the previous month. */
export const heHomeLandlineMonthlyBill: Layout = {
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
    const due = plus(date, rng.pick([14, 20]));
    const mins = rng.int(40, 600);
    const lines: [string, number][] = [
      ['דמי מנוי קו ביתי', co ? 3990 : 3490],
      [`שיחות לנייחים (${mins} דק׳)`, mins * 9],
      [`שיחות לסלולר (${rng.int(20, 300)} דק׳)`, rng.int(800, 4200)],
      ['שיחות בינלאומיות', rng.chance(0.5) ? rng.int(300, 3000) : 0],
      ['זיהוי שיחה מזהה', 590],
      ['השכרת מכשיר אלחוטי', rng.chance(0.5) ? 990 : 0],
    ];
    const used = lines.filter(([, c]) => c > 0);
    const net = total(used.map(([, c]) => c));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קו-בית טלפוניה בע"מ' : 'יורם שטרן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LB${date.slice(0, 4)}${rng.digits(6)}` : rng.digits(6);
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'dd.mm.yy'));
    const prev = rng.int(4000, 9000);
    const body = `<div class="sheet"><div class="hd"><div class="brand">${co ? 'קו-בית' : 'טלפון השכונה'}</div><div>${co ? `${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ הברזל 3, תל אביב · שירות לקוחות ${ltr('*2468')}` : `שירות טלפוניה ביתית · ${ltr('03-5' + rng.digits(6))}`}</div></div>
<h2>חשבונית מס · שירותי טלפון ביתי · ${heMonth(from)}</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(f(date))],
  ['תקופת חיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['לתשלום עד', ltr(f(due))],
  ['מס׳ מנוי', ltr(notAnId(rng))],
  ['מס׳ קו', ltr(`0${rng.pick(['2', '3', '4', '8', '9'])}-${rng.digits(7)}`)],
])}
<div>לכבוד: ${rng.pick(['משפחת לוי', 'דנה כהן', 'אברהם פרץ', 'משפחת גולן'])}, ${rng.pick(['רחובות', 'חדרה', 'עפולה', 'קריית גת'])}</div>
${items(
  ['פירוט', 'סכום ₪'],
  used.map(([d, c]) => [d, ltr(amount(c))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">תשלום קודם: ${ltr(amount(prev))} ₪ נגבה ב-${ltr(f(plus(from, rng.int(8, 14))))} · הוראת קבע בבנק ${rng.pick(['לאומי', 'דיסקונט', 'מזרחי טפחות'])}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · רח׳ הנביאים 8, חיפה</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Hadasim CLM'"};font-size:12.5px}.sheet{padding:14mm;position:relative;height:296mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;border-bottom:3px solid ${co ? '#1d5fa8' : '#8a3b12'};padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:${co ? '#1d5fa8' : '#8a3b12'}}h2{font-size:16px}.tot{width:55%;margin-inline-start:auto}.big{font-size:1.3em}.foot{position:absolute;bottom:12mm;left:14mm;right:14mm;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
