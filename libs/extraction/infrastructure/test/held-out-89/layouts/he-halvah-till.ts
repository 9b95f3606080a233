import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-halvah-till';

/** Halvah by weight (agorot per kg) and jars by the unit (agorot). */
const BY_KG: [string, number][] = [
  ['חלבה וניל', 4800],
  ['חלבה פיסטוק', 7900],
  ['חלבה שוקולד בלגי', 6400],
  ['חלבה קפה', 5600],
  ['חלבה ללא סוכר', 6900],
  ['חלבה שקדים', 6200],
];
const BY_UNIT: [string, number][] = [
  ['טחינה גולמית 500 גר׳', 1900],
  ['סילאן תמרים 350 גר׳', 1600],
  ['קופסת מתנה', 1200],
  ['עוגיות טחינה 250 גר׳', 2200],
];

/**
 * A halvah counter in a market, 80 mm (Yehuda CLM name, Simple CLM): trade name, the company with "ח.פ." plain, "חשבונית מס
 * / קבלה", "מס'" as till and number ("4/51234"), date dd/mm/yy and hour, halvah by weight on two lines (kg × price per kg),
 * jars by the unit, "סה"כ לתשלום" with "ש"ח" after, "מע"מ" with its rate (contained), cash or card (Sunday to Friday).
 */
export const heHalvahTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const weighed = rng.some(BY_KG, rng.int(2, 4)).map(([name, kg]) => {
      const g = rng.int(15, 120) * 10;
      return { name, g, kg, sum: Math.round((g * kg) / 1000) };
    });
    const units = rng.some(BY_UNIT, rng.int(0, 2)).map(([name, p]) => ({ name, q: rng.int(1, 3), p, sum: 0 }));
    units.forEach((u) => (u.sum = u.q * u.p));
    const gross = total([...weighed.map((w) => w.sum), ...units.map((u) => u.sum)]);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חלבת השוק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 6)}/${rng.int(10000, 99999)}`;
    const lines = [
      ...weighed.map((w) => `<div>${w.name}</div>${row(ltr(`${(w.g / 1000).toFixed(3)} ק"ג × ${amount(w.kg)}`), ltr(amount(w.sum)), 'sm')}`),
      ...units.map((u) => row(`${u.name}${u.q > 1 ? ` ${ltr(`${u.q} × ${amount(u.p)}`)}` : ''}`, ltr(amount(u.sum)))),
    ].join('');
    const card = rng.chance(0.6);
    const body = `<div class="c nm">חלבת השוק</div><div class="c sm">${vendorName} ח.פ. ${ltr(taxId)}<br>דוכן 14, שוק העירייה · טל׳ ${ltr(landline(rng))}</div><div class="rule"></div>
<div class="c b">חשבונית מס / קבלה</div>${row("מס'", ltr(doc))}${row('תאריך', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(8 * 60, 19 * 60))}`))}<div class="rule"></div>
${lines}<div class="dbl"></div>${row('סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`, 'b big')}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${card ? row('אשראי', ltr(`XXXX-${rng.digits(4)}`)) : row('מזומן', ltr(amount(Math.ceil(gross / 5000) * 5000)))}<div class="c sm">תודה ובתיאבון!</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:12.5px;width:72mm;padding:5mm 4mm}.nm{font-family:'Yehuda CLM';font-size:26px;font-weight:bold}.big{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
