import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';
import { add, bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-lakeside-fuel-station-slip';

const VENDORS = [
  {
    brand: 'דלק כנרת · KINNERET FUEL',
    legal: 'תחנות חוף הכנרת בע"מ',
    company: true,
    label: 'ח.פ. / Company No.',
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (k: number) => `T${k}`,
    digits: [2000000, 2999999],
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    head: true,
  },
  {
    brand: 'ARBEL STATION · תחנת ארבל',
    legal: 'סאמר חורי',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    date: (iso: string) => iso,
    num: (k: number) => `${k}`,
    digits: [40000, 89999],
    font: "'Liberation Sans Narrow','Noto Sans Hebrew',sans-serif",
    head: false,
  },
];

const PRICES: Record<string, [number, number]> = { '2022': [640, 800], '2023': [690, 745], '2024': [700, 765], '2025': [705, 760], '2026': [690, 745] };
const SHOP: [string, string, number][] = [
  ['פיתיונות דיג', 'Fishing bait', 1800],
  ['קרח 2 ק"ג', 'Ice 2 kg', 1200],
  ['פחם למנגל 3 ק"ג', 'Charcoal 3 kg', 3400],
  ["בקבוק מים 1.5 ל'", 'Water 1.5 L', 700],
  ['קפה הפוך', 'Latte', 1400],
  ['קרם הגנה', 'Sunscreen', 4900],
];

export const mixedLakesideFuelStationSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const diesel = rng.chance(0.3);
    const [lo, hi] = PRICES[date.slice(0, 4)];
    const perL = rng.int(lo, hi) - (diesel ? rng.int(15, 45) : 0);
    const prepaid = rng.pick([20000, 25000, 30000, 40000]);
    const litres = Math.floor(((prepaid - rng.int(500, 9000)) / perL) * 100) / 100;
    const fuel = mul(litres, perL);
    const refund = prepaid - fuel;
    const shop = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 3)).map(([he, en, p]) => ({ he, en, p, q: rng.int(1, 3) })) : [];
    const total = fuel + add(shop.map((s) => s.q * s.p));
    const tax = taxIn(total, rate);
    const t = rng.int(6 * 60, 23 * 60);
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="c big">${esc(v.brand)}</div>
<div class="c">${bi('כביש 90, חוף גינוסר', 'Route 90, Ginosar shore')}</div>
${v.head ? vendor : ''}
<div class="c">${lr(n % 2 === 0 ? '04-6721390' : '04-6733815')}</div>
${rule}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(`${v.date(date)} ${hhmm(t)}`))}
${row(bi('משאבה', 'Pump'), String(rng.int(1, 10)))}
${row(bi('מסוף', 'Terminal'), lr(`0${rng.digits(6)}`))}
${rule}
${row(bi('תשלום מראש', 'Prepaid'), amount(prepaid))}
${row(diesel ? bi('סולר', 'Diesel') : bi('בנזין 95 נטול עופרת', 'Unleaded 95'), amount(fuel))}
<div class="l">${lr(`${litres.toFixed(2)} L @ ${amount(perL)}`)}</div>
${row(bi('החזר לכרטיס', 'Refund to card'), amount(refund))}
${shop.map((s) => `${row(`${esc(s.he)} / ${lr(esc(s.en))}`, amount(s.q * s.p))}${s.q > 1 ? `<div class="l">${lr(`${s.q} @ ${amount(s.p)}`)}</div>` : ''}`).join('')}
${rule}
${row(bi('סה"כ לתשלום', 'Amount due'), amount(total), 'big')}
${row(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), amount(tax))}
${rule}
${row(bi('כרטיס', 'Card'), lr(`${rng.pick(['VISA', 'MASTERCARD', 'DINERS'])} ****${rng.digits(4)}`))}
${row(bi('אישור', 'Auth'), rng.digits(6))}
${row(bi('רכב', 'Vehicle'), lr(plate(rng)))}
${rule}
${v.head ? '' : vendor}
<div class="c">${bi('חוף גינוסר פתוח עד 18:00', 'Beach open until 18:00')}</div>
<div class="c">${bi('תודה ונסיעה טובה', 'Thank you, drive safely')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.r{width:70mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:14px}.l{direction:ltr;text-align:left;font-size:10px}.rule{border-top:1px dashed #333;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '78mm 230mm', css, body }),
      page: '78mm 230mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
