import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-birdwatching-lodge-folio';

/** A Hula valley birdwatching lodge's guest folio (A5). */
export const heBirdwatchingLodgeFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const guests = rng.int(2, 4);
    const night = rng.pick([69000, 78000, 89000]);
    const rows: [string, number, number][] = [
      [`לינה ${nights} לילות`, nights, night],
      ['ארוחת בוקר לאורח ללילה', nights * guests, 7500],
    ];
    if (rng.chance(0.6)) rows.push(['סיור תצפית עם מדריך בזריחה', guests, 12000]);
    if (rng.chance(0.5)) rows.push(['השכרת משקפת', rng.int(1, 2) * nights, 4000]);
    if (rng.chance(0.4)) rows.push(['עגלת גולף באגמון', 1, 18000]);
    if (rng.chance(0.4)) rows.push(['ארוחת ערב גלילית', guests, 14500]);
    const gross = total(rows.map(([, q, u]) => q * u));
    const vat = vatIn(gross, rate);
    const deposit = Math.round(gross * 0.3);
    const vendorName = co ? 'עגור הצפון אירוח כפרי בע"מ' : 'טל נחמיאס';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AG-${rng.digits(5)}` : String(rng.int(120, 2400));
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yyyy';
    const head = co
      ? `<div class="c brand">בקתות העגור</div><div class="c sm">עמק החולה · ליד שמורת האגמון</div><div class="c sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">בית הצופים</div><div class="c sm">כפר בלום · ${ltr(cellular(rng))}</div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div>
<h2 class="c">${co ? 'חשבון אורח - חשבונית מס/קבלה' : `חשבונית מס קבלה ${ltr(doc)}`}</h2>
${pairs(
  [
    ...(co ? ([['מס׳', ltr(doc)]] as [string, string][]) : []),
    ['תאריך', ltr(dt(date, f))],
    ['אורח', rng.pick(['יעל ברקוביץ', 'Peter Olsen', 'אמיר זועבי', 'Hannah Weiss'])],
    ['הזמנה', ltr(`RS${rng.digits(7)}`)],
    ['הגעה', ltr(dt(arrival, 'dd/mm'))],
    ['עזיבה', ltr(dt(date, 'dd/mm'))],
    ['בקתה', String(rng.int(1, 12))],
    ['אורחים', String(guests)],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', amount(gross), 'b big')}
${row(`מע"מ ${rate}% כלול בסכום`, amount(vat))}
${row(`מקדמה ${ltr(dt(plus(arrival, -rng.int(5, 40)), 'dd/mm/yy'))}`, amount(deposit))}
${row('שולם בעזיבה', amount(gross - deposit))}${row('יתרה', '0.00')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} - עוסק מורשה ${ltr(taxId)}</div>`}</div>`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Keter YG'"};font-size:12px}
.sheet{padding:12mm}.brand{font-size:24px;font-weight:bold;color:${co ? '#2f5d3a' : '#5a4632'}}h2{font-size:15px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
