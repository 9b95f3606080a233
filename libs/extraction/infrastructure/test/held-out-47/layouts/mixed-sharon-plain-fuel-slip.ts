import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, idOf, next, row, total, vatIn } from './extra';

const ID = 'mixed-sharon-plain-fuel-slip';
const SHOP: [string, number][] = [
  ['קפה הפוך / Latte', 1400],
  ['מים 1.5 ל׳ / Water', 900],
  ['שמן מנוע 1 ל׳ / Motor oil', 5900],
  ['מגבונים / Wipes', 1200],
  ['כריך טונה / Tuna sandwich', 2400],
  ['נוזל שמשות / Screen wash', 1900],
];

/** Sharon plain fuel station: a bilingual slip, litres at a price per litre, VAT inside the total. */
export const mixedSharonPlainFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const ppl = rng.int(diesel ? 640 : 620, diesel ? 760 : 790);
    const litres = rng.int(1500, 6500) / 100;
    const fuel = mul(litres, ppl);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(extras.map(([, p]) => p));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'שרון דלקים ושירותי דרך בע"מ' : 'נמרוד אביטל';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SD${rng.digits(7)}` : `${rng.int(1, 8)}-${rng.digits(5)}`;
    const body = `<div class="slip">
<div class="c brand">${co ? 'דלק השרון · SHARON FUEL' : 'תחנת ירקונה · YARKONA STATION'}</div>
<div class="c sm">${co ? 'צומת בני דרור, כביש 4 / Bnei Dror Jct.' : 'דרך השרון 2, הוד השרון / Hod HaSharon'}</div>
${co ? `<div class="c sm">${vendorName}</div><div class="c sm">ח.פ. / Co. No. ${hyphenId(taxId)}</div>` : ''}
<div class="dbl"></div><div class="c b">חשבונית מס קבלה / TAX INVOICE RECEIPT</div>
${row('מס׳ / No.', doc)}${row('תאריך / Date', co ? dt(date, 'yyyy-mm-dd') : dt(date, 'dd/mm/yy'))}${row('שעה / Time', hhmm(rng.int(300, 1400)))}
${row('משאבה / Pump', String(rng.int(1, 12)))}${row('רכב / Vehicle', plate(rng))}${row('ק"מ / Odometer', String(rng.int(12000, 290000)))}
<div class="rule"></div>
<div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>${row(`${litres.toFixed(2)} L x ${amount(ppl)}`, amount(fuel))}
${extras.map(([name, p]) => row(name, amount(p))).join('')}
<div class="rule"></div>
${row('סה"כ / TOTAL ₪', amount(gross), 'b big')}${row(`מע"מ / VAT ${rate}%`, amount(vat))}${row('ללא מע"מ / Net', amount(gross - vat))}
<div class="rule"></div>
${row('כרטיס / Card', `**** ${rng.digits(4)}`)}${row('אישור / Auth.', rng.digits(6))}${rng.chance(0.5) ? row('מועדון / Club', notAnId(rng)) : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה / Licensed Dealer ${taxId}</div>`}
<div class="c sm">נסיעה טובה! / Drive safely</div></div>`;
    const page = co ? '80mm 200mm' : '62mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans Condensed','DejaVu Sans'" : "'Nachlieli CLM'"};font-size:${co ? '11px' : '10.5px'}}
.slip{padding:4mm 3mm}.brand{font-size:16px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
