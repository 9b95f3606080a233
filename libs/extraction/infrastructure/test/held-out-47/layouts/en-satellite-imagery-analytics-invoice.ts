import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-satellite-imagery-analytics-invoice';
const SERVICES: [string, string, number, number, number][] = [
  ['Optical tasking, 50 cm resolution', 'km²', 25, 200, 4200],
  ['Archive imagery, 30 cm', 'km²', 10, 150, 2900],
  ['SAR change detection report', 'report', 1, 3, 640000],
  ['Crop health index (NDVI) time series', 'field', 5, 40, 18500],
  ['Analyst hours, geospatial', 'hour', 4, 30, 42000],
  ['Orthorectification & mosaicking', 'km²', 25, 200, 900],
  ['API access, monthly tier', 'month', 1, 3, 250000],
  ['Construction progress monitoring', 'site', 1, 6, 115000],
];

/** Israeli satellite imagery analytics firm: an English A4 tax invoice in shekels, VAT added. */
export const enSatelliteImageryAnalyticsInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, unit, lo, hi, price]) => ({ name, unit, qty: rng.int(lo, hi), price }));
    const net = total(lines.map((l) => l.qty * l.price));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'OrbitLens Analytics Ltd.' : 'Dana Peretz';
    const taxId = idOf(vendorName, co);
    const doc = co ? `OL-${date.slice(2, 4)}${rng.digits(4)}` : String(rng.int(1000, 9999));
    const fmt = (iso: string) => (co ? dt(iso, 'd Month yyyy') : dt(iso, 'dd/mm/yyyy'));
    const money = (c: number) => (co ? `₪ ${amount(c)}` : `${amount(c)} ILS`);
    const client = rng.pick(['AgriSense Cooperative Ltd.', 'Negev Solar Fields Ltd.', 'Harbour Works Authority', 'GreenBelt Insurance Ltd.']);
    const head = co
      ? `<div class="hd"><div class="brand">ORBITLENS</div><div class="sm">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>9 Hamada St., Herzliya Pituach<br>billing@orbitlens.co.il</div></div>`
      : `<div class="hd"><div class="brand">Terrain Pixel</div><div class="sm">Remote sensing studio<br>Kiryat Tivon</div></div>`;
    const body = `<div class="sheet">${head}<h1>TAX INVOICE${co ? ' (ORIGINAL)' : ''}</h1>
${grid([
  ['Invoice No.', doc],
  ['Date', fmt(date)],
  ['Acquisition window', `${dt(plus(date, -rng.int(20, 40)), 'dd/mm')}–${dt(plus(date, -rng.int(3, 10)), 'dd/mm')}`],
  ['Purchase order', `PO-${rng.digits(6)}`],
  ['Project', `AOI-${rng.digits(4)}`],
])}
<div><b>Bill to:</b> ${client} · Client Co. No. ${taxIdOfCustomer(rng)}</div>
${items(
  ['Description', 'Unit', 'Qty', 'Unit price', 'Amount'],
  lines.map((l) => [l.name, l.unit, String(l.qty), amount(l.price), amount(l.qty * l.price)]),
)}
<div class="tot">${row('Subtotal', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total incl. VAT', money(gross), 'b big')}</div>
<div class="sm">Payment terms: net + 30, due ${fmt(plus(date, 30))}. Bank Leumi, branch ${rng.digits(3)}, account ${rng.digits(7)}. Licence of imagery: single organisation, ${rng.int(1, 5)} users.</div>
${co ? '' : `<div class="foot">${vendorName} · Licensed Dealer No. ${taxId} · dana@terrainpixel.io</div>`}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'Nimbus Roman'"};font-size:12.5px}
.sheet{padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #17324d}.brand{font-size:28px;font-weight:bold;letter-spacing:2px;color:#17324d}
h1{font-size:20px}.grid th{background:#e8eef5}.tot{width:45%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:26px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
