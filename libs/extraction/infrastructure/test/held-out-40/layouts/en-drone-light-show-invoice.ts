import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-drone-light-show-invoice';

const CLIENTS: [string, string][] = [
  ['Galil Events & Productions Ltd.', 'Independence Day show, Karmiel'],
  ['Sharon Conventions Ltd.', 'Product launch, Herzliya marina'],
  ['Yam Suf Hotels Management Ltd.', 'New Year’s Eve, Eilat north beach'],
  ['Big Stage Festivals Ltd.', 'Festival opening night, Caesarea'],
  ['Negev Tech Park Ltd.', 'Campus inauguration, Be’er Sheva'],
];

const VENDORS = [
  {
    brand: 'SWARM SKIES',
    line: 'Drone light shows · Israel',
    legal: 'Skylight Swarm Ltd.',
    company: true,
    idText: (id: string) => `Company No. ${hyphenId(id)}`,
    addr: '8 HaMelacha St., Netanya',
    num: (d: string, r: { int(a: number, b: number): number }) => `SS-${d.slice(0, 4)}-${r.int(10, 199)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `ILS ${amount(c)}`,
    font: "'Liberation Sans','DejaVu Sans',sans-serif",
    color: '#312e81',
    side: false,
  },
  {
    brand: 'NIGHT PIXELS',
    line: 'Choreographed drone formations',
    legal: 'Amit Rosen',
    company: false,
    idText: (id: string) => `Licensed Dealer No.<br>${id}`,
    addr: 'Moshav Beit Yehoshua',
    num: (_d: string, r: { int(a: number, b: number): number }) => `${r.int(1100, 1999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `₪${amount(c)}`,
    font: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    color: '#0f172a',
    side: true,
  },
];

export const enDroneLightShowInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const [client, event] = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const drones = rng.pick([100, 150, 200, 300, 500]);
    const show = drones * rng.pick([28000, 32000, 36000]);
    const rows: [string, number][] = [[`Drone light show, ${drones} drones, 12 minutes`, show]];
    rows.push(['Custom choreography and 3D animation', rng.pick([1200000, 1800000, 2400000])]);
    rows.push(['CAAI flight permit and airspace coordination', rng.pick([350000, 450000])]);
    if (rng.chance(0.5)) rows.push([`Backup drones on site (${Math.round(drones / 10)})`, Math.round(drones / 10) * 25000]);
    if (rng.chance(0.5)) rows.push(['Scannable QR code finale', 600000]);
    if (rng.chance(0.6)) rows.push(['Crew travel, lodging and generator', rng.pick([280000, 390000])]);
    const net = add(rows.map((r) => r[1]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const showDate = shift(date, -rng.int(1, 10));
    const deposit = Math.round(total / 2);
    const depDate = shift(showDate, -rng.int(30, 80));
    const vendor = `<b>${esc(v.legal)}</b><br>${v.idText(id)}<br>${v.addr}<br>${cellular(rng)}<br>billing@${v.brand.toLowerCase().replace(' ', '')}.co.il`;
    const kv = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const main = `<div class="main">
<header><div><div class="brand">${v.brand}</div><div class="line">${v.line}</div></div>${v.side ? '' : `<div class="vend">${vendor}</div>`}</header>
<h1>TAX INVOICE <span class="orig">Original</span></h1>
<table class="kv">${kv('Invoice No.', number)}${kv('Date', v.date(date))}${kv('Show date', v.date(showDate))}${kv('Quote', `Q${rng.int(300, 899)}`)}${kv('Client PO', `${rng.int(4100000, 4999999)}`)}</table>
<div class="client"><b>Client:</b> ${esc(client)} · Client Company No. ${clientId}<br><b>Event:</b> ${esc(event)}</div>
<table class="items"><tr><th>Description</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${amount(r[1])}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>Subtotal</td><td>${v.money(net)}</td></tr>
<tr><td>VAT ${rate}%</td><td>${v.money(tax)}</td></tr>
<tr class="big"><td>Total incl. VAT</td><td>${v.money(total)}</td></tr>
<tr><td>Advance paid ${v.date(depDate)}</td><td>${v.money(deposit)}</td></tr>
<tr><td>Balance payable</td><td>${v.money(total - deposit)}</td></tr>
</table>
${alloc ? `<div class="alloc">Allocation No. ${alloc}</div>` : ''}
<div class="note">Payment within 30 days to Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.int(100000, 999999)}. Weather cancellations are rescheduled at no charge.</div>
</div>`;
    const body = v.side ? `<div class="wrap"><aside>${vendor}</aside>${main}</div>` : main;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.wrap{display:flex;min-height:296mm}aside{width:48mm;background:#e2e8f0;padding:16mm 5mm;line-height:1.7;font-size:10px}.main{flex:1;padding:15mm;box-sizing:border-box}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:30px;font-weight:bold;letter-spacing:2px;color:${v.color}}.line{font-size:10px}.vend{text-align:right;line-height:1.5}h1{font-size:18px;margin:14px 0 6px}.orig{font-size:10px;border:1px solid #111;padding:1px 5px;margin-left:8px;vertical-align:middle}.kv th{text-align:left;color:#555;font-weight:normal;padding:2px 14px 2px 0}.client{margin:10px 0;padding:6px;border-left:4px solid ${v.color};background:#f8fafc;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{padding:5px 4px;border-bottom:1px solid #e5e5e5}.items td:last-child,.items th:last-child{text-align:right}.tot{width:55%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid #111}.alloc{margin-top:8px;font-weight:bold}.note{margin-top:16px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
