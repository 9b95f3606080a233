import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { he2, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-water-park-car-park-receipt';

const VENDORS = [
  {
    brand: he2('חניון פארק המים', 'WATER PARK PARKING', '<br>'),
    legal: 'גלי חוף חניונים בע"מ',
    company: true,
    site: 'שפיים · Shefayim',
    page: '72mm 200mm',
    width: 64,
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
    color: '#0277bd',
    first: 2000,
    step: 800,
    cap: 6500,
    num: (rng: { int(a: number, b: number): number }) => `WP-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
  },
  {
    brand: he2('חניון המגלשות', 'SLIDES CAR PARK', '<br>'),
    legal: 'דוד אלקבץ',
    company: false,
    site: 'כנרת · Sea of Galilee',
    page: '58mm 200mm',
    width: 50,
    font: "'Liberation Serif','Frank Ruehl CLM',serif",
    color: '#2e7d32',
    first: 1500,
    step: 600,
    cap: 5000,
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'd Month yyyy'),
  },
];

export const mixedWaterParkCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const d = next(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const inAt = rng.int(8 * 60, 13 * 60);
    const minutes = rng.int(50, 540);
    const extra = Math.max(0, Math.ceil((minutes - 60) / 30));
    const raw = v.first + extra * v.step;
    const sum = Math.min(raw, v.cap);
    const tax = vatIn(sum, rate);
    const app = rng.chance(0.4);
    const who = `<div class="c">${esc(v.legal)}<br>${v.company ? he2('ח.פ.', 'Company No.') : he2('עוסק מורשה', 'Lic. Dealer')} ${ltr(v.company ? spacedId(id) : id)}</div>`;
    const body = `<div class="band">${v.brand}</div><div class="r">
<div class="c sm">${v.site}</div>
${v.company ? who : ''}
<div class="c b">${he2('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(he2('מספר', 'No.'), ltr(number))}
${row(he2('תאריך', 'Date'), ltr(v.date(date)))}
${row(he2('כניסה', 'Entry'), ltr(hhmm(inAt)))}
${row(he2('יציאה', 'Exit'), ltr(hhmm(inAt + minutes)))}
${row(he2('משך', 'Duration'), ltr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
${row(he2('רכב', 'Vehicle'), ltr(plate(rng)))}
${row(he2('כרטיס', 'Ticket'), ltr(String(rng.int(1000000000, 1999999999))))}
<div class="rule"></div>
${row(he2('שעה ראשונה', 'First hour'), ltr(amount(v.first)))}
${extra ? row(he2(`${extra} חצאי שעה`, 'half hours'), ltr(`${extra} × ${amount(v.step)}`)) : ''}
${raw > v.cap ? row(he2('מקסימום יומי', 'Daily max'), ltr(amount(v.cap))) : ''}
${row(he2('סה"כ לתשלום', 'Total'), ltr(`₪${amount(sum)}`), 'big')}
${row(he2(`כולל מע"מ ${rate}%`, 'incl. VAT'), ltr(amount(tax)))}
<div class="rule"></div>
${app ? row(he2('שולם באפליקציה', 'App'), ltr(`REF ${rng.int(10000000, 99999999)}`)) : row(he2('אשראי', 'Card'), ltr(`***${rng.digits(4)}`))}
${v.company ? '' : who}
<div class="c sm">${he2('הכניסה לפארק בתשלום נפרד', 'Park entry charged separately')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9px;color:#111}.band{width:${v.width + 6}mm;background:${v.color};color:#fff;text-align:center;font-weight:bold;font-size:12px;padding:2mm 0}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:3px 0}.sm{font-size:7.5px}.big{font-weight:bold;font-size:11px}.rule{border-top:1px solid ${v.color};margin:3px 0}.row{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
