import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-babka-online-order';

/** Hebrew, English, agorot. */
const CAKES: [string, string, number][] = [
  ['בבקה שוקולד', 'Chocolate babka', 5800],
  ['בבקה קינמון', 'Cinnamon babka', 5400],
  ['בבקה חלבה ופיסטוק', 'Halva & pistachio babka', 6900],
  ['קראנץ׳ בבקה קרמל', 'Caramel crunch babka', 6400],
  ['מארז 3 מיני בבקות', 'Box of 3 mini babkas', 8900],
  ['עוגת גבינה פירורים', 'Crumble cheesecake', 7800],
];

/**
 * A babka bakery's web shop, A4 (Noto Serif Hebrew, Noto Sans for English): "חשבונית מס/קבלה · Tax invoice/Receipt",
 * pairs ("מספר · Number" "BK-" and six digits, the invoice date dd/mm/yyyy, "הזמנה · Order" "#" with its earlier date, the
 * delivery date), items in Hebrew with English under, "משלוח · Delivery" or "חינם · Free" from 300 ₪, "סה"כ · Total" with
 * "₪", "מע"מ כלול · VAT included" with rate.
 */
export const mixedBabkaOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng, undefined, [3, 28]);
    const lines = rng.some(CAKES, rng.int(1, 4)).map(([he, en, p]) => ({ he, en, q: rng.int(1, 3), p }));
    const goods = total(lines.map((l) => l.q * l.p));
    const ship = goods >= 30000 ? 0 : 3500;
    const gross = goods + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'הבבקה של רוזה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `BK-${rng.int(100000, 999999)}`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="lh"><div><div class="nm">הבבקה של רוזה</div>${en("Rosa's Babka · rosababka.co.il")}</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ הרצל 90, רמלה</div></div>
<h1>חשבונית מס/קבלה · ${en('Tax invoice/Receipt')}</h1>${pairs(
      [
        [`מספר · ${en('Number')}`, ltr(doc)],
        [`תאריך · ${en('Date')}`, ltr(dt(date, 'dd/mm/yyyy'))],
        [`הזמנה · ${en('Order')}`, `${ltr(`#${rng.int(20000, 89999)}`)} (${ltr(dt(plus(date, -rng.int(1, 2)), 'dd/mm/yyyy'))})`],
        [`משלוח · ${en('Delivery')}`, ltr(dt(plus(date, 1), 'dd/mm/yyyy'))],
      ],
      2,
    )}
${items(
  [`מוצר · ${en('Item')}`, `כמות · ${en('Qty')}`, `מחיר · ${en('Price')}`, `סה"כ · ${en('Total')}`],
  [
    ...lines.map((l) => [`${l.he}<br>${en(l.en)}`, ltr(String(l.q)), ltr(amount(l.p)), ltr(amount(l.q * l.p))]),
    [`משלוח · ${en('Delivery')}`, ltr('1'), ship ? ltr(amount(ship)) : `חינם · ${en('Free')}`, ltr(amount(ship))],
  ],
)}
<table class="sums"><tr class="b"><th>סה"כ · ${en('Total')}</th><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><th>מע"מ כלול · ${en('VAT included')} ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr><th>שולם באשראי · ${en('Paid by card')}</th><td>${ltr(`****${rng.digits(4)}`)}</td></tr></table>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:11.5px;padding:16mm 16mm}.en{font-family:'Noto Sans';font-size:0.92em;color:#444}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #6b3f1d;padding-bottom:6px}.nm{font-size:28px;font-weight:bold;color:#6b3f1d}
h1{font-size:17px;margin:12px 0 4px}.sums{width:55%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:14px;border-bottom:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
