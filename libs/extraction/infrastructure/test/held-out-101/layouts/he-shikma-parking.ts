import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, plus, vatIn } from './extra';

const ID = 'he-shikma-parking';

/** Agorot with VAT by year (approximate): the first hour, each further half hour, the day's cap. */
const FIRST: Record<number, number> = { 2022: 1000, 2023: 1100, 2024: 1200, 2025: 1300, 2026: 1300 };
const HALF: Record<number, number> = { 2022: 400, 2023: 400, 2024: 500, 2025: 500, 2026: 600 };
const CAP: Record<number, number> = { 2022: 4500, 2023: 4800, 2024: 5200, 2025: 5500, 2026: 5800 };

/**
 * A town-centre car park at Baqa al-Gharbiyye, the pay station's slip, 60 mm (Aharoni CLM for the name, Miriam Mono
 * CLM): "חניון השקמה" between heavy rules with "באקה אל-גרביה · מרכז העיר", the operator "ש.ק.מ. ניהול חניונים
 * בע"מ" and "ח.פ./ע.מ." plain; "חשבונית מס/קבלה" with "מס'" the pay station and six digits (n/nnnnnn); a twelve-digit
 * ticket number (a distractor); "כניסה" and "יציאה" dd.mm.yyyy hh:mm (sometimes overnight), the stay in hours and
 * minutes; the tariff (first hour, each further half hour, the day's cap, by year) and the fee; "סה"כ לתשלום" "₪ …"
 * large, "כולל מע"מ n%" and the VAT (contained); card, cash with change, or the app with the plate; dated the exit;
 * any day.
 */
export const heShikmaParking: Layout = {
  id: ID,
  lang: 'he',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const overnight = rng.chance(0.2);
    const stay = overnight ? rng.int(9 * 60, 20 * 60) : rng.int(20, 9 * 60);
    const out = overnight ? rng.int(6 * 60, 12 * 60) : rng.int(stay + 7 * 60, 23 * 60 + 30);
    const inAt = out - stay;
    const entry = inAt < 0 ? plus(date, -1) : date;
    const entryTime = (inAt + 1440) % 1440;
    const extra = Math.max(0, Math.ceil((stay - 60) / 30));
    const fee = Math.min(CAP[year], FIRST[year] + extra * HALF[year]);
    const rate = israeliRate(date);
    const vat = vatIn(fee, rate);
    const vendorName = 'ש.ק.מ. ניהול חניונים בע"מ';
    const taxId = idOf(vendorName, true);
    const station = rng.int(1, 4);
    const doc = `${station}/${rng.digits(6)}`;
    const pay = rng.pick(['card', 'card', 'cash', 'app'] as const);
    const given = pay === 'cash' ? Math.ceil(fee / 2000) * 2000 + (rng.chance(0.5) ? 2000 : 0) : fee;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="rule"></div><div class="nm">חניון השקמה</div><div class="c">באקה אל-גרביה · מרכז העיר</div><div class="rule"></div>
<div class="c sm">${vendorName}<br>ח.פ./ע.מ. ${ltr(taxId)}</div>
<div class="ti">חשבונית מס/קבלה</div>${r("מס'", ltr(doc), 'b')}${r('עמדת תשלום', ltr(String(station)))}${r("מס' כרטיס", ltr(rng.digits(12)))}
<div class="ln"></div>${r('כניסה', ltr(`${dt(entry, 'dd.mm.yyyy')} ${hhmm(entryTime)}`))}${r('יציאה', ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(out)}`))}${r('משך חנייה', `${ltr(String(Math.floor(stay / 60)))} ש' ${ltr(String(stay % 60))} ד'`)}
<div class="ln"></div><div class="sm">תעריף: שעה ראשונה ${ltr(amount(FIRST[year]))}, כל חצי שעה נוספת ${ltr(amount(HALF[year]))}, מקסימום יומי ${ltr(amount(CAP[year]))}</div>
${r('דמי חנייה', ltr(amount(fee)))}<div class="ln"></div>${r('סה"כ לתשלום', ltr(`₪ ${amount(fee)}`), 'big')}${r(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="ln"></div>
${pay === 'card' ? r('אשראי', ltr(`XXXX-${rng.digits(4)}`)) + r('אישור', ltr(rng.digits(6))) : pay === 'cash' ? r('מזומן', ltr(amount(given))) + r('עודף', ltr(amount(given - fee))) : r('תשלום באפליקציה', ltr(plate(rng)))}
<div class="c sm ft">יש לצאת תוך ${ltr('15')} דקות מהתשלום<br>נסיעה טובה</div>`;
    const css = `body{font-family:'Miriam Mono CLM';font-size:11.5px;width:54mm;padding:3mm}.nm{font-family:'Aharoni CLM';font-size:25px;text-align:center;font-weight:bold}.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold}
.rule{border-top:4px solid #000;margin:3px 0}.ln{border-top:1px solid #000;margin:4px 0}.ti{text-align:center;font-weight:bold;font-size:13px;margin:5px 0 2px;border:1px solid #000;padding:2px}.r{display:flex;justify-content:space-between;gap:4px;margin:1px 0}.big{font-size:16px;font-weight:bold}.ft{margin-top:6px}`;
    const page = '60mm 170mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fee), tax: truthAmount(vat) },
    };
  },
};
