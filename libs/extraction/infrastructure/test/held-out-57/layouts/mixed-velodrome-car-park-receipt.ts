import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { baseCss, bi, grid, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-velodrome-car-park-receipt';

/** Velodrome car park receipt with "Hebrew / English" labels and a grid of entry and exit. */
export const mixedVelodromeCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const inAt = rng.int(7 * 60, 18 * 60);
    const mins = rng.int(25, 420);
    const out = inAt + mins;
    const gross = co ? Math.min(1800 + Math.max(0, Math.ceil((mins - 60) / 30)) * 700, 7000) : Math.min(Math.ceil(mins / 60) * 1200, 4800);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'ולודרום חניונים בע"מ' : 'שירן גבאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `VP${rng.digits(7)}` : `${rng.digits(3)}-${rng.digits(4)}`;
    const dd = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd-Mon-yy');
    const money = (c: number) => (co ? `₪ ${amount(c)}` : `${amount(c)} NIS`);
    const body = `<div class="band">${co ? 'חניון הוולודרום · VELODROME PARKING' : 'חניון המסלול · TRACK PARK'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>פארק הירקון, תל אביב · Yarkon Park, Tel Aviv` : 'ליד המסלול, פארק הספורט · By the track, Sports Park'}</div>
<div class="c b">${bi('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>
${row(bi('מספר', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dd))}
${grid([
  [bi('כניסה', 'In'), ltr(hhmm(inAt))],
  [bi('יציאה', 'Out'), ltr(hhmm(out))],
  [bi('משך', 'Stay'), ltr(`${Math.floor(mins / 60)}:${String(mins % 60).padStart(2, '0')}`)],
])}
${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(12)))}
<div class="sm">${co ? 'שעה ראשונה ₪18, כל חצי שעה נוספת ₪7, מקסימום ₪70 ליום' : '₪12 לשעה או חלק ממנה, עד ₪48 ליום · NIS 12 per hour, max NIS 48'}</div>
<div class="rule"></div>
${row(bi('לתשלום', 'Amount due'), ltr(money(gross)), 'b big')}
${row(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
${row(bi('אמצעי תשלום', 'Paid by'), rng.pick(['Visa', 'Pango', 'מזומן / Cash']))}
<div class="sm c">${rng.pick(['רוכבי מסלול - הנחה בהצגת מנוי · Track members: show your pass', 'אין אחריות לרכב ולתכולתו · No liability for vehicles'])}</div>
${co ? '' : `<div class="c sm foot">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const page = co ? '72mm 170mm' : '60mm 190mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Hadasim CLM'"};font-size:${co ? 10 : 11}px;padding:3mm}.band{background:${co ? '#4527a0' : '#00838f'};color:#fff;text-align:center;font-weight:bold;padding:4px;font-size:13px}.big{font-size:1.2em}.foot{margin-top:8px;border-top:1px solid #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
