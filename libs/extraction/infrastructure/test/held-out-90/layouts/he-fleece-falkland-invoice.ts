import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, total } from './extra';

const ID = 'he-fleece-falkland-invoice';

/** Item, pence per unit. */
const GOODS: [string, string, number][] = [
  ['מכונת גז חשמלית', 'Electric shearing handpiece', 48500],
  ['מסרק גז (חבילה 10)', 'Combs, pack of 10', 9200],
  ['סכיני גז (חבילה 10)', 'Cutters, pack of 10', 4600],
  ['שק צמר ארוג', 'Woven wool pack', 1850],
  ['שולחן מיון גיזה', 'Fleece skirting table', 112000],
  ['מכבש צמר ידני', 'Manual wool press', 265000],
];

/**
 * An Israeli maker of shearing gear exporting to a sheep station in the Falkland Islands in pounds, A4 (Hadasim CLM name,
 * Noto Sans Hebrew, Liberation Sans for the English): "חשבונית מס - יצוא", boxes ("מספר" "EX-" and five digits, date
 * dd/mm/yyyy, "מטבע: GBP ליש"ט"), the buyer in English (Stanley or a camp settlement), Hebrew items with English under,
 * sea freight, "מע"מ 0% - יצוא" "0.00", "סה"כ לתשלום" as "£ …", due + 60; Sunday to Thursday.
 */
export const heFleeceFalklandInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const lines = rng.some(GOODS, rng.int(3, 5)).map(([he, en, p]) => ({ he, en, q: rng.int(1, 12), p }));
    const freight = rng.pick([42000, 56000, 61500]);
    const gross = total(lines.map((l) => l.q * l.p)) + freight;
    const vendorName = 'גיזה פלוס ציוד חקלאי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `EX-${rng.int(10000, 99999)}`;
    const buyer = rng.pick(['Goose Green Farm Ltd', 'Port Howard Station', 'Hill Cove Farm Ltd', 'Fitzroy Farm Ltd']);
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="lh"><div class="nm">גיזה פלוס</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ התעשייה 12, בית שאן · ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס - יצוא</h1>${boxes([
      ['מספר', ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['מטבע', `${ltr('GBP')} ליש"ט`],
    ])}
<div class="buyer">${en(`Bill to: ${buyer}<br>${rng.pick(['Camp', 'East Falkland', 'West Falkland'])}, via Stanley<br>Falkland Islands FIQQ 1ZZ`)}</div>
${items(
  ['פריט', 'כמות', 'מחיר £', 'סה"כ £'],
  [
    ...lines.map((l) => [`${l.he}<br>${en(l.en)}`, ltr(String(l.q)), ltr(amount(l.p)), ltr(amount(l.q * l.p))]),
    [`הובלה ימית דרך מונטווידאו<br>${en('Sea freight via Montevideo')}`, ltr('1'), ltr(amount(freight)), ltr(amount(freight))],
  ],
)}
<table class="sums"><tr><th>מע"מ ${ltr('0%')} - יצוא</th><td>${ltr('0.00')}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(`£ ${amount(gross)}`)}</td></tr></table>
<div class="sm">תנאי תשלום: 60 יום, עד ${ltr(dt(plus(date, 60), 'dd/mm/yyyy'))}. העברה בנקאית בליש"ט לחשבון בנק לאומי. עסקת יצוא - פטור ממע"מ לפי סעיף 30(א)(1).</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11.5px;padding:16mm 16mm}.en{font-family:'Liberation Sans';color:#333}.lh{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #246}.nm{font-family:'Hadasim CLM';font-size:32px;font-weight:bold}
h1{font-size:19px;margin:12px 0 4px}.buyer{direction:ltr;text-align:left;border:1px dashed #777;padding:6px;margin:6px 0;width:45%}.sums{width:45%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:14px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: '0.00' },
    };
  },
};
