import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, next, plus, total, vatOn } from './extra';

/** Plan, agorot a month before VAT in 2023 (approximate). */
const PLANS: [string, number][] = [
  ['Fibre 500 Mbps', 7900],
  ['Fibre 1 Gbps', 9900],
  ['Fibre 2.5 Gbps', 13900],
];

const ID = 'en-rakia-broadband-bill';

/**
 * A fibre internet provider's monthly bill in English for an English-speaking household, in shekels, A4 (URW Gothic for
 * the name, Nimbus Sans, Nimbus Mono PS): drawn signal arcs beside "rakia" and "fibre internet", "Rakia Networks Ltd."
 * with "Company Reg. No." plain; "Tax Invoice" with "Invoice number" (RK, a hyphen and eight digits), "Bill date" d Mon
 * yyyy (the 1st-4th), "Account" (failing the check) and "Billing period" (the month before; a distractor), "Payment
 * due" (the 12th; a distractor); the plan, the Wi-Fi router rental, sometimes a static IP, a mesh extender, a one-off
 * technician visit or a loyalty credit (negative); "Total before VAT", "VAT n%" added, "Amount due" "NIS …";
 * "Direct debit" (a distractor); any day in the first four of a month.
 */
export const enRakiaBroadbandBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 4]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2023) * 0.03;
    const r = (p: number) => Math.round((p * rise) / 10) * 10;
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const [plan, price] = rng.pick(PLANS);
    const lines: [string, number][] = [
      [`${plan} – monthly plan`, r(price)],
      ['Wi-Fi 6 router rental', r(1690)],
    ];
    if (rng.chance(0.35)) lines.push(['Static IP address', r(2500)]);
    if (rng.chance(0.3)) lines.push(['Mesh extender rental', r(1270)]);
    if (rng.chance(0.2)) lines.push(['Technician visit (one-off)', r(14900)]);
    if (rng.chance(0.3)) lines.push(['Loyalty credit, 12-month plan', -r(2000)]);
    const net = total(lines.map((l) => l[1]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Rakia Networks Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `RK-${rng.digits(8)}`;
    const arcs = `<svg width="46" height="40" viewBox="0 0 46 40"><g fill="none" stroke="#6a1b9a" stroke-width="4" stroke-linecap="round"><path d="M5 16 a26 26 0 0 1 36 0"/><path d="M12 24 a16 16 0 0 1 22 0"/></g><circle cx="23" cy="33" r="4" fill="#6a1b9a"/></svg>`;
    const body = `<div class="hd">${arcs}<div><div class="nm">rakia</div><div class="sub">fibre internet</div></div><div class="co">${vendorName}<br>Company Reg. No. ${taxId}<br>${rng.int(2, 40)} HaBarzel St., ${rng.pick(['Ramat HaHayal', 'Kiryat Atidim'])}<br>Support *${rng.int(3100, 3999)}</div></div>
<h1>Tax Invoice</h1>
<table class="meta"><tr><th>Invoice number</th><td>${doc}</td><th>Bill date</th><td>${dt(date, 'd Mon yyyy')}</td></tr><tr><th>Account</th><td>${notAnId(rng)}</td><th>Billing period</th><td>${dt(from, 'd Mon yyyy')} – ${dt(to, 'd Mon yyyy')}</td></tr>
<tr><th>Customer</th><td>${rng.pick(['Daniel Weiss', 'Rachel Cohen-Stern', 'Michael Brennan', 'Sarah Gold', 'Jonathan Adler'])}</td><th>Payment due</th><td>${dt(plus(firstOfMonth(date), 11), 'd Mon yyyy')}</td></tr></table>
<h2>Charges for ${enMonth(from)}</h2>
<table class="t"><tr><th>Description</th><th>Amount (NIS)</th></tr>${lines.map(([d, s]) => `<tr><td>${d}</td><td>${amount(s)}</td></tr>`).join('')}
<tr class="s"><td>Total before VAT</td><td>${amount(net)}</td></tr><tr class="s"><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Amount due</td><td>NIS ${amount(gross)}</td></tr></table>
<p class="sm">Direct debit from your card ending ${rng.digits(4)} on the payment due date. Questions about this bill? Chat with us in the Rakia app.</p>`;
    const css = `body{font-family:'Nimbus Sans';font-size:13px;padding:14mm 16mm;color:#212121}
.hd{display:flex;align-items:center;gap:10px;border-bottom:3px solid #6a1b9a;padding-bottom:8px}.nm{font-family:'URW Gothic';font-size:38px;font-weight:bold;color:#6a1b9a;line-height:1}.sub{color:#777}.co{margin-left:auto;font-size:11.5px;text-align:right;line-height:1.5}
h1{font-size:24px;margin:14px 0 8px}h2{font-size:15px;margin:16px 0 6px;color:#6a1b9a}.meta{border-collapse:collapse;width:100%}.meta th{text-align:left;font-weight:normal;color:#666;padding:3px 6px 3px 0;width:18%}.meta td{font-family:'Nimbus Mono PS';font-weight:bold;padding:3px 6px}
.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:2px solid #6a1b9a;padding:5px}.t th:last-child,.t td:last-child{text-align:right;font-family:'Nimbus Mono PS'}.t td{padding:5px;border-bottom:1px solid #e0e0e0}.s td{font-weight:bold}.g td{font-weight:bold;font-size:17px;background:#f3e5f5}.sm{font-size:11px;color:#666;margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
