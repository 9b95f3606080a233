import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-pcb-prototyping-invoice';

const ITEMS: [string, string, number, number, [number, number]][] = [
  ['PCB fabrication, 4 layers FR-4, ENIG', 'board', 4500, 9800, [10, 50]],
  ['PCB fabrication, 6 layers, impedance control', 'board', 11000, 19500, [5, 20]],
  ['SMT assembly, double-sided', 'board', 8500, 16000, [5, 40]],
  ['Laser-cut stainless stencil', 'pc', 42000, 68000, [1, 2]],
  ['Component kitting & sourcing fee', 'job', 60000, 150000, [1, 1]],
  ['X-ray BGA inspection', 'board', 2500, 4500, [5, 20]],
  ['Flying probe electrical test', 'board', 1800, 3200, [10, 50]],
  ['Express 72 h surcharge', 'job', 80000, 180000, [1, 1]],
];
const CLIENTS: [string, boolean][] = [
  ['Nanovolt Sensors Ltd.', true],
  ['Kinetik Drones Ltd.', true],
  ['Technion Robotics Student Team', false],
  ['Blueleaf Medical Devices Ltd.', true],
];

const VENDORS = [
  {
    brand: 'TRACEWISE',
    legal: 'Tracewise Electronics Ltd.',
    company: true,
    font: "'Noto Sans','Liberation Sans',sans-serif",
    color: '#15803d',
    num: (iso: string, r: { int(a: number, b: number): number }) => `TW-${iso.slice(2, 4)}${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `ILS ${amount(c)}`,
    addr: '4 Hamada St., Yokneam Illit',
  },
  {
    brand: 'VIA HOLE LAB',
    legal: 'Eli Ben-Ami',
    company: false,
    font: "'Liberation Mono','DejaVu Sans Mono',monospace",
    color: '#1e293b',
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `${amount(c)} NIS`,
    addr: '11 Ha-Sadna St., Kiryat Gat',
  },
];

export const enPcbPrototypingInvoice: Layout = {
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
    const [client, firm] = rng.pick(CLIENTS);
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit, lo, hi, q]) => ({ name, unit, qty: rng.int(...q), price: rng.int(lo / 100, hi / 100) * 100 }));
    const net = add(lines.map((l) => l.qty * l.price));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const gerber = shift(date, -rng.int(4, 15));
    const vendor = v.company
      ? `${esc(v.legal)}<br>Company No. ${hyphenId(id)}<br>${v.addr}<br>${cellular(rng)} · billing@tracewise.co.il`
      : `${esc(v.brand)} · ${esc(v.legal)} · Licensed Dealer No. ${id} · ${v.addr} · ${cellular(rng)} · eli@viahole.co.il`;
    const pair = (a: string, b: string) => `<div class="p"><span class="l">${a}</span><span>${b}</span></div>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="tag">Quick-turn PCB prototypes &amp; assembly</div></div>${v.company ? `<div class="co">${vendor}</div>` : ''}</header>
<h1>TAX INVOICE <span class="orig">ORIGINAL</span></h1>
<div class="blocks"><div>
${pair('Invoice No.', number)}
${pair('Date', v.date(date))}
${pair('Files received', v.date(gerber))}
${pair('Quote', `Q-${rng.digits(5)}`)}
${pair('Client PO', `PO${rng.digits(6)}`)}
</div><div>
<b>Bill to</b><br>${esc(client)}<br>${firm ? `Client Company No. ${taxId(rng, true)}` : `Association No. 58${rng.digits(7)}`}<br>Project: ${rng.pick(['motor driver rev C', 'sensor hub v2', 'BMS board', 'RF front end'])}
</div></div>
<table class="items"><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.qty}</td><td>${amount(l.price)}</td><td>${amount(l.qty * l.price)}</td></tr>`)
      .join('')}</table>
<div class="tot">
${pair('Subtotal', v.money(net))}
${pair(`VAT ${rate}%`, v.money(tax))}
${pair('Total incl. VAT', v.money(total))}
</div>
${alloc ? `<div class="alloc">Allocation No. ${alloc}</div>` : ''}
<div class="note">Terms: net 30. Bank Leumi, branch ${rng.int(600, 999)}, account ${rng.int(100000, 999999)}/${rng.int(10, 99)}.</div>
${v.company ? '' : `<footer>${vendor}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:30px;font-weight:bold;color:${v.color}}.co{text-align:right;line-height:1.5}h1{font-size:17px;margin:14px 0 8px;border-bottom:2px solid ${v.color}}.orig{font-size:10px;border:1px solid #111;padding:1px 4px;margin-left:8px}.blocks{display:flex;gap:12mm;line-height:1.5}.blocks>div{flex:1}.p{display:flex;justify-content:space-between;gap:8px}.l{color:#555}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{text-align:left;background:#e5e7eb;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{width:55%;margin:10px 0 0 auto;font-size:12px}.tot .p:last-child{font-weight:bold;font-size:14px;border-top:2px solid #111}.alloc{margin-top:8px;font-weight:bold}.note{margin-top:16px}footer{position:absolute;bottom:9mm;left:14mm;right:14mm;border-top:1px solid #999;padding-top:4px;text-align:center;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
