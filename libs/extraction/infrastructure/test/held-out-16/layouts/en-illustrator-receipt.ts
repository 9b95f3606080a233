import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { dollars } from './extra';

const ARTISTS = [
  { brand: 'Inkwell Studio', owner: 'Noa Kessel', exempt: true, town: 'Haifa' },
  { brand: '', owner: 'Maya Lev', exempt: false, town: 'Tel Aviv-Yafo' },
  { brand: 'Paper Fox Design', owner: 'Daniel Ohana', exempt: true, town: "Be'er Sheva" },
  { brand: 'Lev Illustration', owner: 'Maya Lev', exempt: false, town: 'Tel Aviv-Yafo' },
];
/** Work and fee in shekels (agorot) — foreign clients pay the same number in cents of a dollar / 3.6. */
const WORK: [string, number][] = [
  ['Book cover illustration, front and spine', 320000],
  ['Character sheet, 3 poses', 140000],
  ['Spot illustrations × 6', 180000],
  ['Revisions, 2 rounds', 45000],
  ['Map of the story world, double spread', 210000],
  ['Licence: print and e-book, 5 years, worldwide', 90000],
  ['Album cover artwork', 260000],
];
const CLIENTS = [
  { name: 'Kinneret Books Ltd.', country: 'Israel', foreign: false },
  { name: 'Tavor Games Ltd.', country: 'Israel', foreign: false },
  { name: 'Harbour Lane Press Ltd', country: 'United Kingdom', foreign: true },
  { name: 'Little Owl Publishing LLC', country: 'United States', foreign: true },
];

/**
 * An Israeli freelance illustrator's document in English on A4 (Lato, Open Sans or Noto Sans; the name in Lato
 * Light): a studio brand over the artist's name, or the name alone, with "Exempt Dealer (Osek Patur) No." and a
 * "RECEIPT No." ("0073") stating that no VAT is charged, or with "Licensed Dealer No." and a "TAX INVOICE /
 * RECEIPT No." ("2025-031") with VAT; "Date" (d Month yyyy or dd.mm.yyyy); the client (an Israeli company
 * with a valid "Company No.", or a British or US publisher paid in US dollars), "Project" with its commission
 * and delivery dates; the work in rows; "Subtotal", "VAT", "Total" or "Total received"; a bank transfer
 * reference or a PayPal transaction id; a mobile and a portfolio site.
 */
export const enIllustratorReceipt: Layout = {
  id: 'en-illustrator-receipt',
  lang: 'en',
  kind: 'services receipt',
  make(rng: Rng) {
    const a = rng.pick(ARTISTS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-07-01', '2025-12-31');
    const rate = israeliRate(date);
    const client = a.exempt ? rng.pick(CLIENTS) : rng.pick(CLIENTS.filter((c) => !c.foreign));
    const usd = client.foreign;
    const rows = rng.some(WORK, rng.int(2, 4)).map(([what, fee]) => ({ what, fee: usd ? Math.round(fee / 360) * 100 : fee }));
    const net = rows.reduce((s, r) => s + r.fee, 0);
    const vat = a.exempt ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const usPrefix = rng.chance(0.5);
    const money = (c: number) => (usd ? dollars(c, usPrefix) : `₪${amount(c)}`);
    const docNo = a.exempt ? String(rng.int(12, 240)).padStart(4, '0') : `${date.slice(0, 4)}-${String(rng.int(5, 120)).padStart(3, '0')}`;
    const fmt = rng.pick(['d Month yyyy', 'dd.mm.yyyy'] as const);
    const font = rng.pick(['Lato', 'Open Sans', 'Noto Sans']);
    const commissioned = addDays(date, -rng.int(30, 90));
    const delivered = addDays(date, -rng.int(3, 25));
    const paypal = usd && rng.chance(0.6);
    const custId = taxId(rng, true);
    const body = `<div class="hd">${a.brand ? `<div class="brand">${esc(a.brand)}</div><div class="owner">${esc(a.owner)}</div>` : `<div class="brand">${esc(a.owner)}</div><div class="owner">Illustration &amp; visual storytelling</div>`}
<div class="meta">${a.exempt ? 'Exempt Dealer (Osek Patur) No.' : 'Licensed Dealer No.'} ${vendorTaxId} · ${esc(a.town)}, Israel · <span>+972 ${cellular(rng).slice(1)}</span> · ${a.owner.split(' ')[0].toLowerCase()}${a.owner.split(' ')[1].toLowerCase()}.art</div></div>
<div class="doc"><div class="tt">${a.exempt ? 'RECEIPT' : 'TAX INVOICE / RECEIPT'} No. ${docNo}</div><div>Date: ${dt(date, fmt)}</div>${a.exempt ? '<div class="ex">Exempt dealer — VAT not charged</div>' : ''}</div>
<div class="client"><div class="lbl">Received from</div>${esc(client.name)}, ${client.country}${client.foreign ? '' : `<br>Company No. ${custId}`}<br><span class="lbl">Project</span> ${esc(rng.pick(['"The Lighthouse Keeper\'s Cat"', '"Salt & Stars" board game', '"Desert Songs" album', '"Grandma\'s Kitchen" picture book']))} — commissioned ${dt(commissioned, fmt)}, final files delivered ${dt(delivered, fmt)}</div>
<table class="it"><tr><th>Description</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${esc(r.what)}</td><td>${money(r.fee)}</td></tr>`).join('')}</table>
<table class="tot">${a.exempt ? `<tr class="b"><td>Total received</td><td>${money(total)}</td></tr>` : `<tr><td>Subtotal</td><td>${money(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${money(vat)}</td></tr><tr class="b"><td>Total</td><td>${money(total)}</td></tr>`}</table>
<div class="pay">Paid by ${paypal ? `PayPal, transaction ${rng.digits(1)}${['K', 'X', 'W'][rng.int(0, 2)]}${rng.digits(6)}${['A', 'M', 'T'][rng.int(0, 2)]}${rng.digits(8)}` : `bank transfer, reference ${rng.digits(9)}`}${usd ? ' (USD)' : ''}. Thank you!</div>
<div class="foot">${esc(a.owner)}${a.brand ? ` (${esc(a.brand)})` : ''} · This document was produced by the dealer's own bookkeeping software.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#2d2d2d;padding:18mm 20mm}.hd{border-bottom:1px solid #bbb;padding-bottom:4mm;margin-bottom:8mm}.brand{font-family:'Lato';font-weight:300;font-size:34px;letter-spacing:1px}.owner{font-size:14px;color:#666;margin-top:1mm}.meta{font-size:9.5px;color:#777;margin-top:2mm}
.doc{margin-bottom:6mm}.tt{font-size:17px;font-weight:bold;letter-spacing:0.5px}.ex{color:#a33;font-size:10px;margin-top:1mm}.client{line-height:1.6;margin-bottom:6mm}.lbl{font-size:9px;text-transform:uppercase;color:#888;letter-spacing:1px}
.it{width:100%;border-collapse:collapse}.it th{text-align:left;border-bottom:1px solid #2d2d2d;padding:1.5mm 0;font-weight:600}.it td{padding:2mm 0;border-bottom:1px solid #eee}.it td:last-child,.it th:last-child{text-align:right}
.tot{width:75mm;margin:4mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm 0}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:14px;border-top:1px solid #2d2d2d}.pay{margin-top:8mm}.foot{margin-top:14mm;font-size:9px;color:#999}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: {
        vendorName: a.owner,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: usd ? 'USD' : 'ILS',
        total: truthAmount(total),
        ...(a.exempt ? {} : { tax: truthAmount(vat) }),
      },
    };
  },
};
