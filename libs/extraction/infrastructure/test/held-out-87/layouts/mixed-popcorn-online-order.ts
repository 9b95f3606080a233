import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-popcorn-online-order';

/** Hebrew name, English name, agorot including VAT (2022). */
const GOODS: [string, string, number][] = [
  ['פופקורן קרמל מלוח 250 ג׳', 'Salted caramel popcorn 250 g', 2900],
  ['פופקורן צ׳דר ועירית 200 ג׳', 'Cheddar & chive popcorn 200 g', 2700],
  ['פופקורן שוקולד בלגי 250 ג׳', 'Belgian chocolate popcorn 250 g', 3400],
  ['פופקורן חלבה ופיסטוק 250 ג׳', 'Halva & pistachio popcorn 250 g', 3600],
  ['מארז מתנה 4 טעמים', 'Gift box, 4 flavours', 11900],
  ['דלי פופקורן למסיבה 1 ק"ג', 'Party bucket 1 kg', 8900],
  ['גרעיני תירס לפיצוץ 1 ק"ג', 'Popping kernels 1 kg', 2400],
  ['תיבול טרטופו', 'Truffle seasoning', 3900],
];

/**
 * A gourmet popcorn web shop in Rishon LeZion's industrial zone, A4 (Hadasim CLM name, Noto Sans Hebrew, English in
 * Liberation Sans): "פופ-קורנר · POP CORNER", the company and "ח.פ." plain, "חשבונית מס/קבלה · Tax invoice/Receipt" with
 * "מס' · No." as "PC" and six digits, pairs (invoice date dd.mm.yyyy; order number "#" with five digits and its own date a day
 * or two earlier; customer; delivery by courier or pick-up point), products in Hebrew with English under them, delivery or
 * "חינם · Free" above 250 ₪, "סה"כ לתשלום · Total" with "₪" and "מתוכו מע"מ · of which VAT", payment (not on Saturday).
 */
export const mixedPopcornOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([he, en, p]) => {
      const q = rng.int(1, 4);
      const unit = Math.round((p * up) / 100) * 100 - 10;
      return { he, en, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const delivery = goods >= 25000 ? 0 : rng.pick([2900, 3500]);
    const gross = goods + delivery;
    const vat = vatIn(gross, rate);
    const vendorName = 'פופ קורנר מזון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `PC${rng.int(100000, 999999)}`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="hd"><div><div class="nm">פופ-קורנר</div><div class="en b">POP CORNER · popcorner.co.il</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ המדע 7, ראשון לציון</div></div>
<div class="t">חשבונית מס/קבלה · ${en('Tax invoice/Receipt')} · מס' · ${en('No.')} ${ltr(doc)}</div>${pairs(
      [
        [`תאריך · ${en('Date')}`, ltr(dt(date, 'dd.mm.yyyy'))],
        [`הזמנה · ${en('Order')}`, ltr(`#${rng.int(10000, 99999)} (${dt(plus(date, -rng.int(1, 2)), 'dd.mm.yyyy')})`)],
        [`לקוח · ${en('Customer')}`, rng.pick(['שירן לוי', 'Daniel Brooks', 'אורטל ביטון', 'נדב גולן'])],
        [`משלוח · ${en('Delivery')}`, rng.pick(['שליח עד הבית · Courier', 'נקודת איסוף · Pick-up point'])],
      ],
      2,
    )}
${items(
  ['מוצר · Product', 'כמות · Qty', 'מחיר · Price', 'סה"כ · Total'],
  lines.map((l) => [`${l.he}<br>${en(l.en)}`, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sums">${pairs([
      [`משלוח · ${en('Delivery')}`, delivery ? ltr(amount(delivery)) : `חינם · ${en('Free')}`],
      [`סה"כ לתשלום · ${en('Total')}`, ltr(`₪${amount(gross)}`)],
      [`מתוכו מע"מ ${ltr(`${rate}%`)} · ${en('of which VAT')}`, ltr(amount(vat))],
      [`שולם ב · ${en('Paid by')}`, rng.pick(['Visa', 'Bit', 'PayPal', 'Apple Pay'])],
    ])}</div><div class="sm foot">החלפה או החזרה של מוצר סגור תוך 14 יום · ${en('Unopened items may be returned within 14 days')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;padding:16mm 18mm}.en{font-family:'Liberation Sans';color:#333}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #c33;padding-bottom:8px}
.nm{font-family:'Hadasim CLM';font-size:34px;font-weight:bold;color:#c33}.t{font-size:17px;font-weight:bold;margin:14px 0 8px}.sums{width:55%;margin-inline-start:auto}.sums tr:nth-child(2){font-size:16px}.foot{margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
