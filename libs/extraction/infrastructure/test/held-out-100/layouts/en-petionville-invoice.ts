import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, e, next, total, vatOn } from './extra';

const ID = 'en-petionville-invoice';
/** Haiti's turnover tax (TCA), its general rate. */
const TCA = 10;

/** Item, cents a unit before tax in 2022, quantity choices. */
const SUPPLY: [string, number, number[]][] = [
  ['PV module 550 W, monocrystalline', 26000, [6, 8, 12, 16, 24]],
  ['Hybrid inverter 5 kW', 145000, [1, 2]],
  ['Lithium module 48 V 100 Ah', 190000, [1, 2, 4]],
  ['Mounting frame, anodised, per metre', 1800, [12, 24, 36, 48]],
  ['Cabling and breakers (lot)', 42000, [1]],
  ['Installation crew, per day', 18000, [2, 3, 4, 5]],
  ['Commissioning and remote telemetry setup', 25000, [1]],
  ['Preventive upkeep', 12000, [1, 2]],
  ['Haulage from the depot', 15000, [1]],
  ['Automatic changeover relay', 38000, [1]],
];
const CLIENTS: [string, string][] = [
  ['Boulangerie du Plateau S.A.', 'Rue Clerveaux, Pétionville'],
  ['Clinique Bourdon', 'Rue Lamarre, Delmas'],
  ['Pharmacie Kenscoff S.A.', 'Rue Principale, Fermathe'],
  ['Collège Mixte Lumière', 'Rue Ogé, Pétionville'],
];

/**
 * A solar-power installer at Pétionville, Haiti, invoicing Haitian businesses and schools in US dollars, A4 (Liberation
 * Sans Narrow, Liberation Mono for figures): a yellow sun disc drawn in CSS beside "SOLEIL MORNE CALVAIRE", the
 * company "Soleil Morne Calvaire S.A.", rue Grégoire, NIF in groups and a patente number; "INVOICE / FACTURE" with a
 * grey strip of cells ("No." yy-nnnn, "Date" dd/mm/yyyy, "Terms" on receipt or 15 days, "Premises"); "Bill to" the client;
 * a numbered table (description, quantity, unit price, total) in "$1,234.56"; "Sub-total", "TCA 10%", "TOTAL (USD)"
 * in black; a note that prices are in US dollars and the TCA (turnover tax) applied; not Sunday.
 */
export const enPetionvilleInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng
      .some(SUPPLY, rng.int(3, 7))
      .sort((a, b) => SUPPLY.indexOf(a) - SUPPLY.indexOf(b))
      .map(([name, p, qs]) => ({ name, q: rng.pick(qs), p: Math.round((p * rise) / 100) * 100 }));
    const net = total(lines.map((l) => l.q * l.p));
    const tax = vatOn(net, TCA);
    const gross = net + tax;
    const vendorName = 'Soleil Morne Calvaire S.A.';
    const doc = `${date.slice(2, 4)}-${String(rng.int(40, 1800)).padStart(4, '0')}`;
    const [client, where] = rng.pick(CLIENTS);
    const usd = (c: number) => `$${amount(c)}`;
    const cell = (l: string, v: string) => `<div class="cell"><div class="l">${l}</div><div class="v">${v}</div></div>`;
    const body = `<div class="top"><div class="sun"></div><div><div class="nm">SOLEIL MORNE CALVAIRE</div><div class="co">${e(vendorName)} · 45, rue Grégoire, Pétionville, Haïti<br>NIF ${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}-${rng.digits(1)} · Patente ${rng.digits(6)} · ☎ +509 ${rng.digits(4)}-${rng.digits(4)}</div></div></div>
<div class="title">INVOICE / FACTURE</div>
<div class="cells">${cell('No.', doc)}${cell('Date', dt(date, 'dd/mm/yyyy'))}${cell('Terms', rng.pick(['On receipt', '15 days']))}${cell('Premises', e(where))}</div>
<div class="bill"><span class="l">Bill to</span><br><b>${e(client)}</b><br>${e(where)}</div>
<table class="t"><thead><tr><th>#</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Total</th></tr></thead><tbody>${lines
      .map((l, i) => `<tr><td>${i + 1}</td><td>${e(l.name)}</td><td>${l.q}</td><td>${usd(l.p)}</td><td>${usd(l.q * l.p)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><td>Sub-total</td><td>${usd(net)}</td></tr><tr><td>TCA ${TCA}%</td><td>${usd(tax)}</td></tr><tr class="g"><td>TOTAL (USD)</td><td>${usd(gross)}</td></tr></table>
<div class="note">Prices in US dollars. TCA (turnover tax) at ${TCA}% applied to all items. Title passes when paid.<br>
Payment by transfer to our USD account no. ${rng.digits(3)}-${rng.digits(7)} or by certified cheque to the order of ${e(vendorName)}. Thank you!</div>`;
    const css = `body{font-family:'Liberation Sans Narrow';font-size:13px;padding:14mm 16mm}.top{display:flex;gap:14px;align-items:center}.sun{width:20mm;height:20mm;border-radius:50%;background:#f5b800;box-shadow:0 0 0 4px #fff,0 0 0 6px #f5b800}
.nm{font-size:28px;font-weight:bold;letter-spacing:1px}.co{font-size:11.5px;color:#333;line-height:1.5}.title{margin:18px 0 8px;font-size:20px;font-weight:bold;border-bottom:3px solid #f5b800;padding-bottom:3px}
.cells{display:flex;background:#eee}.cell{flex:1;padding:5px 8px;border-right:1px solid #fff}.l{font-size:10px;color:#555;text-transform:uppercase}.v{font-family:'Liberation Mono';font-weight:bold;font-size:12px}
.bill{margin:14px 0;line-height:1.45}.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:2px solid #000;padding:4px}.t td{padding:4px;border-bottom:1px solid #ddd}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right;font-family:'Liberation Mono'}
.tot{margin:12px 0 0 auto;border-collapse:collapse;font-family:'Liberation Mono'}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.tot .g td{background:#000;color:#fff;font-weight:bold;font-size:14px}.note{margin-top:26px;font-size:11.5px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
