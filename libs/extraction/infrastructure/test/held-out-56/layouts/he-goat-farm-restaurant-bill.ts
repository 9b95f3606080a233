import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, boxes, idOf, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-goat-farm-restaurant-bill';

const DISHES: [string, number, number][] = [
  ['פלטת גבינות עיזים של החווה', 78, 118],
  ['לבנה בשמן זית וזעתר', 38, 52],
  ['שקשוקה עם גבינת עיזים', 58, 72],
  ['פוקאצ׳ה מהטאבון', 28, 36],
  ['סלט עלים עם גבינה צלויה', 54, 68],
  ['ראביולי ריקוטה עיזים', 68, 86],
  ['גלידת חלב עיזים', 29, 38],
  ['לימונדה נענע', 16, 22],
  ['כוס יין לבן מקומי', 34, 46],
  ['הפוך', 13, 18],
];

/** Galilee goat farm restaurant's bill: a service charge added (company) or a tip outside the bill (dealer). */
export const heGoatFarmRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(3, 6)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? Math.round((food * 10) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.pick([10, 12, 15]);
    const tip = Math.round((gross * tipPct) / 100);
    const vendorName = co ? 'גבינות הרי הגליל אירוח בע"מ' : 'סיגל נחמיאס';
    const taxId = idOf(vendorName, co);
    const doc = co ? `G-${rng.digits(5)}` : `${rng.digits(3)}/${date.slice(2, 4)}`;
    const f = (d: string) => dt(d, co ? 'd.m.yy' : 'dd/mm/yyyy');
    const m = (c: number) => (co ? sh(c, 'x ש"ח') : amount(c));
    const open = rng.int(11 * 60, 19 * 60);
    const guests = rng.int(2, 6);
    const body = `<div class="c brand">${co ? 'עיזת ההר' : 'הדיר של סיגל'}</div>
<div class="c sm">${co ? `מסעדת חווה · דרך ההר 3, הרי מירון<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}` : `מטבח חלבי בחווה · מושב אביבים · ${ltr(cellular(rng))}`}</div>
<div class="c b title">${co ? 'חשבונית מס קבלה' : 'חשבון / חשבונית מס'}</div>
${boxes([
  ['חשבון', ltr(doc)],
  ['שולחן', String(rng.int(1, 30))],
  ['סועדים', String(guests)],
  ['מלצר/ית', rng.pick(['נועה', 'עדי', 'יובל', 'רותם'])],
])}
${pairs(
  [
    ['תאריך', ltr(f(date))],
    ['נפתח', ltr(hhmm(open))],
    ['נסגר', ltr(hhmm(open + rng.int(45, 140)))],
  ],
  3,
)}
<div class="dbl"></div>
${lines.map((l) => row(`${l.qty} ${l.name}`, ltr(m(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${co ? `${row('סה"כ מנות ומשקאות', ltr(m(food)))}${row('דמי שירות 10% (מתווספים לחשבון)', ltr(m(service)))}` : ''}
${row('לתשלום', ltr(m(gross)), 'b big')}${row(`מזה מע"מ ${rate}%`, ltr(m(vat)))}
<div class="rule"></div>
${
  co
    ? `<div>שולם באשראי ${ltr(`****${rng.digits(4)}`)} · אישור ${ltr(rng.digits(6))}</div>`
    : `<div class="sm">תשר אינו כלול בחשבונית ואינו חלק מהכנסות העסק:</div>${row(`תשר ${tipPct}%`, ltr(m(tip)))}${row('חיוב בכרטיס כולל תשר', ltr(m(gross + tip)))}<div class="sm">כרטיס ${ltr(`****${rng.digits(4)}`)} · אישור ${ltr(rng.digits(6))}</div>`
}
<div class="c sm">תודה שביקרתם בחווה!</div>
${co ? '' : `<div class="c foot">${vendorName} · ע.מ. ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 280mm' : '72mm 300mm';
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'Ellinia CLM'"};font-size:12px;padding:4mm}.brand{font-size:22px;font-weight:bold}.title{margin:6px 0}.big{font-size:1.2em}.foot{margin-top:8px;border-top:1px solid #333;padding-top:3px}.box{padding:2px 3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
