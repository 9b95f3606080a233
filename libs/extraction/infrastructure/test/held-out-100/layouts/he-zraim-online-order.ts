import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-zraim-online-order';

/** Product, agorot with VAT in 2022. */
const SHOP: [string, number][] = [
  ['זרעי עגבניות שרי - שקית', 1290],
  ['זרעי מלפפון בית אלפא', 990],
  ['זרעי ריחן', 890],
  ['זרעי חסה ערבית', 890],
  ['זרעי כוסברה', 890],
  ['זרעי קישוא', 990],
  ['זרעי חמניות ננסיות', 990],
  ['פקעות שום לשתילה 250 גרם', 2490],
  ["שתילי תות שדה (6 יח')", 3490],
  ['מצע שתילה 50 ליטר', 3990],
  ['דשן אורגני 1 ק"ג', 2990],
  ['מגש הנבטה 104 תאים', 1490],
  ['מזלף 5 ליטר', 4990],
  ['כפפות גינון', 1990],
  ['ערכת גינת תבלינים', 8990],
  ['טפטפות 2 ל"ש (20 יח\')', 2490],
];

/**
 * An online seed shop at Meitar, the invoice e-mailed with the order and printed, A4 (Stam Sefarad CLM for the brand,
 * Noto Serif Hebrew): a green band with "זרעים מהגינה" and the web address; "אישור הזמנה" with "הזמנה מס'" (a
 * distractor) and the order's date and time; then a framed "חשבונית מס-קבלה" with "מספר" ZR-nnnnnn and "תאריך
 * חשבונית" yyyy-mm-dd (the day of dispatch, 0-2 days after the order); the buyer's name and delivery town; products
 * with quantity, unit price and sum (prices include VAT); delivery home (35.00) or to a pickup point (19.00), free
 * from 250; sometimes points redeemed (a negative line); "סה"כ לפני מע"מ", "מע"מ n%", "סה"כ שולם" (contained); the card
 * and payments; the company "זרעוני מיתר בע"מ" and "מספר חברה" in the footer; any day.
 */
export const heZraimOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: ordered } = next(ID, rng);
    // Dispatched 0-2 days later, within the order's year and before November 2026.
    const shipped = plus(ordered, rng.int(0, 2));
    const date = shipped.slice(0, 4) !== ordered.slice(0, 4) || shipped > '2026-10-31' ? ordered : shipped;
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(SHOP, rng.int(2, 7)).map(([name, p]) => ({ name, q: rng.pick([1, 1, 2, 3]), p: Math.round((p * rise) / 10) * 10 }));
    const goods = total(lines.map((l) => l.q * l.p));
    const home = rng.chance(0.6);
    const ship = goods >= 25000 ? 0 : home ? 3500 : 1900;
    const points = rng.chance(0.35) ? rng.pick([1000, 2000, 3000]) : 0;
    const gross = goods + ship - points;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'זרעוני מיתר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZR-${rng.digits(6)}`;
    const fix = (s: string) => s.replace(/\d+/g, (m) => ltr(m));
    const body = `<div class="band"><div class="brand">זרעים מהגינה</div><div class="web">${ltr('www.zraim.co.il')}</div></div>
<div class="ok"><h1>אישור הזמנה</h1>הזמנה מס' ${ltr(String(rng.int(100000, 199999)))} · התקבלה ${ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)}</div>
<div class="inv"><div class="ti">חשבונית מס-קבלה</div><div>מספר: <b>${ltr(doc)}</b></div><div>תאריך חשבונית: ${ltr(dt(date, 'yyyy-mm-dd'))}</div></div>
<div class="buyer">לכבוד: ${rng.pick(['גלית שושן', 'עומר בן דוד', 'נוף ויונתן רז', 'אמל סעדי', 'שחר פלד'])} · ${rng.pick(['נבטים', 'חצרים', 'כרמית', 'חורה', 'אשכולות', 'סנסנה'])} · ${ltr(cellular(rng))}</div>
<table class="t"><thead><tr><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${fix(l.name)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(l.q * l.p))}</td></tr>`)
      .join('')}
<tr><td>${home ? 'משלוח עד הבית' : 'איסוף מנקודת חלוקה'}${ship ? '' : ' (חינם בהזמנה מעל ' + ltr('250') + ' ₪)'}</td><td>${ltr('1')}</td><td>${ltr(amount(ship))}</td><td>${ltr(amount(ship))}</td></tr>
${points ? `<tr><td>מימוש נקודות מועדון</td><td></td><td></td><td>${ltr(`-${amount(points)}`)}</td></tr>` : ''}</tbody></table>
<div class="sum"><div class="r"><span>סה"כ לפני מע"מ</span><span>${ltr(amount(gross - vat))}</span></div><div class="r"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="r big"><span>סה"כ שולם</span><span>${ltr(`${amount(gross)} ₪`)}</span></div></div>
<div class="pay">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} · תשלומים: ${ltr(String(gross > 30000 ? rng.pick([1, 2, 3]) : 1))}</div>
<div class="foot">${vendorName} · מספר חברה ${ltr(taxId)} · משק ${ltr(String(rng.int(10, 80)))}, מיתר · שירות לקוחות בווטסאפ ${ltr(cellular(rng))}<br>החזרת מוצרים שלא נפתחו תוך ${ltr('14')} יום. זרעים שנפתחו אינם ניתנים להחזרה.</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:13px;padding:0 0 14mm}.band{background:#3c6e2f;color:#fff;padding:14px 18mm;display:flex;justify-content:space-between;align-items:center}.brand{font-family:'Stam Sefarad CLM';font-size:38px}.web{font-family:'Noto Sans';font-size:13px}
.ok{padding:10px 18mm}.ok h1{font-size:20px;margin:6px 0 2px;color:#3c6e2f}.inv{margin:8px 18mm;border:2px solid #3c6e2f;border-radius:8px;padding:8px 14px;width:80mm}.inv .ti{font-size:19px;font-weight:bold}.buyer{padding:8px 18mm}
.t{width:calc(100% - 36mm);margin:6px 18mm;border-collapse:collapse}.t th{background:#e5eee0;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #d6dfd2}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left}
.sum{margin:10px 18mm 0 auto;width:85mm;margin-right:auto;margin-left:18mm}.r{display:flex;justify-content:space-between;padding:3px 4px}.big{font-size:18px;font-weight:bold;border-top:2px solid #3c6e2f}.pay{padding:14px 18mm 0}.foot{margin:28px 18mm 0;padding-top:8px;border-top:1px solid #999;font-size:11px;color:#333;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
