import { addDays, amount, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, mobile } from '../notation';

const PEOPLE = [
  { name: 'Noa Ben-David Design', exempt: true, what: ['Logo redesign', 'Brand guidelines', 'Landing page design', 'Revisions (hourly)'] },
  { name: 'Yoav Mizrahi Software Consulting', exempt: false, what: ['Backend development (hours)', 'Code review', 'Architecture workshop', 'On-call support'] },
  { name: 'Dana Katz Translation Services', exempt: true, what: ['Translation HE>EN (words)', 'Proofreading', 'Certified translation', 'Rush fee'] },
  { name: 'Eli Shapiro Photography', exempt: false, what: ['Product shoot (half day)', 'Photo editing (per image)', 'Travel', 'Event coverage'] },
];
const CLIENTS = ['Tavor Biotech Ltd.', 'Shikma Marketing Ltd', 'Beit Hakerem Holdings Ltd.', 'Lotem Games Ltd'];

/**
 * An Israeli freelancer's "Tax Invoice / Receipt" in English: a licensed dealer (or an exempt
 * dealer with a plain "Receipt" and no VAT), the client's company number in "Billed to",
 * hours or units × rate in NIS, and a payments table (method, date, reference, amount) that
 * repeats the total.
 */
export const enFreelancerInvoiceReceipt: Layout = {
  id: 'en-freelancer-invoice-receipt',
  lang: 'en',
  kind: 'tax invoice receipt',
  make(rng) {
    const p = rng.pick(PEOPLE);
    const exempt = p.exempt;
    const id = taxId(rng, false);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const lines = rng.some(p.what, rng.int(1, 3)).map((what) => ({ what, qty: rng.int(1, 24), unit: rng.int(8, 65) * 1000 }));
    const net = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const vat = exempt ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const doc = String(rng.int(1, 20000) + (rng.chance(0.5) ? 20000 : 0));
    const style = rng.pick(['M d, Y', 'd M Y', 'd/m/Y'] as const);
    const cur = rng.pick(['NIS', 'ILS', '₪']);
    const m = (c: number) => (cur === '₪' ? `₪${amount(c)}` : `${amount(c)} ${cur}`);
    const title = exempt ? 'RECEIPT' : rng.pick(['TAX INVOICE / RECEIPT', 'Tax Invoice-Receipt']);
    const dealer = exempt ? rng.pick(['Exempt Dealer (Osek Patur) No.', 'Osek Patur']) : rng.pick(['Licensed Dealer No.', 'Osek Murshe', 'VAT Dealer No.']);
    const font = rng.pick(['Noto Serif', 'Liberation Sans', 'DejaVu Sans', 'FreeSerif', 'Noto Sans Display']);
    const method = rng.pick(['Bank transfer', 'Bit', 'Cheque', 'Credit card']);
    const body = `
<div class="hd"><div class="nm">${p.name}</div><div>${dealer} ${id}</div><div>${mobile(rng)} &middot; ${p.name.split(' ')[0].toLowerCase()}@${rng.pick(['gmail.com', 'studio.co.il', 'walla.co.il'])}</div></div>
<div class="tt">${title} <span>No. ${doc}</span></div>
<div class="orig">Original${rng.chance(0.5) ? ' (computer generated)' : ''}</div>
<div class="two"><div><b>Billed to</b><br>${rng.pick(CLIENTS)}<br>Reg. No. ${taxId(rng)}<br>${rng.pick(['Herzliya Pituach', 'Ramat Gan', 'Beer Sheva', 'Netanya'])}</div>
<div><b>Date</b> ${day(date, style)}<br><b>Project</b> ${rng.pick(['Q', 'P', 'J'])}${rng.int(10, 99)}-${rng.int(100, 999)}</div></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${l.what}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="s">${exempt ? '' : `<tr><td>Subtotal</td><td>${m(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${m(vat)}</td></tr>`}
<tr class="b"><td>Total</td><td>${m(total)}</td></tr></table>
<div class="ph">Payment received</div>
<table class="pay"><tr><th>Method</th><th>Date</th><th>Details</th><th>Amount</th></tr>
<tr><td>${method}</td><td>${day(addDays(date, -rng.int(0, 3)), 'd/m/Y')}</td><td>${method === 'Cheque' ? `Bank ${rng.int(10, 31)}, cheque ${rng.digits(6)}, due ${day(addDays(date, 30), 'd/m/Y')}` : method === 'Bank transfer' ? `Ref ${rng.digits(9)}` : `Auth ${rng.digits(6)}`}</td><td>${amount(total)}</td></tr></table>
<p class="ft">${exempt ? 'Exempt dealer: no VAT is charged.' : 'This document is both a tax invoice and a receipt.'} Thank you for your business.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 16mm 20mm; }
.hd { border-left: 5px solid #2a7; padding-left: 4mm; } .nm { font-size: 17pt; font-weight: bold; }
.tt { font-size: 16pt; margin: 8mm 0 0; font-weight: bold; } .tt span { font-weight: normal; margin-left: 6mm; } .orig { font-size: 8pt; color: #777; }
.two { display: flex; justify-content: space-between; margin: 6mm 0; line-height: 1.5; }
.l, .pay { width: 100%; border-collapse: collapse; } .l th, .pay th { text-align: left; border-bottom: 2px solid #2a7; } .l td, .pay td { padding: 1.5mm 0; border-bottom: 1px solid #eee; }
.l td:nth-child(n+2), .l th:nth-child(n+2), .pay td:last-child, .pay th:last-child { text-align: right; }
.s { width: 45%; margin: 3mm 0 6mm auto; } .s td:last-child { text-align: right; } .b td { font-weight: bold; font-size: 12pt; border-top: 1px solid #000; }
.ph { font-weight: bold; margin-top: 4mm; } .ft { margin-top: 16mm; font-size: 8.5pt; color: #555; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: p.name, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), ...(exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
