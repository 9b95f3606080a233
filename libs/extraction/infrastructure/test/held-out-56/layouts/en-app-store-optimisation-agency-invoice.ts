import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-app-store-optimisation-agency-invoice';

/** Israeli app store optimisation agency's English tax invoice in shekels, VAT added. */
export const enAppStoreOptimisationAgencyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const locales = rng.int(2, 6);
    const lines: [string, string, number, number][] = [['Monthly ASO retainer', '1', 1, rng.int(45, 90) * 10000]];
    if (rng.chance(0.6)) lines.push(['Keyword research, per store locale', String(locales), locales, rng.int(12, 20) * 10000]);
    if (rng.chance(0.5)) lines.push(['Screenshot set design (iOS + Android)', '1', 1, rng.int(28, 55) * 10000]);
    if (rng.chance(0.5)) lines.push(['Store listing A/B test set-up', '1', 1, rng.int(15, 30) * 10000]);
    if (rng.chance(0.4)) lines.push(['Competitor rating & review audit', '1', 1, rng.int(9, 18) * 10000]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Rankwise Ltd.' : 'Noa Friedman';
    const taxId = idOf(vendorName, co);
    const doc = co ? `RW-${date.slice(0, 4)}-${rng.digits(3)}` : rng.digits(4);
    const f = (d: string) => dt(d, co ? 'd Mon yyyy' : 'dd.mm.yyyy');
    const m = (c: number) => (co ? sh(c, 'ILS x') : sh(c, '₪x'));
    const client = rng.pick(['Pocketly Apps Ltd.', 'Tidewave Games Ltd.', 'Mealbox Technologies Ltd.', 'Fitloop Ltd.']);
    const body = `<div class="head"><div><div class="brand">${co ? 'RANKWISE' : 'ASO by Noa'}</div><div class="sm">${co ? `${vendorName} · Company No. ${hyphenId(taxId)}<br>22 Rothschild Blvd., Tel Aviv 6688218, Israel` : `App store optimisation · ${cellular(rng)}`}</div></div>
${pairs(
  [
    ['Tax invoice no.', doc],
    ['Issued', f(date)],
    ['Payment due', f(plus(date, 30))],
    ['PO ref.', `PO-${rng.digits(5)}`],
  ],
  1,
)}</div>
<h1>Tax Invoice</h1>
<div class="bill"><b>Bill to:</b> ${client}, Company No. ${taxIdOfCustomer(rng)}, ${rng.pick(['Herzliya Pituach', 'Haifa', "Be'er Sheva", 'Ramat Gan'])}, Israel<br>Apps: ${rng.pick(['iOS & Google Play', 'Google Play only', 'iOS only'])} · Period: ${f(plus(date, -30))} – ${f(date)}</div>
${items(
  ['Service', 'Qty', 'Rate', 'Amount'],
  lines.map(([name, q, qn, u]) => [name, q, amount(u), amount(qn * u)]),
)}
<div class="sum">${row('Subtotal', m(net))}${row(`VAT ${rate}%`, m(vat))}${row('Total due', m(gross), 'b big')}</div>
<div class="sm">Bank transfer to ${rng.pick(['Bank Hapoalim', 'Bank Leumi', 'Discount Bank'])}, branch ${rng.digits(3)}, account ${rng.digits(6)}. Amounts in Israeli new shekels.</div>
${co ? '' : `<div class="foot">Noa Friedman · Licensed Dealer (Osek Murshe) No. ${taxId} · 5 Ha'Atsmaut St., Modi'in, Israel</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic'" : "'P052'"};font-size:13px;padding:18mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:30px;font-weight:bold;color:${co ? '#1565c0' : '#ad1457'}}h1{font-size:22px;border-bottom:2px solid #333}.bill{margin:8px 0}.sum{width:45%;margin-left:auto}.big{font-size:1.2em;border-top:1px solid #333}.foot{margin-top:40px;border-top:1px solid #aaa;padding-top:5px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
