import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-bilu-junction-fuel-slip';

/** Fuels: Hebrew and English names, and the price per litre in agorot (with VAT) by year, low and high. */
const FUELS: [string, string, Record<number, [number, number]>][] = [
  ['בנזין 95', 'Unleaded 95', { 2022: [620, 795], 2023: [680, 745], 2024: [690, 760], 2025: [700, 760], 2026: [690, 750] }],
  ['סולר', 'Diesel', { 2022: [640, 840], 2023: [690, 780], 2024: [700, 790], 2025: [700, 770], 2026: [690, 760] }],
];
const SHOP: [string, string, number, number][] = [
  ['שמן מנוע 1 ל׳', 'Engine oil 1L', 4900, 6900],
  ['נוזל לשמשות', 'Screen wash', 1490, 2490],
  ['קפה הפוך', 'Latte', 1200, 1600],
  ['מים מינרליים 1.5 ל׳', 'Mineral water 1.5L', 700, 1000],
  ['מטהר אוויר לרכב', 'Car air freshener', 1490, 2990],
];

/**
 * A fuel station's slip at the Bilu junction, 80 mm (Nimbus Mono PS over Miriam Mono CLM): every label
 * in Hebrew with its English after a slash, station company and id, slip number, date and time, pump
 * and nozzle, litres to two decimals times the price per litre to two decimals (the year's range), shop
 * items on some, VAT contained, the sum before VAT, card, approval number and the car's plate.
 */
export const mixedBiluJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [he, en, prices] = rng.pick(FUELS);
    const [lo, hi] = prices[Number(date.slice(0, 4))];
    const perLitre = rng.int(lo, hi);
    const cl = rng.int(1500, 7200);
    const fuel = Math.round((cl * perLitre) / 100);
    const shop = rng.chance(0.35) ? rng.some(SHOP, rng.int(1, 2)).map(([h, e2, a, b]) => ({ h, e: e2, p: rng.int(a / 10, b / 10) * 10 })) : [];
    const gross = fuel + shop.reduce((s, x) => s + x.p, 0);
    const vat = vatIn(gross, rate);
    const vendorName = 'דלק צומת בילו בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}${rng.digits(5)}`;
    const litres = `${Math.floor(cl / 100)}.${String(cl % 100).padStart(2, '0')}`;
    const L = (h: string, e2: string) => `${h} / ${ltr(e2)}`;
    const body = `<div class="c"><div class="brand">צומת בילו</div><div>${ltr('BILU JUNCTION FUEL')}</div><div>${vendorName}</div><div>ח.פ. / ${ltr('Co. No.')} ${ltr(taxId)}</div><div class="sm">כביש ${ltr('40')}, צומת בילו · ${ltr(`08-94${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">${L('חשבונית מס קבלה', 'Tax invoice receipt')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}
${row(L('תאריך', 'Date'), ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(5 * 60, 23 * 60 + 30))}`))}
${row(L('משאבה', 'Pump'), ltr(`${rng.int(1, 12)} / ${rng.int(1, 4)}`))}
<div class="rule"></div>
${row(L(he, en), '')}
${row(L('ליטרים', 'Litres'), ltr(litres))}
${row(L('מחיר לליטר', 'Price/L'), ltr(amount(perLitre)))}
${row(L('סכום דלק', 'Fuel'), ltr(amount(fuel)))}
${shop.map((x) => row(L(x.h, x.e), ltr(amount(x.p)))).join('')}
<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(`₪${amount(gross)}`), 'b big')}
${row(L('לפני מע"מ', 'Net'), ltr(amount(gross - vat)))}
${row(L(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`), ltr(amount(vat)))}
<div class="rule"></div>
${row(L('אשראי', 'Card'), ltr(`****${rng.digits(4)}`))}
${row(L('אישור', 'Auth.'), ltr(rng.digits(6)))}
${row(L('רכב', 'Plate'), ltr(plate(rng)))}
<div class="c sm">נסיעה טובה · ${ltr('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Mono PS','Miriam Mono CLM';font-size:11px;width:72mm;padding:4mm}.brand{font-family:'Miriam Mono CLM';font-size:20px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
