import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { e, next, row, total } from './extra';

const ID = 'en-santa-fe-turquoise-trading-post-till';

/** Goods: name, SKU prefix, price in cents (2022). */
const GOODS: [string, string, number][] = [
  ['TURQ CUFF BRACELET SS', 'JW', 18500],
  ['TURQ STUD EARRINGS', 'JW', 4800],
  ['SQUASH BLOSSOM NECKLACE', 'JW', 89500],
  ['BOLO TIE TURQ/SILVER', 'JW', 12500],
  ['HEISHI BEAD STRAND', 'JW', 6500],
  ['STORYTELLER FIGURE SM', 'PT', 14000],
  ['WOVEN WOOL RUG 2X3', 'TX', 32000],
  ['CHILE RISTRA 24IN', 'GF', 3800],
  ['PINON INCENSE BOX', 'GF', 1200],
  ['POSTCARD SET', 'GF', 600],
];

/** Santa Fe's combined gross receipts tax rate, in millionths: the state's share was cut on 1 July 2022 and on 1 July 2023. */
const grt = (iso: string) => (iso < '2022-07-01' ? 84375 : iso < '2023-07-01' ? 83125 : 81875);

/**
 * A turquoise trading post on the Old Santa Fe Trail, Santa Fe, New Mexico, 80 mm (Nimbus Mono PS): the store's name in double
 * width, the LLC, address and phone, the date (mm/dd/yyyy) and a 12-hour time, "STATION", "CLERK" and "TRANS #" with six digits,
 * SKUs and goods in capitals, "SUBTOTAL", "NM GROSS RECEIPTS TAX" with the rate to four decimals (8.4375%, 8.3125% or 8.1875%
 * after the state's cuts), "TOTAL" with "$", card or cash with change, a return policy. Any day.
 */
export const enSantaFeTurquoiseTradingPostTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([name, pre, p]) => {
      const qty = pre === 'GF' ? rng.int(1, 4) : 1;
      const unit = Math.round((p * up) / 100) * 100 - 1;
      return { name, sku: `${pre}-${rng.digits(5)}`, qty, unit, sum: qty * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const r = grt(date);
    const tax = Math.round((sub * r) / 1000000);
    const gross = sub + tax;
    const vendorName = 'Blue Mesa Turquoise Trading Post LLC';
    const doc = rng.digits(6);
    const h = rng.int(9, 18);
    const tm = `${((h + 11) % 12) + 1}:${String(rng.int(0, 59)).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    const cash = rng.chance(0.3);
    const tendered = cash ? Math.ceil(gross / 2000) * 2000 : gross;
    const body = `<div class="nm">BLUE MESA</div><div class="c">TURQUOISE TRADING POST</div><div class="c">${e(vendorName.toUpperCase())}</div><div class="c">${rng.int(100, 999)} OLD SANTA FE TRAIL</div><div class="c">SANTA FE, NM 87501</div><div class="c">(505) ${rng.digits(3)}-${rng.digits(4)}</div>
<div class="ln"></div>${row(dt(date, 'mm/dd/yyyy'), tm)}${row(`STATION ${rng.int(1, 3)}`, `CLERK ${rng.pick(['MARISOL', 'DREW', 'TONITA', 'GABE'])}`)}${row('TRANS #', doc)}<div class="ln"></div>
${lines.map((l) => `<div>${l.sku}</div>${row(`${l.qty > 1 ? `${l.qty} @ ${amount(l.unit)} ` : ''}${l.name}`, amount(l.sum))}`).join('')}
<div class="ln"></div>${row('SUBTOTAL', amount(sub))}${row(`NM GROSS RECEIPTS TAX ${(r / 10000).toFixed(4)}%`, amount(tax))}${row('TOTAL', `$${amount(gross)}`, 'big')}
${cash ? `${row('CASH', amount(tendered))}${row('CHANGE', amount(tendered - gross))}` : `${row(rng.pick(['VISA', 'MASTERCARD', 'AMEX']), amount(gross))}${row('ACCT', `************${rng.digits(4)}`)}${row('AUTH', rng.digits(6))}`}
<div class="ln"></div><div class="c">ITEMS ${total(lines.map((l) => l.qty))}</div><div class="c sm">RETURNS WITH RECEIPT WITHIN 14 DAYS. JEWELRY SALES FINAL AFTER SIZING.</div><div class="c">THANK YOU - COME BACK SOON</div>`;
    const css = `body{font-family:'Nimbus Mono PS','FreeMono';font-size:11.5px;width:70mm;padding:4mm 5mm}.nm{font-size:22px;font-weight:bold;text-align:center;letter-spacing:4px}
.c{text-align:center}.sm{font-size:9.5px}.row{display:flex;justify-content:space-between;gap:4px}.ln{border-top:1px dashed #000;margin:4px 0}.big{font-size:15px;font-weight:bold;margin:3px 0}`;
    const page = '80mm 180mm';
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
