import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, enMonth, firstOfMonth, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-payroll-bureau-invoice';

const CLIENTS = ['Orbitline Robotics Ltd.', 'Greenleaf Analytics Ltd.', 'Kelim Bio Ltd.', 'Nodeway Security Ltd.', 'Tavor Games Studio Ltd.'];

/** An Israeli payroll bureau's English tax invoice in shekels for a month's payroll (Sunday-Thursday), VAT added. */
export const enPayrollBureauInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, undefined, [2, 12]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const month = firstOfMonth(date, -1);
    const staff = rng.int(6, 48);
    const perSlip = (co ? rng.int(85, 120) : rng.int(70, 95)) * 100;
    const lines: { name: string; qty: number; unit: number }[] = [
      { name: `Monthly payslips, ${enMonth(month)}`, qty: staff, unit: perSlip },
      { name: 'Form 102 filing (National Insurance & income tax withholding)', qty: 1, unit: rng.int(25, 40) * 1000 },
    ];
    if (rng.chance(0.6)) lines.push({ name: 'New employee onboarding (Form 101, pension set-up)', qty: rng.int(1, 4), unit: rng.int(15, 25) * 1000 });
    if (rng.chance(0.4)) lines.push({ name: 'Termination file & Form 161', qty: 1, unit: rng.int(45, 70) * 1000 });
    if (rng.chance(0.5)) lines.push({ name: 'Pension & study fund interface (monthly)', qty: 1, unit: rng.int(18, 30) * 1000 });
    if (date.slice(5, 7) <= '03') lines.push({ name: 'Annual Forms 106 & 126', qty: staff, unit: 3500 });
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Paywise Payroll Services Ltd.' : 'Tali Rosenberg';
    const taxId = idOf(co ? vendorName : 'טלי רוזנברג', co);
    const doc = co ? `PW/${date.slice(0, 4)}/${String(rng.int(1, 9999)).padStart(4, '0')}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, 'NIS x') : sh(c, '₪x'));
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd/mm/yyyy'));
    const due = plus(date, co ? 30 : 15);
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Client', rng.pick(CLIENTS)],
        ['Client Company No.', taxIdOfCustomer(rng)],
        ['Payroll month', enMonth(month)],
        ['Employees paid', String(staff)],
        ['Client PO', `PO-${rng.int(100000, 999999)}`],
        ['Payment due', f(due)],
      ],
      2,
    );
    const table = items(
      ['Service', 'Qty', 'Rate', 'Amount'],
      lines.map((l) => [l.name.replace('&', '&amp;'), String(l.qty), money(l.unit), money(l.qty * l.unit)]),
    );
    const sums = `<div class="sum">${row('Subtotal', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total due', money(gross), 'b big')}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">PAYWISE</div><div>${vendorName}</div><div class="sm">Company No. ${hyphenId(taxId)} · 8 Hamenofim St., Herzliya Pituach · ${landline(rng)} · payroll@paywise.co.il</div></div>
<h1>TAX INVOICE</h1>${info}${table}${sums}
<div class="sm">Bank transfer: Bank Leumi, branch 800, account ${rng.digits(8)}. Salaries for ${enMonth(month)} were transferred to employees on the 9th.</div>`
      : `<div class="head"><div class="brand2">Rosenberg Payroll</div><div class="sm">Payroll for small teams · Modi'in · ${cellular(rng)}</div></div>
<h1>Tax Invoice ${doc}</h1>${info}${table}${sums}
<div class="sm">Please pay by bank transfer or Bit within 15 days.</div>
<div class="foot">Tali Rosenberg · Licensed Dealer (עוסק מורשה) No. ${taxId}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'DejaVu Sans'"};font-size:13px;padding:15mm;box-sizing:border-box;height:296mm;position:relative}
.head{border-bottom:3px solid #00695c;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#00695c;letter-spacing:3px}.brand2{font-size:24px;color:#00695c}h1{font-size:18px;margin:12px 0 8px}.pairs{width:100%}.sum{width:45%;margin-left:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
