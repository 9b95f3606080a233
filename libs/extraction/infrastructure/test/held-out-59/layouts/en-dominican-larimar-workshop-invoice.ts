import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total, vatIn } from './extra';

const ID = 'en-dominican-larimar-workshop-invoice';

const GOODS: [string, number, number][] = [
  ['Larimar pendant, sterling silver 925', 45, 180],
  ['Larimar ring, sterling silver', 35, 140],
  ['Larimar drop earrings', 30, 120],
  ['Larimar bead bracelet', 60, 220],
  ['Larimar & silver necklace', 80, 260],
  ['Polished larimar sphere, 5 cm', 90, 250],
  ['Carved larimar dolphin', 55, 140],
  ['Dominican amber pendant', 40, 150],
  ['Gift box with pouch', 4, 9],
];

/** ITBIS 18% is contained in the prices (Dominican Republic; worked jewellery is an industrialized good). */
const ITBIS = 18;
/** Dominican pesos to the dollar, by year (roughly the market rate). */
const DOP: Record<string, [number, number]> = { '2022': [5420, 5720], '2023': [5480, 5720], '2024': [5850, 6080], '2025': [5950, 6350], '2026': [6150, 6450] };

/** Dominican larimar jewellery workshop's invoice in US dollars, ITBIS 18% included in the prices (never on a Sunday). */
export const enDominicanLarimarWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.25) ? 2 : 1, unit: rng.int(lo, hi) * 100 + (rng.chance(0.3) ? 50 : 0) }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const tax = vatIn(gross, ITBIS);
    const vendorName = co ? 'Larimar Azul del Sur, S.R.L.' : 'Ramón Féliz Cuevas';
    const doc = co ? `AB-${rng.digits(5)}` : `LC-${rng.int(1000, 9999)}`;
    const money = (c: number) => (co ? `US$${amount(c)}` : `USD ${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Mon yyyy'));
    const [lo, hi] = DOP[date.slice(0, 4)];
    const fx = rng.int(lo, hi);
    const pesos = Math.round((gross * fx) / 100);
    const rnc = `1-31-${rng.digits(5)}-${rng.digits(1)}`;
    const cedula = `0${rng.int(10, 99)}-${rng.digits(7)}-${rng.digits(1)}`;
    const ncf = `B02${rng.digits(8)}`;
    const buyer = rng.pick(['Noam Ben-Ami', 'Shira Levinson', 'Eitan Golan', 'Hila Mizrahi', 'Yossi & Dana Peretz']);
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['NCF', ncf],
        ['Customer', buyer.replace('&', '&amp;')],
        ['Passport', `IL ${rng.digits(8)}`],
        ['Payment', rng.chance(0.7) ? `Visa ****${rng.digits(4)} · auth. ${rng.digits(6)}` : 'Cash (US$)'],
        ['Exchange rate', `US$1 = RD$${(fx / 100).toFixed(2)}`],
        ['Certificate', `Larimar authenticity No. ${rng.digits(5)}`],
      ],
      2,
    );
    const table = items(
      ['Qty', 'Description', 'Unit price (ITBIS incl.)', 'Amount'],
      lines.map((l) => [String(l.qty), l.name.replace('&', '&amp;'), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Total (ITBIS incluido / included)', money(gross), 'b big')}${row(`ITBIS ${ITBIS}% included`, money(tax))}${row('Value before ITBIS', money(gross - tax))}${row('Total in pesos (reference)', `RD$${amount(pesos)}`)}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">AZUL BAHORUCO</div><div>${vendorName}</div><div class="sm">RNC ${rnc} · Carretera Barahona-Paraíso Km 12, Barahona, República Dominicana · +1 809-524-${rng.digits(4)}</div></div>
<h1>FACTURA DE CONSUMO · SALES INVOICE</h1>
${info}${table}${sums}
<div class="sm">Larimar is mined only in the Bahoruco mountains of the Dominican Republic. Goods collected at the workshop. Válida para crédito fiscal: No.</div>`
      : `<div class="head"><div class="brand">TALLER LARIMAR DEL BAHORUCO</div><div class="sm">Los Patos, Paraíso, Barahona · +1 829-${rng.int(200, 999)}-${rng.digits(4)}</div></div>
<h1>Factura / Invoice</h1>
${info}${table}${sums}
<div class="sm">Hand-cut and polished in our workshop. Thank you — ¡Gracias por su compra!</div>
<div class="foot">Ramón Féliz Cuevas, propietario · Cédula / RNC ${cedula}</div>`;
    const page = co ? '8.5in 11in' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans Narrow'" : "'URW Gothic'"};font-size:${co ? 13 : 10.5}px;padding:${co ? '14mm' : '9mm'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:3px solid #0097a7;padding-bottom:5px}.brand{font-size:${co ? 28 : 18}px;font-weight:bold;color:#00838f}h1{font-size:${co ? 18 : 13}px}.pairs{width:100%}.sum{width:${co ? 50 : 80}%;margin-left:auto}.big{font-size:1.1em}
.foot{position:absolute;bottom:7mm;left:9mm;right:9mm;border-top:1px solid #777;padding-top:3px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
