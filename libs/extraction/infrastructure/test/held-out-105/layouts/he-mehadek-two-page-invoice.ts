import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-mehadek-two-page-invoice';

/** Catalogue number, item, unit, agorot a unit before VAT in 2022 (approximate). */
const CATALOGUE: [string, string, string, number][] = [
  ['10021', 'נייר צילום A4 80 גרם', 'קרטון', 11900],
  ['10022', 'נייר צילום A3 80 גרם', 'חבילה', 3900],
  ['10140', 'מעטפות לבנות 23×11, 500', 'קופסה', 6400],
  ['10151', 'מעטפות חומות 25×35, 250', 'קופסה', 8900],
  ['20010', 'עט כדורי כחול, 50', 'קופסה', 4500],
  ['20012', "עט ג'ל שחור 0.5, 12", 'חבילה', 3600],
  ['20030', 'מרקר לוח מחיק, 4 צבעים', 'סט', 2100],
  ['20044', 'מדגש צהוב, 10', 'חבילה', 1900],
  ['20060', 'עפרון HB עם מחק, 12', 'חבילה', 1200],
  ['30001', 'מכלב שולחני 24/6', "יח'", 3400],
  ['30002', 'סיכות 24/6, 1000', 'קופסה', 350],
  ['30015', 'מחורר 2 חורים', "יח'", 2900],
  ['30040', 'קלסר 8 ס"מ כחול', "יח'", 1150],
  ['30041', 'קלסר 4 ס"מ שחור', "יח'", 950],
  ['30070', 'חוצצים 10 לשוניות', 'סט', 450],
  ['30090', 'שמרדפים שקופים, 100', 'חבילה', 1700],
  ['40005', 'פתקיות דביקות 76×76, 12', 'חבילה', 2800],
  ['40020', 'סרט הדבקה שקוף 19 מ"מ, 8', 'חבילה', 1400],
  ['40031', 'דבק סטיק 40 גרם', "יח'", 600],
  ['40050', 'מספריים משרדיות 21 ס"מ', "יח'", 1300],
  ['50012', 'טונר תואם 85A', "יח'", 18900],
  ['50013', 'טונר תואם 26X', "יח'", 29900],
  ['50040', 'דיו מקורי שחור XL', "יח'", 13900],
  ['60001', 'מחברת ספירלה A4 100 דף', "יח'", 890],
  ['60020', 'בלוק כתיבה A4 שורות', "יח'", 750],
  ['60050', 'יומן שנתי שבועי', "יח'", 3900],
  ['70010', 'סוללות AA, 24', 'חבילה', 4200],
  ['70011', 'סוללות AAA, 24', 'חבילה', 4200],
  ['70030', 'מגבוני ניקוי למסכים', 'אריזה', 1900],
  ['80002', 'קפסולות קפה, 100', 'קופסה', 11500],
  ['80010', "כוסות נייר 7 אונ', 1000", 'קרטון', 9800],
  ['80020', 'סוכר בשקיות, 1000', 'קרטון', 6900],
  ['80031', 'תה מבחר, 100 שקיות', 'קופסה', 3300],
  ['90005', 'ארגז ארכיב קרטון', "יח'", 1100],
  ['90011', 'מגרסת נייר 12 דפים', "יח'", 54900],
  ['90020', 'לוח מחיק 90×120', "יח'", 32900],
  ['90031', 'מחשבון שולחני 12 ספרות', "יח'", 4900],
  ['90040', 'כיסא משרדי ארגונומי', "יח'", 69900],
];
const CUSTOMERS = [
  'מרכז רפואי השרון בע"מ – מחלקת רכש',
  'ר.ש. הנדסה ובניין בע"מ',
  'ביטוח ישיר צפון סוכנות בע"מ',
  'אורט מכללה טכנולוגית – הנהלת חשבונות',
  'נ.ד. לוגיסטיקה והפצה בע"מ',
];

/**
 * An office-supplies wholesaler at Rosh HaAyin invoicing a business, two A4 pages (Stam Ashkenaz CLM for the name,
 * FreeSerif, DejaVu Sans Mono for catalogue numbers): page 1 a green title block "מהדק" with "ציוד משרדי · נייר ·
 * מתכלים", "מהדק אספקה משרדית בע"מ" with "ח.פ." spaced in threes; beside it "חשבונית מס" with "מספר" (SI, a hyphen and
 * five digits), "תאריך" d.m.yy, "תאריך אספקה" and "לתשלום עד" (distractors); the customer, its ח.פ. and an order
 * number; a table (catalogue number, item, unit, quantity, price, discount %, sum) of 26-34 lines: 20 on page 1, which
 * closes with "סה"כ לעמוד" (a distractor), the rest on page 2; page 2 "סכום ביניים", "הובלה", "סה"כ לפני מע"מ", "מע"מ
 * n%" added, "סה"כ לתשלום"; "דף x מתוך 2" at each foot; Sunday to Thursday.
 */
export const heMehadekTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const lines = rng.some(CATALOGUE, rng.int(26, 34)).map(([code, name, unit, p], i) => {
      const price = Math.round((p * rise) / 10) * 10;
      const q = rng.int(1, 12);
      const disc = rng.pick([0, 0, 0, 5, 10]);
      const gross = q * price;
      return { n: i + 1, code, name, unit, q, price, disc, sum: gross - share(gross, disc) };
    });
    const sub = total(lines.map((l) => l.sum));
    const freight = sub >= 100000 ? 0 : 4500;
    const net = sub + freight;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מהדק אספקה משרדית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SI-${rng.digits(5)}`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z.,×/\- ]*[0-9A-Za-z]|[0-9A-Za-z]/g, (m) => ltr(m));
    const head = `<tr><th>מק"ט</th><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>הנחה</th><th>סה"כ</th></tr>`;
    const row = (l: (typeof lines)[number]) =>
      `<tr><td class="cd">${ltr(l.code)}</td><td>${fix(l.name)}</td><td>${l.unit}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.price))}</td><td>${l.disc ? ltr(`${l.disc}%`) : ''}</td><td>${ltr(amount(l.sum))}</td></tr>`;
    const p1Lines = lines.slice(0, 20);
    const foot = (i: number) => `<div class="ft">${vendorName} · ${ltr(doc)} · דף ${ltr(String(i))} מתוך ${ltr('2')}</div>`;
    const meta: [string, string][] = [
      ['מספר', `<b>${ltr(doc)}</b>`],
      ['תאריך', ltr(dt(date, 'd.m.yy'))],
      ['תאריך אספקה', ltr(dt(plus(date, -rng.int(0, 3)), 'd.m.yy'))],
      ['לתשלום עד', ltr(dt(plus(date, 60), 'd.m.yy'))],
    ];
    const p1 = `<div class="page"><div class="hd"><div class="brand"><div class="nm">מהדק</div><div>ציוד משרדי · נייר · מתכלים</div><div class="sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>רח' העמל ${ltr(String(rng.int(2, 30)))}, פארק אפק, ראש העין · ${ltr(`03-90${rng.digits(5)}`)}</div></div>
<div class="doc"><div class="dt">חשבונית מס</div><table>${meta.map(([l, v]) => `<tr><td>${l}</td><td>${v}</td></tr>`).join('')}</table></div></div>
<div class="cu">לכבוד: <b>${fix(rng.pick(CUSTOMERS))}</b> · ח.פ. ${ltr(companyId(rng, true))} · הזמנת רכש ${ltr(rng.digits(7))}</div>
<table class="t">${head}${p1Lines.map(row).join('')}<tr class="pc"><td colspan="6">סה"כ לעמוד</td><td>${ltr(amount(total(p1Lines.map((l) => l.sum))))}</td></tr></table>${foot(1)}</div>`;
    const p2 = `<div class="page"><div class="run">המשך חשבונית מס ${ltr(doc)}</div><table class="t">${head}${lines.slice(20).map(row).join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>${ltr(amount(sub))}</td></tr><tr><td>הובלה</td><td>${ltr(amount(freight))}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<p class="sm">תנאי תשלום: שוטף + ${ltr('60')}. הובלה חינם בהזמנה מעל ${ltr('1,000')} ₪ לפני מע"מ. החזרת סחורה תוך ${ltr('14')} יום באריזה מקורית.</p>${foot(2)}</div>`;
    const css = `body{font-family:'FreeSerif';font-size:12.5px}.page{height:297mm;box-sizing:border-box;padding:12mm 14mm;page-break-after:always;position:relative;overflow:hidden}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;gap:10mm}.brand{background:#2e7d32;color:#fff;padding:8px 14px;flex:1;line-height:1.5}.nm{font-family:'Stam Ashkenaz CLM';font-size:40px;line-height:1}.sm{font-size:10.5px}
.doc{border:2px solid #2e7d32;padding:6px 10px;min-width:60mm}.dt{font-size:20px;font-weight:bold;color:#2e7d32}.doc td{padding:1px 6px 1px 0}.cu{margin:10px 0;padding:5px;background:#f1f7f1}
.t{width:100%;border-collapse:collapse}.t th{background:#2e7d32;color:#fff;padding:4px;text-align:start}.t td{padding:4px;border-bottom:1px solid #cfe1cf}.t td:nth-child(n+4){text-align:left;white-space:nowrap}.cd{font-family:'DejaVu Sans Mono';font-size:10.5px}.pc td{font-weight:bold;background:#f1f7f1}
.run{font-size:15px;font-weight:bold;border-bottom:2px solid #2e7d32;margin-bottom:6px}.tot{margin:12px 0 0 0;margin-inline-start:auto;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:16px;border-top:2px solid #2e7d32}
.ft{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
