import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, notAnId, plate } from '../../generalisation/notation';
import { add, bi, dated, lr, rw, taxIn, vid } from './extra';

const ID = 'mixed-golan-heights-fuel-slip';

const SHOP: [string, string, number][] = [
  ['מים מינרליים', 'Water', 700],
  ['קפה שחור', 'Coffee', 1200],
  ['שמן מנוע 1 ל׳', 'Engine oil 1L', 5900],
  ['נוזל שמשות', 'Screen wash', 1800],
  ['שקית קרח', 'Ice bag', 1000],
  ['חטיף תמרים', 'Date bar', 900],
];

const VENDORS = [
  {
    he: 'דלק הגולן',
    en: 'GOLAN FUEL',
    site: bi('צומת קצרין', 'Katzrin Junction'),
    legal: 'דלק הגולן תחנות ושירותים בע"מ',
    company: true,
    page: '80mm 220mm',
    width: 72,
    font: "'DejaVu Sans',sans-serif",
    num: (r: { int(a: number, b: number): number }) => `GF${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    grid: false,
  },
  {
    he: 'תחנת מסעדה',
    en: "MAS'ADE STATION",
    site: bi('כביש 98, מסעדה', 'Route 98, Mas’ade'),
    legal: 'סלמאן אבו ג׳בל',
    company: false,
    page: '62mm 220mm',
    width: 54,
    font: "'Miriam Mono CLM','DejaVu Sans Mono',monospace",
    num: (r: { int(a: number, b: number): number }) => `T${r.int(1, 6)}-${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    grid: true,
  },
];

/** The range of the price per litre, in thousandths of a shekel, by year. */
const PRICE: Record<number, [number, number]> = { 2022: [6600, 7400], 2023: [6800, 7300], 2024: [6900, 7500], 2025: [7000, 7600], 2026: [6900, 7400] };

export const mixedGolanHeightsFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diesel = rng.chance(0.4);
    const [lo, hi] = PRICE[Number(date.slice(0, 4))];
    const perLitre = Math.round(rng.int(lo, hi) / 10) * 10 + (diesel ? -20 : 0);
    const perLitreText = (perLitre / 1000).toFixed(2);
    const centilitres = rng.int(1500, 6500);
    const litres = (centilitres / 100).toFixed(2);
    const fuel = Math.round((centilitres * perLitre) / 1000);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, unit]) => ({ he, en, unit, qty: rng.int(1, 2) })) : [];
    const total = fuel + add(extras.map((e) => e.qty * e.unit));
    const tax = taxIn(total, rate);
    const club = rng.chance(0.5) ? notAnId(rng) : '';
    const product = diesel ? bi('סולר', 'Diesel') : bi('בנזין 95', 'Petrol 95');
    const pump = String(rng.int(1, 8));
    const vendor = `<div class="c sm">${esc(v.legal)}<br>${v.company ? bi('ח.פ.', 'Co. Reg.') : bi('עוסק מורשה', 'Licensed Dealer')} ${lr(v.company ? hyphenId(id) : id)}</div>`;
    const fuelBlock = v.grid
      ? `<table class="g"><tr><th>${bi('משאבה', 'Pump', '<br>')}</th><th>${bi('ליטרים', 'Litres', '<br>')}</th><th>${bi('מחיר/ל׳', 'Price/L', '<br>')}</th></tr><tr><td>${lr(pump)}</td><td>${lr(litres)}</td><td>${lr(perLitreText)}</td></tr></table>${rw(product, lr(amount(fuel)))}`
      : `${rw(bi('משאבה', 'Pump'), lr(pump))}${rw(product, lr(amount(fuel)))}${rw(bi('ליטרים', 'Litres'), lr(litres))}${rw(bi('מחיר לליטר', 'Price per litre'), lr(perLitreText))}`;
    const body = `<div class="r">
<div class="c brand">${v.he}</div><div class="c en">${v.en}</div>
<div class="c sm">${v.site}</div>
${v.company ? vendor : ''}
<div class="c b">${bi('חשבונית מס/קבלה', 'Tax Invoice/Receipt', '<br>')}</div>
${rw(bi('מספר', 'No.'), lr(number))}
${rw(bi('תאריך', 'Date'), lr(v.date(date)))}
${rw(bi('שעה', 'Time'), lr(hhmm(rng.int(5 * 60, 23 * 60))))}
${rw(bi('רכב', 'Plate'), lr(plate(rng)))}
${rw(bi('מד אוץ', 'Odometer'), lr(String(rng.int(12000, 289000))))}
<div class="rule"></div>
${fuelBlock}
${extras.map((e) => rw(`${lr(String(e.qty))} ${bi(e.he, e.en)}`, lr(amount(e.qty * e.unit)))).join('')}
<div class="rule"></div>
${rw(bi('סה"כ', 'TOTAL'), lr(`${amount(total)} ₪`), 'big')}
${rw(bi(`מע"מ ${rate}%`, 'VAT'), lr(amount(tax)))}
${rw(bi('נטו', 'Net'), lr(amount(total - tax)))}
<div class="rule"></div>
${rw(bi('כרטיס', 'Card'), lr(`****${rng.digits(4)}`))}
${rw(bi('אישור', 'Auth'), lr(rng.digits(6)))}
${club ? rw(bi('מועדון', 'Club'), lr(club)) : ''}
${v.company ? '' : vendor}
<div class="c sm">${bi('נסיעה טובה', 'Drive safely')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:4px 0}.sm{font-size:8px}.brand{font-size:17px;font-weight:bold}.en{font-size:10px;letter-spacing:2px}.big{font-weight:bold;font-size:12px}.rule{border-top:1px dashed #333;margin:3px 0}.g{width:100%;border-collapse:collapse;text-align:center}.g th{font-weight:normal;font-size:8px;border-bottom:1px solid #333}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
