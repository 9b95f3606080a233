import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, vatIn } from './extra';

const ID = 'he-bsamim-parking';

/** Agorot with VAT: the first hour, each further quarter hour, the day's cap; by year. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1000, 250, 6000],
  2023: [1100, 250, 6500],
  2024: [1200, 300, 7000],
  2025: [1200, 300, 7500],
  2026: [1300, 350, 8000],
};

/**
 * A shopping centre's car park in Elad, 64 mm (Nachlieli CLM for the name, DejaVu Sans Condensed): "חניון מרכז
 * הבשמים" over a rule, the operator "ח.נ.י. ניהול חניונים בע"מ" and "ע.מ/ח.פ" plain; "קבלה - חשבונית מס" framed,
 * "מס' קבלה" eight digits with leading zero, the pay station; entry and exit each as dd/mm/yy hh:mm, the stay in
 * hours and minutes; the tariff (first hour, each further quarter hour, the day's cap) and the parking fee; sometimes
 * a shop's validation, the first hour free ("אישור בית עסק", a negative line); "לתשלום" "… ₪" large, "המחיר כולל
 * מע"מ n%" and the VAT (contained); card, cash or the app; the plate read at the gate; not Saturday.
 */
export const heBsamimParking: Layout = {
  id: ID,
  lang: 'he',
  kind: 'parking',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const [first, quarter, cap] = TARIFF[Number(date.slice(0, 4))];
    const out = rng.int(9 * 60, 22 * 60);
    const stay = rng.int(12, Math.min(out - 8 * 60, 7 * 60));
    const into = out - stay;
    const fee = Math.min(cap, first + Math.max(0, Math.ceil((stay - 60) / 15)) * quarter);
    const validated = rng.chance(0.35) && stay > 60;
    const gross = fee - (validated ? first : 0);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ח.נ.י. ניהול חניונים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `0${rng.int(1, 4)}${rng.digits(6)}`;
    const when = (m: number) => ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(m)}`);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="nm">חניון מרכז הבשמים</div><div class="ln"></div><div class="c">${vendorName}</div><div class="c">ע.מ/ח.פ ${ltr(taxId)}</div><div class="c sm">רח' הבשמים, אלעד · מוקד ${ltr(`03-90${rng.digits(5)}`)}</div>
<div class="fr">קבלה - חשבונית מס</div>${r("מס' קבלה", ltr(doc), 'b')}${r('עמדת תשלום', ltr(`${rng.int(1, 3)}`))}
<div class="ln"></div>${r('כניסה', when(into))}${r('יציאה', when(out))}${r('זמן חניה', `${ltr(String(Math.floor(stay / 60)))} ש' ${ltr(String(stay % 60))} דק'`)}
<div class="ln"></div><div class="sm">תעריף: שעה ראשונה ${ltr(amount(first))} · כל רבע שעה נוספת ${ltr(amount(quarter))} · מקסימום יומי ${ltr(amount(cap))}</div>
${r('דמי חניה', ltr(amount(fee)))}${validated ? r('אישור בית עסק - שעה ראשונה חינם', ltr(`-${amount(first)}`)) : ''}
<div class="ln"></div><div class="r big"><span>לתשלום</span><span>${ltr(`${amount(gross)} ₪`)}</span></div>${r(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="ln"></div>${r('אמצעי תשלום', rng.pick(['אשראי', 'מזומן', 'אפליקציה']))}${r('רכב', ltr(plate(rng)))}<div class="c sm">נסיעה טובה! הקבלה תקפה ליציאה תוך ${ltr('15')} דקות.</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:11px;width:58mm;padding:3mm}.nm{font-family:'Nachlieli CLM';font-size:23px;font-weight:bold;text-align:center}.c{text-align:center}.sm{font-size:9.5px}.b{font-weight:bold}
.fr{border:1.5px solid #000;text-align:center;font-weight:bold;margin:5px 0;padding:2px}.r{display:flex;justify-content:space-between;gap:4px;margin:1px 0}.ln{border-top:1px solid #000;margin:4px 0}.big{font-size:15px;font-weight:bold}`;
    const page = '64mm 170mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
