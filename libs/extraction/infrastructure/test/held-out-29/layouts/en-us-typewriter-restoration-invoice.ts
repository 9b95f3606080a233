import { addDays, amount, EN_MONTHS, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, house, taxOn, weekday } from './extra';

const ID = 'en-us-typewriter-restoration-invoice';
const SHOPS = [
  { name: 'Carriage Return Typewriter Co., Inc.', addr: '41 Mill Street, Brattleboro, VT 05301', state: 'VT', rate: 6, color: '#7a1f1f' },
  { name: 'Platen & Ribbon LLC', addr: '1187 Cambridge Street, Somerville, MA 02139', state: 'MA', rate: 6.25, color: '#1f3f7a' },
  { name: 'Keystrike Restorations Corp.', addr: '502 E. Washington Ave, Madison, WI 53703', state: 'WI', rate: 5.5, color: '#2f5d3a' },
];
const MACHINES = [
  'Olympia SM3 (1957)',
  'Hermes 3000 (1962)',
  'Royal Quiet De Luxe (1948)',
  'Smith-Corona Silent-Super (1955)',
  'Olivetti Lettera 22 (1958)',
  'Remington Rand Model 5 (1939)',
  'Adler Tippa (1960)',
];
/** Work and parts: description, price range in cents, taxable. */
const WORK: [string, number, number][] = [
  ['Full clean, degrease and re-oil (ultrasonic bath)', 14500, 19500],
  ['Platen and feed rollers re-covered (new rubber)', 12500, 16500],
  ['Drawband replaced, escapement adjusted', 4500, 6500],
  ['Type slugs cleaned and alignment set', 6000, 9000],
  ['Ribbon vibrator and spool gears repaired', 5500, 8500],
  ['Margin rack and bell serviced', 3500, 5500],
  ['Segment freed, sticky typebars cleared', 4000, 7000],
  ['Hebrew type slugs fitted (22 letters, right-to-left carriage)', 38000, 52000],
  ['Paint touch-up and decals restored', 9000, 14000],
];
const PARTS: [string, number, number][] = [
  ['Nylon ribbon, black/red, 2 spools', 1400, 1900],
  ['Rubber feet, set of 4', 1200, 1800],
  ['Carrying case, new hinges and latch', 3500, 5200],
  ['Dust cover, canvas', 2400, 3400],
];
const CUSTOMERS = ['Dr. Yael Shamir, Haifa, Israel', 'Eitan Rosen, Tel Aviv, Israel', 'Orly Ben-Ami, Jerusalem, Israel', 'Gideon Katz, Ra’anana, Israel'];
const md = (iso: string) => {
  const [Y, m, d] = iso.split('-').map(Number);
  return `${EN_MONTHS[m - 1]} ${d}, ${Y}`;
};

/** A US typewriter restorer's invoice on Letter paper, in dollars, for a machine its Israeli owner collected at the shop: a repair ticket and the day it came in, labour lines and parts, state sales tax on both, paid by card. */
export const enUsTypewriterRestorationInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng);
    const date = weekday(day);
    const s = SHOPS[n % SHOPS.length];
    const machine = rng.pick(MACHINES);
    const labour = rng.some(WORK, rng.int(3, 5)).map(([d, lo, hi]) => ({ d, q: 1, u: rng.int(lo / 500, hi / 500) * 500 }));
    const parts = rng.some(PARTS, rng.int(1, 3)).map(([d, lo, hi]) => ({ d, q: rng.int(1, 2), u: rng.int(lo / 100, hi / 100) * 100 - 1 }));
    const lines = [...labour, ...parts].map((l) => ({ ...l, sum: l.q * l.u }));
    const sub = add(lines.map((l) => l.sum));
    const tax = taxOn(sub, s.rate);
    const total = sub + tax;
    const docNo = house(ID, n, [() => `R-${rng.int(1000, 4999)}`, () => String(rng.int(2300, 9999)), () => `${date.slice(2, 4)}-${rng.int(100, 999)}`])();
    const style = rng.pick(['long', 'us'] as const);
    const shown = style === 'long' ? md(date) : dt(date, 'mm/dd/yyyy');
    const received = addDays(date, -rng.int(14, 40));
    const font = rng.pick(["'URW Bookman'", "'C059'", "'Liberation Serif'"]);
    const ticket = `T-${rng.int(10000, 99999)}`;
    const tr = lines.map((l) => `<tr><td>${esc(l.d)}</td><td>${l.q}</td><td>$${amount(l.u)}</td><td>$${amount(l.sum)}</td></tr>`).join('');
    const keys = `<svg width="64" height="28" viewBox="0 0 64 28">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${8 + i * 12}" cy="10" r="5" fill="none" stroke="${s.color}" stroke-width="2"/>`).join('')}<rect x="4" y="19" width="56" height="6" rx="2" fill="${s.color}"/></svg>`;
    const body = `<div class="hd">${keys}<div><div class="nm">${esc(s.name)}</div><div>${esc(s.addr)}</div><div>Restoration · Repair · Ribbons</div></div><div class="inv">INVOICE</div></div>
<table class="facts"><tr><td><b>Invoice No.</b></td><td>${docNo}</td><td><b>Invoice Date</b></td><td>${shown}</td></tr>
<tr><td>Repair ticket</td><td>${ticket}</td><td>Machine received</td><td>${dt(received, 'mm/dd/yyyy')}</td></tr>
<tr><td>Machine</td><td>${esc(machine)}</td><td>Serial</td><td>${rng.pick(['', '#'])}${rng.int(1000000, 9999999)}</td></tr></table>
<div class="to"><b>Customer</b><br>${esc(rng.pick(CUSTOMERS))}<br>Collected in person at the shop · Tel. +972 5${rng.int(0, 8)}-${rng.int(100, 999)}-${rng.int(1000, 9999)}</div>
<table class="lines"><tr><th>Description</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${tr}</table>
<table class="tot"><tr><td>Subtotal (labor &amp; parts)</td><td>$${amount(sub)}</td></tr><tr><td>${s.state} sales tax ${s.rate}%</td><td>$${amount(tax)}</td></tr><tr class="g"><td>TOTAL</td><td>$${amount(total)}</td></tr>
<tr><td>Paid – ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}</td><td>($${amount(total)})</td></tr><tr><td><b>Balance due</b></td><td><b>$0.00</b></td></tr></table>
<p class="nt">90-day warranty on workmanship. Typewriters are tested with a full page before collection. Thank you for keeping these machines typing!</p>`;
    const css = `body{font-family:${font},serif;font-size:11.5px;color:#1c1c1c;padding:14mm 16mm}.hd{display:flex;gap:5mm;align-items:center;border-bottom:2px solid ${s.color};padding-bottom:3mm}.nm{font-size:19px;font-weight:bold;color:${s.color}}.inv{margin-left:auto;font-size:28px;letter-spacing:3px;color:${s.color}}
.facts{width:100%;margin-top:5mm;border-collapse:collapse}.facts td{padding:1.2mm 2mm;border-bottom:1px solid #ddd}.to{margin:5mm 0;line-height:1.5}
.lines{width:100%;border-collapse:collapse}.lines th{text-align:left;border-bottom:2px solid #333;padding:1.5mm}.lines td{padding:1.5mm;border-bottom:1px solid #e2e2e2}.lines td:nth-child(n+2),.lines th:nth-child(n+2){text-align:right}
.tot{width:88mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #333}.nt{margin-top:12mm;font-style:italic;color:#444}`;
    const page = 'Letter';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
