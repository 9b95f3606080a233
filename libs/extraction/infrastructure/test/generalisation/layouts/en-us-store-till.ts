import { amount, esc, formatDate, Layout, lineItems, randomDate, sum, time, truthAmount } from '../kit';

const STORES = ['Walnut Hardware Inc.', 'Green Valley Market', 'Bay Street Pharmacy', 'Pinecrest Home Goods LLC', 'Harbor Office Supply'];
const GOODS = [
  'PAPER TOWELS 6PK',
  'AA BATTERIES 8',
  'COFFEE BEANS 12OZ',
  'LED BULB 60W',
  'DUCT TAPE',
  'SPRAY CLEANER',
  'NOTEBOOK 3PK',
  'GEL PENS 10',
  'TRASH BAGS 40',
  'HAND SOAP',
  'EXTENSION CORD',
];
const TAX_RATES = [
  ['8.875', 8875],
  ['7.25', 7250],
  ['6.00', 6000],
  ['9.50', 9500],
] as const;

/** A US chain-store till slip: upper case, sales tax added, month-first dates, no Israeli id. */
export const enUsStoreTill: Layout = {
  id: 'en-us-store-till',
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const vendor = rng.pick(STORES);
    const date = randomDate(rng);
    const items = lineItems(rng, GOODS, [3, 8], [99, 2499]);
    const subtotal = sum(items);
    const [rateText, rateMilli] = rng.pick(TAX_RATES);
    const tax = Math.round((subtotal * rateMilli) / 100000);
    const total = subtotal + tax;
    const doc = `${rng.digits(4)}-${rng.digits(3)}-${rng.digits(4)}`;
    const label = rng.pick(['RECEIPT #', 'Receipt No.', 'TRANS #']);
    const tendered = Math.ceil(total / 2000) * 2000;
    const cash = rng.chance(0.5);
    const font = rng.pick(['DejaVu Sans Mono', 'Liberation Mono', 'FreeMono']);
    const rows = items.map((l) => `<tr><td>${esc(l.name)}${l.qty > 1 ? `<br>&nbsp;&nbsp;${l.qty} @ ${amount(l.unit)}` : ''}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('');
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: 76mm 210mm; margin: 3mm; }
body { font-family: '${font}'; font-size: 9pt; margin: 0; }
h2 { text-align: center; margin: 0; font-size: 12pt; } .c { text-align: center; }
table { width: 100%; border-collapse: collapse; } td:last-child { text-align: right; vertical-align: bottom; }
.t td { font-weight: bold; font-size: 11pt; }
</style></head><body>
<h2>${esc(vendor.toUpperCase())}</h2>
<div class="c">STORE #${rng.digits(4)} &middot; ${rng.int(10, 999)} ${rng.pick(['MAIN ST', 'OAK AVE', 'MARKET ST'])}</div>
<div class="c">(${rng.digits(3)}) ${rng.digits(3)}-${rng.digits(4)}</div>
<p>${formatDate(date, 'm/d/Y')} ${time(rng)}&nbsp;&nbsp; REG ${rng.int(1, 9)}<br>${label} ${doc}</p>
<table>${rows}
<tr><td>&nbsp;</td><td></td></tr>
<tr><td>SUBTOTAL</td><td>${amount(subtotal)}</td></tr>
<tr><td>SALES TAX ${rateText}%</td><td>${amount(tax)}</td></tr>
<tr class="t"><td>TOTAL</td><td>$${amount(total)}</td></tr>
${cash ? `<tr><td>CASH</td><td>${amount(tendered)}</td></tr><tr><td>CHANGE DUE</td><td>${amount(tendered - total)}</td></tr>` : `<tr><td>VISA ****${rng.digits(4)}</td><td>${amount(total)}</td></tr>`}
</table>
<p class="c">ITEMS SOLD ${items.reduce((s, l) => s + l.qty, 0)}<br>RETURNS WITHIN 30 DAYS WITH RECEIPT<br>THANK YOU FOR SHOPPING</p>
</body></html>`;
    return {
      page: '76mm 210mm',
      html,
      truth: { vendorName: vendor.toUpperCase(), documentNumber: doc, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
