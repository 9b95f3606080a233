import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-hydroponics-shop-till';

const GOODS: [string, number, number][] = [
  ['ערכת גידול הידרופונית 12 תאים', 18900, 32900],
  ['משאבת מים שקטה', 6900, 12900],
  ['נורת גידול LED 40W', 9900, 21900],
  ['דשן נוזלי A+B', 3900, 6900],
  ['צמר סלעים - קוביות', 1900, 3900],
  ['כדורי חימר מורחב 10 ל׳', 2900, 4900],
  ['מד pH דיגיטלי', 8900, 14900],
  ['מד EC', 9900, 15900],
  ['זרעי חסה, מארז', 900, 1900],
  ['טיימר דיגיטלי', 4900, 7900],
  ['סלסלות רשת 50 יח׳', 1500, 2900],
];

/** Hydroponics shop's till slip: a company under a brand, or a licensed dealer named at the bottom. */
export const heHydroponicsShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(3, 6)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const member = rng.chance(0.5);
    const disc = member ? Math.round(sub * 0.05) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מים וצמח טכנולוגיות גידול בע"מ' : 'עומרי בן שושן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HY-${date.slice(0, 4)}-${rng.digits(5)}` : rng.digits(6);
    const f = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yy');
    const money = (c: number) => (co ? sh(c, 'x ₪') : amount(c));
    const cash = !co && rng.chance(0.5);
    const given = Math.ceil(gross / 5000) * 5000;
    const body = `<div class="slip"><div class="c brand">${co ? 'ירוק במים' : 'גן בלי אדמה'}</div>
<div class="c sm">${co ? 'מרכז מסחרי נווה זאב, באר שבע' : 'רחוב הנגב 14, אופקים'} · ${ltr(co ? landline(rng) : cellular(rng))}</div>
${co ? `<div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(hyphenId(taxId))}</div>` : ''}
<div class="rule"></div><div class="c b">חשבונית מס / קבלה</div>
${row('מספר:', ltr(doc))}${row('תאריך:', ltr(f))}${row('שעה:', ltr(`${String(rng.int(9, 19)).padStart(2, '0')}:${rng.int(10, 59)}`))}${row('מוכר/ת:', rng.pick(['דנה', 'אליאור', 'שני', 'רועי']))}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>${member ? `${row('סכום ביניים', ltr(amount(sub)))}${row(`הנחת חבר מועדון 5% (כרטיס ${ltr(rng.digits(6))})`, ltr(`-${amount(disc)}`))}` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(amount(vat)))}
<div class="rule"></div>${cash ? `${row('מזומן', ltr(amount(given)))}${row('עודף', ltr(amount(given - gross)))}` : `${row('אשראי', ltr(`XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}`}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} עוסק מורשה ${ltr(taxId)}</div>`}
<div class="c sm">החלפה תוך 14 יום בהצגת חשבונית</div></div>`;
    const page = co ? '80mm 200mm' : '58mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam Mono CLM'"};font-size:${co ? 11 : 9.5}px}.slip{padding:3mm}.brand{font-size:17px;font-weight:bold;font-family:'Frank Ruehl CLM'}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
