import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, enMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'mixed-paging-monthly-bill';

/** Services: Hebrew, English, agorot per unit before VAT (2022). */
const SERVICES: [string, string, number][] = [
  ['זימונית אלפא-נומרית - דמי שימוש', 'Alphanumeric pager - rental', 3900],
  ['זימונית מוצפנת לצוות רפואי', 'Encrypted medical pager', 5400],
  ['חבילת 5,000 הודעות', '5,000 message bundle', 24000],
  ['שער הודעות מ-SMS ודוא"ל', 'SMS / e-mail gateway', 18000],
  ['קבוצת קריאה לצוות כוננים', 'On-call group broadcast', 9500],
  ['סוללות נטענות - החלפה', 'Rechargeable batteries - replacement', 2200],
];

/**
 * A paging network's monthly bill to a hospital or a plant, A4 (FreeSans, Liberation Serif English lines): "ביפר-נט / BEEPERNET"
 * with the company, "ח.פ." plain and its English name, "חשבונית מס / Tax Invoice" with "מס' חשבונית / Invoice No." (PG and
 * seven digits), label pairs "Hebrew / English" (customer number failing the check, issue date dd/mm/yyyy, billing month in
 * Hebrew and English with its first and last days d/m/yyyy, due date issue + 15), pagers by count, bundles, gateway and
 * groups, each with its English under it, "סה"כ לפני מע"מ / Subtotal", VAT added, "סה"כ לתשלום / Total due" in a band.
 * Issued in the first days of a month, off Friday and Saturday.
 */
export const mixedPagingMonthlyBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.02;
    const month = firstOfMonth(date, -1);
    const lines = rng.some(SERVICES, rng.int(3, 5)).map(([he, en, p]) => {
      const q = p < 6000 ? rng.int(8, 60) : rng.int(1, 2);
      const unit = Math.round(p * up);
      return { he, en, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ביפר-נט תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `PG${rng.int(1000000, 9999999)}`;
    const body = `<div class="hd"><div class="nm">ביפר-נט ${ltr('BEEPERNET')}</div><div class="sm">${vendorName} · ${ltr('Beepernet Communications Ltd.')} · ח.פ. ${ltr(taxId)}<br>רח' המלאכה ${ltr(String(rng.int(3, 40)))}, ראש העין</div></div>
<div class="ttl">${bi('חשבונית מס', ltr('Tax Invoice'))} · ${bi("מס' חשבונית", ltr('Invoice No.'))} ${ltr(doc)}</div>
${pairs(
  [
    [bi("מס' לקוח", ltr('Customer No.')), ltr(notAnId(rng))],
    [bi('תאריך הפקה', ltr('Issue date')), ltr(dt(date, 'dd/mm/yyyy'))],
    [bi('חודש חיוב', ltr('Billing month')), `${heMonth(month)} · ${ltr(enMonth(month))} (${ltr(dt(month, 'd/m/yyyy'))} - ${ltr(dt(lastOfMonth(month), 'd/m/yyyy'))})`],
    [bi('לתשלום עד', ltr('Due date')), ltr(dt(plus(date, 15), 'dd/mm/yyyy'))],
  ],
  1,
)}
${items(
  [bi('שירות', ltr('Service')), bi('כמות', ltr('Qty')), bi('מחיר', ltr('Price')), bi('סכום', ltr('Amount'))],
  lines.map((l) => [`${l.he}<div class="en">${ltr(l.en)}</div>`, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
${pairs(
  [
    [bi('סה"כ לפני מע"מ', ltr('Subtotal')), ltr(amount(net))],
    [bi(`מע"מ ${ltr(`${rate}%`)}`, ltr('VAT')), ltr(amount(vat))],
  ],
  1,
  'pairs sums',
)}<div class="band">${bi('סה"כ לתשלום', ltr('Total due'))}: ₪ ${ltr(amount(gross))}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12.5px;padding:15mm}.hd{border-bottom:2px solid #b3541e;padding-bottom:6px}.nm{font-size:26px;font-weight:bold;color:#b3541e}.en{font-family:'Liberation Serif';font-size:0.85em;color:#555}
.ttl{font-size:16px;font-weight:bold;margin:10px 0}.sums{margin-inline-start:auto}.band{background:#b3541e;color:#fff;font-size:17px;font-weight:bold;padding:8px;text-align:center;margin-top:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
