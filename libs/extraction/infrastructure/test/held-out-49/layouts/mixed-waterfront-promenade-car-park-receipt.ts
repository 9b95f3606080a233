import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-waterfront-promenade-car-park-receipt';

/** Seaside promenade car park receipt, every label in Hebrew and English. */
export const mixedWaterfrontPromenadeCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(7 * 60, 17 * 60);
    const minutes = rng.int(40, 420);
    const exit = entry + minutes;
    const first = co ? 1500 : 1200;
    const quarter = co ? 500 : 400;
    const quarters = Math.max(0, Math.ceil((minutes - 60) / 15));
    const raw = first + quarters * quarter;
    const cap = co ? 7500 : 6000;
    const gross = Math.min(raw, cap);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני חוף הים ניהול בע"מ' : 'רונן שגיא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PR-${rng.digits(6)}` : rng.digits(5);
    const dateText = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'd Mon yyyy');
    const head = co
      ? `<div class="band">חניון הטיילת · PROMENADE PARKING</div><div class="c sm">טיילת הרצליה פיתוח / Herzliya Marina promenade</div><div class="c sm">${vendorName}</div><div class="c sm">${bi('ח.פ.', 'Company No.')} ${ltr(spacedId(taxId))}</div>`
      : `<div class="band">חניון המזח · PIER CAR PARK</div><div class="c sm">חוף דלילה, אשקלון / Delila beach, Ashkelon</div>`;
    const body = `<div class="slip">${head}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מספר', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dateText))}
${row(bi('כניסה', 'Entry'), ltr(hhmm(entry)))}${row(bi('יציאה', 'Exit'), ltr(hhmm(exit)))}${row(bi('משך', 'Duration'), ltr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(12)))}
<div class="rule"></div>
${row(bi('שעה ראשונה', 'First hour'), amount(first))}
${quarters ? row(ltr(`${quarters} x רבע שעה / quarter x ${amount(quarter)}`), amount(quarters * quarter)) : ''}
${raw > cap ? row(bi('תקרה יומית', 'Daily cap'), `-${amount(raw - cap)}`) : ''}
<div class="rule"></div>
${row(`${bi('סה"כ לתשלום', 'Total')} ₪`, amount(gross), 'b big')}
${row(`${bi(`כולל מע"מ ${rate}%`, 'incl. VAT')}`, amount(vat))}
${row(bi('אמצעי תשלום', 'Paid by'), rng.chance(0.5) ? ltr(`Mastercard ${rng.digits(4)}`) : 'מזומן / Cash')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">תודה / Thank you</div></div>`;
    const page = co ? '72mm 170mm' : '58mm 180mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Liberation Sans'"};font-size:${co ? '10.5px' : '9px'}}
.slip{padding:3mm}.band{background:${co ? '#1b5e9a' : '#b3541e'};color:#fff;text-align:center;font-weight:bold;padding:3px;font-size:12px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
