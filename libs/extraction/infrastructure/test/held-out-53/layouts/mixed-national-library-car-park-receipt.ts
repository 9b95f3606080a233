import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-national-library-car-park-receipt';

/** National library car park receipt with bilingual labels: hourly or daily rate, VAT contained. */
export const mixedNationalLibraryCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(7 * 60, 15 * 60);
    const mins = rng.int(40, 9 * 60);
    const exit = entry + mins;
    const hours = Math.ceil(mins / 60);
    const perHour = co ? 1200 : 1000;
    const cap = co ? 6000 : 4500;
    const daily = hours * perHour > cap;
    const gross = daily ? cap : hours * perHour;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני קריית הספר בע"מ' : 'רחל דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `NL-${rng.digits(6)}` : rng.digits(7);
    const f = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yy');
    const body = `<div class="band c">${co ? 'חניון הספרייה · LIBRARY PARKING' : 'חניון קריית הספר · BOOK CAMPUS PARKING'}</div><div class="slip">
<div class="c sm">${co ? 'קריית הלאום, ירושלים / Kiryat HaLeom, Jerusalem' : 'רחוב קפלן, ירושלים / Kaplan St, Jerusalem'}</div>
${co ? `<div class="c sm">${vendorName} · ${bi('ח.פ.', 'Reg. No.')} ${ltr(hyphenId(taxId))}</div>` : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('כניסה', 'Entry'), ltr(hhmm(entry)))}${row(bi('יציאה', 'Exit'), ltr(hhmm(exit)))}${row(bi('משך', 'Duration'), ltr(`${Math.floor(mins / 60)}h ${mins % 60}m`))}${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(10)))}
<div class="rule"></div>${daily ? row(bi('תעריף יומי', 'Daily cap'), ltr(amount(cap))) : row(ltr(`${hours} x שעה / hour x ${amount(perHour)}`), ltr(amount(gross)))}
<div class="sm">${bi('קוראי הספרייה: 20% הנחה בהצגת כרטיס', 'Readers: 20% off with card')}</div>
${row(bi('לתשלום', 'Amount due'), ltr(co ? sh(gross, '₪ x') : sh(gross, 'x ש"ח')), 'b big')}${row(bi(`מזה מע"מ ${rate}%`, 'VAT incl.'), ltr(amount(vat)))}
${row(bi('אמצעי תשלום', 'Paid by'), rng.pick(['אשראי / Card', 'מזומן / Cash', 'אפליקציה / App']))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 160mm' : '58mm 190mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Liberation Sans'"};font-size:${co ? 10.5 : 9}px}.slip{padding:2mm 3mm}.band{background:${co ? '#1a237e' : '#004d40'};color:#fff;font-weight:bold;padding:3mm 2mm;font-size:12px;-webkit-print-color-adjust:exact;print-color-adjust:exact}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
