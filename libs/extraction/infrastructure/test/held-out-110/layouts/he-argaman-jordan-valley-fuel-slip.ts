import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-argaman-jordan-valley-fuel-slip';

/** Self-service price a litre in agorot with VAT, by year (approximate): 95 octane and diesel. */
const PETROL: Record<number, number> = { 2022: 735, 2023: 702, 2024: 728, 2025: 736, 2026: 712 };
const DIESEL: Record<number, number> = { 2022: 781, 2023: 744, 2024: 747, 2025: 752, 2026: 731 };
const SHOP: [string, number][] = [
  ['קפה הפוך גדול', 1400],
  ["מים מינרליים 1.5 ל'", 900],
  ['שקית קרח 2 ק"ג', 1200],
  ["נוזל לשמשות 4 ל'", 2500],
  ['כריך טונה', 2400],
  ["תמרים מג'הול 500 גר'", 3200],
];

/**
 * A filling station on Route 90 in the Beit She'an valley, the pump's slip, 80 mm (Frank Ruehl CLM for the name, Miriam
 * Mono CLM throughout): a drawn pomegranate-red drop in a ring beside "ארגמן"; "ארגמן אנרגיה בעמק בע"מ" and "ח.פ."
 * plain; "חשבונית מס קבלה", "מספר חשבונית" (the station's four digits, a hyphen, six digits), "תאריך" dd/mm/yy and
 * "שעה"; pump, plate, odometer, authorisation and card (distractors); 95 octane or diesel in litres to the hundredth
 * x the price a litre, sometimes "תוספת שירות מלא" a litre, shop items; "סה"כ לתשלום", "מע"מ n%" (contained), "סה"כ
 * ללא מע"מ"; any day.
 */
export const heArgamanJordanValleyFuelSlip: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const diesel = rng.chance(0.4);
    const price = (diesel ? DIESEL : PETROL)[year];
    const litres = rng.int(1200, diesel ? 9500 : 5500);
    const fuel = Math.round((litres * price) / 100);
    const lines: [string, string, number][] = [[diesel ? 'סולר' : 'בנזין 95 נטול עופרת', `${n(amount(litres))} ל' × ${n(amount(price))}`, fuel]];
    if (rng.chance(0.3)) {
      const extra = Math.round((litres * 22) / 100);
      lines.push(['תוספת שירות מלא', `${n(amount(litres))} ל' × ${n(amount(22))}`, extra]);
    }
    for (const [a, p] of rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 3)) : []) {
      const q = rng.int(1, 2);
      lines.push([a, `${n(String(q))} × ${n(amount(p))}`, q * p]);
    }
    const gross = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ארגמן אנרגיה בעמק בע"מ';
    const taxId = idOf(vendorName, true);
    const station = '4127';
    const doc = `${station}-${rng.digits(6)}`;
    const logo = `<svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#000" stroke-width="2"/><path d="M20 7 C26 16 29 21 29 25 A9 9 0 0 1 11 25 C11 21 14 16 20 7 Z" fill="#000"/></svg>`;
    const body = `<div class="hd">${logo}<div><div class="nm">ארגמן</div><div class="sm">תחנת דלק · כביש 90, עמק בית שאן</div></div></div>
<div class="c">${vendorName}<br>ח.פ. ${n(taxId)}<br>טל' ${n(`04-65${rng.digits(5)}`)} · תחנה ${n(station)}</div>
<div class="eq"></div><div class="c b">חשבונית מס קבלה</div><div class="c">מקור ללקוח</div><div class="eq"></div>
<div class="row"><span>מספר חשבונית</span>${n(doc)}</div><div class="row"><span>תאריך</span>${n(dt(date, 'dd/mm/yy'))}</div><div class="row"><span>שעה</span>${n(hhmm(rng.int(5 * 60, 23 * 60)))}</div>
<div class="row"><span>משאבה</span>${n(String(rng.int(1, 8)))}</div><div class="row"><span>מס' רכב</span>${n(plate(rng))}</div><div class="row"><span>מד אוץ</span>${n(String(rng.int(12000, 380000)))}</div>
<div class="dash"></div>${lines.map(([a, q, s]) => `<div>${a}</div><div class="row sm"><span>${q}</span>${n(amount(s))}</div>`).join('')}<div class="dash"></div>
<div class="row big"><span>סה"כ לתשלום</span>${n(amount(gross))}</div><div class="row"><span>מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="row"><span>סה"כ ללא מע"מ</span>${n(amount(gross - vat))}</div>
<div class="dash"></div><div class="row"><span>${rng.pick(['ויזה', 'מסטרקארד', 'ישראכרט', 'דיינרס'])}</span>${n(`XXXX${rng.digits(4)}`)}</div><div class="row"><span>אישור</span>${n(rng.digits(6))}</div><div class="row"><span>מסוף</span>${n(`0${rng.digits(6)}`)}</div>
<div class="dash"></div><div class="c sm">נסיעה טובה ובטוחה!<br>שירותים ומזנון פתוחים 24/7</div>`;
    const css = `body{width:72mm;padding:4mm;font-family:'Miriam Mono CLM';font-size:13px;line-height:1.4;color:#000}.n{white-space:nowrap}.hd{display:flex;gap:8px;align-items:center;justify-content:center}
.nm{font-family:'Frank Ruehl CLM';font-size:34px;font-weight:bold;line-height:1}.c{text-align:center}.b{font-weight:bold;font-size:15px}.sm{font-size:11.5px}.row{display:flex;justify-content:space-between;gap:4px}
.big{font-weight:bold;font-size:16px}.eq{border-top:2px solid #000;margin:4px 0}.dash{border-top:1px dashed #000;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
