import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn, weekdayOf } from './extra';

const ID = 'mixed-caesarea-harbour-car-park-receipt';

/**
 * A Caesarea car park's receipt with "Hebrew / English" labels, prices including VAT: the old
 * harbour's car park charges ₪15 for the first hour and ₪7 for each further started half hour, ₪75 at
 * most; the divers' lot by the harbour's dive club charges a flat ₪25 an entry, ₪35 on Fridays and
 * Saturdays.
 */
export const mixedCaesareaHarbourCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(7 * 60, 19 * 60);
    const minutes = Math.min(rng.int(20, 600), 23 * 60 + 50 - entry);
    const exit = entry + minutes;
    const weekend = [5, 6].includes(weekdayOf(date));
    const gross = co ? Math.min(1500 + Math.max(0, Math.ceil((minutes - 60) / 30)) * 700, 7500) : weekend ? 3500 : 2500;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קיסריה חניונים וניהול בע"מ' : 'עמית גבאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CH${date.slice(2, 4)}-${rng.int(1000000, 9999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? `₪${amount(c)}` : `${amount(c)} ₪`);
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd/m/yyyy');
    const L = (he: string, en: string) => `${he} / <span class="en">${ltr(en)}</span>`;
    const pay = rng.pick(['card', 'app', 'cash']);
    const cash = Math.ceil(gross / 5000) * 5000;
    const payment =
      pay === 'card'
        ? `${row(L('כרטיס אשראי', 'Credit card'), ltr(`XXXX ${rng.digits(4)}`))}${row(L('אישור', 'Auth. code'), ltr(rng.digits(6)))}`
        : pay === 'app'
          ? `${row(L('תשלום באפליקציה', 'Paid by app'), ltr(`#${rng.digits(10)}`))}`
          : `${row(L('מזומן', 'Cash'), ltr(money(cash)))}${row(L('עודף', 'Change'), ltr(money(cash - gross)))}`;
    const tariff = co
      ? `<div class="tariff"><div>${L('תעריף', 'Tariff')}</div><div>${L('שעה ראשונה ₪15', 'First hour ₪15')}</div><div>${L('כל חצי שעה נוספת או חלק ממנה ₪7', 'Each further half hour or part ₪7')}</div><div>${L('מקסימום יומי ₪75', 'Daily maximum ₪75')}</div></div>`
      : `<div class="tariff"><div>${L('כניסה לחניון ₪25', 'Entry ₪25')}</div><div>${L('שישי ושבת ₪35', 'Friday and Saturday ₪35')}</div></div>`;
    const head = co
      ? `<div class="c"><div class="brand">חניון הנמל העתיק</div><div class="brand en">${ltr('ANCIENT HARBOUR PARKING')}</div><div class="sm">קיסריה · ${ltr('Caesarea')} · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>`
      : `<div class="c"><div class="brand2">חניון הצוללים</div><div class="brand2 en">${ltr("DIVERS' LOT")}</div><div class="sm">ליד מועדון הצלילה, נמל קיסריה · ${ltr(cellular(rng))}</div></div>`;
    const body = `${head}<div class="dbl"></div>
<div class="c b">${L('קבלה / חשבונית מס', 'Receipt / Tax Invoice')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}${row(L('כרטיס', 'Ticket'), ltr(rng.digits(co ? 14 : 8)))}
${row(L('כניסה', 'Entry'), ltr(hhmm(entry)))}${row(L('יציאה', 'Exit'), ltr(hhmm(exit)))}${row(L('משך', 'Duration'), ltr(`${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`))}
<div class="rule"></div>${tariff}<div class="rule"></div>
${row(L('דמי חניה', 'Parking fee'), ltr(money(gross)))}
${row(L('סה"כ לתשלום', 'Total'), ltr(money(gross)), 'b big')}${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${payment}<div class="rule"></div>
${co ? '' : `<div class="c sm">עמית גבאי · ${L('עוסק מורשה', 'Licensed dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">${L('החניון אינו אחראי לחפצים ברכב', 'We are not liable for items left in vehicles')}</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm 205mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Hadasim CLM'"};font-size:${co ? 9.5 : 10.5}px;width:${width - 8}mm;padding:4mm}
.row>span:last-child{white-space:nowrap}.en{font-size:0.88em}.brand{font-size:14px;font-weight:bold}.brand2{font-size:14px;font-weight:bold}.tariff{font-size:0.9em}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
