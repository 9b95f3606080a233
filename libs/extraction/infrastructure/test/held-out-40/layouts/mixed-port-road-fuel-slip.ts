import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';
import { bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-port-road-fuel-slip';

const FUELS: [string, string, number, number][] = [
  ['בנזין 95', 'Petrol 95', 640, 760],
  ['סולר', 'Diesel', 620, 740],
  ['בנזין 98', 'Petrol 98', 720, 850],
];
const SHOP: [string, string, number][] = [
  ['שמן מנוע 1 ל׳', 'Engine oil 1L', 5900],
  ['נוזל מגבים', 'Screen wash', 2400],
  ['קפה הפוך', 'Latte', 1400],
  ['מים מינרליים', 'Water', 800],
  ['מגבוני רכב', 'Car wipes', 1900],
];

const VENDORS = [
  {
    brand: 'דלק שער הנמל',
    brandEn: 'PORT GATE FUEL',
    site: bi('דרך הנמל 3, אשדוד', '3 Port Rd., Ashdod', '<br>'),
    legal: 'שער הנמל תחנות דלק בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. Reg.'),
    num: (r: { int(a: number, b: number): number }) => `${r.int(10, 40)}-${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Liberation Mono','Miriam Mono CLM',monospace",
    width: 62,
    page: '72mm 215mm',
    top: true,
    grid: true,
  },
  {
    brand: 'תחנת המזח',
    brandEn: 'PIER STATION',
    site: bi('כביש 4, צומת הנמל הדרומי, אשדוד', 'Rd. 4, South Port Jct., Ashdod', '<br>'),
    legal: 'חיים אלקבץ',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (r: { int(a: number, b: number): number }) => `P${r.int(1000000, 4999999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
    font: "'Nachlieli CLM','DejaVu Sans',sans-serif",
    width: 70,
    page: '80mm 215mm',
    top: false,
    grid: false,
  },
];

export const mixedPortRoadFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const [he, en, lo, hi] = rng.pick(FUELS);
    const price = rng.int(lo, hi); // agorot per litre
    const litres = v.grid ? rng.int(12000, 68000) / 1000 : rng.int(1200, 6800) / 100;
    const fuel = mul(litres, price);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const total = fuel + extras.reduce((a, e) => a + e[2], 0);
    const tax = taxIn(total, rate);
    const pump = rng.int(1, 12);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${lr(id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div><div class="c b">${v.brandEn}</div><div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="rule"></div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt', '<br>')}</div>
${r(bi('מס׳', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('שעה', 'Time'), lr(hhmm(rng.int(0, 1439))))}
${r(bi('רכב', 'Plate'), lr(plate(rng)))}
${r(bi('ק"מ', 'Odometer'), `${rng.int(12000, 390000)}`)}
<div class="rule"></div>
${
  v.grid
    ? `<table class="g"><tr><th>${bi('משאבה', 'Pump', '<br>')}</th><th>${bi('מוצר', 'Product', '<br>')}</th><th>${bi('ליטר', 'Litres', '<br>')}</th><th>${bi('מחיר', 'Price', '<br>')}</th></tr><tr><td>${pump}</td><td>${bi(he, en, '<br>')}</td><td>${litres.toFixed(3)}</td><td>${(price / 100).toFixed(2)}</td></tr></table>${r(bi('סכום דלק', 'Fuel amount'), amount(fuel))}`
    : `${r(bi('משאבה', 'Pump'), `${pump}`)}${r(bi('מוצר', 'Product'), bi(he, en))}${r(bi('כמות', 'Qty'), `${litres.toFixed(2)} L`)}${r(bi('מחיר לליטר', 'Price/L'), (price / 100).toFixed(2))}${r(bi('סכום', 'Amount'), amount(fuel))}`
}
${extras.map((e) => r(bi(e[0], e[1]), amount(e[2]))).join('')}
<div class="rule"></div>
${r(bi('סה"כ לתשלום', 'Total'), lr(`${amount(total)} ₪`), 'big')}
${r(bi(`מע"מ ${rate}%`, 'VAT'), amount(tax))}
${r(bi('לפני מע"מ', 'Excl. VAT'), amount(total - tax))}
<div class="rule"></div>
${r(bi('אשראי', 'Card'), lr(`****${rng.digits(4)}`))}${r(bi('אישור', 'Auth.'), lr(rng.digits(6)))}
${rng.chance(0.5) ? r(bi('כרטיס צי', 'Fleet card'), lr(`FC-${rng.digits(5)}`)) : ''}
<div class="rule"></div>
${v.top ? '' : vendor}
<div class="c sm">${bi('תודה ונסיעה בטוחה', 'Thank you, drive safely')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8px}.brand{font-size:16px;font-weight:bold}.big{font-weight:bold;font-size:11.5px}.rule{border-top:1px dashed #333;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}.g{width:100%;border-collapse:collapse;text-align:center}.g th{font-weight:normal;font-size:8px;border-bottom:1px solid #333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
