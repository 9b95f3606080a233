import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-alula-sandstone-invoice';

/** Saudi Arabia's standard VAT rate, 15% since 1 July 2020 (README.md). */
const RATE = 15;
const CLIENTS = ['Wayfarer Heritage Journeys Ltd', 'Caravan & Compass Tours Ltd', 'Oldbridge Cultural Travel Ltd', 'Fenwick Expeditions Ltd'];
/** Service, pence per guest (or per vehicle / per group) before VAT in 2022, basis. */
const SERVICES: [string, number, 'guest' | 'vehicle' | 'group'][] = [
  ['Guided visit to the Nabataean tombs, with entry tickets', 9500, 'guest'],
  ['Old Town walk and lantern-lit dinner', 7200, 'guest'],
  ['4x4 desert transfer, driver and fuel (per vehicle, per day)', 21000, 'vehicle'],
  ['Elephant Rock sunset and stargazing session', 5400, 'guest'],
  ['Desert camp dinner with local musicians', 6800, 'guest'],
  ['Hot-air balloon flight over the sandstone valleys', 31000, 'guest'],
  ['Licensed English-speaking guide (per group, per day)', 38000, 'group'],
];

/**
 * A tour company in AlUla, Saudi Arabia, invoicing a British tour operator in pounds sterling for a group's ground
 * programme, A4 (Noto Sans, Noto Naskh Arabic for the Arabic headings): the company with a CR number and a fifteen-digit
 * "VAT Registration No." (3…3, not Israeli), "TAX INVOICE" with "فاتورة ضريبية", pairs (invoice no. "ASH-yyyy-nnnnn",
 * date of supply and issue date d Mon yyyy, the client in an English city, group reference, guests, days), services per
 * guest, per vehicle or per group with a quantity, "Total excluding VAT", "VAT 15%" added, "Total amount due (GBP)"
 * "£…", the VAT also in riyals at a printed rate, payment to a sterling account; Sunday to Thursday.
 */
export const enAlulaSandstoneInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 2, 3, 4, 10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const guests = rng.int(8, 24);
    const days = rng.int(2, 4);
    const vehicles = Math.ceil(guests / 4);
    const lines = rng.some(SERVICES, rng.int(4, 6)).map(([name, p, basis]) => {
      const qty = basis === 'guest' ? guests : basis === 'vehicle' ? vehicles * days : days;
      const price = Math.round((p * up) / 50) * 50;
      return { name, qty, price, sum: qty * price };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, RATE);
    const gross = net + vat;
    const sar = rng.pick([4.62, 4.71, 4.78, 4.85, 4.94]);
    const vendorName = 'Sandstone Horizons Tourism Co.';
    const doc = `ASH-${date.slice(0, 4)}-${String(rng.int(1, 99999)).padStart(5, '0')}`;
    const supplied = plus(date, -rng.int(1, 12));
    const vatNo = `3${rng.digits(13)}3`;
    const rows = lines.map((l, i) => [String(i + 1), l.name, String(l.qty), `£${amount(l.price)}`, `£${amount(l.sum)}`]);
    const body = `<div class="hd"><div><div class="nm">Sandstone Horizons</div><div>${vendorName}</div><div class="sm">AlUla, Kingdom of Saudi Arabia · C.R. ${rng.digits(10)}</div><div class="sm">VAT Registration No. ${vatNo}</div></div>
<div class="tt"><div>TAX INVOICE</div><div class="ar" dir="rtl">فاتورة ضريبية</div></div></div>
${pairs(
  [
    ['Invoice No.', doc],
    ['Issue date', dt(date, 'd Mon yyyy')],
    ['Date of supply', `${dt(supplied, 'd Mon yyyy')} (${days} days)`],
    ['Currency', 'GBP (as contracted)'],
    ['Bill to', `${rng.pick(CLIENTS)}, ${rng.pick(['Bristol', 'Norwich', 'Exeter', 'Leicester'])}, United Kingdom`],
    ['Group reference', `GRP-${rng.digits(4)} · ${guests} guests`],
  ],
  2,
)}
${items(['#', 'Description', 'Qty', 'Unit price', 'Amount'], rows)}
<table class="tot"><tr><th>Total excluding VAT</th><td>£${amount(net)}</td></tr><tr><th>VAT ${RATE}%</th><td>£${amount(vat)}</td></tr><tr class="g"><th>Total amount due (GBP)</th><td>£${amount(gross)}</td></tr>
<tr class="sm"><th>VAT in SAR at ${sar.toFixed(2)} per GBP</th><td>SAR ${amount(Math.round(vat * sar))}</td></tr></table>
<div class="pay">Payment within 30 days by transfer to our GBP account, IBAN SA${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}. Please quote the invoice number.</div>
<div class="sm note">Entry tickets are passed on at cost and included in the taxable amount. This invoice was issued electronically.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans';font-size:10.5px;padding:15mm 16mm;color:#2a2118}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #b5652a;padding-bottom:8px;margin-bottom:10px}
.nm{font-size:26px;font-weight:bold;color:#b5652a;letter-spacing:1px}.tt{text-align:right;font-size:20px;font-weight:bold}.ar{font-family:'Noto Naskh Arabic';font-size:18px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:48%;margin-left:auto;margin-top:8px}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}
.tot tr.g{font-weight:bold;font-size:13px;background:#f6e7da}.tot tr.g th{font-weight:bold}.pay{margin-top:14px;border-left:3px solid #b5652a;padding-left:8px}.note{margin-top:10px;color:#666}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
