import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';
import { bi, coopId, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-kibbutz-filling-station-slip';

const VENDORS = [
  {
    brand: 'דלק גבעת הזית',
    brandEn: 'GIVAT HAZEIT FUEL',
    legal: 'קיבוץ גבעת הזית אגודה שיתופית חקלאית בע"מ',
    coop: true,
    label: bi('ח.פ.', 'Reg. No.'),
    site: bi('כביש 77, צומת המוביל', 'Route 77, Hamovil Jct.'),
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    num: (k: number) => `${k}`,
    digits: [400000, 499999],
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
    top: false,
  },
  {
    brand: 'תחנת המושבה',
    brandEn: 'HAMOSHAVA STATION',
    legal: 'סמיר חורי',
    coop: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    site: bi("רח' המייסדים 2, מטולה", '2 Hameyasdim St., Metula'),
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    num: (k: number) => `M${k}`,
    digits: [10000, 69999],
    font: "'Liberation Mono','Miriam Mono CLM',monospace",
    top: true,
  },
];

const PRICES: Record<string, [number, number]> = { '2022': [640, 790], '2023': [680, 740], '2024': [690, 760], '2025': [700, 750], '2026': [690, 745] };

export const mixedKibbutzFillingStationSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = v.coop ? coopId(v.legal) : vid(v.legal, false);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const [lo, hi] = PRICES[date.slice(0, 4)];
    const perL = rng.int(lo, hi);
    const litres = rng.int(1500, 6200) / 100;
    const fuel = mul(litres, perL);
    const member = rng.chance(0.5);
    const discount = member ? mul(litres, 20) : 0;
    const extra = rng.chance(0.4)
      ? rng.pick([
          ["שמן מנוע 1 ל'", 'Engine oil 1 L', 4900],
          ['נוזל לשמשות', 'Screen wash', 1900],
          ['מגבונים לרכב', 'Car wipes', 1500],
        ] as [string, string, number][])
      : null;
    const total = fuel - discount + (extra ? extra[2] : 0);
    const tax = taxIn(total, rate);
    const t = rng.int(5 * 60, 23 * 60);
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div>`;
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div><div class="c b">${v.brandEn}</div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
${rule}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(v.date(date)))}
${row(bi('שעה', 'Time'), hhmm(t))}
${row(bi('משאבה', 'Pump'), String(rng.int(1, 8)))}
${rule}
${row(bi('בנזין 95', 'Unleaded 95'), lr(`${litres.toFixed(2)} L`))}
${row(bi('מחיר לליטר', 'Price/L'), (perL / 100).toFixed(2))}
${row(bi('סכום דלק', 'Fuel amount'), amount(fuel))}
${member ? `<div class="sm">${bi('0.20 ₪ לליטר לחברי מועדון', 'NIS 0.20/L for club members')}</div>` : ''}
${member ? row(bi('הנחת חבר', 'Member disc.'), lr(`-${amount(discount)}`)) : ''}
${extra ? row(bi(extra[0], extra[1]), amount(extra[2])) : ''}
${rule}
${row(bi('סה"כ לתשלום', 'Total'), lr(`${amount(total)} NIS`), 'big')}
${row(bi(`מע"מ ${rate}%`, `VAT ${rate}%`), amount(tax))}
${row(bi('סכום ללא מע"מ', 'Excl. VAT'), amount(total - tax))}
${rule}
${row(bi('אשראי', 'Card'), lr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD'])} ${rng.digits(4)}`))}
${row(bi('אישור', 'Auth'), rng.digits(7))}
${row(bi('רכב', 'Car'), lr(plate(rng)))}
${member ? row(bi('כרטיס חבר', 'Member card'), rng.digits(10)) : ''}
${rule}
${v.top ? '' : vendor}
<div class="c sm">${bi('נסיעה טובה!', 'Drive safely!')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.r{width:70mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:9px}.brand{font-size:17px;font-weight:bold}.big{font-weight:bold;font-size:12.5px}.rule{border-top:1px dotted #333;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    const page = '78mm 200mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
