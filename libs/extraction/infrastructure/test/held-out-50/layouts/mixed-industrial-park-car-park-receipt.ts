import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-industrial-park-car-park-receipt';

/** Industrial park visitors' car park receipt with bilingual labels. */
export const mixedIndustrialParkCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const first = co ? 1200 : 1000;
    const quarter = co ? 400 : 350;
    const cap = co ? 6000 : 5000;
    const entry = rng.int(420, 720);
    const mins = rng.int(70, 600);
    const quarters = Math.ceil((mins - 60) / 15);
    const raw = first + quarters * quarter;
    const gross = Math.min(raw, cap);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני פארק תעשיות בע"מ' : 'רפאל ביטון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `IP-${rng.digits(6)}` : rng.digits(5);
    const dateText = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'd Mon yyyy');
    const head = co
      ? `<div class="band">חניון הפארק · PARK CAR PARK</div><div class="c sm">פארק תעשיות עמק חפר / Emek Hefer Industrial Park</div><div class="c sm">${vendorName} · ${bi('ח.פ.', 'Company No.')} ${ltr(spacedId(taxId))}</div>`
      : `<div class="band">חניון השער · GATE PARKING</div><div class="c sm">אזור תעשייה ציפורית / Tzipori Industrial Zone</div>`;
    const body = `<div class="slip">${head}<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dateText))}${row(bi('כניסה', 'In'), ltr(hhmm(entry)))}${row(bi('יציאה', 'Out'), ltr(hhmm(entry + mins)))}
${row(bi('משך', 'Duration'), ltr(`${Math.floor(mins / 60)}h ${mins % 60}m`))}${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(12)))}
<div class="rule"></div>${row(bi('שעה ראשונה', 'First hour'), ltr(amount(first)))}${row(ltr(`${quarters} x רבע שעה / quarter x ${amount(quarter)}`), ltr(amount(quarters * quarter)))}
${raw > cap ? row(bi('תקרה יומית', 'Daily cap'), ltr(`-${amount(raw - cap)}`)) : ''}
<div class="rule"></div>${row(`${bi('סה"כ לתשלום', 'Total')} ₪`, ltr(amount(gross)), 'b big')}${row(bi(`כולל מע"מ ${rate}%`, 'incl. VAT'), ltr(amount(vat)))}
${row(bi('תשלום', 'Paid'), rng.chance(0.5) ? bi('מזומן', 'Cash') : ltr(`VISA ****${rng.digits(4)}`))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '72mm 170mm' : '58mm 190mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Liberation Sans'"};font-size:${co ? '10.5px' : '9.5px'}}.slip{padding:3mm}.band{background:${co ? '#355' : '#a52'};color:#fff;text-align:center;font-weight:bold;font-size:13px;padding:3px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
