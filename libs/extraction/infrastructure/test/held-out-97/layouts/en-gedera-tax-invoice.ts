import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-gedera-tax-invoice';

/** Item, code, agorot before VAT in 2022, quantity range. */
const GOODS: [string, string, number, [number, number]][] = [
  ['Climate controller, 8 zones', 'CC-800', 1290000, [1, 2]],
  ['Humidity probe', 'TH-21', 64000, [2, 12]],
  ['CO2 probe, aspirated', 'CO-12', 189000, [1, 4]],
  ['Mist unit 70 bar', 'FP-70', 845000, [1, 1]],
  ['Louvre actuator with limit stops', 'VM-4', 212000, [2, 8]],
  ['Mast with anemometer', 'WS-3', 460000, [1, 1]],
  ['Controller installation and wiring', 'SRV-I', 42000, [4, 16]],
  ['Commissioning and staff briefing', 'SRV-C', 120000, [1, 1]],
];
const CUSTOMERS = ['Tzofar Growers Ltd.', 'Yated Blooms Ltd.', 'Ohad Saplings Ltd.', 'Shlomit Roses Ltd.'];

/**
 * An Israeli maker of climate controls for growers, an English tax invoice in shekels, A4 (Nimbus Sans, Nimbus Mono PS
 * for codes and figures): a narrow left column with "GEDERA CLIMATE CONTROLS" stacked, the company, "Company No."
 * hyphenated, the Gedera address and phone; the main column "Tax Invoice" with "Invoice no. GCC-yyyy-nnnnn", "Issued"
 * Month d, yyyy, "Delivery note", the customer (with its company number) and its site; code, item, quantity, unit price
 * and line total; "Subtotal", "VAT n%" added, "Amount due" "ILS …"; payment terms current + 30; Sunday to Thursday.
 */
export const enGederaTaxInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const chosen = rng.some(GOODS, rng.int(3, 6)).sort((a, b) => GOODS.indexOf(a) - GOODS.indexOf(b));
    const lines = chosen.map(([d, code, p, [lo, hi]]) => {
      const q = rng.int(lo, hi);
      const price = Math.round((p * rise) / 100) * 100;
      return { d, code, q, price, sum: q * price };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Gedera Climate Controls Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `GCC-${date.slice(0, 4)}-${rng.int(10000, 99999)}`;
    const side = `<div class="side"><div class="logo">GEDERA<br>CLIMATE<br>CONTROLS</div><p>${vendorName}</p><p>Company No.<br>${hyphenId(taxId)}</p><p>${rng.int(2, 30)} HaTaasia St.<br>Gedera, Israel</p><p>Tel. 08-85${rng.digits(5)}</p><p>Bank Hapoalim 12<br>Branch ${rng.int(500, 799)}<br>Acct. ${rng.digits(6)}</p></div>`;
    const main = `<div class="main"><h1>Tax Invoice</h1><table class="meta"><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Issued</th><td>${dt(date, 'Month d, yyyy')}</td></tr><tr><th>Delivery note</th><td>DN-${rng.digits(6)}</td></tr><tr><th>Customer account</th><td>${notAnId(rng)}</td></tr></table>
<div class="cust"><b>Customer</b><br>${rng.pick(CUSTOMERS)} (Co. No. ${taxIdOfCustomer(rng)})<br>Site: ${rng.pick(['Tzofar', 'Yated', 'Ohad', 'Shlomit'])}, block ${rng.int(1, 9)}<br>Installed ${dt(plus(date, -rng.int(3, 15)), 'dd/mm/yyyy')}</div>
<table class="li"><thead><tr><th>Code</th><th>Item</th><th>Qty</th><th>Unit price</th><th>Line total</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td class="m">${l.code}</td><td>${l.d}</td><td class="m r">${l.q}</td><td class="m r">${amount(l.price)}</td><td class="m r">${amount(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><th>Subtotal</th><td class="m">${amount(net)}</td></tr><tr><th>VAT ${rate}%</th><td class="m">${amount(vat)}</td></tr><tr class="g"><th>Amount due</th><td class="m">ILS ${amount(gross)}</td></tr></table>
<p class="terms">Terms: current month + 30 days. Title passes on payment. Warranty 24 months on controllers.</p></div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:11.5px;margin:0;display:flex;min-height:297mm}.side{width:48mm;background:#1f3b2d;color:#fff;padding:14mm 6mm;box-sizing:border-box}.logo{font-size:19px;font-weight:bold;line-height:1.15;margin-bottom:14px}.side p{font-size:10.5px}
.main{flex:1;padding:14mm 12mm}h1{font-size:26px;margin:0 0 10px}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 14px 2px 0}.cust{margin:16px 0;line-height:1.5}
.li{width:100%;border-collapse:collapse}.li th{text-align:left;border-bottom:2px solid #1f3b2d;padding:4px}.li th:nth-child(n+3){text-align:right}.li td{padding:5px 4px;border-bottom:1px solid #ddd}.m{font-family:'Nimbus Mono PS'}.r{text-align:right}
.tot{margin:12px 0 0 auto}.tot th{text-align:left;font-weight:normal;padding:3px 18px 3px 0}.tot td{text-align:right}.tot .g th,.tot .g td{font-weight:bold;font-size:14px;border-top:2px solid #1f3b2d;padding-top:5px}.terms{margin-top:24px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body: side + main }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
