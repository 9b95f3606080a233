import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, next, plus, total } from './extra';

const ID = 'en-medjool-usd-invoice';

/** Packs: name, kg per carton, cents per carton (2022). */
const PACKS: [string, number, number][] = [
  ['Medjool dates, Jumbo, 5 kg carton', 5, 4150],
  ['Medjool dates, Large, 5 kg carton', 5, 3480],
  ['Medjool dates, Medium, 5 kg carton', 5, 2890],
  ['Medjool dates, Jumbo, 12 x 1 kg clamshell', 12, 11280],
  ['Pitted Medjool, 10 x 500 g retail pack', 5, 4990],
  ['Deglet Nour on the branch, 5 kg', 5, 2150],
];

/**
 * An Israeli date packing house in the Beit She'an valley billing a US importer in dollars, A4 (C059 headings, Liberation Sans
 * text): the Ltd. with "Company Reg. / VAT No." spaced in threes (its Israeli id), "COMMERCIAL INVOICE / TAX INVOICE", a grid
 * (Invoice No. as "MJ" and five digits, Invoice Date "Month d, yyyy", Container, Vessel ETD "d Mon yyyy", Terms "CIF Newark"),
 * the consignee, cartons with net kg and price per carton, "Subtotal", "Ocean freight and insurance", "VAT 0% - export (Sec.
 * 30(a)(1))", "TOTAL USD" with "US$", payment 60 days from the bill of lading. Sunday to Thursday.
 */
export const enMedjoolUsdInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [9, 10, 11, 12, 1, 2, 3]);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(PACKS, rng.int(2, 4)).map(([name, kg, p]) => {
      const q = rng.int(6, 40) * 10;
      const unit = Math.round((p * up) / 10) * 10;
      return { name, kg, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const freight = rng.int(28, 46) * 10000;
    const gross = sub + freight;
    const vendorName = 'Emek HaMaayanot Date Packers Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `MJ${rng.int(10000, 99999)}`;
    const body = `<div class="hd"><div><div class="nm">EMEK HAMAAYANOT</div><div>${vendorName}</div><div class="sm">Packing house, Beit She'an Valley, Israel · Company Reg. / VAT No. ${spacedId(taxId)}</div></div><div class="ttl">COMMERCIAL INVOICE<br>TAX INVOICE</div></div>
${grid([
  ['Invoice No.', doc],
  ['Invoice Date', dt(date, 'Month d, yyyy')],
  ['Container', `${rng.pick(['MSCU', 'ZIMU', 'CMAU'])}${rng.digits(7)}`],
  ['Vessel ETD Haifa', dt(plus(date, rng.int(2, 6)), 'd Mon yyyy')],
  ['Terms', 'CIF Newark'],
])}
<div class="to"><b>Consignee:</b> ${rng.pick(['Garden State Produce Importers LLC, Newark, NJ', 'Hudson Fine Foods Inc., Secaucus, NJ', 'Atlantic Dry Fruit Co., Elizabeth, NJ'])}<br><b>Customer PO:</b> ${rng.digits(6)}</div>
${items(
  ['Description', 'Cartons', 'Net kg', 'USD / carton', 'Amount USD'],
  lines.map((l) => [l.name, String(l.q), String(l.q * l.kg), amount(l.unit), amount(l.sum)]),
)}
<table class="sums"><tr><td>Subtotal</td><td>${amount(sub)}</td></tr><tr><td>Ocean freight and insurance</td><td>${amount(freight)}</td></tr><tr><td>VAT 0% - export (Sec. 30(a)(1))</td><td>0.00</td></tr><tr class="tot"><td>TOTAL USD</td><td>US$ ${amount(gross)}</td></tr></table>
<div class="sm terms">Payment: 60 days from bill of lading date, by wire to Bank Leumi, Beit She'an branch. Country of origin: Israel.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','DejaVu Sans';font-size:12px;padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #6b3e1d;padding-bottom:6px}.nm{font-family:'C059';font-size:28px;color:#6b3e1d;font-weight:bold}
.ttl{font-family:'C059';font-size:18px;font-weight:bold;text-align:end}.to{margin:10px 0}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:end}.sums{margin-inline-start:auto}.sums td{padding:2px 8px;text-align:end}.tot td{font-weight:bold;font-size:14px;border-top:2px solid #222}.terms{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: '0.00' },
    };
  },
};
