import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-cinema-complex-car-park-receipt';

/** A cinema complex car park's bilingual receipt. */
export const mixedCinemaComplexCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(10 * 60, 21 * 60);
    const minutes = rng.int(70, 330);
    const exit = entry + minutes;
    const first = co ? 1200 : 1000;
    const extraHour = co ? 600 : 500;
    const extra = Math.max(0, Math.ceil(minutes / 60) - 1);
    const raw = first + extra * extraHour;
    const cap = co ? 3500 : 3000;
    const gross = Math.min(raw, cap);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני קולנוע הכוכבים בע"מ' : 'אורנה שפירא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CP-${rng.digits(6)}` : rng.digits(5);
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd Mon yyyy');
    const head = co
      ? `<div class="band">חניון סינמה סיטי · CINEMA CAR PARK</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. / Company No. ${ltr(spacedId(taxId))}</div>`
      : `<div class="band">חניון המסך הגדול · BIG SCREEN PARKING</div><div class="c sm">רח׳ הקולנוע 2, קרית ביאליק</div>`;
    const body = `<div class="slip">${head}
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div>
${row('מס׳ / No.', ltr(doc))}${row('תאריך / Date', ltr(dateText))}${row('כניסה / Entry', hhmm(entry))}${row('יציאה / Exit', hhmm(exit))}${row('משך / Duration', `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`)}${row('רכב / Plate', ltr(plate(rng)))}${row('כרטיס / Ticket', ltr(rng.digits(10)))}
<div class="rule"></div>
${row('שעה ראשונה / First hour', amount(first))}${extra ? row(`${extra} x שעה נוספת / extra hour x ${amount(extraHour)}`, amount(extra * extraHour)) : ''}
${raw > cap ? row(`תקרה יומית / Daily max ${amount(cap)}`, `-${amount(raw - cap)}`) : ''}
<div class="rule"></div>
${row('סה"כ לתשלום / Total ₪', amount(gross), 'b big')}${row(`כולל מע"מ ${rate}% / incl. VAT`, amount(vat))}
${rng.chance(0.5) ? row('כרטיס / Card', ltr(`****${rng.digits(4)}`)) : row('הנחת כרטיס סרט / Movie ticket validated', '✓')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה / Lic. Dealer ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '72mm 160mm' : '58mm 170mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew', 'Noto Sans'" : "'Liberation Sans'"};font-size:${co ? '10.5px' : '9.5px'}}
.slip{padding:3mm}.band{background:${co ? '#3b1f5e' : '#1f5e4a'};color:#fff;text-align:center;font-weight:bold;padding:4px;font-size:13px}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
