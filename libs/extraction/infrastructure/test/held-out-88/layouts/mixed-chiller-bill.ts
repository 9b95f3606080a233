import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { baseCss, bi, boxes, idOf, items, ltr, next, pairs, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'mixed-chiller-bill';

/**
 * A central chilled-water (district cooling) operator's monthly bill to a tenant of an office park in Petah Tikva, A4 (Aharoni CLM name,
 * Noto Sans Hebrew, English in Liberation Sans): "צינון מרכזי · CENTRAL COOLING", the
 * company in Hebrew and English with "ח.פ." spaced in threes, "חשבונית מס · Tax Invoice", boxes with "Hebrew / English" labels
 * ("מס' חשבונית / Invoice No." "CH-" and seven digits, issue date dd/mm/yyyy, billing period the month before in both languages
 * with its first and last days, due date + 20), the tenant and an account number failing the check, meter readings in ton-hours
 * (TRh), energy at agorot per TRh, the contracted capacity in TR at a monthly fee, meter rent, "סה"כ לפני מע"מ / Subtotal", VAT
 * added, "סה"כ לתשלום / Amount due" with "₪" after (the first week of a month, Sunday to Thursday).
 */
export const mixedChillerBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'utility bill',
  make(rng) {
    let { date } = next(ID, rng, undefined, [1, 7]);
    while ([5, 6].includes(weekdayOf(date))) date = plus(date, 1);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const year = Number(date.slice(0, 4));
    const prev = rng.int(100000, 900000);
    const used = rng.int(1800, 9500);
    const perTrh = Math.round(rng.int(68, 84) * (1 + (year - 2022) * 0.03));
    const tr = rng.int(4, 24) * 5;
    const perTr = Math.round(3900 * (1 + (year - 2022) * 0.03));
    const lines = [
      { he: 'אנרגיית קירור', en: 'Cooling energy', q: `${used.toLocaleString('en-US')} TRh`, unit: `${(perTrh / 100).toFixed(2)}`, sum: used * perTrh },
      { he: 'דמי הספק מוזמן', en: 'Contracted capacity', q: `${tr} TR`, unit: amount(perTr), sum: tr * perTr },
      { he: 'דמי מונה', en: 'Meter rent', q: '1', unit: amount(4500), sum: 4500 },
    ];
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'צינון מרכזי קריית אריה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `CH-${rng.int(1000000, 9999999)}`;
    const body = `<div class="lh"><div><div class="nm">צינון מרכזי</div><div class="en b">CENTRAL COOLING</div></div><div class="sm">${vendorName}<br><span class="en">Central Cooling Kiryat Arye Ltd.</span><br>ח.פ. ${ltr(spacedId(taxId))} · רח׳ אריה שנקר 9, פתח תקווה</div></div>
<h1>חשבונית מס · <span class="en">Tax Invoice</span></h1>${boxes([
      [bi("מס' חשבונית", '<span class="en">Invoice No.</span>'), ltr(doc)],
      [bi('תאריך הפקה', '<span class="en">Issue date</span>'), ltr(dt(date, 'dd/mm/yyyy'))],
      [
        bi('תקופת חיוב', '<span class="en">Billing period</span>'),
        `${heMonth(from)} · <span class="en">${enMonth(from)}</span><br>${ltr(`${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}`)}`,
      ],
      [bi('לתשלום עד', '<span class="en">Due date</span>'), ltr(dt(plus(date, 20), 'dd/mm/yyyy'))],
    ])}
${pairs(
  [
    [bi('לקוח', '<span class="en">Customer</span>'), rng.pick(['אופטימה מערכות בע"מ', 'משרד עו"ד לוין ושות\'', 'דיגיטל-פלוס בע"מ', 'מרפאות השקד בע"מ'])],
    [bi("מס' חשבון", '<span class="en">Account</span>'), ltr(notAnId(rng))],
    [bi('קריאה קודמת', '<span class="en">Previous reading</span>'), ltr(prev.toLocaleString('en-US'))],
    [bi('קריאה נוכחית', '<span class="en">Current reading</span>'), ltr((prev + used).toLocaleString('en-US'))],
  ],
  2,
)}
${items(
  [
    bi('תיאור', '<span class="en">Item</span>'),
    bi('כמות', '<span class="en">Qty</span>'),
    bi('תעריף', '<span class="en">Rate</span>'),
    bi('סכום', '<span class="en">Amount</span>'),
  ],
  lines.map((l) => [`${l.he} · <span class="en">${l.en}</span>`, ltr(l.q), ltr(l.unit), ltr(amount(l.sum))]),
)}
<div class="sums">${pairs([
      [bi('סה"כ לפני מע"מ', '<span class="en">Subtotal</span>'), ltr(amount(net))],
      [`${bi('מע"מ', '<span class="en">VAT</span>')} ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      [bi('סה"כ לתשלום', '<span class="en">Amount due</span>'), `${ltr(amount(gross))} ₪`],
    ])}</div><div class="sm">התעריף לאנרגיה בשקלים ל-TRh. תשלום בהוראת קבע יבוצע במועד הנקוב.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:15mm 15mm}.en{font-family:'Liberation Sans'}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #036;padding-bottom:6px}
.nm{font-family:'Aharoni CLM';font-size:30px;color:#036}h1{font-size:19px;margin:10px 0}.sums{width:55%;margin-inline-start:auto}.sums tr:last-child{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
