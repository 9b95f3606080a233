import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-ein-gev-holiday-village-folio';

const ROOMS: [string, number][] = [
  ['בקתת עץ זוגית מול האגם', 690],
  ['חדר משפחה בכפר', 820],
  ['סוויטת חוף עם מרפסת', 1180],
];

const GUESTS = ['רונית ושמעון לביא', 'משפחת אבוטבול', 'נועה גרינברג', 'יוסי ומרים קדוש', 'משפחת חסון'];

/**
 * A holiday village folio on the Sea of Galilee's eastern shore: A4, Noto Serif Hebrew, nights
 * starting on Thursday or Friday dearer, dinner, kayaks, a boat trip and the minibar, VAT contained,
 * a deposit at booking and the rest at checkout (balance zero), the guest's personal id, a folio and a
 * booking number beside the invoice's own.
 */
export const heEinGevHolidayVillageFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [room, base] = rng.pick(ROOMS);
    const stay: { day: string; price: number; weekend: boolean }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const weekend = [4, 5].includes(weekdayOf(d));
      stay.push({ day: d, price: (base + (weekend ? rng.int(18, 26) * 10 : 0)) * 100, weekend });
    }
    const adults = rng.int(2, 4);
    const extras: { day: string; name: string; qty: number; unit: number }[] = [];
    if (rng.chance(0.7)) extras.push({ day: plus(arrival, rng.int(0, nights - 1)), name: 'ארוחת ערב - מסעדת הדגים', qty: adults, unit: rng.int(145, 185) * 100 });
    if (rng.chance(0.6)) extras.push({ day: plus(arrival, rng.int(1, nights)), name: 'השכרת קיאק זוגי (שעה)', qty: rng.int(1, 2), unit: rng.int(90, 130) * 100 });
    if (rng.chance(0.5)) extras.push({ day: plus(arrival, rng.int(0, nights - 1)), name: 'שייט שקיעה בכנרת', qty: adults, unit: rng.int(55, 75) * 100 });
    if (rng.chance(0.5)) extras.push({ day: plus(arrival, rng.int(0, nights - 1)), name: 'מיני בר', qty: 1, unit: rng.int(24, 96) * 100 });
    extras.sort((a, b) => a.day.localeCompare(b.day));
    const gross = total([...stay.map((s) => s.price), ...extras.map((x) => x.qty * x.unit)]);
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * 0.3) / 100) * 100;
    const vendorName = 'חוף הגולן - כפר נופש עין גב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(700000, 759999));
    const folio = String(rng.int(20000, 29999));
    const booking = `${rng.int(10, 99)}${rng.digits(5)}`;
    const guest = rng.pick(GUESTS);
    const rows = [
      ...stay.map((s) => [ltr(dt(s.day, 'dd/mm/yy')), `לינה - ${room}${s.weekend ? ' (סוף שבוע)' : ''}, כולל ארוחת בוקר`, ltr('1'), ltr(amount(s.price))]),
      ...extras.map((x) => [ltr(dt(x.day, 'dd/mm/yy')), x.name, ltr(String(x.qty)), ltr(amount(x.qty * x.unit))]),
    ];
    const body = `<div class="top"><div class="brand">חוף הגולן</div><div>כפר נופש על שפת הכנרת · עין גב, עמק הירדן</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="title">חשבונית מס / קבלה ${ltr(doc)}</div>
<div class="cols">${pairs(
      [
        ['אורח/ת', guest],
        ['ת.ז.', ltr(personalId(rng))],
        ['חדר', `${ltr(String(rng.int(101, 148)))} - ${room}`],
        ['מבוגרים', ltr(String(adults))],
      ],
      1,
    )}${pairs(
      [
        ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
        ['עזיבה', ltr(dt(date, 'dd/mm/yyyy'))],
        ['פוליו', ltr(folio)],
        ['מס׳ הזמנה', ltr(booking)],
      ],
      1,
    )}</div>
${items(['תאריך', 'פירוט', 'כמות', 'סכום'], rows)}
<div class="sum">${row('סה"כ חיובים', ltr(amount(gross)), 'b')}${row(`מזה מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row(`מקדמה באשראי (${ltr(dt(plus(arrival, -rng.int(5, 40)), 'dd/mm/yy'))})`, ltr(amount(deposit)))}${row('תשלום בעזיבה - אשראי', ltr(amount(gross - deposit)))}${row('יתרה לתשלום', ltr('0.00'), 'b')}</div>
<div class="sm note">המחירים כוללים מע"מ לאורחים תושבי ישראל. תודה שבחרתם בנו - להתראות על שפת הכנרת!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12.5px;padding:14mm 16mm}.top{text-align:center;border-bottom:3px double #0a4a5a;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#0a4a5a}
.title{font-size:17px;font-weight:bold;margin:12px 0 6px}.cols{display:flex;gap:30px}.sum{width:50%;margin-right:auto;margin-top:8px}.note{margin-top:18px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
