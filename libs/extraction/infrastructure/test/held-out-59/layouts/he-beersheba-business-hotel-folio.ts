import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatIn, weekdayOf } from './extra';

const ID = 'he-beersheba-business-hotel-folio';

const GUESTS = ['יונתן אברמוב', 'רעות שגיא', 'Daniel Weber', 'אלכסנדר גורביץ׳', 'Priya Raman', 'מירב חזן', 'Thomas Keller'];
const FIRMS = ['סייבר-נגב מערכות בע"מ', 'אנרגיה ירוקה דרום בע"מ', 'מכון הנדסת מים בע"מ', 'לוגיסטיקה מרכז הנגב בע"מ'];

/** Beersheba business hotel's folio dated on departure, prices including VAT. */
export const heBeershebaBusinessHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const base = co ? rng.int(520, 780) * 100 : rng.int(380, 520) * 100;
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const wk = weekdayOf(d);
      const price = co ? (wk === 4 || wk === 5 ? base - 8000 : base) : wk === 4 || wk === 5 ? base + 6000 : base;
      rows.push([dt(d, 'dd/mm'), co ? 'לינה - חדר עסקים כולל ארוחת בוקר' : 'לינה בחדר זוגי', price]);
    }
    if (!co) rows.push([dt(arrival, 'dd/mm'), `ארוחות בוקר ביתיות (${nights} × 2)`, nights * 2 * rng.pick([4500, 5500])]);
    const extras: [string, number, number][] = co
      ? [
          ['ארוחת ערב - מסעדת המלון', 120, 380],
          ['חדר ישיבות (חצי יום)', 650, 1200],
          ['כביסה וגיהוץ', 45, 140],
          ['מיני בר', 18, 95],
          ['הדפסות - מרכז עסקים', 12, 60],
        ]
      : [
          ['סיור מודרך בעיר העתיקה', 80, 160],
          ['ארוחת ערב בדואית', 140, 260],
          ['יציאה מאוחרת', 100, 150],
          ['השכרת אופניים', 50, 90],
        ];
    for (const [name, lo, hi] of rng.some(extras, rng.int(0, 3))) rows.push([dt(plus(arrival, rng.int(0, nights - 1)), 'dd/mm'), name, rng.int(lo, hi) * 100]);
    if (co && rng.chance(0.5)) for (let i = 0; i < nights; i++) rows.push([dt(plus(arrival, i), 'dd/mm'), 'חניה מקורה', 4000]);
    const gross = total(rows.map((r) => r[2]));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'שער הנגב אירוח עסקי בע"מ' : 'אביטל בן דוד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BS-${rng.digits(6)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? amount(c) : sh(c, 'x ש"ח'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yy') : dt(d, 'he'));
    const guest = rng.pick(GUESTS);
    const room = co ? String(rng.int(2, 9) * 100 + rng.int(1, 30)) : rng.pick(['חדר הבאר', 'חדר השיטה', 'חדר המדבר']);
    const deposit = co ? 0 : Math.round((gross * 0.3) / 100) * 100;
    const table = items(
      ['תאריך', 'תיאור', co ? 'סכום (₪)' : 'סכום'],
      rows.map(([d, name, c]) => [ltr(d), name, ltr(money(c))]),
    );
    const body = co
      ? `<div class="head"><div class="brand">מלון שער הנגב</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">שד׳ דוד טוביהו 40, באר שבע · ${ltr('08-6' + rng.digits(6))}</div></div>
<h1>חשבונית מס / קבלה</h1>
${pairs(
  [
    ['מס׳ חשבונית', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['שם האורח', guest],
    ['חדר', room],
    ['הגעה', ltr(f(arrival))],
    ['עזיבה', ltr(f(date))],
    ['לילות', String(nights)],
    ['מס׳ הזמנה', ltr(rng.digits(10))],
    ['חברה', rng.pick(FIRMS)],
    ['ח.פ. חברה', ltr(taxIdOfCustomer(rng))],
  ],
  2,
)}
${table}
<div class="sum">${row('סה"כ חשבון', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('שולם בכרטיס חברה', ltr(`****${rng.digits(4)}`))}${row('יתרה לתשלום', ltr(money(0)))}</div>
<div class="sm">קוד מועדון עסקי ${ltr(rng.digits(8))} · צ׳ק-אאוט עד 12:00 · תודה שבחרתם בנו</div>`
      : `<div class="c brand">בית ההארחה העיר העתיקה</div><div class="c sm">רח׳ סמילנסקי, העיר העתיקה באר שבע · ${ltr(cellular(rng))}</div>
<h1 class="c">חשבון אירוח - חשבונית מס/קבלה מס׳ ${ltr(doc)}</h1>
<div class="c">${f(date)}</div>
${pairs(
  [
    ['אורח/ת', guest],
    ['חדר', room],
    ['תאריך הגעה', f(arrival)],
    ['תאריך עזיבה', f(date)],
  ],
  2,
)}
${table}
<div class="sum">${row('סה"כ לחשבון', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}${row(`מקדמה ששולמה ב-${ltr(dt(plus(arrival, -rng.int(10, 40)), 'dd.mm.yy'))}`, ltr(money(deposit)))}${row('שולם בעזיבה', ltr(money(gross - deposit)))}${row('יתרה', ltr(money(0)))}</div>
<div class="foot">אביטל בן דוד · עוסק מורשה ${ltr(taxId)}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Drugulin CLM'"};font-size:${co ? 13 : 12}px;padding:${co ? 15 : 10}mm;box-sizing:border-box;height:${co ? 296 : 209}mm;position:relative}
.head{border-bottom:3px solid #a0522d;padding-bottom:6px}.brand{font-size:${co ? 28 : 22}px;font-weight:bold;color:#a0522d}h1{font-size:${co ? 19 : 15}px;margin:8px 0}.sum{width:${co ? 45 : 60}%;margin-right:auto}.big{font-size:1.15em}.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #777;padding-top:3px;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
