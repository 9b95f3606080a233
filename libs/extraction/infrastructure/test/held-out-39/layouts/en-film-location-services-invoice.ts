import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-film-location-services-invoice';

const VENDORS = [
  {
    brand: 'FRAME ISRAEL',
    tag: 'Locations · Permits · Production services',
    legal: 'Holy Land Location Services Ltd.',
    company: true,
    idLabel: 'Company No.',
    idShow: hyphenId,
    contact: ['14 Ha-Arba\u2019a St., Tel Aviv 6473914', '+972-3-7441290', 'accounts@frameisrael.co.il'],
    num: (r: { int(a: number, b: number): number }) => `FI-${r.int(2000, 6999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `ILS ${amount(c)}`,
    font: "'Nimbus Sans',sans-serif",
    color: '#0369a1',
    side: false,
  },
  {
    brand: 'Desert Light Fixers',
    tag: 'Location scouting and fixing in the Negev and the Arava',
    legal: 'Amir Levinson',
    company: false,
    idLabel: 'Licensed Dealer No.',
    idShow: (id: string) => id,
    contact: ['Nahal Tsin St. 9, Mitzpe Ramon', '+972-52-6108844', 'amir@desertlightfixers.com'],
    num: (r: { int(a: number, b: number): number }) => `${r.int(1100, 1999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `${amount(c)} NIS`,
    font: "'P052',serif",
    color: '#a16207',
    side: true,
  },
];

const SERVICES: [string, string, number, number][] = [
  ['Location scouting', 'day', 180000, 260000],
  ['Fixer / production coordinator', 'day', 160000, 240000],
  ['Permits liaison (Nature and Parks Authority)', 'item', 120000, 250000],
  ['Location fee (pass-through)', 'day', 300000, 900000],
  ['Production van with driver', 'day', 95000, 140000],
  ['Drone flight permit processing', 'item', 80000, 150000],
  ['Site security guard', 'hour', 9000, 12000],
  ['Translator / interpreter (Arabic)', 'day', 110000, 160000],
  ['Location photography package', 'item', 70000, 120000],
];
const CLIENTS = ['Blue Cedar Productions Ltd.', 'Kastel Films Ltd.', 'Northlight Documentary Israel Ltd.', 'Sea of Reeds Media Ltd.'];

export const enFilmLocationServicesInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const shootFrom = shift(date, -rng.int(8, 30));
    const shootTo = shift(shootFrom, rng.int(2, 6));
    const lines = rng
      .some(SERVICES, rng.int(3, 6))
      .map(([name, unit, lo, hi]) => ({ name, unit, qty: unit === 'hour' ? rng.int(8, 40) : unit === 'day' ? rng.int(1, 6) : 1, price: rng.int(lo / 1000, hi / 1000) * 1000 }));
    const net = add(lines.map((l) => l.qty * l.price));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const client = rng.pick(CLIENTS);
    const production = rng.pick(['"The Salt Road" (feature)', '"Above the Crater" (documentary)', '"Sand Letters" (TV series, ep. 4-5)', 'Car commercial "Horizon"']);
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.idLabel} ${v.idShow(id)}</div>${v.contact.map((c) => `<div>${c}</div>`).join('')}`;
    const meta = v.side
      ? `<table class="kv"><tr><th>Tax Invoice No.</th><td>${number}</td></tr><tr><th>Date</th><td>${v.date(date)}</td></tr><tr><th>Shoot dates</th><td>${v.date(shootFrom)} – ${v.date(shootTo)}</td></tr><tr><th>Payment due</th><td>${v.date(shift(date, 30))}</td></tr><tr><th>Client PO</th><td>${rng.int(10000000, 99999999)}</td></tr></table>`
      : `<table class="hr"><tr><th>Tax Invoice No.</th><th>Date</th><th>Shoot dates</th><th>Payment due</th><th>Client PO</th></tr><tr><td>${number}</td><td>${v.date(date)}</td><td>${v.date(shootFrom)} – ${v.date(shootTo)}</td><td>${v.date(shift(date, 45))}</td><td>${rng.int(10000000, 99999999)}</td></tr></table>`;
    const main = `${v.side ? `<div class="brand">${v.brand}</div><div class="tag">${v.tag}</div>` : ''}<h1>TAX INVOICE <span>Original</span></h1>
${meta}
<div class="client"><div class="l">Bill to</div><b>${client}</b> · Client Company No. ${taxId(rng, true)}<br>Production: ${production}</div>
<table class="items"><tr><th>Service</th><th>Unit</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.unit}</td><td>${l.qty}</td><td>${amount(l.price)}</td><td>${amount(l.qty * l.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${v.money(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${v.money(tax)}</td></tr><tr class="big"><td>Total incl. VAT</td><td>${v.money(total)}</td></tr></table>
${alloc ? `<div class="b">Allocation No. (Israel Tax Authority): ${alloc}</div>` : ''}
<div class="note">Bank: Bank Leumi, branch ${rng.int(600, 899)}, account ${rng.int(10000, 99999)}/${rng.int(10, 99)}. Location fees are passed through at cost.</div>`;
    const body = v.side
      ? `<div class="page s"><aside>${vendor}</aside><main>${main}</main></div>`
      : `<div class="page"><header><div><div class="brand">${v.brand}</div><div class="tag">${v.tag}</div></div><div class="who">${vendor}</div></header>${main}</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1a1a1a}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm}.s{display:flex;padding:0}.s aside{width:50mm;background:#fbf4e2;border-right:3px solid ${v.color};padding:60mm 5mm 0;line-height:1.7;font-size:9.5px}.s main{flex:1;padding:14mm 12mm}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:8px}.who{text-align:right;line-height:1.45;font-size:9.5px}.brand{font-size:26px;font-weight:bold;color:${v.color};letter-spacing:1px}.tag{font-size:9.5px;color:#555}.b{font-weight:bold}h1{font-size:18px;margin:14px 0 8px}h1 span{font-size:10px;border:1px solid #333;padding:1px 4px;vertical-align:middle}.hr{width:100%;border-collapse:collapse}.hr th{background:${v.color};color:#fff;font-size:9.5px;padding:4px;text-align:left}.hr td{border:1px solid #ccc;padding:4px}.kv{border-collapse:collapse}.kv th{text-align:left;color:#555;font-weight:normal;padding:2px 10px 2px 0}.kv td{font-weight:bold}.client{margin:10px 0;line-height:1.6;padding:6px;border-left:3px solid ${v.color};background:#f7f7f7}.l{font-size:9px;color:#666;text-transform:uppercase}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:2px solid #333;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:50%}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid #333}.note{margin-top:14px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
