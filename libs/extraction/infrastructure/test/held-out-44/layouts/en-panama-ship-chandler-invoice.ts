import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { next, plus, row, total, vatOn } from './extra';

const ID = 'en-panama-ship-chandler-invoice';

const ITEMS: [string, string, number][] = [
  ['Mooring line 48 mm, polyester', 'coil', 68000],
  ['Fresh provisions (fruit, vegetables)', 'lot', 124000],
  ['Drinking water delivery', 'm3', 1450],
  ['Engine oil SAE 40', 'drum', 89000],
  ['Safety gloves', 'box', 3200],
  ['Paint, antifouling', 'tin', 15600],
  ['Signal flares set', 'set', 21500],
  ['Galley gas cylinder', 'unit', 7800],
  ['Laundry service, crew', 'bag', 1800],
  ['Launch boat hire, Balboa anchorage', 'trip', 32000],
];

const VENDORS = [
  {
    brand: 'ISTMO MARINE SUPPLY',
    legal: 'Suministros Marítimos del Istmo, S.A.',
    addr: 'Edificio 812, Balboa, Ciudad de Panamá',
    font: "'Liberation Serif','DejaVu Serif',serif",
    color: '#0d47a1',
    num: (rng: { int(a: number, b: number): number }) => `FE-${String(rng.int(1, 99999999)).padStart(8, '0')}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'Colón Chandlers',
    legal: 'Atlantic Gate Ship Supply Corp.',
    addr: 'Zona Libre de Colón, Calle 14',
    font: "'Noto Sans Mono','DejaVu Sans Mono',monospace",
    color: '#333',
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(1, 9)}-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd-Mon-yy'),
  },
];

const SHIPS = ['MV Coral Horizon', 'MT Aegean Pearl', 'MV Haifa Star', 'MV Pacific Lark', 'MV Nordic Tern'];

export const enPanamaShipChandlerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const number = v.num(rng);
    const arrival = plus(date, -rng.int(1, 4));
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit, price]) => ({ name, unit, price, qty: rng.int(1, 8) }));
    const net = total(lines.map((l) => l.qty * l.price));
    const tax = vatOn(net, 7);
    const sum = net + tax;
    const ruc = `RUC ${rng.int(100000, 999999)}-${rng.int(1, 9)}-${rng.int(100000, 999999)} DV ${rng.int(10, 99)}`;
    const body = `<div class="p">
<div class="brand">${v.brand}</div>
${v.legal.includes('S.A.') ? `<div class="sm">${esc(v.legal)} · ${ruc} · ${v.addr}</div>` : `<div class="sm">${v.addr}</div>`}
<h1>FACTURA / INVOICE</h1>
<div class="two">${row('Invoice No.', number)}${row('Date', v.date(date))}${row('Vessel', rng.pick(SHIPS))}${row('IMO', String(rng.int(9100000, 9899999)))}${row('Arrived', v.date(arrival))}${row('Agent ref.', `AG/${rng.int(1000, 9999)}`)}${row('Requisition', `REQ-${rng.int(10000, 99999)}`)}${row('Owner PO', `${rng.int(4500000000, 4599999999)}`)}</div>
<table class="items"><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.unit}</td><td>${l.qty}</td><td>${amount(l.price)}</td><td>${amount(l.qty * l.price)}</td></tr>`).join('')}</table>
<div class="tot">${row('Subtotal', `USD ${amount(net)}`)}${row('ITBMS 7%', `USD ${amount(tax)}`)}${row('TOTAL DUE', `USD ${amount(sum)}`, 'big')}</div>
<div class="sm">Payment within 30 days to Banco General, account ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}-${rng.digits(6)}-${rng.int(0, 9)}. Received on board by the master: __________</div>
${v.legal.includes('S.A.') ? '' : `<div class="foot">Colón Chandlers is operated by ${esc(v.legal)} · ${ruc}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#111}.p{padding:14mm}.brand{font-size:26px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#444;margin:3px 0}h1{font-size:18px;margin:12px 0 6px;border-bottom:1px solid ${v.color}}.two{display:grid;grid-template-columns:1fr 1fr;gap:3px 30px;margin-bottom:10px}.row{display:flex;justify-content:space-between;gap:8px}.items{width:100%;border-collapse:collapse}.items th{border:1px solid #888;background:#eef;padding:3px;text-align:left}.items td{border:1px solid #ccc;padding:3px}.tot{width:85mm;margin:12px 0 12px auto}.big{font-weight:bold;font-size:14px;border-top:2px solid #333}.foot{margin-top:40px;text-align:center;border-top:1px solid #999;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
