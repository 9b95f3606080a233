import { addDays, amount, EN_MONTHS, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, house, officeDay, taxOn, vid } from './extra';

const ID = 'en-ux-research-lab-invoice';
const LABS = [
  { brand: '', legal: 'Usable Insight Labs Ltd.', company: true, label: 'Company No.', trade: '', addr: '12 Ha’Arba’a St, Tel Aviv 6473912', color: '#0f6d8c' },
  {
    brand: 'TESTBENCH',
    legal: 'Noa Peretz',
    company: false,
    label: 'Licensed Dealer No.',
    trade: 'User research & usability testing',
    addr: '7 Ha’Hashmonaim St, Ramat Gan',
    color: '#c2571a',
  },
  { brand: '', legal: 'Clickpath Research Ltd', company: true, label: 'Reg. No.', trade: '', addr: 'Matam Park, Building 22, Haifa', color: '#5b3f8c' },
];
const CLIENTS = ['Payflow Technologies Ltd', 'Medigo Health Ltd', 'Rideon Mobility Ltd', 'Kinder Apps Ltd', 'Greenbyte Energy Ltd'];
const STUDIES = [
  'Checkout flow usability study',
  'Onboarding interviews (mobile app)',
  'Dashboard redesign – A/B preference test',
  'Accessibility of sign-up for older adults',
  'Pricing page card sort',
];

/** An Israeli user-research lab's English A4 tax invoice in shekels: the study, the month it ran, moderated sessions, participant recruitment and incentives, lab and observation room hire by the day, eye tracking on some, the report; VAT added, due in thirty days. */
export const enUxResearchLabInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const l = LABS[n % LABS.length];
    const id = vid(l.legal, l.company);
    const rate = israeliRate(date);
    const sessions = rng.int(6, 16);
    const lines: [string, number, number][] = [
      ['Moderated sessions (60 min), incl. note-taking', sessions, rng.pick([85000, 95000, 110000])],
      ['Participant recruitment and screening', sessions, rng.pick([25000, 30000, 35000])],
      ['Participant incentives (paid on our behalf)', sessions, rng.pick([20000, 25000])],
      ['Lab and observation room hire (per day)', Math.ceil(sessions / 5), rng.pick([180000, 220000])],
    ];
    if (rng.chance(0.4)) lines.push(['Eye-tracking add-on (per session)', sessions, 15000]);
    lines.push(['Analysis, findings report and readout meeting', 1, rng.int(12, 28) * 100000]);
    const rows = lines.map(([d, q, u]) => ({ d, q, u, sum: q * u }));
    const net = add(rows.map((r) => r.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [
      () => `INV-${date.slice(0, 4)}-${String(rng.int(1, 140)).padStart(3, '0')}`,
      () => String(rng.int(1100, 1999)),
      () => `T${date.slice(2, 4)}${String(rng.int(1, 99)).padStart(2, '0')}`,
    ])();
    const [Y, M, D] = date.split('-').map(Number);
    const style = rng.pick(['long', 'dmy', 'us'] as const);
    const shown = style === 'long' ? `${D} ${EN_MONTHS[M - 1]} ${Y}` : style === 'dmy' ? dt(date, 'dd/mm/yyyy') : `${EN_MONTHS[M - 1]} ${D}, ${Y}`;
    const font = rng.pick(["'Liberation Sans'", "'Noto Sans'", "'URW Gothic'"]);
    const client = rng.pick(CLIENTS);
    const month = enMonth(firstOfMonth(date, -1));
    const due = addDays(date, 30);
    const alloc = allocation(rng, date, net);
    const idText = l.company && rng.chance(0.5) ? hyphenId(id) : id;
    const tr = rows.map((r) => `<tr><td>${esc(r.d)}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(r.sum)}</td></tr>`).join('');
    const eye = `<svg width="46" height="28" viewBox="0 0 46 28"><path d="M2 14 C12 2 34 2 44 14 C34 26 12 26 2 14 Z" fill="none" stroke="${l.color}" stroke-width="2.5"/><circle cx="23" cy="14" r="6" fill="${l.color}"/><path d="M30 22 L40 27" stroke="${l.color}" stroke-width="2.5"/></svg>`;
    const body = `<div class="hd">${eye}<div>${l.brand ? `<div class="nm">${esc(l.brand)}</div><div class="own">${esc(l.legal)}</div><div>${esc(l.trade)}</div>` : `<div class="nm">${esc(l.legal)}</div>`}</div>
<div class="ad">${esc(l.addr)}<br>${l.label} ${idText}<br>research@${l.brand ? 'testbench' : l.legal.split(' ')[0].toLowerCase()}.co.il</div></div>
<div class="title">TAX INVOICE <span>Original</span></div>
<div class="cols"><div><div class="k">Bill to</div><b>${esc(client)}</b><br>Company No. ${vid(client, true)}<br>Attn: Head of Product · PO ${rng.int(4500000, 4599999)}</div>
<table class="f"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Date</td><td><b>${shown}</b></td></tr><tr><td>Study</td><td>${esc(rng.pick(STUDIES))}</td></tr><tr><td>Fieldwork</td><td>${month}</td></tr></table></div>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Rate (₪)</th><th>Amount (₪)</th></tr>${tr}</table>
<table class="tot"><tr><td>Subtotal</td><td>₪${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>₪${amount(vat)}</td></tr><tr class="g"><td>Total due (ILS)</td><td>₪${amount(total)}</td></tr></table>
${alloc ? `<p><b>Allocation No. (ITA): ${alloc}</b></p>` : ''}
<p>Payment due by ${dt(due, 'dd/mm/yyyy')} (net 30) to Bank Leumi (10), branch ${rng.int(600, 899)}, account ${rng.digits(8)}. Please send withholding-tax certificates with payment.<br>Session recordings are kept for 90 days and then deleted, as agreed in the participants’ consent forms.</p>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#1e1e1e;padding:13mm 16mm}.hd{display:flex;gap:5mm;align-items:center}.nm{font-size:22px;font-weight:bold;color:${l.color}}.own{font-size:14px;font-weight:bold}.ad{margin-left:auto;text-align:right;line-height:1.5;font-size:10px}
.title{margin:7mm 0 4mm;font-size:20px;font-weight:bold;letter-spacing:2px;color:${l.color};border-bottom:2px solid ${l.color}}.title span{font-size:10px;letter-spacing:0;color:#666;margin-left:3mm}
.cols{display:flex;justify-content:space-between;line-height:1.5}.k{font-size:9px;text-transform:uppercase;color:#888}.f td{padding:0.6mm 2mm}
.t{width:100%;border-collapse:collapse;margin-top:7mm}.t th{text-align:left;background:#f1f1f1;padding:1.6mm}.t td{padding:1.6mm;border-bottom:1px solid #e5e5e5}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{width:80mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.3mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14.5px;background:${l.color};color:#fff}p{margin-top:7mm;line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: l.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
