import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { bi, dated, lr, row, shift, taxIn, vid } from './extra';

const ID = 'mixed-expo-grounds-car-park-receipt';

const VENDORS = [
  {
    brand: 'EXPO PARK · חניון גני התערוכה',
    legal: 'גני התערוכה חניונים בע"מ',
    company: true,
    label: 'ח.פ. / Co. Reg.',
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    num: (k: number) => `EP-${k}`,
    digits: [100000, 999999],
    color: '#1d4ed8',
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'LOT C · מגרש חניה C',
    legal: 'משה דהן',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    num: (k: number) => `${k}`,
    digits: [100000, 699999],
    color: '#15803d',
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
  },
];

const EVENTS: [string, string][] = [
  ['יריד הספרים', 'Book Fair'],
  ['תערוכת הרכב', 'Motor Show'],
  ['כנס הסייבר', 'Cyber Week'],
  ['תערוכת החתונות', 'Wedding Expo'],
  ['פסטיבל הקומיקס', 'Comic Con'],
];

export const mixedExpoGroundsCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const [evHe, evEn] = rng.pick(EVENTS);
    const evStart = shift(date, -rng.int(0, 2));
    const evEnd = shift(evStart, rng.int(2, 4));
    const entry = rng.int(8 * 60, 16 * 60);
    const stay = rng.int(35, Math.min(9 * 60, 23 * 60 - entry));
    const exit = entry + stay;
    const flat = rng.chance(0.5);
    const hourly = rng.pick([1200, 1500]);
    const cap = rng.pick([6000, 7000]);
    const hours = Math.ceil(stay / 60);
    const gross = flat ? cap : Math.min(hours * hourly, cap);
    const validated = rng.chance(0.35);
    const discount = validated ? Math.round(gross * 0.5) : 0;
    const total = gross - discount;
    const tax = taxIn(total, rate);
    const ticket = rng.digits(12);
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r"><div class="bar">${esc(v.brand)}</div>
${n % 2 === 0 ? vendor : ''}
<div class="c">${bi("שד' רוקח 101, תל אביב", '101 Rokach Blvd, Tel Aviv')}</div>
<div class="c">${lr(n % 2 === 0 ? '03-6416650' : '052-4471906')}</div>
<hr>
<div class="c b">${bi('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>
${row(bi('מספר', 'Number'), lr(number))}
${row(bi('תאריך', 'Date'), lr(v.date(date)))}
${row(bi('כרטיס', 'Ticket'), lr(ticket))}
${row(bi('רכב', 'Plate'), lr(plate(rng)))}
${row(bi('כניסה', 'In'), lr(hhmm(entry)))}
${row(bi('יציאה', 'Out'), lr(hhmm(exit)))}
${row(bi('משך', 'Duration'), lr(`${Math.floor(stay / 60)}h ${String(stay % 60).padStart(2, '0')}m`))}
<hr>
<div class="sm">${bi(`אירוע: ${evHe}`, `Event: ${evEn}`)} ${lr(`${dt(evStart, 'dd/mm')}-${dt(evEnd, 'dd/mm')}`)}</div>
${flat ? row(bi('תעריף אירוע יומי', 'Event day rate'), amount(gross)) : `${row(bi('תעריף', 'Tariff'), lr(`${amount(hourly)}/h, max ${amount(cap)}`))}${row(bi(`${hours} שעות`, `${hours} h`), amount(gross))}`}
${validated ? row(bi('אישור מציג 50%', 'Exhibitor validation 50%'), lr(`-${amount(discount)}`)) : ''}
<hr>
${row(bi('סה"כ', 'Total'), `₪ ${amount(total)}`, 'big')}
${row(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), amount(tax))}
<hr>
${row(bi('אשראי', 'Card'), lr(`**** ${rng.digits(4)}`))}
${row(bi('אישור', 'Approval'), lr(rng.digits(7)))}
${n % 2 === 1 ? `<hr>${vendor}` : ''}
<div class="c sm">${bi('יש לצאת תוך 15 דקות מהתשלום', 'Exit within 15 min of payment')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.r{width:66mm;padding:3mm}.bar{background:${v.color};color:#fff;text-align:center;font-weight:bold;font-size:13px;padding:4px 2px;margin-bottom:3px}.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:14px}.sm{font-size:9.5px}hr{border:0;border-top:1px solid #555;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 200mm', css, body }),
      page: '72mm 200mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
