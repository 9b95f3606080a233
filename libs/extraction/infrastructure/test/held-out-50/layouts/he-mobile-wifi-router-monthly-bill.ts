import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-mobile-wifi-router-monthly-bill';

/** Pocket Wi-Fi router rental's monthly telecom bill for the previous month. */
export const heMobileWifiRouterMonthlyBill: Layout = {
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
    const due = plus(date, co ? 12 : 15);
    const gb = rng.int(0, 25);
    const abroad = rng.int(0, 9);
    const lines: [string, string, number, number][] = [
      ['מסלול גלישה חודשי 100GB', '1', 1, co ? 6900 : 5900],
      ['השכרת נתב כיס', '1', 1, 1900],
    ];
    if (gb) lines.push(['חבילת גלישה נוספת (לכל 1GB)', String(gb), gb, 490]);
    if (abroad) lines.push(['יום גלישה בחו"ל', String(abroad), abroad, 2900]);
    if (rng.chance(0.4)) lines.push(['ביטוח נתב', '1', 1, 900]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'ניידנט תקשורת בע"מ' : 'גיל ברקוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MW${date.slice(0, 4)}${rng.digits(6)}` : String(rng.int(10000, 99999));
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'dd.mm.yy'));
    const header = co
      ? `<div class="hd"><div><div class="brand">גלישה-בכיס</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div><div class="sm">רח׳ המלאכה 8, פתח תקווה<br>מוקד ${ltr('*3390')}</div></div>`
      : `<div class="hd"><div><div class="brand">ראוטר לדרך</div><div class="sm">שירות לקוחות ${ltr(cellular(rng))}</div></div></div>`;
    const body = `<div class="sheet">${header}
<h2>חשבונית מס · שירותי גלישה ניידת · ${heMonth(from)}</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(f(date))],
  ['תקופת החיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['לתשלום עד', ltr(f(due))],
  ['מס׳ מנוי', ltr(notAnId(rng))],
])}
<div>לכבוד: ${rng.pick(['משה כהן', 'סטודיו רימון', 'אורית לוי', 'משרד עו"ד פרידמן'])}, ${rng.pick(['חיפה', 'מודיעין', 'באר שבע'])}</div>
${items(
  ['שירות', 'כמות', 'מחיר יחידה', 'סכום'],
  lines.map(([s, q, qq, u]) => [s, q, amount(u), amount(qq * u)]),
)}
${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}
<div class="sm">התשלום הקודם: ${ltr(amount(rng.int(5000, 15000)))} ₪ התקבל ב-${ltr(f(plus(from, rng.int(3, 12))))} · הוראת קבע בבנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט'])}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · רח׳ הנרקיס 3, כפר סבא</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Hadasim CLM'"};font-size:13px}.sheet{padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${co ? '#0a6' : '#735'};padding-bottom:6px}
.brand{font-size:26px;font-weight:bold;color:${co ? '#0a6' : '#735'}}h2{font-size:16px}.big{font-size:1.2em}.foot{margin-top:20px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
