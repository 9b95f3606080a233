import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, dayOf, e, items, nth, pairs, plus, row, total, vatOn, yearFor } from './extra';

const ID = 'en-botswana-okavango-mokoro-safari-invoice';
/** Botswana's standard VAT rate (14% since 1 April 2021; the temporary 12% of August 2022 to March 2023 is avoided by the dates). */
const VAT = 14;

/** Services: name, unit, lowest and highest price in whole dollars (before VAT). */
const SERVICES: [string, string, number, number][] = [
  ['Guided mokoro excursion, full day', 'person', 65, 95],
  ['Overnight mokoro trip with island camping', 'person / night', 120, 180],
  ['Poler fee', 'poler / day', 35, 50],
  ['Guided walking safari on a Delta island', 'person', 40, 60],
  ['Camping equipment hire (tent, bedrolls, cook set)', 'set / night', 25, 40],
  ['4x4 transfer Maun – mokoro station, return', 'vehicle', 180, 260],
  ['Scenic flight over the Delta, 45 min', 'seat', 140, 190],
  ['Sundowner boat cruise', 'person', 45, 70],
];
const GUESTS: [string, string][] = [
  ['Hannah Whitfield', 'United Kingdom'],
  ['Lukas Brenner', 'Germany'],
  ['Sophie Martel', 'France'],
  ['Daniel Okafor', 'Nigeria'],
  ['Emily Carter', 'United States'],
  ['Noa Friedman', 'Israel'],
];

/** An Okavango Delta mokoro safari operator's tax invoice in US dollars, Botswana VAT 14% added (March to November). */
export const enBotswanaOkavangoMokoroSafariInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    // The 12% relief ran from August 2022 to 31 March 2023: the 2023 receipts are dated from April.
    const date = dayOf(rng, year, year === 2023 ? [4, 5, 6, 7, 8, 9, 10, 11] : [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const co = n % 2 === 0;
    const pax = rng.int(1, 6);
    const nights = rng.int(1, 3);
    const lines = rng.some(SERVICES, rng.int(3, 5)).map(([name, unit, lo, hi]) => {
      const qty = unit.startsWith('person / night')
        ? pax * nights
        : unit.startsWith('person') || unit === 'seat'
          ? pax
          : unit.includes('night')
            ? Math.ceil(pax / 2) * nights
            : unit.startsWith('poler')
              ? Math.ceil(pax / 2) * (nights + 1)
              : 1;
      return { name, unit, qty, price: rng.int(lo, hi) * 100 };
    });
    const sums = lines.map((l) => l.qty * l.price);
    const net = total(sums);
    const vat = vatOn(net, VAT);
    const gross = net + vat;
    const vendorName = co ? 'Delta Polers Safaris (Pty) Ltd' : 'Kagiso Sebego';
    const tin = `${co ? 'C0' : 'I0'}${rng.digits(10)}`;
    const doc = co ? `DP-${rng.int(10000, 99999)}` : `OSM/${rng.int(100, 999)}`;
    const money = (c: number) => (co ? `USD ${amount(c)}` : `$${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'd Mon yyyy') : dt(d, 'dd/mm/yyyy'));
    const [guest, country] = rng.pick(GUESTS);
    const start = plus(date, -nights);
    const bwp = rng.int(125000, 141000); // BWP per USD, four decimals
    const table = items(
      ['Service', 'Unit', 'Qty', 'Rate', 'Amount'],
      lines.map((l, i) => [e(l.name), l.unit, String(l.qty), money(l.price), money(sums[i])]),
    );
    const totals = `${row('Total excl. VAT', money(net))}${row(`VAT ${VAT}%`, money(vat))}${row('Total incl. VAT', money(gross), 'b big')}`;
    const info = pairs(
      [
        ['Tax Invoice No.', doc],
        ['Date', f(date)],
        ['Guest', e(guest)],
        ['Country of residence', country],
        ['Trip', `${f(start)} – ${f(date)}`],
        ['Guests', String(pax)],
        ['Booking ref.', `BK${rng.digits(6)}`],
        ['Payment', rng.pick(['Card on departure', 'Bank transfer (deposit) and card', 'Cash USD'])],
      ],
      2,
    );
    const body = co
      ? `<div class="head"><div class="brand">DELTA POLERS</div><div class="addr">${vendorName}<br>Plot 2217, Airport Road, Maun, Botswana<br>VAT Reg. / TIN ${tin}<br>Company No. BW${rng.digits(11)}</div></div>
<h1>TAX INVOICE</h1>${info}${table}<div class="sum">${totals}</div>
<div class="sm">For information: 1 USD = BWP ${(bwp / 10000).toFixed(4)} (Bank of Botswana mid-rate); VAT BWP ${amount(Math.round((vat * bwp) / 10000))}, total BWP ${amount(Math.round((gross * bwp) / 10000))}. Moremi Game Reserve entry fees are paid directly to the Department of Wildlife and National Parks and are not part of this invoice.</div>`
      : `<div class="head2"><div class="brand2">Okavango Sunrise Mokoro</div><div class="sm">Seronga, Okavango Panhandle · +267 7${rng.digits(7)}</div></div>
<h1>Tax Invoice</h1>${info}${table}<div class="sum">${totals}</div>
<div class="sm">Community polers from the Seronga Polers Trust. Park and concession fees not included.</div>
<div class="foot">Kagiso Sebego, sole trader · VAT Reg. / TIN ${tin} · P.O. Box ${rng.int(100, 999)}, Seronga, Botswana</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'URW Bookman'"};font-size:${co ? 12.5 : 11}px;padding:${co ? '15mm' : '10mm'};box-sizing:border-box;height:${co ? '296mm' : '209mm'};position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #2e7d32;padding-bottom:6px}.brand{font-family:'P052';font-size:32px;font-weight:bold;color:#2e7d32}.addr{text-align:right;font-size:11px}
.head2{text-align:center;border-bottom:2px solid #ef6c00;padding-bottom:4px}.brand2{font-size:22px;color:#ef6c00;font-weight:bold}
h1{font-size:${co ? 19 : 15}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:50%;margin-left:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #777;padding-top:3px;font-size:9.5px}`;
    const page = co ? 'A4' : 'A5';
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
