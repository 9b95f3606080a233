import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-kfar-yona-fuel-till';

/** Agorot per litre, self-service, by year (95 octane, diesel). */
const PRICE: Record<number, [number, number]> = { 2022: [768, 782], 2023: [712, 735], 2024: [741, 706], 2025: [731, 722], 2026: [748, 729] };
const SHOP: [string, number][] = [
  ['קפה הפוך גדול', 1400],
  ['מים מינרליים 1.5 ל', 800],
  ['נוזל לשמשות 4 ל', 2490],
  ['כריך טונה', 2200],
  ['שטיפה אוטומטית', 4500],
];

/**
 * A fuel station at the Kfar Yona junction, a 58 mm slip (Miriam Mono CLM with Liberation Mono throughout, every line
 * fixed-width): the station's name in a line of stars, the operating company with "ע.מ." and its number, "חשבונית מס
 * קבלה" and "מספר: nnnnnn-nn" (serial and pump), date dd/mm/yyyy and time with seconds on their own lines, the pump,
 * the fuel, litres to three decimals and the price per litre to two, the fuel's sum, sometimes a shop item, "סה"כ
 * לתשלום ש"ח", "מע"מ 17.00%" (two decimals) with the VAT contained, the card and authorisation, sometimes a fleet
 * plate; any day.
 */
export const heKfarYonaFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.3);
    const perLitre = PRICE[year][diesel ? 1 : 0] + rng.int(-6, 6);
    const ml = rng.int(12000, 65000);
    const fuel = Math.round((ml * perLitre) / 1000);
    const extras = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)).map(([n, p]) => ({ n, p: p + (year - 2022) * 50 })) : [];
    const gross = total([fuel, ...extras.map((x) => x.p)]);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת צומת כפר יונה בע"מ';
    const taxId = idOf(vendorName, true);
    const pump = rng.int(1, 12);
    const doc = `${rng.int(100000, 999999)}-${String(pump).padStart(2, '0')}`;
    const at = rng.int(5 * 60, 23 * 60 + 50);
    const w = 30;
    /** One fixed-width line: a label and a value with dots between. */
    const line = (a: string, b: string) => `<div class="ln"><span>${a}</span><span class="dots"></span><span>${ltr(b)}</span></div>`;
    const body = `<div class="c">${'*'.repeat(w)}</div><div class="c b">דלק צומת כפר יונה</div><div class="c">${'*'.repeat(w)}</div>
<div class="c">${vendorName}</div><div class="c">ע.מ. ${ltr(taxId)}</div><div class="c">כביש 57, כפר יונה</div><div class="gap"></div>
<div class="c b">חשבונית מס קבלה</div><div class="c">מספר: ${ltr(doc)}</div>${line('תאריך', dt(date, 'dd/mm/yyyy'))}${line('שעה', `${hhmm(at)}:${String(rng.int(0, 59)).padStart(2, '0')}`)}
<div class="c">${'-'.repeat(w)}</div>${line('משאבה', String(pump))}${line('מוצר', diesel ? 'סולר' : 'בנזין 95')}${line('ליטרים', (ml / 1000).toFixed(3))}${line('מחיר לליטר', amount(perLitre))}${line('סכום דלק', amount(fuel))}
${extras.map((x) => line(x.n, amount(x.p))).join('')}<div class="c">${'='.repeat(w)}</div>${line('<b>סה"כ לתשלום ש"ח</b>', amount(gross))}<div class="c">${'='.repeat(w)}</div>
${line(`מע"מ ${ltr(`${rate}.00%`)}`, amount(vat))}${line('אשראי', `****${rng.digits(4)}`)}${line('אישור', rng.digits(7))}${rng.chance(0.5) ? line('רכב', plate(rng)) : ''}
<div class="c">${'-'.repeat(w)}</div><div class="c">שירות עצמי · נסיעה בטוחה</div>`;
    const css = `body{font-family:'Miriam Mono CLM','Liberation Mono';font-size:11.5px;width:52mm;padding:3mm}.c{text-align:center;white-space:nowrap;overflow:hidden}.b{font-weight:bold}.gap{height:6px}
.ln{display:flex;gap:3px;white-space:nowrap}.dots{flex:1;border-bottom:1px dotted #555;margin-bottom:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 170mm', css, body }),
      page: '58mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
