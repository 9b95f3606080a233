import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, e, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-central-bus-station-car-park-receipt';

const VENDORS = [
  {
    brand: 'חניון התחנה המרכזית · CENTRAL STATION PARKING',
    legal: 'תחנה מרכזית חניונים חדרה בע"מ',
    company: true,
    site: 'חדרה / Hadera',
    color: '#c62828',
    page: '72mm 200mm',
    width: 64,
    font: "'FreeSans','Liberation Sans',sans-serif",
    num: (rng: Rng) => `CP-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    first: 1200,
    half: 600,
    max: 6000,
  },
  {
    brand: 'חניון המסוף · TERMINAL CAR PARK',
    legal: 'מוחמד עבד אל חלים',
    company: false,
    site: 'אום אל-פחם / Umm al-Fahm',
    color: '#283593',
    page: '58mm 200mm',
    width: 50,
    font: "'Liberation Serif','Frank Ruehl CLM',serif",
    num: (rng: Rng) => String(rng.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    first: 1000,
    half: 500,
    max: 4500,
  },
];

export const mixedCentralBusStationCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const entry = rng.int(6 * 60, 14 * 60);
    const minutes = rng.int(40, 9 * 60);
    const halves = Math.max(0, Math.ceil((minutes - 60) / 30));
    const raw = v.first + halves * v.half;
    const sum = Math.min(raw, v.max);
    const tax = vatIn(sum, rate);
    const body = `<div class="r">
<div class="band c b">${v.brand}</div>
<div class="c sm">${v.site}</div>
${v.company ? `<div class="c">${e(v.legal)}</div><div class="c">ח.פ. / Company No. ${ltr(spacedId(id))}</div>` : ''}
<div class="rule"></div>
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div>
${row('מס׳ / No.', ltr(number))}
${row('תאריך / Date', ltr(v.date(date)))}
${row('כניסה / In', ltr(hhmm(entry)))}
${row('יציאה / Out', ltr(hhmm(entry + minutes)))}
${row('משך / Duration', ltr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
${row('רכב / Plate', ltr(plate(rng)))}
${row('כרטיס / Ticket', ltr(rng.digits(10)))}
<div class="rule"></div>
${row('שעה ראשונה / First hour', ltr(amount(v.first)))}
${halves ? row(ltr(`${halves} x ½h x ${amount(v.half)}`), ltr(amount(halves * v.half))) : ''}
${raw > v.max ? row('תקרה יומית / Daily max', ltr(amount(v.max))) : ''}
${row('סה"כ לתשלום / Total ₪', ltr(amount(sum)), 'big')}
${row(`כולל מע"מ ${rate}% / incl. VAT`, ltr(amount(tax)))}
<div class="rule"></div>
${rng.chance(0.5) ? row('אשראי / Card', ltr(`xxxx${rng.digits(4)}`)) : row('אפליקציה / App ref.', ltr(`PG${rng.digits(8)}`))}
${v.company ? '' : `<div class="rule"></div><div class="c">${e(v.legal)}</div><div class="c">עוסק מורשה / Lic. Dealer ${ltr(id)}</div>`}
<div class="c sm">כרטיס אוטובוס אינו כלול / Bus fares not included</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.band{background:${v.color};color:#fff;padding:4px;font-size:12px}.big{font-weight:bold;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
