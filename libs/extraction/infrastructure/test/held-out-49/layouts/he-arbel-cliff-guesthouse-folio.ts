import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-arbel-cliff-guesthouse-folio';

/** Guesthouse folio under Mount Arbel, on A5; the date is the departure. */
export const heArbelCliffGuesthouseFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrive = addDays(date, -nights);
    const guests = rng.int(2, 4);
    const night = rng.pick([68000, 74000, 89000, 96000]);
    const rows: [string, number, number][] = [[`לינה בסוויטה (${nights} לילות)`, nights, night]];
    rows.push(['ארוחת בוקר גלילית לאורח/לילה', nights * guests, 7500]);
    if (rng.chance(0.6)) rows.push(['ג׳קוזי פרטי - הפעלה', rng.int(1, 2), 12000]);
    if (rng.chance(0.5)) rows.push(['סיור מודרך במצוק הארבל', guests, 9500]);
    if (rng.chance(0.4)) rows.push(['עזיבה מאוחרת', 1, 15000]);
    if (rng.chance(0.5)) rows.push(['מיני בר', 1, rng.int(30, 160) * 100]);
    const gross = total(rows.map(([, q, u]) => q * u));
    const vat = vatIn(gross, rate);
    const deposit = Math.round(gross * 0.3);
    const depDate = addDays(arrive, -rng.int(7, 40));
    const vendorName = co ? 'מצוק הארבל נופש בע"מ' : 'חנה קורן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AR-${rng.digits(5)}` : String(rng.int(200, 4999));
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yyyy';
    const guest = rng.pick(['משפחת שטרן', 'אבי ורותם כהן', 'Julia Meier', 'נועה בן דוד', 'Marco Rossi']);
    const head = co
      ? `<div class="c brand">מצוקי ארבל סוויטות</div><div class="c sm">כפר חיטים · ${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="c b">חשבון אורח - חשבונית מס/קבלה</div>`
      : `<div class="c brand">בית האבן בארבל</div><div class="c sm">מושב ארבל · ${ltr(cellular(rng))}</div><div class="c b">חשבונית מס קבלה ${ltr(doc)}</div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div>
${pairs(
  [
    ...(co ? ([['מס׳', ltr(doc)]] as [string, string][]) : []),
    ['תאריך', ltr(dt(date, f))],
    ['אורח', guest],
    ['הזמנה', ltr(`BK${rng.digits(7)}`)],
    ['הגעה', ltr(dt(arrive, 'dd/mm'))],
    ['עזיבה', ltr(dt(date, 'dd/mm'))],
    ['יחידה', rng.pick(['סוויטת נוף', 'צימר הזית', 'בקתת האלון'])],
    ['אורחים', String(guests)],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  rows.map(([name, q, u]) => [name, String(q), amount(u), amount(q * u)]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', `₪${amount(gross)}`, 'b big')}
${row(`מע"מ ${rate}% כלול בסכום`, amount(vat))}
${row(`מקדמה ששולמה ${ltr(dt(depDate, 'dd/mm/yy'))}`, amount(deposit))}
${row('שולם בעזיבה', amount(gross - deposit))}
${row('יתרה', '0.00')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}
<div class="c sm">תודה ולהתראות בגליל!</div></div>`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew', 'David CLM'" : "'Keter YG'"};font-size:12.5px}
.sheet{padding:10mm}.brand{font-size:24px;font-weight:bold;color:${co ? '#7a4a12' : '#2e5d34'}}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
