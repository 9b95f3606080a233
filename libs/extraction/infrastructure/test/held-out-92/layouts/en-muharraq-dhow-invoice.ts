import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, e, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-muharraq-dhow-invoice';

/** Service, unit, pence, per person (else per boat or trip). */
const SERVICES: [string, string, number, boolean][] = [
  ['Sunset dhow cruise, Muharraq lagoon (2 h)', 'per guest', 3900, true],
  ['Full-day dhow charter, lunch on board', 'per dhow', 118000, false],
  ['Pearl-diving experience with licensed diver', 'per guest', 8500, true],
  ['Guided walk of the Pearling Path', 'per guest', 2200, true],
  ['Traditional dinner in the majlis', 'per guest', 4600, true],
  ['Minibus transfers, hotel to jetty and back', 'per trip', 14500, false],
];

const GROUPS = ['Ms Hadas Peretz (group of {n})', 'Mr Yoni Shamir (group of {n})', 'Dr Noa Levinson (group of {n})', 'Mr Amir Dahan (group of {n})'];

/**
 * A heritage dhow-tour company in Muharraq, Bahrain, invoicing a visiting group's leader in pounds sterling, A4 (C059,
 * Nimbus Sans): the W.L.L. with its CR number and a fifteen-digit "VAT Account No." (not Israeli), "TAX INVOICE",
 * pairs ("Invoice No. BMH/yy/nnnn", date dd/mm/yyyy, client, service dates, invoice currency GBP), services per guest or
 * per dhow, "Total excluding VAT", "VAT 10%" added, "Total including VAT (GBP)" with "£", the VAT in Bahraini dinars at a
 * printed rate (three decimals), bank details; from March in 2022 (after the transition to 10%).
 */
export const enMuharraqDhowInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [3, 4, 5, 10, 11, 12, 1, 2]);
    const date = raw < '2022-03-01' ? raw.replace(/^2022-0[12]/, '2022-03') : raw;
    const guests = rng.int(6, 22);
    const start = plus(date, -rng.int(3, 12));
    const days = rng.int(1, 3);
    const picked = rng.some(SERVICES, rng.int(3, 5));
    const rows = picked.map(([name, unit, price, perGuest]) => {
      const qty = perGuest ? guests : name.startsWith('Full-day') ? Math.ceil(guests / 12) : rng.int(1, days * 2);
      return { name, unit, price, qty, sum: price * qty };
    });
    const net = total(rows.map((r) => r.sum));
    const rate = 10;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const bhdPerGbp = rng.int(4620, 5080);
    const fils = Math.round((vat * bhdPerGbp) / 1000);
    const vendorName = 'Bu Maher Heritage Dhow Tours W.L.L.';
    const doc = `BMH/${date.slice(2, 4)}/${String(rng.int(12, 880)).padStart(4, '0')}`;
    const client = rng.pick(GROUPS).replace('{n}', String(guests));
    const end = plus(start, days - 1);
    const body = `<div class="hd"><div><div class="nm">${e(vendorName)}</div><div class="sm">Building 1187, Road 1527, Block 215, Muharraq, Kingdom of Bahrain</div><div class="sm">CR No. ${ltr(`${rng.int(10000, 169999)}-${rng.int(1, 4)}`)} · VAT Account No. ${ltr(`2200${rng.digits(8)}00002`)}</div></div><div class="ti">TAX INVOICE</div></div>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', dt(date, 'dd/mm/yyyy')],
    ['Client', e(client)],
    ['Service dates', days > 1 ? `${dt(start, 'dd/mm/yyyy')} to ${dt(end, 'dd/mm/yyyy')}` : dt(start, 'dd/mm/yyyy')],
    ['Invoice currency', 'GBP (as agreed)'],
    ['Guests', String(guests)],
  ],
  2,
)}
${items(
  ['Description', 'Unit', 'Qty', 'Rate £', 'Amount £'],
  rows.map((r) => [e(r.name), r.unit, String(r.qty), amount(r.price), amount(r.sum)]),
)}
<table class="tot"><tr><th>Total excluding VAT</th><td>${amount(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${amount(vat)}</td></tr><tr class="g"><th>Total including VAT (GBP)</th><td>£${amount(gross)}</td></tr></table>
<div class="bhd">VAT amount in BHD at 1 GBP = ${(bhdPerGbp / 10000).toFixed(4)} BHD: BHD ${(fils / 1000).toFixed(3)}</div>
<div class="bank"><b>Payment</b> within 14 days by transfer to ${e(vendorName)}, account GBP, IBAN BH${rng.digits(2)} NBOB ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}</div>
<div class="sm foot">Pearl diving is subject to sea conditions and a medical declaration. Thank you for sailing with us.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:11.5px;padding:15mm 17mm;color:#111}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #7a5c1e;padding-bottom:8px;margin-bottom:10px}
.nm{font-family:'C059';font-size:22px;font-weight:bold;color:#7a5c1e}.ti{font-family:'C059';font-size:24px;letter-spacing:2px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}
.tot{width:50%;margin-left:auto}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:14px;border-top:2px solid #7a5c1e}
.bhd{text-align:right;margin-top:6px;font-size:10.5px;color:#333}.bank{margin-top:16px}.foot{margin-top:14px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
