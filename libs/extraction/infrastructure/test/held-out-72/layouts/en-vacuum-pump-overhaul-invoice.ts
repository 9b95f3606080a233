import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, next, pairs, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-vacuum-pump-overhaul-invoice';

const CUSTOMERS: [string, string][] = [
  ['Migdal Wafer Labs Ltd.', 'Hi-Tech Park, Migdal HaEmek'],
  ['Tziporit Coatings Ltd.', 'Tziporit Industrial Park'],
  ['Kinor Photonics Ltd.', 'HaYotzrim St., Afula Illit'],
  ['Yishai Thin Film Research Ltd.', 'Industrial Zone, Ramat Yishai'],
];
/** Pumps: model and kind. */
const PUMPS: [string, string][] = [
  ['DRV-160', 'dry screw pump'],
  ['RV-65', 'rotary vane pump'],
  ['TMP-700', 'turbomolecular pump'],
  ['RT-250', 'Roots blower'],
  ['SC-15D', 'scroll pump'],
];

/**
 * A vacuum pump overhaul workshop in Migdal HaEmek invoicing fabs and coating labs in English and shekels, A4
 * (Liberation Sans): company number hyphenated, "Tax Invoice No." with six digits, d Mon yyyy, the customer's purchase
 * order and company number, pumps by model and serial number, overhaul kits, bearings, labour hours, a helium leak test
 * or on-site removal on some, courier, VAT added at the rate of the date, net 60.
 */
export const enVacuumPumpOverhaulInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const [customer, address] = rng.pick(CUSTOMERS);
    const pumps = rng.some(PUMPS, rng.int(1, 3));
    const lines: [string, number, number][] = [];
    for (const [model, kind] of pumps) {
      const serial = `${model.split('-')[0]}${rng.digits(6)}`;
      lines.push([`Overhaul of ${kind} ${model}, S/N ${serial}`, 1, Math.round(rng.int(2600, 5400) * up) * 100]);
      lines.push([`Overhaul kit for ${model} (seals, gaskets, filters)`, 1, Math.round(rng.int(900, 2400) * up) * 100]);
      if (rng.chance(0.5)) lines.push([`Bearing set for ${model}`, rng.int(1, 2), Math.round(rng.int(650, 1800) * up) * 100]);
    }
    const hours = rng.int(3, 14);
    lines.push(['Technician labour, workshop hours', hours, Math.round(380 * up) * 100]);
    if (rng.chance(0.45)) lines.push(['Helium leak test with report', pumps.length, Math.round(rng.int(450, 650) * up) * 100]);
    if (rng.chance(0.35)) lines.push(['On-site removal and reinstallation', 1, Math.round(rng.int(1200, 2200) * up) * 100]);
    lines.push(['Courier, collection and delivery', 1, Math.round(rng.int(180, 320) * up) * 100]);
    const net = total(lines.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Emek Vacuum Technologies Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(102000, 109999));
    const body = `<div class="head"><div class="brand">EMEK VACUUM<span>TECHNOLOGIES</span></div><div class="sm right">${e(vendorName)}<br>Company No. ${hyphenId(taxId)}<br>7 HaMelacha St., Migdal HaEmek 2310502, Israel<br>Tel 04-65${rng.digits(5)} · service@emekvac.co.il</div></div>
<h1>Tax Invoice No. ${doc}</h1>
<div class="top"><div>${pairs([
      ['Customer', e(customer)],
      ['Address', e(address)],
      ['Company No.', taxIdOfCustomer(rng)],
    ])}</div><div>${pairs([
      ['Date', dt(date, 'd Mon yyyy')],
      ['Your PO', `PO-${rng.int(4500000, 4599999)}`],
      ['Received in workshop', dt(addDays(date, -rng.int(8, 25)), 'd Mon yyyy')],
      ['Payment terms', 'Net 60 (שוטף + 60)'],
    ])}</div></div>
${items(
  ['#', 'Description', 'Qty', 'Unit price (ILS)', 'Total (ILS)'],
  lines.map(([d, q, u], i) => [String(i + 1), e(d), String(q), amount(u), amount(q * u)]),
)}
<div class="tot">${row('Total before VAT', `ILS ${amount(net)}`)}${row(`VAT ${rate}%`, `ILS ${amount(vat)}`)}${row('Total to pay', `ILS ${amount(gross)}`, 'b big')}</div>
<div class="foot">Warranty: 6 months on overhauled pumps from the date of delivery. Bank Leumi, branch ${rng.int(900, 960)}, account ${rng.digits(6)}/${rng.digits(2)}. Original tax invoice, produced by computer.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','Nimbus Sans';font-size:12px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:24px;font-weight:bold;color:#234;letter-spacing:1px}.brand span{display:block;font-size:12px;letter-spacing:6px;color:#678}
.right{text-align:right}h1{font-size:18px;margin:14px 0 8px;background:#234;color:#fff;padding:5px 8px}.top{display:flex;justify-content:space-between}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.items td:first-child{width:6mm}
.tot{width:42%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #234}.foot{margin-top:22px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
