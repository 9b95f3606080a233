import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-ramla-sesame-till';

/** By weight: name, agorot per kg (2022). */
const WEIGHED: [string, number][] = [
  ['חלבה פיסטוק', 6400],
  ['חלבה וניל שיש', 5600],
  ['שומשום קלוי', 3800],
  ['שומשום מלא', 3200],
  ['חלבה בלי סוכר', 7900],
];
/** By the unit: name, agorot (2022). */
const UNITS: [string, number][] = [
  ['טחינה גולמית 500 גר׳', 1800],
  ['טחינה גולמית 1 ק"ג', 3200],
  ['טחינה משומשום מלא 500 גר׳', 2400],
  ['סילאן תמרים 350 גר׳', 1900],
  ['עוגיות טחינה - קופסה', 2600],
];

/**
 * A sesame mill and halva shop in Ramla's market, 80 mm (Aharoni CLM name, Miriam Mono CLM lines): the shop, the company
 * with "ח.פ." hyphenated, a landline, "חשבונית מס / קבלה" with "מס' חשבונית" (six digits) and the till, date (dd/mm/yy)
 * and time, halva and sesame by weight ("0.350 ק"ג × 64.00 ₪/ק"ג") and jars by the unit, "סה"כ לתשלום", "מחיר כולל מע"מ"
 * and the VAT contained, cash with change or card. Closed on Saturday.
 */
export const heRamlaSesameTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const weighed = rng.some(WEIGHED, rng.int(1, 3)).map(([name, perKg]) => {
      const grams = rng.int(15, 120) * 10;
      const kg = Math.round((perKg * up) / 10) * 10;
      return { name, grams, kg, sum: Math.round((grams * kg) / 1000) };
    });
    const units = rng.some(UNITS, rng.int(1, 3)).map(([name, p]) => {
      const q = rng.int(1, 4);
      const unit = Math.round((p * up) / 10) * 10;
      return { name, q, unit, sum: q * unit };
    });
    const gross = total([...weighed.map((l) => l.sum), ...units.map((l) => l.sum)]);
    const vat = vatIn(gross, rate);
    const vendorName = 'טחנת השומשום רמלה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const lines = [
      ...weighed.map((l) => `<div>${l.name}</div>${row(ltr(`${(l.grams / 1000).toFixed(3)}`) + ' ק"ג × ' + ltr(amount(l.kg)), ltr(amount(l.sum)), 'sm')}`),
      ...units.map((l) => `<div>${l.name}</div>${row(ltr(`${l.q} × ${amount(l.unit)}`), ltr(amount(l.sum)), 'sm')}`),
    ].join('');
    const cash = rng.chance(0.45);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const body = `<div class="nm">טחנת השומשום</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>שוק רמלה, רח' ירושלים · טל' ${ltr(landline(rng))}</div><div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>${row("מס' חשבונית", ltr(doc))}${row('קופה', ltr(`0${rng.int(1, 3)}`))}${row('תאריך', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(8 * 60, 19 * 60))}`))}<div class="rule"></div>
${lines}<div class="rule"></div>${row('סה"כ לתשלום', `${ltr(amount(gross))} ₪`, 'big')}${row(`מחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : row('אשראי', ltr(`****${rng.digits(4)}`))}<div class="c sm">בתיאבון! נשמח לראותכם שוב</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:12px;width:72mm;padding:4mm}.nm{font-family:'Aharoni CLM';font-size:26px;text-align:center}.big{font-size:16px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
