import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-hasolelim-fuel-till';

/** Agorot a litre (self-service) by year, petrol 95 and diesel, roughly. */
const PRICE: Record<number, [number, number]> = { 2022: [732, 745], 2023: [701, 718], 2024: [718, 702], 2025: [711, 690], 2026: [694, 672] };

/**
 * A fuel station's slip at the Hasolelim junction, 60 mm (Nachlieli CLM for the name, Miriam Mono CLM with Liberation
 * Mono): "דלק הסוללים" and the company with "ע.מ:" plain between lines of asterisks, "חשבונית מס / קבלה" and "מס' t/nnnnnn"
 * (till, slash, six digits); the date as "dd/mm/yyyy hh:mm" on one line; pump and fuel, either litres to two decimals
 * times the price or "מילוי לפי סכום" (a round sum, the litres computed from it), for club members "הנחת מועדון" by
 * the litre as a minus, the fuel's sum, sometimes a car wash token; "סה"כ", "מע"מ n%" and "ללא מע"מ" (contained);
 * card, approval and sometimes a plate with the odometer; any day.
 */
export const heHasolelimFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.3);
    const price = PRICE[year][diesel ? 1 : 0] + rng.int(-6, 6);
    let litres: number;
    let fuel: number;
    const bySum = rng.chance(0.35);
    if (bySum) {
      fuel = rng.pick([10000, 15000, 20000, 25000, 30000]);
      litres = Math.floor((fuel * 100) / price);
    } else {
      litres = rng.int(1500, 6200);
      fuel = Math.round((litres * price) / 100);
    }
    const club = !bySum && rng.chance(0.4);
    const discount = club ? Math.round((litres * 15) / 100) : 0;
    const wash = rng.chance(0.25) ? rng.pick([3500, 4500]) : 0;
    const gross = fuel - discount + wash;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ש.ג. הסוללים דלקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}/${rng.int(100000, 899999)}`;
    const stars = '*'.repeat(26);
    const l2 = (n: number) => (n / 100).toFixed(2);
    const body = `<div class="c nm">דלק הסוללים</div><div class="c st">${stars}</div><div class="c">${vendorName}</div><div class="c">ע.מ: ${ltr(taxId)}</div><div class="c sm">צומת הסוללים, כביש ${ltr('77')}</div><div class="c st">${stars}</div>
<div class="c b">חשבונית מס / קבלה</div><div class="c">מס' ${ltr(doc)}</div><div class="c">${ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)}</div><div class="rule"></div>
${row('משאבה', ltr(String(rng.int(1, 12))))}${row('מוצר', diesel ? 'סולר' : `בנזין ${ltr('95')}`)}${bySum ? `<div class="b">מילוי לפי סכום</div>` : ''}
${row('כמות ליטר', ltr(l2(litres)))}${row('מחיר לליטר', ltr(l2(price)))}${club ? row(`הנחת מועדון ${ltr('0.15')} לליטר`, ltr(amount(-discount))) : ''}${row('סכום דלק', ltr(amount(fuel - discount)))}
${wash ? row('אסימון שטיפה', ltr(amount(wash))) : ''}<div class="dbl"></div>${row('<b>סה"כ</b>', `<b>${ltr(amount(gross))}</b>`, 'big')}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('ללא מע"מ', ltr(amount(gross - vat)))}
<div class="rule"></div>${row('אשראי', ltr(`${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])}`))}${row('כרטיס', ltr(`XXXX${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}
${rng.chance(0.5) ? `${row('רכב', ltr(plate(rng)))}${row('ק"מ', ltr(String(rng.int(8000, 240000))))}` : ''}<div class="c sm end">נסיעה טובה!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','Liberation Mono';font-size:11.5px;padding:3mm;width:54mm}.nm{font-family:'Nachlieli CLM';font-size:26px;font-weight:bold}.st{letter-spacing:-1px;overflow:hidden;white-space:nowrap}
.big{font-size:14px}.end{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '60mm 200mm', css, body }),
      page: '60mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
