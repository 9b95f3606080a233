import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, e, items, next, pairs, total, vatIn } from './extra';

const ID = 'en-koror-snorkel-receipt';

/** Item, cents including PGST (2023). */
const TRIPS: [string, number][] = [
  ['Rock Islands snorkel tour, full day (per adult)', 13500],
  ['Rock Islands snorkel tour, full day (per child)', 9500],
  ['Half-day lagoon snorkel (per person)', 7500],
  ['Mask, snorkel and fins rental (per day)', 1500],
  ['Reef-safe sunscreen 100 ml', 1800],
  ['Underwater photo package', 4500],
  ['Boxed lunch', 1400],
  ['Hotel pick-up and drop-off', 1000],
];

/**
 * A snorkel tour operator on Koror's Malakal harbour, Palau, A5 (Noto Sans, Z003 heading): "Blue Lagoon Snorkel Adventures",
 * the Inc. with "PGST Reg. No." and "TIN" (not Israeli ids), "PGST TAX INVOICE / RECEIPT", label pairs ("Receipt No." with six
 * digits, "Date" mm/dd/yyyy, guest, hotel), lines with qty, unit and amount in US dollars, "TOTAL (USD)", "PGST 10% included"
 * with the tax contained, payment. From 2023 (PGST began on 1 January 2023).
 */
export const enKororSnorkelReceipt: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tour receipt',
  make(rng) {
    const { date } = next(ID, rng);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const lines = rng.some(TRIPS, rng.int(2, 4)).map(([name, p]) => {
      const unit = Math.round((p * up) / 100) * 100;
      const q = rng.int(1, 4);
      return { name, q, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, 10);
    const vendorName = 'Blue Lagoon Snorkel Adventures, Inc.';
    const doc = String(rng.int(100000, 199999)).padStart(6, '0');
    const body = `<div class="nm">Blue Lagoon</div><div class="c">${e(vendorName)}<br>Malakal Harbor, Koror, Republic of Palau 96940<br>PGST Reg. No. ${rng.digits(6)} · TIN ${rng.digits(7)}</div><div class="rule"></div>
<h2>PGST TAX INVOICE / RECEIPT</h2>${pairs(
      [
        ['Receipt No.', doc],
        ['Date', dt(date, 'mm/dd/yyyy')],
        ['Guest', rng.pick(['K. Tanaka', 'S. Miller', 'J. Kim', 'A. Ngirmang'])],
        ['Hotel', rng.pick(['Palasia', 'Cove Resort', 'Sea Passion', 'own arrangement'])],
      ],
      2,
    )}
${items(
  ['Description', 'Qty', 'Unit $', 'Amount $'],
  lines.map((l) => [e(l.name), String(l.q), amount(l.unit), amount(l.sum)]),
)}
<div class="sums">${pairs([
      ['TOTAL (USD)', `$${amount(gross)}`],
      ['PGST 10% included', `$${amount(vat)}`],
      ['Paid by', rng.pick(['Visa', 'Cash', 'Mastercard'])],
    ])}</div><div class="c sm">All prices include PGST. Rock Islands permit is payable separately at the state office.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans','DejaVu Sans';font-size:12px;padding:12mm}.nm{font-family:'Z003';font-size:40px;text-align:center;color:#0b5d80}h2{font-size:16px;text-align:center}.sums{width:60%;margin-left:auto}.sums tr:first-child{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
