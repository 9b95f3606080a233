import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, total, vatOn } from './extra';

const ID = 'he-turf-two-page-invoice';

const SITES = [
  'מגרש כדורגל ראשי',
  'מגרש אימונים',
  'מיני-פיץ׳ בית ספר יסודי',
  'מגרש קט-רגל',
  'גן משחקים עירוני',
  'מגרש טניס',
  'חצר גן ילדים',
  'מגרש הוקי',
  'מגרש ספורט שכונתי',
  'מתחם כושר',
  'מגרש רב-תכליתי',
];

/**
 * A synthetic-turf contractor's invoice to a regional council, two A4 pages (Noto Serif Hebrew, David CLM): a letterhead and
 * a band "חשבונית מס TF-nnnnnn | תאריך dd/mm/yyyy | דף n מתוך 2" on each page, per pitch: turf m², infill, lines; "סה"כ
 * להעברה" on page 1, "יתרה מדף 1" on page 2, the rest, "סה"כ", VAT added with rate and "סה"כ לתשלום" with "₪".
 */
export const heTurfTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const sites = rng.some(SITES, 9);
    const rows: [string, string, number, number][] = [];
    for (const s of sites) {
      rows.push([`${s} - דשא סינתטי 40 מ"מ`, 'מ"ר', rng.int(150, 900), rng.pick([8900, 9500, 10400])]);
      rows.push([`${s} - מילוי גומי וחול`, 'מ"ר', rng.int(150, 900), rng.pick([1800, 2100])]);
    }
    rows.push(['סימון קווים מודבקים', 'קומפלט', rng.int(1, 6), 240000]);
    rows.push(['הובלה ומנוף', 'קומפלט', 1, rng.pick([350000, 420000])]);
    const sums = rows.map((r) => r[2] * r[3]);
    const page1 = 12;
    const carried = total(sums.slice(0, page1));
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'דשא אלון מגרשים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `TF-${rng.int(100000, 999999)}`;
    const head = (n: number) =>
      `<div class="lh"><div class="nm">דשא אלון</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>קיבוץ גבעת ברנר · ${ltr(landline(rng))}</div></div><div class="band">חשבונית מס ${ltr(doc)} | תאריך ${ltr(dt(date, 'dd/mm/yyyy'))} | דף ${ltr(String(n))} מתוך ${ltr('2')}</div>`;
    const tr = (r: [string, string, number, number], i: number) => [ltr(String(i + 1)), r[0], r[1], ltr(String(r[2])), ltr(amount(r[3])), ltr(amount(sums[i]))];
    const head6 = ['#', 'תיאור', 'יח׳', 'כמות', 'מחיר', 'סכום'];
    const body = `<div class="page">${head(1)}<div class="to">לכבוד: ${rng.pick(['מועצה אזורית חבל מודיעין', 'מועצה אזורית גזר', 'מועצה אזורית ברנר'])} · מחלקת הנדסה</div>
${items(
  head6,
  rows.slice(0, page1).map((r, i) => tr(r, i)),
)}<table class="sums"><tr class="b"><th>סה"כ להעברה</th><td>${ltr(amount(carried))}</td></tr></table></div>
<div class="page">${head(2)}<table class="sums"><tr class="b"><th>יתרה מדף 1</th><td>${ltr(amount(carried))}</td></tr></table>
${items(
  head6,
  rows.slice(page1).map((r, i) => tr(r, i + page1)),
)}
<table class="sums"><tr><th>סה"כ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm">לפי הזמנת עבודה וחשבון חלקי מאושר על ידי המפקח. תנאי תשלום: שוטף + 60.</div></div>`;
    const css = `${baseCss}
body{font-family:'David CLM','Noto Serif Hebrew';font-size:12px}.page{height:297mm;box-sizing:border-box;padding:14mm 15mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:center}.nm{font-family:'Noto Serif Hebrew';font-size:30px;font-weight:bold;color:#2a6a2a}.band{background:#e4efe4;border:1px solid #2a6a2a;padding:4px 8px;margin:8px 0;font-weight:bold}.to{margin:6px 0}
.sums{width:45%;margin-inline-start:auto;margin-top:6px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-weight:bold;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
