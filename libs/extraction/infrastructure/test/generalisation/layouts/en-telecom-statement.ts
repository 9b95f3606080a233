import { addDays, amount, formatDate, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../kit';

const CARRIERS = ['Orbitel Communications Ltd.', 'SkyLink Mobile Ltd', 'FiberNet Israel Ltd.', 'Hot Wave Telecom Ltd'];

/**
 * An English telecom statement: statement date, billing period and payment due date, an account
 * number, the previous balance and the payment that cleared it, then current charges and VAT.
 */
export const enTelecomStatement: Layout = {
  id: 'en-telecom-statement',
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const vendor = rng.pick(CARRIERS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const start = addDays(date, -rng.int(30, 36));
    const end = addDays(start, 30);
    const due = addDays(date, rng.pick([10, 15, 20]));
    const plan = rng.int(49, 249) * 100 + rng.pick([0, 90]);
    const extras = rng.chance(0.6) ? rng.int(500, 6000) : 0;
    const net = plan + extras;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const previous = rng.int(10000, 40000);
    const doc = `${date.replace(/-/g, '')}${rng.digits(3)}`;
    const style = rng.pick(['M d, Y', 'd/m/Y', 'd M Y'] as const);
    const font = rng.pick(['Liberation Sans', 'DejaVu Sans', 'Noto Sans', 'FreeSans']);
    const body = `
<div class="top"><div class="n">${vendor}</div><div class="r">VAT Reg. No. ${id}<br>Customer service 1-800-${rng.digits(3)}-${rng.digits(3)}</div></div>
<h2>Monthly Statement</h2>
<div class="cols">
<table><tr><td>Account number</td><td>${rng.digits(4)}-${rng.digits(4)}</td></tr><tr><td>Invoice No.</td><td>${doc}</td></tr><tr><td>Statement date</td><td>${formatDate(date, style)}</td></tr></table>
<table><tr><td>Billing period</td><td>${formatDate(start, style)} – ${formatDate(end, style)}</td></tr><tr><td>Payment due</td><td>${formatDate(due, style)}</td></tr><tr><td>Pay by</td><td>Direct debit</td></tr></table>
</div>
<table class="d">
<tr><td>Previous balance</td><td>${amount(previous)}</td></tr>
<tr><td>Payment received – thank you</td><td>-${amount(previous)}</td></tr>
<tr><td>${rng.pick(['Unlimited 5G plan', 'Fiber 1000 Mbps', 'Family plan x3'])}</td><td>${amount(plan)}</td></tr>
${extras ? `<tr><td>Roaming and extras</td><td>${amount(extras)}</td></tr>` : ''}
<tr><td>Current charges before VAT</td><td>${amount(net)}</td></tr>
<tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>Total amount due (NIS)</td><td>${amount(total)}</td></tr>
</table>
<p class="s">Amounts in New Israeli Shekels. Late payments incur interest as permitted by law.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 15mm; }
.top { display: flex; justify-content: space-between; background: #1d3557; color: #fff; padding: 6mm; } .n { font-size: 17pt; font-weight: bold; } .r { text-align: right; font-size: 9pt; }
h2 { color: #1d3557; } .cols { display: flex; gap: 12mm; } .cols td:first-child { color: #666; padding-right: 8px; }
.d { width: 100%; margin-top: 8mm; border-collapse: collapse; } .d td { border-bottom: 1px solid #ccc; padding: 5px; } .d td:last-child { text-align: right; }
.b td { font-weight: bold; font-size: 13pt; background: #eef; } .s { font-size: 8.5pt; color: #666; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
