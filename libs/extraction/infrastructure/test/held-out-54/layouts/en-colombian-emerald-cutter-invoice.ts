import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, items, next, plus, row, total } from './extra';

const ID = 'en-colombian-emerald-cutter-invoice';

/** Colombian emerald cutter's invoice in US dollars: IVA 19% added to the subtotal, rounded half up. */
export const enColombianEmeraldCutterInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines: [string, string, number][] = [];
    const carats = rng.int(40, 260) / 100;
    const perCt = rng.int(180, 650) * 100;
    lines.push([`Cut emerald, ${rng.pick(['oval', 'emerald cut', 'pear', 'cushion'])}, ${carats.toFixed(2)} ct`, `${amount(perCt)} / ct`, Math.round(carats * perCt)]);
    if (rng.chance(0.6)) lines.push(['Sterling silver ring setting', '1', rng.int(60, 180) * 100]);
    if (rng.chance(0.5)) lines.push(['Gemological certificate', '1', rng.int(35, 80) * 100]);
    if (rng.chance(0.5)) lines.push(['Rough emerald specimen', '1', rng.int(25, 120) * 100]);
    if (rng.chance(0.4)) lines.push(['Gift box and polishing cloth', '1', 1500]);
    const sub = total(lines.map((l) => l[2]));
    const tax = Math.floor((sub * 19 + 50) / 100);
    const gross = sub + tax;
    const vendorName = co ? 'Esmeraldas Chivor Talla S.A.S.' : 'Hernán Castillo Rojas';
    const nit = `${rng.int(800, 901)}.${rng.digits(3)}.${rng.digits(3)}-${rng.int(0, 9)}`;
    const doc = co ? `FE-${rng.digits(5)}` : `${date.slice(0, 4)}-${rng.digits(3)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'd Mon yyyy');
    const a = (c: number) => (co ? `USD ${amount(c)}` : `US$ ${amount(c)}`);
    const body = `<div class="head"><div><div class="brand">${co ? 'CHIVOR GEMS' : 'VERDE BOYACÁ LAPIDARY'}</div><div class="sm">${co ? 'Carrera 7 No. 12-45, Bogotá, Colombia' : 'Calle 5 No. 3-18, Chiquinquirá, Boyacá, Colombia · +57 31' + rng.digits(8)}</div></div>${co ? `<div class="sm r">${vendorName}<br>NIT ${nit}<br>Responsable de IVA</div>` : ''}</div>
<h2>${co ? 'ELECTRONIC SALES INVOICE' : 'SALES INVOICE'}</h2>
${boxes([
  ['Invoice No.', doc],
  ['Date', f(date)],
  ['Workshop visit', f(plus(date, -rng.int(0, 2)))],
  ['Order', `ORD-${rng.digits(5)}`],
])}
<div>Customer: ${rng.pick(['Avital Sharon', 'Eyal Mor', 'Dana Kaplan', 'Yoav Peretz'])}, passport ${rng.digits(8)}, Israel</div>
${items(
  ['Description', 'Qty / rate', 'Amount (USD)'],
  lines.map(([x, q, c]) => [x, q, amount(c)]),
)}
<div class="sum">${row('Subtotal', a(sub))}${row('IVA 19%', a(tax))}${row('Total', a(gross), 'b big')}</div>
<div class="sm">Paid by card ending ${rng.digits(4)}, authorization ${rng.digits(6)}.${co ? ` CUFE ${rng.digits(12)}…` : ''} Prices in US dollars at the customer's request.</div>
${co ? '' : `<div class="foot">${vendorName} · NIT ${nit} · Régimen común</div>`}`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'P052'"};font-size:${co ? 13 : 12}px;padding:${co ? 18 : 10}mm}.head{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:${co ? 28 : 22}px;font-weight:bold;color:#1b5e20;font-family:'URW Bookman'}.sum{width:50%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
