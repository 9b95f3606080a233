import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, e, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-golf-resort-folio';

const VENDORS = [
  {
    brand: 'פיירוויי קיסריה',
    legal: 'גבעת הגולף קיסריה נופש בע"מ',
    company: true,
    color: '#1e5631',
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    num: (rng: Rng) => `FW-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    rooms: ['סוויטת גרין', 'חדר נוף למסלול', 'וילה 18'],
  },
  {
    brand: 'בקתות הגומה ה-19',
    legal: 'אסף גרינברג',
    company: false,
    color: '#7a4b12',
    font: "'Hadasim CLM','Noto Sans Hebrew',sans-serif",
    num: (rng: Rng) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    rooms: ['בקתת עץ', 'בקתה משפחתית'],
  },
];

export const heGolfResortFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const nights = rng.int(1, 4);
    const arrive = plus(date, -nights);
    const guests = rng.int(1, 4);
    const perNight = rng.int(95, 240) * 1000;
    const rounds = rng.int(1, 2 * guests);
    const fee = rng.pick([38000, 42000, 45000]);
    const lines: [string, number, number][] = [
      [`${rng.pick(v.rooms)} - לילות`, nights, perNight],
      ['דמי משחק 18 גומות (סבב)', rounds, fee],
      ...(rng.chance(0.6) ? ([['רכב גולף חשמלי', rng.int(1, 3), 16000]] as [string, number, number][]) : []),
      ...(rng.chance(0.5) ? ([['שיעור פרטי עם מקצוען', 1, 35000]] as [string, number, number][]) : []),
      ...(rng.chance(0.5) ? ([['מסעדת הקלאב האוס', 1, rng.int(120, 700) * 100]] as [string, number, number][]) : []),
      ['ארוחת בוקר (לאורח ללילה)', nights * guests, 9500],
    ];
    const sum = total(lines.map(([, q, u]) => q * u));
    const tax = vatIn(sum, rate);
    const deposit = Math.round(sum / 4 / 100) * 100;
    const booking = `BK${rng.digits(7)}`;
    const head = v.company
      ? `<div class="c brand">${v.brand}</div><div class="c">${e(v.legal)} · ח.פ. ${ltr(hyphenId(id))}</div><div class="c sm">שד׳ רוטשילד 1, קיסריה</div>`
      : `<div class="c brand">${v.brand}</div><div class="c sm">בקתות אירוח ליד המסלול · געש</div>`;
    const body = `<div class="pg">${head}
<h1 class="c">${v.company ? 'חשבון אורח / חשבונית מס קבלה' : 'חשבונית מס קבלה'}</h1>
${pairs(
  [
    ['מספר', ltr(number)],
    ['תאריך', ltr(v.date(date))],
    ['אורח', rng.pick(['משפחת לוי', 'דוד כהן', 'Mr. J. Miller', 'שירה אלון'])],
    ['הזמנה', ltr(booking)],
    ['הגעה', ltr(dt(arrive, 'dd/mm'))],
    ['עזיבה', ltr(dt(date, 'dd/mm'))],
    ['לילות / אורחים', ltr(`${nights} / ${guests}`)],
    ['חדר', ltr(String(rng.int(101, 340)))],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  lines.map(([n, q, u]) => [e(n), ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
${pairs([
  ['סה"כ לתשלום (כולל מע"מ)', ltr(`${amount(sum)} ₪`)],
  [`מע"מ ${rate}% כלול`, ltr(amount(tax))],
  [`מקדמה ששולמה ב-${ltr(dt(plus(arrive, -rng.int(7, 40)), 'dd/mm/yy'))}`, ltr(amount(deposit))],
  ['נגבה בעזיבה', ltr(amount(sum - deposit))],
  ['יתרה', ltr('0.00')],
])}
${v.company ? '' : `<div class="foot">${e(v.legal)} · עוסק מורשה ${ltr(id)} · ${ltr(cellular(rng))}</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:11px;color:#111}.pg{padding:10mm}.brand{font-size:24px;font-weight:bold;color:${v.color}}h1{font-size:15px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color};padding:3px}.foot{margin-top:20px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
