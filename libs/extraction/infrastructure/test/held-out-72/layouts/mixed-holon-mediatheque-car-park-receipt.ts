import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-holon-mediatheque-car-park-receipt';

/** The year's tariff in agorot: first hour, each further quarter hour, day cap, evening flat rate. */
const TARIFF: Record<number, [number, number, number, number]> = {
  2022: [1000, 250, 5500, 1800],
  2023: [1100, 280, 6000, 2000],
  2024: [1200, 300, 6500, 2000],
  2025: [1300, 320, 7000, 2200],
};

/**
 * The Mediatheque car park in Holon, 80 mm (FreeSans): a bilingual header, each field a Hebrew label with a smaller
 * English one under it, ticket, plate, entry, exit and duration, the year's tariff (first hour, each further quarter
 * hour, day cap, evening flat rate from 19:00), a 50% library validation on some, VAT contained, card at the pay
 * station.
 */
export const mixedHolonMediathequeCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, quarter, cap, evening] = TARIFF[Number(date.slice(0, 4))];
    const eveningVisit = rng.chance(0.25);
    const entry = eveningVisit ? rng.int(19 * 60, 21 * 60) : rng.int(8 * 60, 17 * 60);
    const minutes = eveningVisit ? rng.int(45, 200) : rng.int(20, 420);
    const exit = Math.min(entry + minutes, 23 * 60 + 55);
    const stay = exit - entry;
    const quarters = Math.max(0, Math.ceil((stay - 60) / 15));
    const byTime = Math.min(cap, first + quarters * quarter);
    const charge = eveningVisit ? evening : byTime;
    const validated = !eveningVisit && rng.chance(0.35);
    const discount = validated ? share(charge, 50) : 0;
    const gross = charge - discount;
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני מרכז התרבות חולון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(2000000, 2999999));
    const f = (he: string, en: string, value: string, cls = '') => row(`<span>${he}<span class="en">${ltr(en)}</span></span>`, value, cls);
    const body = `<div class="c"><div class="brand">חניון המדיטק</div><div class="en big2">${ltr('MEDIATHEQUE PARKING · HOLON')}</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · רח׳ גולדה מאיר 6, חולון</div></div>
<div class="rule"></div>
<div class="c b">קבלה / חשבונית מס ${ltr(doc)}</div><div class="c en">${ltr('Receipt / Tax invoice')}</div>
<div class="rule"></div>
${f('כרטיס', 'Ticket', ltr(rng.digits(10)))}
${f('רכב', 'Plate', ltr(plate(rng)))}
${f('כניסה', 'Entry', ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(entry)}`))}
${f('יציאה', 'Exit', ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(exit)}`))}
${f('משך', 'Duration', ltr(`${Math.floor(stay / 60)}h ${String(stay % 60).padStart(2, '0')}m`))}
<div class="rule"></div>
${
  eveningVisit
    ? f(`תעריף ערב מ-${ltr('19:00')}`, 'Evening flat rate from 19:00', ltr(amount(evening)))
    : `${f('שעה ראשונה', 'First hour', ltr(amount(first)))}${quarters ? f(`${ltr(String(quarters))} × רבע שעה נוספת`, `${quarters} × extra 15 min`, ltr(amount(quarters * quarter))) : ''}${
        byTime === cap && first + quarters * quarter > cap ? f('תקרה יומית', 'Daily cap', ltr(amount(cap))) : ''
      }`
}
${validated ? f(`אישור ספרייה ${ltr('50%')}`, 'Library validation', ltr(`-${amount(discount)}`)) : ''}
<div class="dbl"></div>
${f('סה"כ שולם', 'Total paid', ltr(`₪ ${amount(gross)}`), 'b big')}
${f(`מע"מ ${ltr(`${rate}%`)} כלול`, `incl. VAT ${rate}%`, ltr(amount(vat)))}
<div class="rule"></div>
${f('אמצעי תשלום', 'Payment', ltr(`CARD ****${rng.digits(4)}`))}
${f('עמדת תשלום', 'Pay station', ltr(`APS-${rng.int(1, 4)}`))}
<div class="c sm">יש לצאת תוך ${ltr('15')} דקות · ${ltr('Exit within 15 minutes')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','Noto Sans Hebrew';font-size:12px;width:70mm;padding:4mm}.brand{font-size:19px;font-weight:bold}.en{display:block;font-size:0.78em;color:#444}.big2{font-size:11px;letter-spacing:1px}.row{margin:3px 0;align-items:flex-end}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
