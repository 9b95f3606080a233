import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { next, plus, total, vatOn } from './extra';

const ID = 'en-philipsburg-invoice';

/** Item, US cents a unit for one event before tax in 2022, quantities. */
const ITEMS: [string, number, number[]][] = [
  ['Frame canopy 20 × 40 ft, sidewalls', 145000, [1, 2]],
  ['Frame canopy 30 × 60 ft, sidewalls', 295000, [1]],
  ['Stacking seat, moulded', 450, [60, 100, 150, 220]],
  ['Banquet trestle 6 ft, skirted', 2400, [8, 12, 20, 25]],
  ['Poseur trestle, spandex sleeve', 3500, [6, 10]],
  ['Laminate platform section 4 × 4 ft', 2800, [16, 24, 36]],
  ['Riser, 4 × 8 ft', 9500, [4, 6, 8]],
  ['Genset 25 kW, fuelled', 68000, [1]],
  ['Festoon bulbs, 30 m strand', 7500, [2, 4, 6]],
  ['Restroom module, portable', 54000, [1]],
  ['Chilled chest, 150 qt', 2500, [4, 6, 10]],
];
const CLIENTS = ['Cole Bay Nuptial Collective', 'Carnival Foundation', 'Dawn Lodgings N.V.', 'Pointe Blanche Villas Owners', 'Seafarers Regatta Society'];

/**
 * An event-rental company at Philipsburg, St. Maarten, invoicing clients on the island in US dollars, A4 (URW Bookman
 * for the name and title, Liberation Sans): "BELAIR" over "Pavilion & Canopy Rentals N.V." with the address, "CRIB no."
 * 4nn.nnn.nnn and "Chamber of Commerce no." at the left, opposite a grey box "INVOICE" with "No." INV-nnnnn, "Date"
 * Month d, yyyy and "Terms"; "Bill to" a lodging firm, villa owners, a foundation or society; "Function" with its date
 * (1-10 days before, a distractor), "Erected" and "Struck" dates; item, quantity, unit price and amount in "1,234.56";
 * "Trucking, erection and dismantling"; "Subtotal", "TOT (turnover tax) 5%", "Total US$", "Deposit received" and
 * "Balance due" (distractors); the guilder equivalent at 1.79 (NAf before April 2025, Cg after; a distractor); the
 * company's full name again in the payment line; any day but Sunday.
 */
export const enPhilipsburgInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = new Date(`${raw}T12:00:00Z`).getUTCDay() === 0 ? plus(raw, raw.endsWith('01') ? 1 : -1) : raw;
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const items = rng.some(ITEMS, rng.int(3, 7)).map(([name, p, qs]) => ({ name, q: rng.pick(qs), unit: Math.round((p * rise) / 50) * 50 }));
    const haul = rng.pick([35000, 48000, 65000, 90000]);
    const sub = total(items.map((i) => i.q * i.unit)) + haul;
    const tot = vatOn(sub, 5);
    const gross = sub + tot;
    const deposit = rng.chance(0.6) ? Math.round(gross / 200000) * 100000 : 0;
    const vendorName = 'Belair Pavilion & Canopy Rentals N.V.';
    const doc = `INV-${rng.int(10000, 39999)}`;
    const event = plus(date, -rng.int(1, 10));
    const guilder = date >= '2025-04-01' ? 'Cg' : 'NAf';
    const body = `<div class="hd"><div><div class="nm">BELAIR</div><div class="sub">Pavilion &amp; Canopy Rentals N.V.</div><div class="sm">Belair, Philipsburg, St. Maarten<br>CRIB no. 4${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)} · Chamber of Commerce no. ${rng.int(10000, 29999)}<br>+1 721 54${rng.digits(1)}-${rng.digits(4)}</div></div>
<div class="box"><div class="ti">INVOICE</div><table><tr><th>No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'Month d, yyyy')}</td></tr><tr><th>Terms</th><td>${rng.pick(['Due on receipt', 'Net 15 days'])}</td></tr></table></div></div>
<div class="bill"><div><div class="lb">Bill to</div><b>${rng.pick(CLIENTS)}</b><br>St. Maarten</div><div><div class="lb">Function</div>${dt(event, 'Month d, yyyy')}<br>Erected ${dt(plus(event, -rng.int(1, 2)), 'dd-Mon-yy')} · Struck ${dt(plus(event, 1), 'dd-Mon-yy')}</div></div>
<table class="t"><tr><th>Item</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${items.map((i) => `<tr><td>${i.name}</td><td>${i.q}</td><td>${amount(i.unit)}</td><td>${amount(i.q * i.unit)}</td></tr>`).join('')}<tr><td>Trucking, erection and dismantling</td><td>1</td><td>${amount(haul)}</td><td>${amount(haul)}</td></tr></table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(sub)}</td></tr><tr><td>TOT (turnover tax) 5%</td><td>${amount(tot)}</td></tr><tr class="g"><td>Total US$</td><td>${amount(gross)}</td></tr>${deposit ? `<tr><td>Deposit received</td><td>-${amount(deposit)}</td></tr><tr><td>Balance due</td><td>${amount(gross - deposit)}</td></tr>` : ''}</table>
<div class="ft">Equivalent ${guilder} ${amount(Math.round((gross * 179) / 100))} at ${guilder} 1.79 = US$ 1.00. Prices in US dollars; TOT is included in the total above.<br>Payable to Belair Pavilion &amp; Canopy Rentals N.V., USD account ${rng.digits(3)}.${rng.digits(3)}.${rng.digits(2)} · Thank you for celebrating with us!</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:11.5px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'URW Bookman';font-size:30px;font-weight:bold;letter-spacing:2px}.sub{font-family:'URW Bookman';font-size:15px}.sm{font-size:10.5px;margin-top:6px;line-height:1.5}
.box{background:#e6e6e6;padding:8px 14px;min-width:62mm}.box .ti{font-family:'URW Bookman';font-size:22px;letter-spacing:4px}.box th{text-align:left;font-weight:normal;padding-right:10px}.box td{font-weight:bold}
.bill{display:flex;gap:30mm;margin:18px 0 6px;line-height:1.5}.lb{font-size:10px;text-transform:uppercase;color:#666;letter-spacing:1px}.t{width:100%;border-collapse:collapse;margin-top:10px}.t th{border-bottom:2px solid #000;text-align:left;padding:4px}.t td{padding:4px;border-bottom:1px solid #ccc}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{margin:10px 0 0 auto;border-collapse:collapse;min-width:70mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.tot .g{font-weight:bold;font-size:15px;background:#e6e6e6}.ft{margin-top:22px;font-size:10.5px;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tot) },
    };
  },
};
