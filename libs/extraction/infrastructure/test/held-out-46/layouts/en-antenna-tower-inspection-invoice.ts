import { htmlPage, israeliRate, Layout, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, e, grid, idOf, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-antenna-tower-inspection-invoice';

const WORK: [string, number][] = [
  ['Climbing inspection, lattice tower (per tower)', 240000],
  ['Monopole visual inspection (per pole)', 135000],
  ['Bolt torque verification, per section', 32000],
  ['Ultrasonic thickness survey', 88000],
  ['Grounding resistance test', 46000],
  ['Aviation obstruction light check', 39000],
  ['Drone photo survey and report', 72000],
  ['Structural load report, signed engineer', 185000],
];

const VENDORS = [
  {
    brand: 'MASTCHECK',
    legal: 'MastCheck Engineering Ltd.',
    company: true,
    color: '#1a4f8b',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    num: (rng: Rng, iso: string) => `MC/${iso.slice(0, 4)}/${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => sh(c, '₪x'),
  },
  {
    brand: 'Skyline Tower Services',
    legal: 'Yaron Elbaz',
    company: false,
    color: '#6b2f8a',
    font: "'P052','Liberation Serif',serif",
    num: (rng: Rng) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => sh(c, 'x NIS'),
  },
];

export const enAntennaTowerInspectionInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const lines = rng.some(WORK, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const client = rng.pick([
      `Galil Telecom Sites Ltd. (Client Co. No. ${taxId(rng, true)})`,
      `RadioNet Infrastructure Ltd. (Client Co. No. ${taxId(rng, true)})`,
      'Kibbutz Yiftah Communications Committee',
      'Municipal Emergency Radio Unit, Hadera',
    ]);
    const body = `<div class="pg">
<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">Telecom tower &amp; mast inspections</div></div><div class="r sm">${v.company ? `${e(v.legal)}<br/>Company No. ${hyphenId(id)}<br/>12 HaYetsira St, Rehovot<br/>` : ''}+972-${rng.int(50, 54)}-${rng.digits(7)}<br/>office@${v.brand.toLowerCase().replace(/[^a-z]/g, '')}.co.il</div></div>
<h1>TAX INVOICE <span class="sm">(ORIGINAL)</span></h1>
${grid([
  ['Invoice No.', number],
  ['Date', v.date(date)],
  ['Inspection date', v.date(plus(date, -rng.int(2, 12)))],
  ['Purchase order', `PO-${rng.int(100000, 999999)}`],
  ['Site code', `${rng.pick(['HFA', 'JLM', 'BSV', 'NTN'])}-${rng.int(100, 999)}`],
])}
<div class="cust"><b>Bill to:</b> ${e(client)}</div>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), v.money(l.unit), v.money(l.qty * l.unit)]),
)}
<div class="sums">${pairs([
      ['Subtotal', v.money(net)],
      [`VAT ${rate}%`, v.money(tax)],
      ['Total incl. VAT', v.money(sum)],
    ])}</div>
<div class="sm">Payment within 45 days to Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.digits(6)}. Safety permit ${rng.pick(['WH', 'HT'])}-${rng.digits(5)}.</div>
${v.company ? '' : `<div class="foot">${e(v.legal)} · Licensed Dealer No. ${id} · Moshav Beit Zayit</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color}}.r{text-align:right}.brand{font-size:28px;font-weight:bold;color:${v.color}}h1{font-size:20px;color:${v.color}}.grid th{background:#eef}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
