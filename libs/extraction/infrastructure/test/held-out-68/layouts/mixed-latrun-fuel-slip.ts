import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-latrun-fuel-slip';

/** Extras: Hebrew, English, lowest and highest price in agorot. */
const EXTRAS: [string, string, number, number][] = [
  ['שטיפה אוטומטית', 'Car wash', 3500, 5500],
  ['קפה שחור', 'Black coffee', 900, 1400],
  ['שמן מנוע 4 ליטר', 'Motor oil 4 L', 14900, 21900],
  ['נוזל קירור', 'Coolant', 2900, 4400],
  ['מגבונים לרכב', 'Car wipes', 1490, 2490],
];

/** One slip line: the Hebrew label at the right, the value in the middle, the English label at the left. */
const tri = (he: string, value: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${value}</td><td class="en">${ltr(en)}</td></tr>`;

/**
 * A fuel station's slip at the Latrun interchange: 80 mm, FreeMono, a three-column table (Hebrew
 * label, value, English label), litres to three decimals times the price to two (millilitres times
 * agorot per litre over 1,000, half up), a club discount per litre on some slips, shop extras on
 * others, VAT contained, the sum before VAT, pump, plate, odometer and an approval number beside the
 * invoice's own number.
 */
export const mixedLatrunFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const ml = rng.int(12000, 68000);
    const ppl = rng.int(620, 790);
    const fuel = Math.floor((ml * ppl + 500) / 1000);
    const clubRate = rng.chance(0.4) ? rng.pick([15, 20, 25]) : 0;
    const discount = clubRate ? Math.floor((ml * clubRate + 500) / 1000) : 0;
    const extras = rng.chance(0.4) ? rng.some(EXTRAS, rng.int(1, 2)).map(([he, en, lo, hi]) => ({ he, en, price: rng.int(lo / 10, hi / 10) * 10 })) : [];
    const gross = fuel - discount + total(extras.map((x) => x.price));
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת שירות מחלף לטרון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 19999999));
    const diesel = rng.chance(0.25);
    const litres = `${Math.floor(ml / 1000)}.${String(ml % 1000).padStart(3, '0')}`;
    const body = `<div class="c"><div class="brand">לטרון · LATRUN</div><div class="b">${vendorName}</div><div class="sm">${ltr('Latrun Interchange Service Station Ltd.')}</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm" dir="ltr">Co. No. ${taxId}</div><div class="sm">כביש 1, מחלף לטרון</div><div class="sm">${ltr('Route 1, Latrun Interchange')}</div></div>
<div class="dash"></div>
<table class="tri">
${tri('חשבונית מס/קבלה', ltr(doc), 'Tax invoice/receipt', 'b')}
${tri('תאריך', ltr(dt(date, 'dd/mm/yy')), 'Date')}
${tri('שעה', ltr(time(rng)), 'Time')}
${tri('משאבה', ltr(String(rng.int(1, 16))), 'Pump')}
</table>
<div class="dash"></div>
<table class="tri">
${tri(diesel ? 'סולר' : 'בנזין 95 נטול עופרת', '', diesel ? 'Diesel' : 'Unleaded 95')}
${tri('כמות בליטרים', ltr(litres), 'Litres')}
${tri('מחיר לליטר', ltr(amount(ppl)), 'Price / litre')}
${tri('סכום דלק', ltr(amount(fuel)), 'Fuel')}
${discount ? tri(`הנחת מועדון ${ltr(amount(clubRate))} לליטר`, ltr(`-${amount(discount)}`), 'Club discount') : ''}
${extras.map((x) => tri(x.he, ltr(amount(x.price)), x.en)).join('')}
</table>
<div class="dash"></div>
<table class="tri">
${tri('לפני מע"מ', ltr(amount(gross - vat)), 'Before VAT')}
${tri(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), `VAT ${rate}%`)}
${tri('סה"כ', ltr(`₪${amount(gross)}`), 'TOTAL', 'b big')}
</table>
<div class="dash"></div>
<table class="tri">
${tri('כרטיס', ltr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD'])} ${rng.digits(4)}`), 'Card')}
${tri('אישור', ltr(rng.digits(7)), 'Approval')}
${tri('רכב', ltr(plate(rng)), 'Vehicle')}
${tri('ק"מ', ltr(String(rng.int(5000, 260000))), 'Odometer')}
</table>
<div class="dash"></div>
<div class="c sm">נסיעה בטוחה</div><div class="c sm">${ltr('Have a safe trip')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','DejaVu Sans Mono';font-size:10.5px;width:72mm;padding:4mm}.brand{font-size:15px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}
.tri{width:100%;table-layout:fixed}.tri td{padding:1px 0;vertical-align:bottom}.tri .he{text-align:right;width:40%}.tri .v{text-align:center;white-space:nowrap;width:30%}.tri .en{text-align:left;font-size:0.85em;width:30%}.big td{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
