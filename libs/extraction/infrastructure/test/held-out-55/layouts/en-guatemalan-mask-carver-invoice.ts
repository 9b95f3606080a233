import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, boxes, items, next, plus, row, total, vatIn } from './extra';

const ID = 'en-guatemalan-mask-carver-invoice';

const GOODS: [string, number, number][] = [
  ['Carved cedar dance mask (Baile del Venado)', 85, 190],
  ['Conquistador mask, painted', 70, 160],
  ['Miniature mask, wall hanging', 18, 40],
  ['Jaguar mask with mirror eyes', 110, 240],
  ['Carved wooden saint figure', 60, 150],
  ['Carving demonstration (per person)', 15, 25],
];

/** Guatemalan mask carver's invoice in US dollars: prices including IVA 12%, the IVA shown as included. */
export const enGuatemalanMaskCarverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const tax = vatIn(gross, 12);
    const vendorName = co ? 'Máscaras Chichicastenango, S.A.' : 'Tomás Xinico Ajú';
    const nit = `${rng.digits(7)}-${rng.int(0, 9)}`;
    const doc = co ? `MC-${rng.digits(6)}` : `${rng.digits(3)}-${date.slice(2, 4)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'd Mon yyyy');
    const m = (c: number) => (co ? `USD ${amount(c)}` : `$${amount(c)}`);
    const body = `<div class="c brand">${co ? 'CHICHI MASKS' : 'TALLER EL VENADO'}</div>
<div class="c sm">${co ? `${vendorName} · NIT ${nit}<br>5a Avenida 6-21, Chichicastenango, Quiché, Guatemala` : 'Calle del Arco 14, Antigua Guatemala · +502 ' + rng.digits(4) + ' ' + rng.digits(4)}</div>
<div class="c b t">${co ? 'FACTURA ELECTRÓNICA · INVOICE' : 'INVOICE / FACTURA'}</div>
${boxes([
  ['Invoice No.', doc],
  ['Date', f(date)],
  ['Order', `P-${rng.digits(4)}`],
  ['Pick-up', f(plus(date, rng.int(0, 2)))],
])}
<div class="sm">FEL authorisation ${rng.digits(8).toUpperCase()}-${rng.digits(4)}-${rng.digits(4)} · Customer: ${rng.pick(['Noa Levi', 'Amir Segal', 'Yael Hadar', 'Eitan Bar'])} (passport ${rng.digits(8)})</div>
${items(
  ['Description', 'Qty', 'Price', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
${row('Total (IVA included)', m(gross), 'b big')}${row('IVA 12% included', m(tax))}${row('Amount before IVA', m(gross - tax))}
<div class="sm">Paid by ${rng.pick(['Visa', 'Mastercard'])} ····${rng.digits(4)} · auth ${rng.digits(6)}</div>
${co ? '' : `<div class="foot">${vendorName} · NIT ${nit} · Antigua Guatemala, Sacatepéquez</div>`}`;
    const page = co ? 'A5' : '90mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Roman'" : "'DejaVu Sans Condensed'"};font-size:${co ? 12 : 11}px;padding:${co ? 10 : 4}mm}.brand{font-size:24px;font-weight:bold;color:${co ? '#4e342e' : '#1b5e20'}}.t{margin:6px 0}.big{font-size:1.15em}.foot{margin-top:12px;border-top:1px solid #777;padding-top:4px}.box{padding:2px 4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
