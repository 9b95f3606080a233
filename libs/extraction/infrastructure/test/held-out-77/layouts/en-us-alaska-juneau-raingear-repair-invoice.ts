import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, next, plus, total } from './extra';

const ID = 'en-us-alaska-juneau-raingear-repair-invoice';

/** Work and goods: description, unit, price in cents (2022), quantity range. */
const WORK: [string, string, number, [number, number]][] = [
  ['Seam re-tape, bib or jacket', 'ft', 300, [4, 30]],
  ['Neoprene patch, bonded', 'ea', 1100, [1, 6]],
  ['Wader boot replacement', 'pair', 9800, [1, 1]],
  ['Jacket zipper replacement', 'ea', 5500, [1, 2]],
  ['DWR re-proofing treatment', 'garment', 2200, [1, 4]],
  ['Wader leak test (pressure)', 'ea', 1500, [1, 2]],
  ['Suspender buckle set', 'set', 1250, [1, 3]],
  ['Seam sealer, 1 oz tube', 'ea', 995, [1, 3]],
  ['Field patch kit', 'ea', 1450, [1, 2]],
];
const CUSTOMERS = ['F/V Northern Dawn - Capt. R. Halvorsen', 'Auke Bay Kayak Tours LLC', 'Tracy Nakamura', 'F/V Sitka Rose', 'Mendenhall Trail Crew', 'Joel Whitcomb'];

/**
 * A raingear and wader repair shop's invoice in Juneau, Alaska, A4 (DejaVu Serif): a centred letterhead with the trade
 * name, LLC and Juneau address, "INVOICE" with a five-digit number, the date written "Mon d, yyyy", a repair ticket number
 * and the date the gear was dropped off, the customer (fishing vessels, a kayak tour company, people), lines of repairs
 * and a few goods (seam re-taping by the foot, patches, boot replacement, zippers, re-proofing, leak tests, sealer, patch
 * kits), a 48-hour rush fee on some, the subtotal, "CBJ sales tax 5%" (the City and Borough of Juneau's rate; Alaska has no
 * state sales tax) and the total, paid by card or due on pickup. Closed on Sundays.
 */
export const enUsAlaskaJuneauRaingearRepairInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(WORK, rng.int(2, 5)).map(([d, unit, price, q]) => {
      const qty = rng.int(...q);
      const each = Math.round((price * up) / 5) * 5;
      return { d, unit, qty, each, sum: qty * each };
    });
    if (rng.chance(0.25)) lines.push({ d: 'Rush service (48 h)', unit: 'ea', qty: 1, each: Math.round((2500 * up) / 100) * 100, sum: Math.round((2500 * up) / 100) * 100 });
    const sub = total(lines.map((l) => l.sum));
    const tax = Math.round((sub * 5) / 100);
    const due = sub + tax;
    const vendorName = 'Gastineau Raingear Repair, LLC';
    const doc = String(rng.int(20000, 49999));
    const ticket = `T-${rng.int(1000, 9999)}`;
    const dropped = plus(date, -rng.int(2, 12));
    const paid = rng.chance(0.6);
    const usd = (c: number) => `$${amount(c)}`;
    const body = `<div class="lh"><div class="nm">GASTINEAU RAINGEAR &amp; WADER REPAIR</div><div class="wave"></div><div>${e(vendorName)} · ${rng.int(100, 990)} Harbor View Road, Juneau, AK 99801 · (907) 5${rng.digits(2)}-${rng.digits(4)}</div></div>
<div class="row2"><div class="inv">INVOICE<br><span>No. ${doc}</span></div><table class="meta"><tr><th>Date</th><td>${dt(date, 'd Mon yyyy').replace(/^(\d+) (\w+) (\d+)$/, '$2 $1, $3')}</td></tr><tr><th>Repair ticket</th><td>${ticket}</td></tr><tr><th>Dropped off</th><td>${dt(dropped, 'mm/dd/yyyy')}</td></tr></table></div>
<div class="bill"><span>Bill to</span><br><b>${e(rng.pick(CUSTOMERS))}</b><br>Juneau, AK</div>
<table class="items"><thead><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Rate</th><th>Amount</th></tr></thead><tbody>
${lines.map((l) => `<tr><td>${e(l.d)}</td><td>${l.qty}</td><td>${l.unit}</td><td>${usd(l.each)}</td><td>${usd(l.sum)}</td></tr>`).join('')}
</tbody></table>
<table class="tt"><tr><td>Subtotal</td><td>${usd(sub)}</td></tr><tr><td>CBJ sales tax 5%</td><td>${usd(tax)}</td></tr><tr class="g"><td>Total</td><td>${usd(due)}</td></tr>
<tr><td colspan="2" class="pd">${paid ? `PAID - Visa ending ${rng.digits(4)}` : 'Balance due on pickup'}</td></tr></table>
<div class="note">Gear not picked up within 90 days may be sold to cover repair costs. Thank you for keeping Southeast dry.</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Serif';font-size:12px;padding:15mm 16mm}.lh{text-align:center}.nm{font-size:21px;font-weight:bold;letter-spacing:1px}.wave{height:6px;margin:6px 30mm;border-bottom:3px double #1b5e20}
.row2{display:flex;justify-content:space-between;align-items:flex-start;margin-top:18px}.inv{font-size:26px;font-weight:bold;color:#1b5e20}.inv span{font-size:15px;color:#000}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 10px 2px 0}.meta td{font-weight:bold}
.bill{margin:14px 0;line-height:1.5}.bill span{color:#555;font-size:10.5px;text-transform:uppercase}.items th{border-bottom:2px solid #1b5e20}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}
.tt{width:45%;margin-left:auto;margin-top:8px}.tt td{padding:3px 4px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #000}.tt .pd{text-align:right;font-style:italic;padding-top:8px}.note{margin-top:30px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(due), tax: truthAmount(tax) },
    };
  },
};
