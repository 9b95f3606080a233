import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'en-philippine-eskrima-training-camp-invoice';

/** Philippine VAT, 12%, contained in the prices (the training is given, and the gear sold, in Cebu). */
const VAT = 12;
/** Pesos to the dollar, in centavos, by year (roughly the market rate). */
const PHP: Record<string, [number, number]> = { '2022': [5020, 5880], '2023': [5440, 5690], '2024': [5550, 5890], '2025': [5580, 5920], '2026': [5700, 6050] };

/** Item, unit, lowest and highest price in whole dollars (VAT included); `nights` lines are counted by night. */
const CAMP: { name: string; lo: number; hi: number; nights?: boolean; each?: boolean }[] = [
  { name: 'Private lesson, 1 hour', lo: 25, hi: 45, each: true },
  { name: 'Group class drop-in', lo: 12, hi: 20, each: true },
  { name: 'Dormitory bed at the camp', lo: 15, hi: 25, nights: true },
  { name: 'Rank grading fee', lo: 40, hi: 80 },
  { name: 'Certificate and member ID card', lo: 10, hi: 15 },
  { name: 'Rattan sticks, pair (hand-burnt)', lo: 12, hi: 25, each: true },
  { name: 'Aluminium training knife', lo: 15, hi: 30 },
  { name: 'Padded sparring sticks, pair', lo: 30, hi: 45 },
  { name: 'Fencing-style headgear', lo: 45, hi: 70 },
  { name: 'Camp T-shirt', lo: 10, hi: 15, each: true },
];

const STUDENTS: [string, string][] = [
  ['Itai Shalev', 'Israel'],
  ['Maya Rosen', 'Israel'],
  ['Lukas Brenner', 'Germany'],
  ['Tomás Ibarra', 'Spain'],
  ['Hannah Cole', 'Canada'],
  ['Ori & Adi Navon', 'Israel'],
];

/**
 * A Cebu stick-fighting (eskrima) camp's invoice in US dollars, never on a Sunday, VAT 12% included; titled "VAT Official
 * Receipt" before 27 April 2024 and "VAT Invoice" from then (the Ease of Paying Taxes Act's invoicing rules).
 */
export const enPhilippineEskrimaTrainingCampInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const campDays = rng.pick([5, 5, 10]);
    const campFrom = plus(date, -(campDays + rng.int(0, 2)));
    const campTo = plus(campFrom, campDays - 1);
    const tuition = {
      name: `${campDays}-day intensive camp, tuition (${dt(campFrom, 'mm/dd/yyyy')} to ${dt(campTo, 'mm/dd/yyyy')})`,
      qty: 1,
      unit: rng.int(campDays === 5 ? 250 : 420, campDays === 5 ? 450 : 780) * 100,
    };
    const extras = rng.some(CAMP, rng.int(2, 5)).map((c) => ({
      name: c.name,
      qty: c.nights ? campDays : c.each ? rng.int(1, 3) : 1,
      unit: rng.int(c.lo, c.hi) * 100 + (rng.chance(0.3) ? 50 : 0),
    }));
    const lines = [tuition, ...extras];
    const gross = total(lines.map((l) => l.qty * l.unit));
    const tax = vatIn(gross, VAT);
    const vendorName = co ? 'Mactan Stickfighting Academy Corp.' : 'Rogelio D. Villacin';
    const doc = co ? `MKA-${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? `US$ ${amount(c)}` : `USD ${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'Month d, yyyy') : dt(d, 'mm/dd/yyyy'));
    const title = date < '2024-04-27' ? 'VAT OFFICIAL RECEIPT' : 'VAT INVOICE';
    const [lo, hi] = PHP[date.slice(0, 4)];
    const fx = rng.int(lo, hi);
    const pesos = Math.round((gross * fx) / 100);
    const tin = notAnId(rng);
    const tinText = `${tin.slice(0, 3)}-${tin.slice(3, 6)}-${tin.slice(6)}-${co ? '00000' : '000'}`;
    const [student, country] = rng.pick(STUDENTS);
    const info = pairs(
      [
        [co ? 'Invoice No.' : 'No.', doc],
        ['Date', f(date)],
        ['Sold to', student.replace('&', '&amp;')],
        ['Nationality / Passport', `${country} · ${rng.pick(['', 'P', 'C'])}${rng.digits(8)}`],
        ['Camp dates', `${f(campFrom)} – ${f(campTo)}`],
        ['Payment', rng.chance(0.6) ? `Card ****${rng.digits(4)} · approval ${rng.digits(6)}` : 'Cash (US$)'],
      ],
      2,
    );
    const table = items(
      ['Qty', 'Description', 'Unit price', 'Amount'],
      lines.map((l) => [String(l.qty), l.name, money(l.unit), money(l.qty * l.unit)]),
    );
    const breakdown = `<div class="sum">${row('Total Sales (VAT Inclusive)', money(gross))}${row('Less: VAT', money(tax))}${row('Amount: Net of VAT', money(gross - tax))}<div class="rule"></div>${row('VATable Sales', money(gross - tax))}${row('VAT-Exempt Sales', money(0))}${row('Zero-Rated Sales', money(0))}${row(`VAT Amount (${VAT}%)`, money(tax))}${row('TOTAL AMOUNT DUE', money(gross), 'b big')}${row('Peso equivalent (reference)', `PHP ${amount(pesos)} at ₱${(fx / 100).toFixed(2)}/US$`)}</div>`;
    const atp = `BIR Authority to Print No. ${rng.int(10, 99)}AU${rng.digits(10)} · Date issued ${dt(`${Number(date.slice(0, 4)) - 1}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'mm/dd/yyyy')} · Series ${co ? 'MKA-10000 to MKA-99999' : '1000-9999'}`;
    const body = co
      ? `<div class="head"><div class="brand">MACTAN KALI ACADEMY</div><div>${vendorName}</div><div class="sm">VAT Reg. TIN ${tinText} · M.L. Quezon National Hwy, Brgy. Pajo, Lapu-Lapu City, Cebu 6015, Philippines · +63 32 ${rng.int(340, 520)} ${rng.digits(4)}</div></div>
<h1>${title}</h1>
${info}${table}${breakdown}
<div class="sm">Camp fees are non-refundable once training has begun. ${atp}</div>`
      : `<div class="head"><div class="brand">TALISAY KALI YARD</div><div class="sm">Eskrima · Arnis · Kali — Tabunok, Talisay City, Cebu · +63 9${rng.int(15, 99)} ${rng.digits(3)} ${rng.digits(4)}</div></div>
<h1>${title}</h1>
${info}${table}${breakdown}
<div class="sm">${atp}</div>
<div class="foot">Rogelio D. Villacin – Prop. · VAT Reg. TIN ${tinText}</div>`;
    const page = co ? '8.5in 11in' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'Nimbus Sans Narrow'"};font-size:${co ? 12.5 : 10}px;padding:${co ? '14mm' : '8mm'};box-sizing:border-box;height:${co ? '10.95in' : '8.45in'};position:relative}
.head{border-bottom:3px solid #b71c1c;padding-bottom:5px}.brand{font-size:${co ? 26 : 18}px;font-weight:bold;color:#b71c1c}h1{font-size:${co ? 18 : 13}px;margin:8px 0}.pairs{width:100%}.sum{width:${co ? 55 : 85}%;margin-left:auto}.big{font-size:1.1em}
.foot{position:absolute;bottom:7mm;left:8mm;right:8mm;border-top:1px solid #777;padding-top:3px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
