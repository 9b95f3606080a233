import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-egyptian-khayamiya-tentmaker-invoice';

/** Egypt's standard VAT rate (Law 67 of 2016, 14% since July 2017), added to the price of the goods sold in the shop. */
const VAT = 14;

/** Item, lowest and highest price in whole euros (before VAT). */
const GOODS: [string, number, number][] = [
  ['Khayamiya wall hanging, lotus design, 100 × 100 cm', 140, 320],
  ['Khayamiya wall hanging, geometric star, 150 × 100 cm', 220, 480],
  ['Cushion cover, appliqué, 45 × 45 cm', 25, 45],
  ['Appliqué bedspread, double', 380, 720],
  ['Table runner, appliqué, 180 cm', 45, 90],
  ['Calligraphy panel, "Bismillah", 60 × 40 cm', 90, 180],
  ['Ramadan tent panel (suradeq), 2 m section', 160, 300],
  ['Appliqué tote bag', 20, 38],
  ['Coasters, set of 6', 12, 22],
];

const BUYERS = ['Dana Halevi', 'Gilad Sasson', 'Marie Lefèvre', 'Ruth Abergel', 'Thomas Becker', 'Neta & Ido Kaplan'];

/** Egyptian pounds to the euro, in piastres (roughly the market rate; the pound was floated in March 2024). */
function egp(date: string, pick: (lo: number, hi: number) => number): number {
  if (date < '2022-03-21') return pick(1720, 1790);
  if (date < '2022-10-27') return pick(1850, 2050);
  if (date < '2024-03-06') return pick(2450, 3450);
  if (date < '2025-01-01') return pick(5100, 5550);
  return pick(5250, 6000);
}

/** A Cairo tentmaker's (khayamiya appliqué) invoice in euros, VAT 14% added, never on a Friday. */
export const enEgyptianKhayamiyaTentmakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.25) ? 2 : 1, unit: rng.int(lo, hi) * 100 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, VAT);
    const gross = net + tax;
    const vendorName = co ? 'Bab Zuweila Appliqué Textiles S.A.E.' : 'Mahmoud Abdel-Aziz Farag';
    const doc = co ? `KH-${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? `EUR ${amount(c)}` : `${amount(c)} EUR`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Mon yyyy'));
    const fx = egp(date, (lo, hi) => rng.int(lo, hi));
    const pounds = Math.round((gross * fx) / 100);
    const reg = notAnId(rng);
    const regText = `${reg.slice(0, 3)}-${reg.slice(3, 6)}-${reg.slice(6)}`;
    const buyer = rng.pick(BUYERS);
    const uuid = date >= '2024-01-01' ? [8, 4, 4, 4, 12].map((k) => Array.from({ length: k }, () => '0123456789abcdef'[rng.int(0, 15)]).join('')).join('-') : '';
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Customer', buyer.replace('&', '&amp;')],
        ['Passport', `${rng.pick(['IL', 'FR', 'DE'])} ${rng.digits(8)}`],
        ['Goods', rng.chance(0.5) ? 'Collected at the shop' : 'Carried by the customer'],
        ['Payment', rng.chance(0.6) ? `Visa ****${rng.digits(4)} · auth. ${rng.digits(6)}` : 'Cash (EUR)'],
        ['Exchange rate', `€1 = EGP ${(fx / 100).toFixed(2)}`],
        ...(uuid ? ([['e-Receipt UUID', uuid]] as [string, string][]) : []),
      ],
      2,
    );
    const table = items(
      ['Qty', 'Description', 'Unit price', 'Amount'],
      lines.map((l) => [String(l.qty), l.name, money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Total before VAT', money(net))}${row(`VAT ${VAT}%`, money(tax))}${row('Total incl. VAT', money(gross), 'b big')}${row('In Egyptian pounds (reference)', `EGP ${amount(pounds)}`)}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">KHAYAMIYA HOUSE</div><div>${vendorName}</div><div class="sm">Tax Registration No. ${regText} · Commercial Register No. ${rng.int(100000, 199999)} Cairo · 41 Sharia al-Khayamiya, Darb al-Ahmar, Cairo, Egypt · +20 2 ${rng.int(2510, 2599)} ${rng.digits(4)}</div></div>
<h1>TAX INVOICE</h1>
${info}${table}${sums}
<div class="sm">Every piece is hand-stitched in our workshop under the Bab Zuweila gate. Appliqué of cotton on canvas; dry clean only.</div>`
      : `<div class="head"><div class="brand">Al-Muizz Appliqué</div><div class="sm">Tentmakers' Street (Sharia al-Khayamiya), shop 14, Cairo · +20 10 ${rng.digits(4)} ${rng.digits(4)}</div></div>
<h1>Tax Invoice</h1>
${info}${table}${sums}
<div class="sm">Made by hand in the family workshop since 1952. Shukran!</div>
<div class="foot">Mahmoud Abdel-Aziz Farag, sole proprietor · Tax Reg. No. ${regText}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'P052'" : "'C059'"};font-size:${co ? 12.5 : 10.5}px;padding:${co ? '15mm' : '9mm'};box-sizing:border-box;height:${co ? '296mm' : '209mm'};position:relative}
.head{border-bottom:3px solid #bf360c;padding-bottom:5px}.brand{font-size:${co ? 28 : 19}px;font-weight:bold;color:#bf360c}h1{font-size:${co ? 18 : 13}px;margin:8px 0}.pairs{width:100%}.sum{width:${co ? 50 : 80}%;margin-left:auto}.big{font-size:1.1em}
.foot{position:absolute;bottom:7mm;left:9mm;right:9mm;border-top:1px solid #777;padding-top:3px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
