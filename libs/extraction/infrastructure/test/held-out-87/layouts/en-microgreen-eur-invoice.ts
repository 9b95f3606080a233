import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, comma, grid, idOf, items, next, plus, total } from './extra';

const ID = 'en-microgreen-eur-invoice';

/** Product, cents per tray (2022). */
const GOODS: [string, number][] = [
  ['Pea shoots, 50 g tray', 185],
  ['Sunflower greens, 50 g tray', 175],
  ['Red radish microgreens, 40 g tray', 210],
  ['Purple basil micro, 30 g tray', 265],
  ['Coriander micro, 30 g tray', 240],
  ['Edible flower mix, 12 pcs', 395],
  ['Rocket micro, 40 g tray', 205],
  ['Beetroot Bull\u2019s Blood, 40 g tray', 255],
];

/**
 * An Israeli microgreens grower in the Arava billing a European wholesaler in euros, A4 (URW Bookman headings, Liberation
 * Serif, decimal commas): "Arava Microgreens Ltd." with "Reg. No." (its Israeli id, hyphenated), "EXPORT INVOICE", a grid
 * (Invoice "AMG-" year and four digits, Date "d Month yyyy", Incoterm, AWB number, Due + 30), the consignee in Vienna or
 * Munich, trays by the case with "EUR" prices in "1.234,50" style, "Air freight", "Net total", "VAT 0% (export, Israel)"
 * "0,00", "TOTAL EUR" (Sunday to Thursday).
 */
export const enMicrogreenEurInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(3, 6)).map(([name, p]) => {
      const q = rng.int(4, 40) * 24;
      const unit = Math.round(p * up);
      return { name, q, unit, sum: q * unit };
    });
    const freight = rng.int(180, 620) * 100;
    const net = total(lines.map((l) => l.sum)) + freight;
    const vat = 0;
    const gross = net + vat;
    const vendorName = 'Arava Microgreens Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `AMG-${date.slice(0, 4)}-${String(rng.int(1, 900)).padStart(4, '0')}`;
    const body = `<div class="hd"><div class="nm">ARAVA MICROGREENS</div><div class="sm">${vendorName}<br>Moshav Hatzeva, D.N. Arava 86815, Israel<br>Reg. No. ${hyphenId(taxId)}</div></div>
<h1>EXPORT INVOICE</h1>${grid([
      ['Invoice', doc],
      ['Date', dt(date, 'd Month yyyy')],
      ['Incoterm', rng.pick(['CPT VIE', 'CPT MUC', 'FCA TLV'])],
      ['AWB', `114-${rng.digits(8)}`],
      ['Due', dt(plus(date, 30), 'd Month yyyy')],
    ])}
<div class="to"><b>Consignee:</b> ${rng.pick(['Frischgrün Großhandel GmbH, Wien', 'Alpenkresse Handels GmbH, München', 'Gastro Grün KG, Wien'])}</div>
${items(
  ['Product', 'Trays', 'EUR / tray', 'Amount EUR'],
  [...lines.map((l) => [l.name, String(l.q), comma(l.unit), comma(l.sum)]), ['Air freight (chilled)', '', '', comma(freight)]],
)}
<table class="sums"><tr><td>Net total</td><td>${comma(net)}</td></tr><tr><td>VAT 0% (export, Israel)</td><td>${comma(vat)}</td></tr><tr class="tot"><td>TOTAL EUR</td><td>€ ${comma(gross)}</td></tr></table>
<div class="sm foot">Shelf life 7-10 days at 2-4 °C. Payment by SWIFT transfer within 30 days.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','DejaVu Serif';font-size:13px;padding:16mm 18mm}.hd{display:flex;justify-content:space-between;align-items:flex-end}.nm{font-family:'URW Bookman';font-size:26px;font-weight:bold;color:#363}
h1{font-family:'URW Bookman';font-size:20px;margin:16px 0 4px}.to{margin:10px 0}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:end}
.sums{width:50%;margin-inline-start:auto}.sums td{padding:3px 6px}.sums td:last-child{text-align:end}.tot{font-weight:bold;font-size:16px;border-top:2px solid #222}.foot{margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
