import { addDays, amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { companyId, day, layout, monthEnd, monthStart, notAnId, phone } from '../notation';

const CONTRACTORS = [
  { name: 'א.ב. בנייה ושיפוצים בע"מ', city: 'אשדוד', mark: 'א.ב' },
  { name: 'טל-רום קבלנות גמר בע"מ', city: 'ראשון לציון', mark: 'TR' },
  { name: 'אחים סלאמה עבודות בנייה בע"מ', city: 'שפרעם', mark: 'AS' },
  { name: 'יסודות הגליל הנדסה ובנייה בע"מ', city: 'עפולה', mark: 'יה' },
];

const CLIENTS = ['נדל"ן הברזל 12 בע"מ', 'מרכז רפואי שלם בע"מ', 'אגודת המים כפר ורדים', 'טכנולוגיות אורבן בע"מ', 'קבוצת שחר השקעות בע"מ'];
const PROJECTS = ['שיפוץ משרדים קומה 3', "הרחבת מבנה מרפאה – אגף ב'", 'בניית מחסן ומשרדים', 'התאמת נגישות למבנה ציבור', 'שיפוץ לובי וחדרי מדרגות'];

/** Bill-of-quantities items: chapter, description, unit, unit price range (agorot). */
const ITEMS: [string, string, string, number, number][] = [
  ['01', 'פירוק ריצוף קיים כולל פינוי', 'מ"ר', 4500, 7000],
  ['01', 'הריסת קירות בלוקים 10 ס"מ', 'מ"ר', 9000, 14000],
  ['02', 'בטון ב-30 ליציקת רצפה', 'מ"ק', 68000, 85000],
  ['02', 'ברזל זיון מצולע', 'טון', 520000, 610000],
  ['04', 'קירות בלוקים 20 ס"מ', 'מ"ר', 16000, 21000],
  ['04', 'מחיצות גבס דו-קרומיות', 'מ"ר', 19000, 26000],
  ['06', 'דלת עץ פנימית כולל משקוף', "יח'", 210000, 290000],
  ['07', 'נקודת מים/ביוב', "נק'", 45000, 65000],
  ['08', 'נקודת חשמל מאור', "נק'", 24000, 32000],
  ['08', 'לוח חשמל ראשי 3x63A', "קומפ'", 1400000, 2100000],
  ['09', 'טיח פנים שתי שכבות', 'מ"ר', 7500, 9500],
  ['10', 'ריצוף פורצלן 60/60', 'מ"ר', 21000, 28000],
  ['10', 'חיפוי קרמיקה בשירותים', 'מ"ר', 19000, 25000],
  ['11', 'צביעת קירות בסופרקריל', 'מ"ר', 3200, 4800],
  ['12', 'חלון אלומיניום כולל זיגוג', "יח'", 260000, 380000],
  ['15', 'מזגן מיני מרכזי 5 כ"ס', "יח'", 1650000, 2100000],
  ['15', 'תעלות מיזוג מבודדות', 'מ"א', 21000, 29000],
  ['19', 'תקרה אקוסטית 60/60', 'מ"ר', 14000, 18000],
  ['22', 'מעקה נירוסטה', 'מ"א', 95000, 130000],
  ['22', 'פרגולת אלומיניום', 'מ"ר', 62000, 78000],
  ['23', 'איטום גג ביריעות ביטומניות', 'מ"ר', 11000, 15000],
  ['24', 'פיתוח: אבן משתלבת', 'מ"ר', 13000, 17000],
  ['24', 'גדר בלוקים מחופה', 'מ"א', 85000, 120000],
  ['25', 'משטח עבודה שיש קיסר', 'מ"א', 110000, 150000],
  ['26', 'מעלון נכים', "קומפ'", 6800000, 8200000],
  ['27', 'מערכת גילוי אש', "קומפ'", 1800000, 2600000],
  ['28', 'שילוט והכוונה', "קומפ'", 450000, 780000],
  ['30', 'ניקיון סופי ומסירה', "קומפ'", 350000, 600000],
];

/**
 * A building contractor's partial bill, issued as a tax invoice on two A4 pages: a letterhead
 * with a drawn monogram, "חשבונית מס" with its own number beside "חשבון חלקי מס' N" and the
 * contract number (nine digits, failing the id check), the client company's valid ח.פ., the
 * project, the work measured up to a month's end; page 1 of a bill of quantities (chapter,
 * item, unit, contract quantity, unit price, cumulative quantity and percentage, cumulative
 * amount) closed by "סה"כ לעמוד" and "להעברה", page 2 continuing from "מהעברה" to the
 * cumulative total; then the cumulative work, earlier partial bills deducted, this bill, a 5%
 * retention (עיכבון) kept, net, VAT and the total to pay; payment terms with a due date.
 */
export const heContractorPartialBill = layout({
  id: 'he-contractor-partial-bill',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const c = rng.pick(CONTRACTORS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-07-05', '2026-03-10');
    const rate = israeliRate(date);
    const upTo = monthEnd(addDays(monthStart(date), -1));
    const billNo = rng.int(2, 9);
    const docNo = String(rng.int(10000, 39999));
    const contract = notAnId(rng);
    const items = rng.some(ITEMS, rng.int(24, 28)).sort((a, b) => a[0].localeCompare(b[0]));
    const rows = items.map(([ch, desc, unit, lo, hi], i) => {
      const price = rng.int(lo / 100, hi / 100) * 100;
      const qty = unit.includes('קומפ') || unit.includes('יח') ? rng.int(1, 4) : price > 100000 ? rng.int(4, 30) : rng.int(15, 180);
      const pct = rng.pick([100, 100, 80, 60, 50, 40, 25, 0, 100, 75]);
      const done = Math.round(qty * pct) / 100;
      return { code: `${ch}.${String(i + 1).padStart(3, '0')}`, desc, unit, qty, price, pct, done, cum: Math.round(done * price) };
    });
    const split = rng.int(15, 18);
    const page1 = rows.slice(0, split);
    const page2 = rows.slice(split);
    const sum1 = page1.reduce((s, r) => s + r.cum, 0);
    const cumulative = rows.reduce((s, r) => s + r.cum, 0);
    const previous = Math.round((cumulative * rng.int(35, 70)) / 100 / 1000) * 1000;
    const thisBill = cumulative - previous;
    const retention = Math.round(thisBill * 0.05);
    const net = thisBill - retention;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const ds = rng.pick(['d/m/Y', 'd.m.Y'] as const);
    const terms = rng.pick([30, 45, 60]);
    const due = addDays(date, terms);
    const money = (n: number) => amount(n);
    const tr = (r: (typeof rows)[number]) =>
      `<tr><td>${r.code}</td><td class="d">${esc(r.desc)}</td><td>${r.unit}</td><td>${r.qty}</td><td>${money(r.price)}</td><td>${r.done}</td><td>${r.pct}%</td><td>${money(r.cum)}</td></tr>`;
    const head = `<tr><th>סעיף</th><th>תיאור</th><th>יח'</th><th>כמות חוזה</th><th>מחיר יח'</th><th>כמות מצטברת</th><th>%</th><th>סכום מצטבר</th></tr>`;
    const client = rng.pick(CLIENTS);
    const letter = `<div class="lh"><div class="mono">${esc(c.mark)}</div><div><div class="vn">${esc(c.name)}</div><div>קבלן רשום · ${esc(c.city)} · טל' ${phone(rng)} · ח.פ. ${vendorTaxId}</div></div></div>`;
    const page1Html = `<div class="page">${letter}
<div class="facts"><div class="t">חשבונית מס מס' <b>${docNo}</b></div><div>תאריך: ${day(date, ds)}</div>
<div>חשבון חלקי מס' ${billNo} · עבודות עד ${day(upTo, ds)}</div><div>חוזה מס' ${contract}</div></div>
<div class="cl">לכבוד: <b>${esc(client)}</b> ח.פ. ${companyId(rng)}<br>פרויקט: ${esc(rng.pick(PROJECTS))}</div>
<table>${head}${page1.map(tr).join('')}
<tr class="pt"><td colspan="7">סה"כ לעמוד / להעברה</td><td>${money(sum1)}</td></tr></table>
<div class="pn">עמוד 1 מתוך 2</div></div>`;
    const page2Html = `<div class="page">
<div class="cont">${esc(c.name)} · חשבונית מס ${docNo} · חשבון חלקי ${billNo} (המשך)</div>
<table>${head}<tr class="pt"><td colspan="7">מהעברה</td><td>${money(sum1)}</td></tr>${page2.map(tr).join('')}
<tr class="pt"><td colspan="7">סה"כ מצטבר לביצוע</td><td>${money(cumulative)}</td></tr></table>
<table class="sum">
<tr><td>ביצוע מצטבר עד ${day(upTo, ds)}</td><td>${money(cumulative)}</td></tr>
<tr><td>בניכוי חשבונות קודמים (1–${billNo - 1})</td><td>(${money(previous)})</td></tr>
<tr><td>חשבון נוכחי</td><td>${money(thisBill)}</td></tr>
<tr><td>עיכבון 5%</td><td>(${money(retention)})</td></tr>
<tr><td>סכום לחיוב לפני מע"מ</td><td>${money(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr>
<tr class="g"><td>סה"כ לתשלום ₪</td><td>${money(total)}</td></tr></table>
<p class="terms">תנאי תשלום: שוטף + ${terms}, לכל המאוחר ${day(due, ds)}. העיכבון ישוחרר עם קבלת תעודת גמר ומסירה. החשבון כפוף לאישור המפקח.</p>
<div class="sigs"><div>חתימת הקבלן</div><div>אישור המפקח</div><div>אישור המזמין</div></div>
<div class="pn">עמוד 2 מתוך 2</div></div>`;
    const css = `body{font-family:'David CLM',serif;font-size:11.5px;color:#111}
.page{width:210mm;height:296mm;box-sizing:border-box;padding:11mm 12mm 10mm;position:relative;page-break-after:always;overflow:hidden}
.page:last-child{page-break-after:auto}
.lh{display:flex;gap:5mm;align-items:center;border-bottom:3px double #333;padding-bottom:3mm}
.mono{width:17mm;height:17mm;border:3px solid #333;transform:rotate(45deg);display:flex;align-items:center;justify-content:center;font-weight:bold;font-size:15px;margin:2mm 3mm}
.vn{font-family:'Frank Ruehl CLM';font-size:22px;font-weight:bold}
.facts{display:grid;grid-template-columns:1fr 1fr;gap:1mm 8mm;margin:4mm 0 2mm;font-size:13px}
.t{font-size:17px}
.cl{border:1px solid #999;padding:2mm 3mm;margin-bottom:3mm}
table{width:100%;border-collapse:collapse}
th{background:#ddd;border:1px solid #777;padding:1mm;font-size:10.5px}
td{border:1px solid #aaa;padding:0.9mm 1.5mm;text-align:center;font-size:10.5px}
td.d{text-align:right}
td:last-child{text-align:left}
.pt td{font-weight:bold;background:#f3f3f3}
.cont{font-size:11px;color:#333;border-bottom:1px solid #333;margin-bottom:3mm;padding-bottom:1mm}
.sum{width:60%;margin:6mm auto 0 0}
.sum td{text-align:right;font-size:12.5px;padding:1.3mm 2mm}.sum td:last-child{text-align:left}
.g td{font-weight:bold;font-size:14.5px;background:#e8e8e8}
.terms{font-size:10.5px;margin-top:5mm}
.sigs{display:flex;justify-content:space-between;margin-top:14mm}.sigs div{border-top:1px solid #333;width:45mm;text-align:center;padding-top:1mm}
.pn{position:absolute;bottom:7mm;left:0;right:0;text-align:center;font-size:10px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1Html + page2Html }),
      truth: {
        vendorName: c.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
