import { amount, htmlPage, israeliRate, Layout, lineItems, sum, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, avoid, vatIn } from './extra';

const ID = 'he-tennis-racket-stringing-till';

const GOODS = [
  'שזירת מחבט - מיתר פוליאסטר',
  'שזירת מחבט - מיתר סינתטי',
  'שזירת מחבט בדמינטון',
  'גריפ בסיס',
  'אוברגריפ 3 יח׳',
  'בולם רעידות',
  'קופסת כדורי טניס 4 יח׳',
  'שפופרת נוצות בדמינטון',
  'תיק מחבטים כפול',
  'סליל מיתר 12 מ׳',
  'כדורי פאדל 3 יח׳',
  'מגן מסגרת',
];

/** Tennis racket stringing shop's till slip. */
export const heTennisRacketStringingTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = lineItems(rng, GOODS, [2, 5], [90, 1800], [1, 3]);
    const sub = sum(lines);
    const club = rng.chance(0.5);
    const disc = club ? Math.round(sub * 0.08) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מיתרי מגרש בע"מ' : 'רונית אלמוג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TS${date.slice(2, 4)}/${rng.digits(5)}` : rng.digits(5);
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd.m.yy');
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const body = `<div class="slip"><div class="c brand">${co ? 'סטרינג פוינט' : 'נקודת מיתר'}</div>
<div class="c sm">${co ? 'מרכז הטניס, רמת השרון' : 'רחוב הרצל 40, רחובות'} · ${ltr(co ? landline(rng) : cellular(rng))}</div>
${co ? `<div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(hyphenId(taxId))}</div>` : ''}
<div class="rule"></div><div class="c b">חשבונית מס קבלה</div>
${row('מס׳ מסמך:', ltr(doc))}${row('תאריך:', ltr(f))}${row('שעה:', ltr(`${rng.int(9, 19)}:${rng.digits(1)}${rng.digits(1)}`))}${row('קופה:', ltr(String(rng.int(1, 4))))}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>${club ? `${row('סכום ביניים', ltr(amount(sub)))}${row('הנחת מנוי מועדון 8%', ltr(`-${amount(disc)}`))}<div class="sm">כרטיס מנוי ${ltr(rng.digits(7))}</div>` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(amount(vat)))}
${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('אשראי', ltr(`**** ${rng.digits(4)}`))}${row('מס׳ אישור', ltr(rng.digits(6)))}`}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}<div class="c sm">תודה ומשחק נעים!</div></div>`;
    const page = co ? '80mm 200mm' : '58mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam Mono CLM'"};font-size:${co ? 11 : 9.5}px}.slip{padding:3mm 4mm}.brand{font-family:${co ? "'Aharoni CLM'" : "'Ellinia CLM'"};font-size:20px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
