import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-petah-tikva-parking';

/** Agorot: per started hour, daily maximum, by year. */
const TARIFF: Record<number, [number, number]> = { 2022: [900, 5500], 2023: [1000, 6000], 2024: [1000, 6000], 2025: [1100, 6500], 2026: [1200, 6800] };

/**
 * A multi-storey car park beside Petah Tikva's medical centre, an attendant's 80 mm slip (Nimbus Sans Narrow, Hebrew in Simple
 * CLM): "חניון המגדל / TOWER PARKING", the operator and "ח.פ." spaced in threes, "חשבונית מס-קבלה / TAX INVOICE-RECEIPT" with
 * "מס׳ קבלה / Receipt No." (seven digits), the ticket number, plate, entry and exit (dd.mm.yyyy hh:mm), hours begun, "₪ per hour,
 * daily max", "סה"כ / TOTAL" with "ש"ח" after, "מחיר כולל מע"מ / Price incl. VAT" with the VAT. Any day; dated the exit.
 */
export const mixedPetahTikvaParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [hour, cap] = TARIFF[Number(date.slice(0, 4))];
    const minutes = rng.int(25, 11 * 60);
    const inAt = rng.int(6 * 60, 23 * 60 - minutes);
    const hours = Math.ceil(minutes / 60);
    const gross = Math.min(cap, hours * hour);
    const vat = vatIn(gross, rate);
    const vendorName = 'מגדל חניונים פתח תקווה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000000, 9999999));
    const B = (he: string, en: string) => `${he} <span class="en">${ltr(en)}</span>`;
    const body = `<div class="hd">חניון המגדל<br>${ltr('TOWER PARKING')}</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))} · רח' ז'בוטינסקי, פתח תקווה</div><div class="rule"></div>
<div class="c b">${B('חשבונית מס-קבלה', 'TAX INVOICE-RECEIPT')}</div>${row(B("מס' קבלה", 'Receipt No.'), ltr(doc))}${row(B('כרטיס', 'Ticket'), ltr(rng.digits(10)))}${row(B('רכב', 'Plate'), ltr(plate(rng)))}
${row(B('כניסה', 'In'), ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(inAt)}`))}${row(B('יציאה', 'Out'), ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(inAt + minutes)}`))}${row(B('שעות', 'Hours'), ltr(String(hours)))}
<div class="sm">${B('תעריף', 'Rate')}: ${ltr(`₪${amount(hour)} / hour, daily max ₪${amount(cap)}`)}</div><div class="dbl"></div>
${row(B('סה"כ', 'TOTAL'), `${ltr(amount(gross))} ש"ח`, 'big')}${row(B(`מחיר כולל מע"מ ${ltr(`${rate}%`)}`, 'Price incl. VAT'), ltr(amount(vat)), 'sm')}${row(B('תשלום', 'Payment'), rng.chance(0.7) ? B('אשראי', 'Card') : B('מזומן', 'Cash'))}
<div class="c sm">החלמה מהירה · ${ltr('Get well soon')}</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans Narrow','Simple CLM';font-size:13px;width:72mm;padding:4mm}.hd{text-align:center;font-family:'Simple CLM';font-size:20px;font-weight:bold;border:2px solid #000;padding:3px}.en{font-size:0.8em}.big{font-size:17px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 165mm', css, body }),
      page: '80mm 165mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
