import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, cellular, dt, share } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-mazgan-credit-note';

/** Item, agorot with VAT in 2022, sold by the metre. */
const GOODS: [string, number, boolean][] = [
  ['מזגן עילי 1 כ"ס אינוורטר', 229000, false],
  ['מזגן עילי 1.5 כ"ס אינוורטר', 289000, false],
  ['מזגן עילי 2.5 כ"ס אינוורטר', 419000, false],
  ['מזגן מיני מרכזי 3.5 כ"ס', 899000, false],
  ['מאוורר תקרה עם תאורה', 69000, false],
  ['מייבש כביסה 8 ק"ג', 189000, false],
  ['התקנה סטנדרטית', 45000, false],
  ['צנרת נחושת נוספת', 9000, true],
  ['תעלה דקורטיבית ומתקן תלייה', 32000, false],
  ['פירוק מזגן ישן ופינוי', 25000, false],
];
const REASONS = ['ביטול עסקה בתוך 14 יום', 'החזרת מוצר באריזה סגורה', 'ביטול התקנה לבקשת הלקוח', 'החלפת דגם – זיכוי על הדגם הקודם'];

/**
 * An air-conditioning and appliance shop at Sakhnin crediting a customer, A5 (Keter YG for the heading, Miriam CLM):
 * "קור הגליל" with "מיזוג אוויר · מוצרי חשמל" at the top and "ק.ה.ג. מיזוג ומוצרי חשמל בע"מ" with "ח.פ." and the
 * address under a thick rule; "חשבונית מס זיכוי" in a shaded bar with "מס'" yy-nnnnn and "תאריך" dd/mm/yy; the
 * customer and mobile; "בגין חשבונית מס/קבלה" six digits and its date (3-14 days before) and the reason (distractors);
 * returned goods with quantity and sum in brackets; "סה"כ מוצרים שהוחזרו", "דמי ביטול 5% (עד 100 ₪)" kept, "סה"כ
 * זיכוי" "-… ₪", "מתוכו מע"מ n%" and "לפני מע"מ" (contained, negative); the card the refund goes to; any day but
 * Saturday.
 */
export const heMazganCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = new Date(`${raw}T12:00:00Z`).getUTCDay() === 6 ? plus(raw, raw.endsWith('01') ? 1 : -1) : raw;
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const goods = rng
      .some(GOODS, rng.int(1, 3))
      .map(([name, p, metres]) => ({ name, q: metres ? rng.int(2, 6) : 1, unit: Math.round((p * rise) / 1000) * 1000 - (metres ? 0 : 100), metres }));
    const returned = total(goods.map((g) => g.q * g.unit));
    const fee = Math.min(share(returned, 5), 10000);
    const credit = -(returned - fee);
    const rate = israeliRate(date);
    const vat = -vatIn(-credit, rate);
    const vendorName = 'ק.ה.ג. מיזוג ומוצרי חשמל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}-${String(rng.int(1, 2400)).padStart(5, '0')}`;
    const original = plus(date, -rng.int(3, 14));
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="hd"><div class="nm">קור הגליל</div><div>מיזוג אוויר · מוצרי חשמל</div></div><div class="co">${vendorName} · ח.פ. ${ltr(taxId)}<br>כביש ${ltr('806')}, סחנין · ${ltr(`04-67${rng.digits(5)}`)}</div>
<div class="bar"><span>חשבונית מס זיכוי</span><span>מס' ${ltr(doc)}</span><span>תאריך ${ltr(dt(date, 'dd/mm/yy'))}</span></div>
<div class="cu">לקוח: ${rng.pick(["ח'אלד גנאים", 'מרים אבו ריא', 'יוסף זבידאת', 'אורית פרץ', "נאדיה ח'לאילה"])} · ${ltr(cellular(rng))}<br>בגין חשבונית מס/קבלה ${ltr(String(rng.int(200000, 489999)))} מיום ${ltr(dt(original, 'dd/mm/yy'))} · סיבה: ${rng.pick(REASONS).replace('14', ltr('14'))}</div>
<table class="t"><tr><th>מוצר</th><th>כמות</th><th>סכום ₪</th></tr>${goods.map((g) => `<tr><td>${g.name.replace(/[\d.]+/g, (m) => ltr(m))}</td><td>${ltr(String(g.q))}${g.metres ? " מ'" : ''}</td><td>${ltr(bracketed(g.q * g.unit))}</td></tr>`).join('')}</table>
<table class="s">${r('סה"כ מוצרים שהוחזרו', ltr(bracketed(returned)))}${r(`דמי ביטול ${ltr('5%')} (עד ${ltr('100')} ₪)`, ltr(amount(fee)))}${r('סה"כ זיכוי', ltr(`-${amount(-credit)} ₪`), 'g')}${r(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${r('לפני מע"מ', ltr(amount(credit - vat)))}</table>
<div class="ft">הזיכוי יבוצע לכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))} תוך ${ltr('14')} ימי עסקים.<br>חתימת הלקוח: ____________</div>`;
    const css = `body{font-family:'Miriam CLM';font-size:11.5px;padding:9mm 10mm}.hd{display:flex;justify-content:space-between;align-items:baseline}.nm{font-family:'Keter YG';font-size:28px;font-weight:bold}.co{border-top:4px solid #000;padding-top:4px;margin-top:2px;font-size:10.5px}
.bar{display:flex;justify-content:space-between;background:#d6d6d6;padding:5px 8px;margin:10px 0 6px;font-weight:bold}.bar span:first-child{font-size:15px}.cu{line-height:1.6}.t{width:100%;border-collapse:collapse;margin:8px 0}.t th{border-bottom:1px solid #000;text-align:start;padding:3px}.t td{padding:3px;border-bottom:1px dotted #888}.t td:last-child,.t th:last-child{text-align:left}
.s{margin:4px auto 0 0;border-collapse:collapse;min-width:62mm}.s td{padding:2px 6px}.s td:last-child{text-align:left}.s .g{font-weight:bold;font-size:14px;border-top:2px solid #000;border-bottom:2px solid #000}.ft{margin-top:14px;font-size:10.5px;line-height:1.7}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(credit), tax: truthAmount(vat) },
    };
  },
};
