import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { bi, dated, lr, notSaturday, row, taxIn, vid } from './extra';

const ID = 'mixed-office-tower-visitor-parking-receipt';

const VENDORS = [
  {
    brand: 'מגדלי הים · SEA TOWERS PARKING',
    legal: 'מגדלי הים ניהול חניונים בע"מ',
    company: true,
    label: 'ח.פ. / Company ID',
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (k: number) => `ST${k}`,
    digits: [400000, 499999],
    color: '#1e40af',
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    first: 1800,
    quarter: 450,
    max: 9600,
    head: true,
  },
  {
    brand: 'חניון בורסה · BOURSE P4',
    legal: 'יגאל רוזן',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    num: (k: number) => `${k}`,
    digits: [700000, 799999],
    color: '#b91c1c',
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    first: 2200,
    quarter: 550,
    max: 11000,
    head: false,
  },
];

const TENANTS = ['משרד עו"ד לוינסון ושות\'', 'מרפאת שיניים קומה 12', 'קומה 21 – ביטוח', 'חברת הייטק – קומה 30', 'רואי חשבון קומה 8'];

export const mixedOfficeTowerVisitorParkingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const inT = rng.int(7 * 60, 14 * 60);
    const dur = rng.int(25, 540);
    const outT = inT + dur;
    const quarters = Math.max(0, Math.ceil((dur - 60) / 15));
    const fee = Math.min(v.max, v.first + quarters * v.quarter);
    const validated = rng.chance(0.5);
    const val = validated ? Math.round(fee * 0.5) : 0;
    const total = fee - val;
    const tax = taxIn(total, rate);
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="bar">${esc(v.brand)}</div>
<div class="c sm">${bi(v.company ? 'חניון אורחים · קומות ‎-2 עד ‎-5' : 'חניון מבקרים · רמת גן', v.company ? 'Visitor parking · levels -2 to -5' : 'Visitor car park · Ramat Gan')}</div>
${v.head ? vendor : ''}
${rule}
<div class="c b">${bi('קבלה / חשבונית מס', 'Receipt / Tax Invoice')}</div>
${row(bi('מס׳ קבלה', 'Receipt No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(v.date(date)))}
${row(bi('כרטיס', 'Ticket'), rng.digits(14))}
${row(bi('רכב', 'Plate'), lr(plate(rng)))}
${row(bi('כניסה', 'In'), hhmm(inT))}
${row(bi('יציאה', 'Out'), hhmm(outT))}
${row(bi('משך', 'Duration'), lr(`${Math.floor(dur / 60)}h ${dur % 60}m`))}
${rule}
<div class="sm">${bi(`תעריף: שעה ראשונה ${amount(v.first)}, כל 15 דק' ${amount(v.quarter)}, מקסימום יומי ${amount(v.max)}`, `First hour ${amount(v.first)}, each 15 min ${amount(v.quarter)}, daily max ${amount(v.max)}`, '<br>')}</div>
${row(bi('דמי חניה', 'Parking fee'), amount(fee))}
${validated ? `${row(bi('אישור דייר 50%', 'Tenant validation 50%'), lr(`-${amount(val)}`))}<div class="sm">${esc(rng.pick(TENANTS))}</div>` : ''}
${rule}
${row(bi('לתשלום', 'Amount paid'), lr(`₪${amount(total)}`), 'big')}
${row(bi(`מתוכו מע"מ ${rate}%`, `of which VAT ${rate}%`), amount(tax))}
${rule}
${row(bi('אשראי', 'Card'), lr(`**** ${rng.digits(4)}`))}
${row(bi('אישור', 'Auth'), rng.digits(6))}
${row(bi('עמדה', 'Station'), `APS-${rng.int(1, 6)}`)}
${rule}
${v.head ? '' : vendor}
<div class="c sm">${bi('יש לצאת תוך 15 דקות מהתשלום', 'Exit within 15 minutes of payment')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.r{width:66mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.bar{border:2px solid ${v.color};color:${v.color};text-align:center;font-weight:bold;font-size:12px;padding:3px;border-radius:10px}.big{font-weight:bold;font-size:13px}.rule{border-top:1px dashed #555;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    const page = '72mm 210mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
