import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-megiddo-junction-fuel-slip';

const SHOP: [string, string, number][] = [
  ['קפה הפוך', 'Latte', 1400],
  ['מאפה גבינה', 'Cheese pastry', 1200],
  ['מים מינרליים 1.5 ל׳', 'Mineral water 1.5L', 900],
  ['נוזל לשמשות', 'Screen wash', 2400],
  ['מגבוני ניקוי לרכב', 'Car wipes', 1900],
];

/** A line of the slip: Hebrew label above, English label under it, the value at the left. */
const line = (he: string, en: string, value: string, cls = '') =>
  `<tr class="${cls}"><td class="lab">${he}<div class="en" dir="ltr">${en}</div></td><td class="val">${value}</td></tr>`;

/**
 * A self-service fuel station's slip at the Megiddo junction, 80 mm (Liberation Mono): every label in
 * Hebrew with its English under it, pump and nozzle, litres to two decimals times the price per
 * litre, sometimes shop items, VAT contained, sum before VAT, card and approval, the driver's
 * plate; "חשבונית מס / קבלה" with its number, date and time.
 */
export const mixedMegiddoJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const price = diesel ? rng.int(620, 760) : rng.int(660, 790);
    const centi = rng.int(1500, 6800);
    const fuel = Math.round((centi * price) / 100);
    const extras = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(extras.map((x) => x[2]));
    const vat = vatIn(gross, rate);
    const vendorName = 'צומת מגידו אנרגיה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const litres = `${Math.floor(centi / 100)}.${String(centi % 100).padStart(2, '0')}`;
    const body = `<div class="c"><div class="brand">צומת מגידו</div><div class="sm">${ltr('MEGIDDO JUNCTION')} · ${ltr('Road 66 / Road 65')}</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)}</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה</div><div class="c sm" dir="ltr">TAX INVOICE / RECEIPT</div>
<table class="t">
${line('מספר', 'No.', ltr(doc))}
${line('תאריך', 'Date', ltr(dt(date, 'dd/mm/yyyy')))}
${line('שעה', 'Time', ltr(hhmm(rng.int(5 * 60, 23 * 60))))}
${line('משאבה / אקדח', 'Pump / Nozzle', ltr(`${rng.int(1, 12)} / ${rng.int(1, 4)}`))}
</table>
<div class="dash"></div>
<table class="t">
${line(diesel ? 'סולר' : 'בנזין 95 נטול עופרת', diesel ? 'Diesel' : 'Unleaded 95', '')}
${line('ליטרים', 'Litres', ltr(litres))}
${line('מחיר לליטר', 'Price / L', ltr(amount(price)))}
${line('סכום דלק', 'Fuel amount', ltr(amount(fuel)))}
${extras
  .map(([he, en, p]) =>
    line(
      he.replace(/([0-9.]+)/g, (m) => ltr(m)),
      en,
      ltr(amount(p)),
    ),
  )
  .join('')}
</table>
<div class="dash"></div>
<table class="t">
${line('סה"כ לתשלום', 'TOTAL', ltr(`₪ ${amount(gross)}`), 'big')}
${line(`מע"מ ${ltr(`${rate}%`)} כלול`, `VAT ${rate}% incl.`, ltr(amount(vat)))}
${line('לפני מע"מ', 'Before VAT', ltr(amount(gross - vat)))}
${line('כרטיס', 'Card', ltr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD'])} ****${rng.digits(4)}`))}
${line('אישור', 'Approval', ltr(rng.digits(7)))}
${line('מספר רכב', 'Plate', ltr(plate(rng)))}
</table>
<div class="dash"></div>
<div class="c sm">תודה ונסיעה בטוחה</div><div class="c sm" dir="ltr">Thank you, drive safely</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Mono','DejaVu Sans Mono';font-size:11px;width:72mm;padding:4mm}.brand{font-size:18px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}
.t{width:100%}.t td{padding:1px 0;vertical-align:top}.t .lab{text-align:right}.t .en{font-size:0.82em;color:#333;text-align:right}.t .val{text-align:left;white-space:nowrap}.big td{font-size:1.2em;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
