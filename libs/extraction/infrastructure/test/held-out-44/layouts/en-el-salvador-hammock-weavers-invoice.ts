import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, next, plus, row, total, vatOn } from './extra';

const ID = 'en-el-salvador-hammock-weavers-invoice';

const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const esDate = (iso: string) => `${Number(iso.slice(8))} de ${ES_MONTHS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

const ITEMS: [string, number][] = [
  ['Cotton hammock, double, natural', 8900],
  ['Hammock with wooden spreader bars', 12400],
  ['Hammock chair with cushion', 7600],
  ['Child hammock, striped', 3900],
  ['Hanging kit (ropes and hooks)', 1800],
  ['Fringed family hammock XL', 16500],
  ['Indigo-dyed hammock, hand-woven', 14800],
  ['Travel pouch', 900],
];

const VENDORS = [
  {
    brand: 'HAMACAS CONCEPCIÓN',
    legal: 'Hamacas Concepción Quezaltepeque, S.A. de C.V.',
    town: 'Concepción Quezaltepeque, Chalatenango',
    font: "'DejaVu Serif','Liberation Serif',serif",
    color: '#b71c1c',
    num: (rng: { int(a: number, b: number): number }, iso: string) => `CQ-${iso.slice(0, 4)}-${rng.int(1000, 9999)}`,
    date: esDate,
    money: (c: number) => `US$ ${amount(c)}`,
    tradeName: false,
  },
  {
    brand: 'Lempa Weavers',
    legal: 'Textiles Artesanales del Lempa, S.A. de C.V.',
    town: 'San Sebastián, San Vicente',
    font: "'Nimbus Sans Narrow','Liberation Sans Narrow',sans-serif",
    color: '#00695c',
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    money: (c: number) => `$${amount(c)}`,
    tradeName: true,
  },
];

const BUYERS = ['Yael Shapiro, Tel Aviv, Israel', 'Hammock Corner Ltd., Haifa, Israel', 'Guesthouse Nof Kinneret, Tiberias, Israel', 'Eitan Mor, Jerusalem, Israel'];

export const enElSalvadorHammockWeaversInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [0, 6]);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const ordered = plus(date, -rng.int(7, 40));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 6) }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const freight = rng.pick([4500, 6800, 9200]);
    const net = goods + freight;
    const tax = vatOn(net, 13);
    const sum = net + tax;
    const ids = `NIT ${String(rng.int(1000, 9999)).padStart(4, '0')}-${rng.digits(6)}-${rng.digits(3)}-${rng.int(0, 9)} · NRC ${rng.int(100000, 999999)}-${rng.int(0, 9)}`;
    const body = `<div class="p">
<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">Hand-woven hammocks · ${v.town}, El Salvador</div>
${v.tradeName ? '' : `<div class="sm">${esc(v.legal)} · ${ids}</div>`}</div>
<div class="ttl">FACTURA DE EXPORTACIÓN<br>EXPORT INVOICE</div></div>
<div class="meta">${row('Factura No. / Invoice No.', number)}${row('Fecha / Date', v.date(date))}${row('Pedido / Order', `PED-${rng.int(100, 999)} (${v.date(ordered)})`)}${row('Cliente No.', String(rng.int(1000, 9999)))}</div>
<div class="buyer"><b>Buyer:</b> ${esc(rng.pick(BUYERS))} · Passport ${rng.int(20000000, 39999999)}</div>
<table class="items"><tr><th>Qty</th><th>Description</th><th>Unit price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${l.qty}</td><td>${esc(l.name)}</td><td>${v.money(l.unit)}</td><td>${v.money(l.qty * l.unit)}</td></tr>`).join('')}
<tr><td></td><td>Freight and packing to port of Acajutla</td><td></td><td>${v.money(freight)}</td></tr></table>
<div class="tot">${row('Sumas / Subtotal', v.money(net))}${row('IVA 13%', v.money(tax))}${row('Total (USD)', v.money(sum), 'big')}</div>
<div class="sm">Paid by wire transfer, ref. ${rng.int(100000, 999999)} · Banco Agrícola, account ${rng.digits(3)}-${rng.digits(6)}-${rng.int(0, 9)}</div>
${v.tradeName ? `<div class="foot">Lempa Weavers is a trade name of ${esc(v.legal)} · ${ids}</div>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#111}.p{padding:14mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#444}.ttl{text-align:right;font-weight:bold;color:${v.color}}.meta{width:110mm;margin:10px 0}.row{display:flex;justify-content:space-between;gap:10px}.buyer{margin:8px 0}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.tot{width:80mm;margin:12px 0 12px auto}.big{font-weight:bold;font-size:14px;border-top:1px solid #333}.foot{margin-top:40px;text-align:center;border-top:1px solid #999;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
