import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, notAnId, plate } from '../../generalisation/notation';
import { bare, byMilli, hundredths, milli } from './extra';

const STATIONS = [
  { brand: 'גזית', legal: 'גזית תחנות גז לרכב בע"מ', label: 'ח.פ.', place: 'צומת גומא, קריית שמונה' },
  { brand: 'אוטוגז המרכז', legal: 'אוטוגז המרכז (2011) בע"מ', label: 'ח"פ', place: "רח' המסגר 12, בני ברק" },
  { brand: 'LPG EXPRESS', legal: 'אל.פי.ג\'י אקספרס ישראל בע"מ', label: 'ח.פ', place: 'כביש 4, צומת ביל"ו' },
];
const EXTRAS: [string, number][] = [
  ['בדיקת דליפה במערכת גז', 4500],
  ['מסנן גז פאזה נוזלית', 7900],
  ["נוזל לשמשות 4 ל'", 2490],
  ['שטיפה חיצונית', 3500],
];
const FLEETS = ['מוניות הדר יוסף בע"מ', 'קווי השרון הסעות בע"מ', 'מוניות גלעד בע"מ'];

/**
 * An autogas (LPG) filling station's slip on 80 mm paper (FreeMono, Liberation Mono or DejaVu Sans Mono,
 * the brand in DejaVu Sans bold inside a box): the brand, the operating company ("ח.פ." / "ח"פ" / "ח.פ"),
 * the site, "תאריך" (dd/mm/yy or d.m.yyyy) and time, pump and nozzle, the vehicle's plate and odometer,
 * a taxi fleet's name with its valid ח.פ. and a driver card on some, "גפ"מ לרכב" in litres to two decimals
 * × a price a litre to three decimals, a leak test, a filter or screen wash on some, "סה"כ", "מזה מע"מ",
 * the card or fleet card with an authorisation, and at the end "חשבונית מס/קבלה" with "מס' עסקה" (a
 * station number and a serial, "017-0045231").
 */
export const heAutogasStationSlip: Layout = {
  id: 'he-autogas-station-slip',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const s = rng.pick(STATIONS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-07-01', '2026-02-25');
    const rate = israeliRate(date);
    const cl = rng.int(1800, 7200); // centilitres
    const perLitre = rng.int(4050, 4890) + (date >= '2025-01-01' ? 60 : 0); // thousandths of a shekel
    const gas = byMilli(cl, perLitre);
    const extras = rng.chance(0.45) ? rng.some(EXTRAS, rng.int(1, 2)) : [];
    const total = gas + extras.reduce((a, [, p]) => a + p, 0);
    const vat = vatOfGross(total, rate);
    const station = String(rng.int(1, 99)).padStart(3, '0');
    const docNo = `${station}-${String(rng.int(1000, 999999)).padStart(7, '0')}`;
    const font = rng.pick(['FreeMono', 'Liberation Mono', 'DejaVu Sans Mono']);
    const fleet = rng.chance(0.5) ? rng.pick(FLEETS) : '';
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const sep = '<div class="sep">----------------------------------------</div>';
    const body = `<div class="s"><div class="box">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div><div class="c">${s.label} ${vendorTaxId}</div><div class="c">${esc(s.place)}</div><div class="c">טל: <bdi>${landline(rng)}</bdi></div>${sep}
${r(`תאריך: ${rng.chance(0.5) ? dt(date, 'dd/mm/yy') : bare(date)}`, `שעה: ${time(rng)}`)}${r(`משאבה: ${rng.int(1, 6)}`, `אקדח: ${rng.int(1, 2)}`)}${r(`רכב: ${plate(rng)}`, `ק"מ: ${rng.int(40000, 690000)}`)}
${fleet ? `${r(`צי: ${esc(fleet)}`, '')}${r(`ח.פ. לקוח: ${taxId(rng)}`, '')}${r(`כרטיס נהג: ${notAnId(rng)}`, '')}` : ''}${sep}
${r('מוצר: גפ"מ לרכב (אוטוגז)', '')}${r(`כמות: ${hundredths(cl)} ליטר`, '')}${r(`מחיר לליטר: ${milli(perLitre)}`, amount(gas))}
${extras.map(([n, p]) => r(esc(n), amount(p))).join('')}${sep}
${r('סה"כ ש"ח', amount(total), 'b big')}${r(`מזה מע"מ ${rate}%`, amount(vat))}${sep}
${r(fleet ? `כרטיס צי ${rng.digits(4)}` : `אשראי ****${rng.digits(4)}`, amount(total))}${r('אישור', `${rng.digits(7)}`)}${sep}
<div class="c b">חשבונית מס/קבלה</div>${r("מס' עסקה:", docNo, 'b')}<div class="c sm">העתק לקוח · נסיעה בטוחה</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:11px;color:#000}.s{width:72mm;padding:4mm}.box{font-family:'DejaVu Sans',sans-serif;font-weight:bold;font-size:22px;text-align:center;border:2px solid #000;margin:0 6mm 2mm;padding:1mm}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sep{overflow:hidden;white-space:nowrap;direction:ltr}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.sm{font-size:9.5px}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
