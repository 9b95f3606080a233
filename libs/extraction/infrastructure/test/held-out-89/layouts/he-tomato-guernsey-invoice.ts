import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, total } from './extra';

const ID = 'he-tomato-guernsey-invoice';

/** Variety, pence per pack of 1,000 seeds. */
const SEEDS: [string, number][] = [
  ['זרעי עגבניית שרי אדומה, 1,000 זרעים', 18500],
  ['זרעי עגבניית שרי צהובה, 1,000 זרעים', 21000],
  ['זרעי עגבנייה מאורכת (רומא), 1,000 זרעים', 14500],
  ['זרעי עגבניית אשכולות, 1,000 זרעים', 16500],
  ['זרעי עגבנייה שחורה, 1,000 זרעים', 24000],
  ['כנות להרכבה, 1,000 זרעים', 12500],
];

/**
 * An Israeli seed company exporting tomato seed to a glasshouse grower in Guernsey, billed in pounds, Hebrew, A4 (Ellinia CLM
 * name, Noto Serif Hebrew): the company with "ח.פ.", "חשבונית מס - ייצוא", boxes ("מס' חשבונית" "SG-" and five digits,
 * "תאריך" in Hebrew words, "מטבע: ליש"ט (GBP)"), the buyer in English, packs in "£" columns, air freight, "סה"כ", "מע"מ 0%
 * (ייצוא)" "0.00", "סה"כ לתשלום" as "GBP …", due date + 45 (Sunday to Thursday).
 */
export const heTomatoGuernseyInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const lines = rng.some(SEEDS, rng.int(2, 4)).map(([name, p]) => {
      const q = rng.int(2, 40);
      return { name, q, p, sum: q * p };
    });
    const freight = rng.pick([6500, 9500, 12500]);
    const net = total(lines.map((l) => l.sum)) + freight;
    const vendorName = 'זרעי השרון גנטיקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SG-${rng.int(10000, 99999)}`;
    const body = `<div class="lh"><div class="nm">זרעי השרון</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · מושב בצרה · טל׳ ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס - ייצוא</h1>${boxes([
      ["מס' חשבונית", ltr(doc)],
      ['תאריך', dt(date, 'he')],
      ['מטבע', `ליש"ט ${ltr('(GBP)')}`],
    ])}
<div class="buyer">לכבוד:<div dir="ltr" class="en">${rng.pick(['Les Vardes Glasshouses Ltd', 'Vale Growers (Guernsey) Ltd', 'Rue des Mares Nurseries Ltd'])}<br>St Sampson, Guernsey GY2 4${rng.pick(['AB', 'DT', 'LS'])}</div></div>
${items(['פריט', 'אריזות', 'מחיר לאריזה (£)', 'סה"כ (£)'], [...lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.p)), ltr(amount(l.sum))]), ['הובלה אווירית', ltr('1'), ltr(amount(freight)), ltr(amount(freight))]])}
<table class="sums"><tr><th>סה"כ</th><td>${ltr(`£${amount(net)}`)}</td></tr><tr><th>מע"מ ${ltr('0%')} (ייצוא)</th><td>${ltr('0.00')}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(`GBP ${amount(net)}`)}</td></tr></table>
<div class="sm">תעודה פיטוסניטרית מצורפת. לתשלום עד ${ltr(dt(plus(date, 45), 'dd/mm/yyyy'))}, העברה בנקאית בליש"ט.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew';font-size:12.5px;padding:16mm 16mm}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #555;padding-bottom:6px}.nm{font-family:'Ellinia CLM';font-size:32px;font-weight:bold}
h1{font-size:21px;margin:12px 0 4px}.buyer{margin:8px 0}.en{font-family:'Liberation Serif';text-align:left}.sums{width:50%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:16px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(net), tax: truthAmount(0) },
    };
  },
};
