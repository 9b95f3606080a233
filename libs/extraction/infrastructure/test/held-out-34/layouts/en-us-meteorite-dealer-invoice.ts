import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, taxOn } from './extra';

const ID = 'en-us-meteorite-dealer-invoice';

const VENDORS = [
  {
    legal: 'Starfall Meteorites LLC',
    home: 'PO Box 2291, Flagstaff, AZ 86003',
    booth: 'Tucson Gem & Mineral Shows · InnSuites Hotel, Room 118',
    date: (iso: string) => dt(iso, 'Month d, yyyy'),
    num: (k: number) => `SF-${k}`,
    digits: [10000, 99999],
    color: '#37474f',
    font: "'C059','Noto Serif',serif",
  },
  {
    legal: 'Desert Iron Specimens, Inc.',
    home: '4410 Menaul Blvd NE, Albuquerque, NM 87110',
    booth: 'Tucson show booth 34 · Kino Gem & Mineral Show',
    date: (iso: string) => dt(iso, 'mm/dd/yyyy'),
    num: (k: number) => `${k}`,
    digits: [200000, 299999],
    color: '#8d5b1a',
    font: "'Liberation Serif','Noto Serif',serif",
  },
];

const SPECIMENS: [string, number, [number, number]][] = [
  ['Campo del Cielo iron, Argentina — individual', 45, [80, 900]],
  ['Gibeon iron, Namibia — etched slice', 450, [15, 90]],
  ['NWA 869 chondrite L4-6 — endcut', 120, [40, 300]],
  ['Sikhote-Alin shrapnel, Russia', 95, [20, 160]],
  ['Seymchan pallasite — polished slice', 2200, [5, 30]],
  ['Muonionalusta iron, Sweden — etched cube', 650, [20, 70]],
  ['Moldavite tektite, Czech Republic', 1800, [3, 15]],
  ['Lunar meteorite NWA — thin slice', 90000, [1, 2]],
];
const EXTRAS: [string, number][] = [
  ['Riker display case with label', 2400],
  ['Acrylic stand, magnetic base', 1500],
  ['Certificate of authenticity (signed)', 0],
];

export const enUsMeteoriteDealerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = dated(ID, rng, [2], [1, 14]);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const specimens = rng.some(SPECIMENS, rng.int(2, 5)).map(([name, perG, [lo, hi]]) => {
      const grams = Math.round((lo + rng.next() * (hi - lo)) * 10) / 10;
      return { name, perG, grams, sum: Math.round(grams * perG) };
    });
    const extras = rng.some(EXTRAS, rng.int(1, 2));
    const merch = add(specimens.map((s) => s.sum)) + add(extras.map((e) => e[1]));
    const disc = rng.chance(0.5) ? Math.round(merch / 10) : 0;
    const net = merch - disc;
    const tax = taxOn(net, 8.7);
    const total = net + tax;
    const buyer = rng.pick(['Dr. Yael Sasson', 'Amir Koren — Koren Natural History Collection', 'Rina Weiss', 'Ofer Shaked']);
    const money = (c: number) => `$${amount(c)}`;
    const head = `<div class="name">${esc(v.legal)}</div><div>${v.home}</div><div>${v.booth}</div><div>AZ TPT License ${n % 2 === 0 ? '' : 'no. '}${rng.digits(8)} · IMCA member #${rng.int(1000, 9999)}</div>`;
    const body = `<div class="page">
<header><div>${head}</div><div class="inv">INVOICE</div></header>
<table class="facts"><tr><th>Invoice #</th><th>Date</th><th>Sold at</th><th>Terms</th></tr><tr><td>${number}</td><td>${v.date(date)}</td><td>Tucson, AZ</td><td>Paid at show</td></tr></table>
<div class="to"><b>Sold to:</b> ${esc(buyer)}<br>${rng.pick(['Kfar Saba', 'Rehovot', 'Mitzpe Ramon', 'Zikhron Ya’akov'])}, Israel · +972 5${rng.digits(1)}-${rng.digits(3)}-${rng.digits(4)}<br>Hotel in Tucson: room ${rng.int(100, 420)}</div>
<table class="items"><tr><th>Cat. no.</th><th>Specimen</th><th>Mass (g)</th><th>$/g</th><th>Amount</th></tr>
${specimens.map((s) => `<tr><td>M-${rng.digits(4)}</td><td>${esc(s.name)}</td><td>${s.grams.toFixed(1)}</td><td>${amount(s.perG)}</td><td>${money(s.sum)}</td></tr>`).join('')}
${extras.map((e) => `<tr><td></td><td>${esc(e[0])}</td><td></td><td></td><td>${e[1] ? money(e[1]) : 'no charge'}</td></tr>`).join('')}
</table>
<table class="tot">
<tr><td>Merchandise</td><td>${money(merch)}</td></tr>
${disc ? `<tr><td>Show discount 10%</td><td>(${money(disc)})</td></tr><tr><td>Taxable amount</td><td>${money(net)}</td></tr>` : ''}
<tr><td>Sales tax (Tucson 8.7%)</td><td>${money(tax)}</td></tr>
<tr class="big"><td>TOTAL</td><td>${money(total)}</td></tr>
<tr><td>Paid — ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}</td><td>${money(total)}</td></tr>
<tr><td>Balance due</td><td>$0.00</td></tr>
</table>
<p class="note">All specimens are guaranteed genuine for life. Masses are measured on a calibrated scale at the time of sale. Export of natural history specimens is the buyer's responsibility.</p>
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.page{width:8.5in;height:10.9in;overflow:hidden;box-sizing:border-box;padding:0.6in 0.7in}header{display:flex;justify-content:space-between;border-bottom:3px double ${v.color};padding-bottom:8px;line-height:1.45;font-size:11px}.name{font-size:22px;font-weight:bold;color:${v.color}}.inv{font-size:30px;letter-spacing:4px;color:${v.color}}.facts{width:100%;border-collapse:collapse;margin:12px 0}.facts th{background:${v.color};color:#fff;padding:4px;text-align:left;font-weight:normal}.facts td{border:1px solid #ccc;padding:4px}.to{margin:10px 0;line-height:1.5}.items{width:100%;border-collapse:collapse}.items th{border-bottom:1px solid #333;text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px dotted #bbb}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:50%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.note{font-size:10px;color:#555;margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
