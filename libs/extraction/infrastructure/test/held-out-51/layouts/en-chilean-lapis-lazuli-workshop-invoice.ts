import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, comma, e, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-chilean-lapis-lazuli-workshop-invoice';

/** Chilean lapis lazuli carving workshop's invoice in US dollars with Chile's 19% IVA. */
export const enChileanLapisLazuliWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const cat: [string, number][] = [
      ['Lapis lazuli pendant, silver 950', 8900],
      ['Carved lapis condor figure', 14500],
      ['Lapis and copper cufflinks', 6200],
      ['Polished lapis sphere 6 cm', 11800],
      ['Inlaid jewellery box', 19500],
      ['Workshop visit & carving demo (per person)', 3500],
    ];
    const lines = rng.some(cat, rng.int(2, 4)).map(([nm, p]) => ({ nm, p, q: rng.int(1, 3) }));
    const goods = total(lines.map((l) => l.p * l.q));
    const ship = rng.chance(0.5) ? 0 : rng.pick([2500, 3800]);
    const base = goods + ship;
    const iva = vatOn(base, 19);
    const gross = base + iva;
    const vendorName = co ? 'Lapislázuli Andino SpA' : 'Taller Piedra Azul Ltda.';
    const doc = co ? `LA-${rng.digits(6)}` : `${date.slice(0, 4)}-${rng.digits(4)}`;
    const fd = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'Month d, yyyy'));
    const m = (c: number) => (co ? `US$ ${amount(c)}` : `${comma(c)} USD`);
    const rut = `${rng.int(76, 77)}.${rng.digits(3)}.${rng.digits(3)}-${rng.int(0, 9)}`;
    const body = `<div class="sheet"><div class="hd"><div><div class="brand">${co ? 'ANDES BLUE STONE' : 'Piedra Azul'}</div><div class="sm">${co ? 'Av. Providencia 1208, Santiago, Chile' : 'Calle Prat 45, Ovalle, Coquimbo, Chile'}</div></div>${co ? `<div class="r">${e(vendorName)}<br>RUT ${rut}</div>` : ''}</div>
<h2>INVOICE · FACTURA ELECTRÓNICA</h2>
${boxes([
  ['Invoice No.', doc],
  ['Invoice date', fd(date)],
  ['Order', `WEB-${rng.digits(5)}`],
  ['Delivered', fd(plus(date, rng.int(1, 3)))],
])}
<div>Sold to: ${rng.pick(['Yael Tamir', 'Oren Shalev', 'Lior Ben-Ami'])}, ${rng.pick(['Haifa', 'Tel Aviv', 'Holon'])}, Israel · passport ${rng.digits(8)} · delivered to hotel in Santiago</div>
${items(
  ['Item', 'Qty', 'Unit', 'Amount'],
  lines.map((l) => [e(l.nm), String(l.q), m(l.p), m(l.p * l.q)]),
)}
<div class="tot">${row('Goods', m(goods))}${row('Hotel delivery', m(ship))}${row('Taxable base', m(base))}${row('IVA 19%', m(iva))}${row('TOTAL', m(gross), 'b big')}</div>
<div class="sm">Card ending ${rng.digits(4)}, authorisation ${rng.digits(6)} · SII folio ${rng.digits(9)}</div>
${co ? '' : `<div class="foot">${e(vendorName)} · RUT ${rut} · Ovalle, Chile</div>`}</div>`;
    const page = co ? 'A4' : 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'FreeSans'"};font-size:12.5px}.sheet{padding:15mm;position:relative;height:${co ? 296 : 278}mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #1a3d8f}.brand{font-size:26px;font-weight:bold;color:#1a3d8f}.r{text-align:right}.tot{width:50%;margin-left:auto}.big{font-size:1.3em}.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(iva) },
    };
  },
};
