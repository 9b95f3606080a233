import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-rosh-pina-stone-house-folio';

/** Stone guest-house folio in Rosh Pina (the date is the departure). */
export const heRoshPinaStoneHouseFolio: Layout = {
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
    const room = rng.int(650, 1400) * 100;
    const rows: [string, string, number][] = [
      [`לינה בסוויטת אבן (${nights} לילות)`, `${nights} x ${amount(room)}`, nights * room],
      [`ארוחת בוקר גלילית (${guests} אורחים)`, `${guests * nights} x ${amount(8500)}`, guests * nights * 8500],
    ];
    if (rng.chance(0.5)) rows.push(['ג׳קוזי פרטי בחצר', `1 x ${amount(18000)}`, 18000]);
    if (rng.chance(0.5)) rows.push(['סיור במושבה הוותיקה', `${guests} x ${amount(6000)}`, guests * 6000]);
    if (rng.chance(0.4)) rows.push(['בקבוק יין מהרמה', `1 x ${amount(14000)}`, 14000]);
    const gross = total(rows.map((r) => r[2]));
    const vat = vatIn(gross, rate);
    const deposit = Math.round(gross * 0.25);
    const vendorName = co ? 'אבני הגליל אירוח בראש פינה בע"מ' : 'תמר לוינסון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `RP-${rng.digits(5)}` : rng.digits(4);
    const fmt = co ? 'dd/mm/yyyy' : 'dd.mm.yyyy';
    const guest = rng.pick(['נועה ברק', 'David Cohen', 'אלון מזרחי', 'Sarah Miller', 'יוסי ורות גבאי']);
    const body = `<div class="brand">${co ? 'אבני הגליל' : 'הבית בסמטה'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}` : 'סמטת החלוצים, ראש פינה'}</div>
<h2>${co ? 'חשבון אורח - חשבונית מס/קבלה' : `חשבונית מס קבלה ${ltr(doc)}`}</h2>
${pairs([...(co ? [['מס׳', ltr(doc)] as [string, string]] : []), ['תאריך', ltr(dt(date, fmt))], ['אורח', guest], ['הזמנה', ltr(`RES${rng.digits(6)}`)], ['הגעה', ltr(dt(arrival, 'dd/mm'))], ['עזיבה', ltr(dt(date, 'dd/mm'))], ['אורחים', String(guests)], ['חדר', String(rng.int(1, 8))]], 2)}
${items(
  ['פירוט', 'כמות x מחיר', 'סכום'],
  rows.map((r) => [r[0], ltr(r[1]), ltr(amount(r[2]))]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', ltr(sh(gross, '₪ x')), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(amount(vat)))}
${row(`מקדמה ששולמה ב-${ltr(dt(plus(arrival, -rng.int(10, 40)), 'dd/mm/yy'))}`, ltr(amount(deposit)))}${row('שולם בעזיבה', ltr(amount(gross - deposit)))}${row('יתרה', ltr('0.00'))}
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew', 'Frank Ruehl CLM'" : "'Nachlieli CLM'"};font-size:12px;padding:12mm}.brand{text-align:center;font-size:24px;font-weight:bold;color:${co ? '#5d4037' : '#1b5e20'}}h2{font-size:15px;text-align:center}.big{font-size:1.15em}.foot{margin-top:20px;border-top:1px solid #888;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
