import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-albanian-felt-hat-maker-invoice';
const GOODS: [string, number][] = [
  ['Qeleshe white felt cap, hand-pressed', 3800],
  ['Qeleshe, embroidered band', 5200],
  ['Felt slippers, natural wool', 4400],
  ['Felted wool shoulder bag', 6900],
  ['Shepherd felt cloak (kapa)', 18500],
  ['Felt-making workshop, per person', 4500],
  ['Custom size fitting', 1500],
  ['Gift box with certificate', 800],
];

/** An Albanian felt hat maker's invoice in euros (A5), Albanian VAT 20%. */
export const enAlbanianFeltHatMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const ship = rng.pick([0, 2400, 3600]);
    const base = goods + ship;
    const vat = vatOn(base, 20);
    const gross = base + vat;
    const vendorName = co ? 'Plisi i Krujës SHPK' : 'Dardha Artisan Felt SH.A.';
    const doc = co ? `${rng.int(10, 999)}/${date.slice(0, 4)}` : `DF-${rng.digits(5)}`;
    const f = co ? 'dd.mm.yyyy' : 'd Mon yyyy';
    const money = (c: number) => (co ? `${comma(c)} €` : `EUR ${amount(c)}`);
    const nipt = `${rng.pick(['K', 'L', 'M'])}${rng.digits(8)}${rng.pick(['A', 'B', 'R'])}`;
    const head = co
      ? `<div class="c brand">KRUJA FELT · PLISI</div><div class="c sm">Old Bazaar of Krujë, Albania · ${vendorName} · NIPT ${nipt}</div>`
      : `<div class="c brand">Dardha Felt House</div><div class="c sm">Dardhë village, Korçë County, Albania</div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div>
<h2 class="c">INVOICE · FATURË</h2>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date of issue', dt(date, f)],
    ['Date of supply', dt(plus(date, -rng.int(0, 3)), f)],
    ['Order', `WEB-${rng.digits(7)}`],
    ['Customer', rng.pick(['Maya Golan, Haifa', 'Eitan Levi, Jerusalem', 'Folklore Dance Ensemble Karmiel', 'Shira Dahan, Tel Aviv'])],
    ['Fiscal code (NIVF)', `${rng.digits(8)}-${rng.digits(4)}`],
  ],
  2,
)}
${items(
  ['Item', 'Qty', 'Unit', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
)}
<div class="tot">${row('Goods', money(goods))}${row('Shipping to Israel', money(ship))}${row('Taxable amount', money(base))}${row('VAT (TVSH) 20%', money(vat))}${row('Total paid', money(gross), 'b big')}</div>
<p class="sm">Paid by card, authorisation ${rng.digits(6)} · Tracking RR${rng.digits(9)}AL${co ? '' : ` · ${vendorName}, NIPT ${nipt}`}</p></div>`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'URW Bookman'"};font-size:11.5px}
.sheet{padding:10mm}.brand{font-size:22px;font-weight:bold;color:#8b1e1e}h2{font-size:15px}.tot{width:60%;margin-left:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
