import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'he-central-tv-antenna-monthly-bill';

const STREETS = ['שדרות בן גוריון', 'רחוב הרצל', 'רחוב סמילנסקי', 'רחוב ויצמן', 'רחוב דיזנגוף', 'רחוב שטמפפר'];

/**
 * A central antenna operator's monthly bill to a residential building's committee in Netanya: A4,
 * David CLM, reception points per flat, line amplifier maintenance and a satellite dish rental for the
 * month before the bill, sometimes a service call; VAT added; period, due date, the last payment and a
 * customer number failing the check digit.
 */
export const heCentralTvAntennaMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const first = next(ID, rng, undefined, [1, 9]);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, rng.pick([14, 15, 20]));
    const flats = rng.int(8, 44);
    const lines: [string, number, number][] = [
      ['דמי מנוי - נקודת קליטה לדירה', flats, rng.int(14, 22) * 100],
      ['תחזוקה שוטפת, מגברי קו ומפצלים', 1, rng.int(120, 220) * 100],
    ];
    if (rng.chance(0.6)) lines.push(['השכרת צלחת קליטה לוויינית וממיר', 1, rng.int(45, 80) * 100]);
    if (rng.chance(0.4)) lines.push([`קריאת שירות ${ltr(dt(plus(from, rng.int(2, 25)), 'dd/mm'))} - החלפת מפצל בקומה`, 1, rng.int(180, 320) * 100]);
    const net = total(lines.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אנטנות השרון מערכות תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(210000, 289999));
    const customer = notAnId(rng);
    const street = rng.pick(STREETS);
    const house = rng.int(3, 120);
    const lastPaid = gross + rng.int(-30, 30) * 100;
    const rows = lines.map(([name, q, u]) => [name, ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]);
    const body = `<div class="head"><div><div class="brand">אנטנות השרון</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(spacedId(taxId))} · אזור התעשייה ספיר, נתניה · מוקד ${ltr(`*${rng.int(2100, 2999)}`)}</div></div>
<div class="doc"><div class="b">חשבונית מס ${ltr(doc)}</div><div>תאריך הפקה: ${ltr(dt(date, 'dd/mm/yyyy'))}</div><div>חשבון ${heMonth(from)}</div></div></div>
<div class="cust"><div class="b">לכבוד: ועד הבית, ${street} ${ltr(String(house))}, נתניה</div><div>מספר לקוח: ${ltr(customer)} · ${ltr(String(flats))} דירות מחוברות</div></div>
${boxes([
  ['תקופת החיוב', ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['סכום לתשלום', ltr(`₪ ${amount(gross)}`)],
])}
${items(['פירוט', 'כמות', 'מחיר', 'סה"כ'], rows)}
<div class="sum">${row('סה"כ חיובי התקופה', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}</div>
<div class="acct"><div class="b">מצב החשבון</div>${pairs([
      ['חיוב החודש הקודם', ltr(amount(lastPaid))],
      ['התקבל בהוראת קבע', ltr(amount(lastPaid))],
      ['יתרה קודמת', ltr('0.00')],
    ])}</div>
<div class="sm foot">התשלום ייגבה בהוראת קבע במועד הנקוב. תקלה בקליטה? מוקד השירות זמין בימים א׳-ה׳ ${ltr('08:00-18:00')}.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Sans';font-size:13px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid #124;padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:#124}
.doc{text-align:left;border:1px solid #124;padding:6px 10px}.cust{margin:10px 0}.sum{width:45%;margin-right:auto;margin-top:8px}.big{font-size:1.2em}.acct{margin-top:14px;border-top:1px solid #999;padding-top:6px}.foot{margin-top:16px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
