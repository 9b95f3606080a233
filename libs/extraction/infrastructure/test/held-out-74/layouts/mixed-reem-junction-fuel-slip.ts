import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-reem-junction-fuel-slip';

/** Price per litre in agorot (VAT included) by year: lowest and highest. */
const PRICE: Record<number, [number, number]> = { 2022: [690, 820], 2023: [680, 745], 2024: [690, 765], 2026: [680, 750] };
/** Shop extras: Hebrew, English, price in agorot (VAT included, 2022). */
const EXTRAS: [string, string, number][] = [
  ['קפה הפוך גדול', 'Large latte', 1400],
  ['אסימון שטיפה', 'Car wash token', 3500],
  ['נוזל לשמשות', 'Screen wash', 1990],
  ['בקבוק מים 1.5 ל׳', 'Water 1.5 L', 790],
  ['שמן מנוע 1 ל׳', 'Engine oil 1 L', 5900],
];

/**
 * A fuel station's slip at the Re'em junction, 80 mm (Liberation Mono, Miriam Mono CLM): each label "Hebrew / English"
 * with its value under it, company name and id, slip number, date and time, pump and nozzle, petrol 95 or diesel,
 * litres to two decimals, price per litre and the fuel's sum, shop extras on some, total with "₪" after the amount,
 * VAT contained, card with approval, plate and odometer on some.
 */
export const mixedReemJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const [lo, hi] = PRICE[year];
    const perLitre = rng.int(lo, hi) + (diesel ? rng.int(-20, 30) : 0);
    const cl = rng.int(1500, 6800);
    const fuel = Math.round((cl * perLitre) / 100);
    const extras = rng.chance(0.4) ? rng.some(EXTRAS, rng.int(1, 2)).map(([he, en, p]) => ({ he, en, sum: Math.round((p * (1 + (year - 2022) * 0.03)) / 10) * 10 })) : [];
    const gross = fuel + total(extras.map((x) => x.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'ראם אנרגיה ותדלוק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const pump = rng.int(1, 12);
    const lab = (he: string, en: string, v: string, cls = '') => `<div class="f ${cls}"><div class="l">${he} / ${ltr(en)}</div><div class="v">${v}</div></div>`;
    const body = `<div class="c"><div class="brand">צומת ראם</div><div class="lat">${ltr("RE'EM JUNCTION FUEL")}</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm">צומת ראם, כביש ${ltr('3')} / ${ltr('40')}</div></div>
<div class="dash"></div>
${lab('חשבונית מס קבלה', 'Tax invoice receipt', ltr(doc), 'b')}
${lab('תאריך', 'Date', ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`))}
${lab('משאבה / אקדח', 'Pump / Nozzle', ltr(`${pump} / ${rng.int(1, 4)}`))}
${lab('מוצר', 'Product', diesel ? `סולר / ${ltr('Diesel')}` : `בנזין ${ltr('95')} / ${ltr('Unleaded 95')}`)}
${lab('כמות', 'Volume', ltr(`${(cl / 100).toFixed(2)} L`))}
${lab('מחיר לליטר', 'Price/L', ltr(amount(perLitre)))}
${lab('סכום דלק', 'Fuel amount', ltr(amount(fuel)))}
${extras.map((x) => lab(x.he, x.en, ltr(amount(x.sum)))).join('')}
<div class="dash"></div>
${lab('סה"כ לתשלום', 'Total', ltr(`${amount(gross)} ₪`), 'b big')}
${lab(`מע"מ ${ltr(`${rate}%`)} כלול`, 'VAT incl.', ltr(amount(vat)))}
<div class="dash"></div>
${lab('אשראי', 'Card', ltr(`XXXX${rng.digits(4)}`))}
${lab('אישור', 'Auth', ltr(rng.digits(6)))}
${rng.chance(0.5) ? lab('רכב', 'Vehicle', ltr(plate(rng))) : ''}
${rng.chance(0.3) ? lab('קילומטראז׳', 'Odometer', ltr(String(rng.int(12000, 260000)))) : ''}
<div class="c sm">נסיעה טובה · ${ltr('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Mono','Miriam Mono CLM';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:20px;font-weight:bold}.lat{font-size:10px;letter-spacing:1px}.dash{border-top:1px dashed #000;margin:5px 0}
.f{margin:2px 0}.f .l{font-size:10px;color:#333}.f .v{text-align:left;font-weight:bold}.big .v{font-size:1.35em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
