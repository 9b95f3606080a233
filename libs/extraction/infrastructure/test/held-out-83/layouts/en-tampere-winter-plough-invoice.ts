import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, comma, e, items, next, plus, total } from './extra';

const ID = 'en-tampere-winter-plough-invoice';

/** Work: description, unit, cents before VAT (2023). */
const WORK: [string, string, number][] = [
  ['Snow ploughing, wheel loader', 'h', 9800],
  ['Snow ploughing, tractor with blade', 'h', 7400],
  ['Sanding / gritting of yard', 'visit', 6500],
  ['Snow removal by lorry', 'load', 14500],
  ['Roof snow clearing, 2 workers', 'h', 11800],
  ['Standby fee, winter season', 'month', 19000],
];

/**
 * A snow ploughing contractor in Tampere, Finland, A4 (Nimbus Sans, the name in URW Gothic): the Oy with "Business ID" (Y-tunnus
 * nnnnnnn-n) and "VAT FI" (eight digits), "INVOICE / LASKU" with "Invoice no." (five digits), "Invoice date" (dd.mm.yyyy), the
 * reference number and the due date (14 days), the customer (a housing company), work by the hour, visit, load or month with
 * decimal commas, "Total excl. VAT", "VAT 24 %" (25,5 % from 1 September 2024), "Total EUR". Monday to Friday, November to March.
 */
export const enTampereWinterPloughInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 2, 3, 11, 12]);
    const date = avoid(raw, [0, 6]);
    const high = date >= '2024-09-01';
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.03;
    const lines = rng.some(WORK, rng.int(2, 4)).map(([name, unit, p]) => {
      // Quantities in halves (half hours), so the amount stays in integer cents.
      const halves = unit === 'h' ? rng.int(4, 60) : unit === 'month' ? 2 : 2 * rng.int(1, 8);
      const each = Math.round(p * up);
      return { name, unit, qty: halves / 2, each, sum: Math.round((halves * each) / 2) };
    });
    const net = total(lines.map((l) => l.sum));
    // 24 % or 25.5 % of the net, in integer cents, rounded half up.
    const vat = high ? Math.round((net * 255) / 1000) : Math.round((net * 24) / 100);
    const gross = net + vat;
    const vendorName = 'Pirkanmaan Aurauspalvelu Oy';
    const doc = String(rng.int(10000, 39999));
    const yid = `${rng.int(2, 3)}${rng.digits(6)}-${rng.int(0, 9)}`;
    const body = `<div class="hd"><div><div class="nm">AURAUSPALVELU</div><div>${e(vendorName)}<br>Hatanpään valtatie ${rng.int(2, 60)}, 33100 Tampere<br>+358 40 ${rng.digits(7)}</div></div>
<div class="meta"><h1>INVOICE / LASKU</h1><table><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Invoice date</th><td>${dt(date, 'dd.mm.yyyy')}</td></tr><tr><th>Reference</th><td>${rng.digits(4)} ${rng.digits(5)}</td></tr><tr><th>Due date</th><td>${dt(plus(date, 14), 'dd.mm.yyyy')}</td></tr></table></div></div>
<div class="to"><b>Customer</b><br>${rng.pick(['Asunto Oy Tammelan Puisto', 'Asunto Oy Pispalan Rinne', 'Kiinteistö Oy Hervannan Keskus', 'Asunto Oy Kalevan Helmi'])}<br>Tampere</div>
${items(
  ['Description', 'Qty', 'Unit', 'Price €', 'Amount €'],
  lines.map((l) => [e(l.name), String(l.qty).replace('.', ','), l.unit, comma(l.each, ' '), comma(l.sum, ' ')]),
)}
<table class="tt"><tr><td>Total excl. VAT</td><td>${comma(net, ' ')}</td></tr><tr><td>VAT ${high ? '25,5' : '24'} %</td><td>${comma(vat, ' ')}</td></tr><tr class="g"><td>Total EUR</td><td>${comma(gross, ' ')}</td></tr></table>
<div class="foot">Business ID ${yid} · VAT FI${yid.replace('-', '')} · IBAN FI${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · Penalty interest per the Interest Act.</div>`;
    const css = `body{font-family:'Nimbus Sans','Liberation Sans';font-size:12.5px;padding:16mm 18mm;color:#111}.hd{display:flex;justify-content:space-between}.nm{font-family:'URW Gothic';font-size:26px;letter-spacing:2px;color:#1b5e8c}
h1{font-size:18px;margin:0 0 6px}table{border-collapse:collapse}.meta th{text-align:left;font-weight:normal;padding:2px 12px 2px 0}.meta td{font-weight:bold}.to{margin:14px 0}
.items{width:100%;margin:10px 0}.items th{background:#1b5e8c;color:#fff;text-align:left;padding:4px}.items td{border-bottom:1px solid #ccc;padding:4px}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:right}
.tt{width:40%;margin:8px 0 14px auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #111}.foot{border-top:1px solid #999;padding-top:6px;font-size:10.5px;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
