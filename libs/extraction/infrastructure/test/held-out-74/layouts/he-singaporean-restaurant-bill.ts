import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-singaporean-restaurant-bill';

/** Dishes and drinks: Hebrew, Latin, lowest and highest price in agorot (VAT included, 2022). */
const MENU: [string, string, number, number][] = [
  ['לקסה סרטנים', 'Laksa', 6200, 7400],
  ['אורז עוף האינני', 'Hainanese chicken rice', 5800, 6800],
  ['צ׳אר קוואי טאו', 'Char kway teow', 5600, 6600],
  ['נאסי למאק', 'Nasi lemak', 5400, 6400],
  ['סאטה עוף (6 שיפודים)', 'Chicken satay', 4200, 5200],
  ['רוטי פראטה עם קארי', 'Roti prata', 3200, 3900],
  ['סרטן צ׳ילי (למנה זוגית)', 'Chilli crab', 16800, 19800],
  ['אויסטר אומלט', 'Orh luak', 4800, 5600],
  ['קאיה טוסט', 'Kaya toast', 2600, 3200],
  ['טה טאריק', 'Teh tarik', 1600, 2000],
  ['בירה טייגר', 'Tiger beer', 2800, 3400],
  ['ליים סודה', 'Lime soda', 1400, 1800],
];

/**
 * A Singaporean restaurant's bill in Ramat HaSharon, 80 mm (Shofar): Latin name, company name and id, table, diners
 * and waiter, dd.mm.yyyy and time, quantity, dish (Hebrew, its Latin name under it) and sum, a 12% service charge for
 * eight diners or more (part of the bill, VAT contained in it), otherwise "השירות אינו כלול" and tip suggestions at
 * 10%, 12% and 15% printed under the bill (not part of it).
 */
export const heSingaporeanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const diners = rng.chance(0.35) ? rng.int(8, 14) : rng.int(2, 6);
    const lines = rng.some(MENU, Math.min(MENU.length, rng.int(3, 5) + Math.floor(diners / 3))).map(([he, en, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 100) * 100;
      const qty = Math.max(1, Math.min(diners, rng.int(1, Math.ceil(diners / 2))));
      return { he, en, qty, sum: qty * unit };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 8 ? share(food, 12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'קמפונג מטבח סינגפורי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 399999));
    const tips = [10, 12, 15].map((p) => `${ltr(`${p}%`)}: ${ltr(amount(share(food, p)))}`);
    const body = `<div class="c"><div class="lat">KAMPONG</div><div class="brand">קמפונג</div><div class="sm">מטבח סינגפורי · רח׳ סוקולוב ${ltr(String(rng.int(2, 60)))}, רמת השרון</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 32)))}`, `סועדים: ${ltr(String(diners))}`)}
${row(`מלצר/ית: ${rng.pick(['נועה', 'עומר', 'ליה', 'איתי', 'שני'])}`, ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(12 * 60, 22 * 60 + 30))}`))}
<div class="rule"></div>
${lines.map((l) => `<div class="ln">${row(`${ltr(String(l.qty))} ${l.he}`, ltr(amount(l.sum)))}<div class="en">${ltr(l.en)}</div></div>`).join('')}
<div class="rule"></div>
${row('סה"כ מנות', ltr(amount(food)))}
${service ? row(`דמי שירות ${ltr('12%')} (${ltr('8')} סועדים ומעלה)`, ltr(amount(service))) : ''}
<div class="dbl"></div>
${row('לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="rule"></div>
${service ? '<div class="c sm">דמי השירות נכללו בחשבון</div>' : `<div class="c sm">השירות אינו כלול במחיר</div><div class="tip"><div class="c sm b">טיפ מומלץ (לא כלול בחשבון)</div><div class="c sm">${tips.join(' · ')}</div></div>`}
<div class="c sm">${ltr('Terima kasih!')} · תודה ולהתראות</div>`;
    const css = `${baseCss}
body{font-family:'Shofar','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm}.brand{font-size:22px;font-weight:bold}.lat{font-size:10px;letter-spacing:4px}.ln{margin:3px 0}.en{font-size:10px;color:#555}.big{font-size:1.25em}.tip{border:1px dotted #444;padding:3px;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
