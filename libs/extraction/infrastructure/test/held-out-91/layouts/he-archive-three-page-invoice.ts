import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-archive-three-page-invoice';

const DEPARTMENTS = ['הנדסה ורישוי בנייה', 'גבייה וארנונה', 'משאבי אנוש', 'לשכה משפטית', 'רווחה', 'חינוך', 'תברואה', 'מזכירות העירייה', 'פיקוח עירוני'];

/** Service, unit, agorot per unit, quantity range. */
const SERVICES: [string, string, number, [number, number]][] = [
  ['מיון והכנת קרטונים', 'קרטון', 1850, [20, 160]],
  ['הסרת סיכות ויישור דפים', 'קרטון', 950, [20, 160]],
  ['סריקה שחור-לבן A4', 'דף', 38, [3000, 24000]],
  ['סריקת תוכניות A0/A1', 'גיליון', 690, [40, 400]],
  ['הקלדת שדות אינדקס', 'רשומה', 45, [800, 6000]],
  ['בקרת איכות ותיקוני סריקה', 'שעה', 12800, [3, 24]],
];

/**
 * An archive-scanning company's monthly invoice to a municipality, three A4 pages (Simple CLM, Noto Sans Hebrew): on page 1
 * a letterhead with "ח.פ." plain, "חשבונית מס DH-nnnnn" large with date dd.mm.yy and the month of the work, the
 * municipality with its ח.פ.; on pages 2 and 3 a running line "המשך חשבונית מס DH-nnnnn · עמוד n מתוך 3"; per department
 * the services in cartons, pages (0.38 a page), sheets, records and hours; "סה"כ עמוד" on each page with the running sum;
 * on page 3 "סה"כ שורות", a volume discount of 4% as a minus, "סה"כ לפני מע"מ", VAT added with rate, "סה"כ כולל מע"מ" with
 * "₪"; weekdays, in the first week of the month after the work.
 */
export const heArchiveThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 8]);
    const date = avoid(raw, [5, 6]);
    const worked = firstOfMonth(date, -1);
    const combos: [string, string, string, number, number][] = [];
    for (const d of DEPARTMENTS) for (const [s, u, p, [a, b]] of SERVICES) combos.push([d, s, u, p, rng.int(a, b)]);
    const count = rng.int(42, 48);
    const rows = rng
      .some(
        combos.map((_, i) => i),
        count,
      )
      .sort((a, b) => a - b)
      .map((i) => combos[i]);
    const sums = rows.map((r) => r[3] * r[4]);
    const pages = [rows.slice(0, 16), rows.slice(16, 40), rows.slice(40)];
    const pageSums = [total(sums.slice(0, 16)), total(sums.slice(16, 40)), total(sums.slice(40))];
    const lines = total(sums);
    const discount = Math.round((lines * 4) / 100);
    const net = lines - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'דף חי שירותי ארכיון וסריקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `DH-${rng.int(10000, 69999)}`;
    const head6 = ['#', 'מחלקה', 'שירות', 'יחידה', 'כמות', 'מחיר', 'סכום'];
    let k = 0;
    const table = (rs: typeof rows) =>
      items(
        head6,
        rs.map((r) => {
          const i = k++;
          return [ltr(String(i + 1)), r[0], r[1], r[2], ltr(r[4].toLocaleString('en-US')), ltr(amount(r[3])), ltr(amount(sums[i]))];
        }),
      );
    let running = 0;
    const pageTotal = (n: number) => {
      running += pageSums[n];
      return `<table class="pt"><tr><th>סה"כ עמוד ${ltr(String(n + 1))}</th><td>${ltr(amount(pageSums[n]))}</td></tr><tr><th>מצטבר</th><td>${ltr(amount(running))}</td></tr></table>`;
    };
    const cont = (n: number) => `<div class="run">המשך חשבונית מס ${ltr(doc)} · עמוד ${ltr(String(n))} מתוך ${ltr('3')}</div>`;
    const customer = rng.pick(['עיריית נוף הגליל', 'עיריית קריית ים', 'עיריית מגדל העמק', 'עיריית אור עקיבא']);
    const page1 = `<div class="page"><div class="lh"><div><div class="nm">דף חי</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · רח' המלאכה 14, נשר · ${ltr(landline(rng))}</div></div><div class="docbox"><div class="t">חשבונית מס</div><div class="t">${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd.mm.yy'))}</div><div class="sm">עמוד ${ltr('1')} מתוך ${ltr('3')}</div></div></div>
${pairs(
  [
    ['לכבוד', `${customer} - אגף מערכות מידע`],
    ['ח.פ. הלקוח', ltr(taxIdOfCustomer(rng))],
    ['עבור', `סריקה ותיוק ארכיון, ${heMonth(worked)}`],
    ['מכרז / חוזה', ltr(`${rng.int(10, 40)}/${worked.slice(2, 4)}`)],
  ],
  2,
)}${table(pages[0])}${pageTotal(0)}<div class="more">המשך בעמוד הבא</div></div>`;
    const page2 = `<div class="page">${cont(2)}${table(pages[1])}${pageTotal(1)}<div class="more">המשך בעמוד הבא</div></div>`;
    const page3 = `<div class="page">${cont(3)}${table(pages[2])}${pageTotal(2)}
<table class="sums"><tr><th>סה"כ שורות</th><td>${ltr(amount(lines))}</td></tr><tr><th>הנחת היקף ${ltr('4%')}</th><td>${ltr(`-${amount(discount)}`)}</td></tr><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ כולל מע"מ</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="sm">החשבונית הופקה לפי דו"ח ביצוע חודשי שאושר על ידי הממונה על הארכיון. תנאי תשלום: שוטף + 45.</div></div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','Noto Sans Hebrew';font-size:11px}.page{height:297mm;box-sizing:border-box;padding:13mm 14mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #333;padding-bottom:6px;margin-bottom:8px}.nm{font-family:'Noto Sans Hebrew';font-size:30px;font-weight:bold;letter-spacing:2px}
.docbox{border:2px solid #333;padding:6px 14px;text-align:center}.t{font-size:17px;font-weight:bold}.run{border-bottom:1px solid #333;padding-bottom:3px;margin-bottom:6px;font-weight:bold}
.items{font-size:10.5px}.items td{padding:2px 4px}.items td:nth-child(n+5),.items th:nth-child(n+5){text-align:end}.more{text-align:center;color:#555;margin-top:6px}
.pt,.sums{width:40%;margin-inline-start:auto;margin-top:4px}.pt th,.sums th{text-align:start;font-weight:normal;padding:2px 6px}.pt td,.sums td{text-align:end;padding:2px 6px}.pt tr:first-child{font-weight:bold}
.sums{margin-top:14px;border:1.5px solid #333}.sums tr.b{font-weight:bold;font-size:13px;background:#eee}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 + page3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
