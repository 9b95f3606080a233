import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-habima-square-car-park-receipt';

/** The year's tariff in agorot: first hour, each further quarter hour, the day's cap. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1700, 500, 9000],
  2023: [1800, 500, 9500],
  2024: [1900, 550, 9900],
  2025: [2000, 550, 10400],
};

/**
 * An underground car park under Habima Square, Tel Aviv, 80 mm (FreeSans, Liberation Sans): Hebrew
 * and English on each line, side by side, entry and exit with the time parked, the year's tariff
 * (first hour, each quarter hour after it, the day's cap), VAT contained, ticket number, pay
 * station, "חשבונית מס / קבלה" and its number. 2026 is left out.
 */
export const mixedHabimaSquareCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, quarter, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(7 * 60, 20 * 60);
    const minutes = rng.chance(0.2) ? rng.int(9 * 60, 13 * 60) : rng.int(25, 5 * 60);
    const exit = entry + minutes;
    const quarters = Math.max(0, Math.ceil((minutes - 60) / 15));
    const gross = Math.min(cap, first + quarters * quarter);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני כיכר התרבות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(2000000, 2999999));
    const bi = (he: string, en: string, value: string, cls = '') => `<div class="ln ${cls}"><span>${he} <i dir="ltr">${en}</i></span><span>${value}</span></div>`;
    const body = `<div class="c"><div class="brand">חניון כיכר הבימה</div><div class="c" dir="ltr">HABIMA SQUARE PARKING</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">שדרות תרס"ט, תל אביב-יפו</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div><div class="c sm" dir="ltr">Tax invoice / receipt</div>
<div class="dash"></div>
${bi('כרטיס', 'Ticket', ltr(rng.digits(10)))}
${bi('כניסה', 'Entry', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(entry)}`))}
${bi('יציאה', 'Exit', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(exit)}`))}
${bi('משך', 'Duration', ltr(`${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`))}
<div class="dash"></div>
<div class="sm">תעריף / <span dir="ltr">Tariff</span>: שעה ראשונה ${ltr(amount(first))}, כל רבע שעה נוספת ${ltr(amount(quarter))}, מקסימום יומי ${ltr(amount(cap))}</div>
<div class="dash"></div>
${bi('לתשלום', 'Total', ltr(`₪${amount(gross)}`), 'big')}
${bi(`מע"מ ${ltr(`${rate}%`)} כלול`, `VAT ${rate}% incl.`, ltr(amount(vat)))}
${bi('אמצעי תשלום', 'Paid by', ltr(rng.pick(['Credit card', 'Cash', 'Parking app'])))}
${bi('עמדת תשלום', 'Pay station', ltr(`P${rng.int(1, 4)}`))}
<div class="dash"></div>
<div class="c sm">יש לצאת תוך ${ltr('15')} דקות מהתשלום</div><div class="c sm" dir="ltr">Please exit within 15 minutes of payment</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','Liberation Sans';font-size:11.5px;width:72mm;padding:4mm}.brand{font-size:17px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}
.ln{display:flex;justify-content:space-between;gap:4px;padding:1px 0}.ln i{font-style:normal;font-size:0.85em;color:#333}.big{font-size:1.25em;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
