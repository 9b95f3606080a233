import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-zoo-car-park-receipt';

/** Zoo car park receipt with bilingual labels. */
export const mixedZooCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(8 * 60, 15 * 60);
    const dur = rng.int(40, 420);
    const exit = entry + dur;
    const first = co ? 1200 : 1000;
    const perHalf = co ? 600 : 500;
    const halves = Math.max(0, Math.ceil((dur - 60) / 30));
    const raw = first + halves * perHalf;
    const cap = co ? 4800 : 4000;
    const gross = Math.min(raw, cap);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני גן החיות הצפון בע"מ' : 'גדי רוזנטל';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZP-${rng.digits(6)}` : rng.digits(6);
    const f = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'd Mon yyyy');
    const body = `<div class="band">${co ? 'חניון גן החיות · ZOO PARKING' : 'חניון הג׳ירפה · GIRAFFE CAR PARK'}</div><div class="slip">
<div class="c sm">${co ? 'גן החיות, רמת גן / Safari Rd' : 'פינת החי העירונית, חולון / City Zoo'}</div>${co ? `<div class="c">${vendorName}</div><div class="c">${bi('ח.פ.', 'Company No.')} ${ltr(spacedId(taxId))}</div>` : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('כניסה', 'Entry'), ltr(hhmm(entry)))}${row(bi('יציאה', 'Exit'), ltr(hhmm(exit)))}${row(bi('משך', 'Duration'), ltr(`${Math.floor(dur / 60)}h ${dur % 60}m`))}${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(12)))}
<div class="rule"></div>${row(bi('שעה ראשונה', 'First hour'), ltr(amount(first)))}${halves ? row(ltr(`${halves} x ${bi('חצי שעה', 'half hour')} x ${amount(perHalf)}`), ltr(amount(halves * perHalf))) : ''}
${raw > cap ? row(bi('תקרה יומית', 'Daily cap'), ltr(`-${amount(raw - cap)}`)) : ''}<div class="rule"></div>
${row(bi('סה"כ לתשלום', 'Total') + ' ₪', ltr(amount(gross)), 'b big')}${row(`${bi(`כולל מע"מ ${rate}%`, 'incl. VAT')}`, ltr(amount(vat)))}
${row(bi('תשלום', 'Paid'), rng.pick(['מזומן / Cash', 'אשראי / Card']))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '76mm 170mm' : '58mm 190mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'FreeSans'"};font-size:${co ? 10.5 : 9.5}px}.slip{padding:3mm 4mm}.band{background:${co ? '#33691e' : '#b26a00'};color:white;text-align:center;font-weight:bold;padding:6px;font-size:13px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
