import { amount, HE_MONTHS, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, personalId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, nth, plus, row, total, vatIn, weekdayOf, yearFor, dayOf } from './extra';

const ID = 'he-kiryat-shmona-hotel-folio';

const GUESTS = ['דנה ואורי שטרן', 'משפחת אבוטבול', 'יעל כהן-לוי', 'רון ומיכל אהרוני', 'משפחת גרינברג', 'שלומי ביטון'];
const ROOMS: [string, number, number][] = [
  ['חדר זוגי סטנדרט', 590, 720],
  ['חדר משפחה', 760, 940],
  ['סוויטה עם מרפסת הרים', 980, 1290],
];
const EXTRAS: [string, number, number][] = [
  ['ארוחת ערב במסעדת המלון', 140, 420],
  ['מיני בר', 24, 96],
  ['עיסוי זוגי בספא', 520, 640],
  ['כביסה וגיהוץ', 45, 120],
  ['יציאה מאוחרת', 150, 250],
  ['השכרת אופניים ליום', 90, 180],
];

/**
 * A hotel in Kiryat Shmona, A4 (Frank Ruehl CLM): "חשבון אורח / חשבונית מס קבלה" with a guest grid
 * (guest, personal id, room, arrival, departure, folio and reservation numbers), each night dated with
 * half board, Thursday and Friday nights a quarter dearer, extras dated within the stay (a late checkout on the day of departure), VAT contained, a deposit
 * at booking and a card payment at checkout printed as minus lines, zero balance.
 */
export const heKiryatShmonaHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const n = nth(ID);
    const nights = rng.int(1, 4);
    const arrival = dayOf(rng, yearFor(ID, n), undefined, [1, 24]);
    const date = plus(arrival, nights);
    const rate = israeliRate(date);
    const [room, lo, hi] = rng.pick(ROOMS);
    const base = rng.int(lo, hi) * 100;
    const lines: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(d));
      lines.push([ltr(dt(d, 'dd/mm/yy')), `לינה - ${room}, חצי פנסיון${dear ? ' (סוף שבוע)' : ''}`, dear ? Math.round((base * 125) / 100 / 100) * 100 : base]);
    }
    for (const [name, elo, ehi] of rng.some(EXTRAS, rng.int(0, 3))) {
      const on = name === 'יציאה מאוחרת' ? date : plus(arrival, rng.int(0, nights - 1));
      lines.push([ltr(dt(on, 'dd/mm/yy')), name, rng.int(elo, ehi) * 100]);
    }
    const gross = total(lines.map((l) => l[2]));
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * rng.pick([20, 30, 50])) / 100 / 1000) * 1000;
    const vendorName = 'מלון שער הצפון קריית שמונה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(61000, 79999));
    const folio = `F${rng.digits(6)}`;
    const body = `<div class="head"><div class="brand">מלון שער הצפון</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">שדרות תל חי ${ltr(String(rng.int(10, 140)))}, קריית שמונה · ${ltr(`04-69${rng.digits(5)}`)}</div></div>
<h1>חשבון אורח · חשבונית מס / קבלה מס׳ ${ltr(doc)}</h1>
<div class="sm">הופקה ביום ${heDay(date)}, ${dt(date, 'he')}</div>
${grid([
  ['אורח', rng.pick(GUESTS)],
  ['ת.ז.', ltr(personalId(rng))],
  ['חדר', ltr(String(rng.int(101, 418)))],
  ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
  ['עזיבה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['פוליו', ltr(folio)],
  ['הזמנה', ltr(rng.digits(8))],
])}
${items(
  ['תאריך', 'פירוט', 'חיוב ₪', 'זיכוי ₪'],
  [
    ...lines.map(([d, t, s]) => [d, t, ltr(amount(s)), '']),
    ['', 'מקדמה בעת ההזמנה', '', ltr(`-${amount(deposit)}`)],
    [ltr(dt(date, 'dd/mm/yy')), `תשלום בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)}`, '', ltr(`-${amount(gross - deposit)}`)],
  ],
)}
<div class="tot">${row('סה"כ חיובים (כולל מע"מ)', ltr(amount(gross)), 'b')}${row(`מתוכם מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('שולם', ltr(amount(gross)))}${row('יתרה לתשלום', ltr('0.00'), 'b')}</div>
<div class="foot">תודה שבחרתם בנו · ${HE_MONTHS[Number(date.slice(5, 7)) - 1]} בצפון - נשמח לראותכם שוב</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:12.5px;padding:15mm 16mm}.head{text-align:center;border-bottom:2px solid #2f5d3a;padding-bottom:6px}
.brand{font-size:28px;font-weight:bold;color:#2f5d3a}h1{font-size:18px;margin:12px 0 2px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left;white-space:nowrap}
.tot{width:48%;margin-right:auto}.foot{margin-top:28px;text-align:center;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
