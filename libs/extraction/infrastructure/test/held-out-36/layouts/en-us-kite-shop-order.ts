import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { add, dated, shift, taxOn } from './extra';

const ID = 'en-us-kite-shop-order';

const VENDORS = [
  {
    brand: 'OUTER BANKS KITE WORKS',
    legal: 'Outer Banks Kite Works LLC',
    addr: '1420 S Virginia Dare Trail, Kill Devil Hills, NC 27948',
    rate: 6.75,
    rateLabel: 'NC + Dare County sales tax 6.75%',
    num: (k: number) => `OBK-${k}`,
    digits: [20000, 59999],
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    color: '#0369a1',
    font: "'Noto Sans','Liberation Sans',sans-serif",
    ship: 'Deliver to: Sea Oats Cottage, 112 E Seagull St, Nags Head, NC 27959',
    top: true,
  },
  {
    brand: 'Windward',
    legal: 'Windward Kite Company, Inc.',
    addr: '31 Harbor Dr, Grand Haven, MI 49417',
    rate: 6,
    rateLabel: 'Michigan sales tax 6%',
    num: (k: number) => `${k}`,
    digits: [880000, 899999],
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    color: '#c2410c',
    font: "'URW Gothic','DejaVu Sans',sans-serif",
    ship: 'Store pickup: Grand Haven showroom',
    top: false,
  },
];

const ITEMS: [string, string, number][] = [
  ['KT-DEL-7', '7 ft Delta kite, rainbow', 4995],
  ['KT-PAR-3', '3 m² trainer power kite with bar', 18900],
  ['KT-BOX-2', 'Classic box kite, ripstop', 6450],
  ['KT-OCT-1', 'Octopus show kite 12 m', 15900],
  ['LN-250', '250 lb Dyneema line, 100 ft × 2', 3900],
  ['AC-REEL', 'Aluminium winder reel', 2850],
  ['AC-TAIL', 'Tube tail 30 ft', 1895],
  ['KT-STN-4', 'Dual-line stunt kite, carbon spars', 12900],
  ['AC-BAG', 'Kite quiver bag', 3400],
  ['AC-SPIN', 'Ground spinner 60 in', 4200],
];

export const enUsKiteShopOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const order = `${rng.int(100000, 999999)}`;
    const ordered = shift(date, -rng.int(1, 5));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([sku, name, p]) => ({ sku, name, p, q: rng.int(1, 2) }));
    const items = add(lines.map((l) => l.q * l.p));
    const promo = rng.chance(0.35) ? 1000 : 0;
    const taxable = items - promo;
    const tax = taxOn(taxable, v.rate);
    const ship = v.top ? (items >= 15000 ? 0 : 1295) : 0;
    const total = taxable + tax + ship;
    const buyer = `${rng.pick(['Noam', 'Tamar', 'Ariel', 'Shira', 'Omri'])} ${rng.pick(['Levi', 'Golan', 'Navon', 'Regev'])}`;
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${esc(v.addr)}</div><div>(${rng.int(200, 989)}) ${rng.int(200, 989)}-${rng.digits(4)} · orders@${v.top ? 'obxkiteworks' : 'windwardkites'}.com</div>`;
    const body = `<div class="page">
${v.top ? `<header><div class="brand">${v.brand}</div><div class="hv">${vendor}</div></header>` : `<header class="band"><div class="brand">${v.brand}<span> kites · est. 1988</span></div></header>`}
<div class="row2"><div><h1>INVOICE</h1><table class="facts"><tr><td>Invoice #</td><td><b>${number}</b></td></tr><tr><td>Invoice date</td><td><b>${v.date(date)}</b></td></tr><tr><td>Web order</td><td>#${order} placed ${v.date(ordered)} ${hhmm(rng.int(360, 1380))}</td></tr><tr><td>Customer ID</td><td>C-${rng.digits(6)}</td></tr></table></div>
<div class="bill"><div class="sm">BILL TO</div><div>${buyer}</div><div>Rehov HaNarkis 8, Kfar Saba, Israel</div><div>+972 5${rng.int(0, 8)} ${rng.digits(3)} ${rng.digits(4)}</div><div class="sm" style="margin-top:6px">${esc(v.ship)}</div></div></div>
<table class="items"><tr><th>SKU</th><th>Item</th><th>Qty</th><th>Price</th><th>Line total</th></tr>${lines
      .map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>$${amount(l.p)}</td><td>$${amount(l.q * l.p)}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>Merchandise</td><td>$${amount(items)}</td></tr>
${promo ? `<tr><td>Promo code FLYDAY</td><td>-$${amount(promo)}</td></tr>` : ''}
<tr><td>${v.rateLabel}</td><td>$${amount(tax)}</td></tr>
<tr><td>Shipping${v.top ? ' (UPS Ground)' : ''}</td><td>${ship ? `$${amount(ship)}` : '$0.00'}</td></tr>
<tr class="big"><td>Order total</td><td>$${amount(total)}</td></tr>
<tr><td>Paid · ${rng.pick(['Visa', 'Mastercard', 'PayPal'])} ${v.date(ordered)}</td><td>$${amount(total)}</td></tr><tr><td>Balance</td><td>$0.00</td></tr></table>
<div class="sm">Returns accepted within 30 days on unflown kites. Flying lessons on the beach every Saturday at 10am.</div>
${v.top ? '' : `<footer>${vendor}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#0f172a}.page{width:216mm;height:279mm;box-sizing:border-box;padding:12mm 14mm;position:relative}header{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid ${v.color};padding-bottom:8px}.band{background:${v.color};color:#fff;padding:10px 14px;border:none}.brand{font-size:24px;font-weight:bold;color:${v.top ? v.color : '#fff'};letter-spacing:${v.top ? '1px' : '0'}}.brand span{font-size:12px;font-weight:normal;margin-left:8px}.hv{text-align:right;line-height:1.45;font-size:10px}.b{font-weight:bold}h1{font-size:22px;margin:12px 0 6px;color:${v.color}}.row2{display:flex;justify-content:space-between;gap:10mm}.facts td{padding:2px 8px 2px 0}.bill{margin-top:14px;border:1px solid #cbd5e1;padding:8px;width:70mm;line-height:1.5}.sm{font-size:9.5px;color:#64748b}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{text-align:left;border-bottom:2px solid #0f172a;padding:4px}.items td{padding:4px;border-bottom:1px solid #e2e8f0}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:50%;margin:10px 0 10px auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;text-align:center;font-size:10px;border-top:1px solid #cbd5e1;padding-top:4px;line-height:1.4}`;
    const page = '216mm 279mm';
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
