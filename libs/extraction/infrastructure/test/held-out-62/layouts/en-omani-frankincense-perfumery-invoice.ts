import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total } from './extra';

const ID = 'en-omani-frankincense-perfumery-invoice';

/** Oman's standard VAT rate, 5% since 16 April 2021. */
const RATE = 5;
/** Rials per dollar: the Central Bank of Oman's peg (1 OMR = 2.6008 USD). */
const OMR_PER_USD = 0.3845;

/** Item, lowest and highest price in whole dollars (before VAT). */
const GOODS: [string, number, number][] = [
  ['Royal Hojari frankincense, silver grade, 250 g', 38, 60],
  ['Najdi frankincense, 500 g', 22, 36],
  ['Shazri frankincense, 1 kg', 28, 44],
  ['Frankincense essential oil, 30 ml', 24, 40],
  ['Myrrh resin, 100 g', 12, 20],
  ['Bakhoor blend in carved box, 80 g', 18, 32],
  ['Attar Al Luban, 12 ml', 35, 65],
  ['Clay incense burner (mabkhara), hand painted', 9, 18],
  ['Electric bakhoor burner', 26, 40],
  ['Frankincense water, 1 l', 6, 11],
];
const GUESTS = ['Ronit Baruch', 'Gil Avidan', 'Keren Lavi', 'Yossi Tal', 'Efrat Nachum'];

/** A Salalah frankincense perfumery's tax invoice in US dollars (never a Friday; September to April), Omani VAT 5% added, with the VAT and total in rials. */
export const enOmaniFrankincensePerfumeryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [1, 2, 3, 4, 9, 10, 11, 12]);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    // Rounded half up, in integer cents.
    const vat = Math.floor((net * RATE + 50) / 100);
    const gross = net + vat;
    const omr = (c: number) => (Math.round((c / 100) * OMR_PER_USD * 1000) / 1000).toFixed(3);
    const vendorName = co ? 'Luban Dhofar Perfumes LLC' : 'Musallam Al Mahri Trading Est.';
    const vatin = `OM11000${rng.digits(5)}`;
    const doc = co ? `LD/${date.slice(2, 4)}/${rng.int(10000, 99999)}` : `INV-${rng.int(1000, 9999)}`;
    const money = (c: number) => (co ? `USD ${amount(c)}` : `${amount(c)} $`);
    const f = (d: string) => (co ? dt(d, 'd Mon yyyy') : dt(d, 'dd/mm/yyyy'));
    const info = pairs(
      [
        ['Tax Invoice No.', doc],
        ['Date', f(date)],
        ['Customer', rng.pick(GUESTS)],
        ['Passport', `${rng.int(30, 39)}${rng.digits(7)}`],
        ['Date of supply', f(date)],
        ['Hotel', rng.pick(['Al Baleed Resort', 'Salalah Gardens Hotel', 'Haffa House', 'cruise tender, port of Salalah'])],
        ['Payment', rng.pick(['Visa ****' + rng.digits(4), 'Cash USD', 'Mastercard ****' + rng.digits(4)])],
        ['Goods', 'Handed over in the shop'],
      ],
      2,
    );
    const table = items(
      ['Description', 'Qty', 'Unit price', 'Amount'],
      lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Total excl. VAT', money(net))}${row(`VAT ${RATE}%`, money(vat))}${row('Total incl. VAT', money(gross), 'b big')}<div class="rule"></div>${row(`Rate used: 1 USD = ${OMR_PER_USD} OMR (Central Bank of Oman)`, '')}${row('VAT in OMR', `OMR ${omr(vat)}`)}${row('Total in OMR', `OMR ${omr(gross)}`)}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">LUBAN DHOFAR</div><div>${vendorName}</div><div class="sm">Al Haffa Souq, Sultan Qaboos St., Salalah, Dhofar, Sultanate of Oman · +968 23 ${rng.digits(6)}<br>VATIN ${vatin} · C.R. No. ${rng.int(1100000, 1399999)}</div></div>
<h1>TAX INVOICE</h1>${info}${table}${sums}
<div class="sm">Resin is a natural product; colour and size of tears vary. Store away from heat.</div>`
      : `<div class="head2"><div class="brand2">Bayt Al Bakhoor</div><div class="sm">Frankincense & incense · Al Husn Souq, Salalah · +968 9${rng.digits(7)}</div></div>
<h1>Tax Invoice</h1>${info}${table}${sums}
<div class="sm">Shukran! Come back for the next khareef.</div>
<div class="foot">${vendorName} · VATIN ${vatin} · C.R. ${rng.int(1000000, 1099999)}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'P052'" : "'Liberation Sans Narrow'"};font-size:${co ? 13 : 10.5}px;padding:${co ? '15mm' : '9mm'};box-sizing:border-box;height:${co ? '296mm' : '209mm'};position:relative}
.head{border-bottom:3px solid #8d6e63;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#8d6e63;letter-spacing:3px}.head2{border-bottom:2px solid #1b5e20}.brand2{font-size:20px;font-weight:bold;color:#1b5e20}
h1{font-size:${co ? 18 : 15}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:${co ? 60 : 95}%;margin-left:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:7mm;left:9mm;right:9mm;border-top:1px solid #777;padding-top:3px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
