import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, mul, sh } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-forensic-accounting-invoice';

const CLIENTS = ['Negev Polymers Ltd.', 'Ashdod Cold Storage Ltd.', 'Galil Medical Devices Ltd.', 'Orion Fintech Solutions Ltd.', 'Sharon Builders & Co. Ltd.'];

/** Israeli forensic accounting firm's A4 tax invoice in English, in shekels, VAT added (Sunday-Thursday). */
export const enForensicAccountingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const quarter = () => rng.int(4, 160) / 4;
    const rows: { desc: string; qty: string; unit: number }[] = [];
    rows.push({ desc: 'Partner - forensic review and supervision (hours)', qty: quarter().toFixed(2), unit: rng.int(85, 110) * 1000 });
    rows.push({ desc: 'Senior accountant - bank statement tracing (hours)', qty: quarter().toFixed(2), unit: rng.int(52, 68) * 1000 });
    if (rng.chance(0.7)) rows.push({ desc: 'Analyst - ledger and payment reconciliation (hours)', qty: quarter().toFixed(2), unit: rng.int(32, 42) * 1000 });
    if (rng.chance(0.5)) rows.push({ desc: 'Expert opinion report (fixed fee)', qty: '1', unit: rng.int(18, 35) * 100000 });
    if (rng.chance(0.4)) rows.push({ desc: 'Court appearance / cross-examination (days)', qty: String(rng.int(1, 2)), unit: rng.int(9, 14) * 100000 });
    if (rng.chance(0.5)) rows.push({ desc: 'E-discovery data processing (GB)', qty: String(rng.int(5, 80)), unit: rng.int(120, 220) * 100 });
    if (rng.chance(0.3)) rows.push({ desc: 'Disbursements - certified copies and courier', qty: '1', unit: rng.int(150, 900) * 100 });
    const amt = (r: { qty: string; unit: number }) => mul(Number(r.qty), r.unit);
    const net = total(rows.map(amt));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Ledgertrace Forensic Accounting Ltd.' : 'Miriam Shalev';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LT/${date.slice(2, 4)}/${rng.digits(4)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, 'ILS x') : sh(c, 'NIS x'));
    const f = (d: string) => (co ? dt(d, 'd Mon yyyy') : dt(d, 'dd/mm/yyyy'));
    const client = rng.pick(CLIENTS);
    const caseNo = `${rng.digits(5)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(Number(date.slice(2, 4)) - rng.int(0, 2)).padStart(2, '0')}`;
    const court = rng.pick(['Tel Aviv District Court', 'Haifa District Court', 'Central District Court (Lod)', 'Beersheba District Court']);
    const periodEnd = plus(date, -rng.int(1, 10));
    const periodStart = plus(periodEnd, -rng.int(20, 60));
    const due = plus(date, co ? 30 : 45);
    const info = pairs(
      [
        ['Invoice No.', ltr(doc)],
        ['Date', f(date)],
        ['Client', e(client)],
        ['Client Company No.', taxIdOfCustomer(rng)],
        ['Matter', `FA-${date.slice(0, 4)}-${rng.digits(3)}`],
        ['Court file', `${caseNo} (${court})`],
        ['Work period', `${f(periodStart)} - ${f(periodEnd)}`],
        ['Payment due', f(due)],
      ],
      2,
    );
    const table = items(
      ['#', 'Description', 'Qty', 'Rate', 'Amount'],
      rows.map((r, i) => [String(i + 1), r.desc, r.qty, money(r.unit), money(amt(r))]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total due', money(gross), 'b big')}</div>`;
    const retainer = rng.int(10, 40) * 100000;
    const body = co
      ? `<div class="head"><div><div class="brand">LEDGERTRACE</div><div>${vendorName}</div><div class="sm">Company No. ${hyphenId(taxId)} · 7 Kanfei Nesharim St., Jerusalem · +972-2-${rng.int(5, 6)}${rng.digits(6)}</div></div><div class="title">TAX INVOICE</div></div>
${info}${table}${sums}
<div class="sm">Retainer held on account (not applied to this invoice): ${money(retainer)}.</div>
<div class="sm">Payment by bank transfer to Bank Hapoalim, branch 782, account ${rng.digits(6)}, within 30 days. Late payments bear linkage and interest under the engagement letter of ${f(plus(periodStart, -rng.int(5, 40)))}.</div>`
      : `<div class="head"><div><div class="brand">Fraudline Review</div><div class="sm">Forensic accounting &amp; litigation support · 12 Herzl St., Netanya · ${cellular(rng)}</div></div><div class="title">Tax Invoice</div></div>
${info}${table}${sums}
<div class="sm">Please quote the invoice number with your payment. Bank Leumi, branch 851, account ${rng.digits(7)}.</div>
<div class="foot">Miriam Shalev, CPA (Isr.) · Licensed Dealer (Osek Murshe) No. ${taxId}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Serif'" : "'C059'"};font-size:12.5px;padding:15mm;height:296mm;box-sizing:border-box;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${co ? '#0d3b66' : '#7b2d26'};padding-bottom:6px;margin-bottom:10px}.brand{font-size:26px;font-weight:bold;letter-spacing:1px;color:${co ? '#0d3b66' : '#7b2d26'}}.title{font-size:20px;font-weight:bold}
.pairs{width:100%}.sum{width:45%;margin-left:auto}.big{font-size:1.15em}.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
