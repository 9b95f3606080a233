import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, spacedId } from '../../generalisation/notation';
import { avoid, e, idOf, next, total, vatOn } from './extra';

const ID = 'en-merhav-tax-invoice';

/** Service, unit, agorot a unit before VAT in 2022, the range of units. */
const SERVICES: [string, string, number, [number, number]][] = [
  ['Topographic survey at 1:250', 'dunam', 18000, [5, 120]],
  ['UAV orthophoto and elevation model', 'dunam', 9500, [10, 300]],
  ['GNSS control point, established and monumented', 'point', 65000, [2, 8]],
  ['Setting-out crew (surveyor and assistant)', 'day', 290000, [1, 6]],
  ['As-built survey of foundations', 'lump sum', 480000, [1, 1]],
  ['Parcellation plan for registration', 'lump sum', 1250000, [1, 1]],
  ['Buried pipes and cables, tracing and plotting', 'day', 340000, [1, 3]],
  ['Travel, 4×4 vehicle', 'km', 240, [80, 420]],
];
const CLIENTS = ['Helios Sunfields Israel Ltd.', 'Northgate Infrastructure Ltd.', 'Ruach Wind Energy Ltd.', 'Tamar Residential Developments Ltd.', 'Sufa Logistics Parks Ltd.'];
const PROJECTS = ['Solar field', 'Access road', 'Storage yard', 'Residential lots', 'Substation'];

/**
 * A land-surveying company at Baqa al-Gharbiyye invoicing developers in English, in shekels, A4 (URW Bookman for the
 * name and headings, Nimbus Roman): "MERHAV" letter-spaced between thin rules with "Geodesy · Cadastre · Photogrammetry"
 * and the address; the client with its company number (a distractor) beside a box "TAX INVOICE" with "No." (a
 * sequence number, a slash and yy), "Date" dd.mm.yyyy, "Purchase order" and "Quotation" (distractors); the project
 * with its block and parcel (distractors); a ruled table of services (topographic and UAV surveys by the dunam,
 * control points, crew days, lump sums, travel by the km) with "Qty", "Unit", "Rate (₪)" and "Amount (₪)";
 * "Subtotal", "VAT n%" added, "Total (NIS)"; the licensed surveyor's name and licence number (a distractor), payment
 * terms and bank; "Merhav Geodesy & Cadastre Ltd. · Company No." spaced in threes in the footer; Sunday to Thursday.
 */
export const enMerhavTaxInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, unit, p, [lo, hi]]) => {
      const rate = unit === 'km' ? p : Math.round((p * rise) / 100) * 100;
      const q = rng.int(lo, hi);
      return { name, unit, rate, q, sum: q * rate };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Merhav Geodesy & Cadastre Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1000, 1999)}/${date.slice(2, 4)}`;
    const rows = lines
      .map((l, i) => `<tr><td>${i + 1}</td><td>${e(l.name)}</td><td>${l.q.toLocaleString('en-US')}</td><td>${l.unit}</td><td>${amount(l.rate)}</td><td>${amount(l.sum)}</td></tr>`)
      .join('');
    const body = `<div class="hd"><div class="rule"></div><div class="nm">MERHAV</div><div class="tg">Geodesy · Cadastre · Photogrammetry</div><div class="rule"></div><div class="ad">Al-Manshiya St. ${rng.int(2, 90)}, Baqa al-Gharbiyye 3010000 · +972-4-63${rng.digits(5)} · office@merhav-geo.co.il</div></div>
<div class="two"><div class="cl"><div class="lb">Client</div><b>${e(rng.pick(CLIENTS))}</b><br>Company No. ${companyId(rng, true)}<br><span class="sm">Project: ${rng.pick(PROJECTS)}, block ${rng.int(8000, 12999)}, parcel ${rng.int(1, 180)}</span></div>
<div class="box"><div class="ti">TAX INVOICE</div><table><tr><td>No.</td><td><b>${doc}</b></td></tr><tr><td>Date</td><td><b>${dt(date, 'dd.mm.yyyy')}</b></td></tr><tr><td>Purchase order</td><td>PO-${rng.int(100, 999)}-${rng.digits(4)}</td></tr><tr><td>Quotation</td><td>Q${date.slice(2, 4)}-${rng.int(100, 499)}</td></tr></table></div></div>
<table class="t"><tr><th>#</th><th>Service</th><th>Qty</th><th>Unit</th><th>Rate (₪)</th><th>Amount (₪)</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total (NIS)</td><td>${amount(gross)}</td></tr></table>
<div class="terms">Surveys signed by Eng. ${rng.pick(['Samer Mawasi', 'Rami Kabha', 'Hiba Masarwa', 'Nizar Ghanayem'])}, licensed surveyor no. ${rng.int(700, 1999)}.<br>Payment terms: end of month + 45 days, by bank transfer to Bank Hapoalim, branch ${rng.int(600, 799)}, account ${rng.int(100000, 999999)}.<br>Please quote the invoice number with your payment.</div>
<div class="foot">${e(vendorName)} · Company No. ${spacedId(taxId)} · a licensed VAT dealer</div>`;
    const css = `body{font-family:'Nimbus Roman';font-size:12.5px;padding:14mm 17mm;color:#1b1b1b}.hd{text-align:center}.rule{border-top:1px solid #1b1b1b;margin:3px 30mm}.nm{font-family:'URW Bookman';font-size:30px;letter-spacing:10px;margin:4px 0 0}.tg{font-family:'URW Bookman';font-size:12px;letter-spacing:2px;margin-bottom:4px}.ad{font-size:10.5px;color:#444;margin-top:4px}
.two{display:flex;justify-content:space-between;align-items:flex-start;margin:16px 0 12px}.cl{line-height:1.5}.lb{font-size:10px;letter-spacing:1px;color:#666;text-transform:uppercase}.sm{font-size:11px}
.box{border:1.5px solid #1b1b1b;padding:6px 10px;min-width:64mm}.ti{font-family:'URW Bookman';font-size:17px;font-weight:bold;text-align:center;border-bottom:1px solid #1b1b1b;margin-bottom:4px;padding-bottom:3px}.box table{border-collapse:collapse;width:100%}.box td{padding:1px 2px}.box td:last-child{text-align:right}
.t{width:100%;border-collapse:collapse}.t th,.t td{border:1px solid #777;padding:4px 5px}.t th{font-family:'URW Bookman';font-size:11px;background:#eeeeea;text-align:left}.t td:nth-child(n+3){text-align:right;white-space:nowrap}.t td:nth-child(4){text-align:left}
.tot{margin:10px 0 0 auto;border-collapse:collapse;min-width:72mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.tot .g td{font-weight:bold;font-size:15px;border-top:2px solid #1b1b1b;border-bottom:2px solid #1b1b1b}
.terms{margin-top:16px;font-size:11px;line-height:1.55}.foot{margin-top:24px;border-top:1px solid #999;padding-top:4px;font-size:10px;text-align:center;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
