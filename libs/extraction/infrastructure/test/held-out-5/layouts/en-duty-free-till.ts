import { esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';

const SHOPS = [
  { name: 'Skyport Duty Free Ltd.', shop: 'SKYPORT DUTY FREE – Departures Hall D' },
  { name: 'Aerotax Free Israel Ltd.', shop: 'AEROTAX FREE · Terminal 3 · Gate B' },
];
const GOODS: [string, number][] = [
  ['SINGLE MALT 12Y 1L', 4900],
  ['EAU DE PARFUM 100ML', 11200],
  ['CHOCOLATE PRALINES 500G', 1850],
  ['SUNGLASSES POLARIZED', 14500],
  ['CIGARETTES CARTON 200', 4300],
  ['DEAD SEA MINERAL SET', 3600],
  ['WIRELESS EARBUDS', 12900],
  ['VODKA PREMIUM 1L', 2800],
  ['LIPSTICK SET 3PCS', 3900],
];

/**
 * An airport duty-free till slip in USD on 80 mm paper (DejaVu Sans Mono or Nimbus Mono), all in
 * capitals: the shop and terminal, the operator's legal name and "CO. REG." (a valid Israeli
 * company number), "RECEIPT NO." with store/till/transaction, the date and time, the passenger's
 * flight, destination and boarding-pass sequence, items with quantities and USD prices, a
 * "2ND ITEM 25% OFF" deal, "TOTAL USD", "TAX FREE – NO VAT" (no VAT amount), the card payment, the
 * shekel equivalent at a printed rate (a distractor) and a returns note.
 */
export const enDutyFreeTill: Layout = {
  id: 'en-duty-free-till',
  lang: 'en',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const items = rng.some(GOODS, rng.int(2, 5)).map(([n, p]) => ({ n, p, q: rng.int(1, 2) }));
    const sub = items.reduce((a, i) => a + i.p * i.q, 0);
    const deal = rng.chance(0.5) ? Math.round(Math.min(...items.map((i) => i.p)) * 0.25) : 0;
    const total = sub - deal;
    const fx = rng.int(340, 385) / 100;
    const store = rng.int(10, 40);
    const till = rng.int(1, 12);
    const docNo = `${store}-${till}-${rng.int(100000, 999999)}`;
    const m = (c: number) => (c / 100).toFixed(2);
    const at = rng.int(0, 23 * 60 + 59);
    const body = `<div class="s"><div class="c b">${esc(s.shop)}</div><div class="c">${esc(s.name.toUpperCase())}<br>CO. REG. ${vendorTaxId}<br>BEN GURION AIRPORT</div>
<div class="d"></div><div>RECEIPT NO. ${docNo}</div><div class="r"><span>${dt(date, rng.pick(['dd/mm/yyyy', 'dd-Mon-yy'] as const))}</span><span>${hhmm(at)}</span></div><div>CASHIER ${rng.int(1000, 9999)}</div>
<div class="d"></div><div>FLIGHT ${rng.pick(['LY', 'IZ', '6H', 'W6', 'U2'])}${rng.int(100, 999)}  DEST ${rng.pick(['LHR', 'CDG', 'FCO', 'JFK', 'ATH', 'BUD', 'LCA'])}</div><div>BP SEQ ${rng.int(1, 280)}  SEAT ${rng.int(3, 38)}${rng.pick(['A', 'C', 'D', 'F'])}</div>
<div class="d"></div>${items.map((i) => `<div>${i.n}</div><div class="r"><span>  ${i.q} @ ${m(i.p)}</span><span>${m(i.p * i.q)}</span></div>`).join('')}
${deal ? `<div class="r"><span>2ND ITEM 25% OFF</span><span>-${m(deal)}</span></div>` : ''}<div class="d"></div>
<div class="r"><span>SUBTOTAL</span><span>${m(sub)}</span></div><div class="r big"><span>TOTAL USD</span><span>${m(total)}</span></div><div class="c">*** TAX FREE – NO VAT ***</div>
<div class="d"></div><div class="r"><span>${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ****${rng.digits(4)}</span><span>${m(total)}</span></div><div>AUTH ${rng.digits(6)}</div>
<div>ILS EQUIV. ${(Math.round(total * fx) / 100).toFixed(2)} @ ${fx.toFixed(2)}</div>
<div class="d"></div><div class="c sm">KEEP THIS RECEIPT AND THE SEALED BAG<br>UNTIL YOUR FINAL DESTINATION.<br>RETURNS WITHIN 30 DAYS ON ARRIVAL.</div></div>`;
    const font = rng.pick(['DejaVu Sans Mono', 'Nimbus Mono PS']);
    const css = `body{font-family:'${font}',monospace;font-size:11.5px}.s{width:72mm;padding:4mm 4mm 10mm}
.c{text-align:center}.b{font-weight:bold;font-size:13px}.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between;white-space:pre}.big{font-weight:bold;font-size:15px}.sm{font-size:10px}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 200mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
