import { EN_MONTHS, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, shift, taxOn, weekday } from './extra';

const ID = 'en-spanish-flamenco-dress-invoice';

const VENDORS = [
  {
    brand: 'Lucía Romero',
    sub: 'Trajes de Flamenca · Sevilla',
    legal: 'Trajes de Flamenca Lucía Romero, S.L.',
    cif: 'B41728093',
    address: 'Calle Feria 64, 41003 Sevilla, España',
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (y: string, k: number) => `${y}/${String(k).padStart(4, '0')}`,
    color: '#b91c1c',
    font: "'DejaVu Serif','Noto Serif',serif",
  },
  {
    brand: 'Volantes',
    sub: 'moda flamenca a medida',
    legal: 'Taller Volantes de Triana S.L.U.',
    cif: 'B90412276',
    address: 'Calle Pureza 37, 41010 Sevilla',
    date: (iso: string) => `${Number(iso.slice(8, 10))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    num: (y: string, k: number) => `F-${y.slice(2)}-${String(k).padStart(5, '0')}`,
    color: '#7e22ce',
    font: "'Nimbus Sans','Noto Sans',sans-serif",
  },
];

const ITEMS: [string, string, number][] = [
  ['Traje de flamenca a medida', 'Made-to-measure flamenco dress, polka dot', 48000],
  ['Traje de flamenca canastero', 'Flamenco dress, canastero cut', 39500],
  ['Mantón de Manila bordado', 'Embroidered Manila shawl', 18500],
  ['Peineta de carey', 'Tortoiseshell-effect comb', 3800],
  ['Pendientes de flamenca', 'Flamenco earrings', 2400],
  ['Flor de pelo grande', 'Large hair flower', 1500],
  ['Abanico pintado a mano', 'Hand-painted fan', 2900],
  ['Arreglo y segunda prueba', 'Alteration and second fitting', 4500],
];

export const enSpanishFlamencoDressInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(date.slice(0, 4), rng.int(40, 2400));
    const lines = [ITEMS[rng.int(0, 1)], ...rng.some(ITEMS.slice(2), rng.int(1, 4))].map(([es, en, price]) => ({ es, en, price, q: 1 }));
    const net = add(lines.map((l) => l.q * l.price));
    const disc = rng.chance(0.3) ? Math.round(net * 0.05) : 0;
    const base = net - disc;
    const tax = taxOn(base, 21);
    const total = base + tax;
    const deposit = Math.round((total * 0.4) / 100) * 100;
    const ordered = shift(date, -rng.int(21, 70));
    const client = rng.pick(['Tamar Yosef', 'Shira Nachmani', 'Dana Weiss', 'Maya Golan']);
    const passport = `${rng.int(20, 39)}${rng.digits(6)}`;
    const fitting = shift(date, -rng.int(3, 12));
    const table = `<table class="items"><tr><th>Description / Concepto</th><th>Qty</th><th>Unit €</th><th>Amount €</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.en)}<div class="es">${esc(l.es)}</div></td><td>${l.q}</td><td>${eu(l.price)}</td><td>${eu(l.q * l.price)}</td></tr>`)
      .join('')}</table>`;
    const sums = `<table class="tot"><tr><td>Subtotal</td><td>${eu(net)} €</td></tr>
${disc ? `<tr><td>Discount 5% (Feria)</td><td>-${eu(disc)} €</td></tr>` : ''}
<tr><td>Tax base / Base imponible</td><td>${eu(base)} €</td></tr><tr><td>VAT / IVA 21%</td><td>${eu(tax)} €</td></tr>
<tr class="big"><td>TOTAL INVOICE / TOTAL FACTURA</td><td>${eu(total)} €</td></tr>
<tr><td>Deposit paid ${v.date(ordered)}</td><td>-${eu(deposit)} €</td></tr><tr><td>Paid today by card</td><td>${eu(total - deposit)} €</td></tr></table>`;
    const facts = `<table class="facts"><tr><td>Invoice / Factura nº</td><td><b>${number}</b></td></tr><tr><td>Date / Fecha</td><td>${v.date(date)}</td></tr><tr><td>Order / Pedido</td><td>P-${rng.int(300, 999)} of ${v.date(ordered)}</td></tr><tr><td>Last fitting / Prueba</td><td>${v.date(fitting)}</td></tr></table>`;
    const client_ = `<div class="client"><b>Customer / Cliente</b><br>${esc(client)}<br>Passport / Pasaporte ${passport}<br>Haifa, Israel</div>`;
    const body =
      n % 2 === 0
        ? `<div class="pg"><header><div><div class="brand">${esc(v.brand)}</div><div>${esc(v.sub)}</div></div><div class="vend"><b>${esc(v.legal)}</b><br>CIF ${v.cif}<br>${esc(v.address)}<br>+34 954 38 21 07</div></header>
<h1>INVOICE · FACTURA</h1><div class="two">${facts}${client_}</div>${table}${sums}
<div class="sm">Dresses made to measure cannot be returned. Inscrita en el Registro Mercantil de Sevilla, Tomo 5123, Folio 88, Hoja SE-81234.</div></div>`
        : `<div class="pg"><header><div><div class="brand">${esc(v.brand)}</div><div>${esc(v.sub)}</div></div><div class="vend">@volantes.triana<br>+34 955 11 60 42</div></header>
<h1>Invoice / Factura</h1><div class="two">${facts}${client_}</div>${table}${sums}
<footer>${esc(v.legal)} · NIF ${v.cif} · ${esc(v.address)} · Reg. Merc. Sevilla T. 6012, F. 140, H. SE-99031</footer></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:15mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${v.color};padding-bottom:4mm}.brand{font-family:'Z003','URW Bookman',serif;font-size:38px;color:${v.color}}.vend{text-align:right;font-size:11px;line-height:1.5}h1{font-size:18px;letter-spacing:2px;color:${v.color};margin:7mm 0 4mm}.two{display:flex;justify-content:space-between;margin-bottom:6mm}.facts td{padding:2px 8px 2px 0}.client{border:1px solid #ddd;padding:3mm;width:70mm}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:1.5px solid ${v.color};padding:4px}.items td{padding:4px;border-bottom:1px solid #eee;vertical-align:top}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.es{font-size:10px;color:#777;font-style:italic}.tot{width:60%;margin:5mm 0 0 auto}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color}}.sm{font-size:9.5px;color:#666;margin-top:10mm}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;font-size:9.5px;text-align:center;color:#555;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
