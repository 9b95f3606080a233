import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { add, bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-safari-park-car-park-receipt';

const VENDORS = [
  {
    brand: 'ספארי פארק · SAFARI PARK',
    lines: ['חניוני ספארי ניהול בע"מ'],
    legal: 'חניוני ספארי ניהול בע"מ',
    company: true,
    label: 'ח.פ. / Co. No.',
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    num: (k: number) => `P${k}`,
    digits: [1000000, 9999999],
    color: '#2e7d32',
  },
  {
    brand: 'ZOO GATE PARKING · חניון שער הגן',
    lines: ['רונן בן חיים', "חניון מבקרים ליד גן החיות · Zoo visitors' parking"],
    legal: 'רונן בן חיים',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    num: (k: number) => `${k}`,
    digits: [100000, 999999],
    color: '#ef6c00',
  },
];

const VEHICLES: [string, string, number][] = [
  ['רכב פרטי', 'Private car', 2800],
  ['רכב פרטי', 'Private car', 2800],
  ['מיניבוס', 'Minibus', 5500],
  ['אופנוע', 'Motorcycle', 1400],
];

export const mixedSafariParkCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const veh = rng.pick(VEHICLES);
    const entry = rng.int(8 * 60 + 30, 13 * 60);
    const exit = entry + rng.int(90, 390);
    const hours = Math.ceil((exit - entry) / 60);
    const dayRate = veh[2];
    const hourly = Math.round(dayRate / 3 / 100) * 100;
    const tariff = Math.min(dayRate, hours * hourly);
    const pass = rng.chance(0.35);
    const passDisc = pass ? Math.round((tariff * 30) / 100) : 0;
    const total = add([tariff, -passDisc]);
    const tax = taxIn(total, rate);
    const dur = exit - entry;
    const body = `<div class="r">
<div class="bar">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c sm">${v.label} ${id}</div>
<div class="c sm">${n % 2 === 0 ? 'דרך הצבי 1, רמת גן · 1-700-50-80-90' : "רח' הבינה 3, ירושלים · 053-7712904"}</div>
<div class="title">${bi('קבלה / חשבונית מס', 'Receipt / Tax Invoice')}</div>
${row(bi("מס'", 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(v.date(date)))}
${row(bi('כרטיס', 'Ticket'), lr(rng.digits(12)))}
${row(bi('רכב', 'Plate'), lr(plate(rng)))}
${row(bi('סוג רכב', 'Vehicle'), `${veh[0]} / ${lr(veh[1])}`)}
${row(bi('כניסה', 'Entry'), hhmm(entry))}
${row(bi('יציאה', 'Exit'), hhmm(exit))}
${row(bi('משך', 'Duration'), lr(`${Math.floor(dur / 60)}:${String(dur % 60).padStart(2, '0')}`))}
<div class="rule"></div>
<div class="sm">${bi('תעריף', 'Tariff', ': ')} ${amount(hourly)} ${bi('לשעה', 'per hour', ' ')} · ${bi('מקסימום יומי', 'daily max', ' ')} ${amount(dayRate)}</div>
${row(bi('חניה', 'Parking'), amount(tariff))}
${pass ? row(bi('הנחת מנוי שנתי 30%', 'Annual pass 30%'), lr(`-${amount(passDisc)}`)) : ''}
<div class="rule"></div>
${row(bi('סה"כ לתשלום', 'Total'), `₪ ${amount(total)}`, 'big')}
${row(bi(`מע"מ ${rate}% כלול`, 'incl. VAT'), amount(tax))}
${row(bi('אשראי', 'Card'), lr(`**** ${rng.digits(4)}`))}
${row(bi('אישור', 'Auth.'), rng.digits(6))}
${pass ? row(bi('מנוי', 'Pass'), lr(`SP-${rng.digits(6)}`)) : ''}
<div class="rule"></div>
<div class="c sm">${bi('יש לצאת תוך 15 דקות מהתשלום', 'Please exit within 15 min of payment')}</div>
<div class="c sm">${bi('מכונה', 'Pay station')} ${rng.int(1, 6)}</div>
</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans','Noto Sans Hebrew',sans-serif;font-size:10.5px}.r{width:64mm;padding:4mm}.bar{background:${v.color};color:#fff;font-weight:bold;font-size:13.5px;text-align:center;padding:4px;border-radius:3px}.c{text-align:center}.sm{font-size:9px}.title{text-align:center;font-weight:bold;margin:5px 0;font-size:11.5px}.rule{border-top:1px solid #444;margin:4px 0}.rw{display:flex;justify-content:space-between;padding:1px 0}.big{font-weight:bold;font-size:13.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 200mm', css, body }),
      page: '72mm 200mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
