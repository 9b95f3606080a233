import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, e, items, nth, pairs, row, total, vatOn, yearFor } from './extra';

const ID = 'en-ecuador-cuenca-property-management-invoice';

const OWNERS: [string, string][] = [
  ['Margaret A. Hollis', 'Calle Larga 7-41 y Hermano Miguel, Dept. 3B'],
  ['Robert and Linda Kessler', 'Av. Ordóñez Lasso, Edificio Río Tomebamba, 8A'],
  ['Dennis P. Walsh', 'Calle Simón Bolívar 11-22, casa'],
  ['Catherine Moreau-Hart', 'Av. Solano 3-55, Edificio Solano Plaza, 5C'],
  ['James and Ana Whitfield', 'Sector Challuabamba, Urbanización Los Cedros, lote 14'],
];

/**
 * A Cuenca property management company's monthly invoice to foreign owners of flats and houses let in
 * Cuenca, Ecuador, in English at their request and in US dollars (Ecuador's currency), A4 (Nimbus
 * Sans): Ecuadorian "factura" furniture (RUC, establishment-point-sequence number 001-001-000000000, a
 * 49-digit access key, the owner's passport), the month managed, the management fee as a share of the
 * rent collected, cleaning visits, garden care, maintenance hours and materials, key holding; IVA at the
 * rate of the invoice's date (12% before 1 April 2024, 15% from then), added. Dates 2022, 2023, 2024
 * (April to December) and 2025; 2026 left out. Never on a Sunday.
 */
export const enEcuadorCuencaPropertyManagementInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const date = avoid(dayOf(rng, year, year === 2024 ? [4, 5, 6, 7, 8, 9, 10, 11, 12] : undefined, [2, 10]), [0]);
    const rate = date >= '2024-04-01' ? 15 : 12;
    const month = firstOfMonth(date, -1);
    const [owner, address] = rng.pick(OWNERS);
    const rent = rng.int(45, 140) * 1000;
    const share = rng.pick([8, 10, 12]);
    const lines: [string, string, number][] = [];
    lines.push([`Management fee, ${share}% of rent collected (US$ ${amount(rent)})`, '1', Math.round((rent * share) / 100)]);
    const cleans = rng.int(1, 6);
    lines.push(['Cleaning visits between tenancies / weekly', String(cleans), rng.int(25, 40) * 100]);
    if (rng.chance(0.6)) lines.push(['Garden and patio care, visits', String(rng.int(1, 4)), rng.int(18, 30) * 100]);
    if (rng.chance(0.7))
      lines.push([
        `Maintenance technician, hours (${rng.pick(['water heater', 'leaking tap', 'door lock', 'roof gutter', 'electrical socket'])})`,
        String(rng.int(1, 6)),
        rng.int(12, 20) * 100,
      ]);
    if (rng.chance(0.5)) lines.push(['Materials and spare parts (receipts attached)', '1', rng.int(800, 9500)]);
    lines.push(['Key holding and monthly inspection report', '1', rng.int(15, 25) * 100]);
    const sums = lines.map(([, q, p]) => Number(q) * p);
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Tomebamba Property Services S.A.S.';
    const ruc = `0190${rng.digits(6)}001`;
    const doc = `001-001-${String(rng.int(1200, 9800)).padStart(9, '0')}`;
    const key = `${dt(date, 'dd/mm/yyyy').replace(/\//g, '')}01${ruc}2001001${rng.digits(18)}`.slice(0, 49).padEnd(49, '7');
    const body = `<div class="head"><div><div class="brand">Tomebamba Property Services</div><div class="sm">${e(vendorName)} &middot; RUC ${ruc}<br>Calle Presidente Córdova 9-12, Cuenca, Azuay, Ecuador &middot; +593 7 28${rng.digits(5)}</div></div><div class="box"><b>INVOICE (FACTURA)</b><br>No. ${doc}<br><span class="sm">Authorisation / access key</span><br><span class="key">${key}</span></div></div>
<div class="top"><div>${pairs([
      ['Owner', e(owner)],
      ['Passport', `${rng.pick(['5', '6', 'C', 'X'])}${rng.digits(8)}`],
      ['Property', e(address)],
    ])}</div><div>${pairs([
      ['Issue date', dt(date, 'dd/mm/yyyy')],
      ['Month managed', enMonth(month)],
      ['Payment', 'Deducted from rent held'],
    ])}</div></div>
${items(
  ['Description', 'Qty', 'Unit price', 'Total'],
  lines.map(([d, q, p], i) => [e(d), q, amount(p), amount(sums[i])]),
)}
<div class="tot">${row(`Subtotal ${rate}%`, amount(net))}${row('Subtotal 0%', '0.00')}${row('Discount', '0.00')}${row(`IVA ${rate}%`, amount(vat))}${row('TOTAL US$', amount(gross), 'b big')}</div>
<div class="foot">Electronic document authorised by the Servicio de Rentas Internas. Rent collected for ${e(enMonth(month))}: US$ ${amount(rent)}${rent > gross ? `; remitted to the owner after this invoice: US$ ${amount(rent - gross)}` : '; the balance of this invoice is payable by transfer'}.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:11.5px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;gap:12px}.brand{font-size:21px;font-weight:bold;color:#7b2d26}
.box{border:1.5px solid #7b2d26;padding:6px 10px;font-size:11px;max-width:74mm}.key{font-family:'Nimbus Mono PS','DejaVu Sans Mono';font-size:8.5px;word-break:break-all}
.top{display:flex;justify-content:space-between;margin:14px 0 6px;border-top:1px solid #aaa;padding-top:8px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}
.tot{width:40%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}.foot{margin-top:20px;font-size:10px;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
