import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-metula-border-guesthouse-folio';

/** Metula guest-house folio on A5: VAT contained, the date is the departure. */
export const heMetulaBorderGuesthouseFolio: Layout = {
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
    const room = rng.int(45, 95) * 1000;
    const lines: [string, number][] = [[`חדר ${rng.pick(['נוף לחרמון', 'גלילי', 'משפחתי'])} · ${nights} לילות × ${amount(room)}`, nights * room]];
    lines.push([`ארוחת בוקר · ${guests} אורחים × ${nights}`, guests * nights * 7500]);
    if (rng.chance(0.5)) lines.push(['כניסה למרכז הקרח', guests * 6000]);
    if (rng.chance(0.5)) lines.push(['ארוחת ערב גלילית', guests * 12500]);
    if (rng.chance(0.4)) lines.push(['מיני בר', rng.int(20, 90) * 100]);
    const gross = total(lines.map((l) => l[1]));
    const vat = vatIn(gross, rate);
    const deposit = share(gross, 25);
    const vendorName = co ? 'נופי מטולה אירוח בע"מ' : 'דבורה אבירם';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MT-${rng.digits(5)}` : rng.digits(4);
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'dd.mm.yyyy');
    const a = (c: number) => (co ? `${amount(c)} ₪` : `₪ ${amount(c)}`);
    const body = `<div class="c brand">${co ? 'בית על הגבול' : 'אחוזת הברושים'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רחוב הראשונים 14, מטולה` : `מטולה · ${ltr(cellular(rng))}`}</div>
<h3 class="c">${co ? 'חשבון אורח - חשבונית מס קבלה' : `חשבונית מס קבלה ${ltr(doc)}`}</h3>
${pairs(
  [
    ...(co ? ([['מס׳', ltr(doc)]] as [string, string][]) : []),
    ['תאריך', ltr(f(date))],
    ['אורח', rng.pick(['אילנה ששון', 'דוד פרץ', 'Mark Feldman', 'רון ויסמן'])],
    ['הזמנה', ltr(`RES${rng.digits(6)}`)],
    ['הגעה', ltr(dt(arrival, 'dd/mm'))],
    ['עזיבה', ltr(dt(date, 'dd/mm'))],
    ['חדר', ltr(String(rng.int(1, 12)))],
    ['אורחים', ltr(String(guests))],
  ],
  2,
)}
${items(
  ['פירוט', 'סכום'],
  lines.map(([x, c]) => [x, ltr(amount(c))]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', ltr(a(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(a(vat)))}
${row(`מקדמה ששולמה ${ltr(dt(plus(arrival, -rng.int(5, 40)), 'dd/mm/yy'))}`, ltr(a(deposit)))}${row('שולם בעזיבה', ltr(a(gross - deposit)))}${row('יתרה', ltr('0.00'))}
<div class="sm c">תודה ולהתראות בגליל!</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'Noto Serif Hebrew'"};font-size:12px;padding:10mm}.brand{font-size:26px;font-weight:bold;color:${co ? '#1b5e20' : '#6d4c41'}}.big{font-size:1.2em;margin-top:6px}.foot{margin-top:20px;border-top:1px solid #999;padding-top:5px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
