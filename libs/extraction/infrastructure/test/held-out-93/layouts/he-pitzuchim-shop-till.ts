import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-pitzuchim-shop-till';

/** Item, agorot per kilo with VAT in 2022 (a little dearer each year), grams range. */
const BY_WEIGHT: [string, number, [number, number]][] = [
  ['קשיו קלוי מלוח', 8990, [150, 600]],
  ['שקדים טבעיים', 6990, [200, 700]],
  ['גרעינים שחורים', 3490, [200, 900]],
  ['גרעיני חמנייה במלח', 2990, [150, 600]],
  ['פיסטוק חלבי', 11990, [100, 450]],
  ['בוטנים אמריקאים', 2490, [200, 800]],
  ['פקאן', 9990, [100, 400]],
  ["תמרי מג'הול", 4990, [300, 1000]],
  ['משמש מיובש', 5490, [150, 500]],
  ['תערובת סטודנטים', 5990, [200, 600]],
];
/** Packed items: name, agorot with VAT in 2022. */
const PACKED: [string, number][] = [
  ["חלבה בטעם וניל 250 גר'", 1890],
  ["קפה טורקי עם הל 200 גר'", 2290],
  ['ביסלי גריל משפחתי', 890],
  ['שקית מתנה', 300],
];

/**
 * A nut and dried-fruit roastery's till in Kiryat Bialik, 72 mm (Drugulin CLM for the name, Liberation Mono with Miriam
 * Mono CLM): trade name "פיצוחי הגורן" over the company and "ח.פ." plain, the branch and till, "קבלה / חשבונית מס" with
 * "nnnn-nnnnnn" (till-serial), date dd/mm/yyyy and time apart; weighed lines ("0.348 ק"ג × 89.90") with their sums and
 * packed lines, "סה"כ פריטים", sometimes "הנחת מועדון 10%" as a minus, "לתשלום" with "ש"ח", "מע"מ n% כלול" and the
 * net; cash with change or a card; not Saturday.
 */
export const hePitzuchimShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const weighed = rng.some(BY_WEIGHT, rng.int(3, 6)).map(([name, perKg, [a, b]]) => {
      const grams = rng.int(a, b);
      const kg = Math.round((perKg * up) / 100) * 100 - 10;
      return { name, grams, kg, sum: Math.round((grams * kg) / 1000) };
    });
    const packed = rng.chance(0.6) ? rng.some(PACKED, rng.int(1, 2)).map(([name, p]) => ({ name, q: rng.int(1, 2), p: Math.round((p * up) / 10) * 10 })) : [];
    const sub = total([...weighed.map((w) => w.sum), ...packed.map((p) => p.p * p.q)]);
    const club = rng.chance(0.4) ? Math.round(sub * 0.1) : 0;
    const gross = sub - club;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'פיצוחי הגורן קריית ביאליק בע"מ';
    const taxId = idOf(vendorName, true);
    const till = String(rng.int(1, 4)).padStart(4, '0');
    const doc = `${till}-${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const at = rng.int(9 * 60, 20 * 60);
    const cash = rng.chance(0.45);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const body = `<div class="c nm">פיצוחי הגורן</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">רח' החרושת ${ltr(String(rng.int(2, 80)))}, קריית ביאליק</div><div class="c sm">טל' ${ltr(`04-87${rng.digits(5)}`)}</div>
<div class="rule"></div><div class="c b">קבלה / חשבונית מס</div><div class="c b big">${ltr(doc)}</div>
${row(`קופה ${ltr(String(Number(till)))} · קופאי/ת ${ltr(String(rng.int(11, 49)))}`, '')}${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(at)))}<div class="rule"></div>
${weighed.map((w) => `<div>${w.name}</div>${row(ltr(`${(w.grams / 1000).toFixed(3)} ק"ג × ${amount(w.kg)}`), ltr(amount(w.sum)))}`).join('')}
${packed.map((p) => `<div>${p.name}</div>${row(ltr(`${p.q} × ${amount(p.p)}`), ltr(amount(p.p * p.q)))}`).join('')}<div class="rule"></div>
${row('סה"כ פריטים', ltr(amount(sub)))}${club ? row('הנחת מועדון 10%', ltr(`-${amount(club)}`)) : ''}<div class="dbl"></div>
${row('<b>לתשלום</b>', `<b>${ltr(amount(gross))} ש"ח</b>`, 'big')}${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}${row('סה"כ ללא מע"מ', ltr(amount(gross - vat)))}<div class="rule"></div>
${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('אשראי', ltr(amount(gross)))}${row('כרטיס', ltr(`****${rng.digits(4)}`))}`}
<div class="c sm">החלפה עד 7 ימים בהצגת חשבונית · פיצוחים טריים קלויים במקום</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Mono','Miriam Mono CLM';font-size:11.5px;padding:4mm;width:64mm}.nm{font-family:'Drugulin CLM';font-size:26px;font-weight:bold}.big{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 200mm', css, body }),
      page: '72mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
