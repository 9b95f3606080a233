import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total } from './extra';

const ID = 'en-mexican-alebrije-carvers-invoice';

/** Mexico's general IVA rate, 16%, unchanged 2022-2026; Oaxaca's central valleys are not in the northern or southern border region (8%). */
const RATE = 16;
/** Pesos per dollar on the invoices, by year (roughly the year's average of the Banco de México FIX rate). */
const MXN_PER_USD: Record<string, [number, number]> = {
  '2022': [19.7, 20.4],
  '2023': [16.9, 18.2],
  '2024': [16.8, 19.9],
  '2025': [18.3, 20.3],
  '2026': [17.6, 19.2],
};

/** Carving, lowest and highest price in whole dollars (before IVA). */
const CARVINGS: [string, number, number][] = [
  ['Alebrije jaguar, copal wood, hand painted, 30 cm', 140, 220],
  ['Alebrije owl with zapotec motifs, 20 cm', 70, 120],
  ['Alebrije coyote nahual, 45 cm', 260, 420],
  ['Alebrije armadillo, 15 cm', 45, 75],
  ['Alebrije winged dragon, 60 cm (museum piece)', 520, 880],
  ['Alebrije hummingbird pair on branch', 95, 150],
  ['Carved mask, tigre dance, painted', 110, 180],
  ['Set of 5 miniature alebrijes', 60, 95],
];
const EXTRAS: [string, number, number][] = [
  ['Painting workshop at the taller, 2 h, per person', 35, 55],
  ['Carving demonstration and copal tree visit, per person', 20, 30],
  ['Bubble wrap and wooden crate for hand luggage', 15, 30],
];
const BUYERS = ['Noa Avraham', 'Eitan Levy', 'Shira Golan', 'Amir Harel', 'Maya Oren'];

/** An Oaxaca alebrije carvers' CFDI invoice in US dollars (never a Sunday), IVA 16% added, with the peso equivalent. */
export const enMexicanAlebrijeCarversInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(CARVINGS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.2) ? 2 : 1, unit: rng.int(lo, hi) * 100 }));
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(0, 2))) lines.push({ name, qty: name.includes('per person') ? rng.int(1, 4) : 1, unit: rng.int(lo, hi) * 100 });
    const net = total(lines.map((l) => l.qty * l.unit));
    // Rounded half up, in integer cents.
    const vat = Math.floor((net * RATE + 50) / 100);
    const gross = net + vat;
    const [lo, hi] = MXN_PER_USD[date.slice(0, 4)];
    const fx = Math.round((lo + rng.next() * (hi - lo)) * 10000) / 10000;
    const mxn = Math.round(gross * fx);
    const vendorName = co ? 'Taller Nahual Alebrijes, S. de R.L. de C.V.' : 'Eustolia Méndez Ruiz';
    const letters = co ? 'TNA' : 'MERE';
    const rfc = `${letters}${String(rng.int(5, 19)).padStart(2, '0')}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${rng.pick(['A', 'H', 'K', 'R'])}${rng.int(1, 9)}${rng.pick(['A', '3', '7'])}`;
    const doc = co ? `TN-${rng.int(1000, 9999)}` : `A-${rng.int(100, 999)}`;
    const money = (c: number) => (co ? `$${amount(c)} USD` : `US$ ${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Month yyyy'));
    const uuid = `${rng.digits(8)}-${rng.digits(4)}-4${rng.digits(3)}-A${rng.digits(3)}-${rng.digits(12)}`.replace(/[0-9]/g, (d) => 'ABCDEF0123456789'[(Number(d) * 7) % 16]);
    const info = pairs(
      [
        ['Invoice (Folio)', doc],
        ['Date', f(date)],
        ['Customer', rng.pick(BUYERS)],
        ['Customer RFC', 'XEXX010101000 (foreign)'],
        ['Payment', rng.pick(['Card (Visa)', 'Cash USD', 'Card (Mastercard)'])],
        ['Method / use', 'PUE · S01'],
        ['Goods', 'Handed over at the workshop'],
        ['Currency', `USD · exchange rate ${fx.toFixed(4)} MXN`],
      ],
      2,
    );
    const table = items(
      ['Description', 'Qty', 'Unit price', 'Amount'],
      lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(net))}${row(`IVA (VAT) ${RATE}%`, money(vat))}${row('Total', money(gross), 'b big')}${row('Equivalent in pesos', `MX$ ${amount(mxn)}`)}</div>`;
    const stamp = `<div class="sm fiscal">CFDI 4.0 · Folio fiscal (UUID) ${uuid} · Certificate no. 0000100000050${rng.digits(7)} · Stamped ${f(date)}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">NAHUAL ALEBRIJES</div><div>${vendorName}</div><div class="sm">Calle Benito Juárez 14, San Martín Tilcajete, Oaxaca, C.P. 71506, Mexico · RFC ${rfc} · +52 951 ${rng.digits(3)} ${rng.digits(4)}</div></div>
<h1>INVOICE / FACTURA</h1>${info}${table}${sums}${stamp}
<div class="sm">Every piece is carved from copal wood and painted with natural pigments by our family.</div>`
      : `<div class="head2"><div class="brand2">Alebrijes Doña Tola</div><div class="sm">Family workshop · San Antonio Arrazola, Xoxocotlán, Oaxaca · WhatsApp +52 951 ${rng.digits(3)} ${rng.digits(4)}</div></div>
<h1>Invoice</h1>${info}${table}${sums}${stamp}
<div class="sm">¡Gracias por visitarnos!</div>
<div class="foot">${vendorName}, persona física con actividad empresarial · RFC ${rfc}</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic'" : "'Noto Serif'"};font-size:${co ? 13 : 9.5}px;padding:${co ? '14mm' : '8mm'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:4px solid #ad1457;padding-bottom:6px}.brand{font-size:${co ? 28 : 18}px;font-weight:bold;color:#ad1457}.head2{border-bottom:2px solid #00838f}.brand2{font-size:18px;font-weight:bold;color:#00838f}
h1{font-size:${co ? 18 : 14}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:${co ? 55 : 95}%;margin-left:auto}.big{font-size:1.12em}.fiscal{margin-top:8px;color:#555;word-break:break-all}
.foot{position:absolute;bottom:7mm;left:8mm;right:8mm;border-top:1px solid #777;padding-top:3px;font-size:9px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
