import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-us-neon-sign-maker-invoice';

const VENDORS = [
  {
    brand: 'GOWANUS NEON',
    legal: 'Gowanus Neon Works LLC',
    lines: ['Gowanus Neon Works LLC', '241 Nevins Street, Brooklyn, NY 11217', '(718) 555-0142 · shop@gowanusneon.com'],
    num: (k: number) => `GNW-${k}`,
    digits: [1040, 1999],
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    taxLabel: 'NYC sales tax 8.875%',
    rate: 8.875,
    site: 'Pop-up at 88 Wythe Ave, Brooklyn, NY',
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    color: '#db2777',
    head: true,
  },
  {
    brand: 'DESERT GLOW',
    legal: 'Desert Glow Signs, Inc.',
    lines: ['Desert Glow Signs, Inc. · 1730 E. Speedway Blvd, Tucson, AZ 85719 · (520) 555-0198', 'AZ TPT license 21004718 · accounts@desertglowsigns.com'],
    num: (k: number) => `${k}`,
    digits: [240100, 249999],
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    taxLabel: 'Tucson combined sales tax 8.7%',
    rate: 8.7,
    site: 'Install at 310 N. 4th Ave, Tucson, AZ',
    font: "'DejaVu Sans','Liberation Sans',sans-serif",
    color: '#c2410c',
    head: false,
  },
];

const ITEMS: [string, string, [number, number], number][] = [
  ['Hand-bent glass neon, custom script (per linear foot)', 'ft', [8, 36], 6500],
  ['LED neon flex lettering (per linear foot)', 'ft', [10, 40], 3200],
  ['Neon transformer, 9 kV', 'ea', [1, 3], 18500],
  ['Clear acrylic backer, cut to shape', 'ea', [1, 2], 24000],
  ['Artwork and full-size pattern', 'ea', [1, 1], 35000],
  ['Dimmer and remote', 'ea', [1, 2], 6800],
  ['Wooden crate for transport', 'ea', [1, 1], 15000],
  ['On-site installation (hours)', 'hr', [2, 6], 9500],
];

export const enUsNeonSignMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit, [lo, hi], p]) => ({ name, unit, q: rng.int(lo, hi), p }));
    const net = add(lines.map((l) => l.q * l.p));
    const tax = taxOn(net, v.rate);
    const total = net + tax;
    const deposit = Math.round(total / 2);
    const depositDate = weekday(shift(date, -rng.int(14, 40)));
    const due = shift(date, 15);
    const customer = rng.pick(['Shuk Kitchen USA LLC', 'Tahini Brothers Inc.', 'Levant Street Food LLC', 'Galilee Grill Group Inc.']);
    const body = `<div class="page">
<div class="band"><div class="brand">${esc(v.brand)}</div>${v.head ? `<div class="vendor">${v.lines.map((l, i) => (i ? `<div>${esc(l)}</div>` : `<div class="b">${esc(l)}</div>`)).join('')}</div>` : '<div class="vendor">hand-made light since 1987</div>'}</div>
<div class="grid"><div><div class="lbl">BILL TO</div><div class="b">${esc(customer)}</div><div>c/o HaArba'a St 19, Tel Aviv 6473917, Israel</div><div>Customer ID C-${rng.int(1000, 9999)}</div><div>${esc(v.site)}</div></div>
<div class="meta"><h1>INVOICE</h1><div><span>Invoice #</span><b>${number}</b></div><div><span>Invoice date</span><b>${v.date(date)}</b></div><div><span>Job #</span>${rng.int(500, 999)}-${String.fromCharCode(65 + rng.int(0, 5))}</div><div><span>PO #</span>${rng.int(4500000, 4599999)}</div><div><span>Due date</span>${dt(due, 'mm/dd/yyyy')}</div></div></div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Rate</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${l.unit}</td><td>$${amount(l.p)}</td><td>$${amount(l.q * l.p)}</td></tr>`).join('')}
</table>
<table class="tot"><tr><td>Subtotal</td><td>$${amount(net)}</td></tr><tr><td>${v.taxLabel}</td><td>$${amount(tax)}</td></tr><tr class="big"><td>Invoice total</td><td>$${amount(total)}</td></tr>
<tr><td>Deposit received ${dt(depositDate, 'mm/dd/yyyy')}</td><td>($${amount(deposit)})</td></tr><tr class="b"><td>Balance due</td><td>$${amount(total - deposit)}</td></tr></table>
<div class="note">Please pay by ACH or wire within 15 days. Glass neon carries a 2-year warranty on tubes and transformers. Thank you for keeping neon alive!</div>
${v.head ? '' : `<footer>${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#1f1f1f}.page{width:215.9mm;height:279mm;box-sizing:border-box;padding:14mm;position:relative}.band{display:flex;justify-content:space-between;align-items:center;background:#111;color:#fff;padding:10px 14px}.brand{font-size:30px;font-weight:bold;color:${v.color};letter-spacing:3px;text-shadow:0 0 4px ${v.color}}.vendor{text-align:right;font-size:10.5px;line-height:1.5}.b{font-weight:bold}.grid{display:flex;justify-content:space-between;margin:14px 0;line-height:1.5}.lbl{font-size:10px;color:#777;letter-spacing:1px}.meta h1{margin:0 0 4px;font-size:24px;color:${v.color}}.meta div{display:flex;justify-content:space-between;gap:18px}.meta span{color:#666}.items{width:100%;border-collapse:collapse}.items th{background:#eee;text-align:left;padding:5px}.items td{padding:5px;border-bottom:1px solid #ddd}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:50%;margin:12px 0 12px auto;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111}.note{font-size:10px;color:#555}footer{position:absolute;bottom:12mm;left:14mm;right:14mm;text-align:center;font-size:9.5px;border-top:2px solid ${v.color};padding-top:5px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
