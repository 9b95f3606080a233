import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-meze-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022, quantity range. */
const DISHES: [string, string, number, [number, number]][] = [
  ['לבנה עם אזוב', 'Labneh, hyssop', 3200, [1, 2]],
  ['מוחמרה', 'Muhammara', 3400, [1, 2]],
  ['חציל קלוי', 'Charred aubergine', 3200, [1, 2]],
  ['טאבולה', 'Tabbouleh', 3600, [1, 2]],
  ['סלק צלוי', 'Roasted beets', 3800, [1, 2]],
  ['שיפוד טלה', 'Lamb skewers', 7800, [1, 3]],
  ['דניס צלוי', 'Roasted bream', 11800, [1, 2]],
  ['פיתה מהטאבון', 'Flatbread', 2200, [1, 3]],
  ['לימונדה ביתית', 'Lemonade', 1600, [1, 6]],
  ['לימונענע', 'Lemon-mint crush', 1800, [1, 4]],
  ['מלבי', 'Malabi', 3200, [1, 3]],
];
const WAITERS = ['נוי', 'עומר', 'שחר', 'מאיה', 'אליה'];

/**
 * A meze restaurant in Tzur Hadassah, the bill and under it the card slip, 80 mm (Frank Ruehl CLM for the Hebrew, Noto
 * Sans for the English and figures): "מזה על הרכס" large with "MEZE AL HARECHESS" under it, the company and "ח.פ." spaced in
 * threes; "חשבון / Bill" "שולחן / Table", diners, waiter, date dd/mm/yyyy and time, "חשבונית מס-קבלה / Tax invoice
 * receipt" "מס' / No. nnnn-nn"; each dish in Hebrew with its English to the left and "q × price" with the sum; "סכום
 * ביניים / Subtotal", "שירות 10% / Service 10%" always added, "סה"כ לתשלום / Total" "₪ …", "כולל מע"מ n% / incl. VAT"
 * (contained); then "שובר אשראי / Card slip": the bill, "טיפ / Tip" (0 or 3-10% more, rounded to the shekel) and
 * "סה"כ חיוב / Charged" (the tip not in the bill); evenings, Friday closed.
 */
export const mixedMezeRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const diners = rng.int(2, 8);
    const lines = rng.some(DISHES, rng.int(4, 9)).map(([he, en, p, [lo, hi]]) => ({ he, en, q: rng.int(lo, hi), p: Math.round((p * rise) / 100) * 100 }));
    const sub = total(lines.map((l) => l.q * l.p));
    const service = share(sub, 10);
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = rng.chance(0.3) ? 0 : Math.round((gross * rng.int(3, 10)) / 100 / 100) * 100;
    const vendorName = 'הרכס מסעדנות צור הדסה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1000, 9999)}-${rng.int(10, 99)}`;
    const r = (he: string, en: string, v: string, cls = '') => `<div class="r ${cls}"><span>${he} / ${ltr(en)}</span><span>${v}</span></div>`;
    const body = `<div class="br">מזה על הרכס</div><div class="c en">MEZE AL HARECHESS</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(`${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`)} · רח' הרכס, צור הדסה</div><div class="ln"></div>
${r('שולחן', 'Table', ltr(String(rng.int(1, 32))))}${r('סועדים', 'Guests', ltr(String(diners)))}${r('מלצר/ית', 'Waiter', rng.pick(WAITERS))}${r('תאריך', 'Date', ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(18 * 60, 23 * 60 + 30))}`))}
<div class="ti">חשבונית מס-קבלה / ${ltr('Tax invoice receipt')}</div><div class="c b">מס' / ${ltr('No.')} ${ltr(doc)}</div><div class="ln"></div>
${lines.map((l) => `<div class="r"><span>${l.he}</span><span class="en">${ltr(l.en)}</span></div><div class="r sm"><span>${ltr(`${l.q} × ${amount(l.p)}`)}</span><span>${ltr(amount(l.q * l.p))}</span></div>`).join('')}<div class="ln"></div>
${r('סכום ביניים', 'Subtotal', ltr(amount(sub)))}${r(`שירות ${ltr('10%')}`, 'Service 10%', ltr(amount(service)))}${r('סה"כ לתשלום', 'Total', ltr(`₪ ${amount(gross)}`), 'big')}${r(`כולל מע"מ ${ltr(`${rate}%`)}`, `incl. VAT ${rate}%`, ltr(amount(vat)), 'sm')}
<div class="cut">✂ - - - - - - - - - - - - - - - - -</div><div class="ti">שובר אשראי / ${ltr('Card slip')}</div>${r('כרטיס', 'Card', ltr(`${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ${rng.digits(4)}`))}
${r('חשבון', 'Bill', ltr(amount(gross)))}${r('טיפ', 'Tip', ltr(amount(tip)))}${r('סה"כ חיוב', 'Charged', ltr(amount(gross + tip)), 'b')}${r('אישור', 'Auth.', ltr(rng.digits(6)), 'sm')}<div class="c sm">תודה! / ${ltr('Thank you!')}</div>`;
    const css = `body{font-family:'Frank Ruehl CLM','Noto Sans';font-size:13px;width:72mm;padding:4mm}.br{font-size:34px;font-weight:bold;text-align:center}.en{font-family:'Noto Sans';font-size:10px}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.r{display:flex;justify-content:space-between;gap:4px}.ln{border-top:1px solid #000;margin:5px 0}.ti{text-align:center;font-weight:bold;margin-top:6px}.big{font-size:16px;font-weight:bold;margin:3px 0}.cut{text-align:center;margin:10px 0 4px;font-family:'Noto Sans';font-size:10px}`;
    const page = '80mm 260mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
