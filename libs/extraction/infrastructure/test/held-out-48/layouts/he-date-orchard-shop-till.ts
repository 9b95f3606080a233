import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-date-orchard-shop-till';
const GOODS: [string, number][] = [
  ['תמרי מג׳הול ג׳מבו 1 ק"ג', 6900],
  ['תמרי דקל נור 500 גר׳', 2400],
  ['תמרי ברחי טריים', 3200],
  ['סילאן טהור 350 גר׳', 2600],
  ['ממרח תמרים ואגוזים', 3400],
  ['תמרים ממולאים שקדים', 4800],
  ['מארז מתנה עץ', 12900],
  ['עוגיות תמרים', 1900],
  ['שייק תמרים', 1800],
  ['חטיף תמר ושומשום', 900],
];

/** A date palm orchard's farm shop till slip. */
export const heDateOrchardShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const disc = rng.chance(0.5) ? Math.round((sub * 5) / 100) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דקלי הערבה משק ושיווק בע"מ' : 'עמרי שטרנברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `DA${dt(date, 'yyyy-mm-dd').slice(2, 4)}-${rng.digits(5)}` : String(rng.int(1200, 9800));
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy');
    const head = co
      ? `<div class="c brand">תמרי חצבה</div><div class="c sm">חנות המשק · מושב חצבה, ערבה תיכונה</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">בוסתן התמר</div><div class="c sm">דוכן המטע · צומת עין יהב · ${ltr(cellular(rng))}</div>`;
    const body = `<div class="slip">${head}<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית:', ltr(doc))}${row('תאריך:', ltr(dateText))}${row('שעה:', `${rng.int(8, 17)}:${rng.int(10, 59)}`)}${row('קופה:', String(rng.int(1, 3)))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`${l.qty} x ${amount(l.unit)}`, amount(l.qty * l.unit))}`).join('')}
<div class="rule"></div>
${disc ? `${row('סכום ביניים', amount(sub))}${row('הנחת חבר מועדון 5%', `-${amount(disc)}`)}${row('כרטיס מועדון', ltr(rng.digits(7)))}` : ''}
${row('סה"כ לתשלום', sh(gross, '₪ x'), 'b big')}
${row(`מזה מע"מ ${rate}%`, amount(vat))}${row('סה"כ ללא מע"מ', amount(gross - vat))}
<div class="rule"></div>
${rng.chance(0.5) ? `${row('מזומן', amount(Math.ceil(gross / 5000) * 5000))}${row('עודף', amount(Math.ceil(gross / 5000) * 5000 - gross))}` : `${row('אשראי', `****${rng.digits(4)}`)}${row('אישור', ltr(rng.digits(7)))}`}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}
<div class="c sm">תודה ושתהיה שנה מתוקה!</div></div>`;
    const page = co ? '80mm 200mm' : '58mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam Mono CLM'"};font-size:${co ? '11.5px' : '10px'}}
.slip{padding:3mm}.brand{font-size:20px;font-weight:bold;font-family:${co ? "'Ellinia CLM'" : "'Aharoni CLM'"}}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
