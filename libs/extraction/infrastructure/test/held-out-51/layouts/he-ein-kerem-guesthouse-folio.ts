import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-ein-kerem-guesthouse-folio';

/** Guest-house folio in Ein Kerem, Jerusalem, dated at departure. */
export const heEinKeremGuesthouseFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const guests = rng.int(2, 4);
    const arrival = plus(date, -nights);
    const room = rng.pick([62000, 74000, 89000]);
    const lines: [string, number, number][] = [
      ['לינה בחדר זוגי (ללילה)', nights, room],
      ['ארוחת בוקר (לאורח ללילה)', nights * guests, 6500],
      ...(rng.chance(0.5) ? ([['סיור מודרך בעין כרם', guests, 9000]] as [string, number, number][]) : []),
      ...(rng.chance(0.5) ? ([['בקבוק יין מהמיני-בר', 1, 11000]] as [string, number, number][]) : []),
      ...(rng.chance(0.4) ? ([['יציאה מאוחרת', 1, 15000]] as [string, number, number][]) : []),
    ];
    const gross = total(lines.map(([, q, p]) => q * p));
    const vat = vatIn(gross, rate);
    const deposit = Math.round(gross * 0.3);
    const vendorName = co ? 'בית המעיין אירוח בהרים בע"מ' : 'מרים אוחיון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `EK-${rng.digits(5)}` : rng.digits(4);
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'dd.mm.yyyy'));
    const guest = rng.pick(['נועה ברגר', 'Thomas Keller', 'יוסי מזרחי', 'Anna Rossi', 'שרה וייס']);
    const body = `<div class="sheet"><div class="brand">${co ? 'בית המעיין' : 'הגינה של מרים'}</div><div class="c sm">עין כרם, ירושלים · ${ltr(cellular(rng))}</div>
${co ? `<div class="c">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div>` : ''}<h2>${co ? 'חשבון אורח - חשבונית מס/קבלה' : `חשבונית מס קבלה ${ltr(doc)}`}</h2>
${pairs([...(co ? ([['מס׳', ltr(doc)]] as [string, string][]) : []), ['תאריך', ltr(f(date))], ['אורח', guest], ['הזמנה', ltr(`BK${rng.digits(7)}`)], ['הגעה', ltr(dt(arrival, 'dd/mm'))], ['עזיבה', ltr(dt(date, 'dd/mm'))], ['אורחים', String(guests)], ['חדר', String(rng.int(1, 9))]], 2)}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  lines.map(([d, q, p]) => [d, String(q), ltr(amount(p)), ltr(amount(q * p))]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', ltr(`₪ ${amount(gross)}`), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(amount(vat)))}
${row(`מקדמה ששולמה ${ltr(dt(plus(arrival, -rng.int(7, 40)), 'dd/mm/yy'))}`, ltr(amount(deposit)))}${row('שולם בעזיבה', ltr(amount(gross - deposit)))}${row('יתרה', '0.00')}
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}</div>`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Keter YG'"};font-size:11.5px}.sheet{padding:10mm;position:relative;height:209mm;box-sizing:border-box}.brand{text-align:center;font-size:26px;font-weight:bold;color:${co ? '#6b4a1d' : '#2d6a2d'}}h2{font-size:15px;text-align:center}.big{font-size:1.2em}.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
