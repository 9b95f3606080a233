import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'mixed-cymbal-online-order';

/** Products: Hebrew, English, agorot including VAT (2022). */
const PRODUCTS: [string, string, number][] = [
  ['מצלת קראש 16 אינץ׳', 'Crash cymbal 16"', 79000],
  ['מצלת רייד 20 אינץ׳', 'Ride cymbal 20"', 124000],
  ['זוג מצלות הי-האט 14 אינץ׳', 'Hi-hat pair 14"', 98000],
  ['מצלת ספלאש 10 אינץ׳', 'Splash cymbal 10"', 36000],
  ['מקלות תיפוף 5A - 4 זוגות', '5A drumsticks - 4 pairs', 18900],
  ['תיק מצלות מרופד', 'Padded cymbal bag', 27500],
  ['פדים לתרגול 12 אינץ׳', 'Practice pad 12"', 16900],
  ['מעמד מצלה בום', 'Boom cymbal stand', 42000],
];

/**
 * A drum and cymbal web shop in Jaffa, A4 (Aharoni CLM name, Noto Sans and Noto Sans Hebrew): "מצילתיים · CYMBALIST" with
 * the company and "ח.פ." hyphenated, "חשבונית מס קבלה / Tax Invoice-Receipt" with "No." (six digits), rows "Hebrew · English"
 * (date yyyy-mm-dd, web order "#" and five digits with its date d.m.yy, customer, delivery), products in Hebrew with English
 * under them, courier fee on some, "סה"כ לתשלום / Total" with "₪", "מע"מ כלול / VAT included", paid by card or Bit. Any day.
 */
export const mixedCymbalOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([he, en, p]) => {
      const q = rng.int(1, 2);
      const unit = Math.round((p * up) / 100) * 100 - 100;
      return { he, en, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const courier = goods > 100000 ? 0 : 3900;
    const gross = goods + courier;
    const vat = vatIn(gross, rate);
    const vendorName = 'מצילתיים כלי הקשה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 899999));
    const ordered = plus(date, -rng.int(0, 2));
    const L = (he: string, en: string) => `${he} · <span class="en">${ltr(en)}</span>`;
    const body = `<div class="hd"><span class="nm">מצילתיים</span> · ${ltr('CYMBALIST')}<div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רח' יהודה הימית, יפו · ${ltr('www.cymbalist.co.il')}</div></div>
<div class="ttl">חשבונית מס קבלה / ${ltr('Tax Invoice-Receipt')} &nbsp; ${ltr('No.')} ${ltr(doc)}</div>
${row(L('תאריך', 'Date'), ltr(dt(date, 'yyyy-mm-dd')))}${row(L('הזמנה באתר', 'Web order'), `${ltr(`#${rng.int(10000, 99999)}`)} (${ltr(dt(ordered, 'd.m.yy'))})`)}${row(L('לקוח', 'Customer'), rng.pick(['עידו פרלמן', 'נגה אלון', 'Yoav Sasson', 'מתן גבאי']))}${row(L('משלוח', 'Delivery'), courier ? L('שליח עד הבית', 'Courier') : L('משלוח חינם', 'Free delivery'))}
${items(
  ['מוצר / Product', 'כמות', 'מחיר', 'סה"כ'],
  [
    ...lines.map((l) => [`${l.he}<div class="en">${ltr(l.en)}</div>`, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
    ...(courier ? [[L('דמי משלוח', 'Courier fee'), ltr('1'), ltr(amount(courier)), ltr(amount(courier))]] : []),
  ],
)}
<div class="tot">${row(L('סה"כ לתשלום', 'Total'), `${ltr(amount(gross))} ₪`)}</div>${row(L(`מע"מ ${ltr(`${rate}%`)} כלול`, 'VAT included'), ltr(amount(vat)))}${row(L('אמצעי תשלום', 'Paid by'), rng.pick([L('כרטיס אשראי', 'Credit card'), L('ביט', 'Bit')]))}`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:12.5px;padding:16mm}.hd{text-align:center;font-size:22px;border-bottom:4px solid #c99700;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:32px}.en{font-family:'Noto Sans';color:#555;font-size:0.85em}
.ttl{font-size:16px;font-weight:bold;margin:12px 0 6px}.tot{border:2px solid #c99700;padding:4px 8px;font-size:16px;font-weight:bold;width:55%;margin-inline-start:auto}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
