import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, spacedId } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const SHOPS = [
  { brand: 'וילונות הבית', legal: 'וילונות הבית - עיצוב חלונות בע"מ', label: 'ח.פ.', company: true, place: "רח' הרצל 88, ראשון לציון" },
  { brand: 'סטודיו בד ואור', legal: 'רינת גולן', label: 'עוסק מורשה', company: false, place: "רח' המסגר 22, תל אביב" },
  { brand: 'דקו-וילון', legal: 'דקו וילון (1999) בע"מ', label: 'ח"פ', company: true, place: 'קניון עיר ימים, נתניה' },
];
const REASONS = [
  { text: 'מידות שגויות - וילון הוחזר למפעל', kind: 'return' },
  { text: 'ביטול התקנה לבקשת הלקוח', kind: 'install' },
  { text: 'הפרש מחיר - מבצע שלא הוחל בעת המכירה', kind: 'price' },
  { text: 'תריס גלילה פגום - הוחלף בזיכוי', kind: 'return' },
] as const;

/**
 * A curtains and blinds store's credit note on A4 (Nachlieli CLM, Liberation Serif or Noto Sans Hebrew light;
 * the brand in Shofar bold with a draped-curtain band in CSS): the brand, the legal name or the owner's name
 * with "ח.פ." / "ח"פ" / "עוסק מורשה" (spaced on some), address and phone; "חשבונית זיכוי" or "חשבונית מס
 * זיכוי", "מס' זיכוי" as a digit and serial ("7-00233"), "תאריך"; "מתייחס לחשבונית מס" (five digits) "מיום"
 * five to sixty days before and "הזמנת עבודה" (four digits); the customer with a valid ת.ז. and mobile, the
 * address of the installation; the reason; the credited items with their window sizes (metres) and amounts
 * before VAT, printed with a minus on some and positive on others; "סה"כ זיכוי לפני מע"מ", "מע"מ 17%/18%",
 * "סה"כ זיכוי"; a refund to the card in the sale's payments or a bank transfer; a signature line.
 */
export const heCurtainsCreditNote: Layout = {
  id: 'he-curtains-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-curtains-credit-note');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    let date = randomDate(rng, '2024-01-05', '2025-12-31');
    let sale = addDays(date, -rng.int(5, 60));
    // The credit carries the sale's rate; none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      date = addDays(date, 60);
      sale = addDays(sale, 60);
    }
    const rate = israeliRate(sale);
    const reason = rng.pick(REASONS);
    const w = () => (rng.int(120, 420) / 100).toFixed(2);
    const rows: { text: string; cents: number }[] = [];
    if (reason.kind === 'install') rows.push({ text: `התקנה - ${rng.int(2, 5)} חלונות`, cents: rng.pick([45000, 60000, 75000]) });
    else if (reason.kind === 'price') rows.push({ text: `הפרש מחיר - ${rng.pick(['וילון פשתן', 'וילון בלאק-אאוט', 'תריס רומאי'])} (15%)`, cents: rng.int(12, 60) * 1000 });
    else {
      const n = rng.int(1, 3);
      for (let i = 0; i < n; i++) {
        const item = rng.pick(['וילון בד פשתן', 'וילון בלאק-אאוט', 'וילון שיפון', 'תריס גלילה', 'תריס רומאי', 'וילון ויסות (זברה)']);
        rows.push({ text: `${item} ${w()} × ${w()} מ'`, cents: rng.int(45, 240) * 1000 });
      }
      if (rng.chance(0.5)) rows.push({ text: 'מסילה ואביזרי תלייה', cents: rng.int(8, 30) * 1000 });
    }
    const net = rows.reduce((a, r) => a + r.cents, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const minus = rng.chance(0.5);
    const m = (c: number) => (minus ? `<bdi dir="ltr">-${amount(c)}</bdi>` : amount(c));
    const docNo = `${rng.int(1, 9)}-${String(rng.int(20, 940)).padStart(5, '0')}`;
    const title = rng.pick(['חשבונית זיכוי', 'חשבונית מס זיכוי']);
    const font = rng.pick(['Nachlieli CLM', 'Liberation Serif', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd.m.yy'] as const);
    const shownId = rng.chance(0.4) ? `<bdi dir="ltr">${spacedId(vendorTaxId)}</bdi>` : vendorTaxId;
    const payments = rng.int(1, 6);
    const refund = rng.chance(0.6)
      ? `הזיכוי יבוצע לכרטיס האשראי המסתיים ב-${rng.digits(4)}${payments > 1 ? `, ב-${payments} תשלומים כבעסקה המקורית` : ''}.`
      : `הזיכוי יועבר לחשבון הבנק של הלקוח תוך 14 ימי עסקים.`;
    const body = `<div class="drape"></div><div class="head"><div class="brand">${esc(s.brand)}</div><div class="sm">וילונות · תריסים · הלבשת חלונות בהתאמה אישית</div><div class="sm">${esc(s.legal)} · ${s.label} ${shownId} · ${esc(s.place)} · <bdi>${landline(rng)}</bdi></div></div>
<div class="box"><div class="t">${title}</div><div>מס' זיכוי: <b><bdi>${docNo}</bdi></b></div><div>תאריך: <b>${dt(date, fmt)}</b></div></div>
<div class="ref">מתייחס לחשבונית מס ${rng.int(10000, 68000)} מיום ${dt(sale, fmt)} · הזמנת עבודה ${rng.int(1000, 9999)}</div>
<div class="cust">לכבוד: ${rng.pick(['אורית שמואלי', 'בני ואלון קדוש', 'מרים חדד', 'יעל פינקלשטיין'])} · ת.ז. ${personalId(rng)} · נייד <bdi>${cellular(rng)}</bdi><br>כתובת ההתקנה: ${rng.pick(["רח' הדקל 7, רחובות", "רח' בר אילן 15, גבעתיים", "שד' בן גוריון 60, הרצליה"])}</div>
<div class="why">סיבת הזיכוי: ${esc(reason.text)}</div>
<table><tr><th>תיאור</th><th class="n">סכום לפני מע"מ</th></tr>${rows.map((r) => `<tr><td>${esc(r.text)}</td><td class="n">${m(r.cents)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td class="n">${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td class="n">${m(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td class="n">${m(total)} ₪</td></tr></table>
<p>${refund}</p><div class="sign"><span>חתימת הלקוח: ____________</span><span>חתימת המוכר/ת: ____________</span></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',serif;font-size:12px;color:#222}.drape{height:14mm;background:repeating-linear-gradient(90deg,#c9b79c 0 6mm,#e8dcc7 6mm 12mm)}
.head{text-align:center;padding:4mm 16mm 2mm}.brand{font-family:'Shofar','Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:32px;color:#5a4630}.sm{font-size:10px;color:#555;margin-top:1mm}
.box{margin:6mm 16mm 0;border:2px solid #5a4630;padding:3mm 5mm;display:flex;justify-content:space-between;align-items:center}.t{font-size:19px;font-weight:bold}
.ref{margin:3mm 16mm;font-size:11px;color:#333}.cust{margin:3mm 16mm;line-height:1.6}.why{margin:3mm 16mm;padding:2mm 3mm;background:#f4efe6}
table{width:calc(100% - 32mm);margin:4mm 16mm 0;border-collapse:collapse}th{text-align:right;border-bottom:1.5px solid #5a4630;padding:1.5mm}td{padding:2mm 1.5mm;border-bottom:1px solid #ddd}.n{text-align:left;white-space:nowrap}
table.tot{width:85mm;margin-right:auto}.g td{font-weight:bold;font-size:14px;border-top:2px solid #5a4630;border-bottom:none}p{margin:6mm 16mm}.sign{margin:14mm 16mm;display:flex;justify-content:space-between}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
