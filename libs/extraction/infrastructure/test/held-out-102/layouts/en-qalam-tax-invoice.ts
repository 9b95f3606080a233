import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share, spacedId } from '../../generalisation/notation';
import { avoid, e, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-qalam-tax-invoice';

/** Service, how it is priced (by the thousand words, by the entry, or a flat fee), and agorot before VAT in 2023. */
const SERVICES: [string, 'words' | 'entries' | 'flat', number][] = [
  ['Stylistic edit', 'words', 9000],
  ['Substantive edit with margin comments', 'words', 14000],
  ['Proofreading of the revised manuscript', 'words', 5500],
  ['Bibliography restyled to the journal template', 'entries', 250],
  ['Editor’s submission memo, drafting', 'flat', 32000],
  ['Reply to referees, wording', 'flat', 45000],
  ['Figure legends and table titles, consistency review', 'flat', 18000],
  ['Abstract condensed to the word limit', 'flat', 15000],
];
const CLIENTS = [
  ['Dr. Lubna Haddad', 'Laboratory of Soil Microbiology'],
  ['Prof. Yael Levinson', 'Epidemiology Laboratory'],
  ['Dr. Majd Kassem', 'Neurogenetics Unit'],
  ['Dr. Shira Ohana', 'Department of Geophysics'],
  ['Dr. Elias Nassar', 'Institute of Evolutionary Biology'],
];

/**
 * An Israeli manuscript-editing company at Tayibe invoicing researchers in English, in shekels, A4 (Noto Serif for the
 * mark and headings, Nimbus Sans Narrow): "QALAM" spaced over "Academic Manuscripts" on the left, a ruled box "TAX
 * INVOICE" with "Original" on the right; "Billed to" the researcher and unit with a purchase order (a distractor);
 * "Invoice no." QMS/yy/nnnn, "Invoice date" d.m.yyyy, "Manuscript ID" (a distractor resembling a number) and "Received"
 * (3-20 days before; a distractor); a table of services (words to the word × a rate a thousand words, entries × a rate,
 * or flat fees) with "Qty", "Rate" and "Amount (₪)", sometimes "Express turnaround surcharge 30%" on the word-priced
 * lines; "Subtotal", "VAT n%" added, "Total due (NIS)" in a rule-framed line; bank details and terms; the footer with
 * "Qalam Manuscripts Ltd.", "Company ID" spaced in threes and the Tayibe address; Sunday to Thursday.
 */
export const enQalamTaxInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const lines = rng.some(SERVICES, rng.int(2, 4)).map(([name, per, p]) => {
      const rate = Math.round((p * rise) / 50) * 50;
      const q = per === 'words' ? rng.int(2800, 12500) : per === 'entries' ? rng.int(25, 90) : 1;
      const sum = per === 'words' ? Math.round((q * rate) / 1000) : q * rate;
      return { name, per, rate, q, sum };
    });
    const express = lines.some((l) => l.per === 'words') && rng.chance(0.3);
    const surcharge = express ? share(total(lines.filter((l) => l.per === 'words').map((l) => l.sum)), 30) : 0;
    const net = total(lines.map((l) => l.sum)) + surcharge;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Qalam Manuscripts Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `QMS/${date.slice(2, 4)}/${String(rng.int(30, 890)).padStart(4, '0')}`;
    const [client, unit] = rng.pick(CLIENTS);
    const received = plus(date, -rng.int(3, 20));
    const rows = lines
      .map((l) => {
        const qty = l.per === 'words' ? `${l.q.toLocaleString('en-US')} words` : l.per === 'entries' ? `${l.q} entries` : '1';
        const per = l.per === 'words' ? `${amount(l.rate)} / 1,000 words` : amount(l.rate);
        return `<tr><td>${e(l.name)}</td><td>${qty}</td><td>${per}</td><td>${amount(l.sum)}</td></tr>`;
      })
      .join('');
    const body = `<div class="hdr"><div><div class="mk">QALAM</div><div class="sub">Academic Manuscripts</div></div><div class="tb"><div class="tt">TAX INVOICE</div><div>Original</div></div></div>
<div class="two"><div><div class="lb">Billed to</div><b>${client}</b><br>${unit}<br>Purchase order ${rng.digits(7)}</div>
<table class="meta"><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Invoice date</th><td>${dt(date, 'd/m/yyyy').replace(/\//g, '.')}</td></tr><tr><th>Manuscript ID</th><td>MS-${rng.int(1000, 9999)}-R${rng.int(1, 3)}</td></tr><tr><th>Received</th><td>${dt(received, 'd/m/yyyy').replace(/\//g, '.')}</td></tr></table></div>
<table class="t"><thead><tr><th>Description</th><th>Qty</th><th>Rate (₪)</th><th>Amount (₪)</th></tr></thead><tbody>${rows}${
      express ? `<tr><td>Express turnaround surcharge 30%</td><td></td><td></td><td>${amount(surcharge)}</td></tr>` : ''
    }</tbody></table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total due (NIS)</td><td>₪${amount(gross)}</td></tr></table>
<div class="pay"><b>Payment</b> by bank transfer within 45 days: Bank Leumi, branch ${rng.int(900, 990)}, account ${rng.digits(6)}/${rng.digits(2)}, payable to ${vendorName}</div>
<div class="foot">${vendorName} · Company ID ${spacedId(taxId)} · ${rng.int(2, 60)} Al-Quds St., Tayibe · +972-9-${rng.int(740, 799)}-${rng.digits(4)}</div>`;
    const css = `body{font-family:'Nimbus Sans Narrow';font-size:13px;padding:16mm 17mm}.hdr{display:flex;justify-content:space-between;align-items:flex-start}.mk{font-family:'Noto Serif';font-size:34px;letter-spacing:9px;font-weight:bold}.sub{font-family:'Noto Serif';font-style:italic;letter-spacing:1px}
.tb{border-top:3px solid #000;border-bottom:1px solid #000;padding:4px 0;text-align:right;min-width:60mm}.tt{font-family:'Noto Serif';font-size:22px;font-weight:bold}
.two{display:flex;justify-content:space-between;margin:14mm 0 8mm;line-height:1.5}.lb{font-size:11px;text-transform:uppercase;color:#555;letter-spacing:1px}.meta th{text-align:left;font-weight:normal;color:#555;padding:1px 10px 1px 0}.meta td{font-weight:bold}
.t{width:100%;border-collapse:collapse}.t th{font-family:'Noto Serif';text-align:left;border-bottom:1.5px solid #000;padding:4px}.t td{padding:5px 4px;border-bottom:1px solid #ccc}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{margin:10px 0 0 auto;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 4px}.tot td:last-child{text-align:right}.tot .g td{border-top:2px solid #000;border-bottom:2px solid #000;font-weight:bold;font-size:16px}
.pay{margin-top:14mm}.foot{margin-top:10mm;border-top:1px solid #999;padding-top:4px;font-size:11px;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
