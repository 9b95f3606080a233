import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-tabletop-rpg-shop-till';

/** Goods: name, lowest and highest price in whole shekels (with VAT). */
const GOODS: [string, number, number][] = [
  ['ספר חוקים למשחק תפקידים', 189, 249],
  ['ערכת קוביות פוליהדרליות', 29, 59],
  ['מיניאטורת דרקון צבועה', 79, 149],
  ['מסך שליט מבוך', 69, 99],
  ['מפת קרב מחיקה', 89, 129],
  ['ערכת צבעי מיניאטורות', 119, 179],
  ['מגש קוביות מעור', 45, 75],
  ['חבילת קלפי לחשים', 39, 59],
  ['הרפתקה מודפסת', 59, 89],
];

/** A tabletop role-playing game shop's till slip (never a Saturday), prices including VAT. */
export const heTabletopRpgShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [6]);
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = 'מבוכים ודרקונים משחקי שולחן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}${rng.int(10000, 99999)}`;
    const at = hhmm(rng.int(11 * 60, 21 * 60));
    const itemRows = lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} × ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('');
    const body = `<div class="c"><div class="brand">המבוך</div><div>משחקי תפקידים ומיניאטורות</div><div class="sm">רח׳ הרצל 58, רחובות · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס קבלה</div>
${row('מספר', ltr(doc))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('שעה', ltr(at))}${row('קופאי', rng.pick(['עומר', 'נועה', 'יונתן']))}
<div class="rule"></div>${itemRows}<div class="rule"></div>
${row('לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(amount(vat)))}
<div class="rule"></div>${row('אשראי', ltr(`****${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}
<div class="c sm">כרטיס מועדון הרפתקנים: ${ltr(rng.digits(8))}</div>`;
    const page = `80mm ${140 + lines.length * 11}mm`;
    const css = `${baseCss}
body{font-family:'Simple CLM';font-size:10.5px;width:72mm;padding:4mm}.brand{font-family:'Frank Ruehl CLM';font-size:24px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
