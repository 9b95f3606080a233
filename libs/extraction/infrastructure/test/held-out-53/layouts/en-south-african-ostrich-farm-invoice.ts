import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, boxes, items, next, plus, row, total } from './extra';

const ID = 'en-south-african-ostrich-farm-invoice';

/** South African ostrich show farm's tax invoice in US dollars, prices including 15% VAT. */
export const enSouthAfricanOstrichFarmInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const people = rng.int(1, 5);
    const pool: [string, number, number][] = [
      ['Guided farm tour, per person', people, rng.int(22, 35) * 100],
      ['Ostrich leather wallet', rng.int(1, 2), rng.int(60, 140) * 100],
      ['Ostrich leather handbag', 1, rng.int(280, 620) * 100],
      ['Feather duster, large', rng.int(1, 3), 1800],
      ['Painted ostrich egg', rng.int(1, 2), rng.int(35, 90) * 100],
      ['Farm lunch, per person', people, 2400],
      ['Ostrich leather belt', 1, rng.int(70, 120) * 100],
    ];
    const rows = [pool[0], ...rng.some(pool.slice(1), rng.int(2, 4))];
    const gross = total(rows.map(([, q, u]) => q * u));
    const vat = Math.round((gross * 15) / 115);
    const vendorName = co ? 'Klein Karoo Ostrich Show Farm (Pty) Ltd' : 'Swartberg Feathers CC';
    const vatNo = `4${rng.digits(9)}`;
    const doc = co ? `KK-${rng.digits(6)}` : `${date.slice(0, 4)}-${rng.digits(4)}`;
    const fmt = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Mon yyyy'));
    const money = (c: number) => (co ? `USD ${amount(c)}` : `$${amount(c)}`);
    const body = `<div class="top"><div><div class="brand">${co ? 'KLEIN KAROO OSTRICH SHOW FARM' : 'SWARTBERG FEATHERS'}</div><div class="sm">${co ? 'R62, Oudtshoorn 6625, Western Cape, South Africa' : 'Meiringspoort Road, De Rust, South Africa · +27 44 ' + rng.digits(3) + ' ' + rng.digits(4)}</div></div>
${co ? `<div class="r sm">${vendorName}<br>Reg. No. 20${rng.digits(2)}/${rng.digits(6)}/07<br>VAT No. ${vatNo}</div>` : ''}</div>
<h2>TAX INVOICE</h2>
${boxes([
  ['Invoice No.', doc],
  ['Date', fmt(date)],
  ['Tour booking', `TB${rng.digits(5)}`],
  ['Tour date', fmt(plus(date, -rng.int(0, 1)))],
])}
<div>Customer: ${rng.pick(['Noa Peretz', 'Ariel Shapiro', 'Hila Ben-David', 'Yoav Klein'])}, Israel · Passport ${rng.digits(8)}</div>
${items(
  ['Description', 'Qty', 'Unit price (incl. VAT)', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="sum">${row('Total (VAT inclusive)', money(gross), 'b big')}${row('VAT 15% included', money(vat))}${row('Amount excl. VAT', money(gross - vat))}</div>
<div class="sm">Paid by card ending ${rng.digits(4)}, auth ${rng.digits(6)}. Visitors may claim VAT refunds on goods taken out of South Africa at the VAT Refund Administrator on departure.</div>
${co ? '' : `<div class="foot">${vendorName} · CK ${rng.digits(4)}/${rng.digits(6)}/23 · VAT No. ${vatNo}</div>`}`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'URW Bookman'"};font-size:${co ? 13 : 11}px;padding:${co ? 15 : 9}mm}.top{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:${co ? 22 : 18}px;font-weight:bold;color:#8d6e63}h2{font-size:18px}.sum{width:55%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:26px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
