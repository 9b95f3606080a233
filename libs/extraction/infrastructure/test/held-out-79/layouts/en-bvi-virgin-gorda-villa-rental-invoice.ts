import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, e, next, plus, total, vatOn } from './extra';

const ID = 'en-bvi-virgin-gorda-villa-rental-invoice';

const VILLAS: [string, number][] = [
  ['Frangipani Cottage (2 bedrooms)', 42500],
  ['Sea Grape House (3 bedrooms)', 61000],
  ['Pelican Point Villa (4 bedrooms)', 89500],
];
const GUESTS = ['Mr & Mrs D. Feldman', 'The Okafor family', 'Ms Hannah Lindqvist', 'Mr Ronen Alfasi and party', 'Dr & Mrs P. Whitcombe'];

/**
 * A villa rental company on Virgin Gorda, British Virgin Islands, A4 (Liberation Serif): "SAVANNAH BAY VILLAS" in small
 * capitals with the company's name, BVI company number and trade licence, "INVOICE" with "No. SBV-nnnn" and the invoice
 * date (Month d, yyyy) at the right, guest and villa at the left, the stay (arrival, departure, nights), nights at the
 * villa's rate and a departure cleaning fee, the Hotel Accommodation Tax of 10% on both, and untaxed extras (a ferry
 * transfer from Beef Island, a grocery stocking service with its 15% handling), "TOTAL DUE (USD)", the deposit and the
 * balance settled; dated the day of departure.
 */
export const enBviVirginGordaVillaRentalInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: arrival } = next(ID, rng, undefined, [1, 24]);
    const nights = rng.int(3, 7);
    const date = plus(arrival, nights);
    const [villa, base] = rng.pick(VILLAS);
    const nightly = Math.round((base * (1 + (Number(arrival.slice(0, 4)) - 2022) * 0.05)) / 500) * 500;
    const rooms = nights * nightly;
    const cleaning = 22500;
    const taxable = rooms + cleaning;
    const hat = vatOn(taxable, 10);
    const extras: [string, number][] = [];
    if (rng.chance(0.6)) extras.push(['Ferry transfer, Beef Island – Spanish Town (return)', rng.int(2, 6) * 6000]);
    if (rng.chance(0.5)) {
      const groceries = rng.int(18000, 52000);
      extras.push([`Pre-arrival grocery stocking (receipts $${amount(groceries)} + 15% handling)`, groceries + Math.round((groceries * 15) / 100)]);
    }
    const gross = taxable + hat + total(extras.map((x) => x[1]));
    const deposit = Math.round(gross * 0.3);
    const vendorName = 'Savannah Bay Villas Ltd.';
    const doc = `SBV-${rng.int(1200, 4999)}`;
    const body = `<div class="hd"><div><div class="brand">SAVANNAH BAY VILLAS</div><div>${vendorName}</div><div class="sm">Savannah Bay, Virgin Gorda, British Virgin Islands VG1150</div><div class="sm">BVI Company No. ${rng.int(1900000, 2099999)} · Trade Licence ${rng.digits(5)}</div></div>
<div class="right"><div class="inv">INVOICE</div><table class="pairs"><tr><th>No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'Month d, yyyy')}</td></tr><tr><th>Booking</th><td>WEB-${rng.digits(6)}</td></tr></table></div></div>
<div class="bill"><div><div class="lbl">Guest</div><div class="b">${e(rng.pick(GUESTS))}</div></div><div><div class="lbl">Villa</div><div class="b">${villa}</div></div><div><div class="lbl">Stay</div><div>${dt(arrival, 'd Mon yyyy')} – ${dt(date, 'd Mon yyyy')} (${nights} nights)</div></div></div>
<table class="items"><thead><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr></thead><tbody>
<tr><td>Villa accommodation</td><td>${nights}</td><td>${amount(nightly)}</td><td>${amount(rooms)}</td></tr>
<tr><td>Departure cleaning</td><td>1</td><td>${amount(cleaning)}</td><td>${amount(cleaning)}</td></tr>
<tr><td>Hotel Accommodation Tax 10% (on accommodation and cleaning)</td><td></td><td></td><td>${amount(hat)}</td></tr>
${extras.map(([d, a]) => `<tr><td>${e(d)}</td><td>1</td><td>${amount(a)}</td><td>${amount(a)}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr class="g"><td>TOTAL DUE (USD)</td><td>$${amount(gross)}</td></tr><tr><td>Less deposit received</td><td>(${amount(deposit)})</td></tr><tr><td>Balance charged to card on departure</td><td>${amount(gross - deposit)}</td></tr><tr><td>Balance outstanding</td><td>0.00</td></tr></table>
<div class="sm note">Extras are not subject to Hotel Accommodation Tax. Thank you for staying with us – safe travels!</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','DejaVu Serif';font-size:13.5px;padding:16mm 17mm;color:#1b2a3a}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #1b6f8a;padding-bottom:8px}.brand{font-variant:small-caps;font-size:24px;letter-spacing:2px;color:#1b6f8a;font-weight:bold}.right{text-align:right}.inv{font-size:26px;letter-spacing:4px}
.bill{display:flex;justify-content:space-between;gap:16px;margin:14px 0}.lbl{font-size:11px;color:#666;text-transform:uppercase}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tt{width:50%;margin:10px 0 14px auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #1b2a3a;border-bottom:1px solid #1b2a3a}.note{margin-top:12px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(hat) },
    };
  },
};
