import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-botanical-garden-car-park-receipt';

const VENDORS = [
  {
    he: 'חניון הגן הבוטני',
    en: 'BOTANIC GARDEN PARKING',
    site: bi('גבעת רם, ירושלים', 'Givat Ram, Jerusalem'),
    legal: 'חניוני גבעת רם ניהול בע"מ',
    company: true,
    label: bi('ח.פ.', 'Company No.'),
    idf: spacedId,
    page: '70mm 180mm',
    width: 60,
    font: "'FreeSans','Nachlieli CLM',sans-serif",
    color: '#15803d',
    top: true,
    first: 1200,
    half: 500,
    cap: 4800,
    num: (r: { int(a: number, b: number): number }) => `BG-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
  },
  {
    he: 'חניון גן הצמחים',
    en: 'PLANT GARDEN CAR PARK',
    site: bi('רח׳ הפרחים, רחובות', 'Rehovot'),
    legal: 'דורית קליין',
    company: false,
    label: bi('עוסק מורשה', 'Lic. Dealer'),
    idf: (s: string) => s,
    page: '58mm 180mm',
    width: 50,
    font: "'Liberation Serif','David CLM',serif",
    color: '#6b21a8',
    top: false,
    first: 800,
    half: 400,
    cap: 3500,
    num: (r: { int(a: number, b: number): number }) => `${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
  },
];

export const mixedBotanicalGardenCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const entry = rng.int(8 * 60, 14 * 60);
    const minutes = rng.int(40, 6 * 60);
    const halves = Math.max(0, Math.ceil((minutes - 60) / 30));
    const raw = v.first + halves * v.half;
    const total = Math.min(raw, v.cap);
    const tax = taxIn(total, rate);
    const app = rng.chance(0.4);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c sm">${esc(v.legal)}<br>${v.label} ${lr(v.idf(id))}</div>`;
    const body = `<div class="r">
<div class="band"><div class="c brand">${v.he}</div><div class="c en">${v.en}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt', '<br>')}</div>
${r(bi('מס׳', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('כניסה', 'Entry'), lr(hhmm(entry)))}
${r(bi('יציאה', 'Exit'), lr(hhmm(entry + minutes)))}
${r(bi('משך', 'Duration'), lr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
${r(bi('רכב', 'Vehicle'), lr(plate(rng)))}
${r(bi('כרטיס חניה', 'Ticket'), lr(`T${rng.digits(9)}`))}
<div class="rule"></div>
${r(bi('שעה ראשונה', 'First hour'), lr(amount(v.first)))}
${halves ? r(bi(`${halves} × חצי שעה נוספת`, `${halves} × extra 30 min`), lr(amount(halves * v.half))) : ''}
${raw > v.cap ? r(bi('תקרה יומית', 'Daily max'), lr(amount(v.cap))) : ''}
${r(bi('סה"כ לתשלום', 'Total'), lr(`₪ ${amount(total)}`), 'big')}
${r(bi(`כולל מע"מ ${rate}%`, 'incl. VAT'), lr(amount(tax)))}
<div class="rule"></div>
${app ? r(bi('שולם באפליקציה', 'Paid in app'), lr(`#${rng.digits(7)}`)) : r(bi('אשראי', 'Card'), lr(`****${rng.digits(4)}`))}
<div class="c sm">${bi('כרטיס כניסה לגן בקופה', 'Garden tickets at the gate')}</div>
${v.top ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.band{background:${v.color};color:#fff;padding:4px}.c{text-align:center}.b{font-weight:bold;margin:4px 0}.sm{font-size:8px}.en{font-size:8.5px;letter-spacing:1px}.brand{font-size:14px;font-weight:bold}.big{font-weight:bold;font-size:12px}.rule{border-top:1px solid #555;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
