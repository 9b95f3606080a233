import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-amiad-fuel-till';

/** Agorot per litre with VAT, self service, by year (approximate): low and high of the year. */
const PRICE: Record<number, [number, number]> = { 2022: [690, 790], 2023: [680, 725], 2024: [700, 760], 2025: [710, 765], 2026: [700, 750] };
/** Shop item, agorot with VAT. */
const SHOP: [string, number][] = [
  ["מים מינרליים 1.5 ל'", 890],
  ['קפה הפוך גדול', 1400],
  ['חטיף שוקולד', 750],
  ["נוזל לשמשות 4 ל'", 2490],
  ['מגבונים לרכב', 1990],
  ['שקית קרח', 1000],
];

/**
 * The fuel station at the Amiad junction, 58 mm (Aharoni CLM for the name, FreeMono): "תחנת הדלק צומת עמיעד" over the
 * company and "ע.מ." plain, the road, a line of equals signs, "חשבונית מס/קבלה" and "מס': tt-nnnnnn" (terminal and
 * serial), "תאריך:" dd/mm/yy and "שעה:" on their own lines, pump, fuel (95 or diesel), litres to two decimals, price
 * per litre, the fuel's sum, for full service "תוספת שירות מלא" by the litre, sometimes shop items; "סה"כ לתשלום",
 * "כולל מע"מ n%" with the VAT contained, card, authorisation and sometimes a plate; any day.
 */
export const heAmiadFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const [lo, hi] = PRICE[Number(date.slice(0, 4))];
    const perLitre = rng.int(lo, hi);
    const cl = rng.int(1200, 6800);
    const fuelSum = Math.round((cl * perLitre) / 100);
    const full = rng.chance(0.3);
    const perFull = 23;
    const service = full ? Math.round((cl * perFull) / 100) : 0;
    const shop = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)).map(([n, p]) => ({ n, p, q: rng.int(1, 2) })) : [];
    const gross = fuelSum + service + total(shop.map((s) => s.p * s.q));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'עמיעד אנרגיה ושירותים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${String(rng.int(1, 6)).padStart(2, '0')}-${rng.int(100000, 999999)}`;
    const fuel = rng.chance(0.7) ? 'בנזין 95' : 'סולר';
    const line = (a: string, b: string) => `<div class="l"><span>${a}</span><span class="dots"></span><span>${b}</span></div>`;
    const body = `<div class="c nm">תחנת הדלק צומת עמיעד</div><div class="c">${vendorName}</div><div class="c">ע.מ. ${ltr(taxId)}</div><div class="c">כביש ${ltr('90')}, צומת עמיעד</div>
<div class="eq">${'='.repeat(30)}</div><div class="c b">חשבונית מס/קבלה</div><div class="c">מס': ${ltr(doc)}</div>
<div>תאריך: ${ltr(dt(date, 'dd/mm/yy'))}</div><div>שעה: ${ltr(hhmm(rng.int(5 * 60, 23 * 60 + 30)))}</div><div class="eq">${'='.repeat(30)}</div>
${line('משאבה', ltr(String(rng.int(1, 8))))}${line('מוצר', fuel.replace('95', ltr('95')))}${line('כמות (ליטר)', ltr((cl / 100).toFixed(2)))}${line('מחיר לליטר', ltr(amount(perLitre)))}${line('סכום דלק', ltr(amount(fuelSum)))}
${full ? line('תוספת שירות מלא', ltr(amount(service))) : line('שירות', 'עצמי')}${shop.map((s) => line(`${s.n.replace(/(\d[\d.]*)/g, (m) => ltr(m))}${s.q > 1 ? ` ×${ltr(String(s.q))}` : ''}`, ltr(amount(s.p * s.q)))).join('')}
<div class="eq">${'-'.repeat(30)}</div>${line('<b>סה"כ לתשלום</b>', `<b>${ltr(amount(gross))}</b>`)}${line(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="eq">${'-'.repeat(30)}</div>
${line('אשראי', ltr(`XXXX-${rng.digits(4)}`))}${line('אישור', ltr(rng.digits(7)))}${rng.chance(0.5) ? line('רכב', ltr(plate(rng))) : ''}<div class="c">נסיעה טובה!</div>`;
    const css = `body{font-family:'FreeMono';font-size:11.5px;padding:3mm;width:52mm;line-height:1.35}.c{text-align:center}.b{font-weight:bold}.nm{font-family:'Aharoni CLM';font-size:17px;line-height:1.2}
.eq{overflow:hidden;white-space:nowrap;direction:ltr;text-align:center}.l{display:flex;gap:3px}.dots{flex:1;border-bottom:1px dotted #333;margin-bottom:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 200mm', css, body }),
      page: '58mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
