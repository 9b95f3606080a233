import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, e, items, nth, pairs, plus, row, total, yearFor } from './extra';

const ID = 'en-zimbabwe-harare-tennis-court-surfacing-invoice';

const CLIENTS: [string, string, number][] = [
  ['Borrowdale Racquet Club', 'Borrowdale, Harare', 0],
  ['Highlands Park Country Club', 'Highlands, Harare', 0],
  ['Msasa Ridge College Trust', 'Msasa, Harare', 0],
  ['Hillside Sports Club Bulawayo', 'Hillside, Bulawayo', 440],
  ['Mutare Golf & Tennis Club', 'Murambi, Mutare', 265],
];

/** Zimbabwe's standard VAT in tenths of a percent on a date of the years this layout uses. */
const rateOf = (date: string) => (date < '2023-01-01' ? 145 : date < '2026-01-01' ? 150 : 155);
const pct = (r: number) => `${Math.floor(r / 10)}${r % 10 ? `.${r % 10}` : ''}%`;

/**
 * A Harare sports court surfacing contractor's tax invoice to clubs and a school trust in Zimbabwe,
 * in US dollars, A4 (Z003 for the name, Liberation Sans): courts resurfaced with acrylic layers by the
 * square metre, crack repair by the metre, line marking per court, net posts, cleaning, mobilisation
 * by the kilometre outside Harare; VAT at the rate of the invoice's date (14.5% in 2022, 15% in 2023
 * and 2025, 15.5% in 2026; 2024 left out), added; BP and VAT numbers, fiscal device and verification
 * code, order number. Never on a Sunday.
 */
export const enZimbabweHarareTennisCourtSurfacingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n), undefined, [2, 27]), [0]);
    const r = rateOf(date);
    const [client, site, km] = rng.pick(CLIENTS);
    const courts = rng.int(1, 4);
    const area = courts * rng.int(640, 680);
    const lines: [string, string, number][] = [];
    lines.push([
      `Acrylic resurfacing, ${rng.pick(['3', '4'])} coats incl. cushion layer, ${courts} court${courts > 1 ? 's' : ''} (m\u00b2)`,
      String(area),
      rng.int(9, 14) * 100 + rng.pick([0, 25, 50, 75]),
    ]);
    lines.push(['Crack repair with acrylic filler and mesh (m)', String(rng.int(20, 160)), rng.int(6, 11) * 100]);
    lines.push(['Line marking to ITF dimensions, per court', String(courts), rng.int(180, 260) * 100]);
    if (rng.chance(0.5)) lines.push(['Galvanised net posts with winder, per pair', String(rng.int(1, courts)), rng.int(320, 480) * 100]);
    lines.push(['High-pressure cleaning and moss treatment (m\u00b2)', String(area), rng.pick([60, 75, 85, 90])]);
    if (km) lines.push([`Mobilisation of crew and plant from Harare (${km} km x 2)`, String(km * 2), rng.int(120, 160)]);
    const sums = lines.map(([, q, p]) => Number(q) * p);
    const net = total(sums);
    const vat = Math.round((net * r) / 1000);
    const gross = net + vat;
    const vendorName = 'Courtline Sports Surfaces (Private) Limited';
    const doc = `INV${String(rng.int(2100, 6900)).padStart(6, '0')}`;
    const body = `<div class="head"><div class="brand">COURTLINE</div><div class="sm"><b>${e(vendorName)}</b><br>14 Kenmark Crescent, Msasa, Harare, Zimbabwe<br>+263 242 ${rng.digits(6)} &middot; accounts@courtline.co.zw</div><div class="ids">${pairs(
      [
        ['BP No.', rng.digits(10)],
        ['VAT No.', `22${rng.digits(6)}`],
      ],
    )}</div></div>
<h1>FISCAL TAX INVOICE</h1>
<div class="top"><div><b>To:</b> ${e(client)}<br>${e(site)}<br>Client VAT No.: ${rng.chance(0.5) ? `22${rng.digits(6)}` : 'n/a'}</div><div>${pairs([
      ['Invoice No.', doc],
      ['Date', dt(date, 'dd/mm/yyyy')],
      ['Order No.', `LPO ${rng.digits(5)}`],
      ['Work completed', dt(plus(date, -rng.int(1, 9)), 'dd/mm/yyyy')],
      ['Currency', 'USD'],
    ])}</div></div>
${items(
  ['Description', 'Qty', 'Rate', 'Amount'],
  lines.map(([d, q, p], i) => [e(d), q, amount(p), amount(sums[i])]),
)}
<div class="tot">${row('Total excl. VAT', amount(net))}${row(`VAT @ ${pct(r)}`, amount(vat))}${row('Total incl. VAT (USD)', amount(gross), 'b big')}</div>
<div class="fisc">Fiscal device ${rng.digits(5)} &middot; Fiscal day ${rng.int(100, 900)} &middot; Receipt counter ${rng.int(10, 400)} &middot; Verification code ${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}</div>
<div class="foot">Payment within 30 days in US dollars by RTGS/FCA transfer. The surface may be played on 7 days after the final coat.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','Nimbus Sans';font-size:11.5px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #1b6b3a;padding-bottom:8px}
.brand{font-family:'Z003','URW Bookman';font-size:34px;color:#1b6b3a}h1{font-size:18px;letter-spacing:1px;margin:14px 0 8px}.top{display:flex;justify-content:space-between;margin-bottom:6px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:44%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}
.fisc{margin-top:16px;font-family:'Liberation Mono','DejaVu Sans Mono';font-size:9.5px;border:1px dashed #555;padding:4px}.foot{margin-top:12px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
