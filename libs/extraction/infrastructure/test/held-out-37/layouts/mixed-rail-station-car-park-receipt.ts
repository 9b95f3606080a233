import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { bi, dated, lr, notSaturday, row, shift, taxIn, vid } from './extra';

const ID = 'mixed-rail-station-car-park-receipt';

const VENDORS = [
  {
    brand: 'RAIL PARK P+',
    brandHe: 'חניון הרכבת',
    site: bi('תחנת רכבת בנימינה', 'Binyamina Station'),
    legal: 'חניוני המסילה בע"מ',
    company: true,
    label: bi('ח.פ.', 'Company No.'),
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    num: (k: number) => `RP-${k}`,
    digits: [100000, 999999],
    day: 2000,
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    color: '#0b5394',
    top: true,
  },
  {
    brand: 'STATION PARKING',
    brandHe: 'חניון התחנה',
    site: bi('ליד תחנת רכבת קריית גת', 'Kiryat Gat Station'),
    legal: 'אלי ששון',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    num: (k: number) => `${k}`,
    digits: [20000, 89999],
    day: 1500,
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    color: '#b91c1c',
    top: false,
  },
];

export const mixedRailStationCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    // Trains do not run on Saturdays: a car leaves on another day.
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const days = rng.pick([0, 0, 1, 2, 3, 5]);
    const entry = shift(date, -days);
    const tin = rng.int(5 * 60, 10 * 60);
    const tout = days ? rng.int(8 * 60, 22 * 60) : tin + rng.int(2 * 60, 12 * 60);
    const charged = days + 1;
    const fee = charged * v.day;
    const rail = rng.chance(0.6);
    const disc = rail ? Math.round(fee / 2) : 0;
    const total = fee - disc;
    const tax = taxIn(total, rate);
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div>`;
    const body = `<div class="r">
<div class="logo"><div class="big">${v.brand}</div><div>${esc(v.brandHe)}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
${rule}
<div class="c b">${bi('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>
${row(bi('מספר קבלה', 'Receipt No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(v.date(date)))}
${row(bi('כרטיס חניה', 'Ticket'), rng.digits(12))}
${row(bi('רכב', 'Plate'), lr(plate(rng)))}
${row(bi('כניסה', 'Entry'), lr(`${dt(entry, 'dd/mm/yy')} ${hhmm(tin)}`))}
${row(bi('יציאה', 'Exit'), lr(`${dt(date, 'dd/mm/yy')} ${hhmm(tout)}`))}
${row(bi('ימים לחיוב', 'Days charged'), String(charged))}
${rule}
<div class="sm">${bi(`תעריף: ${amount(v.day)} ₪ ליום או חלק ממנו`, `Tariff: NIS ${amount(v.day)} per day or part`, '<br>')}</div>
${row(bi('דמי חניה', 'Parking fee'), amount(fee))}
${rail ? row(bi('הנחת נוסע רכבת 50%', 'Rail passenger 50%'), lr(`-${amount(disc)}`)) + row(bi('רב-קו', 'Rav-Kav'), lr(`****${rng.digits(4)}`)) : ''}
${rule}
${row(bi('סה"כ שולם', 'Total paid'), lr(`₪ ${amount(total)}`), 'big')}
${row(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), amount(tax))}
${rule}
${row(bi('אמצעי תשלום', 'Paid by'), rng.chance(0.5) ? bi('אשראי', 'Card') + ' ' + lr(`*${rng.digits(4)}`) : bi('מזומן', 'Cash'))}
${row(bi('עמדה', 'Station'), `APS-${rng.int(1, 6)}`)}
${v.top ? '' : rule + vendor}
<div class="c sm">${bi('שמרו את הקבלה', 'Keep this receipt')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:66mm;padding:4mm}.logo{border:2px solid ${v.color};color:${v.color};text-align:center;padding:3px;margin-bottom:3px;font-weight:bold}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.big{font-weight:bold;font-size:13px}.rule{border-top:1px solid #555;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    const page = '74mm 190mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
