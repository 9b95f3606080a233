import { amount, formatDate, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-awning-credit-note';

/** Products: name, agorot before VAT (2022). */
const PRODUCTS: [string, number][] = [
  ['סוכך זרועות חשמלי 4.0×3.0 מ׳', 640000],
  ['סוכך ידני למרפסת 3.0×2.5 מ׳', 310000],
  ['בד אקרילי חלופי (מ"ר)', 14500],
  ['מנוע סומפי לסוכך', 125000],
  ['שלט רחוק 5 ערוצים', 24000],
  ['חיישן רוח', 39000],
];
const REASONS = ['החזרת סחורה', 'פגם בבד - החלפה', 'הנחה מסחרית לאחר אספקה', 'ביטול הזמנה חלקי'];

/**
 * An awning maker in Or Akiva's industrial zone, A4 (Yehuda CLM name, Noto Sans Hebrew text): the company
 * and "ח.פ." plain, "חשבונית זיכוי" with "מס׳" and six digits, a label table (date dd-mm-yyyy, the invoice credited with its
 * date, the customer with its company id, the reason), the credited lines with a leading minus, "סה"כ זיכוי לפני מע"מ", VAT and
 * "סה"כ לזיכוי" with "₪" (negative). Sunday to Thursday.
 */
export const heAwningCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(PRODUCTS, rng.int(1, 3)).map(([name, p]) => {
      const q = name.includes('מ"ר') ? rng.int(6, 24) : rng.int(1, 3);
      const unit = -Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סוככי השרון אור עקיבא בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(700000, 799999));
    const orig = plus(date, -rng.int(10, 60));
    const body = `<div class="hd"><div class="nm">סוככי השרון</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · אזור התעשייה אור עקיבא · ${ltr(landline(rng))}</div></div>
<h1>חשבונית זיכוי מס׳ ${ltr(doc)}</h1>
${pairs(
  [
    ['תאריך', ltr(formatDate(date, 'd-m-Y'))],
    ['זיכוי לחשבונית מס', `${ltr(String(rng.int(600000, 699999)))} מיום ${ltr(dt(orig, 'dd/mm/yyyy'))}`],
    ['לקוח', `${rng.pick(['קבלן גגות ומרפסות בע"מ', 'בית קפה הנמל בע"מ', 'ש.ד. שיפוצים בע"מ'])} ח.פ. ${ltr(taxIdOfCustomer(rng))}`],
    ['סיבת הזיכוי', rng.pick(REASONS)],
  ],
  1,
)}
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<table class="tt"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לזיכוי</td><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="sm">הזיכוי יקוזז מהחשבון השוטף או יוחזר בהעברה בנקאית תוך 30 יום.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:13px;padding:16mm 18mm}.hd{border-bottom:2px solid #1f4e79;padding-bottom:6px}.nm{font-family:'Yehuda CLM';font-size:32px;color:#1f4e79}h1{font-size:22px;margin:14px 0 8px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:45%;margin:8px auto 10px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #1f4e79}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
