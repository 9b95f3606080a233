import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, plate } from '../../generalisation/notation';
import { bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-campus-visitor-parking-receipt';

const VENDORS = [
  {
    brand: 'חניון הקמפוס · CAMPUS PARK',
    lines: ['קמפוס פארק ניהול חניונים בע"מ'],
    legal: 'קמפוס פארק ניהול חניונים בע"מ',
    company: true,
    label: 'ח.פ. / Co. No.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `7-${String(k).padStart(6, '0')}`,
    digits: [1000, 99999],
    color: '#0d47a1',
  },
  {
    brand: 'HILL PARK · חניון הגבעה',
    lines: ['שלמה דהן', 'חניון מבקרים — גבעת האוניברסיטה · Visitor parking'],
    legal: 'שלמה דהן',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    style: 'yyyy-mm-dd' as D,
    num: (k: number) => `${k}`,
    digits: [10000, 99999],
    color: '#b71c1c',
  },
];

export const mixedCampusVisitorParkingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const entryMin = rng.int(7 * 60, 16 * 60);
    const minutes = rng.int(35, Math.min(560, 23 * 60 + 30 - entryMin));
    const exitMin = entryMin + minutes;
    const first = rng.pick([1200, 1500]);
    const step = rng.pick([500, 600]);
    const cap = rng.pick([5500, 6500]);
    const halfHours = Math.max(0, Math.ceil((minutes - 60) / 30));
    const tariff = Math.min(cap, first + halfHours * step);
    const validation = rng.chance(0.4) ? Math.round(tariff / 2) : 0;
    const total = tariff - validation;
    const tax = taxIn(total, rate);
    const body = `<div class="r">
<div class="brand">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c sm">${v.label}: ${id}</div>
<div class="title">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi("מס' קבלה", 'Receipt No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(dt(date, v.style)))}
${row(bi('כרטיס', 'Ticket'), lr(rng.digits(14)))}
${row(bi('מכשיר', 'Pay station'), `APS-${rng.int(1, 9)}`)}
${row(bi('רכב', 'Plate'), lr(plate(rng)))}
<div class="rule"></div>
${row(bi('כניסה', 'Entry'), hhmm(entryMin))}
${row(bi('יציאה', 'Exit'), hhmm(exitMin))}
${row(bi('משך', 'Duration'), lr(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`))}
<div class="rule"></div>
<div class="sm">${bi(`שעה ראשונה ${amount(first)}, כל 30 דק' נוספות ${amount(step)}, מקסימום יומי ${amount(cap)}`, `1st hour ${amount(first)}, each 30 min ${amount(step)}, daily max ${amount(cap)}`, '<br>')}</div>
${row(bi('תעריף', 'Tariff'), amount(tariff))}
${validation ? row(bi('אישור כנס / מבקר', 'Visitor validation 50%'), `-${amount(validation)}`) : ''}
${row(bi('סה"כ שולם', 'TOTAL PAID'), `₪ ${amount(total)}`, 'big')}
${row(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), amount(tax))}
${row(bi('אשראי', 'Card'), lr(`xxxx-${rng.digits(4)}`))}
<div class="c sm">${bi('נסיעה טובה', 'Drive safely')}</div>
</div>`;
    const css = `body{font-family:'Liberation Sans','Noto Sans Hebrew',sans-serif;font-size:10.5px}.r{width:66mm;padding:3mm}.brand{background:${v.color};color:#fff;text-align:center;font-weight:bold;font-size:14px;padding:5px;font-family:'DejaVu Sans','Noto Sans Hebrew',sans-serif}.c{text-align:center}.sm{font-size:9px}.title{text-align:center;font-weight:bold;font-size:12px;margin:5px 0;border-top:1px solid #000;border-bottom:1px solid #000;padding:2px}.rule{border-top:1px dotted #000;margin:3px 0}.rw{display:flex;justify-content:space-between;padding:1px 0}.big{font-weight:bold;font-size:13px;border-top:1.5px solid #000;margin-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 170mm', css, body }),
      page: '72mm 170mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
