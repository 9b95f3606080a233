import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, pairs, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-propane-supply-bill';

/** Agorot per m³ of gas by year. */
const PRICE: Record<number, number> = { 2022: 2890, 2023: 3120, 2024: 3240, 2025: 3310, 2026: 3390 };

/**
 * A central propane supplier's bi-monthly bill to a flat in Kiryat Tivon, A4 (Drugulin CLM name, Noto Sans Hebrew text): the
 * company and "ח.פ." plain, "חשבון צריכת גז - חשבונית מס" with "מס' חשבונית" (eight digits), customer number failing the
 * check digit, label pairs (issue date dd/mm/yyyy, billing period dd.mm.yy - dd.mm.yy, due date "לתשלום עד"), the meter
 * readings and m³ used, price per m³ to two decimals, a fixed meter fee per month, a safety check on some, "סה"כ לפני מע"מ",
 * VAT added, "סה"כ לתשלום" in a box. Issued early in the month after the period, moved off Friday and Saturday.
 */
export const hePropaneSupplyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [3, 9]);
    let date = raw;
    while (weekdayOf(date) === 5 || weekdayOf(date) === 6) date = plus(date, 1);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const due = plus(date, 21);
    const prev = rng.int(1200, 8800) + rng.int(0, 999) / 1000;
    const used = rng.int(6, 38) + rng.int(0, 999) / 1000;
    const price = PRICE[Number(date.slice(0, 4))];
    const gas = Math.round(used * price);
    const meter = 2 * 1450;
    const check = rng.chance(0.3) ? 9500 : 0;
    const net = total([gas, meter, check]);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גז העמקים אספקה מרכזית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 99999999));
    const rows = [
      ['צריכת גז פרופאן', `${ltr(used.toFixed(3))} מ"ק`, ltr(amount(price)), ltr(amount(gas))],
      ['דמי מונה (2 חודשים)', ltr('2'), ltr(amount(1450)), ltr(amount(meter))],
      ...(check ? [['בדיקת תקינות תקופתית', ltr('1'), ltr(amount(check)), ltr(amount(check))]] : []),
    ];
    const body = `<div class="top"><div><div class="nm">גז העמקים</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · אזור התעשייה אלון תבור · מוקד חירום 24/7 ${ltr('*' + rng.digits(4))}</div></div>
<div class="ttl">חשבון צריכת גז - חשבונית מס<br><span class="sm">מס' חשבונית ${ltr(doc)}</span></div></div>
<div class="cust">לכבוד: משפחת ${rng.pick(['אבוטבול', 'רוזנטל', 'חסון', 'גולדברג', 'אלמוג'])}, רח' ${rng.pick(['האלונים', 'השקד', 'הגפן'])} ${ltr(String(rng.int(1, 60)))} דירה ${ltr(String(rng.int(1, 20)))}, קריית טבעון</div>
${pairs(
  [
    ['מספר לקוח', ltr(notAnId(rng))],
    ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
    ['תקופת חיוב', ltr(`${dt(from, 'dd.mm.yy')} - ${dt(to, 'dd.mm.yy')}`)],
    ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ],
  2,
)}
${boxes([
  ['קריאה קודמת', ltr(prev.toFixed(3))],
  ['קריאה נוכחית', ltr((prev + used).toFixed(3))],
  ['צריכה במ"ק', ltr(used.toFixed(3))],
])}
${items(['תיאור', 'כמות', 'מחיר ליחידה', 'סכום'], rows)}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="tot"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="foot sm">התשלום בהוראת קבע ייגבה במועד. שאלות? ${ltr('service@gaz-haamakim.co.il')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;padding:14mm 16mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid #c45a00;padding-bottom:6px}.nm{font-family:'Drugulin CLM';font-size:30px;font-weight:bold;color:#c45a00}
.ttl{font-size:17px;font-weight:bold;text-align:left}.cust{margin:10px 0}.sums{margin-top:8px;margin-inline-start:auto;min-width:45%}.sums th{text-align:start;font-weight:normal;padding:3px 8px}.sums td{text-align:left;padding:3px 8px}.tot{border:2px solid #c45a00;font-weight:bold;font-size:15px}.tot th{font-weight:bold}.foot{margin-top:30px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
