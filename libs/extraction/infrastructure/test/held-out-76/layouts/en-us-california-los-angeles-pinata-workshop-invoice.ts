import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, next, plus, total } from './extra';

const ID = 'en-us-california-los-angeles-pinata-workshop-invoice';

/** The City of Los Angeles' combined sales tax in hundredths of a percent: 9.50%, 9.75% from 1 April 2025 (Measure A). */
const rateOf = (date: string) => (date >= '2025-04-01' ? 975 : 950);

const CUSTOMERS: [string, string][] = [
  ['Fiesta Linda Event Design', 'Highland Park, Los Angeles, CA 90042'],
  ['Sunset Grip & Props Inc.', 'N. Cahuenga Blvd, Los Angeles, CA 90038'],
  ['Dolores Huerta Elementary PTA', 'Lincoln Heights, Los Angeles, CA 90031'],
  ['Mariana Ocampo', 'Eagle Rock, Los Angeles, CA 90041'],
  ['Casa Tlaquepaque Restaurant', 'E. 1st St, Los Angeles, CA 90033'],
];
/** Products: name, lowest and highest price in cents. */
const PRODUCTS: [string, number, number][] = [
  ['Custom character piñata, large (to customer design)', 8500, 24000],
  ['Number piñata with pull strings', 4500, 7500],
  ['Giant donkey piñata, 5 ft', 18000, 32000],
  ['Traditional 7-point star piñata', 5500, 9500],
  ['Breakaway prop piñata for film, rig-ready', 26000, 48000],
  ['Mini piñatas, set of 12', 6000, 11000],
  ['Piñata stick, hand-painted', 1800, 3500],
];

/**
 * A piñata workshop's invoice in Boyle Heights, Los Angeles, A4 (P052): a hand-lettered look with a zig-zag band of
 * colours, the seller's permit number, "INVOICE" "BHP-yy-nnnn", "Month d, yyyy", order and pick-up dates, event planners,
 * a film props company, a school PTA, a family and a restaurant, piñatas made to order, a rush fee on some, "$" amounts,
 * sales tax for the City of Los Angeles (9.50%, 9.75% from 1 April 2025) on the subtotal, then a deposit and the
 * balance due after the total. Collected at the workshop (nothing delivered); never a Sunday.
 */
export const enUsCaliforniaLosAngelesPinataWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    let date = avoid(raw, [0]);
    // Keep clear of the day the rate changed, so that no receipt's rate depends on a boundary.
    if (date >= '2025-03-28' && date <= '2025-04-03') date = avoid('2025-04-07', [0]);
    const rate = rateOf(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const [customer, address] = rng.pick(CUSTOMERS);
    const rows = rng.some(PRODUCTS, rng.int(1, 4)).map(([name, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 100) * 100;
      return { name, qty: unit < 10000 ? rng.int(1, 6) : rng.int(1, 2), unit };
    });
    if (rng.chance(0.3)) rows.push({ name: 'Rush order fee (ready within 48 hours)', qty: 1, unit: Math.round((rng.int(4000, 9000) * up) / 100) * 100 });
    const subtotal = total(rows.map((r) => r.qty * r.unit));
    const tax = Math.round((subtotal * rate) / 10000);
    const grand = subtotal + tax;
    const deposit = Math.round((grand * rng.pick([0, 25, 50])) / 100 / 100) * 100;
    const vendorName = 'Boyle Heights Piñata Works LLC';
    const doc = `BHP-${date.slice(2, 4)}-${String(rng.int(100, 2400)).padStart(4, '0')}`;
    const ordered = plus(date, -rng.int(5, 21));
    const pct = `${(rate / 100).toFixed(2)}%`;
    const money = (c: number) => `$${amount(c)}`;
    const body = `<div class="zig"></div>
<div class="hd"><div><div class="nm">Boyle Heights Piñata Works</div><div class="sm">${e(vendorName)} · handmade piñatas since 2009</div><div class="sm">2417 E. César E. Chávez Ave, Los Angeles, CA 90033 · (323) ${rng.int(260, 980)}-${rng.digits(4)}</div><div class="sm">CDTFA Seller's Permit No. ${rng.int(100, 299)}-${rng.digits(6)}</div></div><div class="tt">INVOICE<div class="no">${doc}</div></div></div>
<table class="meta"><tr><td>Invoice date<b>${dt(date, 'Month d, yyyy')}</b></td><td>Ordered<b>${dt(ordered, 'mm/dd/yyyy')}</b></td><td>Pick-up<b>${dt(date, 'mm/dd/yyyy')} at the workshop</b></td></tr></table>
<div class="to"><span>Bill to</span><b>${e(customer)}</b><br>${e(address)}</div>
<table class="it"><thead><tr><th>Item</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${rows.map((r) => `<tr><td>${e(r.name)}</td><td>${r.qty}</td><td>${money(r.unit)}</td><td>${money(r.qty * r.unit)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><td>Subtotal</td><td>${money(subtotal)}</td></tr><tr><td>Sales tax, City of Los Angeles ${pct}</td><td>${money(tax)}</td></tr><tr class="g"><td>Total</td><td>${money(grand)}</td></tr>${deposit ? `<tr><td>Deposit received ${dt(ordered, 'mm/dd/yyyy')}</td><td>-${money(deposit)}</td></tr><tr class="b"><td>Balance due at pick-up</td><td>${money(grand - deposit)}</td></tr>` : '<tr class="b"><td>Paid in full</td><td>$0.00 due</td></tr>'}</table>
<div class="ft">¡Gracias! Candy and fillings are not included. Piñatas made to order cannot be returned.</div>`;
    const css = `${baseCss}
body{font-family:'P052','Liberation Serif';font-size:13px;padding:0 15mm 14mm}.zig{height:14px;background:repeating-linear-gradient(90deg,#e91e63 0 30px,#ff9800 30px 60px,#ffeb3b 60px 90px,#4caf50 90px 120px,#03a9f4 120px 150px,#9c27b0 150px 180px);margin:0 -15mm 12px}
.hd{display:flex;justify-content:space-between}.nm{font-size:26px;font-weight:bold;color:#ad1457}.tt{font-size:30px;font-weight:bold;color:#6a1b9a;text-align:right}.no{font-size:15px;color:#000}
.meta{width:100%;margin:14px 0}.meta td{border:1px solid #ce93d8;padding:5px 8px;font-size:11px;color:#555}.meta b{display:block;color:#000;font-size:13px}
.to{margin-bottom:12px;line-height:1.5}.to span{display:block;font-size:11px;color:#ad1457;text-transform:uppercase}
.it{width:100%}.it th{border-bottom:2px solid #6a1b9a;text-align:left;padding:5px}.it td{padding:5px;border-bottom:1px dashed #ccc}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{margin:12px 0 0 auto;min-width:50%}.tot td{padding:4px 6px}.tot td:last-child{text-align:right;white-space:nowrap}.tot .g td{font-weight:bold;font-size:16px;border-top:2px solid #6a1b9a}.tot .b td{font-style:normal;color:#333}.ft{margin-top:26px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(grand), tax: truthAmount(tax) },
    };
  },
};
