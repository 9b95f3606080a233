import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-wind-tunnel-testing-invoice';

const CLIENTS: [string, boolean][] = [
  ['Skyward Drones Ltd.', true],
  ['Negev Cycling Components Ltd.', true],
  ['Technion Formula Student Team', false],
  ['Orbit Facades Engineering Ltd.', true],
];

const VENDORS = [
  {
    brand: 'AEROLAB',
    legal: 'Aerolab Dynamics Ltd.',
    company: true,
    addr: 'Hi-Tech Park, Rehovot',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    color: '#0369a1',
    num: (r: { int(a: number, b: number): number }, iso: string) => `AL${iso.slice(2, 4)}-${r.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    money: (c: number) => `ILS ${amount(c)}`,
  },
  {
    brand: 'SMOKE LINE',
    legal: 'Yoav Peretz',
    company: false,
    addr: 'Industrial Zone, Sderot',
    font: "'Liberation Mono','DejaVu Sans Mono',monospace",
    color: '#111111',
    num: (r: { int(a: number, b: number): number }) => String(r.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `${amount(c)} NIS`,
  },
];

export const enWindTunnelTestingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const d = dated(ID, rng);
    const date = officeDay(d.date);
    const v = VENDORS[d.n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const tested = shift(date, -rng.int(3, 12));
    const [client, firm] = rng.pick(CLIENTS);
    const clientNo = firm ? taxId(rng) : `58${rng.digits(7)}`;
    const hours = rng.int(4, 30);
    const rows: [string, string, number, number][] = [
      ['Wind tunnel time (hours)', String(hours), 185000, hours * 185000],
      ['Model mounting & balance calibration', '1', 240000, 240000],
      ['Smoke flow visualisation session', String(rng.int(1, 3)), 95000, 0],
      ['Pressure tap data reduction report', '1', 320000, 320000],
    ];
    rows[2][3] = Number(rows[2][1]) * rows[2][2];
    if (rng.chance(0.5)) rows.push(['Weekend / after-hours surcharge', '1', 150000, 150000]);
    const net = add(rows.map((r) => r[3]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const idLine = v.company ? `Company No. ${hyphenId(id)}` : `Licensed Dealer No. ${id}`;
    const body = `<div class="p">
<div class="top"><div><div class="brand">${v.brand}</div><div>${v.company ? 'Aerodynamic testing services' : 'Low-speed wind tunnel & flow visualisation'}</div></div>${v.company ? `<div class="r">${esc(v.legal)}<br>${idLine}<br>${v.addr}<br>${cellular(rng)} · billing@aerolab.co.il</div>` : ''}</div>
<h1>TAX INVOICE <span class="orig">ORIGINAL</span></h1>
<div class="kv"><div>Invoice No.: <b>${number}</b></div><div>Date: <b>${v.date(date)}</b></div><div>Test campaign: ${v.date(tested)}</div><div>Quote: QT-${rng.int(1000, 9999)}</div><div>Client PO: ${rng.int(4500000, 4599999)}</div></div>
<div class="cust">Client: ${esc(client)} · ${firm ? 'Client Company No.' : 'Association No.'} ${clientNo}<br>Project: ${rng.pick(['quadcopter arm drag study', 'aero wheel yaw sweep', 'front wing downforce map', 'facade panel wind load'])}</div>
<table class="t"><tr><th>Service</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>
${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${amount(r[2])}</td><td>${amount(r[3])}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>Subtotal</td><td>${v.money(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${v.money(tax)}</td></tr><tr class="big"><td>Total incl. VAT</td><td>${v.money(total)}</td></tr></table>
${alloc ? `<div>Allocation No.: ${alloc}</div>` : ''}
<div class="note">Payment terms: net 30. Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.digits(6)}.</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · ${idLine} · ${v.addr} · ${cellular(rng)} · yoav@smokeline.co.il</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.p{padding:14mm}.top{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${v.color};letter-spacing:2px}.r{text-align:right}h1{font-size:18px;border-bottom:2px solid ${v.color}}.orig{font-size:10px;border:1px solid #111;padding:1px 4px;vertical-align:middle}.kv{display:grid;grid-template-columns:1fr 1fr;gap:3px}.cust{margin:10px 0}.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:2px solid ${v.color}}.t td{padding:3px;border-bottom:1px solid #ddd}.sum{width:50%;margin-left:auto;margin-top:8px}.sum td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px}.note{margin-top:12px}.foot{margin-top:50px;border-top:1px solid #999;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
