import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-tzemah-fuel-till';

/**
 * A filling station at the Tzemah junction, 58 mm (Miriam Mono CLM): the company with "ח.פ." spaced, "חשבונית מס/קבלה",
 * "מס' מסמך" ("TZ" and seven digits), date dd.mm.yyyy and time, pump, 95 or diesel, litres to two decimals at a price per
 * litre to three, "סה"כ" with "₪", "מע"מ" with its rate (contained), plate and card (any day).
 */
export const heTzemahFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const diesel = rng.chance(0.4);
    const price = rng.int(6400, 7990);
    const cl = rng.int(1200, 7000);
    const gross = Math.round((cl * price) / 1000);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת צמח דלקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `TZ${rng.digits(7)}`;
    const body = `<div class="c b">תחנת צמח</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>צומת צמח, עמק הירדן</div><div class="rule"></div>
<div class="c b">חשבונית מס/קבלה</div>${row("מס' מסמך", ltr(doc))}${row('תאריך', ltr(dt(date, 'dd.mm.yyyy')))}${row('שעה', ltr(hhmm(rng.int(0, 1439))))}${row('משאבה', ltr(String(rng.int(1, 8))))}<div class="rule"></div>
${row(diesel ? 'סולר' : 'בנזין 95', '')}${row(ltr(`${(cl / 100).toFixed(2)} L × ${(price / 1000).toFixed(3)}`), ltr(amount(gross)))}<div class="dbl"></div>
${row('סה"כ', ltr(`₪${amount(gross)}`), 'b')}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>${row('רכב', ltr(plate(rng)))}${row('כרטיס', ltr(`****${rng.digits(4)}`))}<div class="c sm">נסיעה טובה</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','FreeMono';font-size:11px;width:52mm;padding:4mm 3mm}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 150mm', css, body }),
      page: '58mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
