import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-wadi-ara-fuel-slip';
const SHOP: [string, number][] = [
  ['קפה הפוך / Cappuccino', 1400],
  ['מים 1.5 ל׳ / Water', 900],
  ['שמן מנוע 1 ל׳ / Motor oil', 5900],
  ['נוזל שמשות / Screen wash', 2200],
  ['כריך טונה / Tuna sandwich', 2600],
  ['מגבונים / Wipes', 1500],
];

/** A Wadi Ara fuel station's bilingual slip. */
export const mixedWadiAraFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const price = diesel ? rng.int(640, 760) : rng.int(610, 790);
    const litres = rng.int(1500, 6500) / 100;
    const fuel = mul(litres, price);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + extras.reduce((s, [, p]) => s + p, 0);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דלק ואדי ערה תחנות בע"מ' : 'מחמוד אגבאריה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `WA${rng.digits(7)}` : `${rng.int(1, 4)}/${rng.digits(5)}`;
    const dateText = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'yyyy-mm-dd');
    const head = co
      ? `<div class="c brand">נתיב ערה · ARA ROUTE</div><div class="c sm">כביש 65, צומת עירון · Road 65, Iron Jct.</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. / Co. No. ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">תחנת הגבעה · HILL STATION</div><div class="c sm">אום אל-פחם · Umm al-Fahm</div>`;
    const body = `<div class="slip">${head}<div class="rule"></div>
<div class="c b">חשבונית מס קבלה / TAX INVOICE RECEIPT</div>
${row('מס׳ / No.', ltr(doc))}${row('תאריך / Date', ltr(dateText))}${row('שעה / Time', `${rng.int(6, 23)}:${rng.int(10, 59)}`)}${row('משאבה / Pump', String(rng.int(1, 10)))}${row('רכב / Vehicle', ltr(plate(rng)))}${row('ק"מ / Odometer', String(rng.int(12000, 240000)))}
<div class="rule"></div>
<div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>${row(`${litres.toFixed(2)} L x ${amount(price)}`, amount(fuel))}
${extras.map(([name, p]) => row(name, amount(p))).join('')}
<div class="rule"></div>
${row('סה"כ / TOTAL ₪', amount(gross), 'b big')}${row(`מע"מ / VAT ${rate}%`, amount(vat))}${row('ללא מע"מ / Net', amount(gross - vat))}
<div class="rule"></div>${row('אשראי / Card', ltr(`****${rng.digits(4)}`))}${row('אישור / Auth', ltr(rng.digits(6)))}
${rng.chance(0.5) ? row('מועדון / Club', ltr(notAnId(rng)), 'sm') : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה / Licensed Dealer ${ltr(taxId)}</div>`}
<div class="c sm">נסיעה טובה · Drive safely</div></div>`;
    const page = co ? '80mm 190mm' : '62mm 210mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans Mono'" : "'Simple CLM', 'FreeSans'"};font-size:${co ? '10px' : '10px'}}
.slip{padding:3mm}.brand{font-size:16px;font-weight:bold}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
