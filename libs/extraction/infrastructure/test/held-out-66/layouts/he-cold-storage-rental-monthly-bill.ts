import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'he-cold-storage-rental-monthly-bill';

/** A cold storage warehouse's monthly bill for pallet places of the month before, VAT added, with a due date. */
export const heColdStorageRentalMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [2, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const chilled = rng.int(6, 40);
    const frozen = rng.int(4, 30);
    const handling = rng.int(10, 80);
    const lines: [string, number, number, string][] = [
      [`מקום משטח בקירור (${ltr('0°–4°')})`, chilled, rng.int(180, 240) * 100, 'משטח/חודש'],
      [`מקום משטח בהקפאה (${ltr('-18°')})`, frozen, rng.int(260, 340) * 100, 'משטח/חודש'],
      ['הכנסה והוצאה של משטח', handling, rng.int(18, 28) * 100, 'תנועה'],
      ['דמי מנוי לניטור טמפרטורה', 1, 14900, 'חודש'],
    ];
    const net = total(lines.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קור הדרום מחסני קירור בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `KD-${date.slice(0, 4)}-${rng.int(1000, 9999)}`;
    const due = plus(date, 30);
    const rows = lines.map(([n, q, u, per]) => [n, ltr(String(q)), per, ltr(amount(u)), ltr(amount(q * u))]);
    const body = `<div class="head"><div><div class="brand">קור הדרום</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">אזור תעשייה עמק שרה, באר שבע · ${ltr('08-6' + rng.digits(6))}</div></div><div class="title">חשבונית מס<br><span class="sm">מקור</span></div></div>
${pairs(
  [
    ['מספר חשבונית', ltr(doc)],
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['לקוח', rng.pick(['פירות השדה שיווק בע"מ', 'דגי אילת יבוא בע"מ', 'גלידות הנגב בע"מ'])],
    ['מס׳ לקוח', ltr(notAnId(rng))],
    ['תקופת חיוב', `${ltr(dt(from, 'dd/mm/yyyy'))} - ${ltr(dt(to, 'dd/mm/yyyy'))}`],
    ['חודש', heMonth(from)],
    ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
    ['תנאי תשלום', 'שוטף + 30'],
  ],
  2,
)}
${items(['תיאור', 'כמות', 'יחידה', 'מחיר', 'סה"כ'], rows)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}</div>
<div class="sm note">יתרת משטחים בסוף התקופה: ${ltr(String(chilled + frozen))} · טמפרטורה ממוצעת בתא הקפאה: ${ltr('-19.' + rng.int(0, 9) + '°')}</div>`;
    const css = `${baseCss}
body{font-family:'David CLM';font-size:12px;padding:15mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid #1a4f8b;padding-bottom:6px;margin-bottom:10px}.brand{font-size:26px;font-weight:bold;color:#1a4f8b}.title{font-size:20px;font-weight:bold;text-align:center}
.sum{width:45%;margin-right:auto;margin-top:8px}.big{font-size:1.2em}.note{margin-top:14px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
