import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, mul } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-vanuatu-santo-coconut-sawmill-invoice';

/** Cocowood: description, unit, lowest and highest price per unit in cents (2022). */
const TIMBER: [string, string, number, number][] = [
  ['Cocowood decking, high density, 140 × 28 mm, kiln dried', 'lin. m', 690, 890],
  ['Cocowood flooring, tongue & groove, 90 × 19 mm', 'm²', 5200, 6600],
  ['Cocowood posts 150 × 150 mm, 3.0 m', 'each', 8800, 11500],
  ['Cocowood rafters 100 × 50 mm', 'lin. m', 420, 560],
  ['Cocowood wall cladding, medium density, 120 × 16 mm', 'm²', 3900, 4900],
  ['Cocowood stair treads 300 × 40 mm, 1.2 m', 'each', 4600, 5900],
];
const CLIENTS: [string, string][] = [
  ['Hog Harbour Bungalows Ltd', 'Hog Harbour, East Santo'],
  ['Port Olry Beach Retreat', 'Port Olry, Santo'],
  ['Segond Channel Builders', 'Main Street, Luganville'],
  ['Aore Island Eco Lodge', 'Aore Island, Sanma Province'],
];

/**
 * A coconut palm sawmill's tax invoice in Luganville, Espiritu Santo, Vanuatu, A4 (URW Bookman): VAT registration
 * (TIN), "SCM-nnnn", dd/mm/yyyy, client and delivery site, cocowood decking, flooring, posts and cladding by the linear
 * metre, m² or piece, a borate treatment on some, truck delivery, amounts in US dollars (resort building contracts on
 * the island are priced in them), VAT 15% added, payable in 14 days (never on a Sunday).
 */
export const enVanuatuSantoCoconutSawmillInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.05;
    const lines: [string, string, string, number, number][] = [];
    for (const [name, unit, lo, hi] of rng.some(TIMBER, rng.int(2, 4))) {
      const q = unit === 'each' ? rng.int(4, 40) : unit === 'm²' ? rng.int(150, 900) / 10 : rng.int(40, 600);
      const p = Math.round((rng.int(lo, hi) * up) / 10) * 10;
      const qty = unit === 'm²' ? q.toFixed(1) : String(q);
      lines.push([name, qty, unit, p, mul(q, p)]);
    }
    if (rng.chance(0.5)) {
      const wood = total(lines.map((l) => l[4]));
      lines.push(['Borate anti-borer treatment (8% of timber value)', '1', 'lot', Math.round(wood * 0.08), Math.round(wood * 0.08)]);
    }
    const [client, site] = rng.pick(CLIENTS);
    const km = site.includes('Luganville') ? 5 : rng.int(20, 60);
    const trucking = Math.round((rng.int(300, 420) * km * up) / 10) * 10;
    lines.push([`Truck delivery to site (${km} km)`, '1', 'trip', trucking, trucking]);
    const net = total(lines.map((l) => l[4]));
    const vat = vatOn(net, 15);
    const gross = net + vat;
    const vendorName = 'Sanma Cocowood Milling Limited';
    const doc = `SCM-${rng.int(1000, 4999)}`;
    const usd = (c: number) => `USD ${amount(c)}`;
    const body = `<div class="head"><div><div class="brand">Sanma Cocowood</div><div>${e(vendorName)}</div><div class="sm">Unity Park Road, PO Box ${rng.int(100, 999)}, Luganville, Espiritu Santo, Vanuatu<br>Phone +678 36${rng.digits(3)} · VAT Reg. / TIN ${rng.int(10000, 39999)}</div></div><div class="title">TAX INVOICE<div>${doc}</div></div></div>
<table class="meta"><tr><th>Date</th><td>${dt(date, 'dd/mm/yyyy')}</td><th>Client</th><td>${e(client)}</td></tr><tr><th>Order</th><td>${rng.pick(['Phone', 'Email', 'Site visit'])} ${dt(plus(date, -rng.int(7, 40)), 'dd/mm/yyyy')}</td><th>Deliver to</th><td>${e(site)}</td></tr><tr><th>Terms</th><td>14 days (${dt(plus(date, 14), 'dd/mm/yyyy')})</td><th>Your ref.</th><td>${rng.pick(['Deck extension', 'New bungalow B', 'Restaurant floor', 'Staff house'])}</td></tr></table>
${items(
  ['Description', 'Qty', 'Unit', 'Unit price', 'Amount'],
  lines.map(([n, q, u, p, s]) => [e(n), q, u, amount(p), amount(s)]),
)}
<div class="tot">${row('Subtotal (excl. VAT)', usd(net))}${row('VAT 15%', usd(vat))}${row('Total due', usd(gross), 'b big')}</div>
<div class="foot">All timber is milled from senile coconut palms felled on Santo plantations under replanting agreements. Prices in US dollars; payment by telegraphic transfer or at our Luganville yard. Goods remain our property until paid.</div>`;
    const css = `${baseCss}
body{font-family:'URW Bookman','DejaVu Serif';font-size:11px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid #795548;padding-bottom:6px}.brand{font-size:26px;color:#795548;font-weight:bold}
.title{text-align:right;font-size:20px;font-weight:bold}.title div{font-size:14px}.meta{width:100%;margin:12px 0}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 6px 2px 0}.meta td{padding:2px 12px 2px 0;font-weight:bold}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}.tot{width:45%;margin:8px 0 0 auto}.big{font-size:1.2em;border-top:2px solid #000}.foot{margin-top:20px;font-size:9.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
