import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';
import { bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-fleet-card-fuel-slip';

const VENDORS = [
  {
    brand: 'נתיב דלק · NATIV FUEL',
    legal: 'נתיב דלק אזורי תעשייה בע"מ',
    company: true,
    label: 'ח.פ. / Reg. No.',
    site: bi('אזור התעשייה ברקן', 'Barkan Industrial Zone'),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    num: (k: number) => `${k}`,
    digits: [60000000, 69999999],
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
    head: true,
  },
  {
    brand: 'תחנת הצומת · JUNCTION 6',
    legal: 'עאדל מנסור',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    site: bi('צומת עירון, כביש 65', 'Iron Junction, Route 65'),
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    num: (k: number) => `J6-${k}`,
    digits: [100000, 399999],
    font: "'DejaVu Sans Condensed','DejaVu Sans','Noto Sans Hebrew',sans-serif",
    head: false,
  },
];

const PRICES: Record<string, [number, number]> = { '2022': [620, 790], '2023': [660, 730], '2024': [680, 750], '2025': [690, 745], '2026': [680, 740] };
const FLEETS = ['הובלות גל-רון בע"מ', 'א.ב. שינוע ולוגיסטיקה בע"מ', 'מאפיות דגן הפצה בע"מ', 'קבוצת חשמל המרכז בע"מ'];

export const mixedFleetCardFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const [lo, hi] = PRICES[date.slice(0, 4)];
    const perL = rng.int(lo, hi) - rng.int(0, 30);
    const litres = rng.int(6000, 42000) / 100;
    const fuel = mul(litres, perL);
    const adblue = rng.chance(0.45) ? { l: rng.int(10, 40), p: rng.pick([390, 420, 450]) } : null;
    const adAmt = adblue ? adblue.l * adblue.p : 0;
    const wash = rng.chance(0.3) ? 6500 : 0;
    const total = fuel + adAmt + wash;
    const tax = taxIn(total, rate);
    const t = rng.int(4 * 60, 22 * 60);
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}</div><div class="c">${id}</div>`;
    const body = `<div class="r">
<div class="bar">${esc(v.brand)}</div>
<div class="c">${v.site}</div>
${v.head ? vendor : ''}
${rule}
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
${row(bi('מספר', 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(v.date(date)))}
${row(bi('שעה', 'Time'), hhmm(t))}
${row(bi('משאבה', 'Pump'), lr(`${rng.int(1, 12)} (${v.company ? 'HGV' : 'Truck lane'})`))}
${rule}
${row(bi('סולר', 'Diesel'), lr(`${litres.toFixed(2)} L × ${(perL / 100).toFixed(2)}`))}
${row('', amount(fuel))}
${adblue ? `${row(bi('אדבלו', 'AdBlue'), lr(`${adblue.l} L × ${(adblue.p / 100).toFixed(2)}`))}${row('', amount(adAmt))}` : ''}
${wash ? row(bi('שטיפת משאית', 'Truck wash'), amount(wash)) : ''}
${rule}
${row(bi('סה"כ', 'TOTAL'), lr(`₪ ${amount(total)}`), 'big')}
${row(bi(`מע"מ ${rate}% כלול`, 'VAT included'), amount(tax))}
${row(bi('לפני מע"מ', 'Net'), amount(total - tax))}
${rule}
${row(bi('כרטיס צי', 'Fleet card'), lr(`7003 **** **** ${rng.digits(4)}`))}
<div class="c sm">${esc(rng.pick(FLEETS))}</div>
${row(bi('נהג', 'Driver'), lr(`#${rng.int(100, 999)}`))}
${row(bi('רכב', 'Vehicle'), lr(plate(rng)))}
${row(bi('ק"מ', 'Odometer'), String(rng.int(40000, 690000)))}
${row(bi('אישור', 'Approval'), rng.digits(8))}
${row(bi('מסגרת חודשית נותרה', 'Monthly limit left'), amount(rng.int(200000, 1500000)))}
${rule}
${v.head ? '' : vendor}
<div class="c sm">${bi('החיוב יופיע בדו"ח הצי החודשי', 'Charged to your monthly fleet statement')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:9px}.bar{background:#111;color:#fff;text-align:center;font-weight:bold;font-size:13px;padding:4px 2px;margin-bottom:3px}.big{font-weight:bold;font-size:13px}.rule{border-top:1px solid #333;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    const page = '80mm 235mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
