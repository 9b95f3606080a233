import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, shift, taxOn, weekday } from './extra';

const ID = 'en-kosovo-filigree-workshop-invoice';

/** Albanian month names, as Kosovo's invoices print them. */
const SQ_MONTHS = ['janar', 'shkurt', 'mars', 'prill', 'maj', 'qershor', 'korrik', 'gusht', 'shtator', 'tetor', 'nëntor', 'dhjetor'];
const sq = (iso: string) => `${Number(iso.slice(8))} ${SQ_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const ITEMS: [string, number][] = [
  ['Silver filigree brooch, butterfly / Karficë filigrani', 6500],
  ['Filigree earrings, traditional / Vathë filigrani', 4800],
  ['Filigree necklace / Gjerdan filigrani', 14500],
  ['Custom filigree pendant with initials / Varëse me porosi', 19000],
  ['Filigree jewellery box / Kuti bizhuterish', 23500],
  ['Filigree cufflinks / Mansheta', 5200],
  ['Silver wire 0.3 mm, 50 g / Tel argjendi', 3900],
  ['Engraving / Gdhendje', 1500],
  ['Gift packaging / Paketim dhuratë', 500],
];

const BUYERS = ['Mr. Eitan Sasson, Haifa, Israel', 'Ms. Orly Ben David, Ra’anana, Israel', 'Galilee Craft Gallery Ltd., Rosh Pina, Israel', 'Mr. Dror Hadad, Holon, Israel'];

const VENDORS = [
  {
    brand: 'PRIZREN FILIGREE',
    legal: 'Filigrani Prizren SH.P.K.',
    addr: 'Rruga Shuaip Spahiu 12, 20000 Prizren, Kosova',
    font: "'DejaVu Serif',serif",
    color: '#1e40af',
    num: (r: { int(a: number, b: number): number }, iso: string) => `F-${iso.slice(0, 4)}-${String(r.int(12, 480)).padStart(4, '0')}`,
    date: sq,
    money: (c: number) => `${eu(c)} €`,
    footerOnly: false,
  },
  {
    brand: 'Gjakova Silver',
    legal: 'Argjendaria Çarshia e Madhe L.L.C.',
    addr: 'Çarshia e Madhe 41, 50000 Gjakovë, Kosovo',
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    color: '#9a3412',
    num: (r: { int(a: number, b: number): number }) => String(r.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `€${amount(c)}`,
    footerOnly: true,
  },
];

export const enKosovoFiligreeWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = dated(ID, rng);
    const date = weekday(d.date);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const ordered = shift(date, -rng.int(5, 30));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, 18);
    const total = net + tax;
    const advance = Math.round((total * 0.3) / 100) * 100;
    const ids = `NUI ${rng.digits(9)} · NRB ${rng.digits(8)} · TVSH ${rng.digits(9)}`;
    const body = `<div class="p">
<div class="top"><div><div class="brand">${v.brand}</div><div>Handmade silver filigree since 1961</div>${v.footerOnly ? '' : `<div>${esc(v.legal)}</div><div class="sm">${ids}</div>`}</div><div class="addr">${esc(v.addr)}<br>Tel. +383 ${rng.int(43, 49)} ${rng.digits(3)} ${rng.digits(3)}</div></div>
<h1>FATURË / INVOICE</h1>
<table class="kv">
<tr><td>Nr. i faturës / Invoice no.</td><td>${number}</td><td>Data / Date</td><td>${v.date(date)}</td></tr>
<tr><td>Porosia / Order</td><td>PO-${rng.int(100, 999)} (${v.date(ordered)})</td><td>Afati / Due</td><td>${v.date(shift(date, 15))}</td></tr>
</table>
<div class="cust"><b>Blerësi / Buyer:</b> ${esc(rng.pick(BUYERS))} · passport ${rng.int(20, 39)}${rng.digits(6)}</div>
<table class="t"><tr><th>Përshkrimi / Description</th><th>Sasia / Qty</th><th>Çmimi / Unit</th><th>TVSH</th><th>Vlera / Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${v.money(l.unit)}</td><td>18%</td><td>${v.money(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>Vlera pa TVSH / Net amount</td><td>${v.money(net)}</td></tr>
<tr><td>TVSH / VAT 18%</td><td>${v.money(tax)}</td></tr>
<tr class="big"><td>Gjithsej / Total</td><td>${v.money(total)}</td></tr>
<tr><td>Paradhënie / Advance paid</td><td>(${v.money(advance)})</td></tr>
<tr><td>Për pagesë / Balance due</td><td>${v.money(total - advance)}</td></tr></table>
<div class="note">IBAN XK05 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} · BIC ${rng.pick(['RBKOXKPR', 'NBPRXKPR', 'TEBKXKPR'])}</div>
${v.footerOnly ? `<div class="foot">${v.brand} is a trade name of ${esc(v.legal)} · ${ids}</div>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.p{padding:14mm}.top{display:flex;justify-content:space-between}.brand{font-size:26px;letter-spacing:1px;color:${v.color};font-weight:bold}.addr{text-align:right}.sm{font-size:9px}h1{font-size:18px;color:${v.color};border-bottom:2px solid ${v.color}}.kv td{padding:2px 8px 2px 0}.kv td:nth-child(odd){color:#555}.cust{margin:10px 0}.t{width:100%;border-collapse:collapse}.t th{text-align:left;border-bottom:2px solid ${v.color}}.t td{padding:3px;border-bottom:1px solid #ddd}.sum{width:55%;margin-left:auto;margin-top:8px}.sum td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.note{margin-top:12px}.foot{margin-top:40px;border-top:1px solid #999;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
