import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-citrus-packing-house-three-page';

/** Services: Hebrew name, unit, price in agorot per unit (2022), quantity range. */
const SERVICES: [string, string, number, [number, number]][] = [
  ['מיון ואריזת תפוזים שמוטי', 'טון', 61000, [4, 28]],
  ['מיון ואריזת אשכוליות אדומות', 'טון', 58000, [4, 30]],
  ['מיון ואריזת קלמנטינות אור', 'טון', 74000, [3, 22]],
  ['מיון ואריזת פומלית', 'טון', 66000, [2, 14]],
  ['שטיפה, ווקס וטיפול נגד ריקבון', 'טון', 9500, [4, 30]],
  ['קרטוני יצוא 15 ק"ג', 'יח׳', 420, [300, 2200]],
  ['משטחי עץ מטופלים ISPM-15', 'יח׳', 5200, [6, 40]],
  ['אחסון בקירור', 'משטח/יום', 1300, [20, 260]],
  ['הובלה לנמל אשדוד', 'מכולה', 185000, [1, 2]],
];
const GROWERS = ['פרדסי בית חנן אגודה שיתופית בע"מ', 'הדרי עמק חפר יצוא בע"מ', 'פרי גן יבנה שיווק חקלאי בע"מ', 'מטעי השפלה תוצרת טרייה בע"מ'];

/**
 * A citrus packing house's monthly invoice to a grower-exporter, three A4 pages (Frank Ruehl CLM, with DejaVu Sans for
 * the tables): page 1 has the letterhead (the company name and id at the right, "בית אריזה" and the address at the left),
 * "חשבונית מס" and its number written "yy-nnnnn", the date, the customer with its id and a grower number, the season, and
 * the first rows; every page has a footer "עמוד n מתוך 3" and the page's sum ("סה"כ בעמוד"); page 3 has the remaining rows,
 * a totals box (the three page sums, "סה"כ חייב במע"מ", VAT added, "סה"כ לתשלום"), terms (שוטף + 60) and a bank line.
 * Rows: date (dd.mm.yy), certificate number, service, unit, quantity, price, sum. Issued on the last working days of a
 * month of the season (November to April), Sunday to Thursday.
 */
export const heCitrusPackingHouseThreePage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 2, 3, 4, 11, 12], [25, 31]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const month = date.slice(0, 8);
    const days = Number(date.slice(8, 10));
    const count = rng.int(32, 40);
    const rows = Array.from({ length: count }, () => {
      const [name, unit, price, q] = rng.pick(SERVICES);
      const qty = rng.int(...q);
      const each = Math.round(price * up);
      return { day: rng.int(1, days), cert: String(rng.int(70000, 99999)), name, unit, qty, each, sum: qty * each };
    }).sort((a, b) => a.day - b.day || a.cert.localeCompare(b.cert));
    const pages = [rows.slice(0, 12), rows.slice(12, 28), rows.slice(28)];
    const subs = pages.map((p) => total(p.map((r) => r.sum)));
    const net = total(subs);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'בית האריזה עמק השרון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}-${rng.int(10000, 99999)}`;
    const season = Number(date.slice(5, 7)) >= 11 ? `${date.slice(0, 4)}/${Number(date.slice(2, 4)) + 1}` : `${Number(date.slice(0, 4)) - 1}/${date.slice(2, 4)}`;
    let n = 0;
    const table = (p: typeof rows) =>
      `<table class="ln"><thead><tr><th>#</th><th>תאריך</th><th>תעודה</th><th>שירות</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead><tbody>${p
        .map(
          (r) =>
            `<tr><td>${ltr(String(++n))}</td><td>${ltr(dt(`${month}${String(r.day).padStart(2, '0')}`, 'dd.mm.yy'))}</td><td>${ltr(r.cert)}</td><td>${r.name.replace(/[A-Z0-9][A-Z0-9-]*/g, (m) => ltr(m))}</td><td>${r.unit}</td><td>${ltr(r.qty.toLocaleString('en-US'))}</td><td>${ltr(amount(r.each))}</td><td>${ltr(amount(r.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const foot = (i: number) =>
      `<div class="foot"><span>סה"כ בעמוד: ${ltr(amount(subs[i]))}</span><span>חשבונית ${ltr(doc)} · עמוד ${ltr(String(i + 1))} מתוך ${ltr('3')}</span></div>`;
    const page1 = `<div class="page"><div class="lh"><div><div class="co">${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div></div><div class="addr">בית אריזה לפרי הדר<br>אזור תעשייה קדימה · טל׳ ${ltr(`09-89${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס ${ltr(doc)}</h1>
<table class="info"><tr><th>תאריך</th><td>${ltr(dt(date, 'dd.mm.yyyy'))}</td><th>לכבוד</th><td>${rng.pick(GROWERS)}</td></tr><tr><th>עונה</th><td>${ltr(season)}</td><th>ח.פ.</th><td>${ltr(taxIdOfCustomer(rng))}</td></tr><tr><th>תקופה</th><td>${ltr(`${date.slice(5, 7)}/${date.slice(0, 4)}`)}</td><th>מס׳ מגדל</th><td>${ltr(`G-${rng.digits(4)}`)}</td></tr></table>
${table(pages[0])}${foot(0)}</div>`;
    const page2 = `<div class="page">${table(pages[1])}${foot(1)}</div>`;
    const page3 = `<div class="page">${table(pages[2])}
<table class="tt"><tr><td>עמוד ${ltr('1')}</td><td>${ltr(amount(subs[0]))}</td></tr><tr><td>עמוד ${ltr('2')}</td><td>${ltr(amount(subs[1]))}</td></tr><tr><td>עמוד ${ltr('3')}</td><td>${ltr(amount(subs[2]))}</td></tr><tr class="s"><td>סה"כ חייב במע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום (ש"ח)</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="terms">תנאי תשלום: שוטף + ${ltr('60')} (עד ${ltr(dt(plus(lastOfMonth(date), 60), 'dd.mm.yyyy'))}) · העברה לבנק ${ltr(String(rng.pick([10, 12, 31])))} סניף ${ltr(String(rng.int(100, 899)))} חשבון ${ltr(rng.digits(7))}</div>
${foot(2)}</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','FreeSerif';font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 14mm 10mm;position:relative;overflow:hidden;break-after:page}.page:last-child{break-after:auto}
.lh{display:flex;justify-content:space-between;border-bottom:3px solid #e07b00;padding-bottom:6px}.co{font-size:21px;font-weight:bold}.addr{text-align:left}h1{font-size:18px;margin:10px 0 4px}
.info{width:100%;margin-bottom:6px}.info th{text-align:start;font-weight:normal;color:#555;padding:2px 4px}.info td{font-weight:bold;padding:2px 4px}
.ln{width:100%;font-family:'DejaVu Sans';font-size:10px}.ln th{border-top:1.5px solid #000;border-bottom:1.5px solid #000;padding:4px 3px;text-align:start}.ln td{padding:4px 3px;border-bottom:1px dotted #aaa}.ln td:nth-child(n+6),.ln th:nth-child(n+6){text-align:left}
.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px;font-size:11px}
.tt{width:48%;margin-top:10px;border:1.5px solid #000}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .s td{border-top:1px solid #000}.tt .g td{font-weight:bold;font-size:14px;background:#f3e3cc}.terms{margin-top:12px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 + page3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
