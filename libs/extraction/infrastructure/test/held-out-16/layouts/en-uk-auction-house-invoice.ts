import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { pounds, ukCompany, ukVat } from './extra';

const HOUSES = [
  { name: 'Hartwell & Finch', legal: 'Hartwell & Finch Auctioneers Ltd', town: 'Oxford', street: '14 Beaumont Street, Oxford OX1 2LP', phone: '+44 (0)1865 55' },
  { name: 'Pemberton Rowe', legal: 'Pemberton Rowe Fine Art Limited', town: 'Bath', street: '3 Queen Square, Bath BA1 2HB', phone: '+44 (0)1225 46' },
  { name: 'The Ludlow Saleroom', legal: 'Ludlow Saleroom LLP', town: 'Ludlow', street: 'Corve Street, Ludlow SY8 1DA', phone: '+44 (0)1584 87' },
];
const SALES: [string, [string, boolean][]][] = [
  [
    'Judaica, Silver & Works of Art',
    [
      ['A George III silver Kiddush cup, London 1794', false],
      ['A pair of Polish brass Sabbath candlesticks, 19th century', false],
      ['An illuminated Esther scroll in a silver filigree case', false],
      ['A Bezalel School enamelled silver box, c.1920', false],
      ['A Continental silver Hanukkah lamp, 19th century †', false],
    ],
  ],
  [
    'Modern British & Israeli Art',
    [
      ['Reuven Rubin (1893-1974), Galilee landscape, oil on canvas', true],
      ['Nahum Gutman (1898-1980), Jaffa port, gouache', true],
      ['John Piper (1903-1992), Church at dusk, screenprint', true],
      ['After Marc Chagall, lithograph, framed', false],
      ['Mordecai Ardon (1896-1992), study, ink on paper', true],
    ],
  ],
  [
    'Fine Books, Maps & Manuscripts',
    [
      ['A Venice Hebrew Bible, 1618, later calf binding', false],
      ['Roberts, The Holy Land, 1842, three volumes', false],
      ['A 17th-century map of Palestine by Visscher', false],
      ['A collection of Zionist postcards and ephemera', false],
      ['A Haggadah printed in Amsterdam, 1712 †', false],
    ],
  ],
];

/**
 * A British auction house's buyer's invoice on A4 in GBP (Noto Serif, Liberation Serif or DejaVu Serif; the
 * house in Noto Serif Display small capitals): the house and its address; "BUYER'S INVOICE", "Invoice No."
 * (sale/serial, "118/0342"), "Invoice date" on or the day after the sale, the sale's number, title and date,
 * "Client No." and "Paddle"; the Israeli buyer; per lot its number, description and hammer price (lots marked
 * "†" bear VAT on the hammer too); "Hammer total", "Buyer's premium @ 25%", "VAT on premium @ 20%", "VAT on
 * hammer (†)" and "Total VAT" on those, "Artist's Resale Right" (4%, outside VAT) on artworks, "Invoice total", "Paid" and "Balance
 * due" within seven days; the margin scheme note, export lots, bank details; the company ("Ltd", "Limited",
 * "LLP") with its number and VAT number in the footer.
 */
export const enUkAuctionHouseInvoice: Layout = {
  id: 'en-uk-auction-house-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const h = rng.pick(HOUSES);
    const saleDate = randomDate(rng, '2023-07-01', '2025-12-20');
    const date = addDays(saleDate, rng.int(0, 1));
    const saleNo = rng.int(100, 240);
    const [title, pool] = rng.pick(SALES);
    const lots = rng
      .some(pool, rng.int(1, 4))
      .map(([desc, art]) => ({ lot: rng.int(1, 420), desc, art, hammer: rng.pick([180, 240, 320, 450, 600, 850, 1200, 1800, 2600, 4200, 6500]) * 100 }))
      .sort((a, b) => a.lot - b.lot);
    const hammer = lots.reduce((a, l) => a + l.hammer, 0);
    const premium = share(hammer, 25);
    const vatPremium = share(premium, 20);
    const vatHammer = lots.filter((l) => l.desc.endsWith('†')).reduce((a, l) => a + share(l.hammer, 20), 0);
    const arr = lots.filter((l) => l.art && l.hammer >= 100000).reduce((a, l) => a + share(l.hammer, 4), 0);
    const vat = vatPremium + vatHammer;
    const total = hammer + premium + vat + arr;
    const docNo = `${saleNo}/${String(rng.int(12, 980)).padStart(4, '0')}`;
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy'] as const);
    const font = rng.pick(['Noto Serif', 'Liberation Serif', 'DejaVu Serif']);
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="hd"><div class="house">${esc(h.name)}</div><div class="addr">Auctioneers &amp; Valuers · ${esc(h.street)} · ${h.phone}${rng.digits(4)}</div></div>
<div class="row"><div class="to"><div class="lbl">Buyer</div>${esc(rng.pick(['Dr. Eli Ben-Ami', 'Mrs. Tamar Kaplan', 'Mr. Yoav Harel', 'Ms. Sarit Weiss']))}<br>${esc(rng.pick(['12 Rehov Ha-Palmach', '7 Derech Ha-Yam', '40 Rehov Ahad Ha-Am', '3 Rehov Mapu']))}<br>${esc(rng.pick(['Jerusalem', 'Haifa', 'Tel Aviv', 'Caesarea']))}, Israel<br>Client No. ${rng.int(20000, 89999)} · Paddle ${rng.int(100, 999)}</div>
<div class="doc"><div class="tt">BUYER'S INVOICE</div><table>${r('Invoice No.', docNo)}${r('Invoice date', dt(date, fmt))}${r('Sale', `${saleNo} — ${esc(title)}`)}${r('Sale date', dt(saleDate, fmt))}</table></div></div>
<table class="it"><tr><th>Lot</th><th>Description</th><th>Hammer</th></tr>${lots.map((l) => `<tr><td>${l.lot}</td><td>${esc(l.desc)}${l.art && l.hammer >= 100000 ? ' <span class="mk">ARR</span>' : ''}</td><td>${pounds(l.hammer)}</td></tr>`).join('')}</table>
<table class="tot">${r('Hammer total', pounds(hammer))}${r("Buyer's premium @ 25%", pounds(premium))}${r('VAT on premium @ 20%', pounds(vatPremium))}${vatHammer ? r('VAT on hammer (†) @ 20%', pounds(vatHammer)) + r('Total VAT', pounds(vat), 'tv') : ''}${arr ? r("Artist's Resale Right (4%, no VAT)", pounds(arr)) : ''}
${r('Invoice total', pounds(total), 'b')}${r('Paid', pounds(0))}${r(`Balance due by ${dt(addDays(date, 7), fmt)}`, pounds(total), 'due')}</table>
<div class="notes"><p>Lots are sold under the auctioneers' margin scheme: VAT is charged on the buyer's premium only, except on lots marked † where VAT is also charged on the hammer price. VAT on the premium may be refunded on lots exported outside the UK within three months with proof of export.</p>
<p>Purchases may be collected once cleared funds are received. Packing and shipping to Israel can be arranged through our recommended shipper and will be invoiced by them separately.</p>
<p>Bank: ${rng.pick(['Lloyds Bank', 'Barclays', 'NatWest'])} · Sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)} · Account ${rng.digits(8)} · Reference ${docNo}</p></div>
<div class="foot">${esc(h.legal)} · Registered in England and Wales No. ${ukCompany(rng)} · VAT Reg. No. ${ukVat(rng)}</div>`;
    const css = `body{font-family:'${font}',serif;font-size:11px;color:#222;padding:14mm 16mm}.hd{text-align:center;border-bottom:1px solid #222;padding-bottom:3mm;margin-bottom:6mm}.house{font-family:'Noto Serif Display','Noto Serif',serif;font-variant:small-caps;font-size:30px;letter-spacing:2px}.addr{font-size:10px;color:#555}
.row{display:flex;justify-content:space-between;margin-bottom:6mm}.to{line-height:1.55}.lbl{font-size:9px;text-transform:uppercase;color:#777;letter-spacing:1px}.doc .tt{font-size:16px;font-weight:bold;letter-spacing:1px;margin-bottom:1mm}.doc td{padding:0.6mm 0 0.6mm 5mm}.doc td:first-child{padding-left:0;color:#555}
.it{width:100%;border-collapse:collapse}.it th{text-align:left;border-bottom:1.5px solid #222;padding:1.5mm}.it td{padding:1.8mm 1.5mm;border-bottom:1px solid #ddd}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}.mk{font-size:8.5px;border:1px solid #777;padding:0 1mm}
.tot{width:95mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm 1.5mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:13px;border-top:1.5px solid #222}.due td{font-weight:bold}.tv td{font-style:italic}.notes{margin-top:8mm;font-size:9.5px;color:#444}.foot{margin-top:8mm;border-top:1px solid #222;padding-top:2mm;font-size:9px;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
