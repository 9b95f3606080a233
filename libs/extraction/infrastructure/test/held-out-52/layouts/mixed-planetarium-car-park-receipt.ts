import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-planetarium-car-park-receipt';

/** Planetarium car park receipt with bilingual labels. */
export const mixedPlanetariumCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(9 * 60, 19 * 60);
    const dur = rng.int(25, 300);
    const exit = entry + dur;
    const perHour = co ? 900 : 800;
    const hours = Math.max(1, Math.ceil(dur / 60));
    const evening = entry >= 18 * 60;
    const gross = evening ? (co ? 2000 : 1800) : hours * perHour;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני כוכבי השמיים בע"מ' : 'אבישי דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PL-${rng.digits(6)}` : rng.digits(7);
    const f = co ? dt(date, 'yyyy-mm-dd') : dt(date, 'dd/mm/yy');
    const body = `<div class="band">${co ? 'חניון הפלנטריום · PLANETARIUM PARKING' : 'חניון מצפה הכוכבים · OBSERVATORY CAR PARK'}</div><div class="slip">
<div class="c sm">${co ? 'מתחם המדע, גבעתיים / Science Campus' : 'שדרות הירח, מודיעין / Moon Blvd'}</div>${co ? `<div class="c">${vendorName}</div><div class="c">${bi('ח.פ.', 'Reg. No.')} ${ltr(hyphenId(taxId))}</div>` : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('כניסה', 'In'), ltr(hhmm(entry)))}${row(bi('יציאה', 'Out'), ltr(hhmm(exit)))}${row(bi('משך', 'Duration'), ltr(`${Math.floor(dur / 60)}:${String(dur % 60).padStart(2, '0')}`))}${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(10)))}
<div class="rule"></div>${evening ? row(bi('תעריף ערב קבוע', 'Evening flat rate'), ltr(amount(gross))) : row(ltr(`${hours} x ${bi('שעה', 'hour')} x ${amount(perHour)}`), ltr(amount(gross)))}
<div class="sm">${bi('כרטיס מופע מזכה בהנחה', 'Show ticket discount')}: ${ltr(`${rng.int(10, 30)}%`)} ${bi('לא מומש', 'not used')}</div><div class="rule"></div>
${row(bi('לתשלום', 'Amount due'), ltr(co ? sh(gross, '₪ x') : sh(gross, 'x ₪')), 'b big')}${row(bi(`מזה מע"מ ${rate}%`, 'VAT incl.'), ltr(amount(vat)))}
${row(bi('אמצעי תשלום', 'Payment'), rng.pick(['מזומן / Cash', 'אשראי / Card', 'אפליקציה / App']))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 160mm' : '58mm 180mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'DejaVu Sans'"};font-size:${co ? 10.5 : 8.5}px}.slip{padding:3mm 4mm}.band{background:${co ? '#1a237e' : '#4a148c'};color:white;text-align:center;font-weight:bold;padding:6px;font-size:12px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
