import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, day, taxOn } from './extra';

const STUDIOS = [
  { legal: 'Leadlight & Lantern Ltd', town: 'Micklegate, York YO1 6JX', co: '0' },
  { legal: 'Cathedral Glassworks (Norwich) Limited', town: 'Elm Hill, Norwich NR3 1HN', co: '1' },
];
const WORK: [string, number, number][] = [
  ['Restoration of leaded panel, re-leading and new cames', 28000, 90000],
  ['New stained glass window to design, kiln-fired paint', 120000, 380000],
  ['Protective glazing, toughened, per panel', 16000, 32000],
  ['Site survey and templating', 9500, 18000],
  ['Fitting on site (two craftsmen, per day)', 42000, 56000],
  ['Replacement of cracked quarries', 4500, 12000],
];
const gbp = (p: number) => `£${amount(p)}`;

/** A British stained-glass studio's VAT invoice in pounds on A4: commissioned works, VAT at 20% added, a deposit paid on commission and the balance due as distractors. */
export const enUkStainedGlassStudioInvoice: Layout = {
  id: 'en-uk-stained-glass-studio-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const s = rng.pick(STUDIOS);
    const date = day(rng);
    const lines = rng.some(WORK, rng.int(2, 4)).map(([n, lo, hi]) => ({ n, q: rng.int(1, 3), u: rng.int(lo / 100, hi / 100) * 100 }));
    const net = add(lines.map((l) => l.q * l.u));
    const vat = taxOn(net, 20);
    const total = net + vat;
    const deposit = Math.round(total / 300) * 100;
    const docNo = rng.pick([() => `SG-${rng.int(1000, 4999)}`, () => `${rng.int(2100, 2999)}`, () => `INV${date.slice(2, 4)}/${rng.int(100, 399)}`])();
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'd Mon yyyy'] as const);
    const [font, title] = rng.pick([
      ['P052', 'URW Bookman'],
      ['Noto Serif', 'C059'],
      ['DejaVu Serif', 'Nimbus Roman'],
    ]);
    const body = `<div class="glass"></div><div class="t">${esc(s.legal)}</div><div class="c">Architectural &amp; ecclesiastical stained glass · ${s.town}</div>
<div class="c">Company No. ${s.co}${rng.digits(7)} · VAT Reg. No. GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)} · 01${rng.int(100, 999)} ${rng.digits(6)}</div>
<div class="row"><div><b>Invoice to</b><br>${rng.pick(['The Parochial Church Council of St Aidan', 'Mr & Mrs R. Ashworth', 'Hallam Estates LLP'])}<br>${rng.pick(['Church Lane, Harrogate', '14 The Crescent, Whitby', 'Unit 3, Wharf Street, Leeds'])}</div>
<div class="facts">VAT Invoice<br>Invoice No. <b>${docNo}</b><br>Date / tax point: ${dt(date, fmt)}<br>Your ref: ${rng.pick(['Faculty', 'PO', 'Job'])} ${rng.int(1000, 9999)}<br>Commissioned: ${dt(addDays(date, -rng.int(40, 200)), 'dd/mm/yyyy')}</div></div>
<table><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Net</th></tr>${lines.map((l) => `<tr><td>${l.n}</td><td>${l.q}</td><td>${gbp(l.u)}</td><td>${gbp(l.q * l.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Net total</td><td>${gbp(net)}</td></tr><tr><td>VAT at 20%</td><td>${gbp(vat)}</td></tr><tr class="g"><td>Invoice total</td><td>${gbp(total)}</td></tr><tr><td>Less deposit received</td><td>(${gbp(deposit)})</td></tr><tr><td>Balance now due</td><td>${gbp(total - deposit)}</td></tr></table>
<p>Payment within 30 days by BACS: sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}, account ${rng.digits(8)}. Please quote the invoice number.</p>`;
    const css = `body{font-family:'${font}',serif;font-size:12.5px;padding:14mm 18mm;color:#1f1a2e}.glass{height:9mm;background:linear-gradient(90deg,#8b1e3f 0 20%,#1e5a8b 20% 40%,#d9a400 40% 60%,#2e7d4f 60% 80%,#5b2a86 80%);border:2px solid #222}
.t{font-family:'${title}';font-size:26px;text-align:center;margin-top:4mm}.c{text-align:center;font-size:11px}.row{display:flex;justify-content:space-between;margin:7mm 0}.facts{text-align:right;line-height:1.6}
table{width:100%;border-collapse:collapse}th{border-bottom:2px solid #1f1a2e;text-align:left}td{padding:1.5mm 0;border-bottom:1px solid #ddd}td:nth-child(n+2),th:nth-child(n+2){text-align:right}.tot{width:80mm;margin:5mm 0 0 auto}.g td{font-weight:bold;font-size:15px}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
