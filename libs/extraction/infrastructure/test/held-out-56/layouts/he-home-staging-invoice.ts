import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-home-staging-invoice';

/** Home staging studio's A4 tax invoice for a flat put up for sale, VAT added. */
export const heHomeStagingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const months = rng.int(1, 3);
    const hours = rng.int(4, 14);
    const lines: [string, string, number, number][] = [
      ['השכרת ריהוט ואביזרים להצבה (לחודש)', String(months), months, rng.int(18, 42) * 10000],
      ['תכנון ועיצוב הצבה (שעות)', String(hours), hours, rng.int(220, 380) * 100],
      ['הובלה, הרכבה ופירוק', '1', 1, rng.int(90, 180) * 1000],
    ];
    if (rng.chance(0.5)) lines.push(['צילום מקצועי לאחר הצבה', '1', 1, rng.int(8, 15) * 10000]);
    if (rng.chance(0.5)) lines.push(['צמחייה וטקסטיל מתכלים', '1', 1, rng.int(30, 90) * 1000]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'בית מוכן עיצוב והצבה בע"מ' : 'ורד אלמגור';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HS/${date.slice(0, 4)}/${rng.digits(4)}` : rng.digits(5);
    const f = (d: string) => dt(d, co ? 'yyyy-mm-dd' : 'dd/mm/yyyy');
    const m = (c: number) => (co ? amount(c) : sh(c, 'ש"ח x'));
    const start = plus(date, -rng.int(30 * months, 30 * months + 20));
    const body = `<div class="head"><div class="brand">${co ? 'בית מוכן' : 'ורד · סטודיו להצבת בתים'}</div><div class="sm">${co ? `${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ הברזל 30, תל אביב` : `הום סטיילינג למכירה ולהשכרה<br>${ltr(cellular(rng))}`}</div></div>
<h1>חשבונית מס <span class="orig">${rng.pick(['מקור', 'העתק'])}</span></h1>
${pairs(
  [
    ['חשבונית מס׳', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['לכבוד', rng.pick(['נדל"ן הדר תיווך בע"מ', 'קבוצת אופק נכסים בע"מ', 'בית ועוד תיווך בע"מ'])],
    ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
    ['כתובת הנכס', rng.pick(['רח׳ ארלוזורוב 112, דירה 9, תל אביב', 'רח׳ הנשיא 5, הרצליה', 'שד׳ בן גוריון 60, רמת גן'])],
    ['תקופת הצבה', ltr(`${f(start)} - ${f(date)}`)],
  ],
  2,
)}
${items(
  ['פירוט', 'כמות', `מחיר${co ? ' (₪)' : ''}`, `סה"כ${co ? ' (₪)' : ''}`],
  lines.map(([name, q, qn, u]) => [name, q, ltr(m(u)), ltr(m(qn * u))]),
)}
<div class="sum">${row('סכום לפני מע"מ', ltr(m(net)))}${row(`מע"מ ${rate}%`, ltr(m(vat)))}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 45])}. העברה לבנק ${rng.pick(['הפועלים', 'לאומי', 'מזרחי טפחות'])}, סניף ${ltr(rng.digits(3))}, חשבון ${ltr(rng.digits(6))}.</div>
${co ? '' : `<div class="foot">ורד אלמגור · עוסק מורשה ${ltr(taxId)} · רח׳ סוקולוב 18, כפר סבא</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Hadasim CLM'"};font-size:13px;padding:18mm}.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #8d6e63;padding-bottom:8px}.brand{font-size:26px;color:#8d6e63;letter-spacing:2px}h1{font-size:20px}.orig{border:1px solid #333;font-size:12px;padding:1px 6px;margin-right:8px}.sum{width:45%;margin-right:auto;margin-top:8px}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:50px;text-align:center;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
