import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, heDay, heMonth, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-school-meals-two-page';

const VENDORS = [
  {
    brand: 'מטעמי כיתה',
    legal: 'מטעמי כיתה הזנה בע"מ',
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (y: string, k: number) => `${y.slice(2)}/${k}`,
    digits: [1000, 9999],
    color: '#2e7d32',
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
  },
  {
    brand: 'צלחת מלאה',
    legal: 'צלחת מלאה קייטרינג מוסדי בע"מ',
    label: 'ח"פ',
    style: 'dd.mm.yy' as D,
    num: (_y: string, k: number) => `${k}`,
    digits: [300000, 399999],
    color: '#1a237e',
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
  },
];

const CUSTOMERS = [
  { name: 'עיריית קריית אונו — אגף החינוך', tag: "מס' ספק ברשות" },
  { name: 'המועצה האזורית עמק חפר', tag: "מס' ספק ברשות" },
  { name: 'רשת בתי הספר אופק (ע"ר)', tag: "מס' עמותה" },
];
const SCHOOLS = ['בי"ס יסודי הדקל', 'בי"ס גבעולים', 'בי"ס נוף ים', 'גן חובה רימון', 'בי"ס אלון'];
const MEALS: [string, number][] = [
  ['ארוחה חמה — יום לימודים ארוך', 1390],
  ['ארוחה צמחונית', 1390],
  ['ארוחה לצוות', 2150],
  ['ארוחה ללא גלוטן', 1690],
];

export const heSchoolMealsTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [1, 2, 3, 4, 5, 6, 9, 10, 11, 12]);
    const date = officeDay(lastOfMonth(d0));
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(date.slice(0, 4), rng.int(v.digits[0], v.digits[1]));
    const c = rng.pick(CUSTOMERS);
    const schools = rng.some(SCHOOLS, 3);
    const first = `${date.slice(0, 8)}01`;
    const days: string[] = [];
    for (let d = first; d <= lastOfMonth(date); d = addDays(d, 1)) if (!['יום שישי', 'שבת'].includes(heDay(d))) days.push(d);
    const rows: { day: string; school: string; meal: [string, number]; count: number; sum: number }[] = [];
    for (const day of days)
      for (const school of schools) {
        if (rows.length >= 46 || rng.chance(0.3)) continue;
        const meal = rng.chance(0.7) ? MEALS[0] : rng.pick(MEALS.slice(1));
        const count = meal === MEALS[0] ? rng.int(80, 260) : rng.int(5, 30);
        rows.push({ day, school, meal, count, sum: count * meal[1] });
      }
    const split = Math.min(26, rows.length - 8);
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const sum1 = add(p1.map((r) => r.sum));
    const net = add(rows.map((r) => r.sum));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const po = `PO-${rng.digits(7)}`;
    const table = (rs: typeof rows) =>
      `<table><tr><th>תאריך</th><th>מוסד</th><th>סוג ארוחה</th><th>מנות</th><th>מחיר מנה</th><th>סכום</th></tr>${rs
        .map(
          (r) =>
            `<tr><td>${dt(r.day, 'dd/mm')}</td><td>${esc(r.school)}</td><td>${esc(r.meal[0])}</td><td>${r.count}</td><td>${amount(r.meal[1])}</td><td class="n">${amount(r.sum)}</td></tr>`,
        )
        .join('')}</table>`;
    const kitchen = rng.pick(['עמק חפר', 'חבל מודיעין', 'צפון השרון']);
    const licence = rng.digits(5);
    const header = (page: number) =>
      `<div class="hd"><div><div class="brand">${esc(v.brand)}</div><div>${esc(v.legal)}</div><div class="sm">${v.label} ${id} · מטבח מרכזי: אזור התעשייה ${esc(kitchen)} · רישיון עסק ${licence}</div></div>
<div class="doc"><div class="tt">חשבונית מס ${lr(number)}</div><div>תאריך: ${dt(date, v.style)}</div><div class="sm">עמוד ${page} מתוך 2</div></div></div>`;
    const body = `<div class="page">${header(1)}
<div class="cust">לכבוד: <b>${esc(c.name)}</b> · ${c.tag} ${rng.digits(6)}<br>הזנה לבתי הספר לחודש ${heMonth(date)} · הזמנת רכש ${lr(po)} · ${days.length} ימי הגשה</div>
${table(p1)}
<div class="carry">סה"כ לעמוד זה (מועבר לעמוד 2): ${amount(sum1)} ₪</div></div>
<div class="page">${header(2)}
<div class="carry">יתרה מעמוד 1: ${amount(sum1)} ₪</div>
${table(p2)}
<div class="sum">
<div class="rw"><span>סה"כ מנות</span><span>${add(rows.map((r) => r.count))}</span></div>
<div class="rw"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="rw"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="rw big"><span>סה"כ לתשלום</span><span>${amount(total)} ₪</span></div>
</div>
${alloc ? `<div class="sm">מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([45, 60, 90])} לפי הסכם המכרז. המזון הוכן תחת השגחת משרד הבריאות.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px}.page{height:297mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}.hd{display:flex;justify-content:space-between;border-bottom:3px double ${v.color};padding-bottom:5px}.brand{font-size:22px;font-weight:bold;color:${v.color}}.doc{text-align:left}.tt{font-size:15px;font-weight:bold}.sm{font-size:9.5px}.cust{margin:8px 0;padding:5px;border-right:4px solid ${v.color};background:#f4f6f4}table{width:100%;border-collapse:collapse}th{border-top:1.5px solid ${v.color};border-bottom:1.5px solid ${v.color};text-align:right;padding:3px}td{padding:2px 3px;border-bottom:1px solid #e3e3e3}.n{text-align:left}.carry{font-weight:bold;margin:6px 0;text-align:left}.sum{width:40%;margin:10px auto 8px 0}.rw{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
