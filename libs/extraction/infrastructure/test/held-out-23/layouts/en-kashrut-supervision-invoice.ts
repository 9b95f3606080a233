import { addDays, amount, EN_MONTHS, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, spacedId } from '../../generalisation/notation';
import { allocation, allocationDue, spread, times, vendorId } from './extra';

const AGENCIES = [
  {
    head: 'EMET KASHRUT',
    sub: 'Supervision & Certification',
    legal: 'Emet Kashrut Supervision Ltd.',
    label: 'Company No.',
    status: 'company',
    idStyle: 'hyphen',
    num: (rng: Rng, d: string) => `EK-${d.slice(2, 4)}${d.slice(5, 7)}-${String(rng.int(1, 90)).padStart(3, '0')}`,
  },
  {
    head: 'Rabbi Yosef Mizrahi',
    sub: 'Kashrut Supervisor (Mashgiach) · Jerusalem',
    legal: 'Yosef Mizrahi',
    label: 'Licensed Dealer (Osek Murshe) No.',
    status: 'licensed',
    idStyle: 'plain',
    num: (rng: Rng, d: string) => `${d.slice(0, 4)}/${rng.int(100, 399)}`,
  },
  {
    head: 'KOSHER WATCH',
    sub: 'On-site mashgiach services · Daniel Ben-Ami',
    legal: 'Daniel Ben-Ami',
    label: 'Osek Patur (Exempt Dealer) No.',
    status: 'exempt',
    idStyle: 'spaced',
    num: (rng: Rng) => `R-${String(rng.int(100, 999)).padStart(4, '0')}`,
  },
] as const;

const CLIENTS = [
  ['The Harbour Brunch Café Ltd', 'Tel Aviv Port, Hangar 9'],
  ['Gan Eden Boutique Hotel Ltd', 'Rehov Emek Refaim 31, Jerusalem'],
  ['Smoke & Salt Catering Ltd', 'Industrial Zone, Caesarea'],
  ['Olive Leaf Bistro Ltd', 'Rehov Herzl 2, Netanya'],
] as const;

/**
 * A kashrut supervision service's English invoice to an English-speaking restaurant, hotel or caterer, in shekels on
 * A4 (Noto Serif, Liberation Sans or DejaVu Serif; the heading in C059 small capitals over a drawn seal with a
 * check mark): a company ("Ltd.") with "Company No." (hyphenated), a rabbi's own name heading with "Kashrut
 * Supervisor" under it ("Rabbi" cut from the truth) and "Licensed Dealer (Osek Murshe) No.", or a brand over an
 * exempt mashgiach's name with "Osek Patur (Exempt Dealer) No." (spaced) and a "RECEIPT" without VAT; "TAX INVOICE"
 * with "Invoice No." ("EK-2501-044", "2024/118", "R-0317"), "Date" early in the next month, "Service period" (the
 * month), "Certificate No.", "Due"; the client with its Israeli company number (valid); the monthly supervision fee,
 * extra hours at a rate, an annual certificate renewal on some, Passover kashering in March or April, travel;
 * "Subtotal", "VAT 17%/18%", "Total (ILS)" as "₪12,345.00" or "ILS 12,345.00"; an allocation number when
 * required; bank details and net-30 terms.
 */
export const enKashrutSupervisionInvoice: Layout = {
  id: 'en-kashrut-supervision-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'en-kashrut-supervision-invoice');
    const a = rng.pick(AGENCIES);
    const vendorTaxId = vendorId(a.legal, a.status === 'company');
    const date = addDays(firstOfMonth(randomDate(rng, '2023-07-01', '2026-03-20')), rng.int(0, 6));
    const period = firstOfMonth(date, -1);
    const month = `${EN_MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
    const rate = israeliRate(date);
    const exempt = a.status === 'exempt';
    const [client, clientAddr] = rng.pick(CLIENTS);
    const clientId = vendorId(client, true);
    const fee = exempt ? rng.pick([150000, 210000]) : rng.pick([380000, 520000, 760000, 940000]);
    const hours = exempt ? 0 : rng.pick([0, 6, 10.5, 14]);
    const hourRate = rng.pick([9500, 12000]);
    const lines: [string, number][] = [[`Monthly supervision fee – ${month}`, fee]];
    if (hours) lines.push([`Additional supervision hours: ${hours} h × ${amount(hourRate)}`, times(hours, hourRate)]);
    if (rng.chance(0.3)) lines.push(['Annual certificate renewal and inspection', 180000]);
    if (['03', '04'].includes(period.slice(5, 7))) lines.push(['Passover kashering of kitchen (2 supervisors)', 240000]);
    const visits = rng.int(4, 12);
    if (rng.chance(0.5)) lines.push([`Travel – ${visits} visits × ${amount(4500)}`, visits * 4500]);
    const net = lines.reduce((s, l) => s + l[1], 0);
    const vat = exempt ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const docNo = a.num(rng, date);
    const font = rng.pick(['Noto Serif', 'Liberation Sans', 'DejaVu Serif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Month yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const nis = rng.chance(0.5) ? (c: number) => `₪${amount(c)}` : (c: number) => `ILS ${amount(c)}`;
    const idText = a.idStyle === 'hyphen' ? hyphenId(vendorTaxId) : a.idStyle === 'spaced' ? spacedId(vendorTaxId) : vendorTaxId;
    const seal = `<svg width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="21" fill="none" stroke="#21406b" stroke-width="2.5"/><circle cx="24" cy="24" r="16" fill="none" stroke="#21406b" stroke-width="1" stroke-dasharray="2 2"/><path d="M15 25 l6 6 l12 -14" fill="none" stroke="#21406b" stroke-width="3"/></svg>`;
    const rows = lines.map(([t, v]) => `<tr><td>${esc(t)}</td><td>${nis(v)}</td></tr>`).join('');
    const alloc = !exempt && allocationDue(date, net) ? `<div>Allocation No. (Israel Tax Authority): ${allocation(rng)}</div>` : '';
    const sums = exempt
      ? `<tr class="g"><td>Total (ILS)</td><td>${nis(total)}</td></tr><tr><td colspan="2" class="sm">Exempt dealer – no VAT charged.</td></tr>`
      : `<tr><td>Subtotal</td><td>${nis(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${nis(vat)}</td></tr><tr class="g"><td>Total (ILS)</td><td>${nis(total)}</td></tr>`;
    const body = `<div class="head">${seal}<div><div class="name">${esc(a.head)}</div><div class="sub">${esc(a.sub)}</div></div><div class="ids">${a.status === 'company' ? esc(a.legal) + '<br>' : ''}${a.label} ${idText}<br>${esc(rng.pick(['Beit Hadfus St 7, Jerusalem', "HaNevi'im St 22, Bnei Brak", 'Sokolov St 48, Ramat HaSharon']))}<br>+972-${rng.pick(['2', '3'])}-${rng.int(500, 999)}-${rng.digits(4)}</div></div>
<div class="title">${exempt ? 'RECEIPT' : 'TAX INVOICE'}</div>
<div class="cols"><div><b>To</b><br>${esc(client)}<br>${esc(clientAddr)}<br>Company No. ${clientId}</div>
<table class="meta"><tr><td>${exempt ? 'Receipt No.' : 'Invoice No.'}</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Date</td><td>${d(date)}</td></tr><tr><td>Service period</td><td>${month}</td></tr><tr><td>Certificate No.</td><td>K-${rng.int(10000, 39999)}</td></tr>${exempt ? '' : `<tr><td>Due</td><td>${d(addDays(date, 30))}</td></tr>`}</table></div>
<table class="lines"><tr class="th"><td>Description</td><td>Amount</td></tr>${rows}</table>
<table class="sum">${sums}</table>
<div class="terms">${alloc}${exempt ? `<div>Received with thanks by bank transfer, ref. ${rng.digits(7)}.</div>` : `<div>Payment terms: net 30. Bank Leumi (10), branch ${rng.int(600, 960)}, account ${rng.digits(6)}/${rng.digits(2)}.</div>`}<div>Certificate valid while supervision fees are current. Questions: office@${a.head.toLowerCase().replace(/[^a-z]/g, '')}.co.il</div></div>`;
    const css = `body{font-family:'${font}','DejaVu Serif',serif;font-size:11px;color:#18243a;padding:14mm 16mm}
.head{display:flex;gap:4mm;align-items:center;border-bottom:2px solid #21406b;padding-bottom:3mm}.name{font-family:'C059','Noto Serif',serif;font-variant:small-caps;font-size:25px;font-weight:bold;color:#21406b}.sub{font-size:11px}
.ids{margin-left:auto;text-align:right;font-size:9.5px;line-height:1.5}.title{text-align:center;font-size:19px;letter-spacing:3px;font-weight:bold;margin:6mm 0}
.cols{display:flex;justify-content:space-between;line-height:1.6}.meta td{padding:0.5mm 2mm}.meta td:first-child{color:#555}
.lines{width:100%;border-collapse:collapse;margin-top:6mm}.lines td{padding:1.8mm;border-bottom:0.5px solid #ccd4e0}.th td{font-weight:bold;background:#21406b;color:#f2f5fa}.lines td:last-child{text-align:right;white-space:nowrap}
.sum{margin-left:auto;margin-top:4mm;min-width:85mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #18243a}.sm{font-size:9.5px}
.terms{margin-top:8mm;line-height:1.7;font-size:10px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: a.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
