import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { add, dated, eu, shift, taxOn } from './extra';

const ID = 'en-andorra-ski-boot-fitting-invoice';
const RATE = 4.5;

const ITEMS: [string, number, number][] = [
  ['Ski boots, performance 120 flex / Botes d’esquí', 39000, 64000],
  ['Custom moulded footbeds / Plantilles a mida', 14000, 22000],
  ['Shell punch & grind / Ampliació de carcassa', 3500, 6000],
  ['Heat-moulded liner / Botí termoformat', 16000, 26000],
  ['Canting adjustment / Ajust de cantejat', 4000, 7000],
  ['Heated boot system / Escalfador de botes', 22000, 34000],
  ['Merino ski socks (2 pairs) / Mitjons', 3800, 5200],
  ['Boot bag / Bossa per a botes', 4500, 6900],
];
const CLIENTS = ['Mr Eitan Shapira', 'Ms Tamar Ben-David', 'Mr Yoav Katz', 'Ms Noa Friedman', 'Mr Ariel Levin'];

const VENDORS = [
  {
    brand: 'PAS BOOTFITTING',
    legal: 'Botes del Pas, S.L.',
    font: "'DejaVu Sans','Noto Sans',sans-serif",
    color: '#0369a1',
    head: true,
    num: (iso: string, r: { int(a: number, b: number): number }) => `F${iso.slice(0, 4)}/${String(r.int(1, 999)).padStart(4, '0')}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `${eu(c)} €`,
    nrt: 'L-7',
    addr: 'Carrer de la Solana 14, AD200 Pas de la Casa, Andorra',
  },
  {
    brand: 'Grandvalira Boot Lab',
    legal: 'Soldeu Esports de Neu, S.A.',
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    color: '#b45309',
    head: false,
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(20000, 29999)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    money: (c: number) => `EUR ${amount(c)}`,
    nrt: 'A-8',
    addr: 'Carretera General 2, AD100 Soldeu, Andorra',
  },
];

export const enAndorraSkiBootFittingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = dated(ID, rng, [1, 2, 3, 4, 12]);
    const v = VENDORS[n % 2];
    const number = v.num(date, rng);
    const nrt = `${v.nrt}${rng.digits(5)}-${String.fromCharCode(65 + rng.int(0, 25))}`;
    const fitting = shift(date, -rng.int(1, 5));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: 1, unit: rng.int(lo / 100, hi / 100) * 100 }));
    const net = add(lines.map((l) => l.unit));
    const tax = taxOn(net, RATE);
    const total = net + tax;
    const deposit = Math.round((total * 0.2) / 1000) * 1000;
    const ids = `NRT ${nrt} · Tel. +376 ${rng.int(800000, 899999)}`;
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="tag">Ski boot fitting · Pas de la Casa · Soldeu</div></div>${v.head ? `<div class="co">${esc(v.legal)}<br>${v.addr}<br>${ids}</div>` : ''}</header>
<h1>FACTURA / INVOICE</h1>
<table class="meta">
${row('Factura núm. / Invoice no.', number)}
${row('Data / Date', `${enDay(date)}, ${v.date(date)}`)}
${row('Fitting session / Sessió', v.date(fitting))}
${row('Ticket', `BF-${rng.digits(5)}`)}
</table>
<div class="cust"><b>Client:</b> ${rng.pick(CLIENTS)}, Israel · Passport ${rng.int(30000000, 39999999)} · Hotel ${rng.pick(['Font Argent', 'Sport Village', 'Piolets Park', 'Kandahar'])}</div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>IGI</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${v.money(l.unit)}</td><td>4,5%</td><td>${v.money(l.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot">
${row('Base imposable / Net total', v.money(net))}
${row('IGI 4,5% / Andorran GST 4.5%', v.money(tax))}
${row('Total factura / Invoice total', v.money(total), 'big')}
${row(`Paga i senyal / Deposit (${v.date(fitting)})`, v.money(deposit))}
${row('Pagat amb targeta / Paid by card', v.money(total - deposit))}
</table>
<div class="note">Adjustments free of charge for the season on presentation of this invoice. IBAN AD${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}</div>
${v.head ? '' : `<footer>${v.brand} is operated by ${esc(v.legal)} · ${v.addr} · ${ids}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.tag{color:#555}.co{text-align:right;line-height:1.5;font-size:10px}h1{font-size:18px;margin:14px 0 6px;letter-spacing:2px}.meta td{padding:2px 8px 2px 0}.meta td:first-child{color:#555}.cust{margin:10px 0;padding:6px;background:#f1f5f9}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:2px solid ${v.color};padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+2){white-space:nowrap}.tot{width:60%;margin:10px 0 0 auto}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111}.note{margin-top:16px;font-size:10px}footer{position:absolute;bottom:9mm;left:14mm;right:14mm;border-top:1px solid ${v.color};padding-top:4px;text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
