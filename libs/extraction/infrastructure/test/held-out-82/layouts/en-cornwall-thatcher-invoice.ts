import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, e, items, next, plus, total, vatOn } from './extra';

const ID = 'en-cornwall-thatcher-invoice';

/** Work: description, unit, price in pence before VAT (2022). */
const WORK: [string, string, number][] = [
  ['Re-ridge in block-cut sedge ridge', 'm', 18500],
  ['Patch repair to water reed coat', 'm²', 9500],
  ['Re-thatch, combed wheat reed, 300 mm coat', 'm²', 14800],
  ['Galvanised wire netting supplied and fixed', 'm²', 1250],
  ['Water reed, bundles supplied', 'bundle', 780],
  ['Hazel spars and liggers', 'lot', 16500],
  ['Scaffold hire, per week', 'week', 42000],
  ['Strip and remove old coat, skip hire', 'lot', 68000],
];

/**
 * A master thatcher's firm near Truro, Cornwall, England, A4 (URW Bookman headings, Liberation Serif text): the firm's name in
 * small capitals with "Ltd", its address, "Company No." (eight digits) and "VAT Reg. No. GB" spaced 3-4-2 (nine digits, not an
 * Israeli id), "INVOICE" with "Invoice No." (TT and four digits) and "Date / tax point" (d Month yyyy), the customer and the
 * property (a cottage's name), the work with units (m, m², bundles, weeks) and prices in pounds, "Subtotal", "VAT @ 20%",
 * "Total due £", terms of 14 days with the due date and the bank's sort code. Monday to Friday.
 */
export const enCornwallThatcherInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(WORK, rng.int(3, 5)).map(([name, unit, p]) => {
      const qty = unit === 'lot' ? 1 : unit === 'week' ? rng.int(1, 4) : unit === 'bundle' ? rng.int(40, 400) : rng.int(4, 60);
      const each = Math.round((p * up) / 10) * 10;
      return { name, unit, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, 20);
    const gross = net + vat;
    const vendorName = 'Trewithen Reed Thatching Ltd';
    const doc = `TT${rng.int(1, 9)}${rng.digits(3)}`;
    const due = plus(date, 14);
    const vatNo = `${rng.int(1, 9)}${rng.digits(2)} ${rng.digits(4)} ${rng.digits(2)}`;
    const body = `<div class="hd"><div><div class="nm">Trewithen Reed Thatching</div><div>Master Thatchers · Established 1987</div></div><div class="addr">Higher Trewithen Barn<br>Probus, Truro<br>Cornwall TR2 ${rng.int(4, 9)}${rng.pick(['AB', 'JD', 'LX', 'QR'])}<br>01872 ${rng.digits(6)}</div></div>
<div class="reg">${vendorName} · Registered in England and Wales, Company No. ${rng.int(10, 15)}${rng.digits(6)} · VAT Reg. No. GB ${vatNo}</div>
<h1>INVOICE</h1><table class="meta"><tr><th>Invoice No.</th><td>${doc}</td></tr><tr><th>Date / tax point</th><td>${dt(date, 'd Month yyyy')}</td></tr><tr><th>Your ref.</th><td>${rng.pick(['Phone order', 'Quote Q-', 'Insurance claim '])}${rng.digits(3)}</td></tr></table>
<div class="to"><b>Invoice to</b><br>${rng.pick(['Mr & Mrs J. Penrose', 'Ms K. Trelawny', 'Roseland Holiday Cottages Ltd', 'Dr A. Carne'])}<br>${rng.pick(['Rose Cottage', 'Old Mill House', 'Chy an Gwel', 'Lower Tregony Farmhouse'])}, ${rng.pick(['St Mawes', 'Tregony', 'Veryan', 'Ladock'])}</div>
${items(
  ['Description', 'Qty', 'Unit', 'Rate £', 'Amount £'],
  lines.map((l) => [e(l.name), String(l.qty), l.unit, amount(l.each), amount(l.sum)]),
)}
<table class="tt"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT @ 20%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total due</td><td>£${amount(gross)}</td></tr></table>
<div class="terms">Payment within 14 days, by ${dt(due, 'd Month yyyy')}. Bank: Cornish Mutual Bank, sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, account ${rng.digits(8)}. Please quote the invoice number.</div>`;
    const css = `body{font-family:'Liberation Serif','Noto Serif';font-size:13px;padding:16mm 18mm;color:#222}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #6b5a2e;padding-bottom:8px}
.nm{font-family:'URW Bookman';font-size:24px;font-variant:small-caps;color:#6b5a2e}.addr{text-align:right;font-size:12px}.reg{font-size:10.5px;margin:4px 0 12px}
h1{font-family:'URW Bookman';font-size:22px;letter-spacing:3px;margin:10px 0 6px}table{border-collapse:collapse}.meta th{text-align:left;font-weight:normal;padding:2px 14px 2px 0;color:#555}.meta td{font-weight:bold}
.to{margin:12px 0}.items{width:100%;margin:10px 0}.items th{border-bottom:2px solid #6b5a2e;text-align:left;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}
.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:right}.tt{width:42%;margin:8px 0 14px auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #222}
.terms{font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
