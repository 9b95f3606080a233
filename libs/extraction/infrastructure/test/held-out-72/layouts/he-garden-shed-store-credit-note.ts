import { addDays, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, row, total, vatOn } from './extra';

const ID = 'he-garden-shed-store-credit-note';

/** Sheds: name, model, lowest and highest price in whole shekels before VAT. */
const SHEDS: [string, string, number, number][] = [
  ['מחסן גינה פלסטיק 2.2×1.8 מ׳', 'ARDEN 75', 3290, 3990],
  ['מחסן עץ אורן מעובה 2×2 מ׳', 'PINO 200', 5890, 6990],
  ['מחסן מתכת מגולוון 2.6×1.9 מ׳', 'STEEL 86', 2490, 3190],
  ['ארון גינה פלסטיק צר', 'SLIM 40', 1190, 1490],
  ['מחסן פלסטיק כפול דלתות 3×2 מ׳', 'DUO 300', 4490, 5390],
];
const REASONS = ['החזרת מחסן פגום באריזה', 'ביטול עסקה לפני אספקה', 'החלפה לדגם אחר', 'זיכוי בגין איחור באספקה'];

/**
 * A garden shed shop's credit note in Hod HaSharon, A5 (Nachlieli CLM): "חשבונית מס זיכוי", the credited invoice and
 * its date, a reason, the shed and its model, a floor base kit, assembly or delivery credited on some, amounts with a
 * trailing minus, VAT added to the credit, credit before VAT, refund to the card or by bank transfer. A delay credit
 * refunds a share of the price only. Never on a Saturday.
 */
export const heGardenShedStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    // The credited invoice is of the same year, and so of the same VAT rate.
    const back = rng.int(6, 40);
    const original = addDays(date, -back).slice(0, 4) === date.slice(0, 4) ? addDays(date, -back) : `${date.slice(0, 4)}-01-01`;
    const reason = rng.pick(REASONS);
    const [shed, model, lo, hi] = rng.pick(SHEDS);
    const price = rng.int(lo, hi) * 100;
    const lines: [string, number][] = [];
    if (reason === 'זיכוי בגין איחור באספקה') {
      lines.push([`פיצוי על איחור באספקת ${shed} (${ltr(model)})`, Math.round(price * rng.pick([0.1, 0.15]))]);
    } else {
      lines.push([`${shed} · דגם ${ltr(model)}`, price]);
      if (rng.chance(0.6)) lines.push(['ערכת בסיס רצפה', rng.int(390, 690) * 100]);
      if (rng.chance(0.5)) lines.push(['הרכבה במקום', rng.int(450, 850) * 100]);
      if (reason !== 'החזרת מחסן פגום באריזה' && rng.chance(0.7)) lines.push(['הובלה', rng.int(150, 280) * 100]);
    }
    const net = total(lines.map(([, p]) => p));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מחסני גינה השרון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(900, 2999));
    const invoice = String(rng.int(14000, 29999));
    const refund = rng.chance(0.6) ? `זיכוי לכרטיס אשראי ${ltr(`****${rng.digits(4)}`)}` : 'העברה בנקאית לחשבון הלקוח';
    const body = `<div class="c"><div class="brand">מחסני גן השרון</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ הנגר 14, אזור התעשייה הוד השרון · ${ltr(`09-74${rng.digits(5)}`)}</div></div>
<div class="title">חשבונית מס זיכוי מס׳ ${ltr(doc)}</div>
${pairs([
  ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לקוח', rng.pick(['מירב שושן', 'גיל ברק', 'ועד הבית רח׳ הדס 8', 'אורית נחום', 'יובל שגיא'])],
  ['זיכוי לחשבונית', `${ltr(invoice)} מיום ${ltr(dt(original, 'dd/mm/yyyy'))}`],
  ['סיבת הזיכוי', reason],
])}
${items(
  ['פריט', 'סכום'],
  lines.map(([d, p]) => [d, ltr(trailingMinus(-p))]),
)}
<div class="tot">${row('זיכוי לפני מע"מ', ltr(trailingMinus(-net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(trailingMinus(-vat)))}${row('סה"כ זיכוי', ltr(`${trailingMinus(-gross)} ₪`), 'b big')}</div>
<div class="sm">אופן ההחזר: ${refund}</div>
<div class="sign">${row('חתימת הלקוח: __________', 'מנהל/ת סניף: __________')}</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12px;padding:10mm 11mm}.brand{font-size:24px;font-weight:bold;color:#6b4226}.title{font-size:16px;font-weight:bold;text-align:center;margin:10px 0 6px;border:1.5px solid #6b4226;padding:4px}
.items td:last-child,.items th:last-child{text-align:left;white-space:nowrap}.tot{width:62%;margin:6px auto 8px 0}.big{font-size:1.15em;border-top:1.5px solid #000}.sign{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
