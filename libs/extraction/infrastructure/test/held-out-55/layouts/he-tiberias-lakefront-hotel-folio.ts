import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-tiberias-lakefront-hotel-folio';

/** Tiberias lakefront hotel's folio on landscape A5: a row per night and extra, VAT contained, dated at departure. */
export const heTiberiasLakefrontHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const guests = rng.int(1, 4);
    const room = rng.int(48, 95) * 1000;
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) rows.push([dt(plus(arrival, i), 'dd/mm'), co ? 'לינה - חדר מול הכנרת' : 'לינה בצימר הדייגים', room]);
    if (rng.chance(0.6)) rows.push([dt(plus(arrival, rng.int(0, nights - 1)), 'dd/mm'), `שייט בכנרת (${guests} משתתפים)`, guests * rng.int(45, 70) * 100]);
    if (rng.chance(0.5)) rows.push([dt(plus(arrival, rng.int(0, nights - 1)), 'dd/mm'), 'ארוחת דג אמנון במסעדת המלון', rng.int(160, 420) * 100]);
    if (rng.chance(0.4)) rows.push([dt(plus(arrival, nights - 1), 'dd/mm'), 'כניסה לחמי טבריה', guests * rng.int(80, 110) * 100]);
    if (co && rng.chance(0.5)) rows.push([dt(date, 'dd/mm'), 'עזיבה מאוחרת', 15000]);
    const gross = total(rows.map((r) => r[2]));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'כנרת אירוח וחופים בע"מ' : 'חנה עזרא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `F${rng.digits(6)}` : rng.digits(4);
    const f = (d: string) => dt(d, co ? 'dd.mm.yyyy' : 'dd/mm/yyyy');
    const m = (c: number) => sh(c, co ? 'x ₪' : 'ש"ח x');
    const guest = rng.pick(['משפחת אוחיון', 'Mr. Peter Lang', 'אסנת ויוסי כהן', 'Ms. Dana Whitfield', 'רון מזרחי']);
    const body = `<div class="head"><div class="brand">${co ? 'מלון שפת הכנרת' : 'בית הדייגים'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>טיילת גדוד ברק 3, טבריה · ${ltr(landline(rng))}` : `רחוב הגליל 19, טבריה · ${ltr(cellular(rng))}`}</div></div>
<h2>${co ? 'חשבון אורח · חשבונית מס-קבלה' : 'חשבונית מס/קבלה'}</h2>
<div class="cols"><div>${pairs(
      [
        ['חשבון מס׳', ltr(doc)],
        ['תאריך', ltr(f(date))],
        ['שם האורח', ltr(guest)],
        ['מס׳ הזמנה', ltr(`BK${rng.digits(7)}`)],
      ],
      1,
    )}</div><div>${pairs(
      [
        ['הגעה', ltr(dt(arrival, 'dd/mm/yy'))],
        ['עזיבה', ltr(dt(date, 'dd/mm/yy'))],
        ['חדר', ltr(String(rng.int(101, 420)))],
        ['אורחים', ltr(String(guests))],
      ],
      1,
    )}</div></div>
${items(
  ['יום', 'פירוט', 'חיוב'],
  rows.map(([d, a, c]) => [ltr(d), a, ltr(m(c))]),
)}
<div class="sum">${row('סה"כ חיובים (כולל מע"מ)', ltr(m(gross)), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(m(vat)))}${row('שולם בכרטיס אשראי', ltr(m(gross)))}${row('יתרה', ltr(m(0)))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = 'A5 landscape';
    const css = `${baseCss}
body{font-family:${co ? "'Drugulin CLM'" : "'DejaVu Sans'"};font-size:${co ? 12.5 : 11}px;padding:9mm}.head{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid ${co ? '#0277bd' : '#6d4c41'}}.brand{font-size:26px;font-weight:bold;color:${co ? '#0277bd' : '#6d4c41'}}h2{font-size:16px;margin:6px 0}.cols{display:flex;gap:30px}.sum{width:48%;margin-inline-start:auto}.big{font-size:1.1em}.foot{margin-top:10px;font-size:0.9em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
