import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-barbados-coral-stone-mason-invoice';

/** Work: description, unit, lowest and highest price in whole US dollars (before VAT). */
const WORK: [string, string, number, number][] = [
  ['Dressed coral stone blocks, supplied and laid', 'sq ft', 38, 52],
  ['Coral stone garden wall, rubble core', 'lin ft', 95, 140],
  ['Repointing with lime mortar', 'sq ft', 9, 14],
  ['Carved coral stone window surround', 'each', 680, 1150],
  ['Coral stone pool coping', 'lin ft', 44, 66],
  ['Mason labour', 'hr', 45, 60],
];
const CLIENTS = ['Sandy Lane Villa Holdings Inc.', 'Mullins Bay Residences Ltd.', 'Mr & Mrs P. Worrell', 'Holetown Heritage Trust'];

/**
 * A Barbados stonemason's tax invoice in US dollars for coral stone work on buildings in Barbados
 * (never a Sunday), Barbados VAT at the standard 17.5% added (integer numerator over 1,000, half up).
 */
export const enBarbadosCoralStoneMasonInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [0]);
    const lines = rng.some(WORK, rng.int(2, 4)).map(([name, per, lo, hi]) => ({
      name,
      per,
      qty: per === 'each' ? rng.int(1, 4) : per === 'hr' ? rng.int(8, 60) : rng.int(20, 260),
      unit: rng.int(lo, hi) * 100,
    }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = Math.floor((net * 175 + 500) / 1000);
    const gross = net + vat;
    const vendorName = 'Coralstone Masonry (Barbados) Inc.';
    const doc = `CM-${date.slice(0, 4)}-${rng.int(100, 399)}`;
    const rows = lines.map((l) => [l.name, `${l.qty} ${l.per}`, amount(l.unit), amount(l.qty * l.unit)]);
    const body = `<div class="head"><div class="brand">CORALSTONE</div><div>Coralstone Masonry (Barbados) Inc.<br>Gun Hill Road, St. George, Barbados · +1 246 ${rng.int(420, 439)} ${rng.digits(4)}<br>VAT Reg. No. ${rng.digits(13)}</div></div>
<h1>TAX INVOICE</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice date', dt(date, 'd Month yyyy')],
    ['Client', CLIENTS[rng.int(0, CLIENTS.length - 1)]],
    ['Site', rng.pick(['St. James', 'St. Peter', 'Christ Church', 'St. Philip'])],
    ['Quotation', `Q-${rng.int(1000, 9999)}`],
    ['Payment due', dt(plus(date, 14), 'd Month yyyy')],
  ],
  2,
)}
${items(['Description', 'Qty', 'Rate USD', 'Amount USD'], rows)}
<div class="sum">${row('Subtotal', `US$ ${amount(net)}`)}${row('VAT @ 17.5%', `US$ ${amount(vat)}`)}${row('Total due', `US$ ${amount(gross)}`, 'b big')}</div>
<div class="sm">BBD equivalent at the fixed rate BBD 2.00 = USD 1.00: BBD ${amount(gross * 2)}. Cheques payable to Coralstone Masonry (Barbados) Inc.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif';font-size:12px;padding:15mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid #8d6e63;padding-bottom:6px}.brand{font-size:28px;letter-spacing:3px;color:#8d6e63;font-weight:bold}
h1{font-size:20px;margin:14px 0 6px}.sum{width:45%;margin-left:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
