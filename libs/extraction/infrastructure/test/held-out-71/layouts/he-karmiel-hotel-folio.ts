import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, personalId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-karmiel-hotel-folio';

const GUESTS = ['רונן שטרן', 'עדי בן עמי', 'מאיה גולדברג', 'סאמר חורי', 'אלה רוזנטל', 'דוד אוחיון'];
const EXTRAS: [string, number, number][] = [
  ['מיני בר', 18, 64],
  ['ארוחת ערב במסעדת המלון', 140, 320],
  ['כניסה לספא', 90, 160],
  ['כביסה וגיהוץ', 35, 80],
  ['חנייה מקורה', 30, 40],
];

/**
 * A hotel's folio in Karmiel, A4 (David CLM): "חשבון אורח · חשבונית מס / קבלה" with its number, the issue date, guest
 * grid with personal id, room, arrival, departure, folio and reservation numbers, nights listed one by one with their
 * weekday (Thursday and Friday nights dearer), breakfast included, extras, charges and payments columns, card payment
 * as a credit, VAT contained, zero balance. The document is dated on the day of departure.
 */
export const heKarmielHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng, undefined, [4, 28]);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const base = rng.int(560, 880) * 100;
    const charges: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const dear = weekdayOf(d) === 4 || weekdayOf(d) === 5;
      charges.push([ltr(dt(d, 'dd/mm/yy')), `לינה וארוחת בוקר - ${heDay(d)}`, dear ? base + rng.int(12, 20) * 1000 : base]);
    }
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(0, 3))) charges.push([ltr(dt(plus(arrival, rng.int(0, nights - 1)), 'dd/mm/yy')), name, rng.int(lo, hi) * 100]);
    const gross = total(charges.map((c) => c[2]));
    const vat = vatIn(gross, rate);
    const vendorName = 'מלון גני הגליל כרמיאל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 79999));
    const rows = [
      ...charges.map(([d, n, s]) => [d, n, ltr(amount(s)), '']),
      [ltr(dt(date, 'dd/mm/yy')), `תשלום בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)}`, '', ltr(`-${amount(gross)}`)],
    ];
    const body = `<div class="head"><div class="brand">גני הגליל</div><div>מלון ומרכז כנסים · שד׳ נשיאי ישראל ${ltr(String(rng.int(1, 60)))}, כרמיאל</div><div>${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(`04-99${rng.digits(5)}`)}</div></div>
<h1>חשבון אורח · חשבונית מס / קבלה מס׳ ${ltr(doc)}</h1>
<div class="sm">הופק ביום ${ltr(dt(date, 'dd/mm/yyyy'))}</div>
${grid([
  ['שם האורח', rng.pick(GUESTS)],
  ['ת.ז.', ltr(personalId(rng))],
  ['חדר', ltr(String(rng.int(101, 418)))],
  ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
  ['עזיבה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['מס׳ פוליו', ltr(String(rng.int(200000, 899999)))],
  ['מס׳ הזמנה', ltr(`R${rng.digits(7)}`)],
])}
${items(['תאריך', 'פירוט', 'חיוב', 'זיכוי'], rows)}
<div class="tot">${row('סה"כ חיובים', ltr(amount(gross)), 'b')}${row(`מתוכם מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ תשלומים', ltr(amount(gross)))}${row('יתרה', ltr('0.00'), 'b')}</div>
<div class="foot">תודה שבחרתם בגני הגליל. שעת עזיבה ${ltr('11:00')}.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:13px;padding:14mm 16mm}.head{text-align:center;border-bottom:2px solid #6a4b2a;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#6a4b2a}
h1{font-size:17px;margin:12px 0 2px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:45%;margin:8px auto 0 0}.foot{margin-top:20px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
