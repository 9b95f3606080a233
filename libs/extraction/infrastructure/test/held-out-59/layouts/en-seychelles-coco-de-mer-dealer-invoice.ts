import { amount, checkDigit, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { de, dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-seychelles-coco-de-mer-dealer-invoice';

const GOODS: [string, number, number, boolean][] = [
  ['Coco de mer nut, female, polished', 380, 950, true],
  ['Coco de mer nut, unpolished', 290, 640, true],
  ['Coco de mer half-shell bowl', 120, 260, true],
  ['Takamaka wood carving', 45, 160, false],
  ['Coconut shell jewellery set', 18, 55, false],
  ['Batik pareo, hand-painted', 25, 70, false],
  ['Vallée de Mai art print, framed', 60, 180, false],
  ['Shipping crate with padding', 25, 45, false],
];

/** Seychelles VAT at the standard rate, added to the value of the goods. */
const VAT = 15;
/** Seychelles rupees to the euro, by year (roughly the market rate). */
const SCR: Record<string, [number, number]> = { '2022': [1420, 1620], '2023': [1430, 1560], '2024': [1420, 1560], '2025': [1530, 1690], '2026': [1560, 1720] };

/** Nine digits that fail the Israeli check digit (a Seychelles TIN, which follows no such rule). */
function tin(rng: Rng): string {
  const base = `7${rng.digits(7)}`;
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** Seychelles coco de mer dealer's invoice in euros, VAT 15% added (Monday-Saturday). */
export const enSeychellesCocoDeMerDealerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const picked = rng.some(GOODS, rng.int(2, 5));
    if (!picked.some((g) => g[3])) picked.unshift(GOODS[rng.int(0, 1)]);
    const lines = picked.map(([name, lo, hi, permit]) => ({ name, permit: permit ? `CDM/${date.slice(2, 4)}/${rng.digits(4)}` : '', qty: 1, unit: rng.int(lo, hi) * 100 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, VAT);
    const gross = net + vat;
    const vendorName = co ? 'Praslin Island Curios (Pty) Ltd' : 'Jean-Paul Hoareau';
    const doc = co ? `PIC-${rng.digits(5)}` : `AV${rng.int(1000, 9999)}`;
    const money = (c: number) => (co ? `EUR ${amount(c)}` : `€ ${de(c)}`);
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd/mm/yyyy'));
    const [lo, hi] = SCR[date.slice(0, 4)];
    const fx = rng.int(lo, hi);
    const rupees = Math.round((gross * fx) / 100);
    const buyer = rng.pick(['Mr Avi Sasson', 'Ms Tal Kedem', 'Dr Ronit Bar-Lev', 'Mr & Mrs Oren Kaplan']).replace('&', '&amp;');
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Customer', buyer],
        ['Passport', `${rng.digits(8)} (Israel)`],
        ['Goods', 'Collected at the shop'],
        ['Payment', rng.chance(0.6) ? `Card ending ${rng.digits(4)}` : 'Cash, euros'],
      ],
      2,
    );
    const table = items(
      ['Item', 'Permit / certificate', 'Qty', 'Price', 'Amount'],
      lines.map((l) => [l.name, l.permit || '—', String(l.qty), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Amount excl. VAT', money(net))}${row(`VAT @ ${VAT}%`, money(vat))}${row('Total incl. VAT', money(gross), 'b big')}${row(`Equivalent at SCR ${(fx / 100).toFixed(2)} / EUR`, `SCR ${amount(rupees)}`)}</div>`;
    const permitNote = `<div class="sm">Each coco de mer is sold with its Seychelles Islands Foundation tag and export permit; keep them with the nut for customs on departure (Mahé airport).</div>`;
    const body = co
      ? `<div class="head"><div><div class="brand">COCO DE MER HOUSE</div><div>${vendorName}</div><div class="sm">Baie Ste Anne, Praslin, Seychelles · TIN ${tin(rng)} · VAT reg. · +248 4 23${rng.digits(4)}</div></div><div class="title">TAX INVOICE</div></div>
${info}${table}${sums}${permitNote}
<div class="sm">Bank: Nouvobanq, Praslin branch, EUR account ${rng.digits(10)}.</div>`
      : `<div class="head"><div class="brand">ANSE VOLBERT CRAFTS</div><div class="sm">Côte d'Or, Praslin · +248 2 5${rng.digits(5)}</div><div class="title">Tax Invoice</div></div>
${info}${table}${sums}${permitNote}
<div class="foot">Jean-Paul Hoareau, sole trader · TIN ${tin(rng)} · VAT registered</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif'" : "'Nimbus Roman'"};font-size:${co ? 13 : 11}px;padding:${co ? 15 : 9}mm;box-sizing:border-box;height:${co ? 296 : 209}mm;position:relative}
.head{${co ? 'display:flex;justify-content:space-between;align-items:flex-end;' : ''}border-bottom:3px solid #2e7d32;padding-bottom:6px;margin-bottom:8px}.brand{font-size:${co ? 27 : 19}px;font-weight:bold;color:#2e7d32}.title{font-size:${co ? 20 : 15}px;font-weight:bold}
.pairs{width:100%}.sum{width:${co ? 50 : 75}%;margin-left:auto}.big{font-size:1.12em}.foot{position:absolute;bottom:7mm;left:9mm;right:9mm;border-top:1px solid #777;padding-top:3px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
