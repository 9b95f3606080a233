import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, grid, items, next, plus, row, total } from './extra';

const ID = 'en-taiwanese-oolong-tea-estate-invoice';

const TEAS: [string, number, number][] = [
  ['High mountain oolong, 150 g tin', 2800, 6500],
  ['Dongding oolong, 300 g', 3500, 7800],
  ['Oriental Beauty, 75 g', 3200, 8800],
  ['Roasted Tieguanyin, 150 g', 2600, 5400],
  ['Yixing-style clay teapot', 4500, 16000],
  ['Tasting cup set (6)', 1800, 4200],
  ['Bamboo tea tray', 3900, 9800],
];

/** Taiwanese oolong tea estate's receipt in US dollars: 5% business tax contained in the prices. */
export const enTaiwaneseOolongTeaEstateInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const persons = rng.int(1, 4);
    const lines = rng.some(TEAS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 4), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const tasting = rng.chance(0.6) ? persons * rng.pick([1500, 2000, 2500]) : 0;
    const gross = total(lines.map((l) => l.qty * l.unit)) + tasting;
    const tax = Math.floor((gross * 10 + 105) / 210);
    const net = gross - tax;
    const vendorName = co ? 'Shanlin Oolong Tea Co., Ltd.' : 'Lugu Dongding Tea Farm Co.';
    const ubn = rng.digits(8);
    const letters = () => String.fromCharCode(65 + rng.int(0, 25)) + String.fromCharCode(65 + rng.int(0, 25));
    const doc = co ? `${letters()}-${rng.digits(8)}` : `${letters()}${rng.digits(8)}`;
    const f = (d: string) => dt(d, co ? 'yyyy-mm-dd' : 'Month d, yyyy');
    const a = (c: number) => (co ? `US$${amount(c)}` : `${amount(c)} USD`);
    const rows = lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]);
    if (tasting) rows.push([`Guided tasting, ${persons} person(s)`, String(persons), amount(tasting / persons), amount(tasting)]);
    const body = `<div class="head"><div><div class="brand">${co ? 'SHANLIN TEA ESTATE' : 'DONGDING LEAF'}</div><div class="sm">${co ? 'Shanlinxi, Zhushan Township, Nantou County, Taiwan' : 'Lugu Township, Nantou County, Taiwan · +886 49 ' + rng.digits(7)}</div></div>${co ? `<div class="sm r">${vendorName}<br>Unified Business No. ${ubn}</div>` : ''}</div>
<h2>UNIFORM INVOICE / RECEIPT</h2>
${grid([
  ['Invoice No.', doc],
  ['Date', f(date)],
  ['Tasting booking', `TB${rng.digits(5)}`],
  ['Visit date', f(plus(date, -rng.int(0, 1)))],
  ['Lottery period', `${date.slice(0, 4)} ${['Jan-Feb', 'Mar-Apr', 'May-Jun', 'Jul-Aug', 'Sep-Oct', 'Nov-Dec'][Math.floor((Number(date.slice(5, 7)) - 1) / 2)]}`],
])}
<div>Buyer: ${rng.pick(['Michal Avraham', 'Gilad Shapira', 'Noa Friedman', 'Erez Levin'])} (Israel)</div>
${items(['Item', 'Qty', 'Unit (USD)', 'Amount (USD)'], rows)}
<div class="sum">${row('Total (tax included)', a(gross), 'b big')}${row('Business tax 5% included', a(tax))}${row('Sales amount excl. tax', a(net))}</div>
<div class="sm">Card ending ${rng.digits(4)}, auth. ${rng.digits(6)}. Prices quoted and charged in US dollars.</div>
${co ? '' : `<div class="foot">${vendorName} · Unified Business No. ${ubn} · No. ${rng.int(10, 99)}, Fenghuang Village, Lugu</div>`}`;
    const page = co ? 'A5' : '100mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Serif'" : "'Noto Sans Mono','DejaVu Sans Mono'"};font-size:${co ? 12 : 10}px;padding:${co ? 10 : 5}mm}.head{display:flex;flex-wrap:wrap;justify-content:space-between}.r{text-align:right}.brand{font-size:${co ? 24 : 20}px;font-weight:bold;color:#33691e}.sum{width:${co ? 60 : 100}%;margin-left:auto}.big{font-size:1.15em}.foot{margin-top:14px;border-top:1px solid #999;padding-top:5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
