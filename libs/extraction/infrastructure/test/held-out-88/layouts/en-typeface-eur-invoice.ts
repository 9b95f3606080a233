import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, total } from './extra';

const ID = 'en-typeface-eur-invoice';

/** Licence, euro cents (2022). */
const LICENCES: [string, number][] = [
  ['Desktop licence, Hebrew family (8 styles), up to 5 users', 64000],
  ['Desktop licence, single weight, up to 5 users', 9500],
  ['Web licence, 250,000 page views a month', 42000],
  ['App embedding licence, one iOS and one Android app', 120000],
  ['Broadcast licence, one channel, 12 months', 185000],
  ['Variable font add-on', 21000],
];

/**
 * An Israeli type foundry in Tel Aviv billing a design studio in Vaduz, Liechtenstein in euros, in English, A4 (Noto Serif
 * Display heading, Noto Sans): "KAV TYPE", "Kav Type Foundry Ltd." with "Company No." (its Israeli id, hyphenated), "INVOICE",
 * pairs ("Invoice" "INV/nnnn/yy", "Issued" d Mon yyyy, "Due" + 30 in the same style, PO), the client, licences and custom
 * glyph hours in "€", "Subtotal", "VAT 0% – export of services" "0.00", "Total due EUR" with "€" and IBAN (Sunday to Thursday).
 */
export const enTypefaceEurInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(LICENCES, rng.int(2, 4)).map(([name, p]) => ({ name, q: 1, unit: Math.round((p * up) / 500) * 500 }));
    if (rng.chance(0.5)) lines.push({ name: 'Custom glyphs and kerning (hours)', q: rng.int(4, 30), unit: Math.round((9000 * up) / 500) * 500 });
    const net = total(lines.map((l) => l.q * l.unit));
    const vendorName = 'Kav Type Foundry Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `INV/${rng.int(1000, 9999)}/${date.slice(2, 4)}`;
    const body = `<div class="lh"><div class="nm">KAV TYPE</div><div class="sm right">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>22 Levontin St, Tel Aviv 6511207, Israel</div></div>
<h1>INVOICE</h1><div class="two"><div>${pairs([
      ['Invoice', doc],
      ['Issued', dt(date, 'd Mon yyyy')],
      ['Due', dt(plus(date, 30), 'd Mon yyyy')],
      ['PO', `PO-${rng.digits(5)}`],
    ])}</div><div class="client"><div class="lbl">Bill to</div><b>${rng.pick(['Atelier Rhein Grafik AG', 'Studio Gutenberg Anstalt', 'Alpenform Design AG'])}</b><br>Städtle ${rng.int(2, 60)}, 9490 Vaduz, Liechtenstein</div></div>
${items(
  ['Description', 'Qty', 'Unit (€)', 'Amount (€)'],
  lines.map((l) => [l.name, String(l.q), amount(l.unit), amount(l.q * l.unit)]),
)}
<table class="sums"><tr><th>Subtotal</th><td>€${amount(net)}</td></tr><tr><th>VAT 0% – export of services</th><td>0.00</td></tr><tr class="b"><th>Total due EUR</th><td>€${amount(net)}</td></tr></table>
<div class="sm">Licences take effect on payment. Bank Leumi le-Israel, IBAN IL${rng.digits(2)} 0108 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}, SWIFT LUMIILITXXX.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans','DejaVu Sans';font-size:12px;padding:18mm 18mm}.lh{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'Noto Serif Display','Noto Serif';font-size:40px;letter-spacing:3px}.right{text-align:right}
h1{font-size:16px;letter-spacing:4px;margin:18px 0 6px;border-bottom:1px solid #999}.two{display:flex;justify-content:space-between}.client{width:45%}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.sums{width:50%;margin-left:auto;margin-top:8px}.sums th{text-align:left;font-weight:normal;padding:3px 6px}.sums td{text-align:right;padding:3px 6px}.sums tr.b{font-size:15px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'EUR', total: truthAmount(net), tax: truthAmount(0) },
    };
  },
};
