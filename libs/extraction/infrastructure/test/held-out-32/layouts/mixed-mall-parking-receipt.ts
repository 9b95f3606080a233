import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, hyphenId } from '../../generalisation/notation';
import { bi, dated, pair, taxIn, vid } from './extra';

const ID = 'mixed-mall-parking-receipt';

const VENDORS = [
  {
    head: ['CITYMALL PARKING', 'סיטימול חניונים בע"מ'],
    legal: 'סיטימול חניונים בע"מ',
    company: true,
    label: 'ח.פ. / Co. No.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [100000, 999999],
    first: 1200,
    step: 350,
    cap: 6000,
  },
  {
    head: ['חניון הכיכר · SQUARE PARK', 'רפאל עזרא'],
    legal: 'רפאל עזרא',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `P${k}`,
    digits: [10000, 99999],
    first: 1000,
    step: 400,
    cap: 4800,
  },
];

/** The fee: the first hour, then each started quarter of an hour, up to a daily cap. */
const fee = (v: (typeof VENDORS)[number], minutes: number) => Math.min(v.cap, v.first + Math.max(0, Math.ceil((minutes - 60) / 15)) * v.step);

export const mixedMallParkingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const overnight = rng.chance(0.25);
    const exit = overnight ? rng.int(7 * 60, 11 * 60) : rng.int(11 * 60, 23 * 60);
    const minutes = overnight ? rng.int(10 * 60, 16 * 60) : rng.int(35, Math.min(exit - 8 * 60, 7 * 60));
    const entryMin = exit - minutes;
    const entryDate = entryMin < 0 ? addDays(date, -1) : date;
    const entry = (entryMin + 1440) % 1440;
    const gross = fee(v, minutes);
    const validated = !overnight && minutes > 60 && rng.chance(0.5) ? v.first : 0;
    const total = gross - validated;
    const tax = taxIn(total, rate);
    const ticket = rng.digits(12);
    const body = `<div class="r">
<div class="c brand">${esc(v.head[0])}</div>
<div class="c">${esc(v.head[1])}</div>
<div class="c sm">${v.label} ${n === 0 ? hyphenId(id) : id}</div>
<div class="rule"></div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${pair(bi("מס'", 'No.'), number)}
${pair(bi('תאריך', 'Date'), dt(date, v.style))}
${pair(bi('כרטיס', 'Ticket'), ticket)}
${pair(bi('קופה', 'Pay station'), `${rng.int(1, 6)}`)}
<div class="rule"></div>
${pair(bi('כניסה', 'Entry'), `${dt(entryDate, 'dd/mm/yy')} ${hhmm(entry)}`)}
${pair(bi('יציאה', 'Exit'), `${dt(date, 'dd/mm/yy')} ${hhmm(exit)}`)}
${pair(bi('משך', 'Duration'), `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`)}
<div class="sm">${bi(`שעה ראשונה ${amount(v.first)}, כל 15 דק' ${amount(v.step)}, מקסימום יומי ${amount(v.cap)}`, 'Tariff: 1st hour, then per 15 min, daily cap')}</div>
<div class="rule"></div>
${validated ? `${pair(bi('תעריף', 'Tariff'), amount(gross))}${pair(bi('אישור חנייה מחנות', 'Shop validation'), `-${amount(validated)}`)}` : ''}
${pair(bi('לתשלום', 'TOTAL'), `₪${amount(total)}`, 'big')}
${pair(bi(`כולל מע"מ ${rate}%`, 'incl. VAT'), amount(tax))}
${pair(bi('אשראי', 'Card'), `**** ${rng.digits(4)}`)}
<div class="rule"></div>
<div class="c sm">${bi('יש לצאת תוך 15 דקות', 'Please exit within 15 minutes')}</div>
</div>`;
    const css = `body{font-family:'DejaVu Sans','Noto Sans Hebrew',sans-serif;font-size:10.5px}.r{width:64mm;padding:3mm 4mm}.c{text-align:center}.b{font-weight:bold}.brand{font-size:15px;font-weight:bold;background:#000;color:#ffd400;padding:3px}.big{font-size:14px;font-weight:bold}.sm{font-size:8.5px}.rule{border-top:1px solid #000;margin:4px 0}.pr{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 170mm', css, body }),
      page: '72mm 170mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
