import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, workday } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, pairs, plus, vatOn } from './extra';

const ID = 'he-kilowatt-household-bill';

/** Agorot per kWh before VAT and before the supplier's discount, by year (hundredths of an agora). */
const TARIFF: Record<number, number> = { 2022: 4780, 2023: 5360, 2024: 5270, 2025: 5410, 2026: 5470 };

/**
 * A private electricity supplier's two-month bill to a household, A4 (David CLM headings, Liberation Sans): "קילוואט - אנרגיה
 * לבית" with the company and "ח.פ." plain, "חשבון חשמל - חשבונית מס" and "מספר חשבונית" (eight digits), boxes (contract number
 * failing the check, "תאריך הפקה" dd/mm/yyyy, "תקופת חיוב" two months "d.m.yy - d.m.yy", "לתשלום עד" issue + 14), meter readings,
 * kWh at the tariff (agorot to two decimals), the supplier's discount as a minus, a fixed charge, "סה"כ לפני מע"מ", VAT added,
 * "סה"כ לתשלום" with "ש"ח". Issued in the first ten days of odd months, Sunday to Thursday.
 */
export const heKilowattHouseholdBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9], [2, 10]);
    const date = workday(raw, plus);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const kwh = rng.int(380, 2400);
    const prev = rng.int(10000, 90000);
    const tariff = TARIFF[year];
    const energy = Math.round((kwh * tariff) / 100);
    const discountPct = rng.pick([5, 6, 7]);
    const discount = Math.round((energy * discountPct) / 100);
    const fixed = rng.pick([2480, 2790, 3110]);
    const net = energy - discount + fixed;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קילוואט אנרגיה לבית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000000, 39999999));
    const body = `<div class="top"><div class="nm">קילוואט</div><div>${vendorName}<br>ח.פ. ${ltr(taxId)}<br>ת.ד. 2210, פתח תקווה · שירות לקוחות ${ltr('*8120')}</div></div>
<h1>חשבון חשמל - חשבונית מס</h1><div class="b">מספר חשבונית: ${ltr(doc)}</div>
<div class="cust">לכבוד: ${rng.pick(['משפחת אזולאי', 'רונית ואלי גבאי', 'משה פרידמן'])}, ${rng.pick(['רח׳ הרימון 12, רחובות', 'שד׳ הנשיא 40, חיפה', 'רח׳ הגפן 7, מודיעין'])}</div>
${boxes([
  ['מספר חוזה', ltr(notAnId(rng))],
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת חיוב', ltr(`${dt(from, 'd.m.yy')} - ${dt(to, 'd.m.yy')}`)],
  ['לתשלום עד', ltr(dt(plus(date, 14), 'dd/mm/yyyy'))],
])}
${pairs(
  [
    ['קריאה קודמת', ltr(String(prev))],
    ['קריאה נוכחית', ltr(String(prev + kwh))],
    ['צריכה בקוט"ש', ltr(String(kwh))],
    ['חודשים', `${heMonth(from)} - ${heMonth(to)}`],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות', 'תעריף', 'סכום ב-₪'],
  [
    ['צריכת חשמל', ltr(`${kwh} קוט"ש`), ltr(`${(tariff / 100).toFixed(2)} אג׳`), ltr(amount(energy))],
    [`הנחת ספק ${ltr(`${discountPct}%`)}`, '', '', ltr(`-${amount(discount)}`)],
    ['תשלום קבוע לתקופה', '', '', ltr(amount(fixed))],
  ],
)}
<div class="sums">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`],
    ])}</div><div class="sm foot">החיוב יבוצע בהוראת קבע. תעריף הצריכה לפי החלטת רשות החשמל בניכוי הנחת הספק.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','DejaVu Sans';font-size:13px;padding:16mm 18mm}.top{display:flex;gap:18px;align-items:center;border-bottom:3px solid #f2a900;padding-bottom:8px}.nm{font-family:'David CLM';font-size:40px;font-weight:bold}
h1{font-family:'David CLM';font-size:24px;margin:12px 0 4px}.cust{margin:8px 0}.sums{width:48%;margin-inline-start:auto}.sums tr:last-child{font-size:17px}.foot{margin-top:24px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
