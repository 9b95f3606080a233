import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-malawach-restaurant-bill';

/** Dish, agorot (2022). */
const MENU: [string, number][] = [
  ['מלאווח עם ביצה ורסק', 3600],
  ['מלאווח ממולא גבינה', 4200],
  ['ג׳חנון שבת (3 יח׳)', 3900],
  ['קובאנה עם חילבה', 2800],
  ['מרק רגל תימני', 5200],
  ['מרק עוף עם חוויאג׳', 4400],
  ['סלט ירקות קצוץ', 2400],
  ['זחוג וחילבה בצד', 900],
  ['קפה תימני', 1400],
  ['תה עם הל', 1200],
  ['לימונענע', 1600],
];

/**
 * A Yemenite malawach kitchen in Rosh HaAyin, 80 mm (Shofar name, Noto Sans Hebrew): the company with "ח.פ." plain,
 * "חשבון", table, diners and waiter, an item table, "ביניים", "שירות 10%" added on every bill, "סה"כ לתשלום" with "ש"ח" after,
 * "כולל מע"מ" with the rate and the VAT contained, "חשבונית מס/קבלה" ("MW" and five digits) with the date (dd/mm/yy); on some,
 * under a row of scissors, "טיפ (לא כלול בחשבונית)" and the card's combined charge. Closed on Saturday.
 */
export const heMalawachRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = share(sub, 10);
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'בית המלאווח של זכריה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `MW${rng.int(10000, 99999)}`;
    const tip = rng.chance(0.5) ? share(gross, rng.pick([5, 8, 10])) : 0;
    const body = `<div class="c nm">המלאווח של זכריה</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ שבזי 14, ראש העין</div><div class="rule"></div>
<div class="c b">חשבון</div>${row(`שולחן ${ltr(String(rng.int(1, 24)))} · סועדים ${ltr(String(rng.int(1, 6)))}`, `מלצר/ית: ${rng.pick(['יפית', 'אורי', 'שלום', 'הדס'])}`)}
${items(
  ['פריט', 'כמות', 'סכום'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.sum))]),
)}
${row('ביניים', ltr(amount(sub)))}${row(`שירות ${ltr('10%')}`, ltr(amount(service)))}<div class="rule"></div>
${row('סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`, 'b big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>
${row(`חשבונית מס/קבלה ${ltr(doc)}`, ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(8 * 60, 22 * 60))}`))}
<div class="cut">✂ - - - - - - - - - - - - - - - - - - - - ✂</div>
${tip ? `${row('טיפ (לא כלול בחשבונית)', ltr(amount(tip)))}${row('חיוב כולל בכרטיס', ltr(amount(gross + tip)))}` : row('טיפ (לא כלול בחשבונית)', '________')}
<div class="c sm">תודה שאכלתם אצלנו!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;width:72mm;padding:5mm 4mm}.nm{font-family:'Shofar';font-size:24px;font-weight:bold}.big{font-size:16px}.cut{margin:10px 0 4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
