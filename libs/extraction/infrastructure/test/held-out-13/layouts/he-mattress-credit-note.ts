import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, trailingMinus } from '../../generalisation/notation';
import { prefixedId } from './extra';

const STORES = [
  { brand: 'לילה טוב', legal: 'לילה טוב רשתות שינה בע"מ', kind: 'company', label: 'ח.צ.', branch: 'סניף הבורסה, רמת גן' },
  { brand: 'SLEEPWELL', legal: 'סליפוול מזרנים ומצעים בע"מ', kind: 'company', label: 'ח.פ.', branch: 'ביג קריות, קריית ביאליק' },
  { brand: 'עולם המזרן של שמעון', legal: 'שמעון אוחיון', kind: 'owner', label: 'עוסק מורשה', branch: "רח' הנשיא 30, נתיבות" },
];
/** Name, price with VAT (agorot). */
const GOODS: [string, number][] = [
  ['מזרן קפיצים מבודדים 160×200', 459000],
  ['מזרן ויסקו אורתופדי 140×190', 329000],
  ['מזרן יחיד לנוער 90×190', 149000],
  ['בסיס מיטה מרופד עם ארגז מצעים', 259000],
  ['כרית ויסקו ארגונומית', 29900],
  ['סט מצעים סאטן 400 חוטים', 44900],
  ['שמיכת פוך אווז חורף', 89000],
  ['מגן מזרן עמיד למים 160', 19900],
];
const REASONS = [
  'ביטול עסקה בתוך 14 יום מהמסירה - דמי ביטול 5% (עד 100 ₪)',
  'החזרה במסגרת 30 לילות ניסיון - בניכוי דמי טיפול',
  'פגם בתפר - הוחזר לספק',
  'טעות במידה - הוזמן מידה אחרת',
];

/**
 * A mattress and bedding store's credit note on A4 (Noto Serif Hebrew, David CLM or FreeSerif; the brand in
 * Hadasim CLM or, "SLEEPWELL", Roboto): the brand and branch, the legal name with "ח.צ." (a public company,
 * 52…) or "ח.פ.", or the owner's name with "עוסק מורשה"; "חשבונית מס זיכוי" or "הודעת זיכוי - חשבונית מס"
 * with "מס'" ("ZC/01842" or five digits) and "תאריך" (dd/mm/yyyy or dd.mm.yy) four to twenty-eight days after
 * the sale; a facts table: the customer's name, valid ת.ז. and mobile, the invoice credited ("חשבונית מס
 * קבלה" six digits) with its sale date and delivery date, the reason; the goods returned at prices with
 * VAT, a cancellation or handling fee kept back (5% up to ₪100, or ₪150), all printed with a trailing minus
 * ("4,590.00-") or a leading one; "סה"כ לפני מע"מ", "מע"מ", "סה"כ זיכוי", and the refund to the card in
 * the original instalments or by bank transfer to a given account.
 */
export const heMattressCreditNote: Layout = {
  id: 'he-mattress-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = s.label === 'ח.צ.' ? prefixedId(rng, '52') : taxId(rng, s.kind === 'company');
    let sale = randomDate(rng, '2023-07-01', '2026-01-31');
    let date = addDays(sale, rng.int(4, 28));
    // The credit keeps its sale's VAT rate: none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      sale = addDays(sale, 30);
      date = addDays(date, 30);
    }
    const delivered = addDays(sale, rng.int(1, 3));
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(1, 3)).map(([name, price]) => ({ name, price, sku: `M${rng.digits(5)}` }));
    const goods = items.reduce((a, i) => a + i.price, 0);
    const reasonIx = rng.int(0, REASONS.length - 1);
    const fee = reasonIx === 0 ? Math.min(10000, Math.round(goods * 0.05)) : reasonIx === 1 ? 15000 : 0;
    const total = goods - fee;
    const vat = vatOfGross(total, rate);
    const net = total - vat;
    const docNo = rng.chance(0.5) ? `ZC/${String(rng.int(100, 4999)).padStart(5, '0')}` : String(rng.int(10000, 29999));
    const minus = rng.chance(0.5) ? trailingMinus : (x: number) => `-${amount(x)}`;
    const font = rng.pick(['Noto Serif Hebrew', 'David CLM', 'FreeSerif']);
    const brandFont = /[A-Z]/.test(s.brand) ? 'Roboto' : 'Hadasim CLM';
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const title = rng.pick(['חשבונית מס זיכוי', 'הודעת זיכוי - חשבונית מס']);
    const refund = rng.chance(0.6)
      ? `הזיכוי יבוצע לכרטיס האשראי המסתיים ב-${rng.digits(4)} באותו מספר תשלומים שבו בוצעה העסקה.`
      : `הזיכוי יועבר בהעברה בנקאית לחשבון הלקוח: בנק ${rng.pick(['11', '12', '31', '20'])}, סניף ${rng.int(100, 899)}, חשבון ${rng.digits(7)}.`;
    const body = `<div class="hd"><div><div class="brand">${esc(s.brand)}</div><div class="sm">מזרנים · מיטות · מצעים · ${esc(s.branch)}</div></div><div class="who">${esc(s.legal)}<br>${s.label} ${vendorTaxId}<br>טל' <bdi>${landline(rng)}</bdi></div></div>
<div class="title">${title} מס' ${docNo}</div><div class="date">תאריך: ${dt(date, fmt)} &nbsp;·&nbsp; מקור</div>
<table class="kv"><tr><td>שם הלקוח</td><td>${esc(rng.pick(['יוסי ואורית מלכה', 'דנה קורן', "מוחמד ח'טיב", 'אנה פרידמן', 'אליהו בן שושן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>נייד</td><td><bdi>${cellular(rng)}</bdi></td><td>זיכוי לחשבונית</td><td>חשבונית מס קבלה ${rng.int(300000, 399999)}</td></tr>
<tr><td>תאריך המכירה</td><td>${dt(sale, fmt)}</td><td>תאריך אספקה</td><td>${dt(delivered, fmt)}</td></tr>
<tr><td>סיבת הזיכוי</td><td colspan="3">${esc(REASONS[reasonIx])}</td></tr></table>
<table class="it"><tr><th>מק"ט</th><th>תיאור</th><th>כמות</th><th>מחיר כולל מע"מ</th><th>סה"כ</th></tr>${items.map((i) => `<tr><td>${i.sku}</td><td class="n">${esc(i.name)}</td><td>1</td><td>${amount(i.price)}</td><td>${minus(i.price)}</td></tr>`).join('')}
${fee ? `<tr><td></td><td class="n">${reasonIx === 0 ? 'דמי ביטול (מנוכים מהזיכוי)' : 'דמי טיפול והובלה חזרה'}</td><td>1</td><td>${amount(fee)}</td><td>${amount(fee)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${minus(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${minus(vat)}</td></tr><tr class="b"><td>סה"כ זיכוי</td><td>${minus(total)} ₪</td></tr></table>
<div class="note">${esc(refund)}</div><div class="sign">חתימת הלקוח: ____________ &nbsp;&nbsp; שם המוכר: ${esc(rng.pick(['אלון', 'רינה', 'גיא', 'סהר']))}</div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#1a1a1a;padding:16mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:1.5px solid #5d4037;padding-bottom:3mm}.brand{font-family:'${brandFont}',sans-serif;font-size:32px;font-weight:bold;color:#5d4037}.sm{font-size:10.5px;color:#666}.who{text-align:left;line-height:1.6}
.title{font-size:20px;font-weight:bold;margin-top:9mm}.date{margin:1mm 0 5mm}table{border-collapse:collapse;width:100%}.kv td{border:1px solid #ccc;padding:1.8mm 2mm}.kv td:nth-child(odd){background:#efebe9;font-weight:bold;width:30mm}
.it{margin-top:7mm}.it th{background:#5d4037;color:#fff;padding:1.8mm}.it td{border-bottom:1px solid #ddd;padding:1.8mm;text-align:center}.it td.n{text-align:right}.it td:last-child{text-align:left;white-space:nowrap}.tot{width:80mm;margin:5mm auto 0 0}.tot td{padding:1.4mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}
.b td{font-weight:bold;font-size:15px;border-top:2px solid #5d4037}.note{margin-top:10mm;padding:3mm;border:1px dashed #999}.sign{margin-top:14mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
