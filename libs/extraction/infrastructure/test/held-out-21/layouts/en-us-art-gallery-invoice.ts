import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { dollars, stirred, usEin } from './extra';

const GALLERIES = [
  {
    name: 'HALVORSEN',
    legal: 'Halvorsen Fine Art, LLC',
    addr: ['511 West 25th Street, Ground Floor', 'New York, NY 10001'],
    phone: '+1 212 555 0148',
    taxLabel: 'NY State & City sales tax',
    taxPct: '8.875%',
    taxMicro: 88750,
    taxId: 'NYS Certificate of Authority',
    prefix: 'HFA-',
  },
  {
    name: 'Mesa Verde Contemporary',
    legal: 'Mesa Verde Contemporary, Inc.',
    addr: ['702 Canyon Road', 'Santa Fe, NM 87501'],
    phone: '+1 505 555 0177',
    taxLabel: 'NM gross receipts tax',
    taxPct: '8.1875%',
    taxMicro: 81875,
    taxId: 'NM CRS ID',
    prefix: 'INV ',
  },
  {
    name: 'Bay & Pine',
    legal: 'Bay & Pine Gallery LLC',
    addr: ['450 Sutter Street, Suite 210', 'San Francisco, CA 94108'],
    phone: '+1 415 555 0192',
    taxLabel: 'CA sales tax (San Francisco)',
    taxPct: '8.625%',
    taxMicro: 86250,
    taxId: "CDTFA seller's permit",
    prefix: 'BP-',
  },
];
const ARTISTS = ['Clara Osei', 'Matthias Brandt', 'Lena Okafor', 'Daniel Roux', 'Yuki Tanabe', 'Marisol Vega', 'Ethan Caldwell'];
const TITLES = [
  'Low Tide, Montauk',
  'Red Mesa at Dusk',
  'Study for a Quiet Room',
  'Untitled (Blue Field)',
  'Orchard in August',
  'Fog over the Bay',
  'Night Market',
  'Salt Flats II',
];
const MEDIA = ['oil on linen', 'acrylic on canvas', 'gouache on paper', 'mixed media on panel', 'archival pigment print, edition of 25'];
const BUYERS = [
  ['Amir & Dana Levy', 'Tel Aviv, Israel'],
  ['Ronit Sasson', 'Caesarea, Israel'],
  ['Dr. Yoav Harel', 'Jerusalem, Israel'],
  ['Michal Ben-David', 'Zichron Yaakov, Israel'],
];

/**
 * An American art gallery's "INVOICE" to an Israeli collector in US dollars on Letter paper (Noto Serif, Liberation
 * Serif or DejaVu Serif; the gallery's name in Noto Serif Display spaced capitals over a hairline): the company
 * (", LLC", ", Inc.", " LLC") with its address, phone, EIN and sales tax registration; "Sold to" with an Israeli
 * address and a mobile; "Invoice No." ("HFA-2417", "INV 10382", "BP-24-061"), "Invoice Date", "Reserved on" days
 * or weeks before, "Terms"; each work by artist, title, year, medium and size in inches with its price, framing
 * and crating; a collector's courtesy of 10% in brackets on some; either the local sales or gross receipts tax
 * (8.875%, 8.1875%, 8.625%) when the work is collected at the gallery, or "Sales tax: exempt — shipped outside
 * the United States" with fine-art shipping and insurance to Israel and a ship date; "Invoice Total (USD)"; the
 * deposit received with its date and "Balance due"; wire details (ABA routing number, account, SWIFT);
 * certificate of authenticity; dates "March 12, 2025" or mm/dd/yyyy.
 */
export const enUsArtGalleryInvoice: Layout = {
  id: 'en-us-art-gallery-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-us-art-gallery-invoice');
    const g = rng.pick(GALLERIES);
    const date = randomDate(rng, '2023-07-01', '2026-03-15');
    const reserved = addDays(date, -rng.int(3, 40));
    type Row = { desc: string; sub: string; amount: number };
    const works: Row[] = [];
    const n = rng.chance(0.35) ? 2 : 1;
    for (let i = 0; i < n; i++) {
      const medium = rng.pick(MEDIA);
      const print = medium.startsWith('archival');
      const w = rng.int(12, print ? 30 : 60);
      const h = rng.int(12, print ? 40 : 72);
      works.push({
        desc: `${rng.pick(ARTISTS)}, <i>${esc(rng.pick(TITLES))}</i>, ${rng.int(2018, Number(date.slice(0, 4)))}`,
        sub: `${medium}, ${w} × ${h} in.`,
        amount: (print ? rng.int(12, 45) : rng.int(48, 380)) * 10000,
      });
    }
    const extras: Row[] = [];
    if (rng.chance(0.6)) extras.push({ desc: 'Custom framing', sub: 'museum glass, walnut floater frame', amount: rng.int(38, 140) * 1000 });
    const shipped = rng.chance(0.5);
    if (shipped) extras.push({ desc: 'Crating', sub: 'ISPM-15 wooden crate, climate-buffered', amount: rng.int(45, 120) * 1000 });
    const subtotal = [...works, ...extras].reduce((a, r) => a + r.amount, 0);
    const courtesy = rng.chance(0.4) ? share(subtotal, 10) : 0;
    const taxable = subtotal - courtesy;
    const tax = shipped ? 0 : Math.round((taxable * g.taxMicro) / 1000000);
    const shipping = shipped ? rng.int(85, 320) * 1000 : 0;
    const total = taxable + tax + shipping;
    const deposit = rng.chance(0.6) ? Math.round(total / 2 / 10000) * 10000 : 0;
    const docNo =
      g.prefix === 'BP-'
        ? `BP-${date.slice(2, 4)}-${String(rng.int(10, 240)).padStart(3, '0')}`
        : `${g.prefix}${g.prefix === 'INV ' ? rng.int(10100, 10999) : rng.int(2100, 2999)}`;
    const fmt = rng.pick(['Month d, yyyy', 'mm/dd/yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const [buyer, place] = rng.pick(BUYERS);
    const row = (r: Row) => `<tr><td>${r.desc}<div class="sub">${esc(r.sub)}</div></td><td>${dollars(r.amount)}</td></tr>`;
    const taxLine = shipped
      ? `<tr><td>Sales tax: exempt — shipped outside the United States (to ${esc(place)}) by the gallery's carrier</td><td></td></tr><tr><td>Fine-art shipping &amp; insurance, door to door</td><td>${dollars(shipping)}</td></tr>`
      : `<tr><td>${esc(g.taxLabel)} (${g.taxPct})</td><td>${dollars(tax)}</td></tr>`;
    const font = rng.pick(['Noto Serif', 'Liberation Serif', 'DejaVu Serif']);
    const body = `<div class="name">${esc(g.name.toUpperCase())}</div><div class="hair"></div>
<div class="head"><div class="sm">${esc(g.legal)}<br>${g.addr.map(esc).join('<br>')}<br>${g.phone}<br>EIN ${usEin(rng)} · ${esc(g.taxId)} ${rng.digits(2)}-${rng.digits(7)}</div>
<table class="facts"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice Date</td><td>${d(date)}</td></tr><tr><td>Reserved on</td><td>${d(reserved)}</td></tr><tr><td>Terms</td><td>${deposit ? 'Balance due on receipt' : 'Due on receipt'}</td></tr></table></div>
<div class="title">INVOICE</div>
<div class="to"><span class="lbl">Sold to</span><br>${esc(buyer)}<br>${esc(place)}<br>+972 5${rng.int(0, 4)}-${rng.digits(3)}-${rng.digits(4)}</div>
<table class="t"><tr><th>Description</th><th>Amount</th></tr>${works.map(row).join('')}${extras.map(row).join('')}
<tr class="st"><td>Subtotal</td><td>${dollars(subtotal)}</td></tr>${courtesy ? `<tr><td>Collector's courtesy (10%)</td><td>(${dollars(courtesy)})</td></tr>` : ''}${taxLine}
<tr class="g"><td>Invoice Total (USD)</td><td>${dollars(total)}</td></tr>${
      deposit
        ? `<tr><td>Deposit received ${d(addDays(reserved, rng.int(0, 3)))}, wire</td><td>(${dollars(deposit)})</td></tr><tr class="b"><td>Balance due</td><td>${dollars(total - deposit)}</td></tr>`
        : ''
    }</table>
${shipped ? `<p>Estimated ship date ${d(addDays(date, rng.int(7, 21)))}. Title passes on delivery to the carrier; import VAT and customs in Israel are the buyer's.</p>` : `<p>Collected at the gallery by the buyer on ${d(date)}.</p>`}
<p>A certificate of authenticity signed by the artist accompanies each work. All sales are final.</p>
<div class="wire"><b>Wire transfers</b><br>Beneficiary: ${esc(g.legal)} · Bank: ${rng.pick(['First Republic Trust', 'Hudson Valley Bank', 'Pacific Coast Bank'])}<br>ABA routing ${rng.int(1, 3)}${rng.digits(8)} · Account ${rng.digits(10)} · SWIFT ${rng.pick(['HVBKUS33', 'PCBKUS6L', 'FRTBUS44'])}</div>`;
    const css = `body{font-family:'${font}',serif;font-size:11px;color:#1a1a1a;padding:14mm 18mm}
.name{font-family:'Noto Serif Display','Noto Serif',serif;font-size:26px;letter-spacing:6px;text-align:center}.hair{border-top:0.5px solid #1a1a1a;margin:3mm 20mm 6mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.sm{font-size:9.5px;line-height:1.5;color:#444}.facts{border-collapse:collapse}.facts td{padding:0.8mm 2mm}.facts td:first-child{color:#666}
.title{font-size:15px;letter-spacing:4px;margin:7mm 0 4mm}.to{line-height:1.55;margin-bottom:5mm}.lbl{font-size:9px;text-transform:uppercase;letter-spacing:1px;color:#666}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:1px solid #1a1a1a;text-align:left;padding:1.2mm;font-weight:normal;text-transform:uppercase;font-size:9px;letter-spacing:1px}.t th:last-child,.t td:last-child{text-align:right;white-space:nowrap}.t td{padding:1.5mm 1.2mm;border-bottom:0.5px solid #ddd;vertical-align:top}
.sub{font-size:9.5px;color:#666}.st td{border-top:1px solid #1a1a1a}.g td{font-weight:bold;font-size:13.5px;border-top:1.5px solid #1a1a1a}.b td{font-weight:bold}
p{margin:3mm 0;font-size:10px}.wire{margin-top:7mm;font-size:9.5px;line-height:1.55;border-top:0.5px solid #999;padding-top:2mm}`;
    return {
      page: 'Letter',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      truth: { vendorName: g.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), ...(shipped ? {} : { tax: truthAmount(tax) }) },
    };
  },
};
