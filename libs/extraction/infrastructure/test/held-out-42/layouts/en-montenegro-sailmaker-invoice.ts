import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, shift, taxOn, weekday } from './extra';

const ID = 'en-montenegro-sailmaker-invoice';
const RATE = 21;

const ITEMS: [string, string, number, number][] = [
  ['New mainsail, Dacron 9 oz, two reefs', 'pc', 280000, 520000],
  ['Roller-furling genoa 135%', 'pc', 220000, 410000],
  ['Sail repair, labour', 'h', 4500, 6000],
  ['UV strip replacement', 'm', 2800, 3800],
  ['Stack-pack sail cover', 'pc', 65000, 110000],
  ['Full-length batten', 'pc', 3500, 7500],
  ['Luff tape and slides', 'set', 12000, 19000],
  ['Delivery and fitting at the marina', 'job', 9000, 15000],
];
const BOATS = ['S/Y Shalva', 'S/Y Galit', 'S/Y Kinneret Wind', 'S/Y Orca II', 'S/Y Yam Tichon'];
const OWNERS = ['Mr Doron Shaked', 'Ms Hila Segal', 'Mr Ofer Mizrahi', 'Haifa Sailing Club', 'Mr Ronen Peretz'];

const VENDORS = [
  {
    brand: 'KOTOR SAILS',
    legal: 'Jedra Kotor d.o.o.',
    font: "'C059','Liberation Serif',serif",
    color: '#1e40af',
    head: true,
    num: (iso: string, r: { int(a: number, b: number): number }) => `${r.int(10, 450)}/${iso.slice(0, 4)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `${eu(c)} €`,
    addr: 'Dobrota bb, 85330 Kotor, Montenegro',
  },
  {
    brand: 'Budva Sail Loft',
    legal: 'Sail Loft Budva DOO',
    font: "'Liberation Sans','Noto Sans',sans-serif",
    color: '#0f766e',
    head: false,
    num: (_iso: string, r: { int(a: number, b: number): number }) => `INV${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `€${amount(c)}`,
    addr: 'Marina Dukley, 85310 Budva, Montenegro',
  },
];

export const enMontenegroSailmakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10]);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(date, rng);
    const pib = `0${rng.digits(7)}`;
    const vat = `${rng.int(30, 99)}/${rng.int(10, 99)}-${rng.digits(5)}-${rng.int(1, 9)}`;
    const order = shift(date, -rng.int(10, 40));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, unit, lo, hi]) => {
      const qty = unit === 'h' ? rng.int(2, 9) : unit === 'm' ? rng.int(8, 16) : unit === 'pc' && lo < 10000 ? rng.int(2, 6) : 1;
      return { name, unit, qty, price: rng.int(lo / 100, hi / 100) * 100 };
    });
    const net = add(lines.map((l) => l.qty * l.price));
    const tax = taxOn(net, RATE);
    const total = net + tax;
    const advance = Math.round((total * 0.4) / 10000) * 10000;
    const ids = `PIB ${pib} · PDV reg. ${vat}`;
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="page">
<header><div class="brand">${v.brand}</div>${v.head ? `<div class="co"><b>${esc(v.legal)}</b><br>${v.addr}<br>${ids}<br>Tel. +382 32 ${rng.int(300000, 399999)}</div>` : '<div class="co">Sails · Covers · Repairs</div>'}</header>
<h1>RAČUN / INVOICE</h1>
<div class="two"><div><b>Bill to</b><br>${rng.pick(OWNERS)}<br>${rng.pick(BOATS)}, berth ${rng.pick(['A', 'B', 'C'])}${rng.int(1, 60)}<br>Customer ref. C-${rng.digits(4)}</div>
<table class="meta">
${row('Invoice no. / Broj računa', number)}
${row('Invoice date / Datum', v.date(date))}
${row('Order / Narudžba', `ORD-${rng.digits(4)} of ${v.date(order)}`)}
${row('Due / Valuta', v.date(shift(date, 8)))}
</table></div>
<table class="items"><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.qty}</td><td>${v.money(l.price)}</td><td>${v.money(l.qty * l.price)}</td></tr>`)
      .join('')}</table>
<table class="tot">
${row('Net amount / Osnovica', v.money(net))}
${row('PDV / VAT 21%', v.money(tax))}
${row('Total / Ukupno', v.money(total), 'big')}
${row(`Advance received ${v.date(order)}`, `(${v.money(advance)})`)}
${row('Balance due / Za uplatu', v.money(total - advance))}
</table>
<div class="note">Payment to ${v.head ? 'Jedra Kotor' : 'Sail Loft Budva'}, IBAN ME25 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}. Sails stored free of charge until 30 days after the due date.</div>
${v.head ? '' : `<footer>${esc(v.legal)} · ${v.addr} · ${ids}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:30px;font-weight:bold;color:${v.color};letter-spacing:1px}.co{text-align:right;line-height:1.5;font-size:10px}h1{font-size:17px;margin:14px 0 8px;border-bottom:2px solid ${v.color};padding-bottom:3px}.two{display:flex;justify-content:space-between;line-height:1.5}.meta td{padding:1px 0 1px 10px}.meta td:first-child{color:#555}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{text-align:left;background:${v.color};color:#fff;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{width:55%;margin:10px 0 0 auto}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111}.note{margin-top:16px;font-size:10px}footer{position:absolute;bottom:9mm;left:14mm;right:14mm;border-top:1px solid ${v.color};padding-top:4px;text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
