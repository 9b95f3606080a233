import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, notAnId, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-hiking-maps-shop-till';

const GOODS: [string, number, number][] = [
  ['מפת סימון שבילים 1:50,000 - גליל עליון', 78, 98],
  ['מפת סימון שבילים - הרי ירושלים', 78, 98],
  ['מפת טיולים - מדבר יהודה', 78, 98],
  ["מדריך שביל ישראל - כרך א'", 89, 129],
  ['מצפן בסיס עם סרגל', 69, 189],
  ['נרתיק מפה עמיד למים', 39, 69],
  ['פנס ראש 300 לומן', 99, 219],
  ['משרוקית חירום', 15, 29],
  ['מד גובה דיגיטלי', 249, 449],
  ['מקלות הליכה - זוג', 149, 299],
];

/** Hiking maps and navigation shop's till slip, prices including VAT (never a Saturday). */
export const heHikingMapsShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 + rng.pick([0, 90]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5);
    const disc = club ? Math.round((sub * 7) / 100) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מפות השביל בע"מ' : 'עמרי טלמור';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MP${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(6);
    const f = (d: string) => dt(d, co ? 'dd/mm/yy' : 'dd.mm.yyyy');
    const m = (c: number) => (co ? sh(c, 'x ₪') : amount(c));
    const cash = rng.chance(0.4);
    const given = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const pay = cash
      ? `${row('מזומן', ltr(m(given)))}${row('עודף', ltr(m(given - gross)))}`
      : `${row(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ****${rng.digits(4)}`, ltr(m(gross)))}<div class="sm">אישור ${ltr(rng.digits(7))} · תשלומים: 1</div>`;
    const body = `<div class="c brand">${co ? 'שביל ומפה' : 'נקודת ציון'}</div>
<div class="c sm">${co ? `${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רח׳ עמק רפאים 41, ירושלים · ${ltr(landline(rng))}` : `מפות · ניווט · ציוד שטח<br>מרכז מסחרי, כרמיאל · ${ltr(cellular(rng))}`}</div>
<div class="c b title">${co ? 'חשבונית מס / קבלה' : 'קבלה - חשבונית מס'}</div>
${row('מס׳ מסמך', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('שעה', ltr(time(rng)))}${row('קופאי/ת', rng.pick(['שירן', 'דניאל', 'אלון', 'מאיה']))}
<div class="dbl"></div>
${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(m(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${club ? `${row('סכום ביניים', ltr(m(sub)))}${row('הנחת חבר מועדון 7%', ltr(m(-disc)))}<div class="sm">כרטיס מועדון ${ltr(notAnId(rng))}</div>` : ''}
${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(m(vat)))}
<div class="rule"></div>${pay}
<div class="c sm">החלפה עד 14 יום בצירוף חשבונית. מפות שנפתחו אינן להחזרה.</div>
${co ? '' : `<div class="c foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? '74mm 260mm' : '57mm 320mm';
    const css = `${baseCss}
body{font-family:${co ? "'Miriam Mono CLM'" : "'Nachlieli CLM'"};font-size:${co ? 11 : 10}px;padding:3mm}.brand{font-size:${co ? 20 : 17}px;font-weight:bold}.title{margin:6px 0;border:1px dashed #333;padding:2px}.big{font-size:1.2em;margin:3px 0}.foot{margin-top:8px;border-top:1px dashed #333;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
