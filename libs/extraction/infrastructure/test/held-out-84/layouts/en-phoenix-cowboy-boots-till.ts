import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, dayOf, next, row, total } from './extra';

const ID = 'en-phoenix-cowboy-boots-till';

/** Goods: SKU, name, cents (2022). */
const GOODS: [string, string, number][] = [
  ['BT-1142', 'ROPER BOOT COGNAC 10.5D', 18995],
  ['BT-2207', 'SQUARE TOE GOAT LEATHER', 24950],
  ['HT-0310', 'STRAW HAT PALM 7 1/4', 5995],
  ['BL-0871', 'TOOLED BELT 36 TURQ BUCKLE', 7450],
  ['CR-0022', 'BOOT CREAM NEUTRAL', 1295],
  ['SK-0405', 'BOOT SOCKS 2PK', 1650],
  ['BN-0119', 'WILD RAG SILK SCARF', 3895],
];

/**
 * A western boot shop on Phoenix's 7th Avenue, 80 mm (Nimbus Mono PS): "SONORAN BOOT BARN", the LLC, address and phone,
 * "STORE 02 REG 1", the date (mm/dd/yyyy) and a 12-hour time, "TRANS #" (six digits), SKUs and goods in capitals, "SUBTOTAL",
 * the city's combined sales tax added (8.6% until 30 June 2025, 9.1% from 1 July 2025), "TOTAL" with "$", card with approval or
 * cash and change, a returns policy. Any day; the 2025 receipt from August to November.
 */
export const enPhoenixCowboyBootsTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    // The 2025 receipt falls after the city's rise of 1 July 2025, so both rates appear.
    const date = raw.startsWith('2025') ? dayOf(rng, 2025, [8, 9, 10, 11]) : raw;
    const perMille = date >= '2025-07-01' ? 91 : 86;
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([sku, name, p]) => {
      const q = p < 5000 ? rng.int(1, 2) : 1;
      const unit = Math.round((p * up) / 100) * 100 - 5;
      return { sku, name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const tax = Math.round((sub * perMille) / 1000);
    const gross = sub + tax;
    const vendorName = 'Sonoran Boot Barn LLC';
    const doc = String(rng.int(100000, 999999));
    const mins = rng.int(10 * 60, 20 * 60);
    const clock = `${((Math.floor(mins / 60) + 11) % 12) + 1}:${String(mins % 60).padStart(2, '0')} ${mins >= 720 ? 'PM' : 'AM'}`;
    const cash = rng.chance(0.3);
    const tendered = Math.ceil(gross / 2000) * 2000;
    const body = `<div class="c big b">SONORAN BOOT BARN</div><div class="c">${vendorName}</div><div class="c">${rng.int(1000, 2400)} N 7TH AVE</div><div class="c">PHOENIX, AZ 85007</div><div class="c">(602) ${rng.digits(3)}-${rng.digits(4)}</div>
<div class="rule"></div>${row('STORE 02 REG 1', `CASHIER ${rng.pick(['RUBEN', 'KAYLA', 'DESTINY', 'MARCO'])}`)}${row(dt(date, 'mm/dd/yyyy'), clock)}${row('TRANS #', doc)}
<div class="rule"></div>${lines.map((l) => `<div class="sm">${l.sku}</div>${row(l.q > 1 ? `${l.name}<br>&nbsp; ${l.q} @ ${amount(l.unit)}` : l.name, amount(l.sum))}`).join('')}
<div class="rule"></div>${row('SUBTOTAL', amount(sub))}${row(`SALES TAX ${(perMille / 10).toFixed(1)}%`, amount(tax))}${row('TOTAL', `$${amount(gross)}`, 'big b')}
${cash ? `${row('CASH', amount(tendered))}${row('CHANGE', amount(tendered - gross))}` : `${row(rng.pick(['VISA', 'MASTERCARD', 'AMEX']), `************${rng.digits(4)}`)}${row('APPROVAL', rng.digits(6))}`}
<div class="rule"></div><div class="c sm">RETURNS WITHIN 30 DAYS, UNWORN, WITH RECEIPT. BOOTS FIT BETTER WITH SOCKS.</div><div class="c">HAPPY TRAILS!</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Mono PS';font-size:12px;width:72mm;padding:4mm}.big{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
