import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-amphitheatre-car-park-receipt';

const VENDORS = [
  {
    brand: 'חניון האמפי',
    brandEn: 'AMPHI PARKING',
    site: bi('האמפיתאטרון, קיסריה', 'Amphitheatre, Caesarea'),
    legal: 'חניוני אירועים השרון בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    idf: (id: string) => spacedId(id),
    num: (r: { int(a: number, b: number): number }) => `E-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    font: "'FreeSerif','David CLM',serif",
    page: '70mm 170mm',
    width: 60,
    color: '#b91c1c',
    top: true,
    event: 60,
  },
  {
    brand: 'חניון התיאטרון הרומי',
    brandEn: 'ROMAN THEATRE CAR PARK',
    site: bi('גן לאומי בית שאן', 'Beit She\u2019an National Park'),
    legal: 'נאור אזולאי',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    idf: (id: string) => id,
    num: (r: { int(a: number, b: number): number }) => `${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd-Mon-yy'),
    font: "'Liberation Sans','Nachlieli CLM',sans-serif",
    page: '58mm 170mm',
    width: 50,
    color: '#1f2937',
    top: false,
    event: 40,
  },
];

export const mixedAmphitheatreCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const prepaid = rng.chance(0.4);
    const fee = v.event * 100;
    const vip = rng.chance(0.3) ? 3000 : 0;
    const total = fee + vip;
    const tax = taxIn(total, rate);
    const entry = rng.int(18 * 60, 20 * 60 + 30);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c sm">${esc(v.legal)} · ${v.label} ${lr(v.idf(id))}</div>`;
    const body = `<div class="r">
<div class="band"><div class="c brand">${v.brand}</div><div class="c en">${v.brandEn}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="c b t">${bi('קבלה / חשבונית מס', 'Receipt / Tax Invoice', '<br>')}</div>
${r(bi('מס׳', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('כניסה', 'In'), lr(hhmm(entry)))}
${r(bi('רכב', 'Car'), lr(plate(rng)))}
${r(bi('מופע', 'Show'), lr(rng.pick(['Concert', 'Opera', 'Festival', 'Stand-up'])))}
${r(bi('כרטיס הופעה', 'Ticket'), lr(`${rng.int(100, 999)}-${rng.int(1000, 9999)}`))}
<div class="rule"></div>
${r(bi('חניה לאירוע', 'Event parking'), lr(amount(fee)))}
${vip ? r(bi('שדרוג קרוב לשער', 'Near-gate upgrade'), lr(amount(vip))) : ''}
${r(bi('סה"כ', 'Total'), lr(`₪${amount(total)}`), 'big')}
${r(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), lr(amount(tax)))}
<div class="rule"></div>
${r(bi('תשלום', 'Paid'), prepaid ? bi('מראש באפליקציה', 'prepaid in app') : lr(`${rng.pick(['VISA', 'MC'])} ****${rng.digits(4)}`))}
${prepaid ? r(bi('הזמנה', 'Booking'), lr(`PK${rng.digits(8)}`)) : ''}
<div class="c sm">${bi('יציאה עד 01:00', 'Exit by 01:00')}</div>
${v.top ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.band{border:2px solid ${v.color};color:${v.color};padding:3px;border-radius:10px}.c{text-align:center}.b{font-weight:bold}.t{margin:4px 0}.sm{font-size:8px}.en{font-size:8.5px;letter-spacing:1px}.brand{font-size:14px;font-weight:bold}.big{font-weight:bold;font-size:12px}.rule{border-top:1px solid #555;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
