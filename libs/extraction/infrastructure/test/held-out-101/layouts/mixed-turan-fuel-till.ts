import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-turan-fuel-till';

/** Agorot a litre with VAT at self-service, by year (approximate): petrol 95, gasoil. */
const PETROL: Record<number, number> = { 2022: 736, 2023: 702, 2024: 731, 2025: 722, 2026: 705 };
const GASOIL: Record<number, number> = { 2022: 792, 2023: 716, 2024: 728, 2025: 712, 2026: 698 };
/** Shop item: Hebrew, English, agorot with VAT in 2022. */
const SHOP: [string, string, number][] = [
  ["סודה 1.5 ל'", 'Seltzer 1.5 l', 690],
  ['קפה הפוך', 'Latte, large', 1200],
  ['מגבונים ללוח המחוונים', 'Dashboard wipes', 1990],
  ["נוזל לשמשות 4 ל'", 'Windscreen fluid 4 l', 2490],
  ['שטיפה חיצונית ידנית', 'Exterior rinse, manual', 4500],
  ['מאפה מלוח', 'Savoury pastry', 1400],
];

/**
 * A filling station at the Tur'an crossroads, 74 mm (Nimbus Mono PS for the English and figures, Miriam Mono CLM for
 * the Hebrew): "תחנת דלק טורעאן" and "TURAN · HWY 77" between lines of "=", the company "ט.ר.ע. דלקים ומסחר בע"מ"
 * with "ע.מ." plain; "חשבונית מס קבלה / TAX INVOICE RECEIPT" and "מס' / No." nnn-nnnnn; bilingual rows (date
 * dd.mm.yy, time, "משאבה / Pump", "שירות מלא / Attended service" or "שירות עצמי / Unattended"); the fuel ("בנזין 95 /
 * Petrol 95" or "סולר / Gasoil") with litres to the centilitre, the price a litre by year (attended 0.22 more) and the
 * sum; sometimes shop items or an exterior rinse; "סה"כ לתשלום / TOTAL" "₪ …", "מע"מ n% / VAT n%" and "לפני מע"מ /
 * NET" (contained); a corporate card with driver, plate and odometer, or a bank card with approval (distractors); any
 * day.
 */
export const mixedTuranFuelTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const gasoil = rng.chance(0.35);
    const full = rng.chance(0.3);
    const perLitre = (gasoil ? GASOIL[year] : PETROL[year]) + rng.int(-2, 2) * 5 + (full ? 22 : 0);
    const cl = rng.int(1200, gasoil ? 9500 : 5500);
    const fuel = Math.round((cl * perLitre) / 100);
    const rise = 1 + (year - 2022) * 0.04;
    const shop = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, p]) => ({ he, en, q: rng.int(1, 2), p: Math.round((p * rise) / 10) * 10 })) : [];
    const gross = fuel + total(shop.map((s) => s.q * s.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ט.ר.ע. דלקים ומסחר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.digits(3)}-${rng.digits(5)}`;
    const fleet = rng.chance(0.5);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const bi = (he: string, en: string) => `${he} / ${ltr(en)}`;
    const eq = '<div class="eq">========================================</div>';
    const body = `${eq}<div class="c b big">תחנת דלק טורעאן</div><div class="c en">TURAN · HWY 77</div>${eq}<div class="c">${vendorName}</div><div class="c">ע.מ. ${ltr(taxId)}</div>
<div class="c b">חשבונית מס קבלה / ${ltr('TAX INVOICE RECEIPT')}</div>${r(bi("מס'", 'No.'), ltr(doc), 'b')}${r(bi('תאריך', 'Date'), ltr(dt(date, 'dd.mm.yy')))}${r(bi('שעה', 'Time'), ltr(hhmm(rng.int(5 * 60, 23 * 60 + 50))))}${r(bi('משאבה', 'Pump'), ltr(String(rng.int(1, 8))))}${r(bi(full ? 'שירות מלא' : 'שירות עצמי', full ? 'Attended service' : 'Unattended'), '')}
<div class="dash"></div>${r(bi(gasoil ? 'סולר' : 'בנזין 95', gasoil ? 'Gasoil' : 'Petrol 95'), '')}${r(ltr(`${(cl / 100).toFixed(2)} L x ${amount(perLitre)}`), ltr(amount(fuel)))}
${shop
  .map(
    (s) =>
      r(
        bi(
          s.he.replace(/[\d.]+/g, (m) => ltr(m)),
          s.en,
        ),
        '',
      ) + r(ltr(`${s.q} x ${amount(s.p)}`), ltr(amount(s.q * s.p))),
  )
  .join('')}<div class="dash"></div>
${r(bi('סה"כ לתשלום', 'TOTAL'), ltr(`₪ ${amount(gross)}`), 'b big')}${r(bi(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`), ltr(amount(vat)))}${r(bi('לפני מע"מ', 'NET'), ltr(amount(gross - vat)))}<div class="dash"></div>
${fleet ? r(bi('כרטיס צי', 'Corporate card'), ltr(`${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`)) + r(bi('נהג', 'Driver'), ltr(rng.digits(4))) + r(bi('רכב', 'Plate'), ltr(plate(rng))) + r(bi('ק"מ', 'Odometer'), ltr(String(rng.int(12000, 310000)))) : r(bi('אשראי', 'Card'), ltr(`************${rng.digits(4)}`)) + r(bi('אישור', 'Auth'), ltr(rng.digits(6)))}
${eq}<div class="c">נסיעה בטוחה / ${ltr('Drive safely')}</div>`;
    const css = `body{font-family:'Nimbus Mono PS','Miriam Mono CLM';font-size:11.5px;width:66mm;padding:3mm 4mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:15px}.en{font-family:'Nimbus Mono PS'}.eq{overflow:hidden;white-space:nowrap;text-align:center}
.r{display:flex;justify-content:space-between;gap:4px;margin:1px 0}.dash{border-top:1.5px dashed #000;margin:4px 0}`;
    const page = '74mm 200mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
