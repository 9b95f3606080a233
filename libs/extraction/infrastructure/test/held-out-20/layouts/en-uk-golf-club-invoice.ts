import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, enDay, hhmm } from '../../generalisation/notation';
import { gbVat, pounds, stirred, ukCompany } from './extra';

const CLUBS = [
  {
    name: 'Bramblewood Golf Club',
    legal: 'Bramblewood Golf Club Limited',
    street: 'Coldharbour Lane, Dorking, Surrey RH4 3JQ',
    scottish: false,
    no: (y: string, n: number) => `BGC/${y}/${String(n).padStart(4, '0')}`,
  },
  {
    name: 'The Kinross Links',
    legal: 'The Kinross Links Golf Club Ltd',
    street: 'Links Road, Kinross KY13 8AR, Scotland',
    scottish: true,
    no: (y: string, n: number) => `KL-20${y}-${n}`,
  },
  {
    name: 'Hollinsford Park Golf & Country Club',
    legal: 'Hollinsford Park Golf & Country Club Ltd',
    street: 'Mere Lane, Knutsford, Cheshire WA16 0PX',
    scottish: false,
    no: (_y: string, n: number) => `HP${String(n).padStart(5, '0')}`,
  },
];
const SOCIETIES = ['Caesarea Golf Friends (Israel)', 'Ga’ash Golf Society', 'Tel Aviv Tuesday Fourball', 'Israeli Seniors Golf Tour'];

/**
 * A British golf club's visitor "VAT INVOICE" to an Israeli golf society in pounds on A4 (Noto Serif, Liberation
 * Serif or Open Sans; the club's name in Noto Serif Display italic over a crest of crossed clubs): the club's
 * company ("Limited", "Ltd") with its Company No. and "VAT Reg. No. GB …"; the society and its organiser with a
 * +972 mobile; "Invoice No." ("BGC/24/0312", "KL-2025-118", "HP00412"), "Invoice date", "Date of play" on or a
 * day or two before it with the weekday, "Tee times", "Booking ref."; a table of description, quantity, unit
 * price, net, VAT rate, VAT and gross: weekday or weekend green fees per player, buggies, trolleys, range balls,
 * the society lunch, logo balls from the pro shop; "Total net", "Total VAT", "Invoice total"; the deposit with
 * its date and the card on the day to a zero balance, or the amount due in 14 days; dates "14 May 2024" or
 * dd/mm/yyyy.
 */
export const enUkGolfClubInvoice: Layout = {
  id: 'en-uk-golf-club-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-uk-golf-club-invoice');
    const c = rng.pick(CLUBS);
    const year = rng.pick(['2024', '2025']);
    const played = randomDate(rng, `${year}-04-10`, `${year}-10-20`);
    const date = addDays(played, rng.pick([0, 0, 1, 2]));
    const dow = new Date(`${played}T12:00:00Z`).getUTCDay();
    const weekend = dow === 0 || dow === 6;
    const players = rng.int(2, 6) * 2;
    type Row = { t: string; qty: number; unit: number; rate: 20 | 0 };
    const rows: Row[] = [];
    const fee = (weekend ? rng.int(110, 160) : rng.int(75, 115)) * 100;
    rows.push({ t: `Visitor green fee – 18 holes (${weekend ? 'weekend' : 'weekday'})`, qty: players, unit: fee, rate: 20 });
    if (rng.chance(0.7)) rows.push({ t: 'Buggy hire (two-seater, 18 holes)', qty: players / 2, unit: rng.pick([3000, 3500, 4000]), rate: 20 });
    if (rng.chance(0.4)) rows.push({ t: 'Electric trolley hire', qty: rng.int(1, 4), unit: 1500, rate: 20 });
    if (rng.chance(0.5)) rows.push({ t: 'Range balls – bucket of 50', qty: rng.int(2, players), unit: 500, rate: 20 });
    if (rng.chance(0.7)) rows.push({ t: 'Society lunch – two courses', qty: players, unit: rng.pick([2250, 2500, 2850]), rate: 20 });
    if (rng.chance(0.4)) rows.push({ t: 'Pro shop: club logo golf balls (dozen)', qty: rng.int(1, 4), unit: 3750, rate: 20 });
    const lines = rows.map((r) => {
      const net = r.qty * r.unit;
      return { ...r, net, vat: vatOfNet(net, r.rate) };
    });
    const net = lines.reduce((a, l) => a + l.net, 0);
    const vat = lines.reduce((a, l) => a + l.vat, 0);
    const total = net + vat;
    const paidOnDay = rng.chance(0.6);
    const deposit = paidOnDay ? Math.max(5000, Math.round((total * rng.pick([20, 25, 30])) / 100000) * 1000) : 0;
    const depositDate = addDays(played, -rng.int(30, 90));
    const docNo = c.no(date.slice(2, 4), rng.int(100, 2400));
    const font = rng.pick([`'Noto Serif'`, `'Liberation Serif'`, `'Open Sans'`]);
    const style = rng.pick(['d Mon yyyy', 'dd/mm/yyyy'] as const);
    const d = (x: string) => dt(x, style);
    const first = rng.int(8 * 6, 11 * 6) * 10;
    const crest = `<svg width="40" height="44" viewBox="0 0 40 44"><path d="M4 4 H36 V24 C36 34 28 40 20 43 C12 40 4 34 4 24Z" fill="none" stroke="#1e4d2b" stroke-width="1.8"/><line x1="12" y1="10" x2="28" y2="34" stroke="#1e4d2b" stroke-width="1.8"/><line x1="28" y1="10" x2="12" y2="34" stroke="#1e4d2b" stroke-width="1.8"/><circle cx="20" cy="14" r="2.4" fill="#1e4d2b"/></svg>`;
    const settle = paidOnDay
      ? `<tr><td colspan="6">Deposit received ${d(depositDate)}</td><td>${pounds(-deposit)}</td></tr><tr><td colspan="6">Paid by card on the day (${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)})</td><td>${pounds(-(total - deposit))}</td></tr><tr class="b"><td colspan="6">Balance</td><td>${pounds(0)}</td></tr>`
      : `<tr class="b"><td colspan="6">Amount due by ${d(addDays(date, 14))}</td><td>${pounds(total)}</td></tr>`;
    const body = `<div class="head">${crest}<div><div class="club">${esc(c.name)}</div><div class="addr">${esc(c.street)} · Tel. +44 ${rng.int(1200, 1999)} ${rng.digits(6)}</div></div><div class="vi">VAT INVOICE</div></div>
<div class="cols"><div><div class="lbl">Invoice to</div><b>${esc(rng.pick(SOCIETIES))}</b><br>Attn. ${rng.pick(['Mr. Amos Peled', 'Mr. Gideon Tal', 'Mrs. Orna Regev', 'Mr. Shai Dagan'])} (organiser)<br>Mobile +972 ${cellular(rng).slice(1).replace(/-/g, ' ')}</div>
<table class="facts"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date</td><td><b>${d(date)}</b></td></tr><tr><td>Date of play</td><td>${enDay(played)} ${d(played)}</td></tr><tr><td>Tee times</td><td>${hhmm(first)} – ${hhmm(first + (players / 4) * 10)}</td></tr><tr><td>Booking ref.</td><td>SOC-${rng.digits(5)}</td></tr></table></div>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Net</th><th>VAT rate</th><th>VAT</th><th>Gross</th></tr>${lines
      .map(
        (l) =>
          `<tr><td>${esc(l.t)}</td><td>${l.qty}</td><td>${pounds(l.unit)}</td><td>${pounds(l.net)}</td><td>${l.rate}%</td><td>${pounds(l.vat)}</td><td>${pounds(l.net + l.vat)}</td></tr>`,
      )
      .join('')}
<tr class="s"><td colspan="6">Total net</td><td>${pounds(net)}</td></tr><tr><td colspan="6">Total VAT @ 20%</td><td>${pounds(vat)}</td></tr><tr class="g"><td colspan="6">Invoice total</td><td>${pounds(total)}</td></tr>${settle}</table>
<p class="note">Handicap certificates were checked at the pro shop. Please note our dress code for the clubhouse. We look forward to welcoming your society again.</p>
<div class="foot">${esc(c.legal)} · Registered in ${c.scottish ? 'Scotland' : 'England and Wales'} · Company No. ${ukCompany(rng, c.scottish)} · VAT Reg. No. ${gbVat(rng)}<br>Bank: ${rng.pick(['Barclays', 'NatWest', 'Bank of Scotland', 'Lloyds'])} · Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} · Account ${rng.digits(8)}</div>`;
    const css = `body{font-family:${font},serif;font-size:10.5px;color:#1f2a22;padding:14mm 15mm;position:relative;min-height:269mm}
.head{display:flex;align-items:center;gap:4mm;border-bottom:2px solid #1e4d2b;padding-bottom:3mm}.club{font-family:'Noto Serif Display','Noto Serif',serif;font-style:italic;font-size:23px;color:#1e4d2b}.addr{font-size:9.5px;color:#555}.vi{margin-left:auto;font-size:17px;letter-spacing:2px;font-weight:bold;color:#1e4d2b}
.cols{display:flex;justify-content:space-between;margin:6mm 0}.cols>div{line-height:1.6}.lbl{font-size:9px;color:#777;text-transform:uppercase;letter-spacing:1px}.facts td{padding:0.6mm 2mm}.facts td:first-child{color:#666}
.t{width:100%;border-collapse:collapse}.t th{background:#e7efe9;padding:1.5mm;text-align:right;font-size:9.5px}.t th:first-child{text-align:left}.t td{padding:1.5mm;border-bottom:0.5px solid #cfd8d1;text-align:right;white-space:nowrap}.t td:first-child{text-align:left;white-space:normal}
.s td{border-top:1.5px solid #1e4d2b}.g td{font-weight:bold;font-size:13px;border-top:1.5px solid #1e4d2b;border-bottom:1.5px solid #1e4d2b}.b td{font-weight:bold}
.note{margin-top:8mm;color:#444}.foot{position:absolute;bottom:0;left:15mm;right:15mm;font-size:8.5px;color:#555;border-top:0.5px solid #999;padding-top:2mm;text-align:center;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
