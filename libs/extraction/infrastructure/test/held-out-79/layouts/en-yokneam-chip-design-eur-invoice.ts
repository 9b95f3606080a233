import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, next, plus, total } from './extra';

const ID = 'en-yokneam-chip-design-eur-invoice';

const CLIENTS: [string, string, string][] = [
  ['Rheinsilizium GmbH', 'Dresden, Germany', 'DE'],
  ['Kempen Microsystems B.V.', 'Eindhoven, the Netherlands', 'NL'],
  ['Lumière Semiconducteurs SAS', 'Grenoble, France', 'FR'],
  ['Alpen Sensorik GmbH', 'Villach, Austria', 'AT'],
];
/** Work items: description, unit, rate in euro cents, quantity range. */
const WORK: [string, string, number, [number, number]][] = [
  ['RTL design and integration', 'hours', 13500, [40, 260]],
  ['Functional verification (UVM)', 'hours', 12500, [60, 320]],
  ['Physical design – place and route', 'hours', 14500, [30, 180]],
  ['Static timing analysis sign-off', 'hours', 15000, [16, 90]],
  ['DFT insertion and ATPG patterns', 'hours', 13000, [20, 120]],
  ['Tape-out milestone payment', 'milestone', 1850000, [1, 1]],
];

/**
 * An Israeli chip design services company in Yokneam, A4 (Liberation Sans): the company's name with "Reg. No." hyphenated
 * under a thin blue rule, "TAX INVOICE" and "ESD-yyyy-nnnn" with the date (d Month yyyy) and terms (end of month + 30, the
 * due date), the European client with its EU VAT number, the project and purchase order, hours or a milestone at rates in
 * euros, "Total before VAT", "VAT 0% – export of services (Israeli VAT Law, s. 30(a)(5))", "TOTAL (EUR)", a euro bank
 * account. Sunday to Thursday.
 */
export const enYokneamChipDesignEurInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const [client, city, cc] = rng.pick(CLIENTS);
    const lines = rng.some(WORK, rng.int(2, 4)).map(([d, unit, r, q]) => {
      const qty = rng.int(...q);
      return { d, unit, qty, r, sum: qty * r };
    });
    const net = total(lines.map((l) => l.sum));
    const vendorName = 'Emek Silicon Design Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `ESD-${date.slice(0, 4)}-${rng.int(1000, 1999)}`;
    const due = plus(lastOfMonth(date), 30);
    const body = `<div class="hd"><div class="brand">EMEK SILICON DESIGN</div><div>${vendorName} · Reg. No. ${hyphenId(taxId)}</div><div class="sm">1 HaTnufa St., Yokneam Illit 2069201, Israel · billing@emeksilicon.co.il</div></div>
<div class="two"><div><div class="lbl">Bill to</div><div class="b">${e(client)}</div><div>${city}</div><div>VAT No. ${cc}${rng.digits(cc === 'NL' ? 9 : cc === 'FR' ? 11 : 9)}${cc === 'NL' ? `B0${rng.int(1, 9)}` : ''}</div></div>
<div class="meta"><div class="title">TAX INVOICE</div><table class="pairs"><tr><th>Invoice</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'd Month yyyy')}</td></tr><tr><th>Terms</th><td>EOM + 30 (due ${dt(due, 'd Month yyyy')})</td></tr><tr><th>PO</th><td>${cc}-PO-${rng.digits(6)}</td></tr><tr><th>Project</th><td>${rng.pick(['Sensor hub ASIC', 'Low-power BLE SoC', 'Radar front-end controller', 'Motor driver IC'])}</td></tr></table></div></div>
<table class="items"><thead><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Rate (EUR)</th><th>Amount (EUR)</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${l.d}</td><td>${l.qty}</td><td>${l.unit}</td><td>${amount(l.r)}</td><td>${amount(l.sum)}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr><td>Total before VAT</td><td>${amount(net)}</td></tr><tr><td>VAT 0% – export of services (Israeli VAT Law, s. 30(a)(5))</td><td>0.00</td></tr><tr class="g"><td>TOTAL (EUR)</td><td>€${amount(net)}</td></tr></table>
<div class="sm bank">Please remit in EUR to Bank Leumi le-Israel, SWIFT LUMIILIT, IBAN IL${rng.digits(2)} 0108 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}. Quote the invoice number.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','DejaVu Sans';font-size:12.5px;padding:15mm 16mm}.hd{border-bottom:2px solid #1f5fbf;padding-bottom:6px}.brand{font-size:22px;font-weight:bold;color:#1f5fbf;letter-spacing:1px}
.two{display:flex;justify-content:space-between;margin:14px 0}.lbl{font-size:11px;color:#666;text-transform:uppercase}.title{font-size:20px;font-weight:bold;letter-spacing:2px;margin-bottom:4px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tt{width:62%;margin:10px 0 14px auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #1f5fbf}.bank{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'EUR', total: truthAmount(net), tax: truthAmount(0) },
    };
  },
};
