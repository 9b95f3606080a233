import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, spacedId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-dohar-riding-stable-invoice';

/**
 * A riding centre at Moshav Nir Tzvi, the monthly invoice to a rider's family, in English, in shekels, A5 (P052 for
 * the name, DejaVu Serif, DejaVu Sans Mono): a left column with a drawn horseshoe, "DOHAR", "Dohar Riding Centre
 * Ltd." and "Co. No." spaced; "INVOICE (TAX INVOICE)", "No." (six digits, three leading zeros), "Date" d Month yyyy
 * (the 1st-6th); the rider, the account, the month of lessons, "Please pay by" (distractors); group and private lessons
 * by the lesson, sometimes a trail ride, a helmet hire for the month, a competition entry, sometimes "Sibling discount
 * 10%" on the lessons (negative), all before VAT; "Subtotal", "VAT n%" added, "Total due ILS"; Sunday to Thursday.
 */
export const enDoharRidingStableInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 500) * 500;
    const month = firstOfMonth(date, -1);
    const lines: [string, number, number][] = [];
    const group = rng.int(2, 8);
    lines.push(['Group lesson (45 min)', group, up(13500)]);
    const priv = rng.int(0, 4);
    if (priv) lines.push(['Private lesson (30 min)', priv, up(19000)]);
    const lessons = total(lines.map(([, q, p]) => q * p));
    if (rng.chance(0.4)) lines.push(['Sunset trail ride, 2 h', 1, up(32000)]);
    if (rng.chance(0.5)) lines.push(['Helmet and body-protector hire (month)', 1, up(6000)]);
    if (rng.chance(0.25)) lines.push(['Regional show jumping entry', 1, up(22000)]);
    const sibling = rng.chance(0.3) ? Math.round((lessons * 10) / 100) : 0;
    const net = total(lines.map(([, q, p]) => q * p)) - sibling;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Dohar Riding Centre Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `000${rng.int(100, 999)}`;
    const shoe = `<svg width="46" height="48" viewBox="0 0 46 48"><path d="M8 44 L6 24 A17 17 0 0 1 40 24 L38 44 L30 44 L32 25 A9 9 0 0 0 14 25 L16 44 Z" fill="#795548"/>${[10, 36, 9, 37].map((x, i) => `<circle cx="${x}" cy="${i < 2 ? 36 : 26}" r="1.6" fill="#fff"/>`).join('')}</svg>`;
    const side = `<div class="side">${shoe}<div class="nm">DOHAR</div><div class="sm">riding centre</div><p>${vendorName}<br>Co. No. ${spacedId(taxId)}</p><p>Moshav Nir Tzvi<br>Tel 08-92${rng.digits(5)}</p></div>`;
    const main = `<div class="main"><h1>INVOICE (TAX INVOICE)</h1>
<div class="kv"><div><span>No.</span> ${doc}</div><div><span>Date</span> ${dt(date, 'd Month yyyy')}</div><div><span>Rider</span> ${rng.pick(['Maya Gold', 'Eitan Shapiro', 'Lily Carmeli', 'Adam Weiss'])}</div><div><span>Account</span> R-${rng.digits(4)}</div><div><span>Lessons in</span> ${enMonth(month)}</div></div>
<table class="t"><tr><th>Item</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${lines.map(([a, q, p]) => `<tr><td>${a}</td><td>${q}</td><td>${amount(p)}</td><td>${amount(q * p)}</td></tr>`).join('')}${sibling ? `<tr><td>Sibling discount 10% (lessons)</td><td></td><td></td><td>-${amount(sibling)}</td></tr>` : ''}</table>
<div class="tot"><div><span>Subtotal</span><span>${amount(net)}</span></div><div><span>VAT ${rate}%</span><span>${amount(vat)}</span></div><div class="g"><span>Total due ILS</span><span>${amount(gross)}</span></div></div>
<p class="sm">Please pay by ${dt(plus(date, 14), 'd Month yyyy')} by bank transfer or card at the office. Missed lessons without 24 hours' notice are charged in full.</p></div>`;
    const css = `body{font-family:'DejaVu Serif';font-size:11px;margin:0;color:#3e2723}.wrap{display:flex;min-height:200mm}.side{width:34mm;padding:9mm 4mm;background:#efebe9;line-height:1.5;font-size:10px}
.nm{font-family:'P052';font-size:24px;font-weight:bold;letter-spacing:1px}.sm{font-size:9.5px;color:#6d4c41}.main{flex:1;padding:9mm 7mm}h1{font-family:'P052';font-size:17px;margin:0 0 8px}
.kv{line-height:1.7}.kv span{display:inline-block;width:24mm;color:#8d6e63}.t{width:100%;border-collapse:collapse;margin-top:10px}.t th{text-align:left;border-bottom:1.5px solid #5d4037;padding:3px}.t td{padding:3px;border-bottom:1px solid #d7ccc8}.t td:nth-child(n+2){text-align:right;font-family:'DejaVu Sans Mono';font-size:10px}
.tot{width:70%;margin:8px 0 0 auto;font-family:'DejaVu Sans Mono'}.tot div{display:flex;justify-content:space-between;padding:2px}.g{font-weight:bold;font-size:13px;border-top:1.5px solid #5d4037}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A5', css, body: `<div class="wrap">${side}${main}</div>` }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
