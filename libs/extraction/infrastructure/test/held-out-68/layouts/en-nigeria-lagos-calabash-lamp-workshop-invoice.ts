import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, grid, items, next, plus, row, total } from './extra';

const ID = 'en-nigeria-lagos-calabash-lamp-workshop-invoice';

/** Clients: name, address. */
const CLIENTS: [string, string][] = [
  ['Lekki Palms Hotel Limited', 'Admiralty Way, Lekki Phase 1, Lagos'],
  ['Ikoyi Terrace Restaurants Ltd', 'Awolowo Road, Ikoyi, Lagos'],
  ['Maitama Continental Suites Limited', 'Aguiyi Ironsi Street, Maitama, Abuja'],
  ['Eko Interiors and Design Ltd', 'Ozumba Mbadiwe Avenue, Victoria Island, Lagos'],
];

/** Products: description, lowest and highest unit price in whole US dollars, most ordered. */
const PRODUCTS: [string, number, number, number][] = [
  ['Carved calabash pendant lamp, small (30 cm)', 45, 70, 24],
  ['Carved calabash pendant lamp, large (50 cm)', 95, 150, 16],
  ['Calabash cluster chandelier, 5 gourds', 380, 560, 4],
  ['Calabash table lamp with teak base', 85, 130, 12],
  ['Calabash floor lamp, iron stand', 190, 280, 6],
  ['Pierced calabash wall sconce', 60, 95, 20],
  ['Pyrographed calabash bowl set (3)', 40, 65, 20],
];

/**
 * A Lagos calabash lamp workshop's tax invoice to hotels, restaurants and interior designers in
 * Lagos and Abuja, A4 (Liberation Serif, Noto Sans headings): US dollars (paid to a domiciliary
 * account), Nigerian VAT at 7.5% added (as 75/1,000, half up), RC number and TIN, the purchase order,
 * delivery note and due date as distractors, invoice number "OCL/INV/2024/0118" (never a Sunday).
 */
export const enNigeriaLagosCalabashLampWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [2, 27]);
    const date = avoid(d0, [0]);
    const [client, address] = rng.pick(CLIENTS);
    const lines = rng.some(PRODUCTS, rng.int(2, 5)).map(([desc, lo, hi, most]) => {
      const qty = rng.int(2, most);
      const unit = rng.int(lo, hi) * 100;
      return { desc, qty, unit, sum: qty * unit };
    });
    const install = rng.chance(0.5) ? rng.int(12, 40) * 1000 : 0;
    if (install) lines.push({ desc: 'Installation and wiring on site (electrician and two fitters)', qty: 1, unit: install, sum: install });
    const delivery = address.includes('Abuja') ? rng.int(18, 30) * 1000 : rng.int(4, 9) * 1000;
    lines.push({ desc: address.includes('Abuja') ? 'Crating and road freight Lagos to Abuja' : 'Packing and delivery within Lagos', qty: 1, unit: delivery, sum: delivery });
    const net = total(lines.map((l) => l.sum));
    const vat = Math.round((net * 75) / 1000);
    const gross = net + vat;
    const vendorName = 'Oriki Calabash Lighting Limited';
    const doc = `OCL/INV/${date.slice(0, 4)}/${String(rng.int(40, 260)).padStart(4, '0')}`;
    const usd = (c: number) => `USD ${amount(c)}`;
    const body = `<div class="head"><div class="brand">ORIKI</div><div class="tag">calabash lighting · hand carved in Lagos</div></div>
<div class="two"><div><b>${vendorName}</b><br>17 Oduduwa Crescent, GRA, Ikeja, Lagos State, Nigeria<br>RC ${rng.int(1200000, 1899999)} · TIN ${rng.digits(8)}-0001<br>+234 80${rng.int(2, 9)} ${rng.digits(3)} ${rng.digits(4)}</div>
<div class="to"><div class="lbl">INVOICE TO</div><b>${e(client)}</b><br>${e(address)}</div></div>
<h1>Tax Invoice</h1>
${grid([
  ['Invoice No.', doc],
  ['Invoice Date', dt(date, 'dd/mm/yyyy')],
  ['Customer PO', `PO-${rng.digits(5)}`],
  ['Delivery Note', `DN ${rng.int(500, 999)}`],
  ['Due Date', dt(plus(date, 30), 'dd/mm/yyyy')],
])}
${items(
  ['#', 'Description', 'Qty', 'Unit price', 'Amount'],
  lines.map((l, i) => [String(i + 1), e(l.desc), String(l.qty), amount(l.unit), amount(l.sum)]),
)}
<div class="sum">${row('Subtotal', usd(net))}${row('VAT 7.5%', usd(vat))}${row('Total due', usd(gross), 'b big')}</div>
<div class="bank"><b>Payment:</b> USD domiciliary account no. ${rng.digits(10)}, ${vendorName}, at a Lagos commercial bank. Please quote the invoice number.</div>
<div class="foot">Each lamp is carved by hand from a dried gourd; grain, colour and pattern vary from piece to piece. Goods remain our property until paid in full.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','DejaVu Serif';font-size:13px;padding:15mm 16mm}.head{border-bottom:3px solid #8b5a2b;padding-bottom:4px}.brand{font-family:'Noto Sans','DejaVu Sans';font-size:34px;font-weight:bold;letter-spacing:8px;color:#8b5a2b}.tag{font-style:italic;color:#555}
.two{display:flex;justify-content:space-between;margin:12px 0;line-height:1.45}.to{text-align:right}.lbl{font-size:0.8em;color:#777;letter-spacing:1px}h1{font-family:'Noto Sans','DejaVu Sans';font-size:20px;margin:10px 0 4px;text-transform:uppercase;letter-spacing:2px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.sum{width:42%;margin:8px 0 10px auto}.big{font-size:1.15em}.bank{margin-top:14px}.foot{margin-top:16px;font-size:0.9em;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
