import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, e, next, row, total } from './extra';

const ID = 'en-springfield-illinois-harmonica-shop-till';

/** Goods: SKU, name, cents (2022). */
const GOODS: [string, string, number][] = [
  ['HR-1020C', 'DIATONIC HARP KEY OF C', 4995],
  ['HR-1020A', 'DIATONIC HARP KEY OF A', 4995],
  ['HR-5564', 'CHROMATIC 12-HOLE 48 REED', 18900],
  ['HR-0560', 'TREMOLO HARMONICA 24H', 5450],
  ['AC-0112', 'HARP HOLDER NECK RACK', 1899],
  ['AC-0140', 'HARMONICA CASE 7 SLOT', 2499],
  ['BK-2201', 'BLUES HARP METHOD BOOK', 1795],
  ['AC-0007', 'REED PLATE SET REPLACEMENT', 2950],
];

/**
 * A harmonica shop in downtown Springfield, Illinois, an 80 mm till slip (Liberation Mono): "PRAIRIE STATE HARP" in large
 * letters, the LLC's name, address and phone, the date (mm/dd/yyyy) and 12-hour time, "REG", "CASHIER", "RECEIPT #" with five
 * digits, SKU and goods in capitals with "2 @ 49.95" on some, "SUBTOTAL", "SALES TAX 9.75%", "TOTAL" with "$", card with the last
 * four digits and an approval code, or cash and change. Closed on Sundays.
 */
export const enSpringfieldIllinoisHarmonicaShopTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([sku, name, p]) => {
      const q = rng.chance(0.25) ? 2 : 1;
      const unit = Math.round((p * up) / 100) * 100 - 5;
      return { sku, name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    // 9.75 % of the subtotal in integer cents, rounded half up.
    const tax = Math.round((sub * 975) / 10000);
    const gross = sub + tax;
    const vendorName = 'Prairie State Harp Supply LLC';
    const doc = String(rng.int(10000, 99999));
    const h = rng.int(10, 18);
    const cash = rng.chance(0.3);
    const tendered = Math.ceil(gross / 2000) * 2000;
    const body = `<div class="c nm">PRAIRIE STATE HARP</div><div class="c">${e(vendorName)}<br>${rng.int(200, 699)} E Adams St<br>Springfield, IL 62701<br>(217) ${rng.digits(3)}-${rng.digits(4)}</div>
<div class="rule"></div>${row(dt(date, 'mm/dd/yyyy'), `${h > 12 ? h - 12 : h}:${String(rng.int(0, 59)).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`)}${row(`REG ${rng.int(1, 2)}`, `CASHIER ${rng.pick(['DEB', 'MARCUS', 'LYNN'])}`)}${row('RECEIPT #', doc)}
<div class="rule"></div>${lines.map((l) => `<div>${l.sku}</div>${row(l.q > 1 ? `${l.name}<br>&nbsp; ${l.q} @ ${amount(l.unit)}` : l.name, amount(l.sum))}`).join('')}
<div class="rule"></div>${row('SUBTOTAL', amount(sub))}${row('SALES TAX 9.75%', amount(tax))}${row('TOTAL', `$${amount(gross)}`, 'big')}
${cash ? row('CASH', amount(tendered)) + row('CHANGE', amount(tendered - gross)) : row(`${rng.pick(['VISA', 'MASTERCARD', 'DISCOVER'])} ****${rng.digits(4)}`, amount(gross)) + row('APPROVAL', rng.digits(6))}
<div class="c sm">RETURNS WITHIN 30 DAYS WITH RECEIPT<br>HARMONICAS ARE NOT RETURNABLE ONCE PLAYED<br>KEEP ON BLOWIN'!</div>`;
    const css = `.row{display:flex;justify-content:space-between;gap:6px}.c{text-align:center}.sm{font-size:0.85em}.rule{border-top:1px dashed #000;margin:5px 0}
body{font-family:'Liberation Mono';font-size:12px;width:72mm;padding:4mm}.nm{font-size:19px;font-weight:bold}.big{font-size:16px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
