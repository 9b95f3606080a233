import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, comma, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-bulgarian-coppersmith-invoice';
const GOODS: [string, number][] = [
  ['Hand-hammered copper cezve, 300 ml', 3800],
  ['Copper cezve set of 3', 9600],
  ['Tinned copper saucepan 18 cm', 7400],
  ['Copper jam pan 36 cm', 12900],
  ['Engraved copper tray 40 cm', 8800],
  ['Copper kettle (menche) 2 l', 11500],
  ['Copper mugs, pair', 4600],
  ["Re-tinning of customer's pot", 3500],
  ['Name engraving', 1500],
];

/** Bulgarian coppersmith's workshop: an invoice in euros to an Israeli customer, 20% VAT (ДДС) added. */
export const enBulgarianCoppersmithInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const a = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const ship = rng.pick([2400, 3600, 4800]);
    const net = goods + ship;
    const tax = vatOn(net, 20);
    const gross = net + tax;
    const vendorName = a ? 'Mednikar Craft EOOD' : 'Stara Kovachnitsa OOD';
    const doc = a ? `0000${rng.digits(6)}` : `SK-${rng.int(100, 999)}/${date.slice(2, 4)}`;
    const fmt = (iso: string) => (a ? dt(iso, 'dd.mm.yyyy') : dt(iso, 'd Mon yyyy'));
    const money = (c: number) => (a ? `${comma(c, ' ')} EUR` : `€${amount(c)}`);
    const eik = notAnId(rng);
    const ordered = plus(date, -rng.int(5, 30));
    const body = `<div class="sheet"><div class="c brand">${a ? 'MEDNIKAR · МЕДНИКАР' : 'Old Forge Copperware'}</div>
<div class="c sm">${a ? 'Old Town, 14 Saborna St., 4000 Plovdiv, Bulgaria' : '5 Vazrazhdane Sq., 4980 Zlatograd, Bulgaria'}</div>
<div class="c sm">${vendorName} · UIC (ЕИК) ${eik} · VAT No. BG${eik}</div><div class="dbl"></div>
<h1 class="c">INVOICE · ФАКТУРА${a ? ' · ORIGINAL' : ''}</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date of issue', fmt(date)],
    ['Date of supply', fmt(plus(date, -rng.int(0, 2)))],
    ['Order', `ETSY-${rng.digits(9)}`],
    ['Ordered on', fmt(ordered)],
    ['Customer', rng.pick(['Yael Bar-On, Modiin, Israel', 'Moshe Adler, Nahariya, Israel', 'Cafe Finjan Ltd., Haifa, Israel'])],
  ],
  2,
)}
${items(
  ['Item', 'Qty', 'Unit price', 'Value'],
  lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
)}
<div class="tot">${row('Goods', money(goods))}${row('Insured shipping to Israel', money(ship))}${row('Tax base', money(net))}${row('VAT (ДДС) 20%', money(tax))}${row('Amount paid', money(gross), 'b big')}</div>
<div class="sm">Paid by card, authorisation ${rng.digits(6)}. Tracking ${rng.pick(['RR', 'CP'])}${rng.digits(9)}BG. Compiled by: ${a ? 'Ivan Petrov' : 'Maria Koleva'}.</div></div>`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${a ? "'Liberation Serif'" : "'URW Bookman','DejaVu Sans'"};font-size:11px}
.sheet{padding:10mm}.brand{font-size:22px;font-weight:bold;color:#9a4b12}h1{font-size:15px}.tot{width:60%;margin-left:auto}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
