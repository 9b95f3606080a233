import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-yokneam-fuel-slip';

/** Shop extras: Hebrew, English, lowest and highest price in agorot. */
const SHOP: [string, string, number, number][] = [
  ['שמן מנוע 1 ליטר', 'Engine oil 1 L', 4490, 6990],
  ['נוזל לשמשות', 'Screen wash', 1590, 2490],
  ['קפה הפוך גדול', 'Large latte', 1400, 1900],
  ['מים מינרליים 1.5 ל׳', 'Mineral water 1.5 L', 690, 990],
  ['מטהר אוויר לרכב', 'Car air freshener', 1290, 2290],
];

/** A line in Hebrew with its English label under it, and the value at the other end. */
const duo = (he: string, en: string, value: string, cls = '') =>
  `<div class="duo ${cls}"><div><div>${he}</div><div class="en">${en}</div></div><div class="v">${value}</div></div>`;

/**
 * A fuel station's slip at the Yokneam junction: 80 mm, Miriam Mono CLM, every label in
 * Hebrew with English under it, litres to two decimals times the price per litre to three (centilitres
 * times thousandths of a shekel over 1,000, half up), sometimes shop extras, VAT contained, the pump,
 * plate and odometer, a reference number beside the invoice's own.
 */
export const mixedYokneamFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const cl = rng.int(1500, 6400);
    const ppl = rng.int(6650, 7950);
    const fuel = Math.floor((cl * ppl + 500) / 1000);
    const extras = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, lo, hi]) => ({ he, en, price: rng.int(lo / 10, hi / 10) * 10 })) : [];
    const gross = fuel + total(extras.map((x) => x.price));
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת דלק צומת יקנעם בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000000, 3999999));
    const grade = rng.chance(0.8) ? ['בנזין 95', 'Petrol 95'] : ['סולר', 'Diesel'];
    const litres = `${Math.floor(cl / 100)}.${String(cl % 100).padStart(2, '0')}`;
    const price = `${Math.floor(ppl / 1000)}.${String(ppl % 1000).padStart(3, '0')}`;
    const body = `<div class="c"><div class="brand">צומת יקנעם · YOKNEAM JCT</div><div class="b">${vendorName}</div><div class="sm" dir="ltr">Yokneam Junction Fuel Station Ltd.</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm" dir="ltr">Co. No. ${taxId}</div><div class="sm">כביש 70, יקנעם עילית</div><div class="sm" dir="ltr">Route 70, Yokneam Illit</div></div>
<div class="dash"></div>
${duo('חשבונית מס קבלה', 'Tax invoice / receipt', ltr(doc), 'b')}
${duo('תאריך ושעה', 'Date and time', ltr(`${dt(date, 'dd/mm/yyyy')} ${time(rng)}`))}
${duo('משאבה', 'Pump', ltr(String(rng.int(1, 12))))}
<div class="dash"></div>
${duo(grade[0], grade[1], '')}
${duo('ליטרים', 'Litres', ltr(litres))}
${duo('מחיר לליטר', 'Price per litre', ltr(price))}
${duo('סכום דלק', 'Fuel amount', ltr(amount(fuel)))}
${extras.map((x) => duo(x.he, x.en, ltr(amount(x.price)))).join('')}
<div class="dash"></div>
${duo('סה"כ לפני מע"מ', 'Total before VAT', ltr(amount(gross - vat)))}
${duo(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`, ltr(amount(vat)))}
${duo('סה"כ לתשלום', 'Total to pay', ltr(`₪${amount(gross)}`), 'b big')}
<div class="dash"></div>
${duo('אשראי', 'Credit card', ltr(`XXXX-${rng.digits(4)}`))}
${duo('אסמכתא', 'Reference', ltr(rng.digits(9)))}
${duo('מס׳ רכב', 'Vehicle', ltr(plate(rng)))}
${duo('קילומטראז׳', 'Odometer', ltr(String(rng.int(8000, 240000))))}
<div class="c sm">נסיעה טובה!</div><div class="c sm" dir="ltr">Drive safely!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:11.5px;width:72mm;padding:4mm}.brand{font-size:15px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}
.duo{display:flex;justify-content:space-between;align-items:flex-end;margin:2px 0}.en{font-size:0.8em;color:#333}.v{white-space:nowrap}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
