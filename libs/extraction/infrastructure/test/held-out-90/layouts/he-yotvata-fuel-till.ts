import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-yotvata-fuel-till';

/** Thousandths of a shekel per litre of 95, self service, by year (diesel 0.150 dearer). */
const PRICE: Record<number, [number, number]> = {
  2022: [7400, 8200],
  2023: [6800, 7300],
  2024: [7000, 7600],
  2025: [7100, 7500],
  2026: [6900, 7400],
};

/**
 * A filling station at the Yotvata junction on Route 90, 64 mm (FreeMono, Nachlieli CLM for the name): "ח.פ." spaced in threes,
 * "חשבונית מס/קבלה", "תעודה" as station and running number ("31-0048213"), date dd/mm/yyyy and time, pump and product,
 * litres to two decimals × price per litre to three decimals, "סכום" with "₪" before, "מע"מ" with rate (contained), plate and
 * the card's last digits.
 */
export const heYotvataFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const [lo, hi] = PRICE[Number(date.slice(0, 4))];
    const diesel = rng.chance(0.3);
    const mils = rng.int(lo, hi) + (diesel ? 150 : 0);
    const cl = rng.int(1500, 7000);
    const gross = Math.round((cl * mils) / 1000);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת דלק צומת יטבתה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `31-${String(rng.int(1000, 999999)).padStart(7, '0')}`;
    const litres = `${Math.floor(cl / 100)}.${String(cl % 100).padStart(2, '0')}`;
    const price = `${Math.floor(mils / 1000)}.${String(mils % 1000).padStart(3, '0')}`;
    const body = `<div class="c nm">דלק יטבתה</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(spacedId(taxId))}</div><div class="c sm">כביש 90, צומת יטבתה</div><div class="rule"></div>
<div class="c b">חשבונית מס/קבלה</div>${row('תעודה', ltr(doc))}${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(rng.int(0, 1439))))}${row('משאבה', ltr(String(rng.int(1, 8))))}
${row('מוצר', diesel ? 'סולר' : 'בנזין 95')}${row('ליטרים', ltr(litres))}${row('מחיר לליטר', ltr(price))}<div class="dbl"></div>${row('<b>סכום</b>', `<b>${ltr(`₪${amount(gross)}`)}</b>`, 'big')}
${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>${row('רכב', ltr(plate(rng)))}${row('כרטיס', ltr(`****${rng.digits(4)}`))}<div class="c sm">שירות עצמי · נסיעה טובה בערבה</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','Miriam Mono CLM';font-size:12.5px;padding:4mm 3mm;width:58mm}.nm{font-family:'Nachlieli CLM';font-size:22px;font-weight:bold}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '64mm 140mm', css, body }),
      page: '64mm 140mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
