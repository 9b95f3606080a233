import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, day, taxIn } from './extra';

const GROWERS = [
  { legal: 'Tulpenhof Bollenkwekerij B.V.', town: 'Lisse', kvk: '3418', web: 'tulpenhof-bulbs.nl' },
  { legal: 'De Vries Bulbs & Seeds B.V.', town: 'Hillegom', kvk: '2874', web: 'devriesbulbs.nl' },
  { legal: 'Keukenveld Flower Bulbs V.O.F.', town: 'Noordwijkerhout', kvk: '6120', web: 'keukenveld.com' },
];
const BULBS = [
  'Tulip "Queen of Night" (25)',
  'Tulip mix "Darwin Hybrid" (50)',
  'Narcissus "Tête-à-Tête" (30)',
  'Allium giganteum (10)',
  'Crocus mix (100)',
  'Hyacinth "Blue Jacket" (12)',
  'Dahlia tubers "Café au Lait" (5)',
  'Muscari armeniacum (50)',
  'Fritillaria imperialis (6)',
];
const TOOLS = ['Bulb planter, steel', 'Planting basket set (5)', 'Garden gloves'];
const eu = (c: number) => amount(c, { eu: true });

/** A Dutch flower-bulb grower's web order invoice in euros on A4: bulbs at 9% and tools at 21% VAT, prices including VAT, a VAT table by rate, shipping within the EU, an order number and a dispatch date beside the invoice's. */
export const enDutchBulbGrowerOrder: Layout = {
  id: 'en-dutch-bulb-grower-order',
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const g = rng.pick(GROWERS);
    const date = day(rng, [1, 2, 3, 8, 9, 10, 11, 12]);
    const bulbs = rng.some(BULBS, rng.int(2, 5)).map((n) => ({ n, q: rng.int(1, 4), u: rng.int(495, 2995), r: 9 }));
    const tools = rng.chance(0.6) ? rng.some(TOOLS, 1).map((n) => ({ n, q: 1, u: rng.int(795, 1995), r: 21 })) : [];
    const ship = rng.pick([695, 995, 1295]);
    const low = add(bulbs.map((l) => l.q * l.u)) + ship;
    const high = add(tools.map((l) => l.q * l.u));
    const vLow = taxIn(low, 9);
    const vHigh = taxIn(high, 21);
    const total = low + high;
    const vat = vLow + vHigh;
    const docNo = rng.pick([() => `F${date.slice(0, 4)}-${rng.int(10000, 99999)}`, () => `${date.slice(0, 4)}${rng.int(1000, 9999)}`, () => `INV/${rng.int(1000, 9999)}`])();
    const fmt = rng.pick(['dd-Mon-yy', 'd Month yyyy', 'dd.mm.yyyy'] as const);
    const font = rng.pick(['Noto Sans', 'Nimbus Sans', 'DejaVu Sans']);
    const vatNo = `NL${rng.digits(9)}B0${rng.int(1, 3)}`;
    const body = `<div class="hd"><div><div class="t">${esc(g.legal)}</div><div>Bollenstraat ${rng.int(2, 90)}, ${g.town}, The Netherlands</div><div>KvK ${g.kvk}${rng.digits(4)} · VAT ${vatNo}</div><div>${g.web}</div></div>
<svg width="60" height="70"><ellipse cx="30" cy="22" rx="14" ry="18" fill="#d2334b"/><rect x="28" y="36" width="4" height="30" fill="#2f7d32"/></svg></div>
<h1>INVOICE</h1><table class="meta"><tr><td>Invoice number</td><td><b>${docNo}</b></td><td>Order</td><td>#${rng.int(100000, 999999)}</td></tr>
<tr><td>Invoice date</td><td>${dt(date, fmt)}</td><td>Order placed</td><td>${dt(addDays(date, -rng.int(2, 20)), 'dd.mm.yyyy')}</td></tr><tr><td>Customer no.</td><td>${rng.int(40000, 49999)}</td><td>Dispatch</td><td>${dt(addDays(date, rng.int(1, 6)), 'dd.mm.yyyy')}</td></tr></table>
<div class="to"><b>Ship to</b><br>${rng.pick(['Yael Carmi', 'Daniel Weiss', 'Maya Stern'])}<br>${rng.pick(['Keizersgracht 311, 1016 EE Amsterdam', 'Rue des Lilas 8, 1050 Bruxelles, Belgium', 'Lindenstraße 14, 50674 Köln, Germany'])}</div>
<table class="it"><tr><th>Item</th><th>Qty</th><th>Unit €</th><th>VAT</th><th>Amount €</th></tr>${[...bulbs, ...tools].map((l) => `<tr><td>${esc(l.n)}</td><td>${l.q}</td><td>${eu(l.u)}</td><td>${l.r}%</td><td>${eu(l.q * l.u)}</td></tr>`).join('')}
<tr><td>Shipping (PostNL, tracked)</td><td>1</td><td>${eu(ship)}</td><td>9%</td><td>${eu(ship)}</td></tr></table>
<table class="vt"><tr><th>VAT rate</th><th>Incl. VAT</th><th>VAT</th></tr><tr><td>9%</td><td>${eu(low)}</td><td>${eu(vLow)}</td></tr>${high ? `<tr><td>21%</td><td>${eu(high)}</td><td>${eu(vHigh)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Total VAT</td><td>€ ${eu(vat)}</td></tr><tr class="g"><td>Total (incl. VAT)</td><td>€ ${eu(total)}</td></tr><tr><td>Paid by iDEAL / card</td><td>€ ${eu(total)}</td></tr></table>
<p class="sm">Bulbs are living goods: plant before the first frost. Phytosanitary rules apply to shipments outside the EU.</p>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;padding:15mm 18mm;color:#222}.hd{display:flex;justify-content:space-between}.t{font-size:20px;font-weight:bold;color:#2f7d32}h1{letter-spacing:4px;color:#d2334b;margin:6mm 0 2mm}
.meta td{padding:0.8mm 3mm 0.8mm 0}.to{margin:4mm 0}table{border-collapse:collapse}.it{width:100%}.it th{background:#eef5ee;text-align:left}.it td,.it th{padding:1.2mm;border-bottom:1px solid #ddd}.it td:nth-child(n+2){text-align:right}
.vt{margin-top:4mm}.vt td,.vt th{padding:1mm 4mm;border:1px solid #ccc}.tot{margin:4mm 0 0 auto}.tot td{padding:1mm 3mm}.tot td:last-child{text-align:right}.g{font-weight:bold;font-size:15px}.sm{font-size:10px;color:#555;margin-top:10mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: g.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
