import { htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, comma, e, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-serbian-thermal-spa-invoice';

const LINES: [string, number][] = [
  ['Thermal pool day pass (per person)', 2400],
  ['Mineral mud wrap', 3800],
  ['Hydro-massage bath, 20 min', 2900],
  ['Physiotherapy session', 4500],
  ['Wellness package, 3 days (per person)', 21000],
  ['Medical consultation with balneologist', 5500],
  ['Salt cave session', 1800],
  ['Herbal tea lounge and fruit plate', 1200],
];

const VENDORS = [
  {
    brand: 'VRELO SPA',
    legal: 'Vrelo Termal Wellness d.o.o.',
    addr: 'Bulevar Partizana 9, 36210 Vrnjačka Banja, Serbia',
    color: '#00695c',
    font: "'Liberation Serif','DejaVu Serif',serif",
    num: (rng: Rng, iso: string) => `VS-${rng.int(100, 999)}/${iso.slice(0, 4)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `${comma(c)} EUR`,
  },
  {
    brand: 'Banjica Springs',
    legal: 'Soko Izvor Zdravlje a.d.',
    addr: 'Trg Oslobođenja 3, 18230 Sokobanja, Serbia',
    color: '#4527a0',
    font: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    num: (rng: Rng) => `${rng.int(1, 9)}-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `€${comma(c, ',').replace(/,(\d\d)$/, '.$1')}`,
  },
];

export const enSerbianThermalSpaInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const people = rng.int(1, 3);
    const lines = rng.some(LINES, rng.int(3, 5)).map(([name, unit]) => ({ name, unit, qty: name.includes('per person') ? people : rng.int(1, 3) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, 20);
    const sum = net + tax;
    const pib = `1${rng.digits(8)}`;
    const mb = rng.digits(8);
    const body = `<div class="pg">
<div class="head"><div class="brand">${v.brand}</div><div class="r">${e(v.legal)}<br/>${v.addr}<br/>PIB (Tax ID) ${pib} · MB ${mb}</div></div>
<h1>RAČUN / INVOICE</h1>
${pairs(
  [
    ['Invoice No.', number],
    ['Date of issue', v.date(date)],
    ['Date of service', `${v.date(plus(date, -people - 1))} - ${v.date(date)}`],
    ['Place of issue', v.addr.split(',')[1].trim().replace(/^\d+ /, '')],
    ['Guest card', `GC ${rng.digits(6)}`],
    ['Room / voucher', `${rng.int(100, 420)} / V${rng.digits(5)}`],
  ],
  2,
)}
<div class="cust"><b>Guest:</b> ${rng.pick(['Mr. Avi Peretz (Israel)', 'Mrs. Sigal Mor (Israel)', 'Mr. & Mrs. Golan, Petah Tikva, Israel'])}, passport ${rng.digits(8)}</div>
${items(
  ['Service', 'Qty', 'Price', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), v.money(l.unit), v.money(l.qty * l.unit)]),
)}
<div class="sums">${pairs([
      ['Tax base / Osnovica', v.money(net)],
      ['VAT / PDV 20%', v.money(tax)],
      ['TOTAL / UKUPNO', v.money(sum)],
    ])}</div>
<div class="sm">Paid by card ${rng.pick(['VISA', 'Mastercard'])} **** ${rng.digits(4)}, authorisation ${rng.digits(6)}. Tourist tax charged separately at the reception.</div>
<div class="foot">${e(v.legal)} · ${v.brand} is a trade name of the company · Account 160-${rng.digits(10)}-${rng.digits(2)}</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.r{text-align:right}.brand{font-size:27px;font-weight:bold;color:${v.color}}h1{font-size:19px}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
