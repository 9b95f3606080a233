import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-segev-tax-invoice';

/** Service, unit, agorot a unit before VAT in 2022, quantity range. */
const LANG: [string, string, number, [number, number]][] = [
  ['Rendering HE>EN, specifications', 'word', 48, [1200, 9000]],
  ['Rendering EN>HE, legal', 'word', 55, [800, 6000]],
  ['Proofreading, second linguist', 'word', 14, [1200, 9000]],
  ['Simultaneous rendition, half day', 'session', 260000, [1, 3]],
  ['Desktop publishing, InDesign', 'page', 2800, [10, 80]],
  ['Certified rendering, notarised', 'certificate', 42000, [1, 4]],
  ['Terminology glossary', 'lot', 90000, [1, 1]],
  ['Rush surcharge (48 h)', 'lot', 35000, [1, 1]],
];
const CLIENTS = ['Tefen Precision Mouldings Ltd.', 'Hadarim Pomelo Holdings Ltd.', 'Halutz Code Ltd.', 'Shorashim Biomed Ltd.'];

/**
 * A language agency in Segev, an English tax invoice in shekels, A4 (Noto Sans Display for the
 * headings, Noto Sans Mono for figures): "SEGEV LEXIS" in thin capitals over "Segev Lexis Ltd." and "Company
 * No." with the number plain; a right-hand panel "TAX INVOICE" over "Invoice # SLX-nnnnn", "Invoice date" as "Mon d,
 * yyyy", "Payment due" and the client account number (failing the check); "Billed to" with the client's company number
 * (a valid id, a distractor) and a matter reference; a ruled list; "Subtotal", "VAT n%" added, "Total (ILS)" "₪…";
 * Sunday to Thursday.
 */
export const enSegevTaxInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(LANG, rng.int(2, 5)).map(([name, unit, p, [lo, hi]]) => ({ name, unit, q: rng.int(lo, hi), p: Math.round(p * rise) }));
    const net = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Segev Lexis Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `SLX-${rng.int(10000, 99999)}`;
    const body = `<div class="hd"><div><div class="nm">SEGEV LEXIS</div><div class="reg">${vendorName}</div>Company No. ${taxId}<br>Segev, Misgav 2017900</div>
<div class="pn"><div class="ti">TAX INVOICE</div><div>Invoice # <b>${doc}</b></div><div>Invoice date ${dt(date, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1')}</div><div>Payment due ${dt(plus(date, 30), 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1')}</div><div>Client account ${notAnId(rng)}</div></div></div>
<div class="bt"><span class="l">Billed to</span><br>${rng.pick(CLIENTS)}<br>Company No. ${companyId(rng, true)} · Matter ${rng.pick(['manual', 'tender', 'claims', 'website'])}-${rng.digits(3)}</div>
<table class="t"><tr><th>Service</th><th>Unit</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td class="n">${l.q}</td><td class="n">${amount(l.p)}</td><td class="n">${amount(l.q * l.p)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td class="n">${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="g"><td>Total (ILS)</td><td class="n">₪${amount(gross)}</td></tr></table>
<p class="sm">Bank transfer within 30 days. This tax invoice is produced electronically.</p>`;
    const css = `body{font-family:'Noto Sans';font-size:12px;padding:16mm}.hd{display:flex;justify-content:space-between;line-height:1.5}.nm{font-family:'Noto Sans Display';font-weight:200;font-size:28px;letter-spacing:3px}.reg{font-weight:bold;font-size:14px}
.pn{background:#f0f0f0;padding:10px 14px;line-height:1.6;min-width:70mm}.ti{font-family:'Noto Sans Display';font-size:20px;font-weight:bold}.bt{margin:20px 0 10px;line-height:1.5}.l{font-size:10px;text-transform:uppercase;color:#666}
.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-top:1px solid #000;border-bottom:1px solid #000;padding:5px}.t td{padding:5px;border-bottom:1px solid #ddd}.n{font-family:'Noto Sans Mono';text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 8px}.tot .g td{font-weight:bold;font-size:15px;border-top:1px solid #000}.sm{font-size:10.5px;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
