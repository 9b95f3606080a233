import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { bracketed, cellular, dt, landline, personalId } from '../../generalisation/notation';

const STORES = [
  { brand: 'עולם התינוק של אורלי', legal: 'אורלי שמש', company: false, branch: "רח' העצמאות 40, אשדוד" },
  { brand: 'BABY STEPS', legal: 'בייבי סטפס קמעונאות בע"מ', company: true, branch: 'סניף ביג פאשן, בית שמש' },
  { brand: 'לולה ובובה', legal: 'ל.ב. מוצרי תינוקות בע"מ', company: true, branch: 'פאוור סנטר, ראשון לציון' },
];
/** Name, price incl. VAT in agorot. */
const GOODS: [string, number][] = [
  ['עגלת טיולון מתקפלת', 129900],
  ['מושב בטיחות 0-4 שנים איזופיקס', 159000],
  ['לול מתקפל עם מזרן', 54900],
  ['מנשא ארגונומי', 42900],
  ['כסא אוכל מתכוונן', 69900],
  ['מוניטור נשימה', 74900],
  ['סל קל לרכב', 89000],
  ['שידת החתלה', 119000],
  ['משאבת הנקה חשמלית', 64900],
];
const REASONS = ['החזרה בתוך 14 יום - מוצר באריזה מקורית', 'פגם ביצור - הוחלף בדגם אחר', 'כפל רכישה (מתנת לידה)', 'המוצר לא התאים לרכב הלקוחה'];

/**
 * A baby equipment store's credit note on A5 paper (Simple CLM, Noto Sans Hebrew or FreeSans; the brand in
 * Hadasim CLM or Lato Black): the brand over the owner's name ("עוסק מורשה") or the company ("ח.פ."),
 * the branch, "חשבונית זיכוי" or "חשבונית מס זיכוי" with "מס'" (five digits or "ZK-" and four), its date
 * (dd/mm/yyyy or dd.mm.yy) two to fourteen days after the sale, "מקור"; the customer with a mobile and a
 * valid ת.ז., the invoice-receipt credited with its number and date, the reason; the goods returned at
 * prices with VAT, printed with a leading minus or in brackets, "סה"כ זיכוי", "מתוכו מע"מ"; the refund to
 * the card with an approval, or a store credit voucher with its own number and expiry a year on.
 */
export const heBabyStoreCreditNote: Layout = {
  id: 'he-baby-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    let sale = randomDate(rng, '2023-06-01', '2026-02-10');
    let date = addDays(sale, rng.int(2, 14));
    // The credit note keeps the sale's VAT rate: none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      sale = addDays(sale, 20);
      date = addDays(date, 20);
    }
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(1, 2)).map(([name, price]) => ({ name, price, sku: `${rng.int(100, 999)}-${rng.digits(5)}` }));
    const total = items.reduce((a, i) => a + i.price, 0);
    const vat = vatOfGross(total, rate);
    const docNo = rng.chance(0.5) ? String(rng.int(10000, 38999)) : `ZK-${rng.int(1000, 9999)}`;
    const saleNo = String(rng.int(200000, 699999));
    const style = rng.pick(['minus', 'brackets'] as const);
    const m = (x: number) => (style === 'minus' ? `-${amount(x)}` : bracketed(x));
    const font = rng.pick(['Simple CLM', 'Noto Sans Hebrew', 'FreeSans']);
    const brandFont = /[A-Z]/.test(s.brand) ? 'Lato' : 'Hadasim CLM';
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const title = rng.pick(['חשבונית זיכוי', 'חשבונית מס זיכוי']);
    const voucher = rng.chance(0.45);
    const refund = voucher
      ? `הזיכוי ניתן כשובר קנייה מס' ${rng.digits(10)} בסך ${amount(total)} ₪, בתוקף עד ${dt(addDays(date, 365), 'dd/mm/yyyy')}.`
      : `הזיכוי הוחזר לכרטיס האשראי ****${rng.digits(4)} שבו בוצעה העסקה, מס' אישור ${rng.digits(7)}. הסכום יופיע בחיוב הקרוב או הבא אחריו.`;
    const body = `<div class="hd"><div class="brand">${esc(s.brand)}</div><div class="sub">הכל לתינוק ולאמא · ${esc(s.branch)}</div><div class="sub">${esc(s.legal)} · ${s.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId} · <bdi>${landline(rng)}</bdi></div></div>
<div class="tt"><span class="title">${title} מס' ${docNo}</span><span class="orig">מקור</span></div><div class="dd">תאריך: ${dt(date, fmt)}</div>
<table class="kv"><tr><td>לקוח/ה</td><td>${esc(rng.pick(['שירה לוי', 'מרים ואליהו דהן', 'אלכסנדרה פרץ', 'הדס נחום', 'רונית אבו-ריא']))} · ת.ז. ${personalId(rng)} · <bdi>${cellular(rng)}</bdi></td></tr>
<tr><td>זיכוי לחשבונית</td><td>חשבונית מס/קבלה ${saleNo} מתאריך ${dt(sale, fmt)}</td></tr><tr><td>סיבה</td><td>${esc(rng.pick(REASONS))}</td></tr></table>
<table class="it"><tr><th>מק"ט</th><th>פריט</th><th>כמות</th><th>סכום</th></tr>${items.map((i) => `<tr><td>${i.sku}</td><td>${esc(i.name)}</td><td>1</td><td>${m(i.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="b"><td>סה"כ זיכוי</td><td>${m(total)} ₪</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${m(vat)}</td></tr></table>
<div class="ref">${esc(refund)}</div><div class="sign">חתימת הלקוח/ה: ___________ &nbsp; הנפיק/ה: ${esc(rng.pick(['ליאת', 'אביטל', 'סיוון']))}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#222;padding:9mm 10mm}.hd{text-align:center;border-bottom:2px solid #f48fb1;padding-bottom:2mm;line-height:1.5}.brand{font-family:'${brandFont}',sans-serif;font-weight:900;font-size:26px;color:#ad1457}
.sub{font-size:10px;color:#555}.tt{display:flex;justify-content:space-between;align-items:center;margin-top:5mm}.title{font-size:17px;font-weight:bold}.orig{border:1px solid #ad1457;color:#ad1457;padding:0 2mm;font-size:10px}.dd{margin:1mm 0 3mm}
table{border-collapse:collapse;width:100%}.kv td{padding:1.1mm 1.5mm;border-bottom:1px dotted #bbb}.kv td:first-child{width:26mm;font-weight:bold;color:#ad1457}.it{margin-top:4mm}.it th{background:#fce4ec;padding:1.4mm;text-align:right}.it td{padding:1.4mm;border-bottom:1px solid #eee}
.it td:last-child,.it th:last-child{text-align:left;white-space:nowrap}.tot{width:64mm;margin:3mm auto 0 0}.tot td{padding:1.1mm 1.5mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:1.5px solid #333;border-bottom:1.5px solid #333}
.ref{margin-top:5mm;padding:2mm;background:#f7f7f7;font-size:10.5px}.sign{margin-top:9mm;font-size:10px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
