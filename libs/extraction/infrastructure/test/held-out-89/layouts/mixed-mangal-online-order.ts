import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-mangal-online-order';

const GOODS: [string, string, number][] = [
  ['מנגל פחמים מתקפל', 'Folding charcoal grill', 24900],
  ['מנגל קומקום 57 ס"מ', 'Kettle grill 57 cm', 89900],
  ['פחמי עץ הדרים 10 ק"ג', 'Citrus charcoal 10 kg', 7900],
  ['סט שיפודי נירוסטה', 'Stainless skewer set', 5900],
  ['רשת דגים כפולה', 'Double fish basket', 6900],
  ['מאוורר מנגל נטען', 'Rechargeable grill fan', 4900],
  ['כיסוי למנגל', 'Grill cover', 3900],
];

/**
 * A barbecue-grill web shop, A4 (Ellinia CLM name, Noto Sans Hebrew, English in Nimbus Sans): "מנגל פלוס · MANGAL PLUS", the
 * company with "ח.פ.", "חשבונית מס/קבלה · Tax invoice/Receipt", pairs ("מס' · No." "MP-" and six digits, "תאריך · Date"
 * dd/mm/yyyy, "הזמנה · Order" "#" with its earlier date, delivery), goods in Hebrew with English under, delivery or free from
 * 500 ₪, "סה"כ לתשלום · Total" with "₪", "מע"מ כלול · VAT incl." with rate (not on Saturday).
 */
export const mixedMangalOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([he, en, p]) => {
      const q = p < 10000 ? rng.int(1, 3) : 1;
      return { he, en, q, p, sum: q * p };
    });
    const goods = total(lines.map((l) => l.sum));
    const ship = goods >= 50000 ? 0 : 3900;
    const gross = goods + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מנגל פלוס סחר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `MP-${rng.int(100000, 999999)}`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="lh"><div><div class="nm">מנגל פלוס</div>${en('MANGAL PLUS')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>${ltr('www.mangalplus.co.il')}</div></div>
<h1>חשבונית מס/קבלה · ${en('Tax invoice/Receipt')}</h1>${pairs(
      [
        [`מס' · ${en('No.')}`, ltr(doc)],
        [`תאריך · ${en('Date')}`, ltr(dt(date, 'dd/mm/yyyy'))],
        [`הזמנה · ${en('Order')}`, ltr(`#${rng.int(40000, 99999)} (${dt(plus(date, -rng.int(1, 5)), 'dd/mm/yyyy')})`)],
        [`משלוח · ${en('Delivery')}`, rng.pick(['שליח עד הבית', 'נקודת איסוף'])],
      ],
      2,
    )}
${items(
  [`פריט · ${en('Item')}`, `כמות · ${en('Qty')}`, `סכום · ${en('Amount')}`],
  [
    ...lines.map((l) => [`${l.he}<br>${en(l.en)}`, ltr(String(l.q)), ltr(amount(l.sum))]),
    [`משלוח · ${en('Shipping')}`, ltr('1'), ship ? ltr(amount(ship)) : `חינם · ${en('Free')}`],
  ],
)}
<table class="sums"><tr class="b"><th>סה"כ לתשלום · ${en('Total')}</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr><tr><th>מע"מ כלול · ${en('VAT incl.')} ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr><th>${rng.pick(['אשראי · ', 'ביט · '])}${en('Paid')}</th><td>${ltr(amount(gross))}</td></tr></table>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:12px;padding:16mm 16mm}.en{font-family:'Nimbus Sans'}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #a30;padding-bottom:6px}.nm{font-family:'Ellinia CLM';font-size:30px;font-weight:bold}
h1{font-size:19px;margin:12px 0 4px}.sums{width:55%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:15px;border-bottom:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
