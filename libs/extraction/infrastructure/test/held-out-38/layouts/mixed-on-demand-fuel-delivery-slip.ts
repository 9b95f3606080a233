import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';
import { bi, dated, lr, officeDay, taxIn, vid } from './extra';

const ID = 'mixed-on-demand-fuel-delivery-slip';

const VENDORS = [
  {
    brand: 'טנקר-גו',
    brandEn: 'TankerGo',
    sub: bi('תדלוק עד החניה', 'Fuel delivered to your parking spot', '<br>'),
    legal: 'טנקר גו שירותי תדלוק ניידים בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    num: (k: number) => `TG-${k}`,
    digits: [200000, 499999],
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    width: 50,
    page: '58mm 190mm',
    top: false,
  },
  {
    brand: 'דלק עד הרכב',
    brandEn: 'FUEL2CAR',
    sub: bi('משאית תדלוק לחניוני משרדים', 'Office car park refuelling', '<br>'),
    legal: 'עמית ברק',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (k: number) => `${k}`,
    digits: [70000, 89999],
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    width: 70,
    page: '80mm 200mm',
    top: true,
  },
];

const SITES: [string, string][] = [
  ['חניון מגדלי הים התיכון, הרצליה פיתוח', 'Mediterranean Towers car park, Herzliya'],
  ['קריית עתידים, תל אביב – חניון B', 'Atidim Park, Tel Aviv – car park B'],
  ['פארק המדע, רחובות', 'Science Park, Rehovot'],
  ['מתחם BIG, באר שבע – חניון עובדים', 'BIG centre, Beersheba – staff car park'],
  ['הייטק פארק, יוקנעם', 'Hi-Tech Park, Yokneam'],
];
const PRICES: Record<string, [number, number]> = { '2022': [650, 790], '2023': [680, 740], '2024': [690, 760], '2025': [700, 750], '2026': [690, 745] };

export const mixedOnDemandFuelDeliverySlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const diesel = rng.chance(0.3);
    const [lo, hi] = PRICES[date.slice(0, 4)];
    const perL = rng.int(lo, hi) + (diesel ? -20 : 0);
    const litres = rng.int(2000, 6500) / 100;
    const fuel = mul(litres, perL);
    const fee = rng.pick([1990, 2490, 2990, 3490]);
    const sub = rng.chance(0.5);
    const disc = sub ? Math.round(fee / 2) : 0;
    const total = fuel + fee - disc;
    const tax = taxIn(total, rate);
    const [site, siteEn] = rng.pick(SITES);
    const t = rng.int(8 * 60, 17 * 60);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div><div class="c b">${v.brandEn}</div>
<div class="c sm">${v.sub}</div>
${v.top ? vendor : ''}
${rule}
<div class="c b">${bi('תעודת תדלוק – חשבונית מס קבלה', 'Fueling slip – Tax invoice receipt', '<br>')}</div>
${r(bi('מס׳', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('שעה', 'Time'), hhmm(t))}
${r(bi('הזמנה', 'Order'), lr(`#A-${rng.int(10000, 99999)}`))}
<div class="sm">${bi('מיקום', 'Location')}: ${esc(site)}<br>${lr(esc(siteEn))}</div>
${r(bi('רכב', 'Vehicle'), lr(plate(rng)))}
${r(bi('מד אוץ', 'Odometer'), lr(`${rng.int(12000, 189000)} km`))}
${rule}
${r(bi('מוצר', 'Product'), diesel ? bi('סולר', 'Diesel') : bi('בנזין 95', 'Unleaded 95'))}
${r(bi('ליטרים', 'Litres'), litres.toFixed(2))}
${r(bi('מחיר לליטר', 'Price/L'), amount(perL))}
${r(bi('דלק', 'Fuel'), amount(fuel))}
${r(bi('דמי שירות', 'Service fee'), amount(fee))}
${sub ? r(bi('הנחת מנוי 50%', 'Subscriber 50%'), lr(`-${amount(disc)}`)) : ''}
${rule}
${r(bi('סה"כ', 'Total'), lr(`₪ ${amount(total)}`), 'big')}
${r(bi(`מע"מ ${rate}%`, `VAT ${rate}%`), amount(tax))}
${r(bi('ללא מע"מ', 'Excl. VAT'), amount(total - tax))}
${rule}
${r(bi('תשלום', 'Paid'), lr(`App · card ****${rng.digits(4)}`))}
${r(bi('מתדלק', 'Driver'), rng.pick(['אלכס', 'מוחמד', 'רועי', 'דימה']))}
${rule}
${v.top ? '' : vendor}
<div class="c sm">${bi('הקבלה נשלחה גם לאפליקציה', 'A copy was sent to the app')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:${v.width < 60 ? 9 : 10.5}px;color:#111}.r{width:${v.width}mm;padding:3mm ${v.width < 60 ? 2 : 4}mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:${v.width < 60 ? 8 : 9}px}.brand{font-size:${v.width < 60 ? 15 : 18}px;font-weight:bold}.big{font-weight:bold;font-size:${v.width < 60 ? 11 : 12.5}px}.rule{border-top:1px dashed #333;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
