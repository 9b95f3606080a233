import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId, share } from '../../generalisation/notation';
import { idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-kaveret-coworking-invoice';

const MEMBERS = ['Loomtide Analytics Ltd.', 'Sderot Drone Works Ltd.', 'Paperkite Studio Ltd.', 'Arava Water AI Ltd.', 'Bluefig Games Ltd.'];

/**
 * A co-working space at Be'er Sheva, the monthly invoice to a member company, in English, in shekels, A4 (Noto Sans
 * Display for the name, Noto Sans, Noto Mono): a drawn honeycomb beside "kaveret" and "work together · Be'er Sheva";
 * "Tax Invoice", "No." (KV and six digits) and "Issued" Month d, yyyy (1st-3rd); the member, its company number, the
 * member ID (failing the check), the service period (this month) and "Pay by" (distractors); hot desks, dedicated
 * desks, sometimes a private office, meeting-room hours by the half, printing by the page, mail handling, parking,
 * sometimes "Annual-plan discount 8%" on the desks (negative); "Subtotal", "VAT n%" added, "Amount due" "₪…";
 * "Kaveret Workspaces Ltd." with "VAT reg." plain only in the footer; any day.
 */
export const enKaveretCoworkingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 3]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const up = (p: number) => Math.round((p * rise) / 100) * 100;
    const lines: [string, string, string, number][] = [];
    const hot = rng.int(1, 6);
    lines.push(['Hot desk membership', String(hot), amount(up(95000)), hot * up(95000)]);
    const fixed = rng.int(0, 3);
    if (fixed) lines.push(['Dedicated desk', String(fixed), amount(up(135000)), fixed * up(135000)]);
    const office = rng.chance(0.3) ? up(620000) : 0;
    if (office) lines.push(['Private office, 4 seats', '1', amount(office), office]);
    const desks = hot * up(95000) + fixed * up(135000) + office;
    const halves = rng.int(2, 20);
    lines.push(['Meeting room (hours)', (halves / 2).toFixed(1), amount(9000), halves * 4500]);
    const pages = rng.int(100, 1500);
    lines.push(['Printing (pages)', String(pages), '0.25', pages * 25]);
    lines.push(['Mail and package handling', '1', amount(9000), 9000]);
    const parking = rng.int(0, 2);
    if (parking) lines.push(['Parking space', String(parking), amount(up(45000)), parking * up(45000)]);
    if (rng.chance(0.35)) lines.push(['Annual-plan discount 8%', '', '', -share(desks, 8)]);
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Kaveret Workspaces Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `KV${rng.digits(6)}`;
    const from = firstOfMonth(date);
    const comb = `<svg width="52" height="46" viewBox="0 0 52 46"><g fill="#f9a825" stroke="#5d4037" stroke-width="1.5"><path d="M14 2 L24 2 L29 11 L24 20 L14 20 L9 11 Z"/><path d="M29 11 L39 11 L44 20 L39 29 L29 29 L24 20 Z"/><path d="M14 20 L24 20 L29 29 L24 38 L14 38 L9 29 Z"/></g></svg>`;
    const body = `<div class="hd">${comb}<div><div class="nm">kaveret</div><div class="tag">work together · Be'er Sheva</div></div><div class="doc"><div class="h">Tax Invoice</div><div>No. <b>${doc}</b></div><div>Issued <b>${dt(date, 'Month d, yyyy')}</b></div></div></div>
<div class="cards"><div class="card"><div class="l">Member</div><b>${rng.pick(MEMBERS)}</b><div>Company No. ${taxIdOfCustomer(rng)}</div><div>Member ID ${notAnId(rng)}</div></div>
<div class="card"><div class="l">Service period</div><b>${enMonth(from)}</b><div>${dt(from, 'Month d, yyyy')} – ${dt(lastOfMonth(from), 'Month d, yyyy')}</div></div>
<div class="card"><div class="l">Pay by</div><b>${dt(plus(from, 9), 'Month d, yyyy')}</b><div>Direct debit</div></div></div>
<table class="t"><thead><tr><th>Description</th><th>Qty</th><th>Rate (₪)</th><th>Amount (₪)</th></tr></thead><tbody>${lines
      .map(([n, q, r, s]) => `<tr><td>${n}</td><td>${q}</td><td>${r}</td><td>${amount(s)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Amount due</td><td>₪${amount(gross)}</td></tr></table>
<p class="sm">Meeting-room hours are billed in half hours. Questions about this invoice: billing@kaveret.work</p>
<div class="foot">${vendorName} · VAT reg. ${taxId} · ${rng.int(1, 9)} Gav-Yam Park, Be'er Sheva · Bank Hapoalim, branch ${rng.digits(3)}, account ${rng.digits(6)}</div>`;
    const css = `body{font-family:'Noto Sans';font-size:12px;padding:15mm 17mm;color:#2d2a26}.hd{display:flex;align-items:center;gap:10px}
.nm{font-family:'Noto Sans Display';font-size:40px;font-weight:bold;color:#5d4037;line-height:1}.tag{color:#a1887f}.doc{margin-left:auto;text-align:right;line-height:1.6}.h{font-size:20px;font-weight:bold;color:#f9a825}
.cards{display:flex;gap:10px;margin:16px 0}.card{flex:1;background:#fffde7;border-radius:8px;padding:8px 10px;line-height:1.5}.l{font-size:10px;text-transform:uppercase;color:#8d6e63;letter-spacing:1px}
.t{width:100%;border-collapse:collapse}.t th{text-align:left;font-size:11px;text-transform:uppercase;color:#8d6e63;border-bottom:2px solid #f9a825;padding:5px}.t td{padding:6px 5px;border-bottom:1px solid #f0ebe3}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;font-family:'Noto Mono'}
.tot{width:80mm;margin:12px 0 12px auto;border-collapse:collapse}.tot td{padding:4px 6px}.tot td:last-child{text-align:right;font-family:'Noto Mono'}.g td{font-weight:bold;font-size:16px;background:#5d4037;color:#fff}
.sm{font-size:10.5px;color:#8d6e63}.foot{margin-top:30px;padding-top:6px;border-top:1px solid #d7ccc8;font-size:10px;color:#8d6e63;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
