import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, comma, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-costa-rican-coffee-farm-invoice';

/** Costa Rican coffee farm's invoice in US dollars with Costa Rica's 13% IVA. */
export const enCostaRicanCoffeeFarmInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const cat: [string, number][] = [
      ['Tarrazú single-origin beans, 1 kg', 2400],
      ['Honey-process micro-lot, 500 g', 1850],
      ['Coffee farm tour with tasting, per person', 4500],
      ['Chorreador pour-over stand', 3200],
      ['Green coffee sample set', 2900],
      ['Cacao nibs, 250 g', 900],
    ];
    const rows = rng.some(cat, rng.int(2, 5)).map(([d, u]) => [d, rng.int(1, 6), u] as [string, number, number]);
    const goods = total(rows.map(([, q, u]) => q * u));
    const ship = rng.chance(0.5) ? rng.int(35, 90) * 100 : 0;
    const base = goods + ship;
    const iva = vatOn(base, 13);
    const gross = base + iva;
    const vendorName = co ? 'Finca Nube Alta S.A.' : 'Cafetal Tres Ríos S.R.L.';
    const doc = co ? `FNA-${rng.digits(5)}` : `${date.slice(0, 4)}/${rng.digits(4)}`;
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'Month d, yyyy'));
    const m = (c: number) => (co ? `US$ ${amount(c)}` : `${comma(c, '.')} USD`);
    const cedula = `3-101-${rng.digits(6)}`;
    const head = co
      ? `<div class="hd"><div class="brand">CLOUD RIDGE COFFEE</div><div class="sm">${vendorName}<br>Cédula jurídica ${cedula}<br>San Marcos de Tarrazú, San José, Costa Rica</div></div>`
      : `<div class="hd"><div class="brand">Tres Rios Estate</div><div class="sm">La Unión, Cartago, Costa Rica</div></div>`;
    const body = `<div class="sheet">${head}<h2>INVOICE · FACTURA</h2>
${boxes([
  ['Invoice No.', doc],
  ['Invoice date', f(date)],
  ['Order', `WEB${rng.digits(6)}`],
  ['Ship date', f(plus(date, rng.int(1, 5)))],
])}
<div>Customer: ${rng.pick(['Yael Bar-On, Haifa, Israel', 'Coffee Lab Jerusalem, Israel', 'Eitan Shaked, Ra\u2019anana, Israel'])} · Passport ${rng.digits(8)}</div>
${items(
  ['Description', 'Qty', 'Unit', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
${row('Goods', m(goods))}${row('Shipping', m(ship))}${row('Taxable base', m(base))}${row('IVA 13%', m(iva))}${row('TOTAL', m(gross), 'b big')}
<div class="sm">Paid by card, authorisation ${rng.digits(6)} · Hacienda electronic key ${rng.digits(20)}</div>
${co ? '' : `<div class="foot">${vendorName} · Cédula jurídica ${cedula}</div>`}</div>`;
    const page = co ? 'A4' : 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Serif'" : "'FreeSans'"};font-size:13px}.sheet{padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #543}
.brand{font-size:26px;font-weight:bold;color:#543}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(iva) },
    };
  },
};
