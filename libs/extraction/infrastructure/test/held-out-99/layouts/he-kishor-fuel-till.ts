import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'he-kishor-fuel-till';

/** Agorot a litre with VAT, by year, for petrol 95 and diesel. */
const PRICE: Record<number, [number, number]> = { 2022: [689, 722], 2024: [712, 695], 2025: [745, 701], 2026: [731, 688] };

/**
 * A filling station at the Kishor junction, 60 mm (Liberation Mono with Miriam CLM for the Hebrew): "דלק צומת כישור"
 * reversed (white on black), the company and "ע.מ./ח.פ." plain; "*** חשבונית מס - קבלה ***", "מס' מסמך" as
 * "04-nnnnnn"; a column of label : value rows (date dd/mm/yyyy, time, pump, product, litres to the centilitre, price a
 * litre); "סה"כ לתשלום" "₪…"; sometimes an oil or washer-fluid item from the shop first; "מתוכו מע"מ n%" and "סכום
 * ללא מע"מ" (contained); card, approval and the plate; any day.
 */
export const heKishorFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const diesel = rng.chance(0.4);
    const perL = PRICE[Number(date.slice(0, 4))][diesel ? 1 : 0] + rng.int(-6, 6);
    const cl = rng.int(1500, 6800);
    const fuel = Math.round((cl * perL) / 100);
    const extra = rng.chance(0.35)
      ? rng.pick<[string, number]>([
          ["שמן מנוע 1 ל'", 4990],
          ["נוזל שמשות 4 ל'", 2490],
          ['מגבונים לרכב', 1590],
        ])
      : null;
    const gross = fuel + (extra ? extra[1] : 0);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כישור אנרגיה ושירותי דרך בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `04-${rng.int(100000, 999999)}`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const fix = (s: string) => s.replace(/[0-9][0-9.]*/g, (m) => ltr(m));
    const body = `<div class="inv">דלק צומת כישור</div><div class="c">${vendorName}</div><div class="c">ע.מ./ח.פ. ${ltr(taxId)}</div><div class="c">צומת כישור, כביש ${ltr('85')}</div>
<div class="c b">*** חשבונית מס - קבלה ***</div>${r("מס' מסמך", ltr(doc))}${r('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${r('שעה', ltr(hhmm(rng.int(0, 1439))))}<div class="ln"></div>
${r('משאבה', ltr(String(rng.int(1, 12))))}${r('מוצר', diesel ? 'סולר' : 'בנזין 95')}${r('כמות (ליטר)', ltr(amount(cl)))}${r('מחיר לליטר', ltr(amount(perL)))}${r('סכום דלק', ltr(amount(fuel)))}
${extra ? r(fix(extra[0]), ltr(amount(extra[1]))) : ''}<div class="ln"></div>${r('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'big')}${r(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${r('סכום ללא מע"מ', ltr(amount(gross - vat)))}<div class="ln"></div>
${r('כרטיס', ltr(`XXXX-${rng.digits(4)}`))}${r('אישור', ltr(rng.digits(6)))}${r("מס' רכב", ltr(plate(rng)))}<div class="c">נסיעה בטוחה!</div>`;
    const css = `body{font-family:'Liberation Mono','Miriam CLM';font-size:12px;width:54mm;padding:3mm}.inv{background:#000;color:#fff;text-align:center;font-family:'Miriam CLM';font-size:19px;font-weight:bold;padding:3px}
.c{text-align:center}.b{font-weight:bold;margin:4px 0}.r{display:flex;justify-content:space-between}.big{font-size:15px;font-weight:bold}.ln{border-top:1px solid #000;margin:4px 0}`;
    const page = '60mm 200mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
