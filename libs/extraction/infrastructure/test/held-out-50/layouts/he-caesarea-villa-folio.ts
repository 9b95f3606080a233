import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-caesarea-villa-folio';

/** Holiday villa's folio in Caesarea; the date is the departure. */
export const heCaesareaVillaFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng, undefined, [5, 31]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(2, 4);
    const guests = rng.int(2, 8);
    const arrival = plus(date, -nights);
    const lines: [string, number, number][] = [[`וילה - לילה`, nights, co ? rng.int(180, 260) * 1000 : rng.int(120, 170) * 1000]];
    if (rng.chance(0.6)) lines.push(['ארוחת בוקר (לאורח ללילה)', nights * guests, 9500]);
    if (rng.chance(0.5)) lines.push(['חימום בריכה', nights, 25000]);
    if (rng.chance(0.5)) lines.push(['סיור בנמל העתיק', guests, 6000]);
    if (rng.chance(0.4)) lines.push(['יציאה מאוחרת', 1, 30000]);
    const gross = total(lines.map(([, q, u]) => q * u));
    const vat = vatIn(gross, rate);
    const deposit = Math.round(gross / 300) * 100;
    const vendorName = co ? 'קיסריה אירוח יוקרה בע"מ' : 'רונית שטרן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CV-${rng.digits(5)}` : String(rng.int(300, 4999));
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'dd.mm.yyyy'));
    const head = co
      ? `<div class="brand">וילות קיסריה ים</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · שדרות רוטשילד, קיסריה</div><h2>חשבון אורח - חשבונית מס/קבלה</h2>`
      : `<div class="brand">בית הגפן בקיסריה</div><div class="sm">${ltr(cellular(rng))}</div><h2>חשבונית מס קבלה ${ltr(doc)}</h2>`;
    const body = `<div class="sheet">${head}
${pairs([...(co ? ([['מס׳', ltr(doc)]] as [string, string][]) : []), ['תאריך', ltr(f(date))], ['אורח', rng.pick(['דניאל רוזן', 'Sarah Klein', 'עידו מזרחי', 'Mark Levinson'])], ['הזמנה', ltr(`RS${rng.digits(7)}`)], ['הגעה', ltr(dt(arrival, 'dd/mm'))], ['עזיבה', ltr(dt(date, 'dd/mm'))], ['אורחים', String(guests)], ['וילה', rng.pick(['האלמוג', 'הצדף', 'הגל'])]], 2)}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  lines.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', ltr(`₪ ${amount(gross)}`), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(amount(vat)))}
${row(`מקדמה ששולמה ${ltr(dt(plus(arrival, -rng.int(10, 40)), 'dd/mm/yy'))}`, ltr(amount(deposit)))}${row('שולם בעזיבה', ltr(amount(gross - deposit)))}${row('יתרה', '0.00')}
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}</div>`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Keter YG'"};font-size:12px}.sheet{padding:11mm}.brand{font-size:22px;font-weight:bold;color:${co ? '#046' : '#572'}}h2{font-size:15px}.big{font-size:1.15em}.foot{margin-top:16px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
