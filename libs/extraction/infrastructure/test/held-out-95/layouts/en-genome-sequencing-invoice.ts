import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-genome-sequencing-invoice';

/** Service, unit, agorot per unit before VAT in 2022, quantity range. */
const SERVICES: [string, string, number, [number, number]][] = [
  ['Genomic DNA extraction, plant tissue', 'sample', 9500, [12, 96]],
  ['Library preparation, PCR-free', 'sample', 38000, [12, 96]],
  ['Whole-genome sequencing, 30x, 2x150 bp', 'sample', 165000, [6, 48]],
  ['RNA-seq, 25M read pairs', 'sample', 62000, [12, 72]],
  ['Bioinformatics: alignment and variant calling', 'hour', 42000, [6, 40]],
  ['Data delivery on encrypted 2 TB drive', 'drive', 95000, [1, 2]],
  ['Sample intake and QC, dry-ice shipment', 'batch', 48000, [1, 3]],
];
const PROJECTS = ['Drought-tolerant wheat lines, batch', 'Tomato fruit-set panel, batch', 'Date palm sex markers, batch', 'Chickpea root RNA, batch'];

/**
 * A genomics service lab's English tax invoice in shekels, A4 (Noto Sans Display for the name, Nimbus Sans, Noto Sans
 * Mono for codes): "Helixa Genomics Ltd." with "Company No." hyphenated, a lab in Or Yehuda, "TAX INVOICE" in a thin
 * box with "No. HX-nnnnn" and "Date: d Mon yyyy"; boxes for the client (a plant biotech company in Kfar Vradim with its
 * company number), its purchase order, the project and batch; extraction, library preparation, sequencing and RNA-seq
 * by the sample, bioinformatics by the hour, drives and intake; "Subtotal", "VAT n%" added, "Total (NIS)" "₪ …", terms
 * EOM + 30 with the due date; Sunday to Thursday.
 */
export const enGenomeSequencingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const rows: string[][] = [];
    const sums: number[] = [];
    const samples = rng.int(12, 96);
    for (const [what, unit, p, [lo, hi]] of rng.some(SERVICES, rng.int(3, 6))) {
      const q = unit === 'sample' ? Math.min(samples, rng.int(lo, hi)) : rng.int(lo, hi);
      const price = Math.round((p * rise) / 100) * 100;
      rows.push([what, unit, String(q), amount(price), amount(q * price)]);
      sums.push(q * price);
    }
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Helixa Genomics Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `HX-${rng.int(10000, 19999)}`;
    const due = plus(lastOfMonth(date), 30);
    const body = `<div class="hd"><div><div class="nm">helixa<span>genomics</span></div><div>${vendorName}</div><div class="sm">12 HaMelacha St., Or Yehuda · Company No. ${hyphenId(taxId)}</div></div>
<div class="ttl"><div class="t">TAX INVOICE</div><div>No. ${doc}</div><div>Date: ${dt(date, 'd Mon yyyy')}</div></div></div>
${boxes([
  ['Bill to', `Tzurim Plant Biotech Ltd.<br>Kfar Vradim · Co. No. ${taxIdOfCustomer(rng)}`],
  ['Purchase order', `<span class="m">PO-45${rng.digits(6)}</span>`],
  ['Project', `${rng.pick(PROJECTS)} ${rng.int(2, 14)}`],
])}
${items(['Service', 'Unit', 'Qty', 'Unit price (NIS)', 'Amount (NIS)'], rows)}
<table class="tot"><tr><th>Subtotal</th><td>${amount(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${amount(vat)}</td></tr><tr class="g"><th>Total (NIS)</th><td>₪ ${amount(gross)}</td></tr></table>
<div class="foot">Terms: EOM + 30, due ${dt(due, 'd Mon yyyy')}. Bank Leumi, branch ${rng.int(600, 899)}, account ${rng.digits(6)}/${rng.digits(2)}. Raw data are kept for 90 days after delivery.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:12.5px;padding:15mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:12px}.nm{font-family:'Noto Sans Display';font-size:34px;font-weight:bold;color:#5a2a82;line-height:1}
.nm span{font-weight:normal;color:#999;margin-left:4px}.ttl{border:1px solid #5a2a82;padding:6px 14px;text-align:right;line-height:1.5}.ttl .t{font-size:17px;font-weight:bold;letter-spacing:2px;color:#5a2a82}.m{font-family:'Noto Sans Mono'}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:44%;margin-left:auto;margin-top:8px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{border-top:2px solid #5a2a82;font-weight:bold;font-size:14px}.tot tr.g th{font-weight:bold}.foot{margin-top:22px;font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
