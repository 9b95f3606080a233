import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-rehovot-orchard-hotel-folio';

const GUESTS = ['ד"ר רונית אלמוג', 'פרופ׳ שמואל דיין', 'מאיה קרסנטי', 'איתי גולדברג', 'סהר אבו-ריא'];
const EXTRAS: [string, number, number][] = [
  ['ארוחת ערב במסעדת המלון', 140, 380],
  ['מיני בר', 24, 95],
  ['שירות כביסה וגיהוץ', 45, 120],
  ['עיסוי בספא - 50 דקות', 320, 380],
  ['יציאה מאוחרת', 150, 150],
  ['שירות חדרים', 60, 190],
];

/**
 * A hotel by the citrus orchards of Rehovot, near the science park, folio and tax invoice / receipt
 * at check-out on A4 (David CLM): arrival and departure, nights dated one by one (Thursday and
 * Friday nights dearer) with breakfast, parking per night, extras, VAT contained, payments (a
 * deposit with the booking and the card at check-out) and a zero balance; folio, room, booking and
 * invoice numbers and the guest's personal id.
 */
export const heRehovotOrchardHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: out } = next(ID, rng, undefined, [5, 28]);
    const rate = israeliRate(out);
    const nights = rng.int(1, 4);
    const arrive = plus(out, -nights);
    const base = rng.int(62, 95) * 1000;
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrive, i);
      const dear = [4, 5].includes(weekdayOf(d));
      rows.push([ltr(dt(d, 'dd/mm/yy')), `לינה וארוחת בוקר - חדר ${rng.pick(['סטנדרט', 'דלוקס', 'זוגי נוף לפרדס'])}${dear ? ' (סוף שבוע)' : ''}`, dear ? base + 18000 : base]);
    }
    const parking = rng.chance(0.6);
    if (parking) for (let i = 0; i < nights; i++) rows.push([ltr(dt(plus(arrive, i), 'dd/mm/yy')), 'חניה מקורה', 4500]);
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(0, 3))) rows.push([ltr(dt(plus(arrive, rng.int(0, nights - 1)), 'dd/mm/yy')), name, rng.int(lo, hi) * 100]);
    const gross = total(rows.map((r) => r[2]));
    const vat = vatIn(gross, rate);
    const deposit = rng.chance(0.5) ? Math.round((gross * 0.3) / 100) * 100 : 0;
    const vendorName = 'מלון הפרדס רחובות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(310000, 389999));
    const guest = rng.pick(GUESTS);
    const body = `<div class="head"><div class="brand">מלון הפרדס</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">שדרות הרצל ${ltr(String(rng.int(100, 260)))}, רחובות · ${ltr('08-9' + rng.digits(6))}</div></div>
<div class="title">חשבון אורח וחשבונית מס / קבלה מס׳ ${ltr(doc)}</div>
${grid([
  ['אורח', guest],
  ['ת"ז', ltr(personalId(rng))],
  ['חדר', ltr(String(rng.int(101, 418)))],
  ['הגעה', ltr(dt(arrive, 'dd/mm/yyyy'))],
  ['עזיבה', ltr(dt(out, 'dd/mm/yyyy'))],
  ['מס׳ חשבון אורח', ltr(`F-${rng.digits(6)}`)],
  ['מס׳ הזמנה', ltr(rng.digits(8))],
])}
${items(
  ['תאריך', 'פירוט', 'חיוב (₪)'],
  rows.map(([d, n, s]) => [d, n, ltr(amount(s))]),
)}
<div class="sum">${row('סה"כ חיובים', ltr(amount(gross)), 'b big')}${row(`מתוכם מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סכום לפני מע"מ', ltr(amount(gross - vat)))}
<div class="rule"></div>
${deposit ? row('מקדמה בהזמנה', ltr(`-${amount(deposit)}`)) : ''}${row(`תשלום בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)}`, ltr(`-${amount(gross - deposit)}`))}${row('יתרה', ltr('0.00'), 'b')}</div>
<div class="foot">תאריך הפקה: ${ltr(dt(out, 'dd/mm/yyyy'))} · פקיד/ת קבלה: ${rng.pick(['שירן', 'אלכס', 'הדס', 'מוחמד'])}<br>תודה שבחרתם במלון הפרדס. נשמח לארח אתכם שוב.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:13px;padding:14mm 16mm}.head{text-align:center;border-bottom:2px solid #3b5d2a;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#3b5d2a;letter-spacing:2px}
.title{font-size:18px;font-weight:bold;margin:12px 0 6px;text-align:center}.sum{width:50%;margin:10px auto 0 0}.big{font-size:1.15em}.foot{margin-top:20px;font-size:12px;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: out, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
