import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-sofa-credit-note';

/** Item, agorot including VAT (2022). */
const GOODS: [string, number][] = [
  ['ספה תלת מושבית בד קטיפה', 489000],
  ['ספה פינתית עם שזלונג', 799000],
  ['כורסת טלוויזיה חשמלית', 329000],
  ['הדום מרופד', 69000],
  ['כרית נוי 45×45', 9900],
  ['שולחן סלון עץ אלון', 159000],
  ['ריסוס הגנה לבד', 24900],
  ['הובלה והרכבה', 35000],
];

/**
 * A sofa shop's credit note in Rishon LeZion's furniture strip, A5 (Yehuda CLM name, FreeSerif): "ע.מ." hyphenated, "חשבונית
 * זיכוי מס'" with "ZK" and five digits, date "dd/mm/yy", "בגין חשבונית מס' …" with its date, the customer, the reason, returned
 * items with leading minus, "סה"כ לזיכוי" with "₪" after and a minus, "מזה מע"מ" with a minus. Not on Saturday.
 */
export const heSofaCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, p]) => {
      const q = name.startsWith('כרית') ? rng.int(2, 4) : 1;
      const unit = Math.round((p * up) / 1000) * 1000 - 100;
      return { name, q, unit, sum: q * unit };
    });
    const gross = -total(lines.map((l) => l.sum));
    const vat = -vatIn(-gross, rate);
    const vendorName = 'ספות הראשונים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZK${rng.int(10000, 49999)}`;
    const orig = plus(date, -rng.int(5, 40));
    const body = `<div class="nm">ספות הראשונים</div><div class="c sm">${vendorName} · ע.מ. ${ltr(hyphenId(taxId))}<br>רח׳ סחרוב 21, ראשון לציון · ${ltr(cellular(rng))}</div><div class="rule"></div>
<h2>חשבונית זיכוי מס' ${ltr(doc)}</h2>${pairs(
      [
        ['תאריך', ltr(dt(date, 'dd/mm/yy'))],
        ['בגין חשבונית מס׳', `${ltr(String(rng.int(60000, 89999)))} מיום ${ltr(dt(orig, 'dd/mm/yy'))}`],
        ['לקוח', rng.pick(['גלית מזרחי', 'עומר ששון', 'חנה וייס'])],
        ['סיבת הזיכוי', rng.pick(['החזרת מוצר - פגם בריפוד', 'ביטול עסקה תוך 14 יום', 'גוון שונה מההזמנה'])],
      ],
      1,
    )}
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(-l.q)), ltr(amount(l.unit)), ltr(amount(-l.sum))]),
)}
<div class="sums">${pairs([
      ['סה"כ לזיכוי', `${ltr(amount(gross))} ₪`],
      [`מזה מע"מ ${ltr(`${rate}%`)}`, `${ltr(amount(vat))} ₪`],
    ])}</div><div class="sm">הזיכוי יוחזר לכרטיס האשראי שבו בוצע התשלום.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSerif','DejaVu Serif';font-size:13px;padding:12mm}.nm{font-family:'Yehuda CLM';font-size:30px;text-align:center;font-weight:bold}h2{font-size:18px;margin:8px 0}.sums{width:60%;margin-inline-start:auto;margin:10px 0}.sums tr:first-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
