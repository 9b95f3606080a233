import { amount, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-esports-tournament-production-invoice';

const VENDORS = [
  {
    brand: 'RESPAWN LIVE',
    legal: 'Respawn Live Productions Ltd.',
    company: true,
    idLine: (id: string) => `Company No. ${hyphenId(id)}`,
    addr: '12 HaBarzel St., Tel Aviv',
    num: (r: { int(a: number, b: number): number }) => `RL-INV-${r.int(1000, 4999)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    ils: (c: number) => `${amount(c)} ILS`,
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    color: '#7e22ce',
    top: true,
  },
  {
    brand: 'PIXEL ARENA',
    legal: 'Shai Biton',
    company: false,
    idLine: (id: string) => `Licensed Dealer (Osek Murshe) ${id}`,
    addr: '3 HaNevi\u2019im St., Be\u2019er Sheva',
    num: (r: { int(a: number, b: number): number }) => `${r.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    ils: (c: number) => `NIS ${amount(c)}`,
    font: "'Liberation Mono','DejaVu Sans Mono',monospace",
    color: '#0f172a',
    top: false,
  },
];

const CLIENTS = ['Galil Gaming League Ltd.', 'Negev Tech Park Events Ltd.', 'Campus Clash Student Union (R.A.)', 'Bytecon Conferences Ltd.'];

export const enEsportsTournamentProductionInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const date = officeDay(d0);
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const event = shift(date, -rng.int(1, 12));
    const days = rng.int(1, 3);
    const lines = [
      { name: 'Tournament production day (director, observer, replay)', qty: days, unit: rng.int(90, 160) * 10000 },
      { name: 'Shoutcaster, bilingual Hebrew/English (per day)', qty: days * rng.int(1, 2), unit: rng.int(18, 30) * 10000 },
      { name: 'Gaming stations rented (PC + monitor, per day)', qty: days * rng.int(10, 24), unit: rng.int(25, 45) * 1000 },
      { name: 'Stream overlays and graphics package', qty: 1, unit: rng.int(40, 90) * 10000 },
      ...(rng.chance(0.5) ? [{ name: 'LAN network setup and anti-cheat admin', qty: 1, unit: rng.int(30, 60) * 10000 }] : []),
      ...(rng.chance(0.5) ? [{ name: 'Prize-pool trophy engraving', qty: rng.int(1, 3), unit: 45000 }] : []),
    ];
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const advance = Math.round((total * 0.3) / 10000) * 10000;
    const client = rng.pick(CLIENTS);
    const vend = `<b>${v.legal}</b><br>${v.idLine(id)}<br>${v.addr}<br>${cellular(rng)} · billing@${v.brand.toLowerCase().replace(' ', '')}.co.il`;
    const kv = (a: string, b: string) => `<tr><td class="k">${a}</td><td>${b}</td></tr>`;
    const body = `<div class="pg">
<header><div class="brand">${v.brand}</div>${v.top ? `<div class="vend">${vend}</div>` : '<div class="vend">Esports events &amp; broadcast</div>'}</header>
<h1>TAX INVOICE <span>Original</span></h1>
<div class="two"><table>${kv('Invoice No.', `<b>${number}</b>`)}${kv('Date', `<b>${v.date(date)}</b>`)}${kv('Event date', v.date(event))}${kv('Quote', `Q-${rng.int(100, 999)}`)}${kv('Client PO', `PO${rng.int(40000, 89999)}`)}</table>
<table>${kv('Bill to', client)}${client.includes('Ltd.') ? kv('Client Company No.', taxId(rng, true)) : kv('Association No.', `58${rng.digits(7)}`)}${kv('Event', rng.pick(['Spring Split Finals', 'Campus Cup LAN', 'Summer Invitational', 'Regional Qualifier']))}${kv('Venue', rng.pick(['Expo Tel Aviv, Pavilion 2', 'Haifa Auditorium', 'Be\u2019er Sheva Gav-Yam', 'Jerusalem Arena']))}</table></div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${v.ils(l.unit)}</td><td>${v.ils(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${v.ils(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${v.ils(tax)}</td></tr><tr class="big"><td>Total incl. VAT</td><td>${v.ils(total)}</td></tr><tr><td>Advance received</td><td>${v.ils(advance)}</td></tr><tr><td>Balance payable</td><td>${v.ils(total - advance)}</td></tr></table>
${alloc ? `<div class="alloc">Allocation No. (ITA): ${alloc}</div>` : ''}
<div class="note">Payment by bank transfer within 30 days: Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.int(100000, 999999)}.</div>
${v.top ? '' : `<footer>${vend.replace(/<br>/g, ' · ')}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative;overflow:hidden}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid ${v.color};padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:${v.color};letter-spacing:2px}.vend{text-align:right;line-height:1.5}h1{font-size:20px}h1 span{font-size:11px;border:1px solid #333;padding:1px 5px}.two{display:flex;gap:10mm;margin-bottom:10px}.two table td{padding:2px 6px}.k{color:#555}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+2){text-align:right}.tot{margin:10px 0 0 auto}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}.alloc{margin-top:8px;font-weight:bold}.note{margin-top:14px}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #999;padding-top:4px;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
