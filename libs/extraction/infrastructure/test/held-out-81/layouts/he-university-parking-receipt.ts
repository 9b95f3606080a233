import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-university-parking-receipt';

/**
 * A university campus car park's pay station, 80 mm (Miriam CLM): the operator's company and "ח.פ.", the car park's name,
 * "קבלה / חשבונית מס" with its number, the station, the plate, entry and exit (dd/mm/yyyy hh:mm) and the time parked, the
 * tariff (first hour, each further quarter hour, daily maximum; a student rate on some), "לתשלום" in large type, VAT
 * contained, card. Sunday to Friday.
 */
export const heUniversityParkingReceipt: Layout = {
  id: ID,
  lang: 'he',
  kind: 'parking',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const y = Number(date.slice(0, 4));
    const first = y >= 2025 ? 1400 : 1200;
    const quarter = y >= 2025 ? 400 : 350;
    const cap = y >= 2025 ? 5200 : 4600;
    const student = rng.chance(0.3);
    const inAt = rng.int(7 * 60, 14 * 60);
    const mins = rng.int(25, 560);
    const outAt = inAt + mins;
    const extra = Math.max(0, Math.ceil((mins - 60) / 15));
    const full = Math.min(cap, first + extra * quarter);
    const gross = student ? Math.min(full, 1800) : full;
    const vat = vatIn(gross, rate);
    const vendorName = 'קמפוס פארק ניהול חניונים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}${rng.digits(6)}`;
    const dur = `${Math.floor(mins / 60)}:${String(mins % 60).padStart(2, '0')}`;
    const body = `<div class="c b">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c big">חניון שער ${rng.pick(['ראשי', 'צפון', 'מדעי הטבע', 'ספריה'])}</div><div class="c">קריית האוניברסיטה, באר שבע</div>
<div class="ln"></div><div class="c b">קבלה / חשבונית מס</div><div class="c">${ltr(doc)}</div><div class="ln"></div>
${row('מכונה', ltr(`APS-0${rng.int(1, 6)}`))}${row('רכב', ltr(plate(rng)))}${row('כניסה', ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(inAt)}`))}${row('יציאה', ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(outAt)}`))}${row('משך חניה', ltr(dur))}
<div class="ln"></div><div class="sm">תעריף: שעה ראשונה ${ltr(amount(first))}, כל רבע שעה נוספת ${ltr(amount(quarter))}, מקסימום יומי ${ltr(amount(cap))}${student ? `<br>הנחת סטודנט - תעריף יומי ${ltr(amount(1800))}` : ''}</div>
${row('<b>לתשלום</b>', `<b>${ltr(amount(gross))}</b>`, 'tot')}${row(`מע"מ כלול (${ltr(`${rate}%`)})`, ltr(amount(vat)))}${row('כרטיס אשראי', ltr(`XXXX-${rng.digits(4)}`))}
<div class="ln"></div><div class="c sm">יש לצאת תוך ${ltr('15')} דקות מהתשלום<br>נסיעה טובה</div>`;
    const css = `body{font-family:'Miriam CLM','FreeSans';font-size:13px;width:70mm;padding:5mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:11px}.big{font-size:18px;font-weight:bold;margin-top:4px}
.row{display:flex;justify-content:space-between}.ln{border-top:1px dashed #000;margin:5px 0}.tot{font-size:20px;margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 150mm', css, body }),
      page: '80mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
