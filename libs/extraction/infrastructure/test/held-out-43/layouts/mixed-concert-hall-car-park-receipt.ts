import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { bi, dated, lr, rw, taxIn, vid } from './extra';

const ID = 'mixed-concert-hall-car-park-receipt';

const VENDORS = [
  {
    he: 'חניון היכל המוזיקה',
    en: 'MUSIC HALL PARKING',
    site: bi('שד׳ הרקפות 2, באר שבע', 'Rakafot Blvd 2, Beersheba'),
    legal: 'היכל המוזיקה חניונים בע"מ',
    company: true,
    page: '72mm 200mm',
    width: 64,
    font: "'FreeSans','Liberation Sans',sans-serif",
    color: '#b91c1c',
    first: 1200,
    step: 600,
    max: 6000,
    num: (r: { int(a: number, b: number): number }) => `MH/${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
  },
  {
    he: 'חניון האופרה',
    en: 'OPERA CAR PARK',
    site: bi('רח׳ הבימה 11, אשקלון', 'HaBima St 11, Ashkelon'),
    legal: 'מרדכי סויסה',
    company: false,
    page: '58mm 200mm',
    width: 50,
    font: "'Liberation Serif',serif",
    color: '#4338ca',
    first: 1000,
    step: 500,
    max: 4500,
    num: (r: { int(a: number, b: number): number }) => String(r.int(100000, 999999)),
    date: (iso: string) => dt(iso, 'd Month yyyy'),
  },
];

export const mixedConcertHallCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const entry = rng.int(16 * 60, 20 * 60);
    const minutes = rng.int(70, 420);
    const exit = entry + minutes;
    const halves = Math.max(0, Math.ceil((minutes - 60) / 30));
    const raw = v.first + halves * v.step;
    const total = Math.min(raw, v.max);
    const tax = taxIn(total, rate);
    const app = rng.chance(0.5);
    const vendor = `<div class="c sm">${esc(v.legal)}<br>${v.company ? bi('ח.פ.', 'Company No.') : bi('עוסק מורשה', 'Lic. Dealer')} ${lr(v.company ? spacedId(id) : id)}</div>`;
    const body = `<div class="r">
<div class="band"><div class="c brand">${v.he}</div><div class="c en">${v.en}</div></div>
<div class="c sm">${v.site}</div>
${v.company ? vendor : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt', '<br>')}</div>
${rw(bi('מס׳', 'No.'), lr(number))}
${rw(bi('תאריך', 'Date'), lr(v.date(date)))}
${rw(bi('כניסה', 'Entry'), lr(hhmm(entry)))}
${rw(bi('יציאה', 'Exit'), lr(hhmm(exit)))}
${rw(bi('משך', 'Duration'), lr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
${rw(bi('רכב', 'Vehicle'), lr(plate(rng)))}
${rw(bi('כרטיס', 'Ticket'), lr(rng.digits(10)))}
<div class="rule"></div>
${rw(bi('שעה ראשונה', 'First hour'), lr(amount(v.first)))}
${halves ? rw(`${lr(String(halves))} × ${bi('חצי שעה נוספת', 'extra ½ h')}`, lr(amount(halves * v.step))) : ''}
${raw > v.max ? rw(bi('מקסימום ליום', 'Daily maximum'), lr(amount(v.max))) : ''}
<div class="rule"></div>
${rw(bi('סה"כ לתשלום', 'Total'), lr(`₪${amount(total)}`), 'big')}
${rw(bi(`כולל מע"מ ${rate}%`, 'incl. VAT'), lr(amount(tax)))}
${app ? rw(bi('שולם באפליקציה', 'Paid in app'), lr(`REF ${rng.digits(8)}`)) : rw(bi('אשראי', 'Card'), lr(`****${rng.digits(4)}`))}
${v.company ? '' : vendor}
<div class="c sm">${bi('הכרטיס תקף ל-15 דקות ליציאה', 'Exit within 15 minutes')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.band{background:${v.color};color:#fff;padding:3px}.c{text-align:center}.b{font-weight:bold;margin:4px 0}.sm{font-size:8px}.brand{font-size:15px;font-weight:bold}.en{font-size:9px;letter-spacing:1px}.big{font-weight:bold;font-size:12px}.rule{border-top:1px solid #333;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
