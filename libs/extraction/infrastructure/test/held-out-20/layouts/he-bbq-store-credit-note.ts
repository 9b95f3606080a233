import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const STORES = [
  {
    brand: 'GRILL MASTER',
    legal: 'גריל מאסטר ישראל בע"מ',
    label: 'ח.פ.',
    company: true,
    addr: "רח' המנופים 8, הרצליה פיתוח",
    title: 'חשבונית מס זיכוי',
    prefix: 'ZC-',
    hyphen: true,
  },
  { brand: 'על האש', legal: 'אורי שטרן', label: 'עוסק מורשה', company: false, addr: "רח' האורגים 31, חולון", title: 'הודעת זיכוי', prefix: '', hyphen: false },
  { brand: 'עשן וגחלים', legal: 'עשן וגחלים בע"מ', label: 'ח"פ', company: true, addr: 'מתחם BIG, באר שבע', title: 'חשבונית זיכוי', prefix: 'זכ/', hyphen: false },
];
const GOODS: [string, number][] = [
  ['גריל גז 4 מבערים נירוסטה', 449000],
  ['גריל גז 3 מבערים + מבער צד', 329000],
  ['מעשנת פלטים דיגיטלית', 589000],
  ['גריל פחמים כדורי 57 ס"מ', 159000],
  ['כיסוי לגריל עמיד מים', 24900],
  ['מדחום בשר אלחוטי', 34900],
  ['סט כלי גריל נירוסטה (5)', 19900],
  ['פלטים עץ היקורי 9 ק"ג', 11900],
  ['אבן פיצה לגריל', 22900],
  ['משטח חיתוך אלון', 27900],
  ['מברשת ניקוי רשתות', 8900],
];
const REASONS = ['החזרת מוצר בתוך 14 יום - לא נעשה שימוש', 'פגם במבער - הוחלף בדגם אחר', 'ביטול עסקה לפי חוק הגנת הצרכן', 'הזמנה כפולה'];

/**
 * A barbecue and grills store's credit note on A5 (Noto Sans Hebrew, Simple CLM or FreeSans; the brand in
 * Aharoni CLM on a charcoal band with embers, a Latin brand in Roboto Black): a two-column head of label and
 * value ("מס'", "תאריך", "עבור חשבונית", "מיום", "לקוח", "ת.ז.", "טלפון", "סיבה") under "חשבונית מס זיכוי",
 * "הודעת זיכוי" or "חשבונית זיכוי"; the number with the store's prefix ("ZC-00417", "זכ/0831") or bare; the
 * company or the owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה" (hyphenated on some); the returned items at
 * their price; the sale's discount ("הנחת מבצע 10% שניתנה בעסקה המקורית") taken off again on some;
 * "סה"כ זיכוי", "מזה מע"מ" at the sale's rate, "סה"כ לפני מע"מ"; amounts with a minus on some, positive on
 * others; the refund to the card, or a credit voucher with its number and validity; the customer's signature.
 */
export const heBbqStoreCreditNote: Layout = {
  id: 'he-bbq-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-bbq-store-credit-note');
    const s = rng.pick(STORES);
    const vendorTaxId = vendorId(s.legal, s.company);
    let sale = randomDate(rng, '2024-02-01', '2025-11-15');
    let date = addDays(sale, rng.int(2, 30));
    // The credit carries the sale's rate: none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      sale = addDays(sale, 60);
      date = addDays(date, 60);
    }
    const rate = israeliRate(sale);
    const picked = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: unit < 30000 && rng.chance(0.3) ? 2 : 1 }));
    const gross = picked.reduce((a, r) => a + r.qty * r.unit, 0);
    const disc = rng.chance(0.5) ? share(gross, 10) : 0;
    const credit = gross - disc;
    const vat = vatOfGross(credit, rate);
    const minus = rng.chance(0.5);
    const m = (c: number) => (minus ? `<bdi dir="ltr">-${amount(c)}</bdi>` : amount(c));
    const docNo = `${s.prefix}${String(rng.int(120, 2400)).padStart(s.prefix === 'ZC-' ? 5 : 4, '0')}`;
    const saleNo = String(rng.int(20000, 89999));
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'dd/mm/yy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const cust = rng.pick(['אלון ביטון', 'שירה גולן', 'מאיר אוחיון', 'נטע קליין', 'חיים רבינוביץ']);
    const voucher = rng.chance(0.4);
    const refund = voucher
      ? `הזיכוי ניתן כשובר זיכוי מס' <bdi>${rng.digits(8)}</bdi>, בתוקף עד ${d(addDays(date, 365))}, למימוש בכל סניפי הרשת.`
      : `הסכום יוחזר לכרטיס האשראי שבו בוצעה העסקה (<bdi>****${rng.digits(4)}</bdi>) ב-${rng.pick([1, 3, 6])} תשלומים, כבעסקה המקורית.`;
    const latin = /^[A-Z]/.test(s.brand);
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="band"><div class="brand${latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="emb">● ● ● ● ●</div><div class="tag">גרילים · מעשנות · אביזרים</div></div>
<div class="v">${esc(s.legal)} · ${s.label} <bdi>${s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}</bdi> · ${esc(s.addr)}</div>
<h1>${s.title}</h1>
<div class="grid"><table>${kv("מס'", `<b><bdi>${docNo}</bdi></b>`)}${kv('תאריך', d(date))}${kv('עבור חשבונית', `<bdi>${saleNo}</bdi>`)}${kv('מיום', d(sale))}</table>
<table>${kv('לקוח', esc(cust))}${kv('ת.ז.', `<bdi>${personalId(rng)}</bdi>`)}${kv('טלפון', `<bdi>${cellular(rng)}</bdi>`)}${kv('סיבה', esc(rng.pick(REASONS)))}</table></div>
<table class="t"><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${picked
      .map((r) => `<tr><td>${esc(r.name)}<div class="sku">מק"ט <bdi>${rng.digits(6)}</bdi></div></td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${m(r.qty * r.unit)}</td></tr>`)
      .join('')}${disc ? `<tr><td colspan="3">הנחת מבצע 10% שניתנה בעסקה המקורית</td><td>${minus ? amount(disc) : `<bdi dir="ltr">-${amount(disc)}</bdi>`}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${m(credit - vat)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${m(credit)} ₪</td></tr></table>
<div class="refund">${refund}</div>
<div class="sig"><span>חתימת הלקוח: __________</span><span>שם המזכה: ${rng.pick(['יובל', 'אורטל', 'קובי'])}</span></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10px;color:#1e1e1e;padding:8mm 10mm}
.band{background:#2b2b2b;color:#fff;padding:2mm 4mm;display:flex;align-items:center;gap:4mm}.brand{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:22px}.brand.lat{font-family:'Roboto Black','Roboto',sans-serif;letter-spacing:1px;direction:ltr}
.emb{color:#ff7b00;font-size:8px;letter-spacing:1px}.tag{margin-right:auto;font-size:9px;color:#ddd}.v{font-size:9px;color:#444;margin:1.5mm 0 3mm}
h1{font-size:18px;margin:0 0 2mm;text-align:center;border-bottom:2px solid #2b2b2b;padding-bottom:1mm}.grid{display:flex;gap:6mm;margin-bottom:3mm}.grid table{flex:1;border-collapse:collapse}.grid td{padding:0.7mm 1mm;border-bottom:0.5px dotted #aaa}.grid td:first-child{color:#666;width:20mm}
.t{width:100%;border-collapse:collapse}.t th{background:#e9e9e9;text-align:right;padding:1mm}.t td{padding:1mm;border-bottom:0.5px solid #ccc;vertical-align:top}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left;white-space:nowrap}.sku{font-size:8.5px;color:#777}
.tot{margin:3mm 0 0 0;margin-right:auto;border-collapse:collapse;min-width:60mm}.tot td{padding:0.8mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:13px;border-top:1.5px solid #1e1e1e}
.refund{margin-top:4mm;background:#fff4e6;padding:2mm;line-height:1.5}.sig{display:flex;justify-content:space-between;margin-top:8mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: {
        vendorName: s.legal,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(-credit),
        tax: truthAmount(-vat),
      },
    };
  },
};
