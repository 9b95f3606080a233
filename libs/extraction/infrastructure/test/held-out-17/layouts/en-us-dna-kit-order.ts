import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { ein, stirred, usd } from './extra';

const SELLERS = [
  { brand: 'helixroots', legal: 'HelixRoots Genomics, Inc.', place: 'Lehi, Utah 84043', colour: '#1f7a8c', dates: 'mm/dd/yyyy' as const },
  { brand: 'OriginMap', legal: 'OriginMap Labs LLC', place: 'Durham, NC 27701', colour: '#6a4c93', dates: 'Month d, yyyy' as const },
  { brand: 'kin&code', legal: 'Kin & Code Corp.', place: 'Austin, TX 78701', colour: '#c8553d', dates: 'Month d, yyyy' as const },
];
/** Product and its price (cents). */
const KITS: [string, number][] = [
  ['Ancestry DNA Kit', 7900],
  ['Ancestry + Health DNA Kit', 17900],
  ['Paternal Line (Y-DNA 37 markers)', 11900],
  ['Maternal Line (mtDNA full sequence)', 14900],
  ['Raw Data Upload & Report', 2900],
  ['Family Pack - 3 Ancestry Kits', 19900],
];
const BUYERS = ['Yael Rubinstein', 'Michael Avraham', 'Tamar Oz', 'David Ben-Ami'];

/**
 * A US consumer DNA testing company's order invoice printed on A4 in US dollars (Roboto, Open Sans or Lato;
 * the brand as a wordmark): "Order confirmed", "Invoice No." ("HR-INV-2024-081733"), "Invoice date",
 * "Order #" (eleven digits) placed a day or two earlier, "Ship to" an Israeli address; kits with a kit
 * activation code each, an optional 12-month "Premium Membership" that renews on a later date, a promo
 * code ("HOLIDAY25") with its saving, "International shipping (DHL Express)"; "Subtotal", "Discount",
 * "Shipping", "Total charged (USD)"; a sentence that no US sales tax was collected and that Israeli
 * import taxes may apply on delivery; the card; the company with its EIN and city in the footer, dates
 * month first.
 */
export const enUsDnaKitOrder: Layout = {
  id: 'en-us-dna-kit-order',
  lang: 'en',
  kind: 'online order',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-us-dna-kit-order');
    const s = rng.pick(SELLERS);
    const date = randomDate(rng, '2023-04-01', '2025-12-31');
    const ordered = addDays(date, -rng.int(0, 2));
    const kits = rng.some(KITS, rng.int(1, 3)).map(([name, price]) => ({ name, price, qty: name.startsWith('Family') || name.startsWith('Raw') ? 1 : rng.int(1, 2) }));
    const member = rng.chance(0.4) ? 6900 : 0;
    const subtotal = kits.reduce((a, k) => a + k.qty * k.price, 0) + member;
    const code = rng.chance(0.5) ? rng.pick(['HOLIDAY25', 'ROOTS20', 'FAMILY15']) : '';
    const pct = code ? Number(code.slice(-2)) : 0;
    const discount = code ? share(subtotal - member, pct) : 0;
    const shipping = rng.pick([1995, 2495, 2995]);
    const total = subtotal - discount + shipping;
    const docNo = `${s.brand.slice(0, 2).toUpperCase()}-INV-${date.slice(0, 4)}-${rng.digits(6)}`;
    const orderNo = rng.digits(11);
    const font = rng.pick(['Roboto', 'Open Sans', 'Lato']);
    const d = (iso: string) => dt(iso, s.dates);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rows = kits
      .map(
        (k) =>
          `<tr><td><b>${esc(k.name)}</b><div class="v">Kit activation code${k.qty > 1 ? 's' : ''}: ${Array.from({ length: k.qty }, () => `${rng.digits(3)}-${rng.digits(4)}-${rng.digits(4)}`).join(', ')}</div></td><td class="c">${k.qty}</td><td class="n">${usd(k.price)}</td><td class="n">${usd(k.qty * k.price)}</td></tr>`,
      )
      .join('');
    const memberRow = member
      ? `<tr><td><b>Premium Membership (12 months)</b><div class="v">Renews automatically on ${d(addDays(date, 365))}</div></td><td class="c">1</td><td class="n">${usd(member)}</td><td class="n">${usd(member)}</td></tr>`
      : '';
    const buyer = rng.pick(BUYERS);
    const body = `<div class="col"><div class="top"><span class="logo">${esc(s.brand)}</span><span class="ok">Order confirmed</span></div>
<div class="facts">${r('Invoice No.', docNo)}${r('Invoice date', d(date))}${r('Order #', orderNo)}${r('Order placed', `${d(ordered)}, ${rng.int(1, 12)}:${rng.int(10, 59)} ${rng.pick(['AM', 'PM'])} MT`)}</div>
<div class="two"><div><b>Ship to</b><br>${esc(buyer)}<br>${rng.int(2, 80)} ${esc(rng.pick(['Ha-Palmach St', 'Weizmann St', 'Emek Refaim St', 'Ha-Nassi Blvd']))}<br>${esc(rng.pick(['Jerusalem 9354', 'Rehovot 7640', 'Haifa 3460', 'Kfar Saba 4442']))}${rng.digits(3)}<br>Israel</div><div><b>Bill to</b><br>${esc(buyer)}<br>${esc(buyer.split(' ')[0].toLowerCase())}.${rng.digits(2)}@gmail.com<br>Visa ending in ${rng.digits(4)}</div></div>
<table><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${rows}${memberRow}</table>
<div class="sum">${r('Subtotal', usd(subtotal))}${code ? r(`Discount (${code})`, `-${usd(discount)}`) : ''}${r('International shipping (DHL Express)', usd(shipping))}${r('Total charged (USD)', usd(total), 'big')}</div>
<p class="note">No US sales tax was collected on this international order. Import duties or taxes charged by Israel Customs on delivery are the recipient's responsibility. Kits must be registered within 12 months.</p>
<div class="foot">${esc(s.legal)} · ${esc(s.place)}, USA · EIN ${ein(rng)} · support@${s.brand.replace(/[^a-z]/gi, '').toLowerCase()}.com</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#333}.col{width:165mm;margin:14mm auto}.top{display:flex;justify-content:space-between;align-items:baseline;border-bottom:3px solid ${s.colour};padding-bottom:3mm}
.logo{font-size:30px;font-weight:700;color:${s.colour};letter-spacing:-0.5px}.ok{font-size:16px;color:#555}.facts{margin:5mm 0;background:#f4f6f7;padding:3mm 5mm;line-height:1.8}.r{display:flex;justify-content:space-between;gap:5mm}
.two{display:flex;gap:10mm;line-height:1.55}.two>div{flex:1}table{width:100%;border-collapse:collapse;margin-top:6mm}th{text-align:left;border-bottom:1px solid #bbb;color:#777;font-weight:normal;padding:1.5mm}td{padding:2mm 1.5mm;border-bottom:1px solid #eee;vertical-align:top}
.v{font-size:10px;color:#888}.c{text-align:center}.n{text-align:right;white-space:nowrap}.sum{width:85mm;margin:4mm 0 0 auto;line-height:1.9}.big{font-weight:bold;font-size:15px;border-top:1px solid #333}.note{font-size:10.5px;color:#666;margin-top:7mm}.foot{margin-top:10mm;font-size:10px;color:#888;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
