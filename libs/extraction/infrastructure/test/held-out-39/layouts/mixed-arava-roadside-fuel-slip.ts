import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';
import { add, bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-arava-roadside-fuel-slip';

const VENDORS = [
  {
    brand: 'תחנת צוקים',
    brandEn: 'TZUKIM STATION',
    site: bi('כביש 90, צומת צוקים', 'Road 90, Tzukim Junction', '<br>'),
    legal: 'שמעון דהן',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (r: { int(a: number, b: number): number }) => `${r.int(20000, 69999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    font: "'Nachlieli CLM','DejaVu Sans',sans-serif",
    width: 64,
    page: '72mm 200mm',
    top: true,
  },
  {
    brand: 'דלק הערבה',
    brandEn: 'ARAVA FUEL',
    site: bi('מרכז שירות ספיר, כביש 90', 'Sapir service area, Road 90', '<br>'),
    legal: 'ערבה אנרגיה ודלקים בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    num: (r: { int(a: number, b: number): number }) => `T7/${r.int(100000, 899999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    font: "'Miriam Mono CLM','FreeMono',monospace",
    width: 52,
    page: '60mm 215mm',
    top: false,
  },
];

const FUELS: [string, string, number, number][] = [
  ['בנזין 95', 'Unleaded 95', 620, 790],
  ['סולר', 'Diesel', 600, 780],
];
const SHOP: [string, string, number][] = [
  ['מים 1.5 ל׳ ×6', 'Water 1.5L ×6', 1890],
  ['קפה הפוך', 'Cappuccino', 1400],
  ['שקית קרח', 'Ice bag', 900],
  ['נוזל לשמשות', 'Screen wash', 2490],
];

export const mixedAravaRoadsideFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const [fhe, fen, lo, hi] = rng.pick(FUELS);
    const litres = v.top ? rng.int(18000, 78000) / 1000 : rng.int(1800, 7800) / 100;
    const ppl = rng.int(lo, hi);
    const fuel = mul(litres, ppl);
    const club = !v.top && rng.chance(0.7);
    const disc = club ? mul(litres, 25) : 0;
    const shop = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const total = fuel - disc + add(shop.map((s) => s[2]));
    const tax = taxIn(total, rate);
    const pump = rng.int(1, 8);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const fuelBlock = v.top
      ? `${r(bi('משאבה', 'Pump'), String(pump))}${r(bi('מוצר', 'Product'), bi(fhe, fen))}${r(bi('ליטרים', 'Litres'), litres.toFixed(3))}${r(bi('מחיר לליטר', 'Price/L'), amount(ppl))}${r(bi('סכום דלק', 'Fuel amount'), amount(fuel))}`
      : `<table class="hr"><tr><th>${bi('משאבה', 'Pump', '<br>')}</th><th>${bi('מוצר', 'Product', '<br>')}</th><th>${bi('ליטר', 'Litre', '<br>')}</th><th>${bi('מחיר', 'Price', '<br>')}</th></tr><tr><td>${pump}</td><td>${fen}</td><td>${litres.toFixed(2)}</td><td>${amount(ppl)}</td></tr></table>${r(bi('סכום דלק', 'Fuel amount'), amount(fuel))}`;
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div><div class="c b">${v.brandEn}</div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
${rule}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt', '<br>')}</div>
${r(bi('מס׳', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('שעה', 'Time'), hhmm(rng.int(5 * 60, 22 * 60)))}
${r(bi('רכב', 'Plate'), lr(plate(rng)))}
${r(bi('ק"מ', 'Odometer'), String(rng.int(12000, 260000)))}
${rule}
${fuelBlock}
${club ? r(bi('הנחת מועדון 0.25 לליטר', 'Club 0.25/L'), lr(`-${amount(disc)}`)) : ''}
${shop.map(([he, en, p]) => r(bi(he, en), amount(p))).join('')}
${rule}
${r(bi('סה"כ לתשלום', 'Total'), lr(`₪${amount(total)}`), 'big')}
${r(bi(`מע"מ ${rate}%`, `VAT ${rate}%`), amount(tax))}
${r(bi('לפני מע"מ', 'Excl. VAT'), amount(total - tax))}
${rule}
${r(bi('אשראי', 'Card'), lr(`****${rng.digits(4)}`))}
${r(bi('אישור', 'Auth.'), lr(rng.digits(6)))}
${rule}
${v.top ? '' : vendor}
<div class="c sm">${bi('התחנה הבאה בעוד 60 ק"מ', 'Next station in 60 km')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.brand{font-size:17px;font-weight:bold}.big{font-weight:bold;font-size:11.5px}.rule{border-top:1px dashed #444;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}.hr{width:100%;border-collapse:collapse;text-align:center;font-size:8.5px}.hr th{border-bottom:1px solid #333;font-weight:normal}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
