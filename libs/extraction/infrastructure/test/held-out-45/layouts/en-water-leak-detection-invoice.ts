import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, grid, idOf, items, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-water-leak-detection-invoice';

const SERVICES: [string, number][] = [
  ['Acoustic leak detection (per hour)', 45000],
  ['Thermal imaging survey', 65000],
  ['Tracer gas test, underfloor heating', 89000],
  ['Pressure test of supply line', 38000],
  ['Moisture mapping report', 42000],
  ['Endoscope camera inspection of drain', 55000],
  ['Tile opening and closing (per point)', 32000],
  ['Insurance claim documentation', 30000],
];

const VENDORS = [
  {
    brand: 'AQUATRACE',
    legal: 'AquaTrace Diagnostics Ltd.',
    company: true,
    color: '#0277bd',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    num: (rng: Rng, iso: string) => `AT-${iso.slice(0, 4)}-${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `₪${amount(c)}`,
  },
  {
    brand: 'LeakSeek',
    legal: 'Eitan Rosenthal',
    company: false,
    color: '#6a1b9a',
    font: "'C059','Liberation Serif',serif",
    num: (rng: Rng) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `${amount(c)} ILS`,
  },
];

export const enWaterLeakDetectionInvoice: Layout = {
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
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: name.includes('per') ? rng.int(1, 4) : 1 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const visit = plus(date, -rng.int(1, 9));
    const client = rng.pick(['Harel Property Management Ltd.', 'Beit Shemesh Tower House Committee', 'Dr. Naomi Adler', 'Menora Claims Adjusters Ltd.']);
    const clientNo = client.endsWith('Ltd.') ? `Client Company No. ${taxIdOfCustomer(rng)}` : `Claim ref. CL-${rng.digits(7)}`;
    const head = v.company
      ? `<div class="head"><div class="brand">${v.brand}</div><div class="r">${e(v.legal)}<br/>Company No. ${hyphenId(id)}<br/>12 HaMelacha St, Netanya<br/>${cellular(rng)} · office@aquatrace.co.il</div></div>`
      : `<div class="head"><div class="brand">${v.brand}</div><div class="r">Non-destructive leak detection<br/>Sharon region</div></div>`;
    const meta: [string, string][] = [
      ['Invoice No.', number],
      ['Date', v.date(date)],
      ['Site visit', v.date(visit)],
      ['Work order', `WO${rng.digits(6)}`],
    ];
    const body = `<div class="pg">${head}
<h1>TAX INVOICE <span class="orig">ORIGINAL</span></h1>
${v.company ? grid(meta) : pairs(meta, 2)}
<div class="cust"><b>Bill to:</b> ${e(client)} · ${clientNo}<br/>Site: ${rng.pick(['Apt 14, 3 Weizmann St, Herzliya', '22 HaNarkis St, Kfar Yona', "Basement car park, 5 Ha-Taasiya St, Ra'anana"])}</div>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), v.money(l.unit), v.money(l.qty * l.unit)]),
)}
<div class="sums">${pairs([
      ['Subtotal', v.money(net)],
      [`VAT ${rate}%`, v.money(tax)],
      ['Total incl. VAT', v.money(sum)],
    ])}</div>
<div class="sm">Payment within 30 days to Bank Leumi, branch ${rng.int(600, 950)}, account ${rng.digits(7)}. Findings report sent separately.</div>
${v.company ? '' : `<div class="foot">${e(v.legal)} · Licensed Dealer No. ${id} · Moshav Beit Yehoshua · ${cellular(rng)}</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.r{text-align:right}.brand{font-size:28px;font-weight:bold;color:${v.color}}h1{font-size:20px}.orig{font-size:11px;border:1px solid #333;padding:1px 6px}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
