import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-nesher-fuel-till';

/** Agorot per litre, by year: petrol 95, diesel. */
const PRICE: Record<number, [number, number]> = { 2022: [708, 812], 2023: [698, 745], 2024: [731, 760], 2025: [719, 742], 2026: [711, 735] };

/**
 * A filling station on the road up to Nesher, 58 mm (Keter YG heading, FreeMono): the company with "ח.פ." hyphenated,
 * "חשבונית מס - קבלה" and "מס' חשבונית" (eight digits), pump, date (dd/mm/yyyy) and time, product, litres to two decimals,
 * price per litre, "סה"כ" with "₪" after, "מתוכו מע"מ" with its rate, plate, card. Any day.
 */
export const heNesherFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.3);
    const per = PRICE[Number(date.slice(0, 4))][diesel ? 1 : 0] + rng.int(-6, 6);
    const cl = rng.int(1200, 6500);
    const gross = Math.round((cl * per) / 100);
    const vat = vatIn(gross, rate);
    const vendorName = 'דלק ההר נשר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 99999999));
    const body = `<div class="hd">דלק ההר</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>דרך השלום 1, נשר</div><div class="rule"></div>
<div class="c b">חשבונית מס - קבלה</div>${row("מס' חשבונית", ltr(doc))}${row('משאבה', ltr(String(rng.int(1, 8))))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('שעה', ltr(hhmm(rng.int(0, 1439))))}<div class="rule"></div>
${row('מוצר', diesel ? 'סולר' : 'בנזין 95')}${row('שירות', 'עצמי')}${row('ליטרים', ltr((cl / 100).toFixed(2)))}${row('מחיר לליטר', ltr((per / 100).toFixed(2)))}<div class="dbl"></div>
${row('סה"כ', `${ltr(amount(gross))} ₪`, 'big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>${row('רכב', ltr(plate(rng)))}${row('כרטיס', ltr(`****${rng.digits(4)}`))}`;
    const css = `${baseCss}
body{font-family:'FreeMono','Miriam Mono CLM';font-size:11.5px;width:52mm;padding:3mm}.hd{font-family:'Keter YG';font-size:24px;text-align:center}.big{font-size:15px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 150mm', css, body }),
      page: '58mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
