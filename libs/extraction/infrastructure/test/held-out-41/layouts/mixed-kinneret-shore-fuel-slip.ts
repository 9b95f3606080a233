import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, plate } from '../../generalisation/notation';
import { bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-kinneret-shore-fuel-slip';

const VENDORS = [
  {
    brand: 'דלק חוף הכנרת',
    brandEn: 'KINNERET SHORE FUEL',
    site: bi('כביש 90, צומת צמח', 'Rd. 90, Tsemach Jct.'),
    legal: 'חוף הכנרת אנרגיה בע"מ',
    company: true,
    label: bi('ח.פ.', 'Reg. No.'),
    idf: (id: string) => hyphenId(id),
    num: (r: { int(a: number, b: number): number }) => `KS${r.int(1000000, 9999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    font: "'DejaVu Sans Mono','Miriam Mono CLM',monospace",
    page: '80mm 200mm',
    width: 70,
    top: false,
    grid: true,
  },
  {
    brand: 'תחנת המגדל',
    brandEn: 'MIGDAL STATION',
    site: bi('כביש 90, מגדל', 'Rd. 90, Migdal'),
    legal: 'אבי טננבאום',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    idf: (id: string) => id,
    num: (r: { int(a: number, b: number): number }) => `${r.int(1, 9)}/${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    page: '62mm 200mm',
    width: 54,
    top: true,
    grid: false,
  },
];

const PRICE: Record<number, number> = { 2022: 690, 2023: 700, 2024: 720, 2025: 730, 2026: 740 };

export const mixedKinneretShoreFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diesel = rng.chance(0.3);
    const perL = PRICE[Number(date.slice(0, 4))] + rng.int(-40, 40) + (diesel ? 20 : 0);
    const litres = rng.int(1500, 6200) / 100;
    const fuel = Math.round(litres * perL);
    const extras = rng.chance(0.5)
      ? rng.some(
          [
            ['שמן מנוע 1L / Engine oil', 5900],
            ['קפה / Coffee', 1200],
            ['קרח / Ice bag', 1500],
            ['נוזל ניקוי / Washer fluid', 2500],
          ] as [string, number][],
          rng.int(1, 2),
        )
      : [];
    const total = fuel + extras.reduce((s, e) => s + e[1], 0);
    const tax = taxIn(total, rate);
    const pump = rng.int(1, 8);
    const product = diesel ? bi('סולר', 'Diesel') : bi('בנזין 95', 'Petrol 95');
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c">${esc(v.legal)}</div><div class="c">${v.label}: ${lr(v.idf(id))}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div><div class="c en">${v.brandEn}</div><div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="c b t">${bi('חשבונית מס/קבלה', 'Tax Invoice/Receipt', '<br>')}</div>
${r(bi('מספר', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('שעה', 'Time'), lr(`${rng.int(5, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${r(bi('רכב', 'Plate'), lr(plate(rng)))}
<div class="rule"></div>
${
  v.grid
    ? `<table class="g"><tr><th>${bi('משאבה', 'Pump', '<br>')}</th><th>${bi('מוצר', 'Fuel', '<br>')}</th><th>${bi('ליטר', 'L', '<br>')}</th><th>${bi('מחיר', 'Price', '<br>')}</th></tr><tr><td>${pump}</td><td>${product}</td><td>${lr(litres.toFixed(2))}</td><td>${lr((perL / 100).toFixed(2))}</td></tr></table>${r(bi('סכום דלק', 'Fuel amount'), lr(amount(fuel)))}`
    : `${r(bi('משאבה', 'Pump'), String(pump))}${r(bi('מוצר', 'Fuel'), product)}${r(bi('כמות', 'Volume'), lr(`${litres.toFixed(2)} L`))}${r(bi('מחיר לליטר', 'Price/L'), lr((perL / 100).toFixed(2)))}${r(bi('דלק', 'Fuel'), lr(amount(fuel)))}`
}
${extras.map((e) => r(e[0], lr(amount(e[1])))).join('')}
<div class="rule"></div>
${r(bi('סה"כ', 'TOTAL'), lr(`${amount(total)} ₪`), 'big')}
${r(bi(`מע"מ ${rate}%`, `VAT ${rate}%`), lr(amount(tax)))}
${r(bi('נטו', 'Net'), lr(amount(total - tax)))}
<div class="rule"></div>
${r(bi('אשראי', 'Card'), lr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD'])} ${rng.digits(4)}`))}
${r(bi('אישור', 'Auth.'), lr(rng.digits(7)))}
<div class="c sm">${bi('נסיעה טובה!', 'Drive safely!')}</div>
${v.top ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.t{margin:4px 0}.sm{font-size:8px}.en{font-size:9px;letter-spacing:1px}.brand{font-size:15px;font-weight:bold}.big{font-weight:bold;font-size:12px}.rule{border-top:1px dashed #555;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}.g{width:100%;border-collapse:collapse;font-size:8.5px}.g th,.g td{text-align:center;padding:1px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
