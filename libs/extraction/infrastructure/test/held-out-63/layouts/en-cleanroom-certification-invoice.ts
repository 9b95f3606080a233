import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-cleanroom-certification-invoice';

/** Tests: name, unit, lowest and highest price in whole shekels (before VAT), lowest and highest quantity. */
const TESTS: [string, string, number, number, number, number][] = [
  ['ISO 14644-1 particle count classification', 'room', 1400, 2200, 1, 8],
  ['HEPA filter integrity test (PAO aerosol)', 'filter', 180, 260, 4, 40],
  ['Airflow velocity and air changes per hour', 'room', 450, 700, 1, 8],
  ['Room pressure differential verification', 'room', 220, 350, 1, 8],
  ['Recovery test (100:1)', 'room', 600, 900, 1, 4],
  ['Laminar flow cabinet certification', 'cabinet', 650, 950, 1, 6],
  ['Biosafety cabinet certification (EN 12469)', 'cabinet', 900, 1300, 1, 4],
  ['Airflow visualisation (smoke study), video', 'room', 800, 1400, 1, 3],
  ['Temperature and humidity mapping, 48 h', 'room', 1100, 1700, 1, 3],
];
const CLIENTS = [
  'Galil BioPharma Ltd.',
  'Nanovia Semiconductors Ltd.',
  'Hadas IVF Laboratories Ltd.',
  'Shefa Compounding Pharmacy Ltd.',
  'Orbital Optics Ltd.',
  'Carmel Cell Therapies Ltd.',
];

/** An Israeli cleanroom testing company's English A4 tax invoice in shekels (Sunday-Thursday), VAT added. */
export const enCleanroomCertificationInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(TESTS, rng.int(3, 6)).map(([name, unit, lo, hi, qlo, qhi]) => ({ name, unit, qty: rng.int(qlo, qhi), price: rng.int(lo / 10, hi / 10) * 1000 }));
    lines.push({ name: 'Test report and certificates (PDF, signed)', unit: 'set', qty: 1, price: co ? 75000 : 60000 });
    if (rng.chance(0.5)) lines.push({ name: 'Travel and equipment transport', unit: 'visit', qty: rng.int(1, 2), price: co ? 48000 : 39000 });
    const sums = lines.map((l) => l.qty * l.price);
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'CleanValid Technologies Ltd.' : 'Ariel Tzur';
    const taxId = idOf(vendorName, co);
    const doc = co ? `INV/${date.slice(2, 4)}/${String(rng.int(1, 99999)).padStart(5, '0')}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? `NIS ${amount(c)}` : `${amount(c)} ILS`);
    const f = (d: string) => (co ? dt(d, 'dd-Mon-yy') : dt(d, 'Month d, yyyy'));
    const tested = plus(date, -rng.int(1, 12));
    const client = rng.pick(CLIENTS);
    const terms = rng.pick([30, 60, 90]);
    const due = plus(lastOfMonth(date), terms);
    const table = items(
      ['Description', 'Unit', 'Qty', 'Unit price', 'Amount'],
      lines.map((l, i) => [e(l.name), l.unit, String(l.qty), money(l.price), money(sums[i])]),
    );
    const totals = `${row('Subtotal (excl. VAT)', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total payable', money(gross), 'b big')}`;
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Client', e(client)],
        ['Client Co. No.', taxIdOfCustomer(rng)],
        ['Tests performed', f(tested)],
        ['Rooms / zones', String(rng.int(2, 14))],
        ['Client PO', `${rng.pick(['PO', 'P.O.'])} ${rng.int(4500000, 4599999)}`],
        ['Payment terms', `EOM + ${terms} (${f(due)})`],
      ],
      2,
    );
    const body = co
      ? `<div class="head"><div class="brand">CLEANVALID</div><div class="addr">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>4 Hamada St., Yokneam Illit<br>Tel. ${landline(rng)}</div></div>
<h1>TAX INVOICE</h1>${info}${table}<div class="sum">${totals}</div>
<div class="sm">Measurements traceable to national standards; instrument calibration certificates attached to the report. Bank Leumi, branch ${rng.int(600, 999)}, account ${rng.digits(8)}.</div>`
      : `<div class="head2"><div class="brand2">Tzur Cleanroom Testing</div><div class="sm">Independent cleanroom validation · Zichron Ya'akov · ${cellular(rng)} · ariel@tzur-ct.co.il</div></div>
<h1>Tax Invoice ${doc}</h1>${info}${table}<div class="sum">${totals}</div>
<div class="foot">Ariel Tzur · Licensed Dealer (Osek Murshe) No. ${taxId} · Zichron Ya'akov, Israel</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Noto Serif'"};font-size:12.5px;padding:15mm;box-sizing:border-box;height:296mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #1565c0;padding-bottom:6px}.brand{font-family:'Nimbus Sans Narrow';font-size:34px;font-weight:bold;color:#1565c0;letter-spacing:2px}.addr{text-align:right;font-size:11px}
.head2{border-bottom:1px solid #455a64;padding-bottom:4px}.brand2{font-size:24px;color:#455a64}
h1{font-size:19px;margin:12px 0 6px}.pairs{width:100%}.sum{width:45%;margin-left:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
