import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, next, row, vatIn, ltr } from './extra';

const ID = 'mixed-crusader-fortress-car-park-receipt';

/** Car park by a crusader fortress: a bilingual slip under a coloured band, hours at a rate, a daily cap. */
export const mixedCrusaderFortressCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(480, 900);
    const mins = rng.int(35, 390);
    const first = co ? 1800 : 1500;
    const per = co ? 1000 : 800;
    const cap = co ? 6000 : 4500;
    const extra = Math.max(0, Math.ceil((mins - 60) / 60));
    const raw = first + extra * per;
    const gross = Math.min(raw, cap);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני המבצר עתלית בע"מ' : 'חליל נסאר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MB-${rng.digits(6)}` : rng.digits(5);
    const body = `<div class="band">${co ? 'חניון המבצר · FORTRESS PARKING' : 'חניון החומות · CITY WALLS CAR PARK'}</div><div class="slip">
<div class="c sm">${co ? 'עתלית, כניסה מזרחית / Atlit East Gate' : 'עכו העתיקה, שער הים / Old Acre, Sea Gate'}</div>
${co ? `<div class="c sm">${vendorName} · ח.פ. / Company No. ${spacedId(taxId)}</div>` : ''}
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div>
${row('מספר / No.', doc)}${row('תאריך / Date', co ? dt(date, 'dd.mm.yyyy') : ltr(dt(date, 'd Month yyyy')))}
${row('כניסה / Entry', hhmm(entry))}${row('יציאה / Exit', hhmm(entry + mins))}${row('משך / Duration', `${Math.floor(mins / 60)}:${String(mins % 60).padStart(2, '0')}`)}
${row('רכב / Plate', plate(rng))}${row('כרטיס / Ticket', rng.digits(10))}
<div class="rule"></div>
${row('שעה ראשונה / First hour', amount(first))}${extra ? row(`${extra} x שעה נוספת / extra hour x ${amount(per)}`, amount(extra * per)) : ''}
${raw > cap ? row(`מקסימום יומי / Daily max ${amount(cap)}`, `-${amount(raw - cap)}`) : ''}
<div class="dbl"></div>
${row('סה"כ לתשלום / Total ₪', amount(gross), 'b big')}${row(`כולל מע"מ ${rate}% / incl. VAT`, amount(vat))}
${row('תשלום / Paid', rng.chance(0.5) ? `אשראי / Card ${rng.digits(4)}` : `Pango ${rng.digits(8)}`)}
<div class="sm c">הכניסה לאתר העתיקות אינה כלולה / Site entry not included</div>
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה / Lic. Dealer ${taxId}</div>`}</div>`;
    const page = co ? '72mm 170mm' : '58mm 190mm';
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Liberation Serif'"};font-size:${co ? '10.5px' : '10px'}}
.band{background:${co ? '#6b4e16' : '#2c3e7a'};color:#fff;text-align:center;font-weight:bold;padding:4px;font-size:13px}.slip{padding:3mm}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
