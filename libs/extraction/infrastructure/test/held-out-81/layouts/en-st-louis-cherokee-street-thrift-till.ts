import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, next, row, total } from './extra';

const ID = 'en-st-louis-cherokee-street-thrift-till';

const RACKS: [string, number][] = [
  ['MENS DENIM JACKET', 2400],
  ['VINTAGE FLANNEL SHIRT', 1400],
  ['LEATHER BELT', 800],
  ['WOOL COAT', 4500],
  ['BOOTS - COWBOY', 3800],
  ['CERAMIC LAMP', 2200],
  ['LP RECORD 3 FOR', 1500],
  ['PYREX BOWL SET', 1800],
  ['SILK SCARF', 900],
  ['BAND TEE 90S', 2800],
  ['PICTURE FRAME', 600],
  ['CARDIGAN', 1600],
];

/** St. Louis city combined sales tax, in thousandths of a percent (4.225% Missouri + 5.454% city), 2022-2025. */
const TAX = 9679;

/**
 * A vintage and thrift store on Cherokee Street, St. Louis, Missouri, 80 mm (DejaVu Sans Mono): the store's name, the LLC,
 * address and phone, the date (mm/dd/yyyy) with the time and register, "RECEIPT #" with its number, items in capitals with
 * department codes, "50% OFF TAG COLOR" on some, "SUBTOTAL", "SALES TAX 9.679%" on the subtotal, "TOTAL", cash with change
 * or a card, "ALL SALES FINAL". Closed on Mondays.
 */
export const enStLouisCherokeeStreetThriftTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [1]);
    const tag = rng.pick(['YELLOW', 'GREEN', 'PINK']);
    const lines = rng.some(RACKS, rng.int(2, 7)).map(([name, p]) => {
      const each = p + rng.pick([0, 100, 200, -100]);
      const off = rng.chance(0.25);
      return { name, each, off, sum: off ? Math.round(each / 2) : each, dept: rng.int(10, 60) };
    });
    const sub = total(lines.map((l) => l.sum));
    const tax = Math.round((sub * TAX) / 100000);
    const gross = sub + tax;
    const vendorName = 'Second Wind Goods LLC';
    const doc = `${rng.int(1, 3)}${rng.digits(5)}`;
    const hour = rng.pick([11, 12, 1, 2, 3, 4, 5, 6]);
    const tm = `${hour}:${String(rng.int(0, 59)).padStart(2, '0')} ${hour === 11 ? 'AM' : 'PM'}`;
    const cash = rng.chance(0.4);
    const paid = Math.ceil(gross / 2000) * 2000;
    const body = `<div class="c nm">SECOND WIND</div><div class="c">vintage + thrift</div><div class="c">${vendorName}</div><div class="c">${rng.int(2600, 3400)} Cherokee St<br>St. Louis, MO 631${rng.pick(['18', '04'])}<br>(314) ${rng.digits(3)}-${rng.digits(4)}</div>
<div class="d"></div>${row(dt(date, 'mm/dd/yyyy'), tm)}${row(`REG 01 CASHIER ${rng.pick(['DEV', 'MO', 'KAT'])}`, '')}${row('RECEIPT #', doc)}<div class="d"></div>
${lines.map((l) => `${row(`D${l.dept} ${l.name}`, amount(l.each))}${l.off ? row(`  50% OFF ${tag} TAG`, `-${amount(l.each - l.sum)}`) : ''}`).join('')}
<div class="d"></div>${row('SUBTOTAL', amount(sub))}${row('SALES TAX 9.679%', amount(tax))}${row('<b>TOTAL</b>', `<b>$${amount(gross)}</b>`, 'big')}
${cash ? `${row('CASH', amount(paid))}${row('CHANGE', amount(paid - gross))}` : `${row(rng.pick(['VISA', 'MASTERCARD', 'DISCOVER']), amount(gross))}${row('ACCT', `************${rng.digits(4)}`)}${row('AUTH', rng.digits(6))}`}
<div class="d"></div><div class="c">ITEMS SOLD ${lines.length}</div><div class="c b">ALL SALES FINAL</div><div class="c">thank you for shopping secondhand!</div>`;
    const css = `body{font-family:'DejaVu Sans Mono','FreeMono';font-size:11.5px;width:70mm;padding:5mm}.c{text-align:center}.b{font-weight:bold}.nm{font-size:20px;font-weight:bold}.row{display:flex;justify-content:space-between;gap:4px}
.d{border-top:1px dashed #000;margin:4px 0}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
