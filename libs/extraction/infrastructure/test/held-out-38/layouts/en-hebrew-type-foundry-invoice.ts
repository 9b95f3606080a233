import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-hebrew-type-foundry-invoice';

const VENDORS = [
  {
    brand: 'ALEF TYPE',
    tag: 'Hebrew & Latin type foundry',
    legal: 'Alef Type Foundry Ltd.',
    company: true,
    idText: (id: string) => `Company No. ${hyphenId(id)}`,
    address: '19 Ha-Amal St., Tel Aviv-Yafo 6713403',
    contact: '+972-3-555-0719 · licensing@aleftype.co.il',
    num: (k: number) => `AT-${k}`,
    digits: [24000, 27999],
    style: 'd Month yyyy' as D,
    money: (c: number) => `NIS ${amount(c)}`,
    font: "'Noto Sans','Liberation Sans',sans-serif",
    color: '#b7791f',
    side: false,
  },
  {
    brand: 'Katz Letters',
    tag: 'Hebrew type design · lettering',
    legal: 'Noam Katz',
    company: false,
    idText: (id: string) => `Licensed Dealer No. ${spacedId(id)}`,
    address: '8 Bezalel St., Jerusalem 9459108',
    contact: '+972-54-555-3861 · noam@katzletters.com',
    num: (k: number) => `${k}`,
    digits: [311, 598],
    style: 'yyyy-mm-dd' as D,
    money: (c: number) => `₪${amount(c)}`,
    font: "'FreeSans','DejaVu Sans',sans-serif",
    color: '#0f766e',
    side: true,
  },
];

const FONTS = ['Shaked', 'Kineret', 'Gilboa', 'Tamar Display', 'Hadar Sans', 'Arbel Serif'];
const CLIENTS = ['Blue Harbor Design Studio Ltd.', 'Mizrahi-Vardi Advertising Ltd.', 'Orbit Fintech Ltd.', 'Kol Hadash Media Ltd.', 'Hamifal Publishing House Ltd.'];

export const enHebrewTypeFoundryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const font = rng.pick(FONTS);
    const due = shift(date, rng.pick([30, 45]));
    const lines: { name: string; qty: number; unit: number }[] = [{ name: `Family licence – ${font} (8 styles), desktop, up to 5 users`, qty: 1, unit: rng.int(18, 42) * 10000 }];
    const more: [string, number, number, [number, number]][] = [
      [`Web licence – ${font} Variable, up to 250k pageviews/month`, 1200, 3400, [1, 1]],
      [`App embedding licence – ${font}, iOS & Android, 1 app`, 2400, 6000, [1, 1]],
      ['Custom glyphs – Latin companion and punctuation (hours)', 280, 380, [4, 16]],
      ['Logotype lettering – two concept rounds', 3500, 9000, [1, 1]],
      ['Additional desktop users (5-pack)', 650, 950, [1, 3]],
    ];
    for (const [name, lo, hi, q] of rng.some(more, rng.int(1, 3))) lines.push({ name, qty: rng.int(...q), unit: rng.int(lo / 10, hi / 10) * 1000 });
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const m = v.money;
    const facts: [string, string][] = [
      ['Tax Invoice No.', `<b>${number}</b>`],
      ['Date', `<b>${dt(date, v.style)}</b>`],
      ['Payment due', dt(due, v.style)],
      ['Client', esc(client)],
      ['Client Company No.', clientId],
      ['Client PO', `${rng.int(45000000, 45999999)}`],
      ['Licence key', `LK-${date.slice(0, 4)}-${rng.int(1000, 9999)}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`],
      ['Licensed fonts', `${esc(font)} family`],
    ];
    const main = `<h1>TAX INVOICE <span>(Original)</span></h1>
<div class="grid">${facts.map(([a, b]) => `<div><div class="l">${a}</div><div>${b}</div></div>`).join('')}</div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${m(l.unit)}</td><td>${m(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${m(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${m(tax)}</td></tr><tr class="big"><td>Total incl. VAT</td><td>${m(total)}</td></tr></table>
${alloc ? `<div class="alloc">Allocation No. (Israel Tax Authority): ${alloc}</div>` : ''}
<div class="note">Fonts are licensed, not sold, under the End User Licence Agreement attached to licence key above. Payment by bank transfer: Bank Hapoalim, branch ${rng.int(600, 699)}, account ${rng.digits(6)}.</div>`;
    const who = `<b>${esc(v.legal)}</b><br>${v.idText(id)}<br>${esc(v.address)}<br>${v.contact}`;
    const body = v.side
      ? `<div class="page side"><aside><div class="brand">${esc(v.brand)}</div><div class="tag">${esc(v.tag)}</div><div class="he">אבגדהו</div><div class="who">${who}</div></aside><main>${main}</main></div>`
      : `<div class="page"><header><div><div class="brand">${esc(v.brand)}</div><div class="tag">${esc(v.tag)}</div></div><div class="he">אבגדהו</div><div class="who">${who}</div></header>${main}</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#1c1c1c}.page{width:210mm;height:296mm;box-sizing:border-box;padding:15mm}.side{display:flex;padding:0}aside{width:55mm;background:#e6f2f0;padding:16mm 7mm;box-sizing:border-box}main{flex:1;padding:16mm 13mm}header{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid ${v.color};padding-bottom:8px;margin-bottom:12px}.brand{font-size:28px;font-weight:bold;color:${v.color};letter-spacing:2px}.tag{font-size:10.5px;color:#666}.he{font-family:'Noto Serif Hebrew','Frank Ruehl CLM',serif;font-size:30px;color:${v.color};direction:rtl;margin:8px 0}.who{font-size:10.5px;line-height:1.55}header .who{text-align:right}aside .who{margin-top:14px}h1{font-size:19px;color:${v.color};margin:0 0 10px}h1 span{font-size:12px;color:#555;font-weight:normal}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px 10px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:8px 0;margin-bottom:12px}.l{font-size:9.5px;color:#888;text-transform:uppercase}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:2px solid ${v.color};padding:4px;font-size:10.5px}.items td{padding:5px 4px;border-bottom:1px solid #eee}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}.tot{width:60%;margin:12px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 4px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.alloc{margin-top:8px;font-weight:bold}.note{margin-top:20px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
