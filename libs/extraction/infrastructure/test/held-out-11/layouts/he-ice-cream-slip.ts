import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';

const PARLOURS = [
  { brand: 'גלידה של פעם', legal: 'אבי ורד', company: false, place: 'טיילת בת ים', label: 'עוסק מורשה' },
  { brand: "ג'לטריה נונה", legal: 'נונה ג\'לטו בע"מ', company: true, place: 'דיזנגוף 210 ת"א', label: 'ח.פ' },
  { brand: 'קרח וקצפת', legal: 'רונית אזולאי', company: false, place: 'מדרחוב הגעתון, נהריה', label: 'מספר עוסק' },
  { brand: 'GELATO 27', legal: 'ג\'לטו עשרים ושבע בע"מ', company: true, place: 'סנטר 1, מודיעין', label: 'ח"פ' },
];
const PRODUCTS: [string, number][] = [
  ['גביע כדור אחד', 1400],
  ['גביע 2 כדורים', 2200],
  ['גביע 3 כדורים', 2900],
  ['כוס בינונית', 2600],
  ['כוס גדולה', 3400],
  ['קופסה 1/2 ק"ג', 6900],
  ['קופסה 1 ק"ג', 11900],
  ['מילקשייק', 2400],
  ['ופל בלגי + כדור', 3200],
  ['אייס קפה', 1800],
  ['מים מינרליים', 800],
  ['ארטיק הבית', 1200],
];
const EXTRAS: [string, number][] = [
  ['+ קצפת', 300],
  ['+ רוטב שוקולד', 400],
  ['+ גביע ופל', 300],
  ['+ פיסטוק גרוס', 500],
  ['+ סוכריות צבעוניות', 200],
];

/**
 * An ice cream parlour's slip on 58 mm paper (Simple CLM, Noto Sans Hebrew or FreeSans, the brand in
 * Hadasim CLM or Keter YG), in spring to autumn: the brand over the owner's name ("עוסק מורשה" or
 * "מספר עוסק") or the company ("ח.פ" / "ח"פ"), the date (dd/mm/yyyy or dd.mm.yy) and time at the top, a
 * large queue number in a box ("הזמנה 87"), "חשבונית מס-קבלה" with six digits and leading zeros, items
 * with "x2" and toppings as "+" lines, "סה"כ", "מזה מע"מ", cash or card with its last digits and
 * approval; no currency sign on the lines.
 */
export const heIceCreamSlip: Layout = {
  id: 'he-ice-cream-slip',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const p = rng.pick(PARLOURS);
    const vendorTaxId = taxId(rng, p.company);
    const year = rng.pick([2023, 2024, 2025]);
    const date = year === 2023 ? addDays('2023-06-01', rng.int(0, 130)) : addDays(`${year}-04-15`, rng.int(0, 190));
    const rate = israeliRate(date);
    const lines: { name: string; qty: number; unit: number; extra: boolean }[] = [];
    for (const [name, unit] of rng.some(PRODUCTS, rng.int(1, 4))) {
      lines.push({ name, qty: rng.pick([1, 1, 2, 3]), unit, extra: false });
      if (rng.chance(0.4)) {
        const [e, u] = rng.pick(EXTRAS);
        lines.push({ name: e, qty: 1, unit: u, extra: true });
      }
    }
    const total = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1200, 48999)).padStart(6, '0');
    const font = rng.pick(['Simple CLM', 'Noto Sans Hebrew', 'FreeSans']);
    const brandFont = rng.pick(['Hadasim CLM', 'Keter YG']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const cash = rng.chance(0.35);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const paid = Math.ceil(total / 2000) * 2000;
    const body = `<div class="s"><div class="brand">${esc(p.brand)}</div><div class="c">${esc(p.legal)}<br>${p.label} ${vendorTaxId}<br>${esc(p.place)}<br>${cellular(rng)}</div><div class="d"></div>
${r(dt(date, fmt), time(rng))}<div class="q">הזמנה<br><b>${rng.int(1, 199)}</b></div><div class="c b">חשבונית מס-קבלה</div><div class="c">מס' ${docNo}</div><div class="d"></div>
${lines.map((l) => r(`${l.extra ? '&nbsp;&nbsp;' : ''}${esc(l.name)}${l.qty > 1 ? ` x${l.qty}` : ''}`, amount(l.qty * l.unit), l.extra ? 'x' : '')).join('')}<div class="d"></div>
${r('סה"כ', amount(total), 'b big')}${r(`מזה מע"מ ${rate}%`, amount(vat))}<div class="d"></div>
${cash ? `${r('מזומן', amount(paid))}${r('עודף', amount(paid - total))}` : `${r(`אשראי ${rng.digits(4)}`, amount(total))}${r('אישור', rng.digits(6))}`}
<div class="c sm">קופה ${rng.int(1, 2)} · תודה ושיהיה קיץ מתוק!</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#000}.s{width:50mm;padding:3mm}.brand{font-family:'${brandFont}',serif;font-size:20px;font-weight:bold;text-align:center;line-height:1.1}
.c{text-align:center;line-height:1.35}.b{font-weight:bold}.big{font-size:13px}.d{border-top:1px solid #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:1.5mm}.r span:last-child{white-space:nowrap}.x{font-size:9.5px}
.q{border:2px solid #000;width:20mm;margin:1.5mm auto;text-align:center;font-size:9px;line-height:1.1;padding:1mm 0}.q b{font-size:22px}.sm{font-size:8.5px;margin-top:1.5mm}`;
    return {
      page: '58mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 200mm', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
