import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-mishol-fuel-station';

/** Agorot a litre of 95-octane petrol, self-service, with VAT, by year (approximate). */
const PETROL: Record<number, number> = { 2022: 718, 2023: 701, 2024: 741, 2025: 726, 2026: 712 };
const SHOP: [string, number][] = [
  ['קפה הפוך גדול', 1400],
  ["מים מינרליים 1.5 ל'", 800],
  ["נוזל לשמשות 4 ל'", 2500],
  ["שמן מנוע 1 ל'", 5900],
  ['מטהר אוויר לרכב', 1900],
];

/**
 * A roadside fuel station's receipt, 76 mm (Hadasim CLM for the name, FreeSans, FreeMono): a drawn road beside "משעול"
 * and "תחנת דלק · חנות נוחות", "משעול אנרגיה ודלקים בע"מ" with "ח.פ." hyphenated; "חשבונית מס / קבלה" with "מס'"
 * (four digits of the station, a hyphen and six digits), the date dd/mm/yyyy and time; pump, plate and odometer
 * (distractors); 95-octane (or diesel, a little dearer) in litres to the hundredth x the price a litre, sometimes
 * shop items; "סה"כ", "מע"מ n%" and "לפני מע"מ" (contained); the card; any day.
 */
export const heMisholFuelStation: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.3);
    const perLitre = PETROL[year] + rng.int(-12, 12) + (diesel ? 25 : 0);
    const hundredths = rng.int(1500, 6500);
    const fuel = Math.round((hundredths * perLitre) / 100);
    const shop = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)).map(([n, p]) => ({ n, p: Math.round((p * (1 + (year - 2022) * 0.04)) / 10) * 10 })) : [];
    const gross = fuel + total(shop.map((s) => s.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'משעול אנרגיה ודלקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `0${rng.int(100, 999)}-${rng.digits(6)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const road = `<svg width="40" height="36" viewBox="0 0 40 36"><path d="M14 2 L2 34 H38 L26 2z" fill="#333"/><path d="M20 6v5M20 15v6M20 25v7" stroke="#ffd600" stroke-width="2.5"/></svg>`;
    const body = `<div class="hd">${road}<div><div class="nm">משעול</div><div class="sm">תחנת דלק · חנות נוחות</div></div></div>
<div class="c sm">${vendorName}<br>ח.פ. ${f(hyphenId(taxId))}<br>כביש ${f('6')}, צומת עירון · ${f(`04-63${rng.digits(5)}`)}</div><div class="eq"></div>
<div class="c b">חשבונית מס / קבלה</div><div class="row"><span>מס'</span><span>${f(doc)}</span></div><div class="row"><span>תאריך</span><span>${f(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)}</span></div>
<div class="row"><span>משאבה</span><span>${f(String(rng.int(1, 12)))}</span></div><div class="row"><span>מס' רכב</span><span>${f(plate(rng))}</span></div><div class="row"><span>ק"מ</span><span>${f(String(rng.int(5000, 240000)))}</span></div><div class="eq"></div>
<div>${diesel ? 'סולר' : 'בנזין 95 נטול עופרת'} – שירות עצמי</div><div class="row"><span>${f(`${(hundredths / 100).toFixed(2)} L x ${amount(perLitre)}`)}</span><span>${f(amount(fuel))}</span></div>
${shop.map((s) => `<div class="row"><span>${s.n.replace(/([0-9.]+)/g, (m) => ltr(m))}</span><span>${f(amount(s.p))}</span></div>`).join('')}<div class="eq"></div>
<div class="row big"><span>סה"כ</span><span>${f(amount(gross))}</span></div><div class="row"><span>מע"מ ${f(`${rate}%`)}</span><span>${f(amount(vat))}</span></div><div class="row"><span>לפני מע"מ</span><span>${f(amount(gross - vat))}</span></div><div class="eq"></div>
<div class="row"><span>${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט', 'אמריקן אקספרס'])} ${f(`XXXX${rng.digits(4)}`)}</span><span>${f(amount(gross))}</span></div><div class="row sm"><span>מסוף ${f(rng.digits(7))}</span><span>אישור ${f(rng.digits(6))}</span></div>
<div class="c sm">נסיעה טובה!</div>`;
    const css = `body{font-family:'FreeSans';font-size:11.5px;padding:4mm;color:#000}.f{font-family:'FreeMono';font-size:11.5px;font-weight:bold}.c{text-align:center}.b{font-weight:bold;font-size:13px}.sm{font-size:10px;line-height:1.4}
.hd{display:flex;justify-content:center;align-items:center;gap:8px}.nm{font-family:'Hadasim CLM';font-size:32px;line-height:1}.row{display:flex;justify-content:space-between;gap:4px}.eq{border-top:2px double #000;margin:4px 0;height:2px;border-bottom:1px solid #000}.big{font-size:15px;font-weight:bold}`;
    const page = `76mm ${160 + shop.length * 6}mm`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
