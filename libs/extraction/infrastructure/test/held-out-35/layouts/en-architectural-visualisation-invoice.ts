import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-architectural-visualisation-invoice';

const VENDORS = [
  {
    brand: 'RENDER LANE',
    legal: 'Render Lane Studio Ltd.',
    company: true,
    label: 'Company No.',
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    num: (k: number) => `RL-${k}`,
    digits: [1000, 1999],
    money: (c: number) => `₪${amount(c)}`,
    color: '#0f172a',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
  },
  {
    brand: 'PIXEL & PLAN',
    legal: 'Yael Benami',
    company: false,
    label: 'Licensed Dealer No.',
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (k: number) => `${k}`,
    digits: [100, 999],
    money: (c: number) => `ILS ${amount(c)}`,
    color: '#be185d',
    font: "'DejaVu Sans','Noto Sans',sans-serif",
  },
];

const SERVICES: [string, string, number][] = [
  ['Exterior still, 4K', 'image', 320000],
  ['Interior still, 4K', 'image', 240000],
  ['Aerial context view', 'image', 410000],
  ['360° interior panorama', 'panorama', 290000],
  ['Walk-through animation', 'second', 45000],
  ['Additional revision round', 'round', 85000],
  ['Site photo-match (drone plate)', 'view', 180000],
];
const CLIENTS = ['Horizon Architects Ltd.', 'Bayit Vegan Developments Ltd.', 'Shaked & Partners Architecture Ltd.', 'Netanya Marina Residences Ltd.'];

export const enArchitecturalVisualisationInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, unit, price]) => ({ name, unit, price, q: unit === 'second' ? rng.int(3, 9) * 10 : rng.int(1, 6) }));
    const net = add(lines.map((l) => l.q * l.price));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const quote = `Q-${rng.int(200, 899)}`;
    const quoteDate = shift(date, -rng.int(20, 60));
    const due = shift(date, 30);
    const project = rng.pick(['Residential tower, Bat Yam — Building B', 'Boutique hotel, Neve Tzedek', 'Office campus, Yokneam Phase 2', 'Villa, Caesarea lot 317']);
    const idShown = v.company ? hyphenId(id) : id;
    const table = `<table class="items"><tr><th>Deliverable</th><th>Qty</th><th>Unit</th><th>Rate</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${l.unit}</td><td>${amount(l.price)}</td><td>${amount(l.q * l.price)}</td></tr>`)
      .join('')}</table>`;
    const sums = `<table class="tot"><tr><td>Subtotal (before VAT)</td><td>${v.money(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${v.money(tax)}</td></tr><tr class="big"><td>Total due</td><td>${v.money(total)}</td></tr></table>
${alloc ? `<div>Allocation no. (Israel Tax Authority): ${alloc}</div>` : ''}
<div class="sm">Payment due by ${v.date(due)}, net 30. Bank Leumi, branch ${rng.int(600, 899)}, account ${rng.digits(7)}. Usage licence granted on full payment.</div>`;
    const meta = `<table class="meta"><tr><td>Tax Invoice No.</td><td><b>${number}</b></td></tr><tr><td>Date of issue</td><td>${v.date(date)}</td></tr><tr><td>Quote</td><td>${quote} (${v.date(quoteDate)})</td></tr><tr><td>Client PO</td><td>${rng.pick(['PO', 'HZ'])}${rng.digits(6)}</td></tr></table>`;
    const cust = `<div class="cust"><b>Bill to</b><br>${esc(client)}<br>Company No. ${clientId}<br>Project: ${esc(project)}</div>`;
    const body =
      n % 2 === 0
        ? `<div class="pg"><header><div class="brand">${esc(v.brand)}</div><div class="vend">${esc(v.legal)}<br>${v.label} ${idShown}<br>7 Ha'Arba'a St, Tel Aviv<br>+972-3-555-0712</div></header><h1>TAX INVOICE</h1><div class="row">${meta}${cust}</div>${table}${sums}</div>`
        : `<div class="pg"><header><div class="brand">${esc(v.brand)}</div><div class="vend">3D visualisation for architects &amp; developers<br>hello@pixelandplan.studio</div></header><h1>Tax Invoice</h1><div class="row">${meta}${cust}</div>${table}${sums}<footer>${esc(v.legal)} · ${v.label} ${idShown} · 14 Hillel St, Haifa · +972-54-555-0361</footer></div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#111827}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:16mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start;background:${v.color};color:#fff;margin:-16mm -16mm 0;padding:10mm 16mm}.brand{font-size:26px;font-weight:bold;letter-spacing:5px;font-family:'URW Gothic','Noto Sans',sans-serif}.vend{text-align:right;font-size:10.5px;line-height:1.5}h1{font-size:20px;margin:8mm 0 4mm;letter-spacing:2px}.row{display:flex;justify-content:space-between;margin-bottom:6mm}.meta td{padding:2px 10px 2px 0}.cust{width:75mm;line-height:1.5}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:2px solid ${v.color};padding:4px}.items td{padding:5px 4px;border-bottom:1px solid #e5e7eb}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:right}.tot{width:50%;margin:5mm 0 4mm auto}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.sm{font-size:9.5px;color:#6b7280;margin-top:5mm}footer{position:absolute;bottom:10mm;left:16mm;right:16mm;text-align:center;font-size:9.5px;color:#4b5563;border-top:1px solid #d1d5db;padding-top:2mm}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
