import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-kadima-tax-invoice';

/** Code, item, agorot a unit before VAT in 2022, quantity range. */
const ITEMS: [string, string, number, [number, number]][] = [
  ['MT-101', 'Analytical balance, verification at 5 points', 38000, [1, 6]],
  ['MT-115', 'Pipette series, gravimetric verification per channel', 6500, [4, 40]],
  ['MT-220', 'Pressure gauge 0-16 bar, comparison against reference', 21000, [2, 12]],
  ['MT-230', 'Digital thermometer with probe, 3 points', 17500, [2, 15]],
  ['MT-305', 'pH meter, buffer verification', 14000, [1, 6]],
  ['MT-410', 'Incubator profiling, 9 sensors', 145000, [1, 2]],
  ['MT-415', 'Refrigerator profiling, 24 hours', 98000, [1, 3]],
  ['MT-500', 'Certificate reissue, accredited layout', 4500, [1, 10]],
  ['MT-900', 'On-site attendance surcharge', 55000, [1, 1]],
];
const CUSTOMERS = ['Hadar BioFormulations Ltd.', 'Emek Dairy Quality Ltd.', 'Sela Animal Care Labs Ltd.', 'Orion Generics Israel Ltd.'];

/**
 * A measuring-instrument verification laboratory in Kadima, an English tax invoice in shekels, A4 (P052 for the name
 * and title, Noto Mono for codes and figures, Liberation Serif): the name "Kadima Metrology Services Ltd." right over
 * a hairline and "Reg. No." spaced in threes, Kadima-Tzoran; "TAX INVOICE" large on the left with a bordered
 * table ("No. KM/nnnnnn", "Date" dd-Mon-yy, "Work order", "Customer acct." failing the check); "Customer" with its
 * company number (a valid id, a distractor), "Service visit" date; a table with code, description, qty, unit price and
 * line amount; "Total before VAT", "VAT n%" added, "Total payable NIS" "₪ …"; terms; Sunday to Thursday.
 */
export const enKadimaTaxInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const lines = rng
      .some(ITEMS, rng.int(3, 6))
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([code, name, p, [lo, hi]]) => ({ code, name, q: rng.int(lo, hi), p: Math.round((p * rise) / 100) * 100 }));
    const net = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Kadima Metrology Services Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `KM/${rng.int(100000, 999999)}`;
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div class="hl"></div><div>Reg. No. ${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)} · Kadima-Tzoran · Tel. 09-89${rng.digits(5)}</div></div>
<div class="top"><div><div class="ti">TAX INVOICE</div><table class="m"><tr><th>No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'dd-Mon-yy')}</td></tr><tr><th>Work order</th><td>WO-${rng.digits(5)}</td></tr><tr><th>Customer acct.</th><td>${notAnId(rng)}</td></tr></table></div>
<div class="cu"><div class="lb">Customer</div><b>${rng.pick(CUSTOMERS)}</b><br>Company No. ${companyId(rng, true)}<br>Attended on: ${dt(plus(date, -rng.int(1, 12)), 'dd-Mon-yy')}</div></div>
<table class="t"><thead><tr><th>Code</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${lines.map((l) => `<tr><td class="mo">${l.code}</td><td>${l.name}</td><td class="mo">${l.q}</td><td class="mo">${amount(l.p)}</td><td class="mo">${amount(l.q * l.p)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><th>Total before VAT</th><td>${amount(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${amount(vat)}</td></tr><tr class="g"><th>Total payable NIS</th><td>₪ ${amount(gross)}</td></tr></table>
<div class="ft">Terms: current month + 30. Certificates are issued separately and are traceable to recognised standards.</div>`;
    const css = `body{font-family:'Liberation Serif';font-size:12px;padding:15mm 17mm}.hd{text-align:right;line-height:1.5}.nm{font-family:P052;font-size:26px;font-weight:bold}.hl{border-top:0.5px solid #000;margin:3px 0}
.top{display:flex;justify-content:space-between;margin-top:16px}.ti{font-family:P052;font-size:30px;letter-spacing:1px}.m{border-collapse:collapse;margin-top:6px}.m th,.m td{border:1px solid #000;padding:3px 8px;text-align:left}.m th{font-weight:normal}.m td{font-family:'Noto Mono'}
.cu{width:80mm;line-height:1.6;align-self:flex-end}.lb{font-size:10px;text-transform:uppercase;letter-spacing:1px;color:#444}.mo{font-family:'Noto Mono';font-size:11px}
.t{width:100%;border-collapse:collapse;margin-top:18px}.t th{border-bottom:1px solid #000;text-align:left;padding:4px;font-size:11px}.t td{padding:5px 4px;border-bottom:0.5px solid #aaa}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{width:85mm;margin:12px 0 0 auto;border-collapse:collapse}.tot th{text-align:left;font-weight:normal;padding:3px}.tot td{text-align:right;padding:3px;font-family:'Noto Mono'}.tot .g th,.tot .g td{font-weight:bold;font-size:14px;border-top:1px solid #000}.ft{margin-top:26px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
