import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, enMonth, firstOfMonth, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, house, officeDay, taxOn, vid } from './extra';

const ID = 'en-podcast-studio-invoice';
const STUDIOS = [
  { brand: '', legal: 'Soundwell Podcast Studios Ltd.', company: true, label: 'Company No.', trade: '', addr: "22 Ha-Arba'a St, Tel Aviv" },
  { brand: 'ECHO ROOM', legal: 'Yael Barkan', company: false, label: 'Licensed Dealer No.', trade: 'Podcast production & audio editing', addr: '7 Yehuda Halevi St, Haifa' },
  { brand: '', legal: 'Tel Aviv Audio Works Ltd', company: true, label: 'Reg. No.', trade: '', addr: '3 Ha-Kishon St, Tel Aviv' },
];
const CLIENTS = ['Brightpath Analytics Ltd.', 'Orca Cyber Defence Ltd.', 'Kinneret Wellness Ltd.', 'Pixelgrove Games Ltd.'];
const SERVICES: [string, string, number, number, number][] = [
  ['Studio recording (2 mics, engineer)', 'hour', 35000, 48000, 6],
  ['Remote guest recording setup', 'session', 25000, 40000, 3],
  ['Episode editing & mastering', 'episode', 60000, 95000, 4],
  ['Show notes & chapter markers', 'episode', 15000, 25000, 4],
  ['Transcript (English)', 'episode', 12000, 20000, 4],
  ['Intro/outro music licence', 'flat', 80000, 150000, 1],
  ['Video clips for social media', 'clip', 18000, 30000, 8],
  ['Hosting & distribution set-up', 'flat', 45000, 70000, 1],
];

/** An Israeli podcast studio's English tax invoice in shekels on A4: the client with its own company number, the production month, services by hour, episode or clip, subtotal, VAT, total due with its date. */
export const enPodcastStudioInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(raw);
    const s = STUDIOS[n % STUDIOS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const lines = rng.some(SERVICES, rng.int(3, 5)).map(([text, unit, lo, hi, most]) => {
      const q = rng.int(1, most);
      return { text, unit, q, u: Math.round(rng.int(lo, hi) / 1000) * 1000 };
    });
    const net = add(lines.map((l) => l.q * l.u));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => `PC-${rng.int(1000, 3999)}`, () => `${date.slice(0, 4)}-${String(rng.int(1, 180)).padStart(3, '0')}`, () => String(rng.int(20000, 29999))])();
    const style = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'Month d, yyyy'] as const);
    const font = rng.pick(["'Liberation Sans','Nimbus Sans'", "'Noto Sans','DejaVu Sans'", "'URW Gothic','DejaVu Sans'"]);
    const client = rng.pick(CLIENTS);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const due = addDays(date, 30);
    const alloc = allocation(rng, date, net);
    const month = enMonth(firstOfMonth(date, -1));
    const rows = lines
      .map((l) => `<tr><td>${esc(l.text)}</td><td>${l.q} ${esc(l.unit)}${l.q > 1 && l.unit !== 'flat' ? 's' : ''}</td><td>${amount(l.u)}</td><td>${amount(l.q * l.u)}</td></tr>`)
      .join('');
    const mic = `<svg width="30" height="44" viewBox="0 0 30 44"><rect x="9" y="2" width="12" height="22" rx="6" fill="#e85d2a"/><path d="M4 18a11 11 0 0 0 22 0M15 29v9M8 40h14" stroke="#222" stroke-width="2.5" fill="none"/></svg>`;
    const head = s.brand ? `<div class="nm">${esc(s.brand)}</div><div class="own">${esc(s.legal)}</div><div>${esc(s.trade)}</div>` : `<div class="nm">${esc(s.legal)}</div>`;
    const body = `<div class="hd"><div class="l">${mic}<div>${head}</div></div><div class="r">${esc(s.addr)}<br>${cellular(rng)}<br>${s.label} ${idText}</div></div>
<div class="title">TAX INVOICE <span>Original</span></div>
<div class="two"><div><div class="lb">Bill to</div><b>${esc(client)}</b><br>Company No. ${vid(client, true)}<br>Attn: ${rng.pick(['Marketing', 'Head of Content', 'Finance'])}<br>PO ${rng.int(4500000, 4599999)}</div>
<table class="facts"><tr><td>Invoice No.</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Date</td><td><b>${dt(date, style)}</b></td></tr><tr><td>Production month</td><td>${month}</td></tr><tr><td>Payment due</td><td>${dt(due, style)}</td></tr></table></div>
<table class="rows"><tr><th>Service</th><th>Qty</th><th>Rate (ILS)</th><th>Amount (ILS)</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total due (ILS)</td><td>₪${amount(total)}</td></tr></table>
${alloc ? `<div class="al">Allocation No. ${alloc}</div>` : ''}
<div class="ft">Bank transfer: Bank ${rng.int(10, 20)}, branch ${rng.int(100, 899)}, account ${rng.digits(6)}. Please deduct withholding tax only against a valid certificate.</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#222;width:210mm;box-sizing:border-box;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between}.l{display:flex;gap:3mm;align-items:center}.nm{font-size:24px;font-weight:bold;letter-spacing:1px}.own{font-size:14px;font-weight:bold}.r{text-align:right;line-height:1.5;color:#444}
.title{margin:9mm 0 5mm;font-size:20px;font-weight:bold;border-left:6px solid #e85d2a;padding-left:3mm}.title span{font-size:11px;color:#888;font-weight:normal;margin-left:3mm}
.two{display:flex;justify-content:space-between;line-height:1.6}.lb{font-size:10px;color:#888;text-transform:uppercase}.facts td{padding:0.5mm 2mm}.facts td:first-child{color:#666}
.rows{width:100%;border-collapse:collapse;margin-top:8mm}.rows th{background:#222;color:#fff;text-align:left;padding:1.6mm}.rows td{padding:1.6mm;border-bottom:1px solid #e2e2e2}.rows td:nth-child(n+2),.rows th:nth-child(n+2){text-align:right}
.tot{width:80mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.3mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;background:#e85d2a;color:#fff}.al{margin-top:3mm;font-weight:bold}.ft{margin-top:15mm;font-size:10px;color:#666}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
