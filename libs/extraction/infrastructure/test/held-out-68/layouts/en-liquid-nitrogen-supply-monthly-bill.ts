import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-liquid-nitrogen-supply-monthly-bill';

/** Customers: name, site. */
const CUSTOMERS: [string, string][] = [
  ['NovaCell Biologics Ltd.', 'Science Park, Rehovot'],
  ['Ofek Semiconductor Test Ltd.', 'Industrial Zone, Migdal HaEmek'],
  ['Tavor Frozen Pastry Ltd.', 'Industrial Zone, Kiryat Gat'],
  ['Helix Fertility Laboratories Ltd.', 'Hamada St., Herzliya'],
  ['Karmel Cryobank Ltd.', 'Matam, Haifa'],
];

/**
 * An Israeli industrial gas supplier's English monthly bill for bulk liquid nitrogen, A4 (Liberation
 * Sans, Nimbus Sans Narrow tables): the month before as the service period (bills issued on the first
 * working days of February to December, so period and bill fall in one year), deliveries by note,
 * date and litres at a price per litre, tank rental, telemetry, a hazardous-goods surcharge per drop
 * and dewar rental, VAT added, due date, account number failing the check and the customer's company
 * number as distractors.
 */
export const enLiquidNitrogenSupplyMonthlyBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'utility bill',
  make(rng) {
    const { date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d0, [5, 6]);
    const rate = israeliRate(date);
    const start = firstOfMonth(date, -1);
    const end = lastOfMonth(start);
    const [customer, site] = rng.pick(CUSTOMERS);
    const price = rng.int(148, 196);
    const drops = rng.int(2, 5);
    const rows: [string, string, string, string, number][] = [];
    const period = `${dt(start, 'd Mon yyyy')} - ${dt(end, 'd Mon yyyy')}`;
    const days = rng.some([3, 6, 8, 11, 13, 15, 18, 20, 22, 25, 27], drops).sort((a, b) => a - b);
    for (const d of days) {
      const litres = rng.int(9, 28) * 100;
      rows.push([
        `LIN delivery, note ${rng.int(610000, 689999)}`,
        dt(plus(start, d - 1), 'd Mon yyyy'),
        `${String(litres).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} L`,
        amount(price),
        litres * price,
      ]);
    }
    const tank = rng.pick([
      ['VCC-3000 bulk tank rental', 145000],
      ['VCC-6000 bulk tank rental', 198000],
    ] as [string, number][]);
    rows.push([tank[0], period, '1 month', amount(tank[1]), tank[1]]);
    rows.push(['Telemetry level monitoring', period, '1 month', amount(18500), 18500]);
    rows.push(['Hazardous goods delivery surcharge', '', `${drops} drops`, amount(9500), drops * 9500]);
    if (rng.chance(0.5)) {
      const dewars = rng.int(1, 4);
      rows.push(['Dewar 180 L rental', period, `${dewars} units`, amount(22000), dewars * 22000]);
    }
    const net = total(rows.map((r) => r[4]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Kor-Tech Cryogenic Supply Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `NB${date.slice(2, 4)}${String(rng.int(1000, 9999))}`;
    const due = lastOfMonth(date);
    const body = `<div class="head"><div><div class="brand">KOR-TECH</div><div class="sm">cryogenic and industrial gases</div></div><div class="addr">${vendorName}<br>12 HaTa'asiya St., Caesarea Industrial Park<br>Company No. ${taxId}<br>Tel. +972-4-${rng.int(610, 639)}-${rng.digits(4)}</div></div>
<h1>Tax Invoice ${doc}</h1>
<div class="cols"><div>${pairs([
      ['Bill to', `<b>${e(customer)}</b>`],
      ['Site', e(site)],
      ['Company No.', taxIdOfCustomer(rng)],
      ['Account', notAnId(rng)],
    ])}</div>
${boxes(
  [
    ['Invoice date', dt(date, 'd Mon yyyy')],
    ['Service period', enMonth(start)],
    ['Amount due', `ILS ${amount(gross)}`],
    ['Due date', dt(due, 'd Mon yyyy')],
  ],
  'boxes kpis',
)}</div>
${items(
  ['Description', 'Date / period', 'Quantity', 'Unit price', 'Amount (ILS)'],
  rows.map(([d, p, q, u, a]) => [d, p, q, u, amount(a)]),
)}
<div class="sum">${row('Net amount', amount(net))}${row(`VAT ${rate}%`, amount(vat))}${row('Total (ILS)', amount(gross), 'b big')}</div>
<div class="foot">Tank level readings are sent by telemetry every 4 hours; deliveries are scheduled at 25% of capacity. Payment by bank transfer within the due date; please quote invoice and account numbers. Prices per litre are for liquid delivered at the tank.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','DejaVu Sans';font-size:12px;padding:13mm 15mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #1d5d9b;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#1d5d9b;letter-spacing:1px}.addr{text-align:right;line-height:1.4}
h1{font-size:18px;margin:12px 0 6px}.cols{display:flex;justify-content:space-between;gap:18px}.kpis{flex-wrap:wrap;max-width:52%}.kpis .box{min-width:40%}
.items{font-family:'Nimbus Sans Narrow','Liberation Sans'}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.sum{width:40%;margin:8px 0 10px auto}.big{font-size:1.15em}.foot{margin-top:16px;color:#555;font-size:0.9em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
