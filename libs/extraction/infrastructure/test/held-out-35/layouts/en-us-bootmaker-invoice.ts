import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, weekday } from './extra';

const ID = 'en-us-bootmaker-invoice';

const VENDORS = [
  {
    name: 'Pecos Bootmakers LLC',
    place: '1907 N Main St, Fort Worth, TX 76164',
    phone: '(817) 555-0148',
    permit: 'Texas Sales and Use Tax Permit 3-20481-7736-2',
    rate: 825,
    where: 'Fort Worth 8.25%',
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    num: (k: number) => `PB-${k}`,
    digits: [1000, 9999],
    color: '#78350f',
    font: "'URW Bookman','C059',serif",
  },
  {
    name: 'Red Dirt Boot Works, Inc.',
    place: '728 W Sheridan Ave, Oklahoma City, OK 73102',
    phone: '(405) 555-0190',
    permit: 'OK Sales Tax Permit 1-73-028415',
    rate: 8625,
    where: 'Oklahoma City 8.625%',
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    num: (k: number) => `${k}`,
    digits: [10000, 29999],
    color: '#7f1d1d',
    font: "'C059','Liberation Serif',serif",
  },
];

const ITEMS: [string, number][] = [
  ['Custom boots, full quill ostrich, 13" shaft, #', 189500],
  ['Custom boots, calf vamp, hand-stitched 14-row tops, #', 124000],
  ['Ready-made roper boots, bison', 42500],
  ['Inlaid initials (pair)', 9500],
  ['Cedar boot trees', 7800],
  ['Tooled leather belt, 1.5"', 16500],
  ['Sterling buckle set', 21000],
  ['Boot care kit', 3900],
];

export const enUsBootmakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const pattern = `${rng.int(100, 999)}`;
    const lines = [ITEMS[rng.int(0, 2)], ...rng.some(ITEMS.slice(3), rng.int(1, 4))].map(([name, price]) => ({ name: name.replace('#', `pattern ${pattern}`), price, q: 1 }));
    const merch = add(lines.map((l) => l.price));
    // rate in thousandths of a percent for 8.625, hundredths for 8.25
    const tax = v.rate === 825 ? Math.round((merch * 825) / 10000) : Math.round((merch * 8625) / 100000);
    const total = merch + tax;
    const deposit = Math.round(total / 2 / 100) * 100;
    const measured = shift(date, -rng.int(60, 150));
    const customer = rng.pick(['Eitan Baruch', 'Lior Katz', 'Noam Peretz', 'Adi Levi-Shani']);
    const facts = `<table class="facts"><tr><th>Invoice No.</th><th>Invoice Date</th><th>Measured</th><th>Terms</th></tr><tr><td>${number}</td><td>${v.date(date)}</td><td>${v.date(measured)}</td><td>50% deposit, balance at pickup</td></tr></table>`;
    const bill = `<div class="bill"><b>SOLD TO</b><br>${esc(customer)}<br>Herzliya, Israel<br>+972 52 ${rng.digits(3)} ${rng.digits(4)}<br>Sizes: L ${rng.int(8, 12)}D / R ${rng.int(8, 12)}D</div>`;
    const table = `<table class="items"><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.price)}</td><td>${amount(l.price)}</td></tr>`)
      .join('')}</table>`;
    const sums = `<table class="tot"><tr><td>Merchandise</td><td>$${amount(merch)}</td></tr><tr><td>Sales Tax (${v.where})</td><td>$${amount(tax)}</td></tr><tr class="big"><td>Invoice Total</td><td>$${amount(total)}</td></tr><tr><td>Deposit received ${v.date(measured)}</td><td>($${amount(deposit)})</td></tr><tr><td>Paid at pickup, VISA ending ${rng.digits(4)}</td><td>($${amount(total - deposit)})</td></tr><tr><td>Balance Due</td><td>$0.00</td></tr></table>`;
    const body =
      n % 2 === 0
        ? `<div class="pg"><header><div class="star">★</div><div class="nm">${esc(v.name)}</div><div>${esc(v.place)} · ${v.phone}</div><div class="sm">Handmade in Texas since 1961</div></header><h1>INVOICE</h1>${facts}${bill}${table}${sums}<div class="sm">${v.permit}. Custom boots are made to your measurements and are not returnable.</div></div>`
        : `<div class="pg side"><aside><div class="nm">${esc(v.name)}</div><div>${esc(v.place)}</div><div>${v.phone}</div><div class="sm">${v.permit}</div><div class="sm">Hand-lasted boots · Saddlery · Repairs</div></aside><main><h1>INVOICE</h1>${facts}${bill}${table}${sums}</main></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#231a12}.pg{width:8.5in;height:11in;box-sizing:border-box;padding:0.6in;position:relative;border:3px double ${v.color}}header{text-align:center;border-bottom:3px double ${v.color};padding-bottom:4mm}.star{color:${v.color};font-size:22px}.nm{font-size:24px;font-weight:bold;color:${v.color}}.side{display:flex;gap:6mm}.side aside{width:45mm;border-right:2px solid ${v.color};padding-right:4mm;line-height:1.6}.side aside .nm{font-size:18px}.side main{flex:1}h1{font-size:22px;letter-spacing:4px;margin:6mm 0 4mm;color:${v.color}}.sm{font-size:9.5px;color:#555;margin-top:4mm}.facts{width:100%;border-collapse:collapse;margin-bottom:5mm}.facts th{background:${v.color};color:#fff;padding:3px;font-weight:normal;text-align:left}.facts td{border:1px solid #bbb;padding:3px}.bill{margin-bottom:5mm;line-height:1.5}.items{width:100%;border-collapse:collapse}.items th{border-bottom:1.5px solid ${v.color};text-align:left;padding:3px}.items td{padding:4px 3px;border-bottom:1px solid #e5e0d8}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:65%;margin:5mm 0 0 auto}.tot td{padding:2px 3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'letter', css, body }),
      page: 'letter',
      truth: { vendorName: v.name, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
