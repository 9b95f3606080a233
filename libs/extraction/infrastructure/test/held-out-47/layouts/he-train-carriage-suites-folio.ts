import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-train-carriage-suites-folio';

/** Suites in restored railway carriages: a guest folio on A5, prices including VAT, a deposit taken off. */
export const heTrainCarriageSuitesFolio: Layout = {
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
    const night = rng.pick([89000, 104000, 118000, 135000]);
    const rows: [string, number, number][] = [[`לינה בקרון ${rng.pick(['"אוריינט"', '"החולה"', '"הבולט"', '"הדיזל"'])}`, nights, night]];
    rows.push(['ארוחת בוקר כפרית לאורח', guests * nights, 9500]);
    if (rng.chance(0.6)) rows.push(['השכרת אופניים ליום', guests, 7000]);
    if (rng.chance(0.5)) rows.push(['ג׳קוזי פרטי - שעה', 1, 18000]);
    if (rng.chance(0.5)) rows.push(['מגש גבינות ויין בקרון', 1, 24000]);
    if (rng.chance(0.4)) rows.push(['יציאה מאוחרת', 1, 15000]);
    const gross = total(rows.map(([, q, u]) => q * u));
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * 0.3) / 100) * 100;
    const vendorName = co ? 'קרונות העמק אירוח בע"מ' : 'מיכל אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KH-${rng.digits(5)}` : String(rng.int(300, 3999));
    const f = co ? 'dd/mm/yyyy' : 'd/m/yyyy';
    const guest = rng.pick(['אלון ורות שגיא', 'Mark & Julia Fischer', 'משפחת נחום', 'דניאלה קרמר']);
    const body = `<div class="sheet"><div class="c brand">${co ? 'סוויטות הקרון' : 'תחנת עמק'}</div>
<div class="c sm">${co ? `תחנת הרכבת העות׳מאנית, כפר יהושע · ${vendorName} · ח.פ. ${hyphenId(taxId)}` : `קרונות אירוח ליד המסילה הישנה · בית שאן · ${cellular(rng)}`}</div>
<div class="dbl"></div>
<div class="c b">${co ? 'חשבון אורח - חשבונית מס/קבלה' : `חשבונית מס קבלה ${doc}`}</div>
${pairs(
  [
    ...(co ? ([['מס׳', doc]] as [string, string][]) : []),
    ['תאריך', dt(date, f)],
    ['אורח', guest],
    ['הזמנה', `BK${rng.digits(7)}`],
    ['הגעה', dt(arrival, 'dd/mm')],
    ['עזיבה', dt(date, 'dd/mm')],
    ['קרון', String(rng.int(1, 9))],
    ['אורחים', String(guests)],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  rows.map(([name, q, u]) => [name, String(q), amount(u), amount(q * u)]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', amount(gross), 'b big')}
${row(`מע"מ ${rate}% כלול בסכום`, amount(vat))}
${row(`מקדמה ששולמה ב-${dt(plus(arrival, -rng.int(10, 40)), 'dd/mm/yy')}`, amount(deposit))}
${row('שולם בעזיבה', amount(gross - deposit))}
${row('יתרה', '0.00')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} עוסק מורשה ${taxId}</div>`}
<div class="c sm">נשמח לראותכם שוב · צ׳ק-אאוט עד 11:00</div></div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew','David CLM'" : "'Nachlieli CLM'"};font-size:12px;color:#222}
.sheet{padding:12mm}.brand{font-size:26px;font-weight:bold;color:${co ? '#5a3a1a' : '#234a6b'}}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
