import { addDays, amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, e, items, nth, pairs, row, total, vatOn, yearFor } from './extra';

const ID = 'en-fiji-reef-ecology-consultancy-invoice';

/**
 * Fiji's VAT on professional, scientific and technical services: 15% from 1 April 2022 (when those services moved from
 * 9% to 15%), 15% for everything taxable from 1 August 2023, 12.5% from 1 August 2025. The invoices of 2022 are dated
 * April to December; 2026 is left out (no page of 2026 stating the rate was found).
 */
const fijiVat = (date: string) => (date >= '2025-08-01' ? 12.5 : 15);

/** Clients: name, address and the person the invoice is for. */
const CLIENTS: [string, string, string][] = [
  ['Malolo Passage Resort Holdings Ltd', 'Malolo Island, Mamanuca Group', 'General Manager'],
  ['Yasawa Blue Lagoon Lodges Pte Ltd', 'Nacula Island, Yasawa Group', 'Director of Operations'],
  ['Coral Coast Beachfront Hotels Ltd', 'Queens Road, Korotogo, Sigatoka', 'Environment Officer'],
  ['Beqa Lagoon Eco Retreat Pte Ltd', 'Raviravi, Beqa Island', 'General Manager'],
  ['Namena Marine Reserve Trust', 'Savusavu, Vanua Levu', 'Reserve Manager'],
];
const SITES = ['house reef', 'channel bommies', 'outer reef slope', 'lagoon patch reefs', 'jetty and mooring field'];

/**
 * A Suva marine ecology consultancy's tax invoice to resorts and a reserve trust, A4 (P052): TIN and VAT registration,
 * "VME/yyyy/nnn", "d Month yyyy", survey dates and sites, scientist and dive team days, boat charter with skipper,
 * photo-quadrat analysis per transect, water samples, crown-of-thorns culling on some, the report as a lump sum,
 * USD amounts with "US$", Fiji VAT at 15% or 12.5% by date added, an indicative FJ$ equivalent, 30 days.
 */
export const enFijiReefEcologyConsultancyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    const date = avoid(dayOf(rng, year, year === 2022 ? [4, 5, 6, 7, 8, 9, 10, 11, 12] : undefined), [0, 6]);
    const rate = fijiVat(date);
    const surveyEnd = addDays(date, -rng.int(7, 30));
    const days = rng.int(2, 6);
    const surveyStart = addDays(surveyEnd, -(days - 1));
    const [client, where, attention] = rng.pick(CLIENTS);
    const sites = rng.some(SITES, rng.int(2, 4));
    const transects = sites.length * rng.pick([3, 4, 5]);
    const samples = rng.int(6, 18);
    const lines: [string, string, number, number][] = [
      ['Senior marine scientist, field days', 'day', days, rng.int(880, 1050) * 100],
      ['Survey divers (team of two), field days', 'day', days, rng.int(640, 780) * 100],
      ['Survey vessel with skipper and fuel', 'day', days, rng.int(420, 560) * 100],
      [`Benthic photo-quadrat analysis (${transects} transects)`, 'transect', transects, rng.int(75, 95) * 100],
      ['Water quality samples, nutrients and turbidity (lab)', 'sample', samples, rng.int(42, 55) * 100],
    ];
    if (rng.chance(0.4)) {
      const hours = rng.int(4, 12);
      lines.push(['Crown-of-thorns starfish culling, dive hours', 'hour', hours, rng.int(90, 120) * 100]);
    }
    lines.push(['Reef health report and management recommendations', 'lump sum', 1, rng.int(1600, 2800) * 100]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const fx = rng.int(219, 231) / 100;
    const vendorName = 'Vatuvara Marine Ecology Pte Limited';
    const doc = `VME/${year}/${String(rng.int(14, 260)).padStart(3, '0')}`;
    const tin = `50-${rng.digits(5)}-0-${rng.digits(1)}`;
    const body = `<div class="head"><div><div class="brand">Vatuvara Marine Ecology</div><div class="sm">${e(vendorName)}<br>Lot 7, Matua Street, Walu Bay, Suva, Fiji<br>Tel +679 331 ${rng.digits(4)} · accounts@vatuvara-marine.com.fj</div></div><div class="doc">TAX INVOICE<div class="reg">TIN / VAT Reg. ${tin}</div></div></div>
<div class="top"><div>${pairs([
      ['Bill to', e(client)],
      ['', e(where)],
      ['Attention', attention],
    ])}</div><div>${pairs([
      ['Invoice no.', doc],
      ['Invoice date', dt(date, 'd Month yyyy')],
      ['Survey', `${dt(surveyStart, 'd Mon yyyy')} – ${dt(surveyEnd, 'd Mon yyyy')}`],
      ['Due date', dt(addDays(date, 30), 'd Month yyyy')],
    ])}</div></div>
<div class="sm">Reef condition survey: ${sites.join(', ')}.</div>
${items(
  ['Description', 'Unit', 'Qty', 'Rate (US$)', 'Amount (US$)'],
  lines.map(([d, u, q, r]) => [e(d), u, String(q), amount(r), amount(q * r)]),
)}
<div class="tot">${row('Subtotal', `US$ ${amount(net)}`)}${row(`VAT ${rate}%`, `US$ ${amount(vat)}`)}${row('Total due', `US$ ${amount(gross)}`, 'b big')}</div>
<div class="sm fx">For VAT reporting: total FJ$ ${amount(Math.round(gross * fx))} at US$1 = FJ$${fx.toFixed(2)} (indicative, RBF mid-rate on the invoice date).</div>
<div class="foot">Payment in US dollars within 30 days by telegraphic transfer to Bank of the South Pacific, Suva, account ${rng.digits(8)}, SWIFT BOSPFJFJ. Please quote the invoice number. Vinaka vakalevu.</div>`;
    const css = `${baseCss}
body{font-family:'P052','Liberation Serif';font-size:12.5px;padding:16mm 17mm;color:#1b2a33}.head{display:flex;justify-content:space-between;border-bottom:3px solid #0e7c86;padding-bottom:8px}.brand{font-size:26px;color:#0e7c86;font-weight:bold}
.doc{font-size:20px;font-weight:bold;text-align:right;letter-spacing:2px}.reg{font-size:11.5px;font-weight:normal;letter-spacing:0;margin-top:4px}.top{display:flex;justify-content:space-between;margin:12px 0}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}
.tot{width:42%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #1b2a33}.fx{margin-top:8px;color:#555}.foot{margin-top:24px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
