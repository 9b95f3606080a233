import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-meteg-three-page-invoice';

/** Catalogue number, item, unit, agorot a unit before VAT in 2022 (approximate); "מטר" lines are sold by the metre. */
const CATALOGUE: [string, string, string, number][] = [
  ['KB-1515', 'כבל NYY 3×1.5 ממ"ר', 'מטר', 520],
  ['KB-1525', 'כבל NYY 3×2.5 ממ"ר', 'מטר', 790],
  ['KB-5060', 'כבל NYY 5×6 ממ"ר', 'מטר', 2650],
  ['KB-0115', 'מוליך H07V-U 1.5 ממ"ר כחול', 'מטר', 95],
  ['KB-0125', 'מוליך H07V-U 2.5 ממ"ר חום', 'מטר', 145],
  ['KB-0225', 'מוליך הארקה 2.5 ממ"ר צהוב-ירוק', 'מטר', 150],
  ['KB-0016', 'צינור שרשורי 16 מ"מ', 'מטר', 140],
  ['KB-0020', 'צינור שרשורי 20 מ"מ', 'מטר', 180],
  ['KB-0025', 'צינור PVC קשיח 25 מ"מ', 'מטר', 420],
  ['SW-1101', 'מפסק יחיד לבן, מודול', "יח'", 1450],
  ['SW-1102', 'מפסק כפול לבן, מודול', "יח'", 2190],
  ['SW-1201', 'מחליף מדרגות', "יח'", 1890],
  ['SW-1500', 'מפסק דוד עם נורית', "יח'", 4900],
  ['SK-2101', 'שקע שוקו יחיד', "יח'", 1650],
  ['SK-2103', 'שקע שוקו משולש', "יח'", 3900],
  ['SK-2200', 'שקע USB כפול', "יח'", 7900],
  ['SK-2400', 'שקע מוגן מים IP55', "יח'", 5200],
  ['BX-3003', 'קופסת התקנה 3 מודולים', "יח'", 390],
  ['BX-3055', 'קופסת חיבורים 100×100', "יח'", 850],
  ['BX-3100', 'מסגרת 3 מודולים לבנה', "יח'", 690],
  ['CB-4016', 'מאמ"ת חד-פאזי 16A', "יח'", 2450],
  ['CB-4025', 'מאמ"ת חד-פאזי 25A', "יח'", 2600],
  ['CB-4332', 'מאמ"ת תלת-פאזי 32A', "יח'", 8900],
  ['CB-4440', 'ממסר פחת 40A 30mA', "יח'", 18900],
  ['CB-4900', 'לוח חשמל 36 מודולים', "יח'", 34900],
  ['LD-5010', 'גוף תאורה LED עגול 18W', "יח'", 6900],
  ['LD-5012', 'פנל LED 60×60 40W', "יח'", 11900],
  ['LD-5020', 'פס LED 5 מטר 24V', "יח'", 8900],
  ['LD-5030', 'ספק כוח 24V 100W', "יח'", 9900],
  ['LD-5040', 'נורת LED E27 12W', "יח'", 990],
  ['LD-5055', 'גוף תאורה מוגן מים 2×18W', "יח'", 12900],
  ['LD-5070', "פרוז'קטור LED 50W", "יח'", 15900],
  ['AC-6001', 'מהדקי חיבור WAGO 3, 50', 'אריזה', 4200],
  ['AC-6002', 'סרט בידוד שחור, 10', 'אריזה', 1900],
  ['AC-6010', 'אזיקונים 200 מ"מ, 100', 'אריזה', 1500],
  ['AC-6020', 'דיבלים 6 מ"מ עם בורג, 100', 'אריזה', 2400],
  ['AC-6030', 'תעלת PVC 40×25', 'מטר', 890],
  ['AC-6040', 'פעמון אלחוטי', "יח'", 5900],
  ['TM-7001', 'שעון שבת דיגיטלי למודול', "יח'", 11900],
  ['TM-7010', 'גלאי נוכחות תקרתי', "יח'", 9400],
  ['TM-7020', 'עמעם LED סיבובי', "יח'", 8400],
  ['TM-7030', 'טיימר לדוד 120 דקות', "יח'", 12900],
  ['EV-8000', 'שקע תעשייתי CEE 16A', "יח'", 3900],
  ['EV-8010', 'תקע תעשייתי CEE 32A', "יח'", 5600],
  ['EV-8100', 'כבל מאריך 3×1.5, 10 מטר', "יח'", 6900],
  ['EV-8200', 'מפצל 4 שקעים עם מפסק', "יח'", 3400],
  ['GN-9001', 'מברג בודק מתח', "יח'", 1200],
  ['GN-9002', 'צבת קילוף אוטומטית', "יח'", 8900],
  ['GN-9010', 'מד מתח דיגיטלי', "יח'", 17900],
  ['GN-9020', 'סולם אלומיניום 5 שלבים', "יח'", 32900],
  ['GN-9030', 'פנס ראש נטען', "יח'", 7900],
  ['GN-9040', 'קופסת אחסון למהדקים', "יח'", 2900],
  ['GN-9050', 'מקדח SDS 8 מ"מ', "יח'", 2400],
  ['GN-9060', 'כפפות עבודה, זוג', "יח'", 1100],
];
const CUSTOMERS = ['א.ב. חשמל והנדסה בע"מ', 'י.ש. קבלני חשמל בע"מ', 'אור וזרם התקנות בע"מ', 'חשמל הגליל המערבי בע"מ', 'מ.ר. מערכות מתח נמוך בע"מ'];
const SITES = ['פרויקט מגדלי הים, אשדוד', 'בית ספר יסודי, אופקים', 'מבנה משרדים, פתח תקווה', 'בניין מגורים, קריית גת', 'מרכז מסחרי, שוהם'];

/**
 * An electrical-supplies wholesaler at Petah Tikva invoicing an electrical contractor, three A4 pages (Frank Ruehl CLM
 * for the name, Noto Sans Hebrew, DejaVu Sans Mono for catalogue numbers): page 1 a navy title band with "מתג" and
 * "חומרי חשמל · תאורה · לוחות", "מתג חומרי חשמל בע"מ" with "ח.פ." hyphenated; a frame "חשבונית מס – מקור" with "מס'"
 * (seven digits), "תאריך" dd/mm/yyyy, "תעודות משלוח" (two numbers), "תנאי תשלום" and "לתשלום עד" (distractors); the
 * customer, its ח.פ., the site; a table (line, catalogue number, item, unit, quantity, price, sum) of 44-54 lines, 17
 * on page 1, 22 on page 2 and the rest on page 3, pages 1 and 2 closing "להעברה" and pages 2 and 3 opening "מהעברה" with
 * the running sum (distractors); page 3 "סה"כ שורות", sometimes "הנחת קבלן n%" (negative), "סה"כ לפני מע"מ", "מע"מ
 * n%" added, "סה"כ כולל מע"מ" "₪ …"; "עמוד x מתוך 3" at each foot; Sunday to Thursday.
 */
export const heMetegThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.035;
    const lines = rng.some(CATALOGUE, rng.int(44, 54)).map(([code, name, unit, p], i) => {
      const price = Math.round((p * rise) / 10) * 10;
      const q = unit === 'מטר' ? rng.int(1, 8) * 25 : rng.int(1, 10);
      return { n: i + 1, code, name, unit, q, price, sum: q * price };
    });
    const sub = total(lines.map((l) => l.sum));
    const discRate = rng.pick([0, 5, 7, 10]);
    const disc = share(sub, discRate);
    const net = sub - disc;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מתג חומרי חשמל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(6)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z.,×/\- ]*[0-9A-Za-z]|[0-9A-Za-z]/g, (m) => ltr(m));
    const head = `<tr><th>#</th><th>מק"ט</th><th>תיאור הפריט</th><th>יח' מידה</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr>`;
    const row = (l: (typeof lines)[number]) =>
      `<tr><td>${f(String(l.n))}</td><td class="cd">${ltr(l.code)}</td><td>${fix(l.name)}</td><td>${l.unit}</td><td>${f(String(l.q))}</td><td>${f(amount(l.price))}</td><td>${f(amount(l.sum))}</td></tr>`;
    const pages = [lines.slice(0, 17), lines.slice(17, 39), lines.slice(39)];
    const carried = [total(pages[0].map((l) => l.sum)), total([...pages[0], ...pages[1]].map((l) => l.sum))];
    const foot = (i: number) => `<div class="ft">${vendorName} · חשבונית מס ${f(doc)} · עמוד ${f(String(i))} מתוך ${f('3')}</div>`;
    const cont = `<div class="run"><span class="rn">מתג</span> · חשבונית מס ${f(doc)} · ${f(dt(date, 'dd/mm/yyyy'))} – המשך</div>`;
    const carry = (label: string, v: number) => `<tr class="cr"><td colspan="6">${label}</td><td>${f(amount(v))}</td></tr>`;
    const delivery = [rng.digits(6), rng.digits(6)];
    const p1 = `<div class="page"><div class="band"><div><div class="nm">מתג</div><div>חומרי חשמל · תאורה · לוחות</div></div><div class="co">${vendorName}<br>ח.פ. ${f(hyphenId(taxId))}<br>רח' השילוח ${f(String(rng.int(2, 40)))}, קריית אריה, פתח תקווה<br>טל' ${f(`03-92${rng.digits(5)}`)} · פקס ${f(`03-92${rng.digits(5)}`)}</div></div>
<div class="mid"><div class="cu"><div class="lb">לכבוד</div><b>${rng.pick(CUSTOMERS)}</b><br>ח.פ. ${f(companyId(rng, true))}<br>אתר: ${rng.pick(SITES)}</div>
<div class="doc"><div class="dt">חשבונית מס – מקור</div><table><tr><td>מס'</td><td><b>${f(doc)}</b></td></tr><tr><td>תאריך</td><td>${f(dt(date, 'dd/mm/yyyy'))}</td></tr><tr><td>תעודות משלוח</td><td>${f(delivery[0])}, ${f(delivery[1])}</td></tr><tr><td>תנאי תשלום</td><td>שוטף + ${f('90')}</td></tr><tr><td>לתשלום עד</td><td>${f(dt(plus(date, 120), 'dd/mm/yyyy'))}</td></tr></table></div></div>
<table class="t">${head}${pages[0].map(row).join('')}${carry('להעברה', carried[0])}</table>${foot(1)}</div>`;
    const p2 = `<div class="page">${cont}<table class="t">${head}${carry('מהעברה', carried[0])}${pages[1].map(row).join('')}${carry('להעברה', carried[1])}</table>${foot(2)}</div>`;
    const p3 = `<div class="page">${cont}<table class="t">${head}${carry('מהעברה', carried[1])}${pages[2].map(row).join('')}</table>
<table class="tot"><tr><td>סה"כ שורות</td><td>${f(amount(sub))}</td></tr>${disc ? `<tr><td>הנחת קבלן ${f(`${discRate}%`)}</td><td>${f(`-${amount(disc)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${f(`₪ ${amount(gross)}`)}</td></tr></table>
<p class="sm">הסחורה נשארת בבעלות מתג חומרי חשמל בע"מ עד לפירעון המלא. החזרת ציוד תקין באריזתו תוך ${f('30')} יום בתיאום מראש. אחריות יצרן על גופי תאורה ומפסקים.</p>
<div class="sig">חתימת המקבל: ____________________</div>${foot(3)}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11.5px;color:#1a237e}.f{font-family:'DejaVu Sans Mono';font-size:10.5px;color:#111}
.page{height:297mm;box-sizing:border-box;padding:11mm 13mm;page-break-after:always;position:relative;overflow:hidden}.page:last-child{page-break-after:auto}
.band{background:#1a237e;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:8px 14px}.nm{font-family:'Frank Ruehl CLM';font-size:44px;font-weight:bold;line-height:1}.co{font-size:11px;line-height:1.5}.co .f{color:#fff}
.mid{display:flex;justify-content:space-between;gap:8mm;margin:10px 0}.cu{flex:1;border:1px solid #9fa8da;padding:6px 10px;line-height:1.6;color:#111}.lb{color:#555;font-size:10px}
.doc{border:2px solid #1a237e;padding:6px 10px;min-width:70mm;color:#111}.dt{font-size:18px;font-weight:bold;color:#1a237e}.doc td{padding:1px 6px 1px 0}
.t{width:100%;border-collapse:collapse;color:#111}.t th{background:#e8eaf6;border-bottom:2px solid #1a237e;padding:4px;text-align:start;font-size:11px}.t td{padding:3.5px 4px;border-bottom:1px solid #e0e0e0}.t td:nth-child(n+5){text-align:left;white-space:nowrap}
.cd{font-family:'DejaVu Sans Mono';font-size:10px}.cr td{font-weight:bold;background:#f5f5f5;border-top:1.5px solid #1a237e}
.run{font-size:13px;font-weight:bold;border-bottom:2px solid #1a237e;margin-bottom:6px;padding-bottom:3px}.rn{font-family:'Frank Ruehl CLM';font-size:20px}
.tot{margin:12px 0 0 0;margin-inline-start:auto;border-collapse:collapse;min-width:85mm;color:#111}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #1a237e;background:#e8eaf6}
.sm{font-size:10px;color:#333;margin-top:14px}.sig{margin-top:18px;color:#111}.ft{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 + p3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
