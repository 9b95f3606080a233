import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, spacedId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-narkis-consulting-invoice';

/** Service and US cents an hour before VAT (approximate). */
const SERVICES: [string, number][] = [
  ['Backend architecture review', 16500],
  ['Database migration (PostgreSQL)', 14500],
  ['DevOps pipeline setup', 13500],
  ['Code hardening review', 18000],
  ['Sprint assistance', 12000],
  ['Performance profiling', 15000],
  ['Onboarding sessions for developers', 17500],
];
const CLIENTS: [string, string][] = [
  ['Shoval Crop Sensing Ltd.', 'Misgav'],
  ['Gilad Imaging Diagnostics Ltd.', 'Shefaram'],
  ['Tamar Freight Systems Ltd.', 'Shlomi'],
  ['Dvora Payments Ltd.', 'Manof'],
  ['Hila Retail Insights Ltd.', 'Harduf'],
];

/**
 * A software consultancy at Tefen in the Galilee invoicing Israeli companies in English, priced in US dollars with
 * Israeli VAT, A4 (Z003 for the name, Nimbus Sans, Nimbus Mono PS for the figures): a left margin rule in violet, "Narkis"
 * in script over "software consulting", "Narkis Systems Ltd." and "Reg. No." spaced in threes, address and e-mail; on
 * the right "TAX INVOICE" with "Invoice #" (NS, the year, a hyphen and three digits), "Issued" Mon d, yyyy, "Payment
 * terms" and "Due" (distractors); "Bill to" the client, town and "Reg. No." (a distractor); services with hours (to the
 * quarter), "Rate (USD)" and "Amount (USD)"; "Subtotal", "VAT n%" added, "Total (USD)"; the shekel equivalent at the
 * representative rate (a distractor) and wire details; Sunday to Thursday.
 */
export const enNarkisConsultingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const lines = rng.some(SERVICES, rng.int(1, 4)).map(([name, rate]) => {
      const q4 = rng.int(8, 160);
      return { name, hours: q4 / 4, rate, sum: (q4 * rate) / 4 };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Narkis Systems Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `NS${year}-${rng.int(100, 999)}`;
    const [client, town] = rng.pick(CLIENTS);
    const fx = (3.4 + rng.next() * 0.45).toFixed(3);
    const ils = Math.round(gross * Number(fx));
    const issued = dt(date, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1');
    const body = `<div class="wrap"><div class="hd"><div><div class="nm">Narkis</div><div class="tg">software consulting</div><div class="sm">${vendorName} · Reg. No. ${spacedId(taxId)}<br>POB ${rng.int(100, 999)}, Tefen · +972-4-98${rng.digits(5)}<br>billing@narkis.co.il</div></div>
<div class="ti"><div class="big">TAX INVOICE</div><table><tr><td>Invoice #</td><td><b>${doc}</b></td></tr><tr><td>Issued</td><td>${issued}</td></tr><tr><td>Payment terms</td><td>Net 30</td></tr><tr><td>Due</td><td>${dt(plus(date, 30), 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1')}</td></tr></table></div></div>
<div class="to"><div class="lb">Bill to</div><b>${client}</b><br>${town}, Israel · Reg. No. ${companyId(rng, true)}</div>
<table class="t"><tr><th>Service</th><th>Hours</th><th>Rate (USD)</th><th>Amount (USD)</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.hours.toFixed(2)}</td><td>${amount(l.rate)}</td><td>${amount(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total (USD)</td><td>$${amount(gross)}</td></tr></table>
<p class="sm">For reference: NIS ${amount(ils)} at the representative rate of ${fx} on the date of issue. Please pay in US dollars by wire to Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.digits(6)}, SWIFT POALILIT.</p></div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12.5px;padding:14mm 16mm 14mm 22mm;color:#222}.wrap{border-left:5px solid #6a1b9a;padding-left:12px}.hd{display:flex;justify-content:space-between}.nm{font-family:'Z003';font-size:46px;color:#6a1b9a;line-height:1}.tg{letter-spacing:3px;font-size:11px;color:#6a1b9a;margin-bottom:6px}.sm{font-size:10.5px;line-height:1.6;color:#444}
.ti td{padding:1px 0 1px 12px;font-family:'Nimbus Mono PS'}.big{font-size:22px;font-weight:bold;letter-spacing:2px;text-align:right}.to{margin:16px 0;line-height:1.5}.lb{font-size:10px;text-transform:uppercase;color:#6a1b9a}
.t{width:100%;border-collapse:collapse}.t th{background:#f3e5f5;text-align:left;padding:5px}.t td{padding:5px;border-bottom:1px solid #e1d5e7}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;font-family:'Nimbus Mono PS'}
.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:75mm}.tot td{padding:3px 8px;font-family:'Nimbus Mono PS'}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #6a1b9a}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
