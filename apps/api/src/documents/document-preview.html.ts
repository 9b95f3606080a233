import { DocumentPreview } from '@backoffice/documents/application';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A self-contained HTML page of a previewed document (no scripts, no external resources). */
export function renderPreviewHtml(p: DocumentPreview): string {
  const rows = p.lines
    .map((l) => `<tr><td>${escape(l.description)}</td><td class="n">${l.quantity}</td><td class="n">${l.unitPrice}</td><td class="n">${l.lineTotal.toScale(2)}</td></tr>`)
    .join('');
  const payments = p.payments.map((x) => `<tr><td>${escape(x.method)}</td><td>${escape(x.date)}</td><td class="n">${x.amount.toScale(2)}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(p.type)} preview</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:4px}.n{text-align:right}</style>
</head><body>
<h1>${escape(p.type)} <small>(preview, not issued)</small></h1>
<p>To: ${escape(p.clientName)}<br>Date: ${escape(p.issueDate)}<br>Currency: ${escape(p.currency)}</p>
${rows ? `<table><thead><tr><th>Description</th><th class="n">Quantity</th><th class="n">Unit price</th><th class="n">Total</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${payments ? `<table><thead><tr><th>Payment</th><th>Date</th><th class="n">Amount</th></tr></thead><tbody>${payments}</tbody></table>` : ''}
<p class="n">Amount: ${p.amount}<br>VAT (${escape(p.vatRate)}%): ${p.tax}<br><strong>Total: ${p.totalWithTax}</strong></p>
${p.remarks ? `<p>${escape(p.remarks)}</p>` : ''}
</body></html>`;
}
