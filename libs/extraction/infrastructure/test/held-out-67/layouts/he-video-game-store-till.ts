import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-video-game-store-till';

/** Goods: name (a console or platform in a left-to-right island), lowest and highest price in whole shekels, VAT included. */
const GOODS: [string, number, number][] = [
  [`משחק ${ltr('PS5')} - הרפתקאות`, 189, 299],
  [`משחק ${ltr('Switch')} - מסיבה משפחתית`, 169, 279],
  [`בקר אלחוטי ${ltr('DualSense')}`, 269, 329],
  ['אוזניות גיימינג עם מיקרופון', 149, 459],
  ['תחנת טעינה לשני בקרים', 89, 139],
  ['משחק יד שנייה - בדוק', 59, 129],
  ['מגן מסך לקונסולה ניידת', 29, 49],
  ['תיק נשיאה לקונסולה ניידת', 69, 119],
  ['משטח עכבר גיימינג XL', 59, 99],
  ['בובת דמות מאספנים', 79, 189],
];

/**
 * A video game shop's till slip in Petah Tikva (never on a Saturday): 80 mm, Nachlieli CLM, company
 * id hyphenated under the name, prices with VAT included, a club discount of 5% on some slips, VAT
 * contained in the total, card or cash with change.
 */
export const heVideoGameStoreTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [6]);
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.8) ? 1 : 2, unit: rng.int(lo, hi) * 100 - (rng.chance(0.6) ? 10 : 0) }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5);
    const discount = club ? Math.floor((gross * 5 + 50) / 100) : 0;
    const pay = gross - discount;
    const vat = vatIn(pay, rate);
    const vendorName = 'פיקסל פוינט גיימינג בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 189999));
    const till = rng.int(1, 3);
    const txn = rng.int(10000, 99999);
    const cash = rng.chance(0.3);
    const tendered = Math.ceil(pay / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const rows = lines.map((l) => `<div class="it">${l.name}</div>${row(l.qty > 1 ? `${ltr(String(l.qty))} × ${ltr(amount(l.unit))}` : '', ltr(amount(l.qty * l.unit)))}`).join('');
    const payment = cash
      ? `${row('מזומן', ltr(amount(tendered)))}${row('עודף', ltr(amount(tendered - pay)))}`
      : `${row(`אשראי ${ltr(`****${rng.digits(4)}`)}`, ltr(amount(pay)))}${row('מס׳ אישור', ltr(rng.digits(7)))}`;
    const body = `<div class="c"><div class="brand">PIXEL POINT</div><div class="b">${vendorName}</div><div>ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">קניון הסיטי, ז׳בוטינסקי, פתח תקווה · טל׳ ${ltr(`03-${rng.int(900, 939)}${rng.digits(4)}`)}</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
<div class="c sm">מקור</div>
${row(`תאריך ${ltr(dt(date, 'dd/mm/yyyy'))}`, `שעה ${ltr(time(rng))}`)}
${row(`קופה ${ltr(String(till))}`, `עסקה ${ltr(String(txn))}`)}
<div class="dash"></div>
${rows}
<div class="dash"></div>
${row('סכום ביניים', ltr(amount(gross)))}
${club ? row(`הנחת מועדון ${ltr('5%')}`, ltr(`-${amount(discount)}`)) : ''}
${row('סה"כ לפני מע"מ', ltr(amount(pay - vat)))}
${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row('סה"כ לתשלום', ltr(`₪ ${amount(pay)}`), 'b big')}
<div class="dash"></div>
${payment}
${club ? `<div class="sm">חבר מועדון: ${ltr(rng.digits(6))}</div>` : ''}
<div class="c sm">החלפה תוך 14 יום בהצגת חשבונית · משחקים פתוחים אינם ניתנים להחזרה</div>
<div class="c sm">תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12.5px;width:72mm;padding:4mm}.brand{font-size:20px;font-weight:bold;letter-spacing:3px;font-family:'DejaVu Sans'}.dash{border-top:1px dashed #000;margin:5px 0}.it{margin-top:3px}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
