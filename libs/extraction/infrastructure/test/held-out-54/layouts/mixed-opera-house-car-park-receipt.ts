import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-opera-house-car-park-receipt';

/** Opera house car park receipt with bilingual labels: hourly rate up to a cap, VAT contained. */
export const mixedOperaHouseCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const hourly = co ? 1400 : 1100;
    const cap = co ? 7500 : 5000;
    const entry = rng.int(16 * 60, 20 * 60);
    const minutes = rng.int(40, 330);
    const hours = Math.ceil(minutes / 60);
    const gross = Math.min(hours * hourly, cap);
    const capped = hours * hourly > cap;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני שאול המלך בע"מ' : 'רונית אשכנזי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `OP-${rng.digits(6)}` : rng.digits(7);
    const a = (c: number) => (co ? `₪ ${amount(c)}` : `${amount(c)} ש"ח`);
    const body = `<div class="band c">${co ? 'חניון האופרה · OPERA PARKING' : 'חניון הבמה · STAGE DOOR PARKING'}</div>
<div class="c sm">${co ? `שדרות שאול המלך, תל אביב<br>${vendorName} · ${bi('ח.פ.', 'Reg. No.')} ${ltr(hyphenId(taxId))}` : "רחוב ליאונרדו דה וינצ'י, תל אביב"}</div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dt(date, co ? 'dd/mm/yyyy' : 'dd.mm.yy')))}${row(bi('כרטיס חניה', 'Ticket'), ltr(rng.digits(10)))}
${row(bi('כניסה', 'Entry'), ltr(hhmm(entry)))}${row(bi('יציאה', 'Exit'), ltr(hhmm(entry + minutes)))}${row(bi('משך', 'Duration'), ltr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
<div class="rule"></div>
${capped ? row(bi('תעריף מרבי', 'Evening cap'), ltr(amount(cap))) : row(ltr(`${hours} x ${bi('שעה', 'hour')} x ${amount(hourly)}`), ltr(amount(gross)))}
<div class="sm">${bi('מנויי האופרה: 15% הנחה בהצגת כרטיס', 'Subscribers: 15% off with ticket')}</div>
<div class="rule"></div>
${row(bi('לתשלום', 'Amount due'), ltr(a(gross)), 'b big')}${row(bi(`מזה מע"מ ${rate}%`, 'VAT incl.'), ltr(a(vat)))}
${row(bi('תשלום', 'Payment'), rng.pick(['אשראי / Card', 'מזומן / Cash', 'אפליקציה / App']))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 240mm' : '58mm 280mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'FreeSans'"};font-size:${co ? 11.5 : 10}px;padding:3mm}.band{background:${co ? '#4a0e2e' : '#263238'};color:#fff;font-weight:bold;font-size:14px;padding:5px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
