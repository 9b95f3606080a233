import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, grid, next, plus, row, total, vatOn } from './extra';

const ID = 'en-us-kentucky-cooperage-invoice';

const ITEMS: [string, number][] = [
  ['White oak barrel, 53 gal, char #4', 28500],
  ['Mini barrel, 5 gal, toasted', 9800],
  ['Barrel head engraving', 4500],
  ['Half-barrel planter', 6200],
  ['Barrel stave wine rack', 18900],
  ['Re-charring service, per barrel', 7500],
  ['Barrel stand, oak', 5400],
  ['Spigot and bung set', 1600],
  ['Whiskey barrel coffee table', 42000],
];

const VENDORS = [
  {
    brand: 'BLUEGRASS COOPERAGE',
    legal: 'Bluegrass Cooperage & Barrel Works, Inc.',
    addr: '1180 Distillery Rd, Bardstown, KY 40004 · (502) 555-0174',
    font: "'URW Bookman','C059',serif",
    color: '#5d4037',
    num: (rng: { int(a: number, b: number): number }) => `BC-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
  },
  {
    brand: 'Stave & Hoop',
    legal: 'Stave & Hoop Coopers LLC',
    addr: '27 Mill Creek Ln, Lebanon, KY 40033',
    font: "'Liberation Sans','DejaVu Sans',sans-serif",
    color: '#1565c0',
    num: (rng: { int(a: number, b: number): number }, iso: string) => `${iso.slice(2, 4)}${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
  },
];

const CUSTOMERS = ['Golan Craft Distillery (Israel)', 'Noa Adler', 'Pine Ridge Tavern', 'Holler Creek Spirits LLC', 'Ben Katz'];

export const enUsKentuckyCooperageInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [0, 6]);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const ordered = plus(date, -rng.int(14, 60));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, 6);
    const sum = net + tax;
    const deposit = Math.round(sum / 200) * 100;
    const permit = `KY sales and use tax permit ${rng.int(100000, 999999)}`;
    const body = `<div class="p">
<div class="head"><div class="brand">${v.brand}</div><div class="ttl">INVOICE</div></div>
${v.legal.includes('Inc.') ? `<div class="sm">${esc(v.legal)} · ${v.addr} · ${permit}</div>` : `<div class="sm">${v.addr}</div>`}
${grid([
  ['Invoice #', number],
  ['Invoice date', v.date(date)],
  ['Order date', v.date(ordered)],
  ['Account', `AC-${rng.int(1000, 9999)}`],
])}
<div class="cust"><b>Sold to:</b> ${esc(rng.pick(CUSTOMERS))} · Ship via ${rng.pick(['freight', 'UPS Ground', 'customer pickup'])}</div>
<table class="items"><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<div class="tot">${row('Subtotal', `$${amount(net)}`)}${row('Kentucky sales tax 6%', `$${amount(tax)}`)}${row('Total', `$${amount(sum)}`, 'big')}${row(`Deposit paid ${v.date(ordered)}`, `($${amount(deposit)})`)}${row('Balance due', `$${amount(sum - deposit)}`)}</div>
<div class="sm">Paid by ${rng.chance(0.5) ? `check #${rng.int(1000, 9999)}` : `card ending ${rng.digits(4)}`}. Thank you for supporting Kentucky coopers.</div>
${v.legal.includes('Inc.') ? '' : `<div class="foot">${esc(v.legal)} · ${permit}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#111}.p{padding:14mm}.head{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid ${v.color}}.brand{font-size:26px;font-weight:bold;color:${v.color}}.ttl{font-size:22px;letter-spacing:3px}.sm{font-size:10px;color:#444;margin:4px 0}.grid{width:100%;border-collapse:collapse;margin:10px 0}.grid th{border:1px solid ${v.color};background:#f3f3f3;font-size:10px;padding:3px}.grid td{border:1px solid ${v.color};text-align:center;padding:4px}.cust{margin:8px 0}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid #333;text-align:left;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.tot{width:90mm;margin:12px 0 12px auto}.row{display:flex;justify-content:space-between;gap:10px}.big{font-weight:bold;font-size:14px;border-top:1px solid #333}.foot{margin-top:40px;text-align:center;border-top:1px solid #999;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
