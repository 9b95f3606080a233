import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'he-blum-fuel-till';

/** Agorot a litre of petrol 95 with VAT, by year (approximate). */
const PETROL: Record<number, number> = { 2022: 735, 2023: 705, 2024: 728, 2025: 742, 2026: 751 };

/**
 * A filling station at the Kfar Blum junction, 62 mm, all in Miriam Mono CLM: "ירדן עליון" in double width over
 * "תחנת דלק צומת כפר בלום", a row of equals signs, the company and "עוסק מורשה/ח.פ." with the number plain; "חשבונית מס
 * קבלה" and on the next line "מספר" "nnnn-nnnnnn"; "תאריך" dd.mm.yyyy and "שעה" hh:mm:ss on separate lines; "משאבה
 * n", "בנזין 95" or "סולר", "ליטרים" to two decimals, "מחיר לליטר", "סכום" (litres times the price, rounded); sometimes
 * a car wash or a bottle of coolant; "סה"כ" "₪…", then "מחיר ללא מע"מ" and "מע"מ n%" (contained); card and plate;
 * any day.
 */
export const heBlumFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.35);
    const price = PETROL[year] + (diesel ? -rng.int(10, 40) : rng.int(-8, 8));
    const cl = rng.int(1500, 6500);
    const fuel = Math.round((cl * price) / 100);
    const extras: [string, number][] = [];
    if (rng.chance(0.3)) extras.push(['שטיפת רכב חיצונית', 3500 + (year - 2022) * 200]);
    if (rng.chance(0.2)) extras.push(['נוזל קירור 1 ליטר', 2990]);
    const gross = fuel + extras.reduce((a, [, c]) => a + c, 0);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ירדן עליון דלקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${String(rng.int(1, 12)).padStart(4, '0')}-${rng.digits(6)}`;
    const sec = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const r = (a: string, b: string) => `<div class="r"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="w">ירדן עליון</div><div class="c">תחנת דלק צומת כפר בלום</div><div class="c">================</div><div class="c">${vendorName}</div><div class="c">עוסק מורשה/ח.פ. ${ltr(taxId)}</div><div class="c">טל' ${ltr(`04-69${rng.digits(5)}`)}</div><div class="c">================</div>
<div class="c b">חשבונית מס קבלה</div>${r('מספר', ltr(doc))}${r('תאריך', ltr(dt(date, 'dd.mm.yyyy')))}${r('שעה', ltr(sec))}<div class="c">----------------</div>
${r('משאבה', ltr(String(rng.int(1, 8))))}${r('מוצר', diesel ? 'סולר' : `בנזין ${ltr('95')}`)}${r('ליטרים', ltr((cl / 100).toFixed(2)))}${r('מחיר לליטר', ltr(amount(price)))}${r('סכום', ltr(amount(fuel)))}
${extras.map(([n, c]) => r(n.replace(/1/, ltr('1')), ltr(amount(c)))).join('')}<div class="c">----------------</div>
<div class="r big"><span>סה"כ</span><span>${ltr(`₪${amount(gross)}`)}</span></div>${r('מחיר ללא מע"מ', ltr(amount(gross - vat)))}${r(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="c">----------------</div>
${r('כרטיס', ltr(`${rng.pick(['VISA', 'ISRACARD', 'MASTERCARD'])} ${rng.digits(4)}`))}${r('אישור', ltr(rng.digits(7)))}${r('רכב', ltr(plate(rng)))}<div class="c">נסיעה בטוחה</div>`;
    const css = `body{font-family:'Miriam Mono CLM','Liberation Mono';font-size:12px;width:56mm;padding:3mm}.w{font-size:22px;font-weight:bold;text-align:center;transform:scaleX(1.3)}.c{text-align:center}.b{font-weight:bold}.r{display:flex;justify-content:space-between}.big{font-size:15px;font-weight:bold}`;
    const page = '62mm 200mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
