import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, mul } from '../../generalisation/notation';
import { add, dated, pair, taxIn } from './extra';

const ID = 'en-uk-motorway-fuel-receipt';

const VENDORS = [
  {
    head: ['PENNINE GAP SERVICES', 'M62 Junction 22 - Eastbound', 'Operated by Pennine Gap Roadside Ltd'],
    legal: 'Pennine Gap Roadside Ltd',
    vat: 'GB 284 5519 07',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `2291-${k}`,
    font: "'DejaVu Sans Mono',monospace",
  },
  {
    head: ['ASHCOMBE', 'A303 Ashcombe Cross Filling Station', 'Ashcombe Fuels Limited'],
    legal: 'Ashcombe Fuels Limited',
    vat: 'GB 731 0486 22',
    style: 'dd-Mon-yy' as D,
    num: (k: number) => `R${k}`,
    font: "'Nimbus Mono PS','Liberation Mono',monospace",
  },
];

const SHOP: [string, number][] = [
  ['LARGE LATTE', 385],
  ['SCREENWASH 5L', 699],
  ['CAR WASH PROG 3', 900],
  ['ENGINE OIL 1L 5W30', 1499],
  ['HOT PASTY STEAK', 425],
  ['DE-ICER 500ML', 450],
];

export const enUkMotorwayFuelReceipt: Layout = {
  id: ID,
  lang: 'en',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(100000, 999999));
    const grade = rng.pick(['UNLEADED', 'DIESEL', 'SUPER UNLEADED']);
    const ppl = rng.int(1329, 1899) / 10;
    const litres = rng.int(1800, 6200) / 100;
    const fuel = mul(litres, ppl);
    const shop = rng.some(SHOP, rng.int(0, 2)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2) }));
    const total = add([fuel, ...shop.map((s) => s.qty * s.unit)]);
    const vat = taxIn(total, 20);
    const hhmm = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const preauth = n % 2 === 1 && shop.length === 0 && total <= 9900 && rng.chance(0.7);
    const body = `<div class="r">
${v.head.map((h, i) => `<div class="c ${i === 0 ? 'big' : ''}">${esc(h)}</div>`).join('')}
<div class="c">VAT Reg No. ${v.vat}</div>
<div class="eq"></div>
<div class="c b">VAT RECEIPT</div>
${pair('Receipt No.', number)}
${pair('Date', `${dt(date, v.style)} ${hhmm}`)}
${pair(`Till ${rng.int(1, 4)}`, `Op ${rng.int(100, 999)}`)}
<div class="eq"></div>
${pair(`PUMP ${rng.int(1, 16)} ${grade}`, '')}
${pair(`&nbsp;&nbsp;${litres.toFixed(2)} L @ ${ppl.toFixed(1)}p`, `£${amount(fuel)}`)}
${shop.map((s) => pair(`${s.qty} ${esc(s.name)}`, `£${amount(s.qty * s.unit)}`)).join('')}
<div class="eq"></div>
${pair('TOTAL', `£${amount(total)}`, 'big')}
${pair('VAT @ 20.00%', `£${amount(vat)}`)}
${pair('Net', `£${amount(total - vat)}`)}
<div class="eq"></div>
${preauth ? pair('Pre-authorised', '£99.00') : ''}
${pair(`${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} CONTACTLESS`, `£${amount(total)}`)}
${pair('Card', `************${rng.digits(4)}`)}
${pair('Auth code', rng.digits(6))}
<div class="c">CARDHOLDER COPY - PLEASE RETAIN</div>
<div class="eq"></div>
<div class="c">Drive safely. Take a break every 2 hours.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px}.r{width:72mm;padding:3mm 4mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:14px;font-weight:bold}.eq{border-top:1px dashed #000;margin:4px 0}.pr{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
