import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { add, bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-mitzpe-ramon-fuel-slip';

const EXTRAS: [string, string, number][] = [
  ['מים מינרליים 1.5 ל׳', 'Water 1.5L', 900],
  ['קפה שחור', 'Coffee', 1200],
  ['שמן מנוע 1 ל׳', 'Engine oil 1L', 5900],
  ['מגבונים לשמשה', 'Screen wipes', 1500],
  ['שקית קרח', 'Ice bag', 1000],
];

const VENDORS = [
  {
    he: 'דלק המכתש',
    en: 'CRATER FUEL',
    site: bi('שד׳ בן גוריון, מצפה רמון', 'Mitzpe Ramon'),
    legal: 'המכתש אנרגיה ושירותים בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. Reg.'),
    idf: hyphenId,
    page: '80mm 200mm',
    width: 72,
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    top: true,
    grid: false,
    num: (r: { int(a: number, b: number): number }) => `MR${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    he: 'תחנת נחל צין',
    en: 'ZIN VALLEY STATION',
    site: bi('כביש 40, צומת הרוחות', 'Route 40'),
    legal: 'משה אלקיים',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    idf: (s: string) => s,
    page: '62mm 200mm',
    width: 54,
    font: "'Miriam Mono CLM','DejaVu Sans Mono',monospace",
    top: false,
    grid: true,
    num: (r: { int(a: number, b: number): number }) => `P${r.int(1, 6)}/${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const mixedMitzpeRamonFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diesel = rng.chance(0.35);
    const price = diesel ? rng.int(640, 760) : rng.int(620, 790);
    const litres = rng.int(1500, 6800) / 100;
    const fuel = mul(litres, price);
    const extras = rng.chance(0.5) ? rng.some(EXTRAS, rng.int(1, 2)).map(([he, en, p]) => ({ he, en, p })) : [];
    const total = fuel + add(extras.map((e) => e.p));
    const tax = taxIn(total, rate);
    const pump = String(rng.int(1, 8));
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c sm">${esc(v.legal)}<br>${v.label} ${lr(v.idf(id))}</div>`;
    const fuelName = diesel ? bi('סולר', 'Diesel') : bi('בנזין 95', 'Petrol 95');
    const fuelBlock = v.grid
      ? `<table class="g"><tr><th>${bi('משאבה', 'Pump', '<br>')}</th><th>${bi('ליטר', 'Litres', '<br>')}</th><th>${bi('מחיר', 'Price', '<br>')}</th></tr><tr><td>${pump}</td><td>${lr(litres.toFixed(2))}</td><td>${lr((price / 100).toFixed(2))}</td></tr></table>${r(fuelName, lr(amount(fuel)))}`
      : `${r(bi('משאבה', 'Pump'), lr(pump))}${r(fuelName, '')}${r(lr(`${litres.toFixed(2)} L x ${(price / 100).toFixed(2)}`), lr(amount(fuel)))}`;
    const body = `<div class="r">
<div class="c brand">${v.he}</div><div class="c en">${v.en}</div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="rule"></div>
<div class="c b">${bi('חשבונית מס/קבלה', 'Tax Invoice/Receipt', '<br>')}</div>
${r(bi('מספר', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('שעה', 'Time'), lr(hhmm(rng.int(5 * 60, 23 * 60))))}
${r(bi('רכב', 'Plate'), lr(plate(rng)))}
${r(bi('ק"מ', 'Odometer'), lr(String(rng.int(12000, 240000))))}
<div class="rule"></div>
${fuelBlock}
${extras.map((e) => r(bi(e.he, e.en), lr(amount(e.p)))).join('')}
<div class="rule"></div>
${r(bi('סה"כ', 'TOTAL'), lr(`${amount(total)} ₪`), 'big')}
${r(bi(`מע"מ ${rate}%`, 'VAT'), lr(amount(tax)))}
${r(bi('נטו', 'Net'), lr(amount(total - tax)))}
<div class="rule"></div>
${r(bi('כרטיס', 'Card'), lr(`${rng.pick(['VISA', 'ISRACARD', 'MC'])} ${rng.digits(4)}`))}
${r(bi('אישור', 'Auth'), lr(rng.digits(6)))}
${rng.chance(0.5) ? r(bi('מועדון', 'Club'), lr(notAnId(rng))) : ''}
${v.top ? '' : vendor}
<div class="c sm">${bi('נסיעה בטוחה במדבר', 'Drive safe')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.brand{font-size:16px;font-weight:bold}.en{letter-spacing:1px;font-weight:bold}.b{font-weight:bold;margin:3px 0}.sm{font-size:8px}.big{font-weight:bold;font-size:12px}.rule{border-top:1px dashed #333;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}.g{width:100%;border-collapse:collapse;text-align:center}.g th{font-size:7.5px;border-bottom:1px solid #333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
