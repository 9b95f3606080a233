import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, next, plus, total, vatOn } from './extra';

const ID = 'en-canary-islands-legionella-control-invoice';

const CLIENTS: [string, string, string][] = [
  ['Hotel Acantilado Azul S.A.', 'Avda. de Bruselas 14, 38660 Costa Adeje', 'A38'],
  ['Apartamentos Los Dragos S.L.', 'C/ Valle Menéndez 6, 38650 Los Cristianos', 'B38'],
  ['Club Residencial Montaña Roja', 'Urb. El Médano, 38612 Granadilla de Abona', 'H38'],
  ['Residencia de Mayores San Borondón S.L.', 'C/ La Hornera 21, 38205 San Cristóbal de La Laguna', 'B38'],
  ['Hotel Taoro Jardín S.L.', 'C/ San Felipe 40, 38400 Puerto de la Cruz', 'B38'],
];

/**
 * A Legionella prevention contractor's invoice in Santa Cruz de Tenerife, Canary Islands, A4 (URW Gothic): "FACTURA /
 * INVOICE" "AS-yyyy-nnnn", dd/mm/yyyy, due date, the client (hotels, apartments, a care home) with its CIF, the site
 * visited, risk assessment of the water installations, thermal or chlorine disinfection per tank, samples sent to the
 * laboratory (ISO 11731), a cooling tower on some, technician hours, the certificate, EUR written "1.234,56 €", IGIC
 * 7% (the Canary Islands' general rate) added. Monday to Friday.
 */
export const enCanaryIslandsLegionellaControlInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2023) * 0.03;
    const eur = (c: number) => `${comma(c)} €`;
    const price = (lo: number, hi: number) => Math.round((rng.int(lo, hi) * up) / 100) * 100;
    const lines: [string, string, number, number][] = [];
    lines.push(['Legionella risk assessment, hot and cold water installations (RD 487/2022)', 'unit', 1, price(48000, 95000)]);
    const tanks = rng.int(1, 4);
    lines.push([rng.chance(0.5) ? 'Thermal shock disinfection, hot water tank' : 'Hyperchlorination and cleaning, cold water tank', 'tank', tanks, price(18000, 32000)]);
    lines.push(['Water sampling and laboratory analysis (UNE-EN ISO 11731)', 'sample', rng.int(4, 16), price(3800, 5500)]);
    if (rng.chance(0.4)) lines.push(['Cooling tower cleaning and disinfection', 'tower', rng.int(1, 2), price(39000, 62000)]);
    lines.push(['Technician hours on site', 'h', rng.int(3, 14), price(4200, 5800)]);
    lines.push(['Certificate of treatment and logbook update', 'unit', 1, price(6000, 9000)]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const igic = vatOn(net, 7);
    const gross = net + igic;
    const vendorName = 'Aguas Seguras Canarias S.L.';
    const doc = `AS-${year}-${String(rng.int(100, 1499)).padStart(4, '0')}`;
    const [client, address, prefix] = rng.pick(CLIENTS);
    const body = `<div class="top"><div><div class="brand">AGUAS SEGURAS</div><div class="tag">Legionella prevention · Water hygiene</div></div><div class="from">${vendorName}<br>C/ Castillo 58, 2º, 38003 Santa Cruz de Tenerife<br>CIF B38${rng.digits(6)} · ROESB 38-${rng.digits(4)}<br>+34 922 ${rng.digits(3)} ${rng.digits(3)}</div></div>
<div class="title">FACTURA / INVOICE <span>Nº ${doc}</span></div>
<div class="meta"><div><div class="k">Date / Fecha</div><div class="v">${dt(date, 'dd/mm/yyyy')}</div></div><div><div class="k">Due / Vencimiento</div><div class="v">${dt(plus(date, 30), 'dd/mm/yyyy')}</div></div><div><div class="k">Site visit</div><div class="v">${dt(plus(date, -rng.int(2, 12)), 'dd/mm/yyyy')}</div></div></div>
<div class="bill"><div class="k">Bill to / Cliente</div><b>${client}</b><br>${address}<br>CIF ${prefix}${rng.digits(6)}</div>
<table class="items"><thead><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Price</th><th>Amount</th></tr></thead><tbody>${lines
      .map(([d, u, q, p]) => `<tr><td>${d}</td><td>${u}</td><td>${q}</td><td>${eur(p)}</td><td>${eur(q * p)}</td></tr>`)
      .join('')}</tbody></table>
<table class="sum"><tr><th>Base imponible / Net</th><td>${eur(net)}</td></tr><tr><th>IGIC 7%</th><td>${eur(igic)}</td></tr><tr class="g"><th>TOTAL</th><td>${eur(gross)}</td></tr></table>
<div class="pay">Payment by bank transfer within 30 days to ES${rng.digits(2)} 2100 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}, quoting the invoice number.<br>Operación sujeta al Impuesto General Indirecto Canario (IGIC), tipo general.</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','DejaVu Sans';font-size:11.5px;padding:15mm 16mm;color:#1a1a1a}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:26px;font-weight:bold;color:#00838f;letter-spacing:2px}.tag{font-size:11px;color:#555}.from{text-align:right;font-size:10.5px;line-height:1.5}
.title{margin:18px 0 10px;font-size:19px;font-weight:bold;border-bottom:2px solid #00838f;padding-bottom:4px}.title span{float:right;font-size:16px}.meta{display:flex;gap:10px}.meta>div{flex:1;background:#e0f7fa;padding:5px 8px}.k{font-size:9.5px;color:#00838f;text-transform:uppercase}.v{font-weight:bold}
.bill{margin:12px 0;line-height:1.5}.items th{background:#00838f;color:#fff;font-weight:normal}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}
.sum{margin:8px 0 0 auto;min-width:40%}.sum th{text-align:left;font-weight:normal;padding:3px 10px}.sum td{text-align:right;padding:3px 4px}.sum .g th,.sum .g td{font-weight:bold;font-size:1.25em;border-top:2px solid #00838f}.pay{margin-top:24px;font-size:10.5px;color:#444;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(igic) },
    };
  },
};
