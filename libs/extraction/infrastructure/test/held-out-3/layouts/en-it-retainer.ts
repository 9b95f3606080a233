import { addDays, amount, EN_MONTHS, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, enAmountInWords, nis, phone } from '../notation';

const FIRMS = ['Sheffer IT Solutions Ltd.', 'Netzer Managed Services Ltd.', 'Orbit Cloud Ops Ltd.', 'Galil Systems & Support Ltd.'];
const CLIENTS = ['Tamar Logistics Ltd.', 'Alon Medical Devices Ltd.', 'Hadar Insurance Agency Ltd.', 'Yarden Foods Ltd.'];

/**
 * An Israeli IT firm's monthly retainer tax invoice in English: "TAX INVOICE No." with a slash,
 * the service month and the invoice date at month end, the client's company number and purchase
 * order, a retainer line, extra hours, a licence pass-through, VAT, "TOTAL INCLUDING VAT", the
 * total in words ("Say: … new shekels"), then a payment box: due date (net 30 or end of month + 30)
 * and the amount to transfer after withholding tax at source, which is not the invoice total.
 */
export const enItRetainer: Layout = {
  id: 'en-it-retainer',
  lang: 'en',
  kind: 'services invoice',
  make(rng) {
    const vendor = rng.pick(FIRMS);
    const id = taxId(rng);
    const first = randomDate(rng).slice(0, 8) + '01';
    const date = addDays(addDays(first, 32).slice(0, 8) + '01', -1);
    const rate = israeliRate(date);
    const monthName = `${EN_MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
    const retainer = rng.int(45, 180) * 10000;
    const hours = rng.int(0, 14);
    const hourly = rng.pick([28000, 32000, 35000]);
    const licences = rng.chance(0.5) ? rng.int(8, 60) * 3500 : 0;
    const rows: [string, string, number][] = [[`Monthly support retainer — ${monthName}`, '1', retainer]];
    if (hours) rows.push(['Additional engineering hours (see timesheet)', `${hours} h × ${amount(hourly)}`, hours * hourly]);
    if (licences) rows.push(['Microsoft 365 Business licences (pass-through)', `${licences / 3500} × 35.00`, licences]);
    const net = rows.reduce((s, r) => s + r[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const withholding = rng.pick([0, 2, 5, 3]);
    const withheld = Math.round((net * withholding) / 100);
    const doc = `${date.slice(0, 4)}/${String(rng.int(40, 480)).padStart(4, '0')}`;
    const style = rng.pick(['d/m/Y', 'd M Y', 'Y-m-d'] as const);
    const font = rng.pick(['C059', 'Liberation Serif', 'P052']);
    const body = `
<table class="head"><tr><td><div class="v">${esc(vendor)}</div>Company No. ${id}<br>${rng.int(1, 30)} HaBarzel St., Tel Aviv · ${phone(rng)}<br>billing@${vendor.split(' ')[0].toLowerCase()}.co.il</td>
<td class="right"><div class="tt">TAX INVOICE</div>No. <b>${doc}</b><br>Date: ${day(date, style)}<br>Service period: ${monthName}</td></tr></table>
<div class="to"><i>Billed to</i><br><b>${rng.pick(CLIENTS)}</b><br>Company No. ${taxId(rng)}<br>Your PO: ${rng.pick(['PO', '4500'])}${rng.digits(6)} · Contract ${contractNo(rng)}</div>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Amount (NIS)</th></tr>
${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${amount(r[2])}</td></tr>`).join('')}
<tr class="x"><td colspan="2">Subtotal</td><td>${amount(net)}</td></tr>
<tr class="x"><td colspan="2">VAT @ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="g"><td colspan="2">TOTAL INCLUDING VAT</td><td>${nis(total)}</td></tr>
</table>
<p class="say">Say: ${enAmountInWords(total, 'new shekels', 'agorot')}.</p>
<div class="pay"><b>Payment</b><br>Terms: ${rng.pick(['Net 30', 'EOM + 30', 'Net 45'])} — due ${day(addDays(date, rng.pick([30, 45, 60])), style)}<br>
${withholding ? `Less income tax withheld at source (${withholding}% of ${amount(net)}): ${amount(withheld)}<br>Amount to transfer: <b>${amount(total - withheld)}</b><br>` : 'Withholding exemption certificate on file; transfer the full amount.<br>'}
Bank Leumi (10), branch ${rng.int(600, 999)}, account ${rng.digits(8)}</div>
<p class="foot">Timesheets available on request. Late payments bear interest per the Commercial Terms Act.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 15mm 18mm; }
.head { width: 100%; } .head td { vertical-align: top; } .v { font-size: 16pt; font-weight: bold; } .right { text-align: right; } .tt { font-size: 20pt; letter-spacing: 3pt; color: #203864; }
.to { margin: 7mm 0; border-left: 3px solid #203864; padding-left: 3mm; } .t { width: 100%; border-collapse: collapse; } .t th { border-top: 2px solid #203864; border-bottom: 1px solid #203864; text-align: left; padding: 1.5mm; }
.t td { padding: 2mm 1.5mm; } .t td:nth-child(n+2), .t th:nth-child(n+2) { text-align: right; } .x td { border-top: 1px solid #ccc; } .g td { border-top: 2px solid #203864; font-weight: bold; font-size: 11.5pt; }
.say { font-style: italic; } .pay { border: 1px solid #999; padding: 3mm; margin-top: 6mm; width: 110mm; line-height: 1.5; } .foot { font-size: 8pt; color: #666; margin-top: 12mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};

function contractNo(rng: Parameters<Layout['make']>[0]): string {
  return `${rng.int(10, 99)}-${rng.digits(5)}`;
}
