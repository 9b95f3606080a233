import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, mul, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-sewage-levy-bill';

/** Agorot per m³ before VAT (water at the home rate, above it, sewage), by year. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [560, 1030, 390],
  2023: [590, 1080, 405],
  2024: [620, 1140, 420],
  2025: [650, 1190, 435],
  2026: [680, 1240, 450],
};

/**
 * A regional water and sewage corporation's two-month bill to a household in the Sharon, A4 (Frank Ruehl CLM headings,
 * Liberation Sans text): the company with "ח.פ." plain and a call centre, "חשבון מים וביוב - חשבונית מס" with "מס' חשבון"
 * (eight digits), boxes (consumer number failing the check, issue date dd/mm/yyyy, period "d.m.yy עד d.m.yy", due date
 * "לתשלום עד" issue + 18), readings, water at the home rate and above it, sewage ("שירותי ביוב") per m³, a fixed charge,
 * "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום" in a box. Issued early in odd months, off Friday and Saturday.
 */
export const heSewageLevyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [3, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const [home, above, sewerRate] = TARIFF[Number(date.slice(0, 4))];
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const used = rng.int(14000, 52000) / 1000;
    const allowance = Math.min(used, rng.pick([14, 17, 21]));
    const prev = rng.int(1200, 4800) + rng.int(0, 999) / 1000;
    const lines = [
      { name: 'מים - כמות מוכרת', q: allowance, unit: home },
      { name: 'מים - מעבר לכמות המוכרת', q: Number((used - allowance).toFixed(3)), unit: above },
      { name: 'שירותי ביוב', q: used, unit: sewerRate },
    ].map((l) => ({ ...l, sum: mul(l.q, l.unit) }));
    const fixed = rng.chance(0.6) ? 1290 : 0;
    const net = total(lines.map((l) => l.sum)) + fixed;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מי השרון הצפוני תאגיד מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 99999999));
    const body = `<div class="hd"><div><div class="nm">מי השרון הצפוני</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · מוקד שירות ${ltr('*' + rng.int(2000, 9999))}</div></div><div class="ttl">חשבון מים וביוב - חשבונית מס<br><span>מס' חשבון ${ltr(doc)}</span></div></div>
${boxes([
  ['מספר צרכן', ltr(notAnId(rng))],
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת חיוב', `${ltr(dt(from, 'd.m.yy'))} עד ${ltr(dt(to, 'd.m.yy'))}`],
  ['לתשלום עד', ltr(dt(plus(date, 18), 'dd/mm/yyyy'))],
])}
${pairs(
  [
    ['קריאה קודמת', ltr(prev.toFixed(3))],
    ['קריאה נוכחית', ltr((prev + used).toFixed(3))],
    ['צריכה (מ"ק)', ltr(used.toFixed(3))],
    ['נפשות בנכס', ltr(String(rng.int(2, 6)))],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות מ"ק', 'תעריף', 'סכום'],
  [...lines.map((l) => [l.name, ltr(l.q.toFixed(3)), ltr(amount(l.unit)), ltr(amount(l.sum))]), ...(fixed ? [['תשלום קבוע (מד מים)', '', '', ltr(amount(fixed))]] : [])],
)}
${pairs(
  [
    ['סה"כ לפני מע"מ', ltr(amount(net))],
    [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
  ],
  1,
  'pairs sums',
)}<div class="due">סה"כ לתשלום: ${ltr(amount(gross))} ₪</div><div class="sm foot">ניתן לשלם באתר התאגיד, בהוראת קבע או בסניפי הדואר. חשבון זה מהווה חשבונית מס.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','DejaVu Sans';font-size:13px;padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #1d5f8a;padding-bottom:8px}.nm{font-family:'Frank Ruehl CLM';font-size:28px;color:#1d5f8a;font-weight:bold}
.ttl{font-size:17px;font-weight:bold;text-align:end}.ttl span{font-size:14px}.sums{margin-inline-start:auto;margin-top:6px}.due{border:2px solid #1d5f8a;padding:8px;width:45%;margin-inline-start:auto;font-size:18px;font-weight:bold;text-align:center}.foot{margin-top:24px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
