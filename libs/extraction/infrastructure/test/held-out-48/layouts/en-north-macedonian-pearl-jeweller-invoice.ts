import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, comma, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-north-macedonian-pearl-jeweller-invoice';
const GOODS: [string, number][] = [
  ['Ohrid pearl necklace, 45 cm, silver clasp', 14500],
  ['Ohrid pearl earrings, filigree', 5800],
  ['Ohrid pearl bracelet', 7200],
  ['Pearl brooch, lake trout motif', 9600],
  ['Silver filigree ring with pearl', 6400],
  ['Restringing of customer necklace', 2500],
  ['Engraved wooden jewellery box', 2200],
  ['Certificate of authenticity', 500],
];

/** A North Macedonian (Ohrid) pearl jeweller's invoice in euros (A4), VAT 18%. */
export const enNorthMacedonianPearlJewellerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const disc = rng.chance(0.5) ? Math.round((sub * 10) / 100) : 0;
    const net = sub - disc;
    const vat = vatOn(net, 18);
    const gross = net + vat;
    const vendorName = co ? 'Biser Ohrid DOOEL' : 'Talevski Pearl Studio DOO';
    const doc = co ? `${date.slice(2, 4)}-${rng.digits(5)}` : `TPS ${rng.int(100, 999)}/${date.slice(0, 4)}`;
    const f = co ? 'dd.mm.yyyy' : 'Month d, yyyy';
    const money = (c: number) => (co ? `€ ${comma(c)}` : `${amount(c)} EUR`);
    const edb = `MK40${rng.digits(2)}${rng.digits(7)}`;
    const head = co
      ? `<div class="hd"><div class="brand">BISER OHRID</div><div class="sm">${vendorName}<br>Sveti Kliment Ohridski 21, Ohrid<br>VAT No. ${edb}<br>EMBS ${rng.digits(7)}</div></div>`
      : `<div class="hd"><div class="brand">Talevski Pearls</div><div class="sm">Family workshop since 1924<br>Car Samoil 8, Ohrid, North Macedonia</div></div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div>
<h1>INVOICE / ФАКТУРА</h1>
${boxes([
  ['Invoice No.', doc],
  ['Invoice date', dt(date, f)],
  ['Delivery date', dt(plus(date, -rng.int(0, 2)), f)],
  ['Due', dt(plus(date, 7), f)],
  ['Customer No.', `C${rng.digits(5)}`],
])}
<p>Customer: ${rng.pick(['Tamar Cohen', 'Gil Ben-David', 'Hotel Mizpe Gifts Ltd.', 'Orly Katz'])}, Israel · passport ${rng.digits(8)}</p>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
)}
<div class="tot">${row('Subtotal', money(sub))}${disc ? row('Tourist discount 10%', `-${money(disc)}`) : ''}${row('Tax base', money(net))}${row('VAT (ДДВ) 18%', money(vat))}${row('TOTAL', money(gross), 'b big')}</div>
<p class="sm">IBAN MK07 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · SWIFT STOBMK2X · Register no. ${notAnId(rng)}</p>
${co ? '' : `<div class="foot">${vendorName} · VAT No. ${edb} · Ohrid</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Serif'" : "'Nimbus Sans'"};font-size:13px}
.sheet{padding:16mm}.hd{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:#2b4d7a}h1{font-size:19px}
.tot{width:45%;margin-left:auto}.big{font-size:1.15em}.foot{margin-top:20mm;border-top:1px solid #888;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
