import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-acre-sea-wall-inn-folio';

/** Inn by Acre's sea wall: a guest folio on A5, dated on departure. */
export const heAcreSeaWallInnFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const guests = rng.int(2, 4);
    const arrive = plus(date, -nights);
    const rows: [string, number, number][] = [
      [`חדר נוף לים - ${nights} לילות`, nights, rng.int(690, 1290) * 100],
      ['ארוחת בוקר (לאורח ללילה)', nights * guests, 8500],
    ];
    if (rng.chance(0.5)) rows.push(['סיור מודרך במנהרת הטמפלרים', guests, 6500]);
    if (rng.chance(0.5)) rows.push(['שייט שקיעה בנמל', guests, 9000]);
    if (rng.chance(0.4)) rows.push(['מיני בר', 1, rng.int(40, 180) * 100]);
    const gross = total(rows.map(([, q, u]) => q * u));
    const vat = vatIn(gross, rate);
    const deposit = Math.round(gross * 0.3);
    const vendorName = co ? 'חומות הים אירוח עכו העתיקה בע"מ' : 'מוחמד אבו ג׳מאל';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AK-${rng.digits(5)}` : rng.digits(4);
    const f = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yyyy');
    const body = `<div class="brand c">${co ? 'פונדק החומה' : 'בית הנמל'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}` : 'עכו העתיקה, ליד נמל הדייגים'}</div>
<div class="ttl c">${co ? 'חשבון אורח - חשבונית מס קבלה' : `חשבונית מס קבלה ${ltr(doc)}`}</div>
${pairs(
  [
    ...(co ? ([['מס׳', ltr(doc)]] as [string, string][]) : []),
    ['תאריך', ltr(f)],
    ['אורח', rng.pick(['משפחת גולן', 'Anna Schmidt', 'רונית ואבי כהן', 'Pierre Martin'])],
    ['הזמנה', ltr(`BK${rng.digits(7)}`)],
    ['הגעה', ltr(dt(arrive, 'dd/mm'))],
    ['עזיבה', ltr(dt(date, 'dd/mm'))],
    ['אורחים', String(guests)],
    ['חדר', String(rng.int(1, 12))],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  rows.map(([d, q, u]) => [d, String(q), ltr(amount(u)), ltr(amount(q * u))]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', ltr(co ? sh(gross, '₪ x') : sh(gross, 'x ₪')), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(amount(vat)))}
${row(`מקדמה ששולמה ב-${ltr(dt(plus(arrive, -rng.int(7, 40)), 'dd/mm/yy'))}`, ltr(amount(deposit)))}${row('שולם בעזיבה', ltr(amount(gross - deposit)))}${row('יתרה', '0.00')}
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'David CLM'"};font-size:12px;padding:10mm}.brand{font-size:24px;font-weight:bold;color:${co ? '#1565c0' : '#6d4c41'}}.ttl{font-size:15px;font-weight:bold;margin:6px 0}.big{font-size:1.15em}.foot{margin-top:24px;border-top:1px solid #999;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
