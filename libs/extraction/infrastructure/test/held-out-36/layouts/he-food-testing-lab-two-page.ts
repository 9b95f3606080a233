import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-food-testing-lab-two-page';

const VENDORS = [
  {
    brand: 'ביו-קיו מעבדות',
    legal: 'ביו-קיו בקרת מזון ומים בע"מ',
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [5100000, 5199999],
    color: '#0f766e',
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    accred: 'מעבדה מוסמכת ע"י הרשות הלאומית להסמכת מעבדות · תעודה 712',
  },
  {
    brand: 'אמת',
    legal: 'אמת אנליטיקה כימית ומיקרוביולוגית בע"מ',
    label: 'ח"פ',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `LB-${k}`,
    digits: [30000, 49999],
    color: '#7c2d12',
    font: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
    accred: 'מעבדה מוכרת ע"י משרד הבריאות · שירות המזון הארצי',
  },
];

const PRODUCTS = [
  'חומוס',
  'טחינה גולמית',
  'סלט חצילים',
  'גבינה לבנה 5%',
  'עוף טחון',
  'מים מהברז',
  'קרח',
  'חלבה',
  'פסטה טרייה',
  'ממרח שוקולד',
  'קמח מלא',
  'עוגיות',
  'מיץ תפוזים',
  'דג סלמון מעושן',
];
const TESTS: [string, number][] = [
  ['ספירה כללית', 9500],
  ['ליסטריה מונוציטוגנס', 16500],
  ['סלמונלה', 14500],
  ['E. coli + קוליפורמים', 11000],
  ['עובשים ושמרים', 9000],
  ['אלרגנים – גלוטן (ELISA)', 28000],
  ['אלרגנים – שומשום', 29500],
  ['שאריות חומרי הדברה (מולטי)', 98000],
  ['מתכות כבדות', 54000],
  ['ערכים תזונתיים לסימון', 72000],
  ['חיי מדף – 3 נקודות', 45000],
  ['פעילות מים (aw)', 8500],
];
const CLIENTS = ['מעדני הגליל ייצור בע"מ', 'סלטי בית יוסף בע"מ', 'מחלבת רמת הגולן בע"מ', 'מאפיית השרון בע"מ', 'טחינת הר ברכה בע"מ'];

export const heFoodTestingLabTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, undefined, [1, 5]);
    // Issued on the first working days of a month for the month before.
    const date = officeDay(d0);
    const period = firstOfMonth(date, -1);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    type R = { sample: string; day: string; prod: string; test: string; q: number; p: number };
    const count = rng.int(30, 38);
    const last = Number(lastOfMonth(period).slice(8, 10));
    const rows: R[] = [];
    for (let i = 0; i < count; i++) {
      const [test, p] = rng.pick(TESTS);
      rows.push({
        sample: `${date.slice(2, 4)}-${rng.int(10000, 99999)}`,
        day: shift(period, Math.floor((i * (last - 1)) / count)),
        prod: rng.pick(PRODUCTS),
        test,
        q: rng.pick([1, 1, 1, 2, 3]),
        p,
      });
    }
    const split = 21;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const sumOf = (rs: R[]) => add(rs.map((r) => r.q * r.p));
    const gross = sumOf(rows);
    const disc = Math.round(gross * 0.08);
    const pickup = rng.chance(0.6) ? rng.int(3, 9) : 0;
    const net = gross - disc + pickup * 18000;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const table = (rs: R[]) =>
      `<table class="items"><tr><th>מס' דגימה</th><th>התקבלה</th><th>מוצר</th><th>בדיקה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rs
        .map(
          (r) =>
            `<tr><td>${r.sample}</td><td>${dt(r.day, 'dd/mm')}</td><td>${esc(r.prod)}</td><td>${esc(r.test)}</td><td>${r.q}</td><td>${amount(r.p)}</td><td>${amount(r.q * r.p)}</td></tr>`,
        )
        .join('')}</table>`;
    const head = (page: number) =>
      `<header><div><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.accred)}</div></div><div class="doc"><div class="tt">חשבונית מס</div><div>מס' חשבונית: <b>${lr(number)}</b></div><div>תאריך: ${dt(date, v.style)}</div><div class="sm">דף ${page} מתוך 2</div></div></header>`;
    const vendorLine = `${esc(v.legal)} · ${v.label} ${id} · פארק המדע, רחובות · ${lr('08-9317740')} · lab@${n % 2 ? 'emet-lab' : 'bioq'}.co.il`;
    const cust = `<div class="cust"><div>לכבוד: <b>${esc(client)}</b> · ח.פ. ${clientId} · מס' לקוח ${rng.int(200, 999)}</div><div>ריכוז בדיקות מעבדה לחודש ${heMonth(period)} · ${rows.length} דגימות · הזמנת רכש ${lr(`PO-${rng.int(4000, 9999)}`)}</div></div>`;
    const tot = `<table class="tot"><tr><td>סה"כ בדיקות</td><td>${amount(gross)}</td></tr><tr><td>הנחה לפי הסכם מסגרת 8%</td><td>${lr(`-${amount(disc)}`)}</td></tr>
${pickup ? `<tr><td>איסוף דגימות בקירור (${pickup} איסופים × 180.00)</td><td>${amount(pickup * 18000)}</td></tr>` : ''}
<tr><td>סה"כ חייב במע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום (ש"ח)</td><td>${amount(total)}</td></tr></table>
${alloc ? `<div class="b">מס' הקצאה: ${alloc}</div>` : ''}
<div class="sm">תעודות הבדיקה נשלחו בנפרד לכל דגימה. תנאי תשלום: שוטף + 45. העברה לבנק לאומי, סניף 913, חשבון ${rng.int(100000, 999999)}/${rng.int(10, 99)}</div>`;
    const body = `<div class="page">${head(1)}${cust}${table(p1)}<div class="carry">סה"כ להעברה לדף הבא: ${amount(sumOf(p1))}</div><footer>${vendorLine}</footer></div>
<div class="page">${head(2)}<div class="carry">הועבר מדף 1: ${amount(sumOf(p1))}</div>${table(p2)}${tot}<footer>${vendorLine}</footer></div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1a1a1a}.page{width:210mm;height:296mm;box-sizing:border-box;padding:11mm 12mm 18mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:5px;margin-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.sm{font-size:9px;color:#555}.doc{text-align:left;line-height:1.5}.tt{font-size:16px;font-weight:bold}.b{font-weight:bold}.cust{background:#f4f4f4;padding:5px;margin-bottom:6px;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{border-top:1px solid ${v.color};border-bottom:1px solid ${v.color};text-align:right;padding:3px;color:${v.color}}.items td{border-bottom:1px solid #e5e5e5;padding:2px 3px}.items td:nth-child(n+5){text-align:left}.carry{font-weight:bold;text-align:left;margin:6px 0}.tot{width:55%;margin:8px auto 6px 0;border-collapse:collapse}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13.5px;border-top:2px solid ${v.color}}footer{position:absolute;bottom:8mm;left:12mm;right:12mm;text-align:center;font-size:9px;border-top:1px solid #aaa;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
