import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-tsfat-kebab-restaurant-bill';

/** Dish, agorot (2022). */
const MENU: [string, number][] = [
  ['קבב טלה על האש', 7800],
  ['שיפוד פרגית', 6800],
  ['מעורב ירושלמי', 6400],
  ['סלטים לשולחן', 4200],
  ['חומוס מסבחה', 3200],
  ['לאפה חמה', 900],
  ['צ׳יפס בית', 2400],
  ['עראק כוס', 2800],
  ['לימונענע', 1600],
  ['בירה מהחבית', 2900],
  ['כנאפה', 3600],
  ['קפה שחור עם הל', 1200],
];

/**
 * A kebab grill in Safed's artists' quarter, 80 mm (Nachlieli CLM name, Noto Sans Hebrew): "ע.מ." spaced in threes, "חשבון
 * לשולחן" with table, diners and waiter, dishes in a table, "סכום ביניים", "דמי שירות 12%" (service charge on every bill),
 * "סה"כ לתשלום" with "₪" before, "כולל מע"מ", then "חשבונית מס/קבלה מס'" (five digits) and the date in Hebrew words with
 * time; below a dashed line a tip written in on some ("טיפ", not part of the invoice) with the card's charge. Not on Saturday.
 */
export const heTsfatKebabRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const lines = rng.some(MENU, rng.int(4, 8)).map(([name, p]) => {
      const unit = Math.round((p * up) / 100) * 100;
      const q = rng.int(1, 4);
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = share(sub, 12);
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'מסעדת הגריל של צפת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 89999));
    const tip = rng.chance(0.6) ? Math.round((gross * rng.pick([5, 8, 10])) / 10000) * 100 : 0;
    const body = `<div class="nm">אל-מנקל</div><div class="c sm">${vendorName}<br>ע.מ. ${ltr(spacedId(taxId))}<br>רחוב האמנים, צפת</div><div class="rule"></div>
${row('חשבון לשולחן', ltr(String(rng.int(1, 24))))}${row('סועדים', ltr(String(rng.int(2, 8))))}${row('מלצר/ית', rng.pick(['נועה', 'אביב', 'מוחמד', 'שירה']))}
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
${row('סכום ביניים', ltr(amount(sub)))}${row(`דמי שירות ${ltr('12%')}`, ltr(amount(service)))}<div class="dbl"></div>${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
<div class="rule"></div><div class="c">חשבונית מס/קבלה מס' ${ltr(doc)}</div><div class="c sm">${dt(date, 'he')}, ${heHour(rng)}</div>
${tip ? `<div class="cut">- - - - - - - - - - - -</div>${row('טיפ (לא חלק מהחשבונית)', ltr(amount(tip)))}${row('חיוב באשראי', ltr(amount(gross + tip)))}` : ''}`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11.5px;width:72mm;padding:4mm}.nm{font-family:'Nachlieli CLM';font-size:30px;text-align:center;font-weight:bold}.big{font-size:15px;font-weight:bold}.cut{text-align:center;margin-top:8px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};

/** An evening hour. */
const heHour = (rng: { int(a: number, b: number): number }) => `שעה ${ltr(hhmm(rng.int(12 * 60, 23 * 60)))}`;
