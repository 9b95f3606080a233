import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-desalination-consultancy-invoice';

const CLIENTS = ['Tamar Textile Dyeing Ltd.', 'Oranim Beverage Industries Ltd.', 'BioPure Pharma Israel Ltd.', 'Kinetic Semiconductors Israel Ltd.', 'Galil Springs Bottling Ltd.'];
/** Services: description, unit, lowest and highest rate in agorot (2022). */
const SERVICES: [string, string, number, number][] = [
  ['Membrane autopsy of lead RO element incl. laboratory analysis', 'element', 980000, 1450000],
  ['Plant performance audit, senior process engineer', 'day', 520000, 680000],
  ['Normalisation and trend analysis of operating data', 'hour', 52000, 68000],
  ['Antiscalant and CIP programme review', 'report', 380000, 520000],
  ['SDI and feed water sampling with chain of custody', 'sample', 42000, 61000],
  ['Pilot skid rental (brackish water RO, 2 m³/h)', 'week', 640000, 820000],
];

/**
 * An Israeli desalination process consultancy's English tax invoice in shekels from Hadera, A4 (Nimbus Sans): company
 * number hyphenated, "TAX INVOICE" "No. DPC-yy-nnn", "d Mon yyyy", an Israeli industrial client (with its company number)
 * and plant, membrane autopsy, engineer days, data normalisation by the hour, sampling or pilot skid rental, travel by
 * the kilometre, VAT added at the rate of the date, net 30. Dated Sunday to Thursday.
 */
export const enDesalinationConsultancyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(SERVICES, rng.int(2, 4)).map(([d, unit, lo, hi]) => {
      const price = Math.round((rng.int(lo, hi) * up) / 1000) * 1000;
      const qty = unit === 'hour' ? rng.pick([6, 8, 10, 12.5, 16]) : unit === 'sample' ? rng.int(4, 12) : unit === 'day' ? rng.pick([1, 1.5, 2, 3]) : rng.int(1, 2);
      return { d, unit, qty, price, sum: mul(qty, price) };
    });
    const km = rng.int(60, 420);
    const perKm = Math.round(280 * up);
    lines.push({ d: 'Site visit travel', unit: 'km', qty: km, price: perKm, sum: km * perKm });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Permeate Process Consulting Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `DPC-${date.slice(2, 4)}-${String(rng.int(7, 240)).padStart(3, '0')}`;
    const client = rng.pick(CLIENTS);
    const clientId = taxIdOfCustomer(rng);
    const due = plus(date, 30);
    const body = `<div class="head"><div><div class="brand">PERMEATE</div><div class="tag">Desalination &amp; water reuse process consulting</div></div><div class="addr"><b>${e(vendorName)}</b><br>Company No. ${hyphenId(taxId)}<br>12 HaTaasiya St., Hadera 3850000, Israel<br>+972-4-62${rng.digits(5)} · office@permeate.co.il</div></div>
<div class="title">TAX INVOICE</div>
<div class="two"><div class="client"><b>Bill to</b><br>${e(client)}<br>Company No. ${clientId}<br>Plant: ${rng.pick(['boiler feed RO', 'process water RO', 'ZLD brine concentrator', 'cooling tower make-up'])}</div><div>${row('Invoice No.', doc)}${row('Date', dt(date, 'd Mon yyyy'))}${row('Due', dt(due, 'd Mon yyyy'))}${row('PO', `PO-${rng.digits(6)}`)}</div></div>
<table class="t"><thead><tr><th>Service</th><th>Qty</th><th>Unit</th><th>Rate (ILS)</th><th>Amount (ILS)</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.d}</td><td>${l.qty}</td><td>${l.unit}</td><td>${amount(l.price)}</td><td>${amount(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<div class="tot">${row('Subtotal', `ILS ${amount(net)}`)}${row(`VAT ${rate}%`, `ILS ${amount(vat)}`)}${row('Total due', `ILS ${amount(gross)}`, 'b big')}</div>
<div class="pay">Payment terms: net 30 days. Bank Hapoalim, branch ${rng.int(500, 780)}, account ${rng.digits(6)}. Please quote the invoice number on your transfer.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:12px;padding:15mm 16mm;color:#102a43}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #1565c0;padding-bottom:8px}.brand{font-size:30px;font-weight:bold;letter-spacing:5px;color:#1565c0}.tag{font-size:11px;color:#455a64}.addr{text-align:right;line-height:1.5}
.title{font-size:20px;font-weight:bold;margin:14px 0 8px;letter-spacing:2px}.two{display:flex;justify-content:space-between;gap:30px}.two>div:last-child{width:40%}.client{line-height:1.5}
.t{width:100%;margin-top:12px}.t th{background:#e3f2fd;text-align:left;padding:5px}.t td{border-bottom:1px solid #cfd8dc;padding:5px}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{width:40%;margin:10px 0 0 auto}.big{font-size:1.2em;border-top:2px solid #000}.pay{margin-top:22px;font-size:11px;color:#37474f}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
