import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, e, next, plus, total } from './extra';

const ID = 'en-sint-eustatius-oranjestad-dive-centre-invoice';

/** Services: description, price in cents (2022), quantity range. */
const SERVICES: [string, number, [number, number]][] = [
  ['Two-tank boat dive, Statia National Marine Park', 11000, [1, 6]],
  ['Single-tank boat dive', 6500, [1, 4]],
  ['Night dive (single tank)', 7500, [1, 2]],
  ['PADI Open Water course (4 days, pool and sea)', 52500, [1, 2]],
  ['PADI Advanced Open Water course', 39500, [1, 2]],
  ['Full gear rental (per day)', 3000, [1, 6]],
  ['Dive computer rental (per day)', 1200, [1, 6]],
  ['Tank fill, nitrox 32%', 1500, [2, 10]],
  ['Guided snorkel trip, Oranje Bay', 4500, [1, 4]],
];
const GUESTS = ['Ms. Lotte van der Berg', 'Mr. Daniel Okafor', 'The Reinholt family', 'Ms. Camille Arsenault', 'Mr. and Mrs. Tanaka'];

/**
 * A dive centre's invoice in Lower Town, Oranjestad, Sint Eustatius, A4 (Liberation Sans): the dive centre's name large
 * with a turquoise wave rule, "Golden Rock Divers B.V." with its Chamber of Commerce and CRIB numbers at the right,
 * "INVOICE" and a number "SD-" with five digits, the invoice date as "d Mon yyyy" and the diving day or days (first to last), the
 * guest and the hotel, the services, "Subtotal", "ABB 4% (general expenditure tax, services)" and "Total USD", and how it
 * was paid (card or cash in US dollars). Open every day.
 */
export const enSintEustatiusOranjestadDiveCentreInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date } = next(ID, rng);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const days = rng.int(1, 6);
    const first = plus(date, -(days - 1));
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, price, q]) => {
      const qty = rng.int(...q);
      const each = Math.round((price * up) / 100) * 100;
      return { name, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const abb = Math.round((net * 4) / 100);
    const gross = net + abb;
    const vendorName = 'Golden Rock Divers B.V.';
    const doc = `SD-${rng.int(10000, 49999)}`;
    const usd = (c: number) => `$${amount(c)}`;
    const body = `<div class="hd"><div><div class="nm">Golden Rock Divers</div><div class="wave"></div><div>Bay Road, Lower Town · Oranjestad, Sint Eustatius · Caribbean Netherlands</div></div><div class="ids">${e(vendorName)}<br>KvK ${rng.digits(6)}<br>CRIB ${rng.digits(9)}</div></div>
<h1>INVOICE <span>${doc}</span></h1>
<table class="pairs"><tr><th>Invoice date</th><td>${dt(date, 'd Mon yyyy')}</td><th>Guest</th><td>${e(rng.pick(GUESTS))}</td></tr><tr><th>${days > 1 ? 'Diving days' : 'Diving day'}</th><td>${days > 1 ? `${dt(first, 'd Mon yyyy')} – ${dt(date, 'd Mon yyyy')}` : dt(date, 'd Mon yyyy')}</td><th>Staying at</th><td>${rng.pick(['Old Gin House', 'Golden Era Hotel', 'Statia Lodge', 'private villa, Upper Town'])}</td></tr></table>
<table class="items"><thead><tr><th>Service</th><th>Qty</th><th>Rate</th><th>Amount</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${e(l.name)}</td><td>${l.qty}</td><td>${usd(l.each)}</td><td>${usd(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>Subtotal</td><td>${usd(net)}</td></tr><tr><td>ABB 4% (general expenditure tax, services)</td><td>${usd(abb)}</td></tr><tr class="g"><td>Total USD</td><td>${usd(gross)}</td></tr></table>
<div class="pay">Paid ${rng.chance(0.7) ? `by card ending ${rng.digits(4)}` : 'in cash (USD)'} · Thank you for diving Statia!<br>Marine park fees are not included in this invoice.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','DejaVu Sans';font-size:12.5px;padding:14mm 16mm}.hd{display:flex;justify-content:space-between}.nm{font-size:28px;font-weight:bold;color:#0b6e6e}.wave{height:4px;background:linear-gradient(90deg,#1fb5b5,#0b6e6e);margin:3px 0 5px;width:80%}
.ids{text-align:right;font-size:11px;color:#333}h1{font-size:22px;margin:18px 0 8px;letter-spacing:2px}h1 span{font-size:16px;letter-spacing:0;color:#0b6e6e;margin-left:12px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tt{width:55%;margin-left:auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #0b6e6e}.pay{margin-top:20px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(abb) },
    };
  },
};
