import { amount, htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-tanzania-safari-vehicle-conversion-invoice';

/** Work: description, lowest and highest price in whole dollars (before VAT), whether counted. */
const WORK: [string, number, number, boolean][] = [
  ['Pop-up roof, steel frame with canvas sides', 3200, 4600, false],
  ['7-seat game-viewing conversion (seats, grab rails, floor)', 4800, 6900, false],
  ['Canvas side curtains with zips (set)', 380, 620, false],
  ['40 L compressor fridge, fitted with second battery', 950, 1450, false],
  ['Inverter 1,000 W and USB charging points', 420, 690, false],
  ['Roof hatch, opening, sealed', 260, 410, true],
  ['Bull bar with recovery points', 690, 980, false],
  ['Raised air intake (snorkel)', 210, 340, false],
  ['Long-range fuel tank 90 L', 880, 1290, false],
  ['Binocular and camera holders', 35, 60, true],
  ['Workshop labour', 28, 40, true],
];
const OPERATORS = ['Ngorongoro Trails Ltd', 'Serengeti Plains Tours Ltd', 'Tarangire Baobab Safaris Ltd', 'Manyara Sunrise Expeditions Ltd', 'Kilele Adventures Ltd'];

/** A Tanzanian TIN drawn from the vendor's name: nine digits, "123-456-789". */
const tinOf = (name: string) => {
  const r = new Rng(seedOf(`h65~tin~${name}`));
  const d = `1${r.digits(8)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
};

/**
 * A Tanzanian workshop's tax invoice in US dollars to safari operators for converting their
 * vehicles (never a Sunday; January to August of 2022 to 2025), VAT 18% added, the shilling
 * equivalent for information and an EFD block (receipt number, Z number, verification code).
 */
export const enTanzaniaSafariVehicleConversionInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng, [1, 2, 3, 4, 5, 6, 7, 8]);
    const n = first.n;
    const date = avoid(first.date, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(WORK, rng.int(3, 6)).map(([name, lo, hi, counted]) => ({
      name,
      qty: name === 'Workshop labour' ? rng.int(6, 40) : counted ? rng.int(1, 4) : 1,
      unit: rng.int(lo, hi) * 100,
      per: name === 'Workshop labour' ? 'hr' : 'pc',
    }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, 18);
    const gross = net + vat;
    const vendorName = co ? 'Kijenge Safari Conversions Ltd' : 'Emmanuel Mollel';
    const tin = tinOf(vendorName);
    const vrn = `40-0${String(seedOf(vendorName) % 100000).padStart(5, '0')}-${co ? 'K' : 'M'}`;
    const doc = co ? `KSC/${date.slice(2, 4)}/${rng.int(100, 999)}` : `MC-${rng.int(1000, 4999)}`;
    const operator = rng.pick(OPERATORS);
    const tzs = rng.int(2290, 2590);
    const plate = `T ${rng.int(100, 999)} ${rng.pick(['DKL', 'EAB', 'DZR', 'EFK', 'DXM'])}`;
    const money = (c: number) => (co ? `USD ${amount(c)}` : `$${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Month yyyy'));
    const rows = lines.map((l, i) => [String(i + 1), l.name, `${l.qty} ${l.per}`, amount(l.unit), amount(l.qty * l.unit)]);
    const efd = `<div class="efd sm"><b>EFD</b> · Receipt No. ${rng.int(10000, 99999)} · Z No. ${rng.int(100, 999)} · Verification code ${rng.digits(5)}${rng.pick(['A', 'B', 'C'])}${rng.digits(3)}</div>`;
    const info = `<div class="sm">For information: rate TZS ${amount(tzs * 100).replace('.00', '')} per USD · VAT TZS ${amount(Math.round((vat * tzs) / 100) * 100).replace('.00', '')} · Total TZS ${amount(Math.round((gross * tzs) / 100) * 100).replace('.00', '')}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">KIJENGE</div><div class="sub">SAFARI VEHICLE CONVERSIONS</div></div>
<div class="sm">Kijenge Safari Conversions Ltd · Plot 47, Njiro Light Industrial Area, Arusha, Tanzania · +255 27 ${rng.int(250, 299)} ${rng.digits(4)}<br>TIN ${tin} · VRN ${vrn}</div>
<h1>TAX INVOICE</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', f(date)],
    ['Customer', operator],
    ['Customer TIN', `1${rng.digits(2)}-${rng.digits(3)}-${rng.digits(3)}`],
    ['Vehicle', `Toyota Land Cruiser ${rng.pick(['76', '78', '79'])} · ${plate}`],
    ['Job card', `JC-${rng.int(1000, 9999)}`],
    ['Work started', f(plus(date, -rng.int(5, 20)))],
    ['Payment', rng.pick(['Bank transfer (USD account)', 'Cash USD', 'Bank transfer'])],
  ],
  2,
)}
${items(['#', 'Description', 'Qty', 'Unit USD', 'Amount USD'], rows)}
<div class="sum">${row('Total excl. VAT', money(net))}${row('VAT 18%', money(vat))}${row('Total incl. VAT', money(gross), 'b big')}</div>${info}${efd}`
      : `<div class="c"><div class="brand2">Mollel Safari Fit-Out</div><div class="sm">Mawenzi Road, Moshi, Kilimanjaro · +255 754 ${rng.digits(3)} ${rng.digits(3)}</div></div>
<h1 class="c">Tax Invoice ${doc}</h1><div class="c">${f(date)}</div>
${pairs(
  [
    ['To', operator],
    ['Vehicle', plate],
  ],
  2,
)}
${items(['#', 'Description', 'Qty', 'Unit', 'Amount'], rows)}
<div class="sum">${row('Subtotal', amount(net))}${row('VAT 18%', amount(vat))}${row('TOTAL', money(gross), 'b big')}</div>${info}${efd}
<div class="foot sm">Emmanuel Mollel, trading as Mollel Safari Fit-Out · TIN ${tin} · VRN ${vrn}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'P052'"};font-size:${co ? 10.5 : 10}px;padding:${co ? '14mm 15mm' : '9mm 10mm'};height:${co ? 268 : 190}mm;position:relative}
.head{background:#33691e;color:#fff;padding:8px 12px;margin-bottom:6px}.brand{font-size:30px;font-weight:bold;letter-spacing:4px}.sub{font-size:12px;letter-spacing:2px}.brand2{font-size:19px;font-weight:bold}
h1{font-size:18px;margin:10px 0 6px}.sum{width:48%;margin-left:auto;margin-top:6px}.big{font-size:1.15em}.efd{border:1px dashed #555;padding:4px 6px;margin-top:10px}
.foot{position:absolute;bottom:0;left:0;right:0;border-top:1px solid #888;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
