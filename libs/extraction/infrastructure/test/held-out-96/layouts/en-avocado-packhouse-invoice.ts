import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-avocado-packhouse-invoice';

const VARIETIES = ['Hass', 'Ettinger', 'Pinkerton', 'Reed', 'Fuerte'];

/**
 * An avocado packhouse's English tax invoice to an exporter, in shekels, A4 (Liberation Serif for the name and title,
 * Liberation Sans, Liberation Mono for the figures): "Pardes Avocado Packhouse Ltd." with "VAT Reg. No." plain, the
 * address and phone in one line under a green rule; "TAX INVOICE" left and a right-hand list "Invoice No. PAP/yy/nnnn",
 * "Invoice Date" d Month yyyy, "Intake period" (a week ending one to five days before), "Customer No."; the exporter
 * with its company number; lines per variety (handling by the 4 kg carton, sorting by the tonne), precool by the
 * tonne, a holding room by the skid-day, skids, a phytosanitary check per shipment; "Net amount",
 * "VAT n%" added and "Total due ILS" "NIS …"; payment terms EOM + 45; October to April, Sunday to Thursday.
 */
export const enAvocadoPackhouseInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 2, 3, 4, 10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const up = (p: number) => Math.round(p * rise);
    const lines: { d: string; u: string; q: number; p: number }[] = [];
    let tonnes = 0;
    for (const v of rng.some(VARIETIES, rng.int(1, 3))) {
      const cartons = rng.int(800, 6400);
      tonnes += cartons * 4;
      lines.push({ d: `Handling, ${v}, 4 kg carton`, u: 'carton', q: cartons, p: up(rng.pick([310, 325, 340])) });
    }
    const t = Math.round(tonnes / 100) / 10;
    lines.push({ d: 'Sorting and sizing', u: 'tonne', q: t, p: up(4200) });
    lines.push({ d: 'Precool to 5 °C', u: 'tonne', q: t, p: up(3600) });
    const pallets = Math.ceil(tonnes / 960);
    lines.push({ d: 'Skids, ISPM-15', u: 'skid', q: pallets, p: up(6800) });
    lines.push({ d: 'Holding room at 5 °C', u: 'skid-day', q: pallets * rng.int(2, 6), p: up(1900) });
    if (rng.chance(0.6)) lines.push({ d: 'Phytosanitary check', u: 'shipment', q: Math.max(1, Math.round(pallets / 20)), p: up(45000) });
    const rows = lines.map((l) => ({ ...l, sum: Math.round(l.q * l.p) }));
    const net = total(rows.map((r) => r.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Pardes Avocado Packhouse Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `PAP/${date.slice(2, 4)}/${String(rng.int(20, 1800)).padStart(4, '0')}`;
    const to = plus(date, -rng.int(1, 5));
    const body = `<div class="nm">${vendorName}</div><div class="sub">VAT Reg. No. ${taxId} · Derech HaPardesim ${rng.int(2, 40)}, Pardes Hanna-Karkur · Tel. ${landline(rng)}</div>
<div class="hd"><div class="ti">TAX INVOICE</div><table class="pairs"><tr><th>Invoice No.</th><td>${doc}</td></tr><tr><th>Invoice Date</th><td>${dt(date, 'd Month yyyy')}</td></tr>
<tr><th>Intake period</th><td>${dt(plus(to, -6), 'dd/mm')} – ${dt(to, 'dd/mm/yyyy')}</td></tr><tr><th>Customer No.</th><td>C-${rng.digits(4)}</td></tr></table></div>
<div class="cu"><b>To:</b> Agrimar Ltd. (Company No. ${taxIdOfCustomer(rng)}), Kadima, Israel</div>
<table class="ln"><thead><tr><th>Description</th><th>Unit</th><th>Quantity</th><th>Rate (NIS)</th><th>Amount (NIS)</th></tr></thead><tbody>${rows
      .map(
        (r) =>
          `<tr><td>${r.d}</td><td>${r.u}</td><td class="m">${r.u === 'tonne' ? r.q.toFixed(1) : r.q.toLocaleString('en-US')}</td><td class="m">${amount(r.p)}</td><td class="m">${amount(r.sum)}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="tt"><tr><th>Net amount</th><td class="m">${amount(net)}</td></tr><tr><th>VAT ${rate}%</th><td class="m">${amount(vat)}</td></tr><tr class="g"><th>Total due ILS</th><td class="m">NIS ${amount(gross)}</td></tr></table>
<p class="sm">Terms: end of month + 45 days. Weights as recorded at intake. Claims within 7 days of the invoice date.</p>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:11.5px;padding:14mm 15mm}.nm{font-family:'Liberation Serif';font-size:27px;font-weight:bold;color:#2f5a1e}.sub{border-bottom:3px solid #2f5a1e;padding-bottom:4px;font-size:10.5px}
.hd{display:flex;justify-content:space-between;align-items:flex-start;margin-top:8mm}.ti{font-family:'Liberation Serif';font-size:28px;letter-spacing:1px}.cu{margin:8mm 0 3mm}.m{font-family:'Liberation Mono';font-size:11px}
.ln{width:100%}.ln th{text-align:left;border-bottom:1.5px solid #2f5a1e;padding:4px}.ln td{padding:4px;border-bottom:1px solid #dde5d8}.ln td:nth-child(n+3),.ln th:nth-child(n+3){text-align:right}
.tt{width:90mm;margin:6mm 0 4mm auto}.tt th{text-align:left;font-weight:normal;padding:3px 5px}.tt td{text-align:right;padding:3px 5px}.tt tr.g{font-weight:bold;border-top:2px solid #2f5a1e;font-size:13px}.tt tr.g th{font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
