import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-shoket-junction-fuel-slip';

/** Self-service price ranges per litre in agorot, by year: petrol 95 and diesel. */
const PRICES: Record<number, { petrol: [number, number]; diesel: [number, number] }> = {
  2023: { petrol: [664, 742], diesel: [681, 790] },
  2024: { petrol: [701, 762], diesel: [705, 768] },
  2025: { petrol: [703, 749], diesel: [690, 752] },
  2026: { petrol: [688, 745], diesel: [679, 748] },
};
const SHOP: [string, string, number][] = [
  ['קפה שחור', 'Black coffee', 1000],
  ['מים 1.5 ל׳', 'Water 1.5 L', 800],
  ['כריך טונה', 'Tuna sandwich', 2400],
  ['שמן מנוע 1 ל׳', 'Engine oil 1 L', 5900],
  [`ג׳ריקן ${ltr('AdBlue')} 10 ל׳`, 'AdBlue 10 L', 6900],
  ['קרח שקית', 'Ice bag', 1200],
];

/**
 * A fuel station at the Shoket junction in the northern Negev, 80 mm (Liberation Mono, Miriam Mono CLM): each label
 * "Hebrew | English" on one line, company name and id, pump, petrol 95 or diesel, litres to two decimals × price per
 * litre (rounded to the agora), shop items on some, total, VAT contained and net, card or fleet card, odometer on the
 * fleet card, approval and plate.
 */
export const mixedShoketJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.45);
    const [lo, hi] = PRICES[Number(date.slice(0, 4))][diesel ? 'diesel' : 'petrol'];
    const perLitre = rng.int(lo, hi);
    const centilitres = diesel ? rng.int(4000, 32000) : rng.int(1800, 6500);
    const fuel = Math.round((centilitres * perLitre) / 100);
    const shop = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(shop.map((s) => s[2]));
    const vat = vatIn(gross, rate);
    const vendorName = 'דלק צומת שוקת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(600000, 699999));
    const fleet = diesel && rng.chance(0.6);
    const lbl = (he: string, en: string) => `<span>${he} | <span class="en">${ltr(en)}</span></span>`;
    const body = `<div class="c"><div class="brand">צומת שוקת</div><div class="en">${ltr('SHOKET JUNCTION SERVICE STATION')}</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">כביש ${ltr('31')} / כביש ${ltr('60')} · ${ltr(`08-99${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס-קבלה | ${ltr('TAX INVOICE-RECEIPT')}</div>
<div class="c b">${ltr(`No. ${doc}`)}</div>
${row(lbl('תאריך', 'Date'), ltr(dt(date, 'dd/mm/yy')))}
${row(lbl('שעה', 'Time'), ltr(hhmm(rng.int(0, 1439))))}
${row(lbl('משאבה', 'Pump'), ltr(String(rng.int(1, 10))))}
${row(lbl('מוצר', 'Product'), diesel ? `סולר | ${ltr('Diesel')}` : `בנזין ${ltr('95')} | ${ltr('Unleaded 95')}`)}
${row(lbl('כמות', 'Qty'), ltr(`${(centilitres / 100).toFixed(2)} L`))}
${row(lbl('מחיר', 'Price'), ltr(`${amount(perLitre)}/L`))}
${row(lbl('דלק', 'Fuel'), ltr(amount(fuel)))}
${shop.map(([he, en, p]) => row(lbl(he, en), ltr(amount(p)))).join('')}
<div class="dbl"></div>
${row(lbl('סה"כ', 'TOTAL'), ltr(`${amount(gross)} NIS`), 'b big')}
${row(lbl(`מע"מ ${ltr(`${rate}%`)} כלול`, `VAT ${rate}% incl.`), ltr(amount(vat)))}
${row(lbl('ללא מע"מ', 'Excl. VAT'), ltr(amount(gross - vat)))}
<div class="rule"></div>
${
  fleet
    ? `${row(lbl('כרטיס צי', 'Fleet card'), ltr(`${rng.digits(4)} **** ${rng.digits(4)}`))}${row(lbl('מד קילומטרים', 'Odometer'), ltr(`${rng.int(40000, 690000)} km`))}`
    : row(lbl('אשראי', 'Card'), ltr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD', 'DINERS'])} ${rng.digits(4)}`))
}
${row(lbl('אישור', 'Auth'), ltr(rng.digits(6)))}
${row(lbl('רכב', 'Plate'), ltr(plate(rng)))}
<div class="c sm">סעו בזהירות | ${ltr('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Mono','Miriam Mono CLM';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:18px;font-weight:bold}.en{font-size:0.85em;color:#333}.row{margin:2px 0}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
