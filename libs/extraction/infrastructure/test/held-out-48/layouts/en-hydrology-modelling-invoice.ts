import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-hydrology-modelling-invoice';
const WORK: [string, string, number][] = [
  ['Catchment runoff model (HEC-HMS)', 'per basin', 1450000],
  ['Flood inundation mapping, 1:100 yr', 'per km²', 186000],
  ['Groundwater flow model calibration', 'hours', 62000],
  ['Stormwater drainage plan review', 'per plan', 890000],
  ['Field survey of culverts', 'per day', 420000],
  ['Rain gauge data cleansing', 'per station', 95000],
  ['Senior hydrologist consultation', 'hours', 78000],
  ['Technical report for planning committee', 'per report', 1200000],
];

/** An Israeli hydrology modelling consultancy's English tax invoice in shekels (A4). */
export const enHydrologyModellingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng
      .some(WORK, rng.int(2, 5))
      .map(([name, unit, price]) => ({ name, unit, price, qty: unit === 'hours' ? rng.int(4, 30) : unit === 'per km²' ? rng.int(2, 18) : rng.int(1, 3) }));
    const net = total(lines.map((l) => l.qty * l.price));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'AquaBasin Hydrology Ltd.' : 'Noam Rubinstein';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AB/${date.slice(0, 4)}/${rng.digits(4)}` : String(rng.int(100, 899));
    const f = co ? 'Month d, yyyy' : 'dd/mm/yyyy';
    const money = (c: number) => (co ? `NIS ${amount(c)}` : `${amount(c)} ₪`);
    const head = co
      ? `<div class="hd"><div class="brand">AQUABASIN</div><div class="sm">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>12 Ha'Barzel St., Tel Aviv<br>office@aquabasin.co.il</div></div>`
      : `<div class="hd"><div class="brand">Wadi Flow Studio</div><div class="sm">Hydrological modelling &amp; drainage design</div></div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div>
<h1>TAX INVOICE${co ? ' — ORIGINAL' : ''}</h1>
${grid([
  ['Invoice No.', doc],
  ['Date', dt(date, f)],
  ['Purchase order', `PO-${rng.digits(6)}`],
  ['Project', `HYD-${rng.digits(4)}`],
  ['Due date', dt(plus(date, 30), f)],
])}
<p>Bill to: ${rng.pick(['Galil Infrastructure Ltd.', 'Kinneret Drainage Authority', 'Shfela Developers Ltd.', 'Negev Solar Fields Ltd.'])}, Client Co. No. ${anyTaxId(rng)}</p>
${items(
  ['Description', 'Unit', 'Qty', 'Rate', 'Amount'],
  lines.map((l) => [l.name, l.unit, String(l.qty), amount(l.price), amount(l.qty * l.price)]),
)}
<div class="tot">${row('Subtotal', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total incl. VAT', money(gross), 'b big')}</div>
<p class="sm">Terms: net 30. Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.digits(6)}. Model files delivered via secure link, licence for ${rng.int(2, 6)} users.</p>
${co ? '' : `<div class="foot">${vendorName} · Licensed Dealer No. ${taxId} · Beersheba</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'P052'"};font-size:13px}
.sheet{padding:16mm}.hd{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;color:#0d4a6b}
h1{font-size:20px;letter-spacing:1px}.tot{width:45%;margin-left:auto}.big{font-size:1.15em}.foot{margin-top:20mm;border-top:1px solid #888;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
