import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-kalaf-two-page-invoice';

/** Job, unit, agorot a unit before VAT in 2022 (approximate). */
const JOBS: [string, string, number][] = [
  ['כרטיסי ביקור 9x5, דו-צדדי', "100 יח'", 6500],
  ["עלונים A5, כרומו 135 גר'", "1000 יח'", 29000],
  ['פוסטר A2, נייר מט', "יח'", 2400],
  ['רול-אפ 85x200 כולל מתקן', "יח'", 21000],
  ["חוברת 16 עמ' A4, שידוך סיכות", "100 יח'", 78000],
  ['מעטפות מודפסות DL', "500 יח'", 31000],
  ['מדבקות עגולות 5 ס"מ', "1000 יח'", 18500],
  ['שלט פוליקרבונט 60x40', "יח'", 14500],
  ['בלוק חשבוניות בשלושה העתקים', "יח'", 8500],
  ['הדפסת קנבס 50x70', "יח'", 19000],
  ['פלאייר מקופל 3 כנפיים', "500 יח'", 34000],
  ['עיצוב גרפי (שעה)', 'שעה', 22000],
  ['הכנה לדפוס ובדיקת קבצים', 'עבודה', 12000],
  ['למינציה מט', "100 יח'", 4500],
  ['הובלה לכתובת הלקוח', 'משלוח', 9000],
];
const CUSTOMERS = ['רשת סטודיו כושר "תנופה" בע"מ', 'עמותת קהילה בשכונה', 'מכללת ים המלח בע"מ', 'אולמי "הפרדס" אירועים בע"מ'];
const CAMPAIGNS = ['פתיחת סניף', 'כנס שנתי', 'מבצע קיץ', 'יום פתוח', 'השקת מוצר', 'ערב התרמה'];

/**
 * A printing house at Bnei Brak invoicing a business for a campaign's print jobs, two A4 pages (Stam Ashkenaz CLM for
 * the name, Simple CLM, DejaVu Sans Mono): "קלף" in a drawn scroll with "בית דפוס · גרפיקה · שילוט", "קלף דפוס והפקות
 * בע"מ" with "ח.פ." plain; "חשבונית מס" with "מס'" (the year, a hyphen and four digits) and "תאריך" dd.mm.yyyy, the
 * order and "תנאי תשלום: שוטף + 60" with its date (distractors); the customer and its ח.פ.; 20-28 lines (campaign,
 * job, unit, quantity, price, sum): 16 on page 1 with "סה"כ לעמוד / מועבר" at its foot, the rest on page 2 under
 * "יתרה מועברת" (distractors); "סה"כ עבודות", sometimes "הנחת לקוח קבוע 4%" (negative), "סה"כ לפני מע"מ", "מע"מ n%"
 * added, "סה"כ לתשלום"; "עמוד x מתוך 2"; Sunday to Thursday.
 */
export const heKalafTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const n = rng.int(20, 28);
    const lines = Array.from({ length: n }, () => {
      const [job, unit, p] = rng.pick(JOBS);
      const q = rng.int(1, 6);
      const price = Math.round((p * rise) / 100) * 100;
      return { camp: rng.pick(CAMPAIGNS), job, unit, q, price, sum: q * price };
    });
    const works = total(lines.map((l) => l.sum));
    const disc = rng.chance(0.4) ? -share(works, 4) : 0;
    const net = works + disc;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קלף דפוס והפקות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${year}-${rng.digits(4)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const he = (s: string) => s.replace(/([0-9A-Z][0-9A-Zx.]*)/g, (m) => ltr(m));
    const row = (l: (typeof lines)[number], i: number) =>
      `<tr><td>${f(String(i + 1))}</td><td>${l.camp}</td><td>${he(l.job)}</td><td>${he(l.unit)}</td><td>${f(String(l.q))}</td><td>${f(amount(l.price))}</td><td>${f(amount(l.sum))}</td></tr>`;
    const head = `<tr><th>#</th><th>פרויקט</th><th>תיאור העבודה</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>`;
    const p1 = lines.slice(0, 16);
    const c1 = total(p1.map((l) => l.sum));
    const scroll = `<svg width="64" height="40" viewBox="0 0 64 40"><rect x="8" y="6" width="48" height="28" fill="#f3e5c0" stroke="#6d4c41" stroke-width="2"/><circle cx="8" cy="20" r="6" fill="#6d4c41"/><circle cx="56" cy="20" r="6" fill="#6d4c41"/></svg>`;
    const foot = (k: number) => `<div class="pg">עמוד ${f(String(k))} מתוך ${f('2')}</div>`;
    const body = `<section><div class="hd">${scroll}<div><div class="nm">קלף</div><div>בית דפוס · גרפיקה · שילוט</div></div><div class="co">${vendorName}<br>ח.פ. ${f(taxId)}<br>רח' ז'בוטינסקי ${f(String(rng.int(100, 180)))}, בני ברק<br>טל' ${f(`03-57${rng.digits(5)}`)}</div></div>
<div class="mid"><div><b>לכבוד:</b> ${rng.pick(CUSTOMERS)}<br>ח.פ. ${f(taxIdOfCustomer(rng))}<br>הזמנה מס' ${f(`PO-${rng.digits(5)}`)}</div><div class="doc"><div class="dt">חשבונית מס</div>מס' <b>${f(doc)}</b><br>תאריך ${f(dt(date, 'dd.mm.yyyy'))}<br><span class="sm">תנאי תשלום: שוטף + ${f('60')} (${f(dt(plus(date, 75), 'dd.mm.yyyy'))})</span></div></div>
<table class="t">${head}${p1.map((l, i) => row(l, i)).join('')}<tr class="s"><td colspan="6">סה"כ לעמוד / מועבר לעמוד הבא</td><td>${f(amount(c1))}</td></tr></table>${foot(1)}</section>
<section class="p2"><div class="h2">${vendorName} · חשבונית מס ${f(doc)} · המשך</div>
<table class="t">${head}<tr class="s"><td colspan="6">יתרה מועברת מעמוד ${f('1')}</td><td>${f(amount(c1))}</td></tr>${lines
      .slice(16)
      .map((l, i) => row(l, i + 16))
      .join('')}</table>
<table class="tot"><tr><td>סה"כ עבודות</td><td>${f(amount(works))}</td></tr>${disc ? `<tr><td>הנחת לקוח קבוע ${f('4%')}</td><td>${f(amount(disc))}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${f(`₪ ${amount(gross)}`)}</td></tr></table>
<p class="sm">העברה בנקאית: בנק ${f('12')} סניף ${f(String(rng.int(600, 799)))} חשבון ${f(rng.digits(6))}. תודה על שיתוף הפעולה.</p>${foot(2)}</section>`;
    const css = `body{font-family:'Simple CLM';font-size:13px;color:#222}.f{font-family:'DejaVu Sans Mono';font-size:11px;white-space:nowrap}section{height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative;page-break-after:always;overflow:hidden}section.p2{page-break-after:auto}
.hd{display:flex;align-items:center;gap:12px;border-bottom:2px solid #6d4c41;padding-bottom:6px}.nm{font-family:'Stam Ashkenaz CLM';font-size:40px;line-height:1;color:#6d4c41}.co{margin-inline-start:auto;font-size:12px;line-height:1.5}
.mid{display:flex;justify-content:space-between;margin:10px 0;line-height:1.6}.doc{border:1.5px solid #6d4c41;padding:6px 12px}.dt{font-size:20px;font-weight:bold}.sm{font-size:11px;color:#555}
.t{width:100%;border-collapse:collapse}.t th{background:#efebe9;border:1px solid #bcaaa4;padding:3px;text-align:start;font-size:12px}.t td{border:1px solid #d7ccc8;padding:3px;font-size:12px}.t td:nth-child(n+5){text-align:left}.s td{font-weight:bold;background:#fafafa}
.h2{font-size:14px;border-bottom:1px solid #6d4c41;margin-bottom:8px;padding-bottom:4px}.tot{margin:10px 0;margin-inline-start:auto;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:16px;border-top:2px solid #6d4c41}
.pg{position:absolute;bottom:10mm;left:0;right:0;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
