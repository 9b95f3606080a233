import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-kisra-fuel-till';

/** Agorot a litre with VAT: petrol 95, diesel; by year. */
const LITRE: Record<number, [number, number]> = { 2022: [724, 768], 2023: [698, 752], 2024: [742, 781], 2025: [729, 774], 2026: [748, 790] };
/** Hebrew, English, agorot with VAT in 2022. */
const SHOP: [string, string, number][] = [
  ["סודה 1.5 ל'", 'Soda 1.5 L', 800],
  ['נוזל לשמשות', 'Screenwash', 2400],
  ['מגבונים לרכב', 'Dashboard wipes', 1900],
  ["נוזל קירור 1 ל'", 'Antifreeze 1 L', 5900],
  ['מטהר אוויר', 'Freshener, vanilla', 1500],
  ['ופלים', 'Wafers', 700],
];

/**
 * A filling station at Kisra on the hill road, 72 mm (FreeMono throughout): "תחנת דלק כסרא" with "KISRA · PETROL &
 * GASOIL" under it in a box of asterisks, the company "כסרא דלקים ושירותים בע"מ" and "ע"מ" plain; "חשבונית מס קבלה /
 * TAX INVOICE RECEIPT"; bilingual label-value rows ("מס' / No." nnnn/nnnnnn, "תאריך / Date" d/m/yyyy, "שעה / Time",
 * "משאבה / Pump", product "בנזין 95 / Unleaded 95" or "סולר / Gasoil", litres to the centilitre, the price a litre by
 * year, the fuel's sum); sometimes one or two shop items; "סה"כ / TOTAL" "₪ …", "מע"מ n% / VAT n%" and "ללא מע"מ /
 * Excl. VAT" (contained); the card and approval, the plate and odometer (distractors); any day.
 */
export const mixedKisraFuelTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const diesel = rng.chance(0.3);
    const price = LITRE[Number(date.slice(0, 4))][diesel ? 1 : 0];
    const cl = diesel ? rng.int(2500, 9000) : rng.int(1200, 5200);
    const fuel = Math.round((cl * price) / 100);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const shop = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, p]) => ({ he, en, p: Math.round((p * rise) / 10) * 10 })) : [];
    const gross = fuel + total(shop.map((s) => s.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כסרא דלקים ושירותים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1000, 4999)}/${rng.digits(6)}`;
    const r = (he: string, en: string, v: string, cls = '') => `<div class="r ${cls}"><span>${he} / ${ltr(en)}</span><span>${v}</span></div>`;
    const body = `<div class="star">********************************</div><div class="hd"><span>תחנת דלק כסרא</span><span class="en">${ltr('KISRA · PETROL &amp; GASOIL')}</span></div><div class="star">********************************</div>
<div class="c">${vendorName}</div><div class="c">ע"מ ${ltr(taxId)}</div><div class="c">${ltr(`04-99${rng.digits(5)}`)}</div>
<div class="ti">חשבונית מס קבלה</div><div class="ti">${ltr('TAX INVOICE RECEIPT')}</div>
${r("מס'", 'No.', ltr(doc), 'b')}${r('תאריך', 'Date', ltr(dt(date, 'd/m/yyyy')))}${r('שעה', 'Time', ltr(hhmm(rng.int(5 * 60, 23 * 60))))}${r('משאבה', 'Pump', ltr(String(rng.int(1, 8))))}
<div class="ln">--------------------------------</div>${r(diesel ? 'סולר' : 'בנזין 95', diesel ? 'Gasoil' : 'Unleaded 95', '')}${r('ליטרים', 'Litres', ltr((cl / 100).toFixed(2)))}${r('מחיר לליטר', 'Per litre', ltr(amount(price)))}${r('סכום דלק', 'Fuel', ltr(amount(fuel)))}
${shop.map((s) => r(s.he, s.en, ltr(amount(s.p)))).join('')}<div class="ln">--------------------------------</div>
${r('סה"כ', 'TOTAL', ltr(`₪ ${amount(gross)}`), 'big')}${r(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`, ltr(amount(vat)))}${r('ללא מע"מ', 'Excl. VAT', ltr(amount(gross - vat)))}
<div class="ln">--------------------------------</div>${r('כרטיס', 'Card', ltr(`XXXX${rng.digits(4)}`))}${r('אישור', 'Approval', ltr(rng.digits(6)))}${r('רכב', 'Plate', ltr(plate(rng)))}${r('ק"מ', 'Odometer', ltr(String(rng.int(12000, 260000))))}
<div class="c">נסיעה טובה / ${ltr('Drive safely')}</div>`;
    const css = `body{font-family:'FreeMono';font-size:11.5px;width:66mm;padding:3mm}.star{text-align:center;overflow:hidden;white-space:nowrap}.hd{display:flex;flex-direction:column;align-items:center;font-weight:bold;font-size:15px}.hd .en{font-size:11px}
.c{text-align:center}.ti{text-align:center;font-weight:bold}.r{display:flex;justify-content:space-between;gap:4px}.b{font-weight:bold}.ln{text-align:center;overflow:hidden;white-space:nowrap}.big{font-size:14px;font-weight:bold}`;
    const page = '72mm 200mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
