import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-borehole-invoice';

const CLIENTS = ['Green Furrow Agritech Ltd.', 'Orchard Line Farms Ltd.', 'BlueRoot Hydroponic Systems Ltd.', 'Sela Dairy Cooperative Ltd.'];

/**
 * A water-well drilling contractor invoicing an agricultural client in English, in shekels, A4 (Noto Serif Display for
 * the name, Liberation Serif): "DeepRock Boreholes Ltd." with "Company No." hyphenated and a drilling licence; "TAX
 * INVOICE" ruled above and below with "Invoice No.: DRB-yymm-nnn", "Date: Month d, yyyy"; bill-to with the client's
 * company number, the well's name and depth, the work order; mobilisation, drilling by the metre in two diameters,
 * steel casing and screen by the metre, gravel pack by the m³, a pumping test by the hour, geophysical logging and a
 * lab analysis; "Subtotal", "VAT n%" added, "TOTAL (ILS)" "₪ …"; payment terms; Sunday to Thursday.
 */
export const enBoreholeInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const p = (x: number) => Math.round((x * rise) / 100) * 100;
    const top = rng.int(40, 90);
    const depth = top + rng.int(60, 220);
    const casing = depth - rng.int(5, 20);
    const screen = rng.int(18, 48);
    const lines: [string, string, number, number][] = [
      ['Mobilisation and demobilisation of rig', 'lump sum', 1, p(1850000)],
      [`Drilling 17½" diameter, 0–${top} m`, 'm', top, p(98000)],
      [`Drilling 12¼" diameter, ${top}–${depth} m`, 'm', depth - top, p(76000)],
      ['Steel casing 10" supply and install', 'm', casing - screen, p(61000)],
      ['Wire-wrapped stainless screen 10"', 'm', screen, p(143000)],
      ['Gravel pack, rounded 2–4 mm', 'm³', rng.int(6, 20), p(52000)],
      ['Step and constant-rate pumping test', 'hour', rng.pick([24, 48, 72]), p(42000)],
      ['Geophysical borehole logging', 'lump sum', 1, p(1200000)],
      ['Water quality analysis, accredited lab', 'sample', rng.int(1, 3), p(185000)],
    ];
    const chosen = lines.filter((_, i) => i < 5 || rng.chance(0.75));
    const rows = chosen.map(([d, u, q, pr], i) => [String(i + 1), e(d), u, String(q), amount(pr), amount(q * pr)]);
    const net = total(chosen.map(([, , q, pr]) => q * pr));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'DeepRock Boreholes Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `DRB-${date.slice(2, 4)}${date.slice(5, 7)}-${String(rng.int(1, 999)).padStart(3, '0')}`;
    const body = `<div class="hd"><div class="nm">DeepRock Boreholes</div><div>${vendorName} · Company No. ${hyphenId(taxId)} · Water Authority drilling licence ${rng.digits(4)}</div><div class="sm">${landline(rng)} · accounts@deeprock-boreholes.co.il</div></div>
<div class="ttl">TAX INVOICE</div><div class="meta"><span>Invoice No.: <b>${doc}</b></span><span>Date: ${dt(date, 'Month d, yyyy')}</span></div>
<div class="bill"><div><b>Bill to</b><br>${rng.pick(CLIENTS)}<br>Company No. ${taxIdOfCustomer(rng)}</div><div><b>Project</b><br>Production well ${rng.pick(['PW-3', 'PW-7', 'B-12', 'Well No. 4'])}, final depth ${depth} m<br>Work order ${rng.digits(5)} of ${dt(plus(date, -rng.int(30, 90)), 'Month d, yyyy')}</div></div>
${items(['#', 'Description', 'Unit', 'Qty', 'Rate (₪)', 'Amount (₪)'], rows)}
<table class="tot"><tr><th>Subtotal</th><td>${amount(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${amount(vat)}</td></tr><tr class="g"><th>TOTAL (ILS)</th><td>₪ ${amount(gross)}</td></tr></table>
<div class="sm terms">Terms: net 45 days from the invoice date. Please quote the invoice number with your transfer. Amounts in New Israeli Shekels.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif';font-size:12px;padding:15mm 16mm}.hd{text-align:center;line-height:1.5}.nm{font-family:'Noto Serif Display';font-size:30px;font-weight:bold;color:#3b3024}
.ttl{text-align:center;font-size:20px;letter-spacing:4px;border-top:1px solid #000;border-bottom:1px solid #000;margin:12px 0 6px;padding:3px}.meta{display:flex;justify-content:space-between;margin-bottom:10px}
.bill{display:flex;gap:30px;line-height:1.5}.bill>div{flex:1;border:1px solid #999;padding:6px}.items th:nth-child(n+4),.items td:nth-child(n+4){text-align:right}.tot{width:45%;margin-left:auto}
.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:14px;border-top:2px solid #000}.terms{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
