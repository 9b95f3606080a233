import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-golani-junction-fuel-slip';

/** Petrol 95 self-service price range per litre in agorot, by year. */
const PRICE: Record<number, [number, number]> = { 2022: [680, 762], 2023: [660, 741], 2025: [703, 745], 2026: [690, 738] };
const SHOP: [string, string, number][] = [
  ['קפה הפוך', 'Latte', 1400],
  ['מים מינרליים 1.5 ל׳', 'Mineral water', 900],
  ['מגבונים לחים', 'Wet wipes', 1290],
  ['בורקס גבינה', 'Cheese bourekas', 1600],
  ['נוזל לשמשות', 'Screen wash', 2490],
];

/**
 * A fuel station at the Golani junction, 80 mm (DejaVu Sans Mono, Miriam Mono CLM): every label Hebrew over English,
 * the company name and id, pump and nozzle, litres to two decimals times the price per litre (rounded to the agora),
 * shop items on some, total, net and VAT contained, card, approval number and plate.
 */
export const mixedGolaniJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [lo, hi] = PRICE[Number(date.slice(0, 4))];
    const perLitre = rng.int(lo, hi);
    const centilitres = rng.int(1500, 6200);
    const fuel = Math.round((centilitres * perLitre) / 100);
    const shop = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(shop.map((s) => s[2]));
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת צומת גולני בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000000, 3899999));
    const lbl = (he: string, en: string) => `<span>${he}<br><span class="en">${ltr(en)}</span></span>`;
    const body = `<div class="c"><div class="brand">צומת גולני · ${ltr('GOLANI JCT.')}</div><div>${vendorName}</div><div>ח.פ. / ${ltr(`Co. No. ${taxId}`)}</div><div class="sm">כביש ${ltr('77')} / כביש ${ltr('65')} · ${ltr(`04-67${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}<br><span class="en">${ltr('Tax invoice / receipt')}</span></div>
${row(lbl('תאריך', 'Date'), ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(5 * 60, 23 * 60))}`))}
${row(lbl('משאבה / אקדח', 'Pump / nozzle'), ltr(`${rng.int(1, 12)} / ${rng.int(1, 3)}`))}
${row(lbl('מוצר', 'Product'), `בנזין 95 · ${ltr('Petrol 95')}`)}
${row(lbl('ליטרים', 'Litres'), ltr((centilitres / 100).toFixed(2)))}
${row(lbl('מחיר לליטר', 'Price/L'), ltr(amount(perLitre)))}
${row(lbl('סכום דלק', 'Fuel amount'), ltr(amount(fuel)))}
${shop.map(([he, en, p]) => row(lbl(he, en), ltr(amount(p)))).join('')}
<div class="dbl"></div>
${row(lbl('סה"כ לתשלום', 'Total'), ltr(`₪ ${amount(gross)}`), 'b big')}
${row(lbl('לפני מע"מ', 'Net'), ltr(amount(gross - vat)))}
${row(lbl(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`), ltr(amount(vat)))}
<div class="rule"></div>
${row(lbl('כרטיס', 'Card'), ltr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD'])} ****${rng.digits(4)}`))}
${row(lbl('אישור', 'Approval'), ltr(rng.digits(7)))}
${row(lbl('רכב', 'Vehicle'), ltr(plate(rng)))}
<div class="c sm">נסיעה טובה · ${ltr('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono','Miriam Mono CLM';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:16px;font-weight:bold}.en{font-size:0.8em;color:#333}.row{margin:2px 0;align-items:flex-end}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
