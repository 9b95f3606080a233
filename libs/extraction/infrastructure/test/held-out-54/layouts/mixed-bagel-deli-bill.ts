import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-bagel-deli-bill';

const MENU: [string, number, number][] = [
  ['בייגל סלמון / Lox bagel', 4200, 5600],
  ['בייגל שמנת / Cream cheese bagel', 2400, 3200],
  ['כריך פסטרמה / Pastrami on rye', 5400, 6900],
  ['מרק עוף / Chicken soup', 3200, 3900],
  ['לביבות / Latkes', 2600, 3400],
  ['סלט כרוב / Coleslaw', 1600, 2200],
  ['עוגת גבינה / Cheesecake', 3200, 3900],
  ['קפה הפוך / Cappuccino', 1400, 1800],
  ['סודה דובדבנים / Cherry soda', 1200, 1600],
];

/** Bagel deli's bill with bilingual labels and dishes: a tip outside the bill (company) or service added (dealer). */
export const mixedBagelDeliBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? 0 : share(food, 12);
    const bill = food + service;
    const vat = vatIn(bill, rate);
    const tip = co ? share(bill, 12) : 0;
    const vendorName = co ? 'בייגל וחברים מסעדנות בע"מ' : 'יעקב פרידמן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BD-${date.slice(2, 4)}${rng.digits(5)}` : rng.digits(6);
    const a = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const body = `<div class="c brand">${co ? 'SCHMEAR · שמיר' : "JAKE'S DELI · הדלי של ג'ייק"}</div>
<div class="c sm">${co ? `רחוב אבן גבירול 120, תל אביב<br>${vendorName} · ${bi('ח.פ.', 'Reg.')} ${ltr(spacedId(taxId))}` : `מתחם התחנה, ירושלים · ${ltr(cellular(rng))}`}</div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dt(date, co ? 'd Month yyyy' : 'dd/mm/yy')))}${row(bi('שולחן', 'Table'), ltr(String(rng.int(1, 30))))}${row(bi('סועדים', 'Covers'), ltr(String(rng.int(1, 6))))}${row(bi('שעה', 'Time'), ltr(time(rng)))}${row(bi('הזמנה', 'Order'), ltr(`#${rng.digits(4)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${co ? '' : `${row(bi('ביניים', 'Subtotal'), ltr(amount(food)))}${row(bi('שירות 12%', 'Service 12%'), ltr(amount(service)))}`}
${row(bi('סה"כ', 'Total ₪'), ltr(a(bill)), 'b big')}${row(bi(`כולל מע"מ ${rate}%`, 'VAT incl.'), ltr(a(vat)))}
${co ? `<div class="rule"></div>${row(bi('טיפ 12% (לא כלול)', 'Gratuity (not incl.)'), ltr(a(tip)))}${row(bi('סה"כ בכרטיס', 'Charged to card'), ltr(a(bill + tip)))}` : ''}
${row(bi('כרטיס', 'Card'), ltr(`**${rng.digits(4)}`))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 320mm' : '76mm 340mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans Condensed','DejaVu Sans'" : "'Nachlieli CLM'"};font-size:${co ? 11 : 12}px;padding:4mm}.brand{font-size:18px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(bill), tax: truthAmount(vat) },
    };
  },
};
