import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day } from '../notation';

const PLACES = ['ביסטרו הנמל', 'הטאבון של אבא בע"מ', 'סושי-בר קאזה', 'הקצבייה של יוסי', 'מזנון הגפן'];
const MENU = [
  "פוקצ'ה הבית",
  'סביח צלחת',
  "קרפצ'יו בקר",
  "אנטריקוט 300 גר'",
  'רול סלמון',
  'ניוקי פטריות',
  'קבב על האש',
  'פלטת מזטים',
  'סלט קיסר',
  'מים מינרליים',
  'בירה גולדסטאר',
  'יין הבית כוס',
  'קינוח שוקולד',
  'קפה הפוך',
];

/**
 * A Hebrew restaurant check: table, covers and waiter, the order number beside the document
 * number, a service charge (שירות) added to the food, the VAT included in both printed as "מתוכו
 * מע"מ", then the tip the diner added on the card right under the VAT line, and the final amount
 * charged. The total is what was paid, tip included.
 */
export const heRestaurantCheck: Layout = {
  id: 'he-restaurant-check',
  lang: 'he',
  kind: 'restaurant',
  make(rng) {
    const vendor = rng.pick(PLACES);
    const company = vendor.includes('בע"מ') || rng.chance(0.4);
    const id = taxId(rng, company);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = rng.some(MENU, rng.int(3, 9)).map((name) => ({ name, qty: rng.chance(0.7) ? 1 : rng.int(2, 3), unit: rng.int(12, 118) * 100 + rng.pick([0, 0, 50, 90]) }));
    const food = items.reduce((s, l) => s + l.qty * l.unit, 0);
    const pct = rng.pick([10, 12, 12.5, 15]);
    const service = Math.round((food * pct) / 100);
    const bill = food + service;
    const vat = vatOfGross(bill, rate);
    const tip = rng.chance(0.6) ? rng.pick([1000, 2000, 2500, 3000, 5000]) : 0;
    const total = bill + tip;
    const doc = String(rng.int(1000, 99999));
    const style = rng.pick(['d/m/y', 'd.m.y', 'd/m/Y'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'Hadasim CLM', 'FreeSerif', 'Liberation Sans Narrow']);
    const idLabel = company ? rng.pick(['ח.פ.', 'ח"פ']) : rng.pick(['עוסק מורשה', 'ע.מ.']);
    const body = `
<div class="nm">${esc(vendor)}</div>
<div class="c">${rng.pick(['רח\' אבן גבירול 140, ת"א', 'המושבה הגרמנית, חיפה', 'מתחם התחנה, ירושלים', 'נמל הרצליה'])} &middot; ${idLabel} ${id}</div>
<div class="box">חשבונית מס/קבלה ${doc}</div>
<table class="h"><tr><td>שולחן ${rng.int(1, 60)}</td><td>סועדים ${rng.int(1, 9)}</td><td>מלצר: ${rng.pick(['עומר', 'מאיה', "ג'ורג'", 'הדס'])}</td></tr>
<tr><td>הזמנה #${rng.int(10, 999)}</td><td colspan="2">${day(date, style)} &nbsp; ${time(rng)}</td></tr></table>
<table class="i">${items.map((l) => `<tr><td>${l.qty}</td><td>${esc(l.name)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="t">
<tr><td>סה"כ מנות</td><td>${amount(food)}</td></tr>
<tr><td>שירות ${pct}%</td><td>${amount(service)}</td></tr>
<tr class="b"><td>סה"כ חשבון</td><td>${amount(bill)}</td></tr>
<tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
${tip ? `<tr><td>טיפ (אשראי)</td><td>${amount(tip)}</td></tr><tr class="b"><td>סה"כ חויב</td><td>${amount(total)} ₪</td></tr>` : ''}
</table>
<div class="c">${rng.pick(['ויזה', 'מאסטרקארד', 'דיינרס'])} ****${rng.digits(4)} &middot; ${tip ? 'כולל טיפ' : 'ללא טיפ'}</div>
<div class="c sm">דמי השירות אינם טיפ. תודה ולהתראות!</div>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; width: 74mm; padding: 4mm; }
.nm { font-size: 18pt; font-weight: bold; text-align: center; } .c { text-align: center; font-size: 8.5pt; margin: 1mm 0; } .sm { font-size: 7.5pt; }
.box { border: 2px solid #000; text-align: center; font-weight: bold; margin: 3mm 6mm; padding: 1mm; }
.h { width: 100%; font-size: 9pt; } .i { width: 100%; border-top: 1px solid #000; border-bottom: 1px solid #000; margin: 2mm 0; }
.i td:first-child { width: 6mm; } .i td:last-child, .t td:last-child { text-align: left; direction: ltr; }
.t { width: 100%; } .b td { font-weight: bold; font-size: 11.5pt; }`;
    return {
      page: '82mm 250mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '82mm 250mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
