import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, total } from './extra';

const ID = 'en-drip-emitter-gbp-invoice';

/** Goods: code, name, pence per unit (2023), unit. */
const GOODS: [string, string, number, string][] = [
  ['DL-16-2', 'Dripline 16 mm, 2.0 l/h emitters every 30 cm', 8900, 'roll 400 m'],
  ['DL-20-4', 'Dripline 20 mm, 4.0 l/h PC emitters', 14200, 'roll 300 m'],
  ['BE-8', 'Button emitter 8 l/h, pressure compensating', 1450, 'bag of 250'],
  ['AV-1', 'Air/vacuum relief valve 1"', 2350, 'each'],
  ['FL-120', 'Disc filter 2", 120 mesh', 18600, 'each'],
  ['CN-16', 'Start connector 16 mm with grommet', 990, 'bag of 100'],
];

/**
 * An Israeli drip irrigation maker in the western Negev invoicing a British distributor in pounds, A4 (URW Bookman headings,
 * Liberation Sans text): the Ltd. with "Company No." hyphenated (its Israeli id) and "VAT file", "TAX INVOICE / EXPORT", label
 * pairs ("Invoice No." with six digits, "Invoice Date" d Month yyyy, the customer's PO, Incoterms FCA Ashdod, the vessel's
 * sailing date), goods by code with unit and pack, "Net value", "VAT 0% (export of goods, section 30(a)(1))", "TOTAL GBP" with
 * "£", payment 45 days with the due date. Sunday to Thursday.
 */
export const enDripEmitterGbpInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.03;
    const lines = rng.some(GOODS, rng.int(3, 5)).map(([code, name, p, pack]) => {
      const q = rng.int(4, 60) * (p > 10000 ? 1 : 5);
      const unit = Math.round((p * up) / 10) * 10;
      return { code, name, pack, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vendorName = 'Negev Drip Technologies Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(300000, 399999));
    const body = `<div class="top"><div class="nm">NEGEV DRIP</div><div class="sm">${vendorName}<br>Industrial Zone, Netivot 8771${rng.int(100, 999)}, Israel<br>Company No. ${hyphenId(taxId)} · VAT file ${taxId}<br>+972-8-${rng.digits(3)}-${rng.digits(4)} · exports@negevdrip.co.il</div></div>
<h1>TAX INVOICE / EXPORT</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice Date', dt(date, 'd Month yyyy')],
    ['Customer PO', `PO-${rng.digits(5)}`],
    ['Incoterms', 'FCA Ashdod Port'],
    ['Bill to', `${rng.pick(['Fenland Irrigation Supplies Ltd', 'Kentish Growers Co-operative Ltd', 'Wessex Horticultural Ltd'])}, United Kingdom`],
    ['Sailing', dt(plus(date, rng.int(3, 10)), 'd Mon yyyy')],
  ],
  2,
)}
${items(
  ['Code', 'Description', 'Pack', 'Qty', 'Unit £', 'Amount £'],
  lines.map((l) => [l.code, l.name, l.pack, String(l.q), amount(l.unit), amount(l.sum)]),
)}
<table class="sums"><tr><th>Net value</th><td>${amount(net)}</td></tr><tr><th>VAT 0% (export of goods, section 30(a)(1))</th><td>0.00</td></tr><tr class="tot"><th>TOTAL GBP</th><td>£${amount(net)}</td></tr></table>
<div class="sm pay">Payment terms: 45 days from invoice date (due ${dt(plus(date, 45), 'd Month yyyy')}) to Bank Leumi, branch ${rng.int(600, 899)}, account ${rng.digits(8)}, SWIFT LUMIILIT.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:11.5px;padding:15mm}.top{display:flex;justify-content:space-between;border-bottom:2px solid #1f6f3f;padding-bottom:8px}.nm{font-family:'URW Bookman';font-size:30px;font-weight:bold;color:#1f6f3f}
h1{font-family:'URW Bookman';font-size:20px;margin:12px 0 6px}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:right}.sums{margin-left:auto;min-width:55%}.sums th{text-align:left;font-weight:normal;padding:3px 8px}.sums td{text-align:right;padding:3px 8px}.tot{font-weight:bold;font-size:14px;border-top:2px solid #1f6f3f}.pay{margin-top:22px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(net), tax: '0.00' },
    };
  },
};
