import { amount, EN_MONTHS, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-cambodian-silk-weavers-invoice';

const GOODS: [string, number, number][] = [
  ['Golden silk scarf, hand-woven, natural dye', 35, 85],
  ['Krama, cotton and silk, checked', 8, 18],
  ['Hol (ikat) silk panel, 1.2 m', 120, 260],
  ['Silk table runner', 40, 75],
  ['Silk cushion cover', 18, 32],
  ['Raw golden silk yarn, 100 g', 25, 45],
  ['Weaving demonstration and farm tour, per person', 10, 15],
];

/** Cambodian silk weavers' A4 tax invoice in US dollars: Cambodia's 10% VAT added. */
export const enCambodianSilkWeaversInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 4), unit: rng.int(lo, hi) * 100 + rng.pick([0, 50]) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, 10);
    const gross = net + vat;
    const khr = rng.int(4005, 4120);
    const riel = (c: number) => Math.round((c * khr) / 100).toLocaleString('en-US');
    const vendorName = co ? 'Mekong Golden Silk Co., Ltd.' : 'Chan Sophea';
    const tin = co ? `K002-${rng.digits(9)}` : `E110-${rng.digits(9)}`;
    const doc = co ? `GC${date.slice(2, 4)}-${rng.digits(5)}` : `TL-${rng.digits(4)}`;
    const money = (c: number) => (co ? `USD ${amount(c)}` : `$${amount(c)}`);
    const f = (d: string) => (co ? `${d.slice(8)}-${EN_MONTHS[Number(d.slice(5, 7)) - 1].slice(0, 3)}-${d.slice(0, 4)}` : dt(d, 'dd/mm/yyyy'));
    const buyer = rng.pick(['Ronit Shapira', 'Eyal Golan-Katz', 'Maya Benari', 'Ido Sela']);
    const head = co
      ? `<div class="top"><div><div class="brand">GOLDEN COCOON</div><div>${vendorName}</div><div class="sm">Phum Kravan, Puok District, Siem Reap, Kingdom of Cambodia · +855 ${rng.int(12, 99)} ${rng.digits(3)} ${rng.digits(3)}</div><div class="sm">VAT TIN: ${tin}</div></div><div class="title">វិក្កយបត្រអាករ<br>TAX INVOICE</div></div>`
      : `<div class="top"><div><div class="brand">TAKEO LOOM HOUSE</div><div class="sm">Village weaving workshop, Bati District, Takeo Province · +855 ${rng.int(12, 99)} ${rng.digits(3)} ${rng.digits(3)}</div></div><div class="title">វិក្កយបត្រអាករ<br>Tax Invoice</div></div>`;
    const meta = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Customer', buyer],
        ['Passport', `${rng.int(2, 3)}${rng.digits(7)}`],
        ['Payment', rng.pick(['Cash (USD)', 'Visa', 'ABA Pay', 'Mastercard'])],
        ['Exchange rate', `1 USD = ${khr.toLocaleString('en-US')} KHR`],
      ],
      2,
    );
    const body = `${head}
${meta}
${items(
  ['No.', 'Description', 'Qty', 'Unit price', 'Amount'],
  lines.map((l, i) => [String(i + 1), l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
)}
<div class="sum">${row('Total excl. VAT', money(net))}${row('VAT 10%', money(vat))}${row('Total incl. VAT', money(gross), 'b big')}${row('VAT in riel', `KHR ${riel(vat)}`, 'sm')}${row('Total in riel', `KHR ${riel(gross)}`, 'sm')}</div>
<div class="sm">Every scarf is reeled, dyed and woven on our own looms from cocoons raised on the farm's mulberry trees. Goods sold are not returnable.</div>
${co ? '' : `<div class="foot">Proprietor: Chan Sophea · VAT TIN ${tin} · Bati, Takeo</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans', 'Noto Sans Khmer'" : "'URW Bookman', 'Noto Serif Khmer'"};font-size:13px;padding:16mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #b8860b;padding-bottom:6px;margin-bottom:8px}.brand{font-size:26px;font-weight:bold;color:#b8860b}.title{font-size:18px;font-weight:bold;text-align:right}.pairs{width:100%}.sum{width:48%;margin-left:auto;margin-top:6px}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:50px;border-top:1px solid #888;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
