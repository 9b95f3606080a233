import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-ofakim-fuel-till';

/** Agorot per litre (petrol 95, diesel), by year, self-service. */
const PRICE: Record<number, [number, number]> = { 2022: [699, 741], 2023: [694, 709], 2024: [723, 716], 2025: [731, 702], 2026: [718, 695] };

/**
 * A filling station by Ofakim's industrial zone, 80 mm (Miriam Mono CLM throughout, heading in Keter YG): the brand, the company
 * with "ח.פ." spaced in threes, "חשבונית מס קבלה" with "מספר" (seven digits) and "משאבה", the date as "yyyy-mm-dd" with
 * time, fuel with litres to two decimals and the price per litre, "לתשלום" with "₪", "מזה מע"מ" with the rate, the plate
 * and a card's last digits. Any day.
 */
export const heOfakimFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const perLitre = PRICE[Number(date.slice(0, 4))][diesel ? 1 : 0];
    const centiLitres = rng.int(1500, 6500);
    const gross = Math.round((centiLitres * perLitre) / 100);
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת דלק צומת אופקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000000, 9999999));
    const body = `<div class="nm">דלק הנגב · אופקים</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>שד' הרצל, אזור התעשייה</div><div class="rule"></div>
<div class="c b">חשבונית מס קבלה</div>${row('מספר', ltr(doc))}${row('משאבה', ltr(String(rng.int(1, 8))))}${row('תאריך', ltr(`${dt(date, 'yyyy-mm-dd')} ${hhmm(rng.int(5 * 60, 23 * 60))}`))}<div class="rule"></div>
<div>${diesel ? 'סולר' : 'בנזין 95 נטול עופרת'} - שירות עצמי</div>${row('ליטרים', ltr((centiLitres / 100).toFixed(2)))}${row('מחיר לליטר', ltr(amount(perLitre)))}<div class="dbl"></div>
${row('לתשלום', `₪${ltr(amount(gross))}`, 'big')}${row(`מזה מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('רכב', ltr(plate(rng)))}${row('כרטיס', ltr(`XXXX-${rng.digits(4)}`))}
<div class="c sm">נסיעה טובה!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:12px;width:70mm;padding:4mm}.nm{font-family:'Keter YG';font-size:21px;text-align:center}.big{font-size:16px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '78mm 150mm', css, body }),
      page: '78mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
