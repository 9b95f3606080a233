import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-ai-data-labelling-invoice';

/** Israeli data labelling (AI training data) studio's English A4 tax invoice in shekels. */
export const enAiDataLabellingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const rows: [string, string, number, number][] = [];
    const add = (name: string, q: number, u: number) => rows.push([name, String(q), u, mul(q, u)]);
    add('Image bounding-box annotation (per 1,000 boxes)', rng.int(4, 60), rng.pick([18000, 22000]));
    if (rng.chance(0.6)) add('Hebrew speech transcription (per audio hour)', rng.int(3, 40), 32000);
    if (rng.chance(0.6)) add('Text sentiment labelling (per 1,000 items)', rng.int(2, 25), 14500);
    add('Quality review, second annotator (hours)', rng.int(4, 30) + rng.pick([0, 0.5]), 16500);
    if (rng.chance(0.5)) add('Guideline workshop for annotators', 1, 240000);
    const net = total(rows.map((r) => r[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Tagline Data Ltd.' : 'Maya Friedman';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TD-${date.slice(0, 4)}-${rng.digits(4)}` : String(rng.int(1000, 1999));
    const f = co ? 'Month d, yyyy' : 'dd/mm/yyyy';
    const m = (c: number) => (co ? sh(c, 'NIS x') : sh(c, '₪x'));
    const client = rng.pick(['Vistaroad Robotics Ltd.', 'Kinneret Voice AI Ltd.', 'Orchard Vision Ltd.']);
    const head = co
      ? `<div class="hd"><div><div class="brand">TAGLINE</div><div class="sm">training data for machine learning</div></div><div class="sm">Tagline Data Ltd.<br>Company No. ${hyphenId(taxId)}<br>22 Ha'Barzel St., Tel Aviv<br>billing@tagline.example</div></div>`
      : `<div class="hd"><div><div class="brand">LabelLoop</div><div class="sm">annotation studio · Be'er Sheva</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="dbl"></div>
<h2>TAX INVOICE${co ? ' — ORIGINAL' : ` No. ${doc}`}</h2>
${pairs(
  [
    ...(co ? ([['Invoice No.', doc]] as [string, string][]) : []),
    ['Date', dt(date, f)],
    ['Project', `PRJ-${rng.digits(4)}`],
    ['Purchase order', `${rng.digits(8)}`],
    ['Due date', dt(addDays(date, 30), f)],
  ],
  2,
)}
<div>Bill to: <b>${client}</b>, Company No. ${taxIdOfCustomer(rng)}</div>
${items(
  ['Description', 'Qty', 'Rate', 'Amount'],
  rows.map((r) => [r[0], r[1], amount(r[2]), amount(r[3])]),
)}
<div class="tot">${row('Total before VAT', m(net))}${row(`VAT ${rate}%`, m(vat))}${row('Total due', m(gross), 'b big')}</div>
<div class="sm">Payment by bank transfer within 30 days: Bank Hapoalim, branch ${rng.int(500, 699)}, account ${rng.digits(6)}.</div>
${co ? '' : `<div class="foot">Maya Friedman · Licensed Dealer (Osek Murshe) No. ${taxId} · Be'er Sheva</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'Liberation Serif'"};font-size:13px}
.sheet{padding:16mm}.hd{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;color:${co ? '#243c8f' : '#8f2440'}}
.tot{width:45%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:20mm;border-top:1px solid #888;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
