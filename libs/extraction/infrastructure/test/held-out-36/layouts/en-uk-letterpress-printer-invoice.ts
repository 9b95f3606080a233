import { amount, EN_MONTHS, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-uk-letterpress-printer-invoice';

/** "Tuesday 3 May 2024" */
const longDate = (iso: string) =>
  `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${Number(iso.slice(8, 10))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const VENDORS = [
  {
    brand: 'Inkwell &amp; Platen',
    legal: 'Inkwell & Platen Ltd',
    addr: 'Unit 4, Paintworks, Bath Road, Bristol BS4 3EH',
    reg: 'Registered in England &amp; Wales No. 09844127 · VAT Reg. No. GB 318 5527 06',
    num: (k: number) => `IP-${k}`,
    digits: [2100, 3999],
    date: longDate,
    color: '#1f2937',
    accent: '#b91c1c',
    font: "'C059','Noto Serif',serif",
    top: true,
  },
  {
    brand: 'Foxglove Letterpress',
    legal: 'Foxglove Press Limited',
    addr: '7 Fossgate, York YO1 9TA',
    reg: 'Company No. 11207785 (England) · VAT No. 287 4410 93',
    num: (k: number) => `FP/${k}`,
    digits: [500, 1499],
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    color: '#4c1d95',
    accent: '#be185d',
    font: "'P052','Noto Serif',serif",
    top: false,
  },
];

export const enUkLetterpressPrinterInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const guests = rng.pick([60, 80, 100, 120, 150, 180]);
    const rows: [string, number, number][] = [
      [`Wedding invitations, 2-colour letterpress on 600 gsm cotton, A6`, guests, rng.pick([420, 465, 510])],
      [`RSVP cards with printed envelopes`, guests, rng.pick([180, 210])],
      [`Envelopes, deckle edge, with liner`, guests, 95],
      [`Photopolymer plates and make-ready`, 1, rng.pick([9500, 12000])],
      [`Design and two rounds of proofs (Hebrew & English text)`, 1, rng.pick([25000, 32000])],
    ];
    if (rng.chance(0.5)) rows.push(['Wax seals, hand-pressed, sage', guests, 85]);
    if (rng.chance(0.5)) rows.push(['Table plan, A1 foam board', 1, 8500]);
    if (rng.chance(0.4)) rows.push(['Place cards, calligraphy names', guests, 120]);
    const net = add(rows.map((r) => r[1] * r[2]));
    const tax = taxOn(net, 20);
    const total = net + tax;
    const deposit = Math.round(total / 2 / 100) * 100;
    const depDate = weekday(shift(date, -rng.int(25, 60)));
    const couple = `${rng.pick(['Maya', 'Noa', 'Yael', 'Dana'])} ${rng.pick(['Cohen', 'Shalev', 'Dror'])} &amp; ${rng.pick(['Ben', 'Tom', 'Daniel', 'Guy'])} ${rng.pick(['Harel', 'Weiss', 'Avni'])}`;
    const venue = rng.pick(['Hampton Manor, Solihull', 'Kin House, Rushden', 'The Tithe Barn, Bolton Abbey', 'Elmore Court, Gloucestershire']);
    const letterhead = `<div class="lh"><div class="brand">${v.brand}</div><div class="sub">Letterpress printers &amp; stationers</div><div class="sm">${esc(v.legal)} · ${esc(v.addr)}</div><div class="sm">${v.reg}</div></div>`;
    const body = `<div class="page">
${v.top ? letterhead : `<div class="side"><div class="brand">${v.brand}</div><div class="sub">Printed by hand in York</div></div>`}
<h1>${v.top ? 'VAT Invoice' : 'TAX INVOICE'}</h1>
<div class="grid"><div><div class="k">Invoice number</div><div class="v">${number}</div></div><div><div class="k">Invoice date / tax point</div><div class="v">${v.date(date)}</div></div><div><div class="k">Job</div><div class="v">J${rng.int(1000, 9999)}</div></div><div><div class="k">Proof approved</div><div class="v">${v.date(weekday(shift(date, -rng.int(10, 20))))}</div></div></div>
<div class="to"><div class="k">Invoice to</div>${couple}<br>Hashmonaim St 22, Tel Aviv, Israel<br><span class="k">Deliver to</span> ${venue}, for the wedding on ${v.date(shift(date, rng.int(20, 50)))}</div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit £</th><th>Net £</th></tr>${rows
      .map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td>${amount(r[2])}</td><td>${amount(r[1] * r[2])}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>Total net</td><td>£${amount(net)}</td></tr><tr><td>VAT at 20%</td><td>£${amount(tax)}</td></tr><tr class="big"><td>Invoice total</td><td>£${amount(total)}</td></tr>
<tr><td>Less deposit received ${v.date(depDate)}</td><td>(£${amount(deposit)})</td></tr><tr><td>Balance to pay</td><td>£${amount(total - deposit)}</td></tr></table>
<div class="pay">Please pay the balance within 14 days by bank transfer: sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}, account ${rng.digits(8)}, reference ${number}.</div>
${v.top ? '' : `<footer>${esc(v.legal)} · ${esc(v.addr)} · ${v.reg}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:${v.color}}.page{width:210mm;height:296mm;box-sizing:border-box;padding:15mm 18mm;position:relative}.lh{text-align:center;border-bottom:1px solid ${v.accent};padding-bottom:8px}.brand{font-size:30px;color:${v.accent};font-style:italic}.sub{font-variant:small-caps;letter-spacing:2px}.sm{font-size:9.5px}.side{border-left:5px solid ${v.accent};padding-left:10px}h1{font-size:18px;letter-spacing:3px;margin:16px 0 8px;text-transform:uppercase}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;border-top:1px solid #ccc;border-bottom:1px solid #ccc;padding:6px 0}.k{font-size:9px;text-transform:uppercase;color:#6b7280}.v{font-weight:bold}.to{margin:10px 0;line-height:1.5}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:1px solid ${v.color};padding:4px;font-weight:normal;font-variant:small-caps}.items td{padding:4px;border-bottom:1px dotted #bbb}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:55%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:1px solid ${v.color};border-bottom:1px solid ${v.color}}.pay{margin-top:14px;font-size:10px}footer{position:absolute;bottom:10mm;left:18mm;right:18mm;text-align:center;font-size:9px;border-top:1px solid #ccc;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
