import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, next, plus, row, total, vatOn } from './extra';

const ID = 'he-hilltop-community-internet-bill';

/** A hilltop settlement's local wireless internet provider: a monthly bill on A4 for the previous month. */
export const heHilltopCommunityInternetBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [2, 7]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, rng.pick([10, 14, 20]));
    const speed = rng.pick([100, 200, 500]);
    const rows: [string, number, number][] = [[`חבילת גלישה ${speed} מגה - ${heMonth(from)}`, 1, speed * 50 + 4990]];
    rows.push(['השכרת נתב Wi-Fi 6', 1, 1900]);
    if (rng.chance(0.5)) rows.push(['כתובת IP קבועה', 1, 2500]);
    if (rng.chance(0.5)) rows.push(['מגדיל טווח (מאש) - יחידה', rng.int(1, 3), 1200]);
    if (rng.chance(0.4)) rows.push(['ביקור טכנאי - כיוון אנטנה', 1, 18000]);
    if (rng.chance(0.4)) rows.push(['תיבת דואר נוספת', 1, 900]);
    const net = total(rows.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'רכס-נט תקשורת קהילתית בע"מ' : 'גלעד ברקוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `RN${date.slice(2, 4)}${rng.digits(6)}` : String(rng.int(2100, 9900));
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const customer = rng.pick(['משפחת אלמוג', 'נעמה ויובל כהן', 'רפאל בן עמי', 'סטודיו הגבעה']);
    const head = co
      ? `<div class="hd"><div><div class="brand">רכס-נט</div><div class="sm">אינטרנט אלחוטי ליישובי ההר</div></div><div class="sm">${vendorName}<br>ח.פ. ${hyphenId(taxId)}<br>ת.ד. ${rng.int(100, 999)} מעלה עמוס<br>מוקד תקלות *${rng.int(2100, 9800)}</div></div>`
      : `<div class="hd"><div><div class="brand">גבעה אונליין</div><div class="sm">רשת אלחוטית קהילתית · נווה צוף</div></div><div class="sm">שירות לקוחות ${cellular(rng)}</div></div>`;
    const body = `<div class="sheet">${head}
<h1>חשבונית מס · שירותי אינטרנט · ${heMonth(from)}</h1>
${grid([
  ['מס׳ חשבונית', doc],
  ['תאריך הפקה', dt(date, f)],
  ['תקופת חיוב', `${dt(from, f)} - ${dt(to, f)}`],
  ['לתשלום עד', dt(due, f)],
  ['מס׳ מנוי', notAnId(rng)],
])}
<div class="cust"><b>לכבוד:</b> ${customer}, ת.ז. ${personalId(rng)} · מגרש ${rng.int(1, 240)} · אנטנת לקוח ${rng.pick(['AP', 'CPE'])}-${rng.digits(5)}</div>
${items(
  ['פירוט', 'כמות', 'מחיר ליח׳', 'סכום'],
  rows.map(([name, q, u]) => [name, String(q), amount(u), amount(q * u)]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<div class="sm">תשלום קודם: ${amount(gross + rng.int(-3000, 3000))} ₪ התקבל ב-${dt(plus(firstOfMonth(date, -1), rng.int(8, 16)), f)} · נפח גלישה בתקופה: ${rng.int(180, 990)} GB</div>
<div class="sm">הוראת קבע מספר ${rng.digits(8)} · בנק ${rng.int(10, 31)} סניף ${rng.digits(3)}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${taxId} · נווה צוף</div>`}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Hadasim CLM'"};font-size:12.5px;color:#1a1a1a}
.sheet{padding:16mm 15mm}.hd{display:flex;justify-content:space-between;border-bottom:3px solid ${co ? '#0b6e4f' : '#8a4b08'};padding-bottom:6px}
.brand{font-size:28px;font-weight:bold;color:${co ? '#0b6e4f' : '#8a4b08'}}h1{font-size:17px;margin:12px 0}.grid th{background:${co ? '#dff1ea' : '#f5e6d3'}}
.cust{margin:10px 0}.tot{width:45%;margin-inline-start:auto;margin-top:8px}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
