import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, boxes, idOf, items, ltr, nth, pairs, taxIdOfCustomer, total, vatOn, yearFor } from './extra';

const ID = 'he-carbonation-co2-monthly-bill';

const CUSTOMERS: [string, string][] = [
  ['בירה והמבורגר הרצל בע"מ', 'רח׳ ביאליק 19, רמת גן'],
  ['קפה סודה גבעתיים בע"מ', 'רח׳ כצנלסון 61, גבעתיים'],
  ['פאב השכונה קריית אונו בע"מ', 'רח׳ לוי אשכול 30, קריית אונו'],
  ['מיצים ושייקים אור יהודה בע"מ', 'רח׳ המלאכה 4, אור יהודה'],
  ['בר הבוטיק בני ברק בע"מ', 'רח׳ ז׳בוטינסקי 150, בני ברק'],
];

/**
 * A beverage CO₂ supplier's monthly bill to bars and cafés, A4 (Noto Serif Hebrew, DejaVu Sans Mono for the figures):
 * company name and id, the month before billed, cylinders rented by the month, swaps of full cylinders (kg × price per
 * kg), regulator rental, deliveries, a CO₂/N₂ beer-gas mix or a periodic cylinder test on some, VAT added, issue date,
 * due date and amount in boxes, a customer number failing the check, the customer's company id, standing order.
 */
export const heCarbonationCo2MonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    // A bill of January 2025 would bill December 2024's supplies, at 17%: that month is left out in 2025.
    const raw = dayOf(rng, year, year === 2025 ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (year - 2022) * 0.03;
    const periodStart = `${addDays(`${date.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const periodEnd = lastOfMonth(periodStart);
    const due = addDays(date, rng.pick([14, 15, 20]));
    const [customer, address] = rng.pick(CUSTOMERS);
    const cylinders = rng.int(2, 8);
    const swaps = rng.int(2, 14);
    const kgEach = rng.pick([6, 10]);
    const perKg = Math.round(rng.int(880, 1090) * up);
    const regulators = rng.int(1, 3);
    const rent = Math.round(3600 * up);
    const regulatorRent = Math.round(1200 * up);
    const deliveries = Math.ceil(swaps / 2);
    const perDelivery = Math.round(2500 * up);
    const lines: [string, string, string, number][] = [
      [`השכרת מכל ${ltr('CO₂')} ${ltr(String(kgEach))} ק"ג לחודש`, ltr(String(cylinders)), ltr(amount(rent)), cylinders * rent],
      [`גז ${ltr('CO₂')} למשקאות (${ltr(String(swaps))} החלפות × ${ltr(String(kgEach))} ק"ג)`, ltr(`${swaps * kgEach} kg`), ltr(amount(perKg)), swaps * kgEach * perKg],
      ['השכרת ווסת לחץ כפול', ltr(String(regulators)), ltr(amount(regulatorRent)), regulators * regulatorRent],
      ['דמי משלוח והחלפה במקום', ltr(String(deliveries)), ltr(amount(perDelivery)), deliveries * perDelivery],
    ];
    if (rng.chance(0.45)) {
      const mix = rng.int(1, 4);
      const price = Math.round(rng.int(9800, 12400) * up);
      lines.push([`תערובת ${ltr('CO₂/N₂ 70/30')} לבירה, מכל ${ltr('10')} ק"ג`, ltr(String(mix)), ltr(amount(price)), mix * price]);
    }
    if (rng.chance(0.3)) {
      const tested = rng.int(1, cylinders);
      lines.push(['בדיקה תקופתית למכל (לחץ הידרוסטטי)', ltr(String(tested)), ltr(amount(8500)), tested * 8500]);
    }
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'בועה גזים למשקאות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${String(rng.int(10000, 99999))}`;
    const body = `<div class="head"><div><div class="brand">בועה · גזים למשקאות</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>אזור התעשייה יהוד, רח׳ המלאכה 9 · טל׳ ${ltr(`03-53${rng.digits(5)}`)} · ${ltr('www.buaa-gas.co.il')}</div></div><div class="doc">חשבון חודשי · חשבונית מס<div class="num">מס׳ ${ltr(doc)}</div></div></div>
<div class="top"><div>${pairs([
      ['לכבוד', customer],
      ['כתובת אספקה', address],
      ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
      ['מס׳ לקוח', ltr(notAnId(rng))],
    ])}</div><div>${pairs([
      ['תקופת החיוב', `${ltr(dt(periodStart, 'dd/mm/yyyy'))} – ${ltr(dt(periodEnd, 'dd/mm/yyyy'))}`],
      ['חודש', heMonth(periodStart)],
      ['מכלים אצל הלקוח', ltr(String(cylinders))],
    ])}</div></div>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['סכום לתשלום', ltr(`₪ ${amount(gross)}`)],
])}
${items(
  ['פירוט', 'כמות', 'מחיר יח׳', 'סה"כ'],
  lines.map(([a, b, c, s]) => [a, b, c, ltr(amount(s))]),
)}
<div class="tot">${pairs([
      ['סה"כ חיובים', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', ltr(amount(gross))],
    ])}</div>
<div class="foot">התשלום ייגבה בהוראת קבע מחשבונך בתאריך ${ltr(dt(due, 'dd/mm/yyyy'))}. מכלים שלא הוחזרו תוך ${ltr('30')} יום מסיום ההתקשרות יחויבו במחירם. בירורים: ${ltr('*6240')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #0b6e8a;padding-bottom:8px}.brand{font-size:26px;font-weight:bold;color:#0b6e8a}
.doc{font-size:17px;font-weight:bold;text-align:left}.num{font-family:'DejaVu Sans Mono';font-size:14px}.top{display:flex;justify-content:space-between;margin:10px 0}
.val,.items td:nth-child(n+2){font-family:'DejaVu Sans Mono'}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tot{width:45%;margin:6px auto 0 0}.tot tr:last-child{font-size:1.2em;border-top:2px solid #000}
.foot{margin-top:18px;font-size:10.5px;color:#333;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
