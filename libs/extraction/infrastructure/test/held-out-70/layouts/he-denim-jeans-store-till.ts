import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, nth, row, total, vatIn, yearFor, dayOf } from './extra';

const ID = 'he-denim-jeans-store-till';

/** Goods: name, lowest and highest price in whole shekels (with VAT), and whether it is a pair of jeans (sized W/L). */
const GOODS: [string, number, number, boolean][] = [
  ['ג׳ינס סלים כחול כהה', 249, 329, true],
  ['ג׳ינס ישר קלאסי', 229, 299, true],
  ['ג׳ינס רחב אמא', 259, 349, true],
  ['ג׳ינס סקיני שחור', 219, 289, true],
  ['ג׳ינס עבודה עבה', 279, 389, true],
  ['מכנסי ג׳ינס קצרים', 149, 199, true],
  ['ז׳קט ג׳ינס', 329, 459, false],
  ['חולצת ג׳ינס מכופתרת', 199, 259, false],
  ['חצאית ג׳ינס', 179, 239, false],
  ['חגורת עור', 89, 149, false],
];

/**
 * A jeans store's till slip in Holon, 80 mm (Miriam Mono CLM): company name and id, "חשבונית מס / קבלה"
 * with till and cashier, dd/mm/yy and time, jeans with their waist and leg sizes, "second pair at half
 * price" as a minus line, hemming at the till, VAT contained, card (last digits, instalments) or cash
 * with change. Never on a Saturday.
 */
export const heDenimJeansStoreTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n)), [6]);
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi, sized]) => {
      const unit = rng.int(lo, hi) * 100 - (rng.chance(0.5) ? 10 : 0);
      const size = sized ? ` ${ltr(`W${rng.int(26, 38)} L${rng.pick([30, 32, 34])}`)}` : '';
      return { name: `${name}${size}`, sku: `${rng.int(1, 9)}${rng.digits(6)}`, qty: 1, unit, jeans: sized };
    });
    const pairs = lines.filter((l) => l.jeans);
    const half = pairs.length >= 2 ? Math.round(Math.min(...pairs.map((l) => l.unit)) / 2) : 0;
    const hem = pairs.length && rng.chance(0.4) ? rng.pick([2000, 2500, 3000]) : 0;
    const gross = total(lines.map((l) => l.unit)) - half + hem;
    const vat = vatIn(gross, rate);
    const vendorName = 'אינדיגו דנים סטור בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 489999));
    const card = rng.chance(0.75);
    const paid = card ? gross : Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const body = `<div class="c"><div class="brand">INDIGO</div><div class="b">${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div>רח׳ סוקולוב ${ltr(String(rng.int(3, 90)))}, חולון · ${ltr(`03-${rng.int(5, 6)}${rng.digits(6)}`)}</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳', ltr(doc))}${row('תאריך', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(10 * 60, 21 * 60 + 30))}`))}${row('קופה / קופאי', ltr(`${rng.int(1, 3)} / ${rng.int(101, 140)}`))}
<div class="dash"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${ltr(l.sku)}</span> ${ltr(`1 x ${amount(l.unit)}`)}`, ltr(amount(l.unit)))}`).join('')}
${half ? row('מבצע: זוג שני בחצי מחיר', ltr(`-${amount(half)}`)) : ''}
${hem ? row('קיצור מכנס במקום', ltr(amount(hem))) : ''}
<div class="dash"></div>
${row('סה"כ פריטים', ltr(String(lines.length)))}
${row('לתשלום', ltr(amount(gross)), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row('סכום ללא מע"מ', ltr(amount(gross - vat)))}
<div class="dash"></div>
${
  card
    ? `${row(`אשראי ${ltr(`****${rng.digits(4)}`)}`, ltr(amount(gross)))}${row('תשלומים', ltr(String(gross > 50000 ? rng.pick([1, 2, 3]) : 1)))}${row('אישור', ltr(rng.digits(7)))}`
    : `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`
}
<div class="dash"></div>
<div class="c sm">החלפה תוך ${ltr('14')} יום עם חשבונית ותווית · מכנס מקוצר אינו ניתן להחזרה</div>
<div class="c sm">תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:11.5px;width:72mm;padding:4mm}.brand{font-family:'URW Gothic','DejaVu Sans';font-size:24px;letter-spacing:5px;font-weight:bold}
.dash{border-top:1px dashed #222;margin:4px 0}.big{font-size:1.25em;margin:2px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
