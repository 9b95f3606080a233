import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, dayOf, idOf, items, ltr, nth, row, total, vatOn, yearFor } from './extra';

const ID = 'he-ebike-battery-swap-monthly-bill';

/** Plans: name, swaps included, monthly price in agorot before VAT (2023), price of a swap beyond them. */
const PLANS: [string, number, number, number][] = [
  ['מסלול בסיס', 30, 17900, 690],
  ['מסלול שליח', 60, 28900, 590],
  ['מסלול שליח פלוס', 100, 39900, 490],
  ['מסלול ללא הגבלה', 0, 54900, 0],
];
const STATIONS = ['תחנת כיכר המדינה', 'תחנת הקריה', 'תחנת רמת החייל', 'תחנת פלורנטין', 'תחנת לבונטין', 'תחנת אבן גבירול'];
const SUBSCRIBERS = ['יוסף אלמליח', 'אנה קוזלוב', 'מאיר אוחיון', 'טל אברהמי', 'סאמר חוסייני', 'ליאור בן שושן'];

/**
 * A battery swapping network's monthly bill to couriers on electric bicycles, A4 (David CLM): company name and id, the
 * month billed as a period of dates, plan with its swaps included, swaps beyond them at the plan's price, a second
 * battery's rent on some, a damaged battery casing on some, a credit for a station outage on some, VAT added, issue
 * date, due date and amount in boxes, subscriber number (failing the check digit), the most used stations. Issued in
 * the first week of the month after, on a weekday; never in January 2025 (December 2024's service at 17%).
 */
export const heEbikeBatterySwapMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    const raw = dayOf(rng, year, year === 2025 ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : undefined, [1, 5]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (year - 2023) * 0.03;
    const from = `${addDays(`${date.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const to = lastOfMonth(from);
    const [plan, included, monthly, perSwap] = rng.pick(PLANS);
    const fee = Math.round((monthly * up) / 100) * 100;
    const used = included ? rng.int(Math.round(included * 0.7), Math.round(included * 1.4)) : rng.int(80, 160);
    const extra = Math.max(0, used - included);
    const unitExtra = Math.round((perSwap * up) / 10) * 10;
    const lines: [string, string, string, number][] = [[`${plan} (${included ? `${ltr(String(included))} החלפות` : 'החלפות ללא הגבלה'})`, ltr('1'), ltr(amount(fee)), fee]];
    if (extra && perSwap) lines.push(['החלפות מעבר למסלול', ltr(String(extra)), ltr(amount(unitExtra)), extra * unitExtra]);
    if (rng.chance(0.35)) {
      const rent = Math.round((4900 * up) / 100) * 100;
      lines.push(['השכרת סוללה שנייה', ltr('1'), ltr(amount(rent)), rent]);
    }
    if (rng.chance(0.2)) {
      const damage = Math.round((12000 * up) / 100) * 100;
      lines.push(['נזק למעטפת סוללה (דו"ח תחנה)', ltr('1'), ltr(amount(damage)), damage]);
    }
    if (rng.chance(0.25)) {
      const credit = -Math.round(fee / 30 / 10) * 10 * rng.int(1, 2);
      lines.push(['זיכוי בגין השבתת תחנה', ltr('1'), ltr(amount(credit)), credit]);
    }
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סוויץ׳ וולט רשת החלפה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(100000, 999999)}`;
    const due = avoid(addDays(date, 14), [5, 6]);
    const subscriber = notAnId(rng);
    const standing = rng.chance(0.6);
    const top = rng.some(STATIONS, 3);
    const body = `<div class="head"><div><div class="brand">סוויץ׳ וולט</div><div class="sm">רשת תחנות החלפת סוללות לאופניים חשמליים</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ הרוקמים ${ltr(String(rng.int(3, 40)))}, ראשון לציון · מוקד ${ltr('*2290')}</div></div>
<div class="doc"><div class="t">חשבונית מס</div><div>מס׳ ${ltr(doc)}</div></div></div>
<div class="cust"><div><b>לכבוד:</b> ${rng.pick(SUBSCRIBERS)}<br>מס׳ מנוי: ${ltr(subscriber)}</div><div><b>תקופת החיוב:</b> ${ltr(dt(from, 'dd/mm/yyyy'))} - ${ltr(dt(to, 'dd/mm/yyyy'))}<br><b>חודש:</b> ${heMonth(from)}</div></div>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['סכום לתשלום', ltr(`₪${amount(gross)}`)],
])}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map(([n, q, u, s]) => [n, q, u, ltr(amount(s))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}</div>
<div class="use"><b>שימוש בתקופה:</b> ${ltr(String(used))} החלפות · התחנות העיקריות: ${top.join(', ')}</div>
<div class="foot">${standing ? `הסכום ייגבה בהוראת קבע מחשבון הבנק ביום ${ltr(dt(due, 'dd/mm/yyyy'))}.` : 'התשלום באשראי באתר או באפליקציה, עד למועד התשלום.'} פיגור בתשלום יביא לחסימת המנוי בתחנות.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Sans';font-size:13px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #00695c;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#00695c}
.doc{text-align:left;font-size:14px}.doc .t{font-size:20px;font-weight:bold}.cust{display:flex;justify-content:space-between;margin:10px 0;line-height:1.6}.box{text-align:center}.val{font-size:1.15em}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tot{width:45%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:2px solid #000}.use{margin-top:14px}.foot{margin-top:18px;font-size:11.5px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
