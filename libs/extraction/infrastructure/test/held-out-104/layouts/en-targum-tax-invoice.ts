import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { avoid, idOf, next, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-targum-tax-invoice';

/** Job, unit, agorot a unit before VAT in 2022, the range of units. */
const JOBS: [string, string, number, [number, number]][] = [
  ['Translation HE → EN, machinery', 'words', 42, [1800, 14000]],
  ['Translation EN → HE, marketing', 'words', 46, [900, 8000]],
  ['Translation AR → HE, legal', 'words', 52, [600, 5000]],
  ['Translation FR → EN, general', 'words', 48, [700, 6000]],
  ['Revision of client draft (EN)', 'words', 18, [2000, 16000]],
  ['Proofreading, second linguist', 'hours', 16000, [2, 12]],
  ['DTP and page check', 'pages', 4500, [8, 60]],
  ['Glossary and style rules', 'lump sum', 120000, [1, 1]],
  ['Subtitle timing and burn-in', 'minutes', 2900, [10, 90]],
];
const CLIENTS: [string, string][] = [
  ['Halcyon Biotech Ltd.', 'Meitar'],
  ['Nimbus Fintech Ltd.', 'Mazkeret Batya'],
  ["Ma'agan Legal Partners", 'Sakhnin'],
  ['Orvim Devices Ltd.', 'Pardes Hanna'],
  ['Shaked Ventures Foundation', 'Maghar'],
];

/**
 * A language-services company at Tivon invoicing Israeli businesses in English, in shekels, A4 (C059 for the name and
 * headings, P052): a grey sidebar on the left with "TARGUM" set vertically, "Targum Linguistics Ltd.", "Company No."
 * hyphenated, the address, phone, e-mail and bank (the vendor's block), and to its right "Tax Invoice" in a large
 * serif with "Invoice" (TG, yy and three or four digits), "Date of issue" Month d, yyyy, "Terms" and "Due" (distractors);
 * "Billed to" the client, its town and "Company No." (a distractor) and "Project" with a purchase-order reference; jobs
 * with "Units", "Rate (NIS)" (agorot for words) and "Amount (NIS)"; sometimes "Rush surcharge 25%" on the
 * translations; "Net amount", "VAT n%" added, "Amount due NIS" underlined twice; Sunday to Thursday.
 */
export const enTargumTaxInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(JOBS, rng.int(2, 5)).map(([job, unit, p, range]) => {
      const rate = unit === 'words' ? Math.round(p * rise) : Math.round((p * rise) / 100) * 100;
      const q = unit === 'words' ? Math.round(rng.int(...range) / 10) * 10 : rng.int(...range);
      return { job, unit, q, rate, sum: q * rate };
    });
    const rush = rng.chance(0.3) ? share(total(lines.filter((l) => l.job.startsWith('Translation')).map((l) => l.sum)), 25) : 0;
    const net = total(lines.map((l) => l.sum)) + rush;
    const vatRate = israeliRate(date);
    const vat = vatOn(net, vatRate);
    const gross = net + vat;
    const vendorName = 'Targum Linguistics Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `TG-${date.slice(2, 4)}-${rng.int(100, 1999)}`;
    const [client, town] = rng.pick(CLIENTS);
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${l.job}</td><td>${l.q.toLocaleString('en-US')} ${l.unit === 'lump sum' ? '' : l.unit}</td><td>${l.unit === 'words' ? (l.rate / 100).toFixed(2) : amount(l.rate)}</td><td>${amount(l.sum)}</td></tr>`,
      )
      .join('');
    const body = `<div class="wrap"><div class="side"><div class="vert">TARGUM</div><div class="vb"><b>${vendorName}</b><br>Company No. ${hyphenId(taxId)}<br>12 HaAlonim St., Tivon<br>+972-4-983-${rng.digits(4)}<br>accounts@targum.co.il<br><br><b>Bank transfer</b><br>Bank Hapoalim, branch ${rng.int(600, 799)}<br>Account ${rng.digits(6)}</div></div>
<div class="main"><h1>Tax Invoice</h1><table class="meta"><tr><th>Invoice</th><td><b>${doc}</b></td></tr><tr><th>Date of issue</th><td><b>${dt(date, 'Month d, yyyy')}</b></td></tr><tr><th>Terms</th><td>Net 30</td></tr><tr><th>Due</th><td>${dt(addDays(date, 30), 'Month d, yyyy')}</td></tr></table>
<div class="to"><div class="cap">Billed to</div><b>${client}</b><br>${town}, Israel<br>Company No. ${taxIdOfCustomer(rng)}<div class="cap">Project</div>${rng.pick(['User manual, release', 'Investor slides', 'Website, phase', 'Approval file', 'Onboarding videos, part'])} ${rng.int(2, 9)} · PO ${rng.digits(6)}</div>
<table class="t"><tr><th>Description</th><th>Units</th><th>Rate (NIS)</th><th>Amount (NIS)</th></tr>${rows}${rush ? `<tr><td>Rush surcharge 25% (translation)</td><td></td><td></td><td>${amount(rush)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Net amount</td><td>${amount(net)}</td></tr><tr><td>VAT ${vatRate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Amount due NIS</td><td>${amount(gross)}</td></tr></table>
<p class="thanks">Thank you for working with us. Please quote the invoice number with your payment.</p></div></div>`;
    const css = `body{font-family:'P052';font-size:12.5px;margin:0}.wrap{display:flex;min-height:297mm}.side{width:55mm;background:#e9e9e6;padding:14mm 6mm;box-sizing:border-box;display:flex;flex-direction:column;gap:12mm}
.vert{font-family:'C059';font-size:40px;letter-spacing:8px;writing-mode:vertical-rl;transform:rotate(180deg);color:#5a5a52;align-self:center}.vb{font-size:10.5px;line-height:1.55}
.main{flex:1;padding:16mm 14mm}h1{font-family:'C059';font-size:34px;font-weight:normal;margin:0 0 8px}.meta th{text-align:left;font-weight:normal;color:#666;padding:2px 16px 2px 0}.meta td{padding:2px 0}
.to{margin:14px 0;line-height:1.5}.cap{font-size:10px;text-transform:uppercase;letter-spacing:1.5px;color:#777;margin-top:6px}
.t{width:100%;border-collapse:collapse;margin-top:6px}.t th{text-align:left;border-bottom:1.5px solid #444;padding:5px 4px;font-weight:normal;color:#444}.t td{padding:6px 4px;border-bottom:1px solid #ddd}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:75mm}.tot td{padding:4px 6px}.tot td:last-child{text-align:right}.tot .g td{font-weight:bold;font-size:15px;border-bottom:4px double #222;border-top:1px solid #222}.thanks{margin-top:24px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
