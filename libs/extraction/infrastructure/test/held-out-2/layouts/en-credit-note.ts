import { addDays, amount, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, hyphenated, landline, parens } from '../notation';

const VENDORS = ['Orion Office Supplies Ltd', 'BlueLine Electronics Ltd.', 'Meridian Catering Ltd', 'Sharon Lab Equipment Ltd'];
const REASONS = ['Goods returned – damaged in transit', 'Price adjustment as agreed', 'Duplicate billing', 'Cancelled order (partial)', 'Volume rebate'];

/**
 * An English credit note from an Israeli company: "CREDIT NOTE" with its own number and date, the
 * original invoice number and date it refers to, a reason, amounts written in parentheses, with a
 * trailing "CR", or positive under "Amount credited"; the customer's company number; VAT at the
 * rate of the credit note's date. The truth is negative.
 */
export const enCreditNote: Layout = {
  id: 'en-credit-note',
  lang: 'en',
  kind: 'credit note',
  make(rng) {
    const vendor = rng.pick(VENDORS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const lines = rng
      .some(
        ['A4 paper 80g (box)', 'Toner cartridge 26A', 'Monitor 27" IPS', 'USB-C dock', 'Lunch trays (set of 20)', 'Centrifuge tubes 50ml', 'Pipette tips 1000ul', 'Office chair'],
        rng.int(1, 3),
      )
      .map((what) => ({ what, qty: rng.int(1, 10), unit: rng.int(12, 1400) * 100 + rng.pick([0, 50, 90]) }));
    const net = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const notation = rng.pick(['parens', 'cr', 'plain'] as const);
    const m = (c: number) => (notation === 'parens' ? parens(-c) : notation === 'cr' ? `${amount(c)} CR` : amount(c));
    const year = date.slice(0, 4);
    const doc = `CN-${rng.chance(0.5) ? `${year}-` : ''}${String(rng.int(1, 999)).padStart(4, '0')}`;
    const original = `INV-${year}-${String(rng.int(1000, 9999))}`;
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'Mon d, Y', 'dd Mon, Y'] as const);
    const font = rng.pick(['Liberation Sans', 'Noto Sans', 'DejaVu Serif', 'FreeSans']);
    const idText = rng.pick([`VAT No. ${id}`, `Company No. ${hyphenated(id)}`, `Reg. No. ${id}`, `VAT Reg No. ${id}`]);
    const body = `
<table class="hd"><tr><td><div class="nm">${vendor}</div><div>${rng.int(2, 60)} HaMelacha St, ${rng.pick(['Rosh HaAyin', 'Holon', 'Modiin', 'Kfar Saba'])}</div><div>Tel ${landline(rng)} &middot; ${idText}</div></td>
<td class="r"><div class="tt">CREDIT NOTE</div><div>No. <b>${doc}</b></div><div>Date: ${day(date, style)}</div></td></tr></table>
<div class="two"><div><div class="lb">Customer</div>${rng.pick(['Galil Schools Network', 'Ofek Clinics Ltd', 'Tamar Hotels Ltd', 'Rimon Law Offices'])}<br>Company No. ${taxId(rng)}<br>Account ${rng.int(10000, 99999)}</div>
<div><div class="lb">Credit against</div>Invoice ${original}<br>dated ${day(addDays(date, -rng.int(7, 75)), style)}<br>Reason: ${rng.pick(REASONS)}</div></div>
<table class="l"><tr><th>Item</th><th>Qty</th><th>Unit price</th><th>Credit</th></tr>
${lines.map((l) => `<tr><td>${l.what}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${m(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="s"><tr><td>Net credit</td><td>${m(net)}</td></tr><tr><td>VAT @ ${rate}%</td><td>${m(vat)}</td></tr>
<tr class="b"><td>${notation === 'plain' ? 'Amount credited (ILS)' : 'Total credit (ILS)'}</td><td>${m(total)}</td></tr></table>
<p>The amount will be offset against your next invoice${rng.chance(0.5) ? ' or refunded to your bank account within 30 days' : ''}. Please quote ${doc} in any correspondence.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 14mm; }
.hd { width: 100%; } .nm { font-size: 13pt; font-weight: bold; } .r { text-align: right; vertical-align: top; } .tt { font-size: 15pt; color: #b00; letter-spacing: 2px; }
.two { display: flex; gap: 25mm; margin: 8mm 0; line-height: 1.45; } .lb { font-size: 8pt; color: #888; text-transform: uppercase; }
.l { width: 100%; border-collapse: collapse; } .l th { border-bottom: 1px solid #000; text-align: left; } .l td { padding: 1.5mm 0; }
.l td:nth-child(n+2), .l th:nth-child(n+2) { text-align: right; } .s { width: 50%; margin: 5mm 0 0 auto; } .s td:last-child { text-align: right; }
.b td { font-weight: bold; border-top: 2px solid #b00; font-size: 11.5pt; } p { font-size: 9pt; margin-top: 10mm; }`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A5', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
