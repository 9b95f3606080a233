import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, plate } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-buchna-garage-invoice';

/** Part, agorot a unit before VAT in 2022 (approximate). */
const PARTS: [string, number][] = [
  ['שמן מנוע 5W30 (ליטר)', 4200],
  ['מסנן שמן', 5800],
  ['מסנן אוויר', 8900],
  ['מסנן מזגן', 7400],
  ['רפידות בלם קדמיות (סט)', 32000],
  ['דיסק בלם קדמי', 38500],
  ['מצבר 70 אמפר', 52000],
  ['מגבים קדמיים (זוג)', 9800],
  ['נוזל קירור (ליטר)', 2900],
  ['פלאג הצתה', 3600],
  ['נורת פנס ראשי', 4500],
  ['רצועת אביזרים', 16500],
];
/** Job, hours of labour. */
const JOBS: [string, number][] = [
  ['טיפול תקופתי', 1.5],
  ['החלפת רפידות ודיסקים', 1.8],
  ['החלפת מצבר ובדיקת טעינה', 0.5],
  ['אבחון תקלה ממוחשב', 0.8],
  ['כיוון פרונט', 1],
  ['החלפת רצועה', 1.2],
];
const CARS = ['טויוטה קורולה', 'יונדאי i20', 'קיה פיקנטו', 'סקודה אוקטביה', 'מאזדה 3', 'מיצובישי אאוטלנדר'];

/**
 * A car-service garage at Kiryat Shmona, the tax invoice given with the car, A4 (Aharoni CLM for the headings, Miriam
 * CLM): a drawn piston beside "בוכנה" and "מוסך מורשה · מכונאות · חשמל רכב", "בוכנה שירותי רכב בע"מ" and "ח.פ." plain,
 * the industrial zone and phone; a ruled band "חשבונית מס" with "מס'" (two digits of the year, a slash and five digits)
 * and "תאריך" dd-mm-yyyy; a table of the car (plate, model, km, customer's phone; distractors); "עבודה" lines (hours ×
 * the hourly rate by year) and "חלקים" lines (quantity × price); "סה"כ עבודה", "סה"כ חלקים", "סה"כ לפני מע"מ", "מע"מ n%"
 * added and "סה"כ לתשלום"; a three-month warranty note and a signature; not Saturday.
 */
export const heBuchnaGarageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const hourly = Math.round((32000 * rise) / 100) * 100;
    const jobs = rng.some(JOBS, rng.int(1, 3)).map(([n, h]) => ({ n, h, sum: Math.round(h * hourly) }));
    const parts = rng.some(PARTS, rng.int(2, 6)).map(([n, p]) => {
      const unit = Math.round((p * rise) / 10) * 10;
      const q = n.includes('ליטר') ? rng.int(3, 6) : n.includes('פלאג') ? 4 : 1;
      return { n, q, unit, sum: q * unit };
    });
    const labour = total(jobs.map((j) => j.sum));
    const goods = total(parts.map((p) => p.sum));
    const net = labour + goods;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'בוכנה שירותי רכב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}/${rng.digits(5)}`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z]*/g, (m) => ltr(m));
    const piston = `<svg width="34" height="46" viewBox="0 0 34 46"><rect x="4" y="2" width="26" height="18" rx="3" fill="#37474f"/><path d="M4 7 H30 M4 11 H30" stroke="#cfd8dc"/><rect x="14" y="20" width="6" height="18" fill="#37474f"/><circle cx="17" cy="40" r="5" fill="none" stroke="#37474f" stroke-width="3"/></svg>`;
    const body = `<div class="hd">${piston}<div><div class="nm">בוכנה</div><div>מוסך מורשה · מכונאות · חשמל רכב</div></div><div class="ad">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>אזור התעשייה, קריית שמונה<br>טל' ${ltr(`04-69${rng.digits(5)}`)}</div></div>
<div class="band"><span>חשבונית מס</span><span>מס' ${ltr(doc)}</span><span>תאריך ${ltr(dt(date, 'dd.mm.yyyy').replace(/\./g, '-'))}</span></div>
<table class="car"><tr><th>מספר רישוי</th><th>דגם</th><th>ק"מ</th><th>טלפון לקוח</th></tr><tr><td>${ltr(plate(rng))}</td><td>${fix(rng.pick(CARS))}</td><td>${ltr(String(rng.int(12, 240) * 1000 + rng.int(0, 999)))}</td><td>${ltr(cellular(rng))}</td></tr></table>
<h3>עבודה</h3><table class="t"><tr><th>תיאור</th><th>שעות</th><th>תעריף</th><th>סכום</th></tr>${jobs.map((j) => `<tr><td>${j.n}</td><td>${ltr(j.h.toFixed(1))}</td><td>${ltr(amount(hourly))}</td><td>${ltr(amount(j.sum))}</td></tr>`).join('')}</table>
<h3>חלקים</h3><table class="t"><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${parts.map((p) => `<tr><td>${fix(p.n)}</td><td>${ltr(String(p.q))}</td><td>${ltr(amount(p.unit))}</td><td>${ltr(amount(p.sum))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ עבודה</td><td>${ltr(amount(labour))}</td></tr><tr><td>סה"כ חלקים</td><td>${ltr(amount(goods))}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ש"ח`)}</td></tr></table>
<p class="sm">אחריות על העבודה ל-${ltr('3')} חודשים או ${ltr('5,000')} ק"מ, המוקדם מביניהם. חלקים שהוחלפו הוחזרו ללקוח לפי בקשתו.</p><p>חתימת הלקוח: __________________</p>`;
    const css = `body{font-family:'Miriam CLM';font-size:13px;padding:12mm 15mm}.hd{display:flex;gap:12px;align-items:center;border-bottom:4px solid #37474f;padding-bottom:8px}.nm{font-family:'Aharoni CLM';font-size:34px;line-height:1}.ad{margin-inline-start:auto;font-size:11.5px;line-height:1.5;text-align:left}
.band{display:flex;justify-content:space-between;background:#37474f;color:#fff;font-family:'Aharoni CLM';font-size:17px;padding:6px 12px;margin:10px 0}.car{width:100%;border-collapse:collapse}.car th,.car td{border:1px solid #90a4ae;padding:4px;text-align:center}.car th{font-weight:normal;background:#eceff1}
h3{font-family:'Aharoni CLM';margin:12px 0 2px}.t{width:100%;border-collapse:collapse}.t th{text-align:start;border-bottom:1.5px solid #37474f;padding:3px}.t td{padding:4px 3px;border-bottom:1px solid #ddd}.t td:nth-child(n+2){text-align:left}
.tot{margin:14px 0 0 0;margin-inline-start:auto;border-collapse:collapse;min-width:75mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:16px;border-top:3px double #37474f}.sm{font-size:11px;color:#444;margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
