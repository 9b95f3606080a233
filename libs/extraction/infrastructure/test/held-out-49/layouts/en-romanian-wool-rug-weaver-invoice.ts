import { addDays, amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, boxes, comma, items, next, romanianRate, row, total, vatOn } from './extra';

const ID = 'en-romanian-wool-rug-weaver-invoice';
const GOODS: [string, number][] = [
  ['Hand-woven wool rug 120x180 cm', 34000],
  ['Kilim runner 70x250 cm', 26500],
  ['Maramureș wall hanging (scoarță)', 18900],
  ['Wool cushion cover, traditional motif', 4500],
  ['Natural-dye sampler set', 3800],
  ['Table runner, hemp and wool', 5900],
  ['Weaving workshop, half day (per person)', 7500],
];

/** Romanian hand-woven rug workshop's invoice in euros, Romanian VAT (19%, 21% from August 2025). */
export const enRomanianWoolRugWeaverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const rate = romanianRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const ship = rng.pick([4500, 6900, 8900]);
    const base = goods + ship;
    const vat = vatOn(base, rate);
    const gross = base + vat;
    const vendorName = co ? 'Covorul Maramureșean SRL' : 'Țesătoria Bucovina S.R.L.';
    const doc = co ? `MM ${rng.digits(4)}` : `TB-${date.slice(0, 4)}-${rng.digits(3)}`;
    const f = co ? 'dd.mm.yyyy' : 'd Mon yyyy';
    const m = (c: number) => (co ? `${comma(c)} EUR` : `€${amount(c)}`);
    const cui = `RO${rng.int(10000000, 49999999)}`;
    const reg = `J${rng.int(10, 40)}/${rng.int(100, 2999)}/${rng.int(2005, 2020)}`;
    const head = co
      ? `<div class="hd"><div><div class="brand">MARAMUREȘ LOOMS</div><div class="sm">Str. Morii 14, Sighetu Marmației, Romania</div></div><div class="sm">${vendorName}<br>CUI / VAT No.: ${cui}<br>Trade Reg.: ${reg}</div></div>`
      : `<div class="hd"><div><div class="brand">Bucovina Weavers</div><div class="sm">Câmpulung Moldovenesc · Romania</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="dbl"></div>
<h2>INVOICE · FACTURĂ</h2>
${boxes([
  ['Invoice No. / Nr.', doc],
  ['Invoice date / Data', dt(date, f)],
  ['Order', `WEB${rng.digits(6)}`],
  ['Dispatch date', dt(addDays(date, rng.int(1, 4)), f)],
])}
<div>Buyer: <b>${rng.pick(['Galit Shamir', 'Dror Levi', 'Studio Nof Interiors'])}</b>, Haifa, Israel · Passport ${rng.pick(['3', '2'])}${rng.digits(7)}</div>
${items(
  ['Item', 'Qty', 'Unit price', 'Value'],
  lines.map((l) => [l.name, String(l.qty), m(l.unit), m(l.qty * l.unit)]),
)}
<div class="tot">${row('Goods', m(goods))}${row('Shipping to Israel (courier)', m(ship))}${row('Taxable base', m(base))}${row(`VAT (TVA) ${rate}%`, m(vat))}${row('TOTAL', m(gross), 'b big')}</div>
<div class="sm">Paid by card, authorisation ${rng.digits(6)}. Tracking ${rng.pick(['RR', 'CP'])}${rng.digits(9)}RO. IBAN RO${rng.digits(2)} BTRL ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}</div>
${co ? '' : `<div class="foot">${vendorName} · CUI ${cui} · ${reg}</div>`}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Serif'" : "'FreeSans'"};font-size:${co ? '13px' : '10.5px'}}
.sheet{padding:${co ? '16mm' : '9mm'}}.hd{display:flex;justify-content:space-between}.brand{font-size:${co ? '28px' : '20px'};font-weight:bold;color:#7b1f1f}
.tot{width:${co ? '50%' : '75%'};margin-left:auto}.big{font-size:1.2em}.foot{margin-top:12mm;border-top:1px solid #888;font-size:0.8em;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
