import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, plate, share } from '../../generalisation/notation';

const LOTS = [
  { brand: 'AIRPARK TLV', name: 'אייר-פארק חניונים בע"מ', site: 'חניון ארוך טווח, צומת אירפורט סיטי' },
  { brand: 'FLY & PARK', name: 'חניון השדה שירותי חניה והסעות בע"מ', site: 'כביש 40, ליד מחלף גנות' },
  { brand: 'PARK4FLIGHT', name: 'פארק-פור-פלייט (2018) בע"מ', site: 'אזור תעשייה אפק, ראש העין' },
];

/**
 * A long-term airport car park's exit receipt (80 mm; Noto Sans Hebrew or DejaVu Sans, the brand in
 * Latin capitals) with every label in Hebrew and English: the Hebrew legal name and "ח.פ. / Co. No.",
 * "חשבונית מס קבלה / Tax Invoice Receipt" with a seven-digit number, the online booking's number,
 * entry and exit dates and times days apart, the days charged, first day and each further day's
 * rate, the online booking discount, a car wash while away on some, shuttle passengers, "סה"כ /
 * TOTAL", "כולל מע"מ / incl. VAT", the card, the plate and a barcode's digits.
 */
export const mixedAirportParking: Layout = {
  id: 'mixed-airport-parking',
  lang: 'mixed',
  kind: 'parking',
  make(rng: Rng) {
    const l = rng.pick(LOTS);
    const vendorTaxId = taxId(rng);
    const entry = randomDate(rng, '2023-06-01', '2026-03-15');
    const nights = rng.int(2, 14);
    const date = addDays(entry, nights);
    const rate = israeliRate(date);
    const tIn = rng.int(3 * 60, 23 * 60);
    const tOut = rng.int(0, 23 * 60 + 59);
    const days = nights + (tOut > tIn ? 1 : 0);
    const first = rng.pick([6900, 7900, 8900]);
    const further = rng.pick([3900, 4500, 4900]);
    const parking = first + (days - 1) * further;
    const online = share(parking, rng.pick([10, 15]));
    const wash = rng.chance(0.4) ? rng.pick([7000, 9000]) : 0;
    const total = parking - online + wash;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1000000, 9999999));
    const booking = `${rng.pick(['AP', 'FP', 'PF'])}-${rng.digits(6)}`;
    const font = rng.pick(['Noto Sans Hebrew', 'DejaVu Sans']);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(l.brand)}</div><div class="c">${esc(l.name)}</div><div class="c">ח.פ. / Co. No. ${vendorTaxId}</div><div class="c sm">${esc(l.site)}</div>
<div class="d"></div><div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div><div class="c">מס' / No. ${docNo}</div>
${r('הזמנה / Booking', booking)}${r('רכב / Car', plate(rng))}
<div class="d"></div>${r('כניסה / Entry', `${dt(entry, 'dd/mm/yyyy')} ${hhmm(tIn)}`)}${r('יציאה / Exit', `${dt(date, 'dd/mm/yyyy')} ${hhmm(tOut)}`)}${r('ימים / Days', String(days))}
<div class="d"></div>${r('יום ראשון / First day', amount(first))}${days > 1 ? r(`${days - 1} x יום נוסף / Extra day ${amount(further)}`, amount((days - 1) * further)) : ''}
${r('הנחת הזמנה מקוונת / Online discount', `-${amount(online)}`)}${wash ? r('שטיפת רכב / Car wash', amount(wash)) : ''}
${r('נוסעים בשאטל / Shuttle pax', String(rng.int(1, 5)))}
<div class="d"></div>${r('סה"כ / TOTAL ₪', amount(total), 'big')}${r(`כולל מע"מ ${rate}% / incl. VAT`, amount(vat))}
${r(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD', 'DINERS'])} ****${rng.digits(4)}`, amount(total))}${r('אישור / Auth.', rng.digits(6))}
<div class="c bc">${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}</div><div class="c sm">נסיעה טובה! / Have a safe trip home</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#000}
.s{width:72mm;padding:4mm 4mm 10mm}.brand{font-family:'DejaVu Sans',sans-serif;font-weight:bold;font-size:22px;text-align:center;direction:ltr}.c{text-align:center}.b{font-weight:bold}
.d{border-top:1px solid #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.big{font-size:16px;font-weight:bold}.sm{font-size:9.5px}.bc{font-family:'FreeMono',monospace;font-size:13px;letter-spacing:1px;margin-top:3mm;direction:ltr}`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      truth: { vendorName: l.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
