import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, comma, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-japanese-indigo-dyeing-workshop-invoice';

/** Japanese indigo dyeing workshop's invoice in US dollars, with Japan's 10% consumption tax. */
export const enJapaneseIndigoDyeingWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [3]);
    const co = n % 2 === 0;
    const people = rng.int(1, 4);
    const pool: [string, number, number][] = [
      ['Indigo dyeing workshop, per person (2 h)', people, rng.int(55, 75) * 100],
      ['Shibori scarf dyed in class', people, rng.int(28, 40) * 100],
      ['Tenugui hand towel, indigo', rng.int(1, 4), 1450],
      ['Noren door curtain, indigo', 1, rng.int(95, 160) * 100],
      ['Indigo tote bag', rng.int(1, 3), 3800],
      ['Aizome linen shirt', 1, rng.int(120, 190) * 100],
    ];
    const rows = [pool[0], ...rng.some(pool.slice(1), rng.int(1, 4))];
    const net = total(rows.map(([, q, u]) => q * u));
    const tax = vatOn(net, 10);
    const gross = net + tax;
    const vendorName = co ? 'Kyoto Aizome Kobo Co., Ltd.' : 'Tokushima Ai no Sato K.K.';
    const reg = `T${rng.digits(13)}`;
    const doc = co ? `KA-${rng.digits(6)}` : `${date.slice(0, 4)}-${rng.digits(4)}`;
    const f = co ? dt(date, 'yyyy-mm-dd') : dt(date, 'd Mon yyyy');
    const m = (c: number) => (co ? `US$ ${amount(c)}` : `${comma(c, ' ')} USD`);
    const body = `<div class="top"><div><div class="brand">${co ? 'KYOTO INDIGO' : 'AI NO SATO'}</div><div class="sm">${co ? 'Nishijin, Kamigyo-ku, Kyoto 602-8211, Japan' : 'Aizumi-cho, Tokushima 771-1212, Japan'}</div></div>
${co ? `<div class="r">${vendorName}<br>Qualified Invoice Issuer No. ${reg}</div>` : ''}</div>
<h2>INVOICE · 請求書</h2>
${boxes([
  ['Invoice No.', doc],
  ['Invoice date', f],
  ['Booking', `BK-${rng.digits(5)}`],
  ['Class date', co ? dt(plus(date, -rng.int(0, 2)), 'yyyy-mm-dd') : dt(plus(date, -rng.int(0, 2)), 'd Mon yyyy')],
])}
<div>Guest: ${rng.pick(['Noam Levi', 'Shira Katz', 'Eitan Rosen', 'Maya Golan'])} (Israel), passport ${rng.digits(8)} · workshop held at our studio in Japan</div>
${items(
  ['Description', 'Qty', 'Unit', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="sum">${row('Subtotal (taxable)', m(net))}${row('Consumption tax 10%', m(tax))}${row('TOTAL', m(gross), 'b big')}</div>
<div class="sm">Paid by card ending ${rng.digits(4)}, auth. ${rng.digits(6)}. Prices converted from JPY at the booking rate.</div>
${co ? '' : `<div class="foot">${vendorName} · Qualified Invoice Issuer No. ${reg} · Aizumi-cho, Tokushima</div>`}`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'Nimbus Sans'"};font-size:${co ? 13 : 11}px;padding:${co ? 16 : 10}mm}.top{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:26px;font-weight:bold;color:#1a237e}h2{font-size:18px}.sum{width:55%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #888;padding-top:6px;font-size:0.9em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
