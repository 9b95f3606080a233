import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, grid, idOf, items, next, plus, total } from './extra';

const ID = 'en-pomegranate-gbp-invoice';

/** Product, pence per case (2022). */
const GOODS: [string, number][] = [
  ['Pomegranate juice NFC 1 L, case of 6', 1380],
  ['Pomegranate juice NFC 250 ml, case of 24', 2160],
  ['Pomegranate molasses 300 ml, case of 12', 2640],
  ['Fresh arils 150 g, chilled, case of 10', 1750],
  ['Pomegranate & ginger shot 60 ml, case of 20', 1900],
];

/**
 * An Israeli pomegranate juice press in the Upper Galilee billing a London importer in pounds, A4 (P052 headings, Noto
 * Serif): the Ltd. with "Company No. / VAT File" hyphenated (its Israeli id), "TAX INVOICE - EXPORT", a grid (Invoice No.
 * "RIM/" and year and four digits, Invoice Date "d Mon yyyy", Incoterm, port, AWB or container), the consignee in London,
 * cases with unit price in GBP, "Net goods", freight, "Israeli VAT 0% (zero-rated export)" and "Invoice total GBP £". Sunday to Thursday.
 */
export const enPomegranateGbpInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [9, 10, 11, 12, 1, 2]);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(2, 4)).map(([name, p]) => {
      const unit = Math.round((p * up) / 5) * 5;
      const q = rng.int(4, 40) * 10;
      return { name, q, unit, sum: q * unit };
    });
    const freight = rng.pick([42000, 56500, 61000]);
    const gross = total(lines.map((l) => l.sum)) + freight;
    const vendorName = 'Rimon HaGalil Juice Press Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `RIM/${date.slice(0, 4)}/${rng.int(1000, 1999)}`;
    const body = `<div class="nm">RIMON HAGALIL</div><div class="c">${e(vendorName)} · Industrial Park, Kiryat Shmona 11013, Israel<br>Company No. / VAT File ${hyphenId(taxId)}</div>
<h1>TAX INVOICE - EXPORT</h1>${grid([
      ['Invoice No.', doc],
      ['Invoice Date', dt(date, 'd Mon yyyy')],
      ['Incoterm', rng.pick(['CPT London Heathrow', 'CIF Felixstowe'])],
      ['Shipment', `${rng.pick(['AWB 114-', 'CONT MSKU'])}${rng.digits(7)}`],
      ['Payment due', dt(plus(date, 60), 'd Mon yyyy')],
    ])}
<div class="cons"><b>Consignee:</b> ${rng.pick(['Levant Fine Foods Ltd, Unit 3 Park Royal, London NW10 7XX', 'Orchard &amp; Press Distribution Ltd, 41 Wapping Lane, London E1W 2RG'])}</div>
${items(
  ['Product', 'Cases', 'GBP / case', 'GBP'],
  lines.map((l) => [e(l.name), String(l.q), amount(l.unit), amount(l.sum)]),
)}
<table class="tot"><tr><th>Net goods</th><td>${amount(gross - freight)}</td></tr><tr><th>Freight &amp; insurance</th><td>${amount(freight)}</td></tr><tr><th>Israeli VAT 0% (zero-rated export)</th><td>0.00</td></tr><tr class="g"><th>Invoice total GBP</th><td>£${amount(gross)}</td></tr></table>
<div class="sm">Goods of Israeli origin. EUR.1 movement certificate attached. Bank: IBAN IL${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif','DejaVu Serif';font-size:12.5px;padding:16mm}.nm{font-family:'P052';font-size:30px;text-align:center;color:#8b1a2b;letter-spacing:2px}h1{font-family:'P052';font-size:20px;text-align:center;margin:12px 0 6px}
.cons{margin:10px 0}.tot{margin-left:auto;margin-top:8px}.tot th{text-align:left;font-weight:normal;padding:2px 12px}.tot td{text-align:right;padding:2px 4px}.tot .g{font-weight:bold;font-size:15px;border-top:2px solid #333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: '0.00' },
    };
  },
};
