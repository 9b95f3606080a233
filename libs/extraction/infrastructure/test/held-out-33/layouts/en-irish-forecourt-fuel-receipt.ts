import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, row, taxIn } from './extra';

const ID = 'en-irish-forecourt-fuel-receipt';

const VENDORS = [
  {
    head: ['CLOGHER CROSS', 'SERVICE STATION', 'Clogher Cross Fuels Ltd', 'Clones Road, Monaghan'],
    legal: 'Clogher Cross Fuels Ltd',
    vat: 'IE 6384215R',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `0417/${k}`,
    digits: [10000, 99999],
    numLabel: 'Trans No',
    font: "'DejaVu Sans Mono','Noto Sans Mono',monospace",
  },
  {
    head: ["BRENNAN'S", 'FORECOURT & DELI', 'Brennan Forecourts DAC', 'Main St, Ballinasloe, Co. Galway'],
    legal: 'Brennan Forecourts DAC',
    vat: 'IE 3319872UH',
    style: 'dd-Mon-yy' as D,
    num: (k: number) => `${k}`,
    digits: [500000, 999999],
    numLabel: 'Receipt',
    font: "'FreeMono','Liberation Mono',monospace",
  },
];

const SHOP: [string, number][] = [
  ['SCREENWASH 5L', 699],
  ['ADBLUE 10L', 1499],
  ['CAR WASH PREMIUM', 1200],
  ['ENGINE OIL 5W30 1L', 1895],
  ['DE-ICER 500ML', 549],
  ['WIPER BLADE 22"', 1399],
];

export const enIrishForecourtFuelReceipt: Layout = {
  id: ID,
  lang: 'en',
  kind: 'fuel',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const grade = rng.pick(['DIESEL', 'UNLEADED 95', 'DIESEL']);
    const perL = rng.int(1589, 2049); // tenths of a cent
    const litres = rng.int(1800, 6800) / 100;
    const fuel = Math.round((litres * perL) / 10);
    const shop = rng.some(SHOP, rng.int(0, 2)).map(([name, price]) => ({ name, q: 1, price }));
    const total = fuel + add(shop.map((s) => s.price));
    const vat = taxIn(total, 23);
    const pump = rng.int(1, 8);
    const body = `<div class="r">
${v.head.map((l, i) => `<div class="c ${i < 2 ? 'big' : ''}">${esc(l)}</div>`).join('')}
<div class="c">VAT No. ${v.vat}</div>
<div class="c">Tel ${`0${rng.int(42, 99)} ${rng.digits(3)} ${rng.digits(4)}`}</div>
<div class="eq"></div>
<div class="c b">*** VAT RECEIPT ***</div>
${row(`${v.numLabel}: ${number}`, `Till ${rng.int(1, 3)}`)}
${row(`Date: ${dt(date, v.style)}`, `Time: ${hhmm(rng.int(6 * 60, 22 * 60))}`)}
${row(`Staff: ${rng.pick(['AOIFE', 'CIARAN', 'NIAMH', 'PADDY'])}`, '')}
<div class="eq"></div>
${row(`PUMP ${pump} ${grade}`, '')}
${row(`&nbsp; ${litres.toFixed(2)} L @ €${(perL / 1000).toFixed(3)}/L`, amount(fuel))}
${shop.map((s) => row(esc(s.name), amount(s.price))).join('')}
<div class="eq"></div>
${row(`TOTAL EUR`, amount(total), 'b big')}
${row(`${rng.pick(['VISA', 'MASTERCARD', 'DEBIT MC'])} CONTACTLESS`, amount(total))}
${row(`Card ************${rng.digits(4)}`, '')}
${row(`Auth code ${rng.digits(6)}`, `AID A0000000${rng.digits(2)}1010`)}
<div class="eq"></div>
<div class="c">VAT SUMMARY</div>
${row('RATE &nbsp; NET', 'VAT &nbsp; GROSS')}
${row(`23.0% &nbsp; ${amount(total - vat)}`, `${amount(vat)} &nbsp; ${amount(total)}`)}
<div class="eq"></div>
<div class="c">Fuel Card Points earned: ${Math.floor(total / 100)}</div>
<div class="c">Go raibh maith agat!</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px}.r{width:74mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:14px;font-weight:bold}.eq{border-top:2px solid #000;margin:4px 0}.rw{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
