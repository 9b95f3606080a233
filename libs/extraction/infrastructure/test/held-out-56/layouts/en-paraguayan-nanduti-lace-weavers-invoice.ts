import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, items, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'en-paraguayan-nanduti-lace-weavers-invoice';

const GOODS: [string, number, number][] = [
  ['Ñandutí table runner, 120 cm', 45, 95],
  ['Ñandutí blouse, ao po’i trim', 60, 140],
  ['Set of 6 round doilies', 25, 55],
  ['Framed ñandutí medallion', 35, 80],
  ['Ñandutí wall hanging, large', 120, 260],
  ['Weaving demonstration for a group', 30, 60],
];

/** Itauguá ñandutí lace weavers' invoice in US dollars, Paraguayan IVA 10% contained in the prices. */
export const enParaguayanNandutiLaceWeaversInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const iva = vatIn(gross, 10);
    const vendorName = co ? 'Ñandutí Itauguá S.A.' : 'Ramona Benítez Ortiz';
    const ruc = co ? `80${rng.digits(6)}-${rng.digits(1)}` : `${rng.digits(7)}-${rng.digits(1)}`;
    const doc = `${co ? '001-001' : '001-003'}-${rng.digits(7)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'd Month yyyy');
    const m = (c: number) => (co ? `US$ ${amount(c)}` : `USD ${comma(c)}`);
    const num = (c: number) => (co ? amount(c) : comma(c));
    const stamp = `${rng.digits(8)}`;
    const valid = `${date.slice(0, 4)}-01-01`;
    const body = `<div class="head"><div><div class="brand">${co ? 'ÑANDUTÍ ITÁ' : 'TALLER RAMONA'}</div><div class="sm">${co ? `${vendorName}<br>Ruta PY02 km 30, Itauguá, Central, Paraguay` : `Ñandutí hecho a mano · Barrio San Miguel, Itauguá, Paraguay<br>Tel. +595 ${rng.digits(3)} ${rng.digits(6)}`}</div></div>
<div class="box">RUC ${co ? ruc : '(see below)'}<br>Timbrado no. ${stamp}<br>Valid ${f(valid)} – ${f(plus(valid, 364))}<br><b>INVOICE (FACTURA)</b><br>No. ${doc}</div></div>
${pairs(
  [
    ['Date', f(date)],
    ['Terms', 'Cash (contado)'],
    ['Customer', rng.pick(['Shira Ben-Tov', 'Eitan Golan', 'Hila Amar', 'Ron Sasson'])],
    ['Customer ID', `Passport ${rng.digits(8)}`],
  ],
  2,
)}
${items(
  ['Qty', 'Description', 'Unit price', 'Exempt', 'IVA 5%', 'IVA 10%'],
  lines.map((l) => [String(l.qty), l.name, num(l.unit), '0', '0', num(l.qty * l.unit)]),
)}
<div class="sum">${row('Subtotal (10%)', m(gross))}${row('Total to pay (IVA included)', m(gross), 'b big')}${row('IVA settlement: 5% 0 · 10%', m(iva))}${row('Total IVA', m(iva))}</div>
<div class="sm">${rng.pick(['Paid by card', 'Paid in cash, US dollars', 'Paid by bank transfer'])} · made and sold at the workshop in Itauguá.</div>
${co ? '' : `<div class="foot">${vendorName} · RUC ${ruc} · IVA taxpayer</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans Narrow'" : "'URW Bookman'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:10px}.brand{font-size:26px;font-weight:bold;color:#c62828}.box{border:2px solid #333;padding:6px 10px;text-align:center;font-size:12px}.sum{width:55%;margin-left:auto}.big{font-size:1.2em;border-top:1px solid #333}.foot{margin-top:40px;border-top:1px solid #aaa;padding-top:5px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(iva) },
    };
  },
};
