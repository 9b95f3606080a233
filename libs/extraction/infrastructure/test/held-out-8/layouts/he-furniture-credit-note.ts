import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, personalId, trailingMinus } from '../../generalisation/notation';

const STORES = [
  { name: 'רהיטי עץ הזית בע"מ', sub: 'ספות · שולחנות · חדרי שינה', addr: 'אזור התעשייה, יבנה' },
  { name: 'בית הספה הגדול בע"מ', sub: 'אולם תצוגה 2,000 מ"ר', addr: "רח' המלאכה 12, נתניה" },
  { name: 'נגר ובניו ריהוט (1988) בע"מ', sub: 'ייצור ושיווק רהיטים', addr: 'כפר יונה' },
];
const ITEMS: [string, [number, number]][] = [
  ['ספה תלת מושבית בד', [3900, 7900]],
  ['כורסת טלוויזיה חשמלית', [2400, 4600]],
  ['שולחן אוכל אלון 180', [3200, 6400]],
  ['כיסא אוכל מרופד', [390, 790]],
  ['מיטה זוגית עם ארגז מצעים', [2900, 5900]],
  ['קומודה 6 מגירות', [1500, 2900]],
  ['ספריה 5 מדפים', [900, 1900]],
];

/**
 * A furniture store's credit note on A4 (Keter YG heading, David CLM or Noto Serif Hebrew body):
 * "חשבונית מס זיכוי" with a five-digit number with leading zeros ("00412") and its date, "מקור" and "ח.פ." under the store's
 * name, the customer's valid ת.ז., "זיכוי עבור חשבונית מס קבלה" with the sale's six-digit number,
 * date and delivery date, VAT-inclusive prices of the returned pieces, a cancelled delivery fee on
 * some, "סה"כ זיכוי כולל מע"מ" with "מע"מ כלול" and the amount; amounts with a trailing minus on
 * some; the refund by bank transfer.
 */
export const heFurnitureCreditNote: Layout = {
  id: 'he-furniture-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng);
    const sale = randomDate(rng, '2023-06-01', '2026-03-05');
    let date = addDays(sale, rng.int(5, 25));
    if (israeliRate(date) !== israeliRate(sale)) date = '2024-12-31';
    const rate = israeliRate(date);
    const delivery = addDays(sale, rng.int(2, 4));
    const rows = rng.some(ITEMS, rng.int(1, 3)).map(([n, r]) => ({ n, q: n.includes('כיסא') ? rng.int(2, 6) : 1, u: rng.int(r[0] / 10, r[1] / 10) * 1000 }));
    const fee = rng.chance(0.5) ? rng.pick([25000, 35000]) : 0;
    const total = rows.reduce((a, r) => a + r.q * r.u, 0) + fee;
    const vat = vatOfGross(total, rate);
    // The draw is kept (the receipts' other values follow it); the sign style alternates with the sale's day.
    const trail = rng.chance(0.5) !== (Number(sale.slice(8, 10)) % 2 === 1);
    const f = (c: number) => (trail ? trailingMinus(c) : amount(c));
    const docNo = String(rng.int(40, 980)).padStart(5, '0');
    const font = rng.pick(['David CLM', 'Noto Serif Hebrew']);
    const body = `<div class="n">${esc(s.name)}</div><div class="c">${esc(s.sub)} · ${esc(s.addr)} · ח.פ. ${vendorTaxId}</div>
<div class="tt">חשבונית מס זיכוי ${docNo}</div><div class="c">מקור · תאריך ${dt(date, 'dd.mm.yyyy')}</div>
<div class="ref">זיכוי עבור חשבונית מס קבלה ${rng.int(100000, 299999)} מתאריך ${dt(sale, 'dd.mm.yyyy')} (אספקה ${dt(delivery, 'dd.mm.yyyy')})</div>
<div>לקוח: ${esc(rng.pick(['שירה אלון', 'בוריס קוגן', 'מירב דהן', 'סאמר עודה']))} · ת.ז. ${personalId(rng)} · ${cellular(rng)}</div>
<table class="it"><tr><th>תיאור</th><th>כמות</th><th>מחיר ליחידה</th><th>סה"כ</th></tr>
${rows.map((r) => `<tr><td>${esc(r.n)}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${f(r.q * r.u)}</td></tr>`).join('')}${fee ? `<tr><td>ביטול הובלה והרכבה</td><td>1</td><td>${amount(fee)}</td><td>${f(fee)}</td></tr>` : ''}</table>
<table class="tot"><tr class="b"><td>סה"כ זיכוי כולל מע"מ</td><td>${f(total)}</td></tr><tr><td>מע"מ ${rate}% כלול</td><td>${f(vat)}</td></tr></table>
<div class="note">הזיכוי יועבר בהעברה בנקאית לחשבון הלקוח תוך 10 ימי עסקים. סיבת הזיכוי: ${esc(rng.pick(['ביטול עסקה בהתאם לחוק הגנת הצרכן', 'פגם בבד', 'אי התאמה במידות']))}</div>`;
    const css = `body{font-family:'${font}',serif;font-size:13px;padding:14mm 18mm;color:#000}.n{font-family:'Keter YG','${font}';font-size:30px;text-align:center;font-weight:bold}.c{text-align:center}
.tt{margin-top:8mm;font-size:21px;text-align:center;font-weight:bold}.ref{margin:4mm 0;border:1px dashed #000;padding:2mm;text-align:center}
table{border-collapse:collapse;width:100%;margin-top:4mm}.it th{background:#ddd;padding:1.5mm;text-align:right}.it td{padding:1.5mm;border-bottom:1px solid #aaa}.it td:last-child{text-align:left}
.tot{width:90mm;margin-right:auto}.tot td{padding:1.5mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:16px;border-bottom:2px solid #000}.note{margin-top:12mm;font-size:12px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
