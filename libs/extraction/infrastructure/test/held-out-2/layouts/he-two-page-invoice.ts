import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, landline, toTenAgorot } from '../notation';

const VENDORS = ['מדיקל-ליין ציוד רפואי בע"מ', 'אספקה רפואית הגליל בע"מ', 'מעבדות אלפא אספקה מדעית בע"מ'];
const ITEMS = [
  'כפפות ניטריל M (100)',
  'מזרקים 5 מ"ל (100)',
  'גזה סטרילית 10x10',
  'אלכוג\'ל 500 מ"ל',
  'מסכות כירורגיות (50)',
  'סדין חד פעמי גליל',
  'מד חום דיגיטלי',
  'פלסטר רול 2.5 ס"מ',
  'מבחנות 15 מ"ל (500)',
  'טיפים 200 מיקרוליטר',
  'צלחות פטרי (20)',
  'אתנול 70% 1 ליטר',
  'חלוקים חד פעמיים',
  'כיסויי נעליים (100)',
  'שקיות פסולת ביולוגית',
  'מגבונים אלכוהוליים',
  'תחבושת אישית',
  'סט עירוי',
  'מסנן HEPA',
  'תוויות ברקוד (גליל)',
  'עט סימון עמיד',
  'מיכל חדים 5 ליטר',
  'קופסת אחסון קירור',
  'מזרן החתלה',
  'ספוגיות אלכוהול',
  'משקפי מגן',
  'מגן פנים',
  'מדבקות אלקטרודה',
  'צינורית הזנה',
  'נייר אק"ג',
  "ג'ל אולטרסאונד",
  'מיכל דגימה סטרילי',
  'לנצטים (200)',
  'רצועת עניבה',
];

/**
 * A Hebrew invoice printed on two pages: a full letterhead on page one, "עמוד 1 מתוך 2" and "המשך
 * בעמוד הבא" under a long item list; page two opens with a short header repeating the number, then
 * the rest of the items, a quantity discount, VAT, the rounding to ten agorot (עיגול אגורות) and
 * the final total, the bank details and a signature line.
 */
export const heTwoPageInvoice: Layout = {
  id: 'he-two-page-invoice',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const vendor = rng.pick(VENDORS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const rows = rng
      .some(ITEMS, rng.int(26, 34))
      .map((name, n) => ({ n: n + 1, cat: `${rng.pick(['MD', 'LB', 'EV'])}-${rng.digits(4)}`, name, qty: rng.int(1, 12), unit: rng.int(35, 1800) * 10 }));
    const gross = rows.reduce((s, r) => s + r.qty * r.unit, 0);
    const pct = rng.pick([0, 3, 5]);
    const off = Math.round((gross * pct) / 100);
    const net = gross - off;
    const vat = vatOfNet(net, rate);
    const exact = net + vat;
    const total = toTenAgorot(exact);
    const rounding = total - exact;
    const doc = String(rng.int(10000, 89999));
    const style = rng.pick(['d/m/Y', 'd.m.Y'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'David CLM', 'FreeSans']);
    const split = rng.int(20, 23);
    const table = (part: typeof rows) =>
      `<table class="l"><tr><th>#</th><th>קטלוגי</th><th>תיאור</th><th>כמות</th><th>מחיר יח'</th><th>סכום</th></tr>${part.map((r) => `<tr><td>${r.n}</td><td>${r.cat}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`).join('')}</table>`;
    const body = `
<section class="p">
<div class="hd"><div class="nm">${esc(vendor)}</div><div>ח.פ. ${id} &middot; ${rng.pick(["רח' ברקת 10, פתח תקווה", 'פארק המדע, רחובות', "שד' ההסתדרות 55, חיפה"])} &middot; ${landline(rng)}</div></div>
<div class="t"><span>חשבונית מס ${doc}</span><span>תאריך: ${day(date, style)}</span></div>
<div class="cu">לכבוד: ${rng.pick(['מרכז רפואי השרון', 'קופת חולים אזורית - מחוז דרום', 'מכון מחקר גליל', 'בית אבות נווה שלום'])} &nbsp; | &nbsp; ח.פ. ${taxId(rng)} &nbsp; | &nbsp; הזמנת רכש ${rng.int(4500000, 4599999)} &nbsp; | &nbsp; לתשלום עד ${day(addDays(date, 60), style)}</div>
${table(rows.slice(0, split))}
<div class="pg">המשך בעמוד הבא &mdash; עמוד 1 מתוך 2</div>
</section>
<section>
<div class="mini">${esc(vendor)} &middot; המשך חשבונית מס ${doc} מיום ${day(date, style)}</div>
${table(rows.slice(split))}
<table class="s">
<tr><td>סה"כ פריטים</td><td>${amount(gross)}</td></tr>
${pct ? `<tr><td>הנחת כמות ${pct}%</td><td>(${amount(off)})</td></tr><tr><td>סה"כ לאחר הנחה</td><td>${amount(net)}</td></tr>` : ''}
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
${rounding ? `<tr><td>עיגול אגורות</td><td>${rounding < 0 ? '-' : ''}${amount(Math.abs(rounding))}</td></tr>` : ''}
<tr class="b"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<p>פרטי בנק להעברה: בנק ${rng.pick(['מזרחי טפחות (20)', 'לאומי (10)', 'הבינלאומי (31)'])}, סניף ${rng.int(400, 699)}, ח-ן ${rng.digits(7)}.</p>
<p>התקבלה הסחורה בשלמותה: ______________ &nbsp;&nbsp; חתימה וחותמת: ______________</p>
<div class="pg">עמוד 2 מתוך 2</div>
</section>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; }
section { height: 297mm; box-sizing: border-box; padding: 12mm 14mm; position: relative; } .p { break-after: page; }
.hd { border-bottom: 2px solid #036; padding-bottom: 2mm; } .nm { font-size: 18pt; color: #036; font-weight: bold; }
.t { display: flex; justify-content: space-between; font-size: 14pt; font-weight: bold; margin: 4mm 0 2mm; } .cu { font-size: 9pt; margin-bottom: 3mm; }
.l { width: 100%; border-collapse: collapse; } .l th { background: #036; color: #fff; padding: 1.2mm; } .l td { border-bottom: 1px solid #ccc; padding: 1.2mm; }
.l td:nth-child(n+4) { text-align: left; direction: ltr; } .mini { font-size: 9pt; color: #036; border-bottom: 1px solid #036; margin-bottom: 3mm; }
.pg { position: absolute; bottom: 10mm; left: 14mm; right: 14mm; text-align: center; font-size: 8.5pt; color: #555; }
.s { width: 45%; margin: 5mm auto 0 0; border-collapse: collapse; } .s td { padding: 1.2mm; } .s td:last-child { text-align: left; direction: ltr; }
.b td { font-weight: bold; font-size: 12pt; border-top: 2px solid #000; } p { margin-top: 6mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
