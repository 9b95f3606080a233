import { amount, htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, total, vatOn } from './extra';

const ID = 'en-rwanda-imigongo-art-cooperative-invoice';

/** Pieces: name, lowest and highest price in whole US dollars (before VAT), most of one kind. */
const PIECES: [string, number, number, number][] = [
  ['Imigongo panel 30 × 30 cm, zigzag, black and ochre', 28, 40, 3],
  ['Imigongo panel 40 × 40 cm, spiral, black and white', 38, 55, 2],
  ['Imigongo panel 60 × 60 cm, diamond lattice, red and black', 70, 95, 2],
  ['Imigongo panel 80 × 120 cm, mountain chevrons, four colours', 180, 260, 1],
  ['Set of 6 imigongo coasters', 18, 26, 4],
  ['Imigongo trinket box, 15 cm', 22, 32, 3],
  ['Imigongo wall plate, 25 cm', 30, 45, 2],
  ['Framed imigongo triptych, 3 × 30 cm', 120, 170, 1],
];
const BUYERS = ['Hannah Lindqvist', 'Marco Bellandi', 'Aiko Tanabe', 'Samuel Okafor', 'Claire Dubois', 'Ruth Abernethy', 'Daniel Weiss', 'Priya Raman'];
/** Rwandan francs to the dollar, lowest and highest, by year (for information only). */
const RWF: Record<number, [number, number]> = { 2022: [1020, 1070], 2023: [1090, 1250], 2024: [1290, 1380], 2025: [1400, 1450], 2026: [1420, 1470] };

const code = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split(''))).join('');

/**
 * A Rwandan imigongo (cow-dung relief art) studio's tax invoice in US dollars for pieces collected
 * at the studio by the buyer (never a Sunday), Rwanda's VAT at the standard 18% added.
 */
export const enRwandaImigongoArtCooperativeInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(PIECES, rng.int(2, 5)).map(([name, lo, hi, most]) => ({ name, qty: rng.int(1, most), unit: rng.int(lo, hi) * 100 }));
    const pieces = total(lines.map((l) => l.qty));
    lines.push({ name: 'Travel packing, bubble wrap and carton, per piece', qty: pieces, unit: rng.int(3, 6) * 100 });
    const sums = lines.map((l) => l.qty * l.unit);
    const net = total(sums);
    const vat = vatOn(net, 18);
    const gross = net + vat;
    const vendorName = co ? 'Inkingi Imigongo Studio Ltd' : 'Claudine Mukamana';
    const tin = `1${new Rng(seedOf(`h64~${vendorName}`)).digits(8)}`;
    const doc = co ? `IIS-${rng.int(10000, 99999)}` : String(rng.int(100, 999));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Month yyyy'));
    const money = (c: number) => (co ? `USD ${amount(c)}` : `$${amount(c)}`);
    const buyer = rng.pick(BUYERS);
    const pay = rng.pick(['Visa card', 'Mastercard', 'Cash (USD)', 'MTN Mobile Money']);
    const rows = lines.map((l, i) => [e(l.name), String(l.qty), money(l.unit), money(sums[i])]);
    const totals = `<table class="tot"><tr><th>Total excl. VAT</th><td>${money(net)}</td></tr><tr><th>VAT 18%</th><td>${money(vat)}</td></tr><tr class="b"><th>Total incl. VAT</th><td>${money(gross)}</td></tr></table>`;
    let body: string;
    if (co) {
      const [rlo, rhi] = RWF[Number(date.slice(0, 4))];
      const rate = rng.int(rlo * 100, rhi * 100); // francs × 100 to the dollar
      const rwf = (cents: number) => amount(Math.round((cents * rate) / 10000) * 100).replace(/\.00$/, '');
      body = `<div class="head"><div class="brand">INKINGI<br>IMIGONGO</div><div class="addr">${vendorName}<br>Nyakarambi, Kirehe District, Eastern Province, Rwanda<br>+250 78${rng.digits(1)} ${rng.digits(3)} ${rng.digits(3)} · TIN ${tin}</div></div>
<h1>TAX INVOICE</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', f(date)],
    ['Customer', buyer],
    ['Payment', pay],
    ['Goods', 'Collected at the studio by the buyer'],
    ['Served by', rng.pick(['Jeanne', 'Aline', 'Eric', 'Olive'])],
  ],
  2,
)}
${items(['Description', 'Qty', 'Unit price', 'Amount'], rows)}${totals}
<div class="ebm"><div><b>EBM</b> · SDC ID SDC0${rng.digits(8)} · Receipt ${rng.int(100, 999)}/${rng.int(1000, 9999)} NS · MRC WIS00${rng.digits(6)}</div>
<div>Internal data: ${code(rng, 4)}-${code(rng, 4)}-${code(rng, 4)}-${code(rng, 4)}-${code(rng, 4)}-${code(rng, 4)}</div><div>Receipt signature: ${code(rng, 4)}-${code(rng, 4)}-${code(rng, 4)}-${code(rng, 4)}</div></div>
<p class="sm">For information: 1 USD = RWF ${(rate / 100).toFixed(2)} (BNR reference rate of the day); VAT RWF ${rwf(vat)}, total RWF ${rwf(gross)}. Each panel is hand-made by the studio's artists; small cracks in the relief are part of the craft.</p>`;
    } else {
      body = `<div class="c"><div class="brand2">Umurage Crafts</div><div class="sm">Imigongo and basketry · Kimironko, Kigali · +250 72${rng.digits(1)} ${rng.digits(3)} ${rng.digits(3)}</div></div>
<h2>VAT Invoice No. ${doc}</h2>
${pairs(
  [
    ['Date', f(date)],
    ['Sold to', buyer],
    ['Paid by', pay],
    ['Collected', 'At the shop'],
  ],
  2,
)}
${items(['Item', 'Qty', 'Price', 'Amount'], rows)}${totals}
<div class="foot">Claudine Mukamana, sole trader · TIN ${tin} · Murakoze - thank you!</div>`;
    }
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'C059'"};font-size:${co ? 12.5 : 11}px;padding:${co ? '15mm 16mm' : '10mm 11mm'}}
.head{display:flex;justify-content:space-between;align-items:center;border-bottom:5px solid #b5651d;padding-bottom:8px}.brand{font-family:'P052';font-size:28px;font-weight:bold;line-height:1;color:#222;border:3px solid #222;padding:6px 10px}.addr{text-align:right;font-size:11.5px}
h1{font-size:22px;margin:14px 0 6px}h2{font-size:16px;text-align:center;margin:8px 0 4px}.brand2{font-size:22px;font-weight:bold;color:#8d4a1b}
.pairs{width:100%;margin-bottom:6px}.tot{width:50%;margin-left:auto;margin-top:6px}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #111;font-size:1.1em}
.ebm{margin-top:12px;border:1px dashed #555;padding:5px 8px;font-family:'Noto Mono';font-size:10px}.foot{margin-top:16px;border-top:1px solid #999;padding-top:4px;font-size:10px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
