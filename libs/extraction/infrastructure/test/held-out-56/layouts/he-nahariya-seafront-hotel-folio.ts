import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-nahariya-seafront-hotel-folio';

/** Nahariya seafront hotel's folio dated on departure, prices including VAT, settled by card. */
export const heNahariyaSeafrontHotelFolio: Layout = {
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
    const perNight = (co ? rng.int(54, 98) : rng.int(32, 52)) * 1000;
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) rows.push([dt(plus(arrival, i), 'dd/mm'), `לינה ${co ? 'חדר נוף לים' : 'חדר זוגי'}`, perNight]);
    if (rng.chance(0.6)) rows.push([dt(plus(arrival, rng.int(0, nights - 1)), 'dd/mm'), `ארוחת ערב x ${guests}`, guests * rng.int(95, 160) * 100]);
    if (rng.chance(0.5)) rows.push([dt(arrival, 'dd/mm'), `חניה ${nights} לילות`, nights * rng.int(30, 50) * 100]);
    if (rng.chance(0.4)) rows.push([dt(plus(date, -1), 'dd/mm'), 'מיני בר', rng.int(25, 140) * 100]);
    if (rng.chance(0.4)) rows.push([dt(date, 'dd/mm'), 'עזיבה מאוחרת', rng.int(150, 250) * 100]);
    const gross = total(rows.map(([, , a]) => a));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'גלי נהריה מלונאות בע"מ' : 'מאיר חדד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `NH${rng.digits(6)}` : rng.digits(5);
    const f = (d: string) => dt(d, co ? 'he' : 'dd/mm/yy');
    const m = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const guest = rng.pick(['רונית ושמואל בן דוד', 'Daniel Weiss', 'משפחת עזרא', 'Sophie Martin', 'גלעד פרץ']);
    const head = co
      ? grid([
          ['חשבון מס׳', ltr(doc)],
          ['תאריך', f(date)],
          ['חדר', ltr(String(rng.int(101, 640)))],
          ['הגעה', ltr(dt(arrival, 'dd/mm/yy'))],
          ['עזיבה', ltr(dt(date, 'dd/mm/yy'))],
          ['אורחים', String(guests)],
        ])
      : pairs([
          ['חשבונית מס/קבלה מס׳', ltr(doc)],
          ['תאריך', ltr(f(date))],
          ['אורח', guest],
          ['תאריכי שהייה', ltr(`${dt(arrival, 'dd/mm')} - ${dt(date, 'dd/mm')}`)],
          ['חדר', ltr(String(rng.int(1, 12)))],
          ['הזמנה', ltr(`R${rng.digits(6)}`)],
        ]);
    const body = `<div class="c brand">${co ? 'מלון גלי נהריה' : 'אכסניית הגלים'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>שד׳ הגעתון 2, נהריה · ${ltr(landline(rng))}` : `חדרי אירוח מול הים, רח׳ הפלמ"ח 9, נהריה · ${ltr(cellular(rng))}`}</div>
<h2 class="c">${co ? 'חשבון אורח / חשבונית מס קבלה' : 'חשבון שהייה'}</h2>
${head}
${co ? `<div>אורח: ${guest} · מספר הזמנה ${ltr(`BK-${rng.digits(7)}`)}</div>` : ''}
${items(
  ['תאריך', 'פירוט', 'סכום'],
  rows.map(([d, t, a]) => [ltr(d), t, ltr(m(a))]),
)}
<div class="sum">${row('סה"כ לתשלום (כולל מע"מ)', ltr(m(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(m(vat)))}${row(`שולם בכרטיס ****${rng.digits(4)}`, ltr(m(gross)))}${row('יתרה', ltr(m(0)))}</div>
${co ? '<div class="sm c">תודה שבחרתם בגלי נהריה · check-out עד 11:00</div>' : `<div class="foot c">${vendorName} - עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? 'A4' : '148mm 210mm';
    const css = `${baseCss}
body{font-family:${co ? "'Simple CLM'" : "'Keter YG'"};font-size:${co ? 13 : 11}px;padding:${co ? 16 : 8}mm}.brand{font-size:${co ? 30 : 22}px;font-weight:bold;color:${co ? '#00695c' : '#1a237e'}}.sum{width:60%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.foot{margin-top:16px;border-top:1px solid #888;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
