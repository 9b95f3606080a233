import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-zik-fuel-and-wash-slip';

/** Agorot a litre of 95 octane with VAT, by year (approximate). */
const PETROL: Record<number, number> = { 2022: 724, 2023: 702, 2024: 735, 2025: 724, 2026: 712 };
const WASH: [string, number][] = [
  ['שטיפה חיצונית בסיסית', 3500],
  ['שטיפה + ווקס', 5500],
  ['שטיפה פנים וחוץ', 8900],
];
const SHOP: [string, number][] = [
  ["נוזל לשמשות 4 ל'", 2490],
  ['קפה הפוך', 1400],
  ["מים מינרליים 1.5 ל'", 800],
  ['מטהר אוויר לרכב', 1990],
];

/**
 * A filling station with a car wash on the road into Beit Shemesh, the slip, 80 mm (Frank Ruehl CLM for the name, Miriam
 * Mono CLM for everything else): a drawn spark beside "זיק"; "חשבונית מס/קבלה", "מס' חשבונית" (eight digits),
 * "תאריך" dd/mm/yyyy and time; pump, plate, odometer, club card, transaction number (distractors); 95 octane in litres
 * to the hundredth x the price, a club discount of 15 agorot a litre (negative), sometimes a wash programme and shop
 * items; "סה"כ", "מתוכו מע"מ n%" (contained); "זיק אנרגיה ושטיפה בע"מ" with "ח.פ." plain under the name; any day.
 */
export const heZikFuelAndWashSlip: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const price = PETROL[year] + rng.int(-15, 15);
    const cents = rng.int(1500, 7200);
    const fuel = Math.round((cents * price) / 100);
    const club = rng.chance(0.6) ? Math.round((cents * 15) / 100) : 0;
    const extras: [string, number][] = [];
    if (rng.chance(0.5)) extras.push(rng.pick(WASH));
    for (const s of rng.some(SHOP, rng.int(0, 2))) extras.push(s);
    const gross = fuel - club + total(extras.map((x) => x[1]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'זיק אנרגיה ושטיפה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(20, 69)}${rng.digits(6)}`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${ltr(b)}</span></div>`;
    const spark = `<svg width="40" height="46" viewBox="0 0 40 46"><path d="M22 2 L6 26 H18 L14 44 L34 16 H22 Z" fill="#fbc02d" stroke="#000" stroke-width="1.5"/></svg>`;
    const body = `<div class="c">${spark}<span class="nm">זיק</span><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div>כביש ${ltr('38')}, כניסה לבית שמש · ${ltr(`02-99${rng.digits(5)}`)}</div></div><div class="ln"></div>
<div class="c b">חשבונית מס/קבלה</div>${r("מס' חשבונית", doc)}${r('תאריך', dt(date, 'dd/mm/yyyy'))}${r('שעה', hhmm(rng.int(5 * 60, 23 * 60)))}${r('משאבה', String(rng.int(1, 8)))}${r('רכב', plate(rng))}${r('ק"מ', String(rng.int(8000, 260000)))}<div class="ln"></div>
${r('בנזין 95 (ליטר)', (cents / 100).toFixed(2))}${r('מחיר לליטר', (price / 100).toFixed(2))}${r('סכום דלק', amount(fuel))}${club ? r('הנחת מועדון 0.15 לליטר', `-${amount(club)}`) : ''}
${extras.map(([a, p]) => r(a, amount(p))).join('')}<div class="ln"></div>
${r('סה"כ', amount(gross), 'big')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}<div class="ln"></div>
${r('תשלום', rng.pick(['ויזה', 'מאסטרקארד', 'דלקן', 'מזומן']))}${r("מס' עסקה", rng.digits(9))}${club ? r('כרטיס מועדון', `${rng.digits(4)} ${rng.digits(4)}`) : ''}<div class="ln"></div>
<div class="c sm">נסיעה טובה! לבירורים נא לשמור את החשבונית</div>`;
    const css = `body{font-family:'Miriam Mono CLM';font-size:12px;width:72mm;padding:4mm;color:#000}.r{display:flex;justify-content:space-between;gap:6px}.c{text-align:center}.b{font-weight:bold;font-size:14px}
.nm{font-family:'Frank Ruehl CLM';font-size:36px;font-weight:bold;vertical-align:super}.ln{border-top:1px dashed #000;margin:5px 0}.big{font-weight:bold;font-size:15px}.sm{font-size:10.5px}`;
    const height = 160 + extras.length * 5;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
