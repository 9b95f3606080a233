import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-chocolate-boutique-till';
const GOODS: [string, number][] = [
  ['קופסת פרלינים 12 יח׳', 8900],
  ['טראפלס אגוזי לוז', 5400],
  ['טבלת שוקולד מריר 72%', 2600],
  ['טבלת חלב עם מלח ים', 2400],
  ['שוקו חם בכוס', 1600],
  ['קליפות תפוז בשוקולד', 3800],
  ['ממרח פיסטוק', 4200],
  ['סוכריות שוקולד במשקל', 3100],
  ['אריזת מתנה', 900],
  ['פרלין פסיפלורה', 700],
  ['עוגת בראוניז', 2900],
];

/** Chocolate boutique till slip: a company under its brand (80 mm) or a licensed dealer's kiosk (60 mm). */
export const heChocolateBoutiqueTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5);
    const disc = club ? Math.round((sub * 7) / 100) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קקאו אדום מעדנים בע"מ' : 'נעמה ברזילי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CH${date.slice(2, 4)}/${rng.digits(5)}` : String(rng.int(1000, 9999));
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy');
    const cash = rng.chance(0.5);
    const paid = Math.ceil(gross / 5000) * 5000;
    const head = co
      ? `<div class="c brand">שוקולטה אדומה</div><div class="c sm">קניון הזהב, ראשון לציון · ${ltr(landline(rng))}</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">פרלין של נעמה</div><div class="c sm">שוק הפשפשים, יפו · ${ltr(cellular(rng))}</div>`;
    const body = `<div class="slip">${head}<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית:', ltr(doc))}${row('תאריך:', ltr(dateText))}${row('שעה:', ltr(`${rng.int(9, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`))}${row('קופה:', String(rng.int(1, 3)))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), amount(l.qty * l.unit))}`).join('')}
<div class="rule"></div>
${club ? `${row('סכום ביניים', amount(sub))}${row('הנחת מועדון מתוקים 7%', `-${amount(disc)}`)}${row('כרטיס מועדון', ltr(rng.digits(8)), 'sm')}` : ''}
${row('סה"כ לתשלום', `₪ ${amount(gross)}`, 'b big')}
${row(`מע"מ ${rate}%`, amount(vat))}${row('חייב במע"מ', amount(gross - vat))}
<div class="rule"></div>
${cash ? `${row('מזומן', amount(paid))}${row('עודף', amount(paid - gross))}` : `${row('אשראי', ltr(`XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}`}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}
<div class="c sm">החלפה תוך 7 ימים בהצגת החשבונית</div></div>`;
    const page = co ? '80mm 200mm' : '60mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam Mono CLM'"};font-size:${co ? '11.5px' : '9.5px'}}
.slip{padding:3mm}.brand{font-family:${co ? "'Ellinia CLM'" : "'Aharoni CLM'"};font-size:20px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
