import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, e, nth, plus, row, total, vatOn, yearFor } from './extra';

const ID = 'en-us-dc-bow-tie-maker-invoice';
/** The District of Columbia's general sales tax rate (README.md): 6% throughout, to September 2026. */
const RATE = 6;

/** Ties: description, lowest and highest unit price in cents (2022). */
const TIES: [string, number, number][] = [
  ['Self-tie bow tie, silk twill, navy pin dot', 6800, 8200],
  ['Self-tie bow tie, cotton seersucker, blue stripe', 5400, 6600],
  ['Self-tie bow tie, wool flannel, charcoal', 6200, 7400],
  ['Pre-tied bow tie, silk grenadine, black', 7200, 8800],
  ['Batwing bow tie, linen, sage', 5600, 6800],
  ['Diamond-point bow tie, silk jacquard, burgundy paisley', 7600, 9200],
];
const EXTRAS: [string, number, number][] = [
  ['Matching pocket square, silk', 3800, 4800],
  ['Monogram embroidery on tie band', 1200, 1600],
  ['Cummerbund to match, silk', 9500, 12500],
];
const CUSTOMERS: [string, string][] = [
  ['Mr. Theodore Whitfield', '2210 Wyoming Ave NW, Washington, DC 20008'],
  ['Halloran & Pike LLP (Attn: Office Manager)', '1750 K Street NW, Suite 900, Washington, DC 20006'],
  ['Foggy Bottom Men’s Chorale', '1414 14th St NW, Washington, DC 20005'],
  ['Ms. Renata Oyelaran', '318 Tennessee Ave NE, Washington, DC 20002'],
  ['The Dupont Ledger Hotel (Banquets)', '1600 New Hampshire Ave NW, Washington, DC 20009'],
];

/**
 * A bow tie maker's invoice in Washington, D.C., A4 (P052): workshop on U Street NW, "INVOICE" with its number,
 * Month d, yyyy, bill to (a person, a law firm, a chorus or a hotel's banqueting department, each for its own use),
 * bow ties by style and cloth with quantity and unit price, pocket squares, monograms or cummerbunds on some, a
 * customer's own cloth (make-up charge) or a rush fee on some, D.C. sales tax 6% on the subtotal, paid by card or due
 * in 15 days, collected at the studio (no delivery charge). Dated Monday to Saturday; 2026 dates stop at September
 * (a 7% rate is scheduled from 1 October 2026).
 */
export const enUsDcBowTieMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    const date = avoid(dayOf(rng, year, year === 2026 ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : undefined, [1, 28]), [0]);
    const up = 1 + (year - 2022) * 0.04;
    const [customer, address] = rng.pick(CUSTOMERS);
    const group = /LLP|Chorale|Hotel/.test(customer);
    const lines = rng.some(TIES, group ? 1 : rng.int(1, 3)).map(([d, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 100) * 100;
      const qty = group ? rng.int(12, 40) : rng.int(1, 2);
      return { d, qty, unit, sum: qty * unit };
    });
    for (const [d, lo, hi] of rng.some(EXTRAS, rng.int(0, group ? 1 : 2))) {
      const unit = Math.round((rng.int(lo, hi) * up) / 100) * 100;
      const qty = d.startsWith('Monogram') ? lines.reduce((s, l) => s + l.qty, 0) : group ? lines[0].qty : 1;
      lines.push({ d, qty, unit, sum: qty * unit });
    }
    if (!group && rng.chance(0.3)) {
      const unit = Math.round((2500 * up) / 100) * 100;
      lines.push({ d: 'Make-up charge, customer’s own cloth', qty: 1, unit, sum: unit });
    }
    if (rng.chance(0.25)) {
      const unit = Math.round((total(lines.map((l) => l.sum)) * 0.15) / 100) * 100;
      lines.push({ d: 'Rush order (ready within 5 business days)', qty: 1, unit, sum: unit });
    }
    const subtotal = total(lines.map((l) => l.sum));
    const tax = vatOn(subtotal, RATE);
    const gross = subtotal + tax;
    const vendorName = 'Knot & Needle Neckwear LLC';
    const doc = `KN-${year}-${String(rng.int(12, 480)).padStart(3, '0')}`;
    const paid = rng.chance(0.5);
    const due = plus(date, 15);
    const body = `<div class="head"><div class="brand">Knot &amp; Needle</div><div class="tag">Handmade bow ties · Washington, D.C.</div></div>
<div class="top"><div class="from"><b>${e(vendorName)}</b><br>1912 U Street NW, Studio 3<br>Washington, DC 20009<br>(202) 555-0${rng.digits(3)} · hello@knotandneedle.com</div><div class="inv"><div class="title">INVOICE</div>${row('Invoice #', doc)}${row('Date', dt(date, 'Month d, yyyy'))}${row('Terms', paid ? 'Paid in full' : `Net 15 (due ${dt(due, 'Month d, yyyy')})`)}</div></div>
<div class="bill"><b>Bill to</b><br>${e(customer)}<br>${address}</div>
<table class="t"><thead><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${e(l.d)}</td><td>${l.qty}</td><td>$${amount(l.unit)}</td><td>$${amount(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<div class="tot">${row('Subtotal', `$${amount(subtotal)}`)}${row('D.C. sales tax (6%)', `$${amount(tax)}`)}${row('Total', `$${amount(gross)}`, 'b big')}${paid ? `${row(`Paid by card (${rng.pick(['Visa', 'Amex', 'Mastercard'])} ···${rng.digits(4)})`, `-$${amount(gross)}`)}${row('Balance due', '$0.00', 'b')}` : row('Balance due', `$${amount(gross)}`, 'b')}</div>
<div class="note">Collected at the studio. Every tie is cut and sewn by hand in our U Street workroom; please allow two to three weeks for made-to-order pieces. Thank you for wearing something handmade.</div>`;
    const css = `${baseCss}
body{font-family:'P052','Liberation Serif';font-size:12.5px;padding:16mm 18mm;color:#222}.head{text-align:center;border-bottom:1px solid #880e4f;padding-bottom:6px}.brand{font-size:34px;font-style:italic;color:#880e4f}.tag{font-size:12px;letter-spacing:2px;text-transform:uppercase;color:#555}
.top{display:flex;justify-content:space-between;margin-top:14px}.from{line-height:1.5}.inv{width:40%}.title{font-size:24px;letter-spacing:4px;text-align:right;margin-bottom:4px}.bill{margin:14px 0;line-height:1.5}
.t{width:100%}.t th{border-bottom:1.5px solid #880e4f;text-align:left;padding:4px}.t td{border-bottom:1px solid #e0e0e0;padding:5px 4px}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{width:42%;margin:10px 0 0 auto}.big{font-size:1.2em;border-top:1.5px solid #000}.note{margin-top:26px;font-size:11px;color:#555;font-style:italic}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
