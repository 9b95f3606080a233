import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-matcha-online-order';

/** Product in Hebrew and English, agorot incl. VAT (2022). */
const GOODS: [string, string, number][] = [
  ['מאצ׳ה טקסית 30 גר׳', 'Ceremonial matcha 30 g', 13900],
  ['מאצ׳ה לאפייה 100 גר׳', 'Culinary matcha 100 g', 8900],
  ['הוג׳יצ׳ה קלויה 80 גר׳', 'Roasted hojicha 80 g', 5900],
  ['סנצ׳ה ירוק 100 גר׳', 'Sencha green tea 100 g', 6400],
  ['מטרפת במבוק (צ׳אסן)', 'Bamboo whisk (chasen)', 7900],
  ['קערת צ׳אוואן קרמיקה', 'Chawan ceramic bowl', 16900],
  ['כפית במבוק (צ׳שאקו)', 'Bamboo scoop (chashaku)', 2900],
  ['גנמאיצ׳ה 100 גר׳', 'Genmaicha 100 g', 4900],
];

/**
 * A Japanese tea web shop in Tel Aviv's Florentin, A4 (Ellinia CLM name, Noto Sans Hebrew,
 * English in Nimbus Sans): "בית המאצ׳ה" and "MATCHA HOUSE", the company with "ח.פ." plain, "חשבונית מס/קבלה · Tax invoice/
 * Receipt" with "מס' · No." ("MH-" and six digits), pairs (date dd/mm/yyyy, order "#" five digits with its own earlier date,
 * customer, delivery by courier or pick-up point), products in Hebrew with English beside them, delivery or free from 300 ₪,
 * "סה"כ לתשלום · Total" with "₪" before, "מע"מ כלול · VAT included" with the rate, paid by card or Bit (not on Saturday).
 */
export const mixedMatchaOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([he, en, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 100) * 100 - 10;
      return { he, en, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const delivery = goods >= 30000 ? 0 : 2990;
    const gross = goods + delivery;
    const vat = vatIn(gross, rate);
    const vendorName = 'בית המאצ\'ה פלורנטין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `MH-${rng.int(100000, 999999)}`;
    const body = `<div class="lh"><div><div class="nm">בית המאצ׳ה</div><div class="en b">MATCHA HOUSE</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · רח׳ פלורנטין 31, תל אביב-יפו<br><span class="en">www.matchahouse.co.il</span></div></div>
<h1>חשבונית מס/קבלה · <span class="en">Tax invoice/Receipt</span> · מס' · <span class="en">No.</span> ${ltr(doc)}</h1>${pairs(
      [
        ['תאריך · <span class="en">Date</span>', ltr(dt(date, 'dd/mm/yyyy'))],
        ['הזמנה · <span class="en">Order</span>', ltr(`#${rng.int(10000, 99999)} (${dt(plus(date, -rng.int(1, 3)), 'dd/mm/yyyy')})`)],
        ['לקוח · <span class="en">Customer</span>', rng.pick(['טל שמעוני', 'רוני אברהם', 'Dana Klein', 'יעל סגל'])],
        ['משלוח · <span class="en">Delivery</span>', rng.pick(['שליח עד הבית · Courier', 'נקודת איסוף · Pick-up point'])],
      ],
      2,
    )}
${items(
  ['מוצר · <span class="en">Product</span>', 'כמות · <span class="en">Qty</span>', 'מחיר · <span class="en">Price</span>', 'סה"כ · <span class="en">Total</span>'],
  [
    ...lines.map((l) => [`${l.he}<br><span class="en sm">${l.en}</span>`, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
    ['משלוח · <span class="en">Delivery</span>', ltr('1'), delivery ? ltr(amount(delivery)) : 'חינם · <span class="en">Free</span>', ltr(amount(delivery))],
  ],
)}
<div class="sums">${pairs([
      ['סה"כ לתשלום · <span class="en">Total</span>', ltr(`₪${amount(gross)}`)],
      [`מע"מ כלול · <span class="en">VAT included</span> ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['שולם · <span class="en">Paid</span>', rng.pick(['כרטיס אשראי · Card', 'ביט · Bit'])],
    ])}</div><div class="sm">משלוח חינם בהזמנה מעל ${ltr('300 ₪')} · <span class="en">Free delivery over ₪300</span></div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;padding:15mm 16mm}.en{font-family:'Nimbus Sans','Liberation Sans'}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #4a6b2a;padding-bottom:6px}
.nm{font-family:'Ellinia CLM';font-size:32px;color:#2f4a18}h1{font-size:16px;margin:12px 0}.sums{width:55%;margin-inline-start:auto}.sums tr:first-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
