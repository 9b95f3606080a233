import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-hifi-stereo-store-credit-note';

/** Products: name, lowest and highest price in whole shekels (with VAT). */
const PRODUCTS: [string, number, number][] = [
  ['מגבר סטריאו משולב 2x80W', 2890, 5490],
  ['זוג רמקולי מדף', 1490, 3990],
  ['פטיפון עם זרוע S וראש MM', 1990, 3490],
  ['נגן סטרימינג רשתי', 1790, 2990],
  ['ממיר DAC שולחני', 690, 1490],
  ['סאבוופר 10 אינץ׳', 1890, 3290],
  ['אוזניות פתוחות מעל האוזן', 890, 1890],
  ['כבל רמקולים OFC - למטר', 29, 59],
  ['מעמדי רמקולים מפלדה - זוג', 590, 990],
];

const REASONS = ['החזרת מוצר בתוך 14 יום מהקנייה', 'מוצר פגום - הוחלף אצל היבואן', 'ביטול עסקה לפי בקשת הלקוח', 'הפרש מחיר לפי התחייבות המחיר הנמוך'];

/**
 * A hi-fi stereo shop's credit note in Haifa, A5 (Simple CLM): "חשבונית מס זיכוי" with its own
 * number, the credited invoice's number and date (kept on the same side of the 2025 VAT change), the
 * reason, returned items with trailing minus signs, VAT contained on the credit, a refund to the
 * card or a store credit voucher number as a distractor.
 */
export const heHifiStereoStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [1, 28]);
    const date = avoid(d0, [6]);
    const rate = israeliRate(date);
    const reason = rng.pick(REASONS);
    let credited = plus(date, -rng.int(3, reason.startsWith('החזרת') ? 14 : 40));
    if (credited >= '2025-01-01' !== date >= '2025-01-01') credited = `${date.slice(0, 4)}-01-01`;
    const lines = rng.some(PRODUCTS, reason.startsWith('מוצר פגום') ? 1 : rng.int(1, 3)).map(([name, lo, hi]) => {
      const qty = name.includes('למטר') ? rng.int(4, 12) : 1;
      const unit = (reason.startsWith('הפרש') ? Math.round((rng.int(lo, hi) * rng.int(5, 12)) / 100) : rng.int(lo / 10, hi / 10) * 10) * 100;
      return { name, qty, unit, sum: -qty * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = -vatIn(-gross, rate);
    const vendorName = 'סאונד קלאסיק מערכות שמע בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(7100, 7999));
    const invoice = String(rng.int(52000, 58999));
    const voucher = rng.chance(0.4);
    const body = `<div class="head"><div class="brand">${ltr('HI-FI HOUSE')} · הייפיי האוס</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">שדרות מוריה ${ltr(String(rng.int(20, 140)))}, חיפה · ${ltr('04-8344120')}</div></div>
<div class="title">חשבונית מס זיכוי מס׳ ${ltr(doc)}</div>
${row(`תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}`, `קופה ${ltr(String(rng.int(1, 3)))}`)}
<div class="ref">זיכוי לחשבונית מס ${ltr(invoice)} מתאריך ${ltr(dt(credited, 'dd/mm/yyyy'))}<br>סיבה: ${reason}<br>לקוח: ${rng.pick(['גיל אבוטבול', 'מירב שפירא', 'חנן עודה', 'קרן ליבוביץ'])} · ${ltr(cellular(rng))}</div>
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(trailingMinus(l.sum))]),
)}
<div class="sum">${row('סה"כ זיכוי כולל מע"מ', ltr(trailingMinus(gross)), 'b big')}${row(`מע"מ ${ltr(`${rate}%`)} בזיכוי`, ltr(trailingMinus(vat)))}${row('זיכוי לפני מע"מ', ltr(trailingMinus(gross - vat)))}</div>
<div class="how">${voucher ? `הזיכוי ניתן כשובר קנייה מס׳ ${ltr(`SV-${rng.digits(5)}`)} בתוקף ל-${ltr('24')} חודשים.` : `הסכום הוחזר לכרטיס האשראי ${ltr(`****${rng.digits(4)}`)}.`}</div>
<div class="sig">חתימת הלקוח: ____________ &nbsp; שם המוכר: ${rng.pick(['אלעד', 'סיוון', 'בוריס', 'נדב'])}</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:12px;padding:10mm 11mm}.head{text-align:center;border-bottom:2px solid #111;padding-bottom:5px}.brand{font-size:19px;font-weight:bold;letter-spacing:1px}
.title{font-size:17px;font-weight:bold;margin:9px 0 4px;text-align:center}.ref{border:1px solid #999;padding:5px 7px;margin:6px 0;line-height:1.5}.sum{width:62%;margin:6px auto 8px 0}.big{font-size:1.12em}.how{margin-top:6px}.sig{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
