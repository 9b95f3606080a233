import { addDays, amount, esc, formatDate, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { share } from '../../generalisation/notation';
import { add, dated, taxOn } from './extra';

const ID = 'en-us-ham-radio-store-order';
const STORES = [
  { name: 'Skywave Radio Supply, Inc.', short: 'SKYWAVE', site: 'skywaveradio.com', city: 'Wichita, KS 67209' },
  { name: 'Ridgeline Amateur Radio LLC', short: 'RIDGELINE', site: 'ridgeline-ham.com', city: 'Boise, ID 83709' },
  { name: 'Coaxial Corner Corp.', short: 'COAXIAL CORNER', site: 'coaxialcorner.com', city: 'Huntsville, AL 35806' },
];
const GOODS: [string, string, number, number][] = [
  ['HF/50 MHz 100 W transceiver', 'TX-HF100', 89900, 149900],
  ['Dual-band 2 m/70 cm handheld', 'HT-DB5', 6900, 17900],
  ['Automatic antenna tuner', 'AT-200', 17900, 32900],
  ['Switching power supply 13.8 V 30 A', 'PS-30A', 9900, 16900],
  ['Cross-needle SWR/power meter', 'SWR-CN', 7900, 14900],
  ['RG-8X coax, per foot', 'CX-8X', 45, 79],
  ['PL-259 connectors, 10-pack', 'PL259-10', 1299, 2499],
  ['Multiband end-fed wire antenna', 'EF-80', 11900, 19900],
  ['Telescoping fiberglass mast 40 ft', 'MAST-40', 14900, 22900],
  ['Iambic paddle key', 'KEY-IP', 8900, 24900],
  ['Ferrite choke kit', 'FC-KIT', 1999, 3999],
];
const FORWARDERS = [
  { addr: 'ParcelBridge Suite IL-{n}, 8350 NW 68th St, Miami, FL 33166', tax: 7, label: 'FL 6% + Miami-Dade 1%' },
  { addr: 'ShipNest Unit {n}, 200 Meadow Rd, Edison, NJ 08817', tax: 6.625, label: 'NJ 6.625%' },
  { addr: 'c/o GoBox Forwarding #{n}, 9800 Roosevelt Blvd, Philadelphia, PA 19115', tax: 8, label: 'PA 6% + Philadelphia 2%' },
  { addr: 'BoxTrans {n}, 147-20 182nd St, Jamaica, NY 11413', tax: 8.875, label: 'New York City 8.875%' },
];

/** A US amateur-radio store's online order invoice in dollars on Letter paper, shipped to an Israeli amateur's US forwarding address: call sign, order and invoice numbers and dates, coax by the foot, a hamfest coupon on some, shipping, the state's sales tax on the merchandise, the order total charged to a card. */
export const enUsHamRadioStoreOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = STORES[n % STORES.length];
    const items = rng.some(GOODS, rng.int(2, 5)).map(([name, sku, lo, hi]) => {
      const q = name.includes('per foot') ? rng.pick([25, 50, 100]) : rng.int(1, name.includes('pack') || name.includes('kit') ? 3 : 1);
      return { name, sku, q, u: rng.int(lo, hi) };
    });
    const merch = add(items.map((i) => i.q * i.u));
    const coupon = rng.chance(0.35);
    const disc = coupon ? share(merch, 5) : 0;
    const f = rng.pick(FORWARDERS);
    const taxable = merch - disc;
    const tax = taxOn(taxable, f.tax);
    const ship = rng.int(1295, 4995);
    const total = taxable + ship + tax;
    const ordered = addDays(date, -rng.int(1, 6));
    const orderNo = `${rng.int(100, 999)}-${rng.digits(6)}`;
    const docNo = rng.pick([() => `SI${rng.int(1000000, 9999999)}`, () => `INV-${date.slice(0, 4)}-${rng.int(10000, 99999)}`, () => String(rng.int(500000, 899999))])();
    const style = rng.pick(['M d, Y', 'm/d/Y', 'Mon d, Y'] as const);
    const font = rng.pick(["'Liberation Sans'", "'Noto Sans'", "'FreeSans'"]);
    const usd = (c: number) => `$${amount(c)}`;
    const call = `4${rng.pick(['X', 'Z'])}${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.chance(0.5) ? String.fromCharCode(65 + rng.int(0, 25)) : ''}`;
    const buyer = rng.pick(['Avi Goldfarb', 'Lior Mendel', 'Shira Baruch', 'Eyal Hadad']);
    const tower = `<svg width="34" height="46" viewBox="0 0 34 46" stroke="#fff" stroke-width="2" fill="none"><path d="M17 6 L6 44 M17 6 L28 44 M9 32 L25 32 M11 22 L23 22 M13 14 L21 14"/><path d="M8 6 a9 9 0 0 1 18 0 M4 4 a14 14 0 0 1 26 0"/></svg>`;
    const body = `<div class="bar">${tower}<div class="wm">${s.short}</div><div class="tg">Amateur radio gear since 1979 · ${s.site}</div></div>
<div class="pg"><div class="head"><div><div class="co">${esc(s.name)}</div><div>${rng.int(1000, 9999)} ${rng.pick(['Industrial Pkwy', 'Commerce Dr', 'Airport Rd'])}, ${s.city}</div><div>(${rng.int(200, 989)}) ${rng.int(200, 989)}-${rng.digits(4)} · orders@${s.site}</div></div>
<table class="facts"><tr><td colspan="2" class="ti">INVOICE</td></tr><tr><td>Invoice No.</td><td>${docNo}</td></tr><tr><td>Invoice Date</td><td>${formatDate(date, style)}</td></tr><tr><td>Order</td><td>#${orderNo}</td></tr><tr><td>Order Date</td><td>${formatDate(ordered, style)}</td></tr></table></div>
<div class="addr"><div><div class="lb">Sold to</div>${esc(buyer)} (${call})<br>Ra'anana, Israel<br>+972-5${rng.int(0, 8)}-${rng.digits(3)}-${rng.digits(4)}</div><div><div class="lb">Ship to</div>${esc(buyer)}<br>${esc(f.addr.replace('{n}', String(rng.int(10000, 99999))))}</div><div><div class="lb">Shipment</div>${rng.pick(['UPS Ground', 'FedEx Home', 'USPS Priority'])}<br>Shipped ${formatDate(date, style)}<br>Tracking 1Z${rng.digits(4)}W${rng.digits(10)}</div></div>
<table class="it"><tr><th>SKU</th><th>Description</th><th>Qty</th><th>Unit</th><th>Amount</th></tr>${items.map((i) => `<tr><td>${i.sku}</td><td>${esc(i.name)}</td><td>${i.q}</td><td>${usd(i.u)}</td><td>${usd(i.q * i.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Merchandise</td><td>${usd(merch)}</td></tr>${coupon ? `<tr><td>Coupon HAMFEST5 (5%)</td><td>-${usd(disc)}</td></tr>` : ''}<tr><td>Shipping &amp; handling</td><td>${usd(ship)}</td></tr><tr><td>Sales tax (${f.label})</td><td>${usd(tax)}</td></tr>
<tr class="g"><td>Order Total</td><td>${usd(total)}</td></tr><tr><td>Charged to ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}</td><td>${usd(total)}</td></tr><tr><td>Balance</td><td>${usd(0)}</td></tr></table>
<p class="sm">Export of this equipment to your country is your responsibility; Israeli transceivers require a Ministry of Communications permit. Returns within 30 days in original packaging (RMA required). 73 and thank you for your order!</p>
<div class="ft">${esc(s.name)} · EIN ${rng.int(10, 99)}-${rng.digits(7)} · FCC-certified equipment dealer</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#202020;width:8.5in}.bar{background:#0b3d2e;color:#fff;display:flex;align-items:center;gap:4mm;padding:4mm 12mm}.wm{font-family:'URW Gothic',sans-serif;font-size:26px;font-weight:bold;letter-spacing:2px}.tg{margin-left:auto;font-size:10.5px}
.pg{padding:6mm 12mm 10mm}.head{display:flex;justify-content:space-between}.co{font-size:15px;font-weight:bold}.facts{border-collapse:collapse}.facts td{padding:0.7mm 2mm}.facts td:first-child{color:#555}.ti{font-size:20px;font-weight:bold;color:#0b3d2e}
.addr{display:flex;gap:8mm;margin:6mm 0;padding:3mm;background:#eef4f1}.addr>div{flex:1;line-height:1.45}.lb{font-weight:bold;text-transform:uppercase;font-size:9.5px;color:#0b3d2e}
.it{width:100%;border-collapse:collapse}.it th{text-align:left;border-bottom:2px solid #0b3d2e;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+3){text-align:right}
.tot{width:90mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;border-top:2px solid #0b3d2e}
.sm{margin-top:8mm;font-size:9.5px;color:#555}.ft{margin-top:10mm;border-top:1px solid #ccc;padding-top:2mm;font-size:9.5px;color:#555}`;
    const page = '8.5in 11in';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
