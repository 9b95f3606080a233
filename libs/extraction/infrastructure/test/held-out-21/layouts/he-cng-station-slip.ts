import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { ltr, stirred, vendorId } from './extra';

const STATIONS = [
  {
    brand: 'GREEN GAS CNG',
    sub: 'תחנת דחיסה · אזור תעשייה עטרות',
    legal: 'גז ירוק תחנות דחיסה בע"מ',
    label: 'ח.פ.',
    hyphen: false,
    station: '14',
  },
  { brand: 'דחוס', sub: 'גז טבעי לתחבורה · צומת גומא', legal: 'דחוס אנרגיה לתחבורה בע"מ', label: 'ח"פ', hyphen: true, station: '07' },
  { brand: 'מתאן פלוס', sub: 'תחנת CNG לאוטובוסים ומשאיות · נמל אשדוד', legal: 'מתאן פלוס ישראל (2016) בע"מ', label: 'ח.פ.', hyphen: false, station: '22' },
];
const FLEETS = ['הסעות השרון בע"מ', 'פינוי אשפה עמק יזרעאל בע"מ', 'קווים בין-עירוניים הדרום בע"מ', 'מוניות הכרמל - שותפות', 'תובלת הצפון בע"מ'];

/**
 * A compressed natural gas (CNG) station's slip for buses, refuse trucks and taxis on 80 mm paper (Liberation
 * Mono, Noto Sans Mono or Miriam Mono CLM, Hebrew in Miriam Mono CLM; the brand in large spaced type between
 * double rules): the legal name with "ח.פ." / "ח"פ" (hyphenated on some) and the station; "חשבונית מס /
 * קבלה", "מס' מסמך" as station and serial ("14-0031877"), "מס' עסקה", date and time, "עמדה" and nozzle; "גז
 * טבעי דחוס (CNG)" in kilograms to two decimals at a price a kilogram to three; a fleet's discount a
 * kilogram with a trailing or leading minus; "סה"כ לתשלום" with "מע"מ … כלול" and "נטו", or "לפני מע"מ",
 * "מע"מ" and "סה"כ"; the plate, the odometer, the fleet card, driver number and fleet's name, or a credit card
 * with its approval; the fill's final pressure in bar and the gas temperature.
 */
export const heCngStationSlip: Layout = {
  id: 'he-cng-station-slip',
  lang: 'he',
  kind: 'fuel',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-cng-station-slip');
    const s = rng.pick(STATIONS);
    const vendorTaxId = vendorId(s.legal, true);
    const date = randomDate(rng, '2023-08-01', '2026-03-28');
    const rate = israeliRate(date);
    const grams = rng.int(12000, 95000);
    const price = rng.int(5600, 7900);
    const gross = Math.round((grams * price) / 10000);
    const fleet = rng.chance(0.6);
    const discPerKg = fleet ? rng.pick([25, 30, 35, 40]) : 0;
    const disc = Math.round((grams * discPerKg) / 1000);
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = `${s.station}-${String(rng.int(1000, 99999)).padStart(7, '0')}`;
    const font = rng.pick(['Liberation Mono', 'Noto Sans Mono', 'Miriam Mono CLM']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const kg = (g: number) => (g / 1000).toFixed(2);
    const pr = (p: number) => (p / 1000).toFixed(3);
    const trailing = rng.chance(0.5);
    const neg = (c: number) => ltr(trailing ? `${amount(c)}-` : `-${amount(c)}`);
    const r2 = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const split = rng.chance(0.5);
    const sums = split
      ? r2('לפני מע"מ', amount(total - vat)) + r2(`מע"מ ${rate}%`, amount(vat)) + r2('סה"כ', amount(total), 'big')
      : r2('סה"כ לתשלום', amount(total), 'big') + r2(`מע"מ ${rate}% כלול`, amount(vat)) + r2('נטו', amount(total - vat));
    const pay = fleet
      ? r2('כרטיס צי', ltr(`7010 ${rng.digits(4)} ${rng.digits(4)}`)) + r2('נהג', ltr(rng.digits(4))) + `<div class="r"><span>צי:</span><span>${esc(rng.pick(FLEETS))}</span></div>`
      : r2(rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט']), ltr(`************${rng.digits(4)}`)) + r2('אישור', ltr(rng.digits(6)));
    const body = `<div class="dbl"></div><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.sub)}</div><div class="dbl"></div>
<div class="c">${esc(s.legal)}<br>${s.label} ${ltr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)} · תחנה ${s.station}</div>
<div class="sep"></div><div class="c b">חשבונית מס / קבלה</div>
${r2("מס' מסמך", `<b>${ltr(docNo)}</b>`)}${r2("מס' עסקה", ltr(String(rng.int(100000, 999999))))}${r2(`תאריך ${ltr(dt(date, fmt))}`, `שעה ${ltr(hhmm(rng.int(4 * 60, 23 * 60)))}`)}${r2(`עמדה ${rng.int(1, 6)}`, `פיה ${rng.pick(['A', 'B'])}`)}
<div class="sep"></div>
<div>מוצר: גז טבעי דחוס (CNG)</div>${r2('כמות (ק"ג)', kg(grams))}${r2('מחיר לק"ג', pr(price))}${r2('סכום', amount(gross))}${disc ? r2(`הנחת צי (${(discPerKg / 100).toFixed(2)} לק"ג)`, neg(disc)) : ''}
<div class="sep"></div>${sums}<div class="sep"></div>
${r2('רכב', ltr(plate(rng)))}${r2('ק"מ', ltr(String(rng.int(40000, 780000))))}${pay}
<div class="sep"></div>${r2('לחץ סופי', ltr(`${rng.int(195, 205)} bar`))}${r2("טמפ' גז", ltr(`${rng.int(8, 34)}°C`))}
<div class="c sm">מילוי CNG מותר לנהגים שהודרכו בלבד · מנוע כבוי בעת התדלוק</div><div class="dbl"></div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.35}
.brand{text-align:center;font-size:19px;font-weight:bold;letter-spacing:3px;margin:1mm 0}.dbl{border-top:3px double #111;margin:1mm 0}.c{text-align:center}.b{font-weight:bold;font-size:12px}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.sep{border-top:1px dashed #111;margin:1.5mm 0}.big{font-weight:bold;font-size:13.5px}.sm{font-size:8.5px;margin-top:1.5mm}`;
    const page = '80mm 210mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
