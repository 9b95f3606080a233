import { amount, EN_MONTHS, esc, htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, ordinalDate, shift, taxOn, weekday } from './extra';

const ID = 'en-welsh-lovespoon-carver-invoice';

const VENDORS = [
  {
    brand: 'Cerfio Cymru',
    tag: 'Hand-carved Welsh lovespoons · Conwy',
    legal: 'Cerfio Cymru Ltd',
    address: '7 High Street, Conwy LL32 8DB, Wales',
    contact: '01492 555 318 · post@cerfiocymru.co.uk',
    header: true,
    title: 'VAT INVOICE',
    num: (rng: Rng) => `CC-${rng.int(2100, 4999)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    font: "'URW Bookman','DejaVu Serif',serif",
    color: '#00712d',
  },
  {
    brand: 'The Spoon Loft',
    tag: 'Llwyau caru · lovespoons carved to order · Aberaeron',
    legal: 'Dafydd Pritchard Carving Limited',
    address: 'Unit 3, Harbour Lane, Aberaeron SA46 0BA, Wales',
    contact: '01545 555 207 · hello@thespoonloft.wales',
    header: false,
    title: 'TAX INVOICE · ANFONEB DRETH',
    num: (rng: Rng, date: string) => `SL/${date.slice(2, 4)}/${rng.int(100, 899)}`,
    date: (iso: string) => ordinalDate(iso, EN_MONTHS),
    font: "'Liberation Serif','Nimbus Roman',serif",
    color: '#9b1c1c',
  },
];

const COUPLES = ['Noa & Eitan', 'Tamar & Ben', 'Shira & Daniel', 'Maya & Yoni', 'Adi & Tom'];
const CUSTOMERS: [string, string][] = [
  ['Mr & Mrs A. Cohen', '14 Brent Street, London NW4 2EU'],
  ['Ms R. Levi', '22 Middleton Road, Manchester M8 4JY'],
  ['Dr Y. Mizrahi', '5 Brodie Avenue, Liverpool L18 4RG'],
  ['Mr D. Peretz', '31 Oakwood Lane, Leeds LS8 2PF'],
];

export const enWelshLovespoonCarverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const fixed = new Rng(seedOf(`h38#${v.legal}`));
    const companyNo = `${fixed.int(10, 14)}${fixed.digits(6)}`;
    const vatNo = `GB ${fixed.digits(3)} ${fixed.digits(4)} ${fixed.digits(2)}`;
    const number = v.num(rng, date);
    const ordered = shift(date, -rng.int(14, 40));
    const wedding = shift(date, rng.int(20, 90));
    const couple = rng.pick(COUPLES);
    const [customer, caddr] = rng.pick(CUSTOMERS);
    const lines: { name: string; qty: number; unit: number }[] = [
      { name: `Personalised wedding lovespoon, sycamore, 12" – "${couple}", ${dt(wedding, 'dd.mm.yyyy')}`, qty: 1, unit: rng.int(145, 240) * 100 },
    ];
    const more: [string, number, number, number][] = [
      ['Celtic knot lovespoon, lime wood, 9"', 65, 110, 3],
      ['Anniversary spoon with caged balls, cherry wood', 180, 260, 1],
      ['Engraved oak display frame', 45, 75, 2],
      ['Small token spoon for bridesmaids, 5"', 22, 32, 6],
    ];
    for (const [name, lo, hi, q] of rng.some(more, rng.int(1, 3))) lines.push({ name, qty: rng.int(1, q), unit: rng.int(lo, hi) * 100 });
    lines.push({ name: 'Gift box & hand-lettered card', qty: 1, unit: rng.int(8, 15) * 100 });
    lines.push({ name: 'Royal Mail Special Delivery, insured', qty: 1, unit: rng.int(12, 18) * 100 + 95 });
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, 20);
    const total = net + tax;
    const gbp = (c: number) => `£${amount(c)}`;
    const reg = `Registered in England and Wales, company no. ${companyNo} · VAT reg. no. ${vatNo}`;
    const body = `<div class="page">
<header><div class="brand">${esc(v.brand)}</div><div class="tag">${esc(v.tag)}</div>${v.header ? `<div class="v"><b>${esc(v.legal)}</b> · ${esc(v.address)}<br>${v.contact}<br>${reg}</div>` : `<div class="v">${esc(v.address)} · ${v.contact}</div>`}</header>
<h1>${v.title}</h1>
<div class="row"><div><div class="l">Invoice to</div><b>${esc(customer)}</b><br>${esc(caddr)}</div>
<table class="facts"><tr><td class="l">Invoice number</td><td><b>${number}</b></td></tr><tr><td class="l">Invoice date</td><td><b>${v.date(date)}</b></td></tr><tr><td class="l">Order placed</td><td>${v.date(ordered)}</td></tr><tr><td class="l">Order ref.</td><td>WEB-${rng.int(30000, 69999)}</td></tr></table></div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit (ex VAT)</th><th>VAT</th><th>Net</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${gbp(l.unit)}</td><td>20%</td><td>${gbp(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>Net total</td><td>${gbp(net)}</td></tr><tr><td>VAT @ 20%</td><td>${gbp(tax)}</td></tr><tr class="big"><td>Total (GBP)</td><td>${gbp(total)}</td></tr><tr><td>Paid by card, ${v.date(ordered)}</td><td>${gbp(total)}</td></tr><tr><td>Balance</td><td>£0.00</td></tr></table>
<div class="note">Each spoon is carved by hand from a single piece of wood; grain and colour vary. Diolch yn fawr – thank you!</div>
<footer>${v.header ? `${esc(v.legal)} · ${esc(v.address)}` : `${esc(v.brand)} is a trading name of ${esc(v.legal)}. ${reg}. Registered office: ${esc(v.address)}.`}</footer>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#222}.page{width:210mm;height:296mm;box-sizing:border-box;padding:16mm;position:relative}header{text-align:center;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-size:32px;color:${v.color};font-style:italic}.tag{font-size:11px;color:#555}.v{font-size:10px;margin-top:5px;line-height:1.5}h1{font-size:16px;letter-spacing:3px;text-align:center;margin:14px 0;color:${v.color}}.row{display:flex;justify-content:space-between;margin-bottom:14px;line-height:1.5}.l{color:#777;font-size:10px}.facts td{padding:1px 0 1px 12px}.items{width:100%;border-collapse:collapse}.items th{border-top:1px solid #333;border-bottom:1px solid #333;text-align:left;padding:4px;font-size:10.5px}.items td{padding:5px 4px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}.tot{width:55%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 4px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.note{margin-top:22px;font-size:10.5px;font-style:italic}footer{position:absolute;bottom:11mm;left:16mm;right:16mm;text-align:center;font-size:9px;color:#555;border-top:1px solid #ccc;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
