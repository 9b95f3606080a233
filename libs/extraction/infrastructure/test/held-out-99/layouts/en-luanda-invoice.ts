import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, next, plus, total, vatOn } from './extra';

const ID = 'en-luanda-invoice';

/** Service, unit, cents a unit, quantity range. */
const SURVEY: [string, string, number, [number, number]][] = [
  ['Topographic crew (3 persons)', 'day', 185000, [2, 8]],
  ['UAV photogrammetry sortie', 'sortie', 96000, [1, 6]],
  ['Base receiver hire', 'day', 24000, [2, 10]],
  ['Aerial targets, placed and measured', 'point', 4500, [8, 40]],
  ['Orthomosaic and terrain processing', 'hectare', 1800, [40, 400]],
  ['Bathymetric sounding, inshore', 'day', 210000, [1, 4]],
  ['Boundary beacon placement', 'beacon', 7500, [4, 24]],
  ['Mobilisation to Talatona base', 'lot', 65000, [1, 1]],
  ['Final report and drawings', 'lot', 120000, [1, 1]],
];
const CLIENTS = ['Mulundo Engenharia e Obras, S.A.', 'Benguela Cais Logística, Lda.', 'Kifangondo Imobiliária, S.A.', 'Catumbela Agro-Pecuária, Lda.'];

/**
 * A land-survey firm in Luanda, Angola, invoicing local companies in US dollars, A4 (URW Bookman for the name and
 * title, Noto Serif): "Talatona Geodesia, Lda." at the left beside a square mark, the address, "NIF" ten digits and
 * the capital; "FACTURA / INVOICE" right, under it a table of "Número" as "FT TGD yyyy/nnnn", "Date" dd-mm-yyyy,
 * "Due" 30 days on; the client with its NIF; the lines with unit, quantity, unit price and amount in USD;
 * "Subtotal", "IVA 14%", "Total USD" in a shaded row; the IVA regime note and bank details; not Sunday.
 */
export const enLuandaInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const lines = rng.some(SURVEY, rng.int(3, 6)).map(([name, unit, p, [lo, hi]]) => ({ name, unit, q: rng.int(lo, hi), p }));
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, 14);
    const gross = net + vat;
    const vendorName = 'Talatona Geodesia, Lda.';
    const doc = `FT TGD ${date.slice(0, 4)}/${String(rng.int(12, 2900)).padStart(4, '0')}`;
    const nif = () => `5${rng.digits(9)}`;
    const body = `<div class="hd"><div class="mk">TG</div><div><div class="nm">${vendorName}</div>Rua do Talatona, Edifício ${rng.int(2, 30)}, Luanda, Angola<br>NIF ${nif()} · Capital social AOA 2.000.000</div>
<div class="doc"><div class="ti">FACTURA / INVOICE</div><table><tr><td>Número</td><td>${doc}</td></tr><tr><td>Date</td><td>${dt(date, 'dd/mm/yyyy').replace(/\//g, '-')}</td></tr><tr><td>Due</td><td>${dt(plus(date, 30), 'dd/mm/yyyy').replace(/\//g, '-')}</td></tr></table></div></div>
<div class="cl"><b>Client</b><br>${rng.pick(CLIENTS)}<br>NIF ${nif()} · Luanda</div>
<table class="t"><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Unit price (USD)</th><th>Amount (USD)</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td></tr>`).join('')}
<tr class="s"><td colspan="4">Subtotal</td><td>${amount(net)}</td></tr><tr class="s"><td colspan="4">IVA 14%</td><td>${amount(vat)}</td></tr><tr class="g"><td colspan="4">Total USD</td><td>${amount(gross)}</td></tr></table>
<p class="sm">IVA charged under the general regime. Payable in US dollars to Banco de Fomento Angola, USD account ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}. Issued by certified billing program.</p>`;
    const css = `body{font-family:'Noto Serif';font-size:12px;padding:15mm 16mm}.hd{display:flex;gap:12px;align-items:flex-start}.mk{font-family:'URW Bookman';font-size:26px;font-weight:bold;border:3px solid #000;padding:6px 10px}.nm{font-family:'URW Bookman';font-size:22px;font-weight:bold}
.doc{margin-left:auto}.ti{font-family:'URW Bookman';font-size:17px;font-weight:bold;margin-bottom:4px}.doc td{padding:2px 8px;border:1px solid #888}.cl{margin:18px 0 10px;width:80mm;border-left:4px solid #000;padding-left:8px;line-height:1.5}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid #000;text-align:left;padding:4px}.t td{padding:4px;border-bottom:1px solid #ccc}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}.t .s td{border:none}.t .s td:first-child,.t .g td:first-child{text-align:right}.t .g td{background:#ddd;font-weight:bold;font-size:14px}.sm{font-size:10.5px;margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
