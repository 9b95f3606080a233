import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, share } from '../../generalisation/notation';
import { bi, dated, lr, officeDay, taxIn, vid } from './extra';

const ID = 'mixed-courthouse-car-park-receipt';

const VENDORS = [
  {
    brand: 'חניון היכל המשפט',
    brandEn: 'COURTHOUSE PARKING',
    site: bi("רח' ויצמן 1, תל אביב", '1 Weizmann St., Tel Aviv', '<br>'),
    legal: 'היכל חניונים ותפעול בע"מ',
    company: true,
    label: bi('ח.פ.', 'Company No.'),
    num: (rng: { int(a: number, b: number): number }) => `0${rng.int(1, 4)}-${rng.int(100000, 399999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    tariff: [1800, 450, 7800],
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    width: 62,
    page: '70mm 185mm',
    color: '#1d4ed8',
    top: true,
  },
  {
    brand: 'חניון המגרש הרוסי',
    brandEn: 'RUSSIAN COMPOUND PARKING',
    site: bi("רח' שבטי ישראל 6, ירושלים", '6 Shivtei Israel St., Jerusalem', '<br>'),
    legal: 'סאמר עודה',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(40000, 89999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    tariff: [1500, 400, 6500],
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    width: 70,
    page: '80mm 190mm',
    color: '#b91c1c',
    top: false,
  },
];

export const mixedCourthouseCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const entry = rng.int(7 * 60 + 20, 12 * 60);
    const minutes = rng.int(40, 8 * 60);
    const exit = entry + minutes;
    const [first, extra, cap] = v.tariff;
    const quarters = Math.max(0, Math.ceil((minutes - 60) / 15));
    const fee = Math.min(cap, first + quarters * extra);
    const bar = rng.chance(0.5);
    const disc = bar ? share(fee, 20) : 0;
    const total = fee - disc;
    const tax = taxIn(total, rate);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="box"><div class="brand">${esc(v.brand)}</div><div class="b">${v.brandEn}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
${rule}
<div class="c b">${bi('קבלה – חשבונית מס', 'Receipt – Tax Invoice', '<br>')}</div>
${r(bi('מס׳ קבלה', 'Receipt No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('כרטיס', 'Ticket'), lr(`${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`))}
${r(bi('רכב', 'Plate'), lr(plate(rng)))}
${r(bi('כניסה', 'Entry'), hhmm(entry))}
${r(bi('יציאה', 'Exit'), hhmm(exit))}
${r(bi('משך', 'Duration'), `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`)}
${rule}
<div class="sm">${bi('תעריף', 'Tariff')}: ${bi(`שעה ראשונה ${amount(first)}`, `first hour ${amount(first)}`)}<br>${bi(`כל 15 דק' ${amount(extra)}`, `each 15 min ${amount(extra)}`)}<br>${bi(`מקסימום יומי ${amount(cap)}`, `daily max ${amount(cap)}`)}</div>
${rule}
${r(bi('דמי חניה', 'Parking fee'), amount(fee))}
${bar ? r(bi('הנחת עו"ד 20%', 'Bar member 20%'), lr(`-${amount(disc)}`)) : ''}
${bar ? r(bi('מס׳ חבר לשכה', 'Bar No.'), `${rng.int(10000, 89999)}`) : ''}
${r(bi('סה"כ שולם', 'Total paid'), lr(`${amount(total)} ₪`), 'big')}
${r(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), amount(tax))}
${rule}
${r(bi('אמצעי תשלום', 'Payment'), rng.chance(0.75) ? lr(`CARD ****${rng.digits(4)}`) : bi('מזומן', 'Cash'))}
${r(bi('קופה', 'Pay station'), `${rng.int(1, 6)}`)}
${rule}
${v.top ? '' : vendor}
<div class="c sm">${bi('יש לצאת תוך 15 דקות מהתשלום', 'Please exit within 15 minutes')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.box{border:2px solid ${v.color};color:${v.color};text-align:center;padding:3px;margin-bottom:3px}.brand{font-size:15px;font-weight:bold}.big{font-weight:bold;font-size:11.5px}.rule{border-top:1px solid #444;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
