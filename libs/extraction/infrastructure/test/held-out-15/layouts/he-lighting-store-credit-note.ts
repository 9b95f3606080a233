import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, personalId } from '../../generalisation/notation';
import { minusAfter, minusBefore } from './extra';

const STORES = [
  { brand: 'LUMINA', legal: 'לומינה גופי תאורה ועיצוב בע"מ', label: 'ח.פ.', company: true, place: "רח' יגאל אלון 120, תל אביב" },
  { brand: 'תאורת השרון', legal: 'תאורת השרון סחר בע"מ', label: 'ח"פ', company: true, place: 'מתחם G, כפר סבא' },
  { brand: 'הבית של המנורות', legal: 'דוד קעדאן', label: 'עוסק מורשה', company: false, place: "רח' העצמאות 31, נצרת" },
];
/** Item and price before VAT (agorot). */
const LAMPS: [string, number][] = [
  ['מנורת תלייה ראטן קוטר 60', 84700],
  ['נברשת קריסטל 8 זרועות', 254200],
  ['גוף תאורה שקוע LED 12W', 8400],
  ["פס מגנטי 2 מ' כולל ספקים", 118600],
  ['מנורת עמידה קשת', 67800],
  ['מנורת קיר חוץ IP65', 21100],
  ['מאוורר תקרה עם תאורה', 152500],
  ['נורת פילמנט E27 דימבילית', 2900],
];
const REASONS = ['החזרת פריט באריזה מקורית', 'פגם במוצר - הוחלף בהזמנה חדשה', 'הפרש מחיר - מבצע שהובטח ללקוח', 'ביטול הזמנה לפני אספקה'];

/**
 * A lighting store's credit note on A4 (Open Sans, Noto Sans Hebrew or FreeSans; the brand in URW Gothic for
 * "LUMINA", or Frank Ruehl CLM): the brand, the legal name or the owner's name with "ח.פ." / "ח"פ" / "עוסק
 * מורשה"; "חשבונית מס זיכוי" with "מס'" (five digits or "ZK/" and four), "תאריך" (dd/mm/yyyy or yyyy-mm-dd)
 * one to twenty days after the sale; the customer with a valid ת.ז., "מתייחס לחשבונית מס" (six digits) and
 * its date, the reason; the lamps credited at their price before VAT, negative with the minus after ("847.00-")
 * or before; "סה"כ לפני מע"מ", "מע"מ", "סה"כ לזיכוי", and a refund to the card in a number of days.
 */
export const heLightingStoreCreditNote: Layout = {
  id: 'he-lighting-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    let sale = randomDate(rng, '2023-07-01', '2026-02-05');
    let date = addDays(sale, rng.int(1, 20));
    // The credit keeps its sale's VAT rate: none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      sale = addDays(sale, 25);
      date = addDays(date, 25);
    }
    const rate = israeliRate(date);
    const reason = rng.pick(REASONS);
    const priceDiff = reason.startsWith('הפרש');
    const items = rng.some(LAMPS, priceDiff ? 1 : rng.int(1, 3)).map(([name, price]) => {
      const qty = price < 10000 ? rng.int(2, 8) : 1;
      const unit = priceDiff ? Math.round(price * 0.15) : price;
      return { name: priceDiff ? `${name} - הפרש מחיר` : name, qty, unit, sum: qty * unit };
    });
    const net = items.reduce((a, i) => a + i.sum, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const after = rng.chance(0.5);
    const neg = (c: number) => (after ? minusAfter(c) : minusBefore(c));
    const docNo = rng.chance(0.5) ? String(rng.int(10000, 29999)) : `ZK/${rng.int(1000, 9999)}`;
    const font = rng.pick(['Open Sans', 'Noto Sans Hebrew', 'FreeSans']);
    const latin = /[A-Z]/.test(s.brand);
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd'] as const);
    const body = `<div class="hd"><div class="brand">${esc(s.brand)}</div><div class="lg">${esc(s.legal)}<br>${s.label} ${vendorTaxId}<br>${esc(s.place)} · <bdi>${landline(rng)}</bdi></div></div>
<div class="tt">חשבונית מס זיכוי<br><span>מס' ${docNo}</span></div><div class="dt">תאריך: ${dt(date, fmt)}</div>
<table class="kv"><tr><td>שם הלקוח</td><td>${esc(rng.pick(['אסנת בירנבוים', 'מוחמד חטיב', 'תמר לנדאו', 'שי פרלמן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr><tr><td>טלפון</td><td><bdi>${cellular(rng)}</bdi></td><td>מתייחס לחשבונית מס</td><td>${rng.int(100000, 399999)} מ-${dt(sale, fmt)}</td></tr><tr><td>סיבת הזיכוי</td><td colspan="3">${esc(reason)}</td></tr></table>
<table class="it"><tr><th>פריט</th><th>כמות</th><th>מחיר יחידה</th><th>סה"כ</th></tr>${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.qty}</td><td>${amount(i.unit)}</td><td>${neg(i.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${neg(vat)}</td></tr><tr class="b"><td>סה"כ לזיכוי ₪</td><td>${neg(total)}</td></tr></table>
<div class="note">הסכום יוחזר לכרטיס האשראי שבו בוצעה העסקה תוך ${rng.pick([7, 10, 14])} ימי עסקים.</div><div class="sig"><span>חתימת הלקוח ________</span><span>חתימת המוכר ________</span></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#222;padding:15mm 17mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #999;padding-bottom:4mm}.brand{font-family:${latin ? "'URW Gothic'" : "'Frank Ruehl CLM'"},sans-serif;font-size:32px;letter-spacing:${latin ? 6 : 0}px;color:#8d6e00}
.lg{text-align:left;line-height:1.5;font-size:10.5px}.tt{text-align:center;font-size:20px;font-weight:bold;margin-top:7mm}.tt span{font-size:15px}.dt{text-align:center;margin:1mm 0 6mm}table{border-collapse:collapse;width:100%}.kv td{border:1px solid #ccc;padding:1.5mm}.kv td:nth-child(odd){background:#f7f3e6;font-weight:bold;white-space:nowrap}
.it{margin-top:6mm}.it th{border-bottom:2px solid #8d6e00;text-align:right;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #e5e5e5}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:85mm;margin:5mm auto 0 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #333}
.note{margin:8mm 0}.sig{display:flex;justify-content:space-between;margin-top:15mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
