import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';
import { add, bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-border-crossing-fuel-receipt';

const VENDORS = [
  {
    brand: 'דלק הבקעה · VALLEY FUEL',
    lines: ['דלק הבקעה תחנות בע"מ', 'תחנת מעבר נהר הירדן · Jordan River Crossing station'],
    legal: 'דלק הבקעה תחנות בע"מ',
    company: true,
    label: 'ח.פ. / Reg. No.',
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    num: (k: number) => `0012/${k}`,
    digits: [100000, 999999],
    font: "'FreeMono','Miriam Mono CLM',monospace",
  },
  {
    brand: 'NITZANA GAS · תחנת ניצנה',
    lines: ['יוסף אבו רביעה', 'תחנת דלק ומרכול ליד מעבר ניצנה · Fuel & mini-market by Nitzana crossing'],
    legal: 'יוסף אבו רביעה',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    date: (iso: string) => iso,
    num: (k: number) => `${k}`,
    digits: [100000, 999999],
    font: "'Noto Sans Mono','Miriam Mono CLM',monospace",
  },
];

const PRICES: Record<string, [number, number]> = { '2022': [680, 790], '2023': [690, 740], '2024': [700, 760], '2025': [705, 755], '2026': [690, 740] };
const SHOP: [string, string, number][] = [
  ['קפה שחור', 'Black coffee', 900],
  ["מים 1.5 ל'", 'Water 1.5 L', 800],
  ["שמן מנוע 1 ל'", 'Engine oil 1 L', 5900],
  ['נוזל שמשות', 'Screen wash', 2400],
  ["ג'ריקן 10 ל'", 'Jerrycan 10 L', 3900],
  ['חטיף', 'Snack bar', 700],
];

export const mixedBorderCrossingFuelReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const diesel = rng.chance(0.35);
    const [lo, hi] = PRICES[date.slice(0, 4)];
    const perL = rng.int(lo, hi) + (diesel ? -rng.int(10, 40) : 0);
    const litres = Math.round((12 + rng.next() * 48) * 100) / 100;
    const fuel = mul(litres, perL);
    const shop = rng.chance(0.55) ? rng.some(SHOP, rng.int(1, 3)).map(([he, en, p]) => ({ he, en, p, q: rng.int(1, 2) })) : [];
    const total = fuel + add(shop.map((s) => s.q * s.p));
    const tax = taxIn(total, rate);
    const t = rng.int(5 * 60, 22 * 60);
    const rule = '*'.repeat(34);
    const body = `<div class="r">
<div class="c big">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c">${v.label}: ${id}</div>
<div class="c">${lr(n % 2 === 0 ? '04-6098512' : '08-6555104')}</div>
<div>${rule}</div>
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax invoice / Receipt')}</div>
${row(bi("מס'", 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(`${v.date(date)} ${hhmm(t)}`))}
${row(bi('משאבה', 'Pump'), String(rng.int(1, 8)))}
${row(bi('קופאי', 'Cashier'), rng.pick(['מוחמד', 'שרון', 'עלי', 'נטלי']))}
<div>${rule}</div>
${row(diesel ? bi('סולר', 'Diesel') : bi('בנזין 95', 'Petrol 95'), amount(fuel))}
<div>${lr(`${litres.toFixed(2)} L x ${amount(perL)} ₪/L`)}</div>
${shop.map((s) => `${row(`${esc(s.he)} / ${lr(esc(s.en))}`, amount(s.q * s.p))}${s.q > 1 ? `<div>${lr(`${s.q} x ${amount(s.p)}`)}</div>` : ''}`).join('')}
<div>${rule}</div>
${row(bi('סה"כ', 'TOTAL'), amount(total), 'big')}
${row(bi(`מע"מ ${rate}%`, 'VAT'), amount(tax))}
${row(bi('לפני מע"מ', 'Net'), amount(total - tax))}
<div>${rule}</div>
${row(bi('תשלום', 'Paid by'), rng.pick(['VISA', 'MASTERCARD', 'ISRACARD', bi('מזומן', 'Cash')]))}
<div>${lr(`CARD ****${rng.digits(4)}   AUTH ${rng.digits(6)}`)}</div>
${row(bi('רכב', 'Vehicle'), lr(plate(rng)))}
${rng.chance(0.5) ? row(bi('ק"מ', 'Odometer'), String(rng.int(20000, 240000))) : ''}
<div>${rule}</div>
<div class="c">${bi('נסיעה טובה!', 'Safe travels!')}</div>
<div class="c">${bi('המעבר פתוח', 'Crossing open')} ${lr('08:00-20:00')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:14px}.rw{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
