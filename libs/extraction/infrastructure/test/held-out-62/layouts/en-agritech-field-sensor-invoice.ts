import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-agritech-field-sensor-invoice';

/** Item, unit, lowest and highest unit price in agorot before VAT. */
const KIT: [string, string, number, number][] = [
  ['Soil moisture probe, 3 depths (30/60/90 cm)', 'unit', 98000, 128000],
  ['Dendrometer (trunk growth sensor)', 'unit', 64000, 82000],
  ['Mini weather station with rain gauge', 'unit', 310000, 390000],
  ['LoRa gateway with solar panel', 'unit', 240000, 290000],
  ['Leaf wetness sensor', 'unit', 38000, 52000],
  ['Irrigation valve controller', 'unit', 72000, 94000],
];
const SERVICE: [string, string, number, number][] = [
  ['Installation and calibration', 'per sensor', 18000, 26000],
  ['Data platform, annual subscription', 'per plot', 120000, 180000],
  ['Agronomist set-up visit', 'visit', 65000, 90000],
  ['Mapping of plots (drone survey)', 'dunam', 1800, 2600],
];
const CLIENTS = [
  'Kibbutz Ein HaShofet Orchards',
  'Moshav Nir Banim Growers Cooperative',
  'Arava Dates Agricultural Society',
  'Golan Apple Growers Ltd.',
  'Beit She’an Valley Fish & Field Ltd.',
];

/** An Israeli agritech company's English A4 tax invoice in shekels for field sensors installed on a farm (Sunday-Thursday), VAT added. */
export const enAgritechFieldSensorInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(KIT, rng.int(2, 3)).map(([d, u, lo, hi]) => ({ d, u, q: lo > 200000 ? rng.int(1, 2) : rng.int(2, 12), p: rng.int(lo / 1000, hi / 1000) * 1000 }));
    const sensors = total(lines.map((l) => l.q));
    for (const [d, u, lo, hi] of rng.some(SERVICE, rng.int(1, 3)))
      lines.push({ d, u, q: u === 'per sensor' ? sensors : u === 'dunam' ? rng.int(40, 300) : 1, p: rng.int(lo / 100, hi / 100) * 100 });
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'FieldPulse Agritech Ltd.' : 'Yonatan Shapira';
    const taxId = idOf(vendorName, co);
    const doc = co ? `FP-INV-${date.slice(0, 4)}-${String(rng.int(1, 999)).padStart(4, '0')}` : String(rng.int(1000, 1999));
    const money = (c: number) => (co ? `₪${amount(c)}` : sh(c, 'ILS x'));
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd/mm/yyyy'));
    const installed = plus(date, -rng.int(1, 10));
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Client', rng.pick(CLIENTS)],
        ['Client Co. No.', taxIdOfCustomer(rng)],
        ['Installed on', f(installed)],
        ['Plots', String(rng.int(1, 6))],
        ['Client PO', `PO ${rng.int(2000, 8999)}`],
        ['Due date', f(plus(date, co ? 45 : 30))],
      ],
      2,
    );
    const table = items(
      ['Description', 'Unit', 'Qty', 'Unit price', 'Amount'],
      lines.map((l) => [l.d, l.u, String(l.q), money(l.p), money(l.q * l.p)]),
    );
    const sums = `<div class="sum">${row('Subtotal (excl. VAT)', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total due', money(gross), 'b big')}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">FIELDPULSE</div><div class="sm">${vendorName} · Company No. ${hyphenId(taxId)} · 12 Hamada St., Science Park, Rehovot · ${landline(rng)}</div></div>
<h1>TAX INVOICE</h1>${info}${table}${sums}
<div class="sm">Bank transfer: Bank Hapoalim, branch 532, account ${rng.digits(6)}. Sensor warranty 24 months from installation.</div>`
      : `<div class="head2"><div class="brand2">Soil Sense</div><div class="sm">Independent irrigation sensing · Kfar Yehoshua · ${cellular(rng)}</div></div>
<h1>Tax Invoice</h1>${info}${table}${sums}
<div class="sm">Thank you for growing with data.</div>
<div class="foot">Yonatan Shapira · Licensed Dealer (Osek Murshe) No. ${taxId} · Soil Sense</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'Nimbus Roman'"};font-size:13px;padding:15mm;box-sizing:border-box;height:296mm;position:relative}
.head{border-bottom:4px solid #558b2f;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#558b2f;letter-spacing:2px}.head2{border-bottom:2px solid #6d4c41}.brand2{font-size:26px;font-style:italic;color:#6d4c41}
h1{font-size:19px;margin:12px 0 6px}.pairs{width:100%}.sum{width:50%;margin-left:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
