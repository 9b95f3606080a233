import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated } from './extra';

const ID = 'en-us-3d-printing-service-order';
const SHOPS = [
  { legal: 'Layerline Fabrication, LLC', site: 'layerline.io', city: 'Portland, ME' },
  { legal: 'PrintForge Labs Inc.', site: 'printforgelabs.com', city: 'Columbus, OH' },
  { legal: 'Voxel Yard Corp.', site: 'voxelyard.com', city: 'Boulder, CO' },
];
const SHIP_TO: [string, string, string][] = [
  ['Austin, TX 78701', 'Texas', '8.25'],
  ['Seattle, WA 98104', 'Washington', '10.25'],
  ['New York, NY 10013', 'New York', '8.875'],
  ['Boston, MA 02110', 'Massachusetts', '6.25'],
  ['Los Angeles, CA 90021', 'California', '9.5'],
];
const PARTS = [
  'enclosure-top_v3.stl',
  'sensor-bracket.step',
  'gear-housing-A.stl',
  'cable-clip-x20.stl',
  'prototype-handle.obj',
  'drone-arm-left.stl',
  'valve-body_rev2.step',
  'lens-mount.stl',
];
const PROCESSES: [string, number, number][] = [
  ['FDM · PETG · black · 0.2 mm', 800, 4500],
  ['SLS · Nylon PA12 · grey', 2400, 11800],
  ['SLA · Tough resin · clear', 1900, 8900],
  ['MJF · PA12 · dyed black', 2900, 13900],
  ['FDM · ASA · white · 0.15 mm', 900, 5200],
];

/** A US on-demand 3D printing service's order invoice in dollars on Letter paper: an order placed online and the invoice dated at shipping, uploaded part files with process and material, quantity and unit price, a setup fee, expedited production and a coupon on some, shipping, the destination state's sales tax, the card charged and a tracking number. */
export const enUs3dPrintingServiceOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const s = rng.pick(SHOPS);
    const ordered = addDays(date, -rng.int(3, 9));
    const [place, state, taxRate] = rng.pick(SHIP_TO);
    const parts = rng.some(PARTS, rng.int(2, 4)).map((file) => {
      const [proc, lo, hi] = rng.pick(PROCESSES);
      return { file, proc, q: rng.pick([1, 2, 4, 5, 10, 20]), u: rng.int(lo, hi) };
    });
    const items = add(parts.map((p) => p.q * p.u));
    const setup = rng.pick([0, 1500, 2500]);
    const rush = rng.chance(0.4) ? Math.round(items * 0.25) : 0;
    const coupon = rng.chance(0.35) ? Math.round((items + setup + rush) * 0.1) : 0;
    const subtotal = items + setup + rush - coupon;
    const ship = rng.pick([1295, 1840, 2650, 4375]);
    const tax = Math.round((subtotal * Number(taxRate)) / 100);
    const total = subtotal + ship + tax;
    const docNo = rng.pick([
      () => `INV-${rng.int(10000, 99999)}`,
      () => `${s.legal.slice(0, 2).toUpperCase()}${date.slice(2, 4)}-${rng.int(100000, 999999)}`,
      () => String(rng.int(3000000, 3999999)),
    ])();
    const orderNo = `#${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`;
    const fmt = rng.pick(['Mon d, yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const);
    const show = (d: string) => (fmt === 'Mon d, yyyy' ? dt(d, 'Month d, yyyy').replace(/^(\w{3})\w*/, '$1') : dt(d, fmt));
    const font = rng.pick(["'Liberation Sans'", "'Nimbus Sans'", "'FreeSans'"]);
    const usd = (c: number) => `$${amount(c)}`;
    const body = `<div class="bar"><span class="logo">${esc(s.site.split('.')[0].toUpperCase())}</span><span>Upload · Quote · Print · Ship</span></div>
<div class="two"><div><h1>Invoice</h1><table class="kv"><tr><td>Invoice number</td><td>${docNo}</td></tr><tr><td>Invoice date</td><td>${show(date)}</td></tr><tr><td>Order</td><td>${orderNo}</td></tr><tr><td>Order placed</td><td>${show(ordered)} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}</td></tr><tr><td>Customer ID</td><td>CU${rng.int(100000, 999999)}</td></tr></table></div>
<div class="from"><b>${esc(s.legal)}</b><br>${rng.int(100, 9999)} ${rng.pick(['Commerce St', 'Industrial Pkwy', 'Foundry Rd'])}<br>${s.city}<br>${s.site}<br>EIN ${rng.int(10, 99)}-${rng.int(1000000, 9999999)}</div></div>
<div class="two"><div class="box"><b>Ship to</b><br>${rng.pick(['Hadas Cohen', 'Amir Peretz', 'Lior Weiss', 'Yael Friedman'])}<br>${rng.pick(['Cortex Robotics Inc.', 'Nanoleaf Medical US', 'Arbel Sensors Corp.'])}<br>${rng.int(10, 999)} ${rng.pick(['Main St', '5th Ave', 'Harbor Blvd', 'Pine St'])}, Suite ${rng.int(100, 900)}<br>${place}<br>+1 ${rng.int(200, 989)}-${rng.int(200, 989)}-${rng.int(1000, 9999)}</div>
<div class="box"><b>Shipment</b><br>UPS ${rng.pick(['Ground', '2nd Day Air', 'Next Day Air Saver'])}<br>Tracking 1Z${rng.digits(2)}${rng.pick(['X', 'W', 'A'])}${rng.digits(3)}${rng.digits(10)}<br>Shipped ${show(date)}<br>Est. delivery ${show(addDays(date, rng.int(2, 6)))}</div></div>
<table class="it"><tr><th>Part file</th><th>Process / material</th><th>Qty</th><th>Unit</th><th>Amount</th></tr>${parts.map((p) => `<tr><td>${p.file}</td><td>${p.proc}</td><td>${p.q}</td><td>${usd(p.u)}</td><td>${usd(p.q * p.u)}</td></tr>`).join('')}
${setup ? `<tr><td colspan="4">Setup &amp; file preparation</td><td>${usd(setup)}</td></tr>` : ''}${rush ? `<tr><td colspan="4">Expedited production (+25%)</td><td>${usd(rush)}</td></tr>` : ''}${coupon ? `<tr><td colspan="4">Coupon PROTO10 (−10%)</td><td>-${usd(coupon)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Subtotal</td><td>${usd(subtotal)}</td></tr><tr><td>Shipping</td><td>${usd(ship)}</td></tr><tr><td>Sales tax (${state} ${taxRate}%)</td><td>${usd(tax)}</td></tr><tr class="g"><td>Order total</td><td>${usd(total)}</td></tr><tr><td>Charged to ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}</td><td>${usd(total)}</td></tr><tr><td>Balance due</td><td>$0.00</td></tr></table>
<p class="sm">Sales tax is collected on printed parts and fees (not on shipping) for delivery in ${state}. Questions about this order? Reply to orders@${s.site} with your order number.</p>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;padding:0 0 10mm;color:#1f2328}.bar{background:#1f2328;color:#fff;padding:7mm 14mm 6mm;display:flex;justify-content:space-between;align-items:center}.logo{font-family:'URW Gothic',sans-serif;font-size:22px;letter-spacing:3px;color:#3fd0a0}
.two{display:flex;justify-content:space-between;gap:8mm;padding:0 14mm;margin-top:6mm}.two>div{flex:1}h1{margin:0 0 2mm;font-size:24px}.kv td{padding:0.6mm 3mm 0.6mm 0}.kv td:first-child{color:#666}.from{text-align:right;line-height:1.5}
.box{border:1px solid #ccd;border-radius:2mm;padding:3mm;line-height:1.5}table{border-collapse:collapse}.it{width:calc(100% - 28mm);margin:6mm 14mm 0}.it th{text-align:left;border-bottom:2px solid #1f2328;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #e1e4e8}.it td:nth-last-child(-n+3),.it th:nth-last-child(-n+3){text-align:right}
.tot{width:85mm;margin:4mm 14mm 0 auto}.tot td{padding:1mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:13px;border-top:2px solid #1f2328}.sm{font-size:9px;color:#555;padding:0 14mm;margin-top:6mm}`;
    const page = 'Letter';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
