import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-emirati-desert-camel-trek-invoice';

/** The UAE's standard VAT rate, 5% (Federal Decree-Law No. 8 of 2017), unchanged 2022-2026. */
const RATE = 5;
/** The Central Bank of the UAE's rate for the US dollar (the dirham's peg), printed as the invoice's AED conversion. */
const AED_PER_USD = 3.6725;

/** Trek or extra, lowest and highest price in whole dollars (before VAT), per person unless marked. */
const TREKS: [string, number, number][] = [
  ['Sunrise camel trek, 2 h, per person', 65, 95],
  ['Sunset camel trek with Arabic coffee & dates, per person', 75, 110],
  ['Half-day camel caravan, 4 h, per person', 140, 190],
];
const EXTRAS: [string, number, number, boolean][] = [
  ['Private guide (per group)', 90, 150, false],
  ['Sandboarding session, per person', 25, 40, true],
  ['Henna painting, per person', 15, 25, true],
  ['Hotel pick-up & drop-off, 4x4 (per vehicle)', 60, 95, false],
  ['Photo package (USB)', 35, 55, false],
  ['Camel milk tasting, per person', 10, 18, true],
];
const GUESTS = ['Noa Peretz', 'Daniel Weiss', 'Hila & Omer Barak', 'Sarah Cohen', 'Itai Levin', 'Maya Shalev'];

/** A UAE desert camel trek operator's tax invoice in US dollars, VAT 5% added, with the VAT and total in dirhams. */
export const enEmiratiDesertCamelTrekInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = next(ID, rng, [1, 2, 3, 4, 10, 11, 12]);
    const co = n % 2 === 0;
    const pax = rng.int(2, 6);
    const [trek, lo, hi] = rng.pick(TREKS);
    const lines = [{ name: trek, qty: pax, unit: rng.int(lo, hi) * 100 }];
    for (const [name, elo, ehi, per] of rng.some(EXTRAS, rng.int(1, 3))) lines.push({ name, qty: per ? pax : 1, unit: rng.int(elo, ehi) * 100 });
    const net = total(lines.map((l) => l.qty * l.unit));
    // Rounded half up, in integer cents.
    const vat = Math.floor((net * RATE + 50) / 100);
    const gross = net + vat;
    const fils = (c: number) => Math.round(c * AED_PER_USD);
    const vendorName = co ? 'Red Dunes Camel Treks L.L.C.' : 'Al Mazrouei Desert Tours Est.';
    const doc = co ? `RDC-${rng.int(10000, 99999)}` : `TI-${date.slice(0, 4)}-${String(rng.int(1, 999)).padStart(3, '0')}`;
    const money = (c: number) => (co ? `USD ${amount(c)}` : `US$${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd-Mon-yy'));
    const trn = `100${rng.digits(12)}`;
    const supplied = plus(date, -rng.int(0, 1));
    const info = pairs(
      [
        ['Tax Invoice No.', doc],
        ['Date', f(date)],
        ['Guest', rng.pick(GUESTS)],
        ['Passport', `${rng.int(30, 39)}${rng.digits(6)}`],
        ['Date of supply', f(supplied)],
        ['Pick-up', rng.pick(['Hotel, Downtown Dubai', 'Hotel, Dubai Marina', 'Meeting point, Al Qudra Road', 'Hotel, Jumeirah'])],
        ['Booking ref.', `BK${rng.digits(6)}`],
        ['Payment', rng.pick(['Visa ****' + rng.digits(4), 'Mastercard ****' + rng.digits(4), 'Cash (USD)'])],
      ],
      2,
    );
    const table = items(
      ['Description', 'Qty', 'Unit price', 'VAT %', 'Amount'],
      lines.map((l) => [l.name.replace('&', '&amp;'), String(l.qty), money(l.unit), `${RATE}%`, money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Total excl. VAT', money(net))}${row(`VAT ${RATE}%`, money(vat))}${row('Total incl. VAT', money(gross), 'b big')}
<div class="aed">${row('Exchange rate (CBUAE)', `1 USD = ${AED_PER_USD.toFixed(4)} AED`)}${row('VAT in AED', `AED ${amount(fils(vat))}`)}${row('Total in AED', `AED ${amount(fils(gross))}`)}</div></div>`;
    const body = co
      ? `<div class="head"><div class="brand">RED DUNES CAMEL TREKS</div><div>${vendorName}</div><div class="sm">Office 14, Al Qudra Road, Dubai, United Arab Emirates · +971 4 ${rng.digits(3)} ${rng.digits(4)} · TRN ${trn}</div></div>
<h1>TAX INVOICE</h1>${info}${table}${sums}
<div class="sm">Treks run in the desert south of Dubai; children under 6 ride with an adult. No accommodation is included in this invoice.</div>`
      : `<div class="head"><div class="brand2">DESERT HOOF</div><div class="sm">Camel rides at the Hatta foothills · +971 50 ${rng.digits(3)} ${rng.digits(4)}</div></div>
<h1>Tax Invoice</h1>${info}${table}${sums}
<div class="sm">Thank you for riding with us. Shukran!</div>
<div class="foot">${vendorName} · Trade licence ${rng.int(700000, 999999)} · TRN ${trn}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'P052'" : "'Noto Sans'"};font-size:${co ? 13 : 10}px;padding:${co ? '15mm' : '9mm'};box-sizing:border-box;height:${co ? '296mm' : '209mm'};position:relative}
.head{border-bottom:3px solid #bf6f00;padding-bottom:6px}.brand{font-size:${co ? 28 : 20}px;font-weight:bold;color:#bf6f00}.brand2{font-size:20px;font-weight:bold;color:#8d5524}h1{font-size:${co ? 18 : 14}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:${co ? 55 : 80}%;margin-left:auto}.big{font-size:1.12em}.aed{margin-top:6px;border-top:1px dashed #999;color:#444}
.foot{position:absolute;bottom:8mm;left:9mm;right:9mm;border-top:1px solid #777;padding-top:3px;font-size:9px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
