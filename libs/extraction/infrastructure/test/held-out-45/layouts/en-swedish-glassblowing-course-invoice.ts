import { amount, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, grid, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-swedish-glassblowing-course-invoice';

const LINES: [string, number][] = [
  ['Weekend glassblowing course (per participant)', 39000],
  ['One-day taster session (per participant)', 14500],
  ['Private furnace time, 2 hours', 22000],
  ['Coloured glass and materials', 4800],
  ['Annealing and packing of own pieces', 3500],
  ['Guided studio tour with demonstration', 2500],
  ['Lunch at the studio café (per person)', 1900],
];

const VENDORS = [
  {
    brand: 'EMBER GLASS STUDIO',
    legal: 'Glasbruket Ember Småland AB',
    town: 'Storgatan 18, 352 31 Växjö, Sweden',
    org: '556812-4471',
    vat: 'SE556812447101',
    color: '#b23c17',
    font: "'DejaVu Serif','Liberation Serif',serif",
    num: (rng: Rng, iso: string) => `EG${iso.slice(0, 4)}${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    money: (c: number) => `€ ${comma(c, ' ')}`,
  },
  {
    brand: 'Nybro Hot Glass',
    legal: 'Nybro Hot Glass Handelsbolag',
    town: 'Glasbruksvägen 4, 382 34 Nybro, Sweden',
    org: '969774-0812',
    vat: 'SE969774081201',
    color: '#2e7d32',
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    num: (rng: Rng) => String(rng.int(20000, 49999)),
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    money: (c: number) => `EUR ${amount(c)}`,
  },
];

export const enSwedishGlassblowingCourseInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [0, 6]);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const people = rng.int(1, 4);
    const lines = rng.some(LINES, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: name.includes('per') ? people : 1 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, 25);
    const sum = net + tax;
    const booked = plus(date, -rng.int(10, 60));
    const head = `<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">${v.town}</div></div><div class="r">${e(v.legal)}<br/>Org. nr ${v.org}<br/>VAT reg. ${v.vat}</div></div>`;
    const body = `<div class="pg">${head}
<h1>INVOICE / FAKTURA</h1>
${grid([
  ['Invoice No. / Fakturanr', number],
  ['Date / Fakturadatum', v.date(date)],
  ['Due / Förfallodatum', v.date(plus(date, 14))],
  ['Booking / Bokning', `BK-${rng.int(1000, 9999)}`],
  ['Booked on', v.date(booked)],
])}
<div class="cust"><b>Customer:</b> ${rng.pick(['Yael Ben-Ami, Haifa, Israel', 'Ronen Katz, Modiin, Israel', 'Studio Zechuchit Ltd., Jaffa, Israel', 'Tamar Levi-Segal, Rosh Pina, Israel'])} · Passport ${rng.int(20, 39)}${rng.digits(6)} · ${people} participant(s)</div>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), v.money(l.unit), v.money(l.qty * l.unit)]),
)}
<div class="sums">${pairs([
      ['Net amount / Netto', v.money(net)],
      ['VAT / Moms 25%', v.money(tax)],
      ['Total to pay / Att betala', v.money(sum)],
    ])}</div>
<div class="sm">Bankgiro ${rng.int(100, 999)}-${rng.digits(4)} · IBAN SE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} · BIC SWEDSESS · OCR ${rng.digits(10)}</div>
<div class="foot">${e(v.legal)} · Registered office ${v.town.split(',')[1].trim()} · Godkänd för F-skatt</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.r{text-align:right}.brand{font-size:26px;font-weight:bold;color:${v.color}}h1{font-size:19px}.grid th{background:#f3f3f3}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
