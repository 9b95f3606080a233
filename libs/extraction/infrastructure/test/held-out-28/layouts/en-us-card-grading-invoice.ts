import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, taxOn, house } from './extra';

const ID = 'en-us-card-grading-invoice';
const GRADERS = [
  { name: 'Keystone Card Authentication, Inc.', addr: '2200 Liberty Ave, Pittsburgh, PA 15222', state: 'PA sales tax 6%', rate: 6 },
  { name: 'Redwood Grading Co. LLC', addr: '415 Mission Bay Blvd, Suite 300, Santa Rosa, CA 95401', state: 'CA sales tax 9.25%', rate: 9.25 },
  { name: 'Lone Star Collectibles Grading Corp.', addr: '9800 N Lamar Blvd, Austin, TX 78753', state: 'TX sales tax 8.25%', rate: 8.25 },
];
/** Service tiers: name, turnaround, fee per card in cents, declared value cap. */
const TIERS: [string, string, number, number][] = [
  ['Economy', '45 business days', 2500, 499],
  ['Regular', '20 business days', 4500, 1499],
  ['Express', '10 business days', 7500, 2999],
  ['Super Express', '5 business days', 15000, 9999],
];
const CARDS = [
  '1986 Fleer #57 Michael Jordan RC',
  '2003 Topps Chrome #111 LeBron James RC',
  '1999 Pokémon Base Set #4 Charizard Holo',
  '2018 Panini Prizm #280 Luka Dončić RC',
  '1957 Topps #35 Frank Robinson',
  '2000 Bowman Chrome #360 Tom Brady RC',
  '1993 SP #279 Derek Jeter RC',
  '2011 Topps Update #US175 Mike Trout RC',
  '1996 Topps Chrome #138 Kobe Bryant RC',
  '2019 Panini Prizm #248 Zion Williamson RC',
  '1989 Upper Deck #1 Ken Griffey Jr. RC',
  '2009 Bowman Chrome #BDPP89 Stephen Strasburg Auto',
];
const CUSTOMERS = [
  { name: 'Eitan Shapira', addr: 'HaNevi’im St 14, Haifa 3303114, Israel' },
  { name: 'Holy Land Cards Ltd.', addr: 'Ibn Gabirol St 88, Tel Aviv 6203815, Israel' },
  { name: 'Yael Mor-Weiss', addr: 'Derech Hevron 41, Jerusalem 9351212, Israel' },
  { name: 'Noam Abergel', addr: 'HaAtzmaut Blvd 3, Ashdod 7745103, Israel' },
];

/** A US trading-card grading service's invoice on Letter paper in dollars: the submission received weeks before, a service tier per batch of cards, each card with its certificate number, grade and declared value, reholders and autograph checks, return shipping to Israel with insurance on the declared value; sales tax on the grading fees; paid by card or due. */
export const enUsCardGradingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const g = GRADERS[n % GRADERS.length];
    const cust = rng.pick(CUSTOMERS);
    const tier = rng.pick(TIERS);
    const cards = rng.some(CARDS, rng.int(3, 8)).map((name) => {
      const declared = rng.int(4, Math.floor(Math.min(tier[3], 4000) / 10)) * 10;
      const grade = rng.pick(['10', '9.5', '9', '8.5', '8', '7', 'Authentic']);
      return { name, cert: rng.digits(8), grade, declared: declared * 100 };
    });
    const fees: { text: string; q: number; u: number; sum: number }[] = [
      { text: `Grading – ${tier[0]} (${tier[1]}), declared value up to $${tier[3].toLocaleString('en-US')}`, q: cards.length, u: tier[2], sum: cards.length * tier[2] },
    ];
    if (rng.chance(0.5)) fees.push({ text: 'Autograph authentication', q: 1, u: 3500, sum: 3500 });
    if (rng.chance(0.4)) {
      const k = rng.int(1, 3);
      fees.push({ text: 'Reholder (new slab, existing grade)', q: k, u: 1500, sum: k * 1500 });
    }
    const feeSum = add(fees.map((f) => f.sum));
    const declaredTotal = add(cards.map((c) => c.declared));
    const ship = rng.pick([6500, 7900, 9500]);
    const insurance = Math.round(declaredTotal / 100 / 100) * 100 + 500; // $1 per $100 declared, plus $5
    const tax = taxOn(feeSum, g.rate);
    const total = feeSum + ship + insurance + tax;
    const docNo = house(ID, n, [() => `INV-${date.slice(0, 4)}-${rng.int(10000, 99999)}`, () => `KC${rng.int(100000, 999999)}`, () => String(rng.int(3000000, 3999999))])();
    const sub = `SUB-${rng.int(1000000, 9999999)}`;
    const received = addDays(date, -rng.int(14, 60));
    const style = rng.pick(['mm/dd/yyyy', 'Month d, yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Liberation Sans'", "'Nimbus Sans'", "'DejaVu Sans'"]);
    const paid = rng.chance(0.6);
    const usd = (c: number) => `$${amount(c)}`;
    const shield = `<svg width="40" height="46" viewBox="0 0 40 46"><path d="M20 2 L37 8 V22 C37 34 29 41 20 44 C11 41 3 34 3 22 V8 Z" fill="#0d47a1"/><text x="20" y="29" font-size="16" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">10</text></svg>`;
    const body = `<div class="pg"><div class="top">${shield}<div><div class="nm">${esc(g.name)}</div><div class="sm">${esc(g.addr)} · support@${g.name.split(' ')[0].toLowerCase()}grading.com</div></div><div class="t">INVOICE</div></div>
<div class="meta"><div><div class="lbl">Bill to / Ship to</div><b>${esc(cust.name)}</b><br>${esc(cust.addr)}<br>+972 5${rng.int(0, 8)}-${rng.digits(3)}-${rng.digits(4)}<br>Customer ID ${rng.int(100000, 999999)}</div>
<table class="facts"><tr><td>Invoice #</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Invoice Date</td><td><b>${dt(date, style)}</b></td></tr><tr><td>Submission</td><td>${sub}</td></tr><tr><td>Received</td><td>${dt(received, style)}</td></tr><tr><td>Cards</td><td>${cards.length}</td></tr></table></div>
<table><tr><th>Service</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${fees.map((f) => `<tr><td>${esc(f.text)}</td><td>${f.q}</td><td>${usd(f.u)}</td><td>${usd(f.sum)}</td></tr>`).join('')}
<tr><td>Return shipping – FedEx International Priority to Israel</td><td>1</td><td>${usd(ship)}</td><td>${usd(ship)}</td></tr><tr><td>Shipping insurance (declared value ${usd(declaredTotal)})</td><td>1</td><td>${usd(insurance)}</td><td>${usd(insurance)}</td></tr></table>
<div class="low"><div class="cards"><div class="lbl">Graded items</div><table class="mini"><tr><th>Cert #</th><th>Card</th><th>Grade</th><th>Declared</th></tr>${cards.map((c) => `<tr><td>${c.cert}</td><td>${esc(c.name)}</td><td>${c.grade}</td><td>${usd(c.declared)}</td></tr>`).join('')}</table></div>
<table class="tot"><tr><td>Grading fees</td><td>${usd(feeSum)}</td></tr><tr><td>Shipping &amp; insurance</td><td>${usd(ship + insurance)}</td></tr><tr><td>${g.state} (on fees)</td><td>${usd(tax)}</td></tr><tr class="g"><td>Invoice Total</td><td>${usd(total)}</td></tr>
${paid ? `<tr><td>Paid – Visa ending ${rng.digits(4)}</td><td>(${usd(total)})</td></tr><tr><td>Balance Due</td><td>$0.00</td></tr>` : `<tr><td>Amount Due (upon receipt)</td><td>${usd(total)}</td></tr>`}</table></div>
<div class="note">Tracking ${rng.digits(12)}. Grades are final; review requests within 30 days. Declared values are the customer's own and are used for insurance only.</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#1a1a1a}.pg{width:8.5in;min-height:11in;box-sizing:border-box;padding:0.6in 0.65in}
.top{display:flex;align-items:center;gap:4mm;border-bottom:3px solid #0d47a1;padding-bottom:3mm}.nm{font-size:19px;font-weight:bold;color:#0d47a1}.sm{font-size:9.5px;color:#555}.t{margin-left:auto;font-size:26px;font-weight:bold;color:#0d47a1;letter-spacing:2px}
.meta{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.55}.lbl{font-size:9.5px;text-transform:uppercase;color:#0d47a1;font-weight:bold}.facts td{padding:0.6mm 2mm}.facts td:first-child{color:#555}
table{width:100%;border-collapse:collapse}th{text-align:left;background:#e3ecf8;padding:1.5mm}td{padding:1.5mm;border-bottom:1px solid #e4e4e4}td:nth-child(n+2){text-align:right}
.facts{width:auto}.facts td{border:none}.low{display:flex;gap:8mm;justify-content:space-between;align-items:flex-start;margin-top:6mm}.cards{flex:1}.mini{font-size:9.5px}.mini td:nth-child(2){text-align:left}
.tot{width:70mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;border-top:2px solid #0d47a1}.note{margin-top:8mm;font-size:9.5px;color:#555}`;
    const page = 'Letter';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: g.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
