import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, next, total, vatIn } from './extra';

const ID = 'en-ezov-bistro-bill';

/** Item, agorot with VAT in 2022 (approximate). */
const MENU: [string, number][] = [
  ['Sourdough & olive oil', 2600],
  ['Roasted cauliflower', 4200],
  ['Hyssop salad, sheep cheese', 4800],
  ['Lamb kebab, tahini', 8400],
  ['Shakshuka, merguez', 6200],
  ['Sea bass, herbs', 11200],
  ['Mushroom pappardelle', 7800],
  ['Malabi, rose syrup', 3600],
  ['Knafeh', 4200],
  ['House red, glass', 3800],
  ['Arak & grapefruit', 4200],
  ['Fresh mint lemonade', 1900],
  ['Cappuccino', 1400],
];

/**
 * A bistro in Jaffa's flea-market quarter, the bill printed for English-speaking diners, in shekels, 80 mm (P052 for the
 * name, DejaVu Sans Condensed, Liberation Mono): a drawn hyssop sprig over "EZOV" and "bistro · wine bar", "Ezov Bistro
 * Ltd." with "Co. No." plain; "Table", "Covers", "Server", "Check #" and the opening time (distractors); "TAX INVOICE /
 * RECEIPT" with "No." (EZ and six digits) and the date Mon d, yyyy and time; quantity, item, sum; "Subtotal", sometimes
 * "Lunch deal -15%" before 16:00 (negative); "Total" "₪…", "incl. VAT n%" (contained); "Service is not included"
 * with tips at 10%/12%/15% (distractors); a card voucher with "Tip" and "Total charged" filled in (distractors); any day.
 */
export const enEzovBistroBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const covers = rng.int(1, 6);
    const lines = rng.some(MENU, rng.int(2, 8)).map(([name, p]) => {
      const q = rng.int(1, Math.min(3, covers));
      const unit = Math.round((p * rise) / 100) * 100;
      return { name, q, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const open = rng.int(12 * 60, 22 * 60);
    const lunch = open < 16 * 60 && rng.chance(0.6);
    const disc = lunch ? -share(sub, 15) : 0;
    const gross = sub + disc;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Ezov Bistro Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `EZ${rng.digits(6)}`;
    const tipPct = rng.pick([10, 12, 15]);
    const tip = Math.round((gross * tipPct) / 1000) * 10;
    const sprig = `<svg width="30" height="40" viewBox="0 0 30 40"><path d="M15 38 V4" stroke="#33691e" stroke-width="2"/><g fill="#7cb342"><ellipse cx="10" cy="10" rx="5" ry="3"/><ellipse cx="20" cy="14" rx="5" ry="3"/><ellipse cx="10" cy="20" rx="5" ry="3"/><ellipse cx="20" cy="24" rx="5" ry="3"/><ellipse cx="10" cy="30" rx="5" ry="3"/></g></svg>`;
    const r = (a: string, b: string, cls = '') => `<div class="row ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="c">${sprig}<div class="nm">EZOV</div><div>bistro · wine bar</div><div class="sm">${vendorName} · Co. No. ${taxId}<br>${rng.int(2, 30)} Olei Zion St., Jaffa · 03-68${rng.digits(5)}</div></div><div class="rule"></div>
${r(`Table ${rng.int(1, 30)}`, `Covers ${covers}`)}${r(`Server: ${rng.pick(['Maya', 'Tom', 'Noam', 'Shira', 'Omri'])}`, `Check #${rng.int(100, 999)}`)}${r('Opened', hhmm(open))}
<div class="c b">TAX INVOICE / RECEIPT</div>${r(`No. ${doc}`, `${dt(date, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1')} ${hhmm(open + rng.int(40, 120))}`)}<div class="rule"></div>
${lines.map((l) => r(`${l.q} ${l.name}`, amount(l.sum))).join('')}<div class="rule"></div>${r('Subtotal', amount(sub))}${disc ? r('Lunch deal -15%', amount(disc)) : ''}
${r('Total', `₪${amount(gross)}`, 'big')}${r(`incl. VAT ${rate}%`, amount(vat))}<div class="rule"></div>
<div class="c sm">Service is not included. Suggested tip:<br>10% ₪${amount(Math.round(gross / 10))} · 12% ₪${amount(Math.round((gross * 12) / 100))} · 15% ₪${amount(Math.round((gross * 15) / 100))}</div>
<div class="slip"><div class="c b">CARD VOUCHER – CUSTOMER COPY</div>${r('Mastercard', `**** ${rng.digits(4)}`)}${r('Amount', amount(gross))}${r('Tip', amount(tip))}${r('Total charged', amount(gross + tip), 'b')}${r('Auth. code', rng.digits(6))}</div>
<div class="c sm">Thank you! Find us at Olei Zion St.</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed';font-size:11.5px;padding:5mm 4mm;color:#111}.row span:last-child{font-family:'Liberation Mono';white-space:nowrap}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px;line-height:1.5}
.nm{font-family:'P052';font-size:32px;letter-spacing:6px;line-height:1}.row{display:flex;justify-content:space-between;gap:6px}.rule{border-top:1px dashed #000;margin:5px 0}.big{font-size:15px;font-weight:bold}.slip{border:1px solid #000;padding:4px;margin:8px 0}`;
    const page = `80mm ${165 + lines.length * 5}mm`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
