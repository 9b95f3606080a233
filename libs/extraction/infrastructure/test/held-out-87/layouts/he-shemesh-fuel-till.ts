import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-shemesh-fuel-till';

/**
 * A filling station at Beit Shemesh's western entrance, 58 mm (Miriam Mono CLM throughout, Liberation Mono digits): the
 * company with "ע.מ." spaced in threes, "חשבונית מס/קבלה", "מספר" as eight digits, date (dd.mm.yy) and time on one line,
 * nozzle and product (95 or diesel), litres to two decimals and the price per litre to three decimals ("7.290"), "לתשלום" with
 * "ש"ח" after, "מע"מ כלול" with its rate and amount, a fleet card or a bank card, the plate and the odometer (any day).
 */
export const heShemeshFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    // Thousandths of a shekel per litre; the sum in agorot is centilitres × that over 1,000.
    const perLitre = rng.int(diesel ? 6400 : 6600, diesel ? 7600 : 7800);
    const cl = rng.int(900, 6500);
    const gross = Math.round((cl * perLitre) / 1000);
    const vat = vatIn(gross, rate);
    const vendorName = 'דלק שער השמש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 99999999));
    const fleet = rng.chance(0.4);
    const price = `${Math.floor(perLitre / 1000)}.${String(perLitre % 1000).padStart(3, '0')}`;
    const body = `<div class="c b big">שער השמש</div><div class="c">${vendorName}</div><div class="c">ע.מ. ${ltr(spacedId(taxId))}</div><div class="c">כביש 38, בית שמש</div>
<div class="rule"></div><div class="c b">חשבונית מס/קבלה</div>${row('מספר', ltr(doc))}${row(ltr(dt(date, 'dd.mm.yy')), ltr(hhmm(rng.int(0, 1439))))}<div class="rule"></div>
${row('משאבה/אקדח', ltr(`${rng.int(1, 12)}/${rng.int(1, 3)}`))}${row('מוצר', diesel ? 'סולר' : `בנזין ${ltr('95')}`)}${row('שירות', rng.pick(['עצמי', 'מלא']))}
${row('ליטרים', ltr((cl / 100).toFixed(2)))}${row('מחיר לליטר', ltr(price))}<div class="rule"></div>
${row('לתשלום', `${ltr(amount(gross))} ש"ח`, 'b big')}${row(`מע"מ כלול ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>
${fleet ? `${row('כרטיס צי', ltr(`${rng.digits(6)}`))}${row('ק"מ', ltr(String(rng.int(20000, 240000))))}` : row('אשראי', ltr(`XXXX${rng.digits(4)}`))}${row('רכב', ltr(plate(rng)))}
<div class="c">נסיעה טובה</div>`;
    const css = `.row{display:flex;justify-content:space-between;gap:4px}.c{text-align:center}.b{font-weight:bold}.rule{border-top:1px dashed #222;margin:4px 0}
body{font-family:'Miriam Mono CLM','Liberation Mono';font-size:11.5px;width:52mm;padding:4mm 3mm}bdi{font-family:'Liberation Mono'}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 170mm', css, body }),
      page: '58mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
