import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-soleret-fuel-slip';

/** Agorot a litre, VAT included, by year: diesel at the truck lanes and urea (approximate). */
const PRICE: Record<number, { diesel: number; urea: number }> = {
  2022: { diesel: 752, urea: 420 },
  2023: { diesel: 736, urea: 395 },
  2024: { diesel: 728, urea: 380 },
  2025: { diesel: 719, urea: 375 },
  2026: { diesel: 709, urea: 372 },
};
const SHOP: [string, number][] = [
  ['קפה הפוך גדול', 1400],
  ['כריך חביתה', 2200],
  ["בקבוק מים 1.5 ל'", 900],
  ["נוזל לשמשות 4 ל'", 2900],
];

/**
 * A truck stop in the industrial zone of Kiryat Malakhi, the diesel lane's slip, 76 mm (Shofar for the name, Miriam
 * Mono CLM): a boxed "סולרית" in reverse with "מרכז תדלוק למשאיות" and "אזה"ת קריית מלאכי", "סולרית דלק ושירותי דרך
 * בע"מ" with "ע.מ." plain; "*** חשבונית מס / קבלה ***"; "מס'" (the station, a slash and seven digits), the date
 * dd/mm/yy and the time, "עמדה", "מסוף" (distractors); each product as label-value rows: "מוצר", "כמות" in litres to the
 * centilitre, "מחיר לליטר" by year, "סכום"; diesel, sometimes urea for diesel engines, sometimes a shop item; "סה"כ" framed; then "לפני
 * מע"מ", "מע"מ n%" (contained) and "סה"כ כולל מע"מ"; a fleet card with the plate, odometer and driver (distractors);
 * any day.
 */
export const heSoleretFuelSlip: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const p = PRICE[year];
    const products: { name: string; rows: [string, string][]; sum: number }[] = [];
    const cl = rng.int(6000, 42000);
    const diesel = Math.round((cl * p.diesel) / 100);
    products.push({
      name: 'סולר',
      rows: [
        ['כמות', `${(cl / 100).toFixed(2)} ל'`],
        ['מחיר לליטר', amount(p.diesel)],
      ],
      sum: diesel,
    });
    if (rng.chance(0.45)) {
      const ucl = rng.int(1000, 6000);
      products.push({
        name: 'אוריאה לדיזל',
        rows: [
          ['כמות', `${(ucl / 100).toFixed(2)} ל'`],
          ['מחיר לליטר', amount(p.urea)],
        ],
        sum: Math.round((ucl * p.urea) / 100),
      });
    }
    if (rng.chance(0.35)) {
      const [n, price] = rng.pick(SHOP);
      const up = Math.round((price * (1 + (year - 2022) * 0.04)) / 10) * 10;
      products.push({
        name: n,
        rows: [
          ['כמות', '1'],
          ['מחיר', amount(up)],
        ],
        sum: up,
      });
    }
    const gross = total(products.map((x) => x.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'סולרית דלק ושירותי דרך בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(110, 129)}/${rng.digits(7)}`;
    const hour = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const kv = (k: string, v: string) => `<div class="r"><span>${k}</span><span>${v.replace(/[0-9A-Za-z][0-9A-Za-z.,/:'\- ]*/g, (m) => ltr(m))}</span></div>`;
    const prods = products.map((x) => `<div class="pr">${kv('מוצר', x.name)}${x.rows.map(([k, v]) => kv(k, v)).join('')}${kv('סכום', amount(x.sum))}</div>`).join('');
    const body = `<div class="hd"><div class="nm">סולרית</div><div>מרכז תדלוק למשאיות</div></div><div class="c">אזה"ת קריית מלאכי · ${ltr(`08-85${rng.digits(5)}`)}</div><div class="c">${vendorName}</div><div class="c">ע.מ. ${ltr(taxId)}</div>
<div class="c b t">*** חשבונית מס / קבלה ***</div>${kv("מס'", doc)}${kv('תאריך', `${dt(date, 'dd/mm/yy')} ${hour}`)}${kv('עמדה', String(rng.int(1, 8)))}${kv('מסוף', `T${rng.digits(3)}`)}<div class="ln"></div>
${prods}<div class="tot"><span>סה"כ</span><span>${ltr(amount(gross))}</span></div>
${kv('לפני מע"מ', amount(gross - vat))}${kv(`מע"מ ${ltr(`${rate}%`)}`, amount(vat))}${kv('סה"כ כולל מע"מ', amount(gross))}<div class="ln"></div>
<div class="b">כרטיס צי רכב</div>${kv("מס' רכב", plate(rng))}${kv('ק"מ', String(rng.int(80000, 990000)))}${kv('קוד נהג', rng.digits(4))}${kv('אישור', rng.digits(6))}<div class="ln"></div><div class="c">נסיעה בטוחה!</div>`;
    const css = `body{font-family:'Miriam Mono CLM';font-size:12.5px;width:76mm;box-sizing:border-box;padding:4mm 4mm 10mm;line-height:1.45}.hd{background:#111;color:#fff;text-align:center;padding:4px;margin-bottom:4px}.nm{font-family:'Shofar';font-size:30px;font-weight:bold;line-height:1.1}
.c{text-align:center}.b{font-weight:bold}.t{margin:6px 0;font-size:13.5px}.r{display:flex;justify-content:space-between;gap:6px}.ln{border-top:1px solid #000;margin:5px 0}.pr{border-bottom:1px dotted #000;padding:2px 0}
.tot{display:flex;justify-content:space-between;border:2px solid #000;padding:3px 6px;margin:6px 0;font-size:17px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 220mm', css, body }),
      page: '76mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
