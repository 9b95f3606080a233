import { addDays, amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, taxIn } from './extra';

const ID = 'en-german-calligraphy-supply-order';

const VENDORS = [
  {
    legal: 'Federkiel & Tinte GmbH',
    logo: 'Federkiel <span>&amp;</span> Tinte',
    money: (c: number) => `${eu(c)} €`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    num: (iso: string, rng: { digits(n: number): string }) => `RE-${iso.slice(0, 4)}-${rng.digits(5)}`,
    color: '#1a3a6b',
    font: "'URW Bookman','Noto Serif',serif",
  },
  {
    legal: 'Schreibwerk Kalligrafie e.K.',
    logo: 'schreibwerk',
    money: (c: number) => `€${amount(c)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    num: (_iso: string, rng: { digits(n: number): string }) => `SW${rng.digits(6)}`,
    color: '#7a1f1f',
    font: "'Noto Serif','DejaVu Serif',serif",
  },
];

const GOODS: [string, number, number][] = [
  ['Nikko G nib, chrome (pack of 10)', 1490, 19],
  ['Oblique pen holder, pear wood', 2850, 19],
  ['Sumi ink, 60 ml', 990, 19],
  ['Gouache set, 12 colours', 3490, 19],
  ['Layout paper pad A3, 75 g/m²', 1290, 19],
  ['Parallel pen 3.8 mm', 1890, 19],
  ['Automatic ruling pen 4a', 2190, 19],
  ['Walnut ink crystals, 40 g', 1150, 19],
  ['Book: "Foundations of Italic" (2nd ed.)', 2400, 7],
  ['Book: "Copperplate Script Workbook"', 1895, 7],
];

export const enGermanCalligraphySupplyOrder: Layout = {
  id: ID,
  lang: 'en',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const number = v.num(date, rng);
    const ordered = addDays(date, -rng.int(1, 3));
    const lines = rng.some(GOODS, rng.int(3, 6)).map(([name, unit, rate]) => ({ name, unit, rate, q: rng.int(1, 3), art: `${rng.digits(2)}-${rng.digits(4)}` }));
    const shipping = rng.pick([1990, 2490]);
    const gross19 = add(lines.filter((l) => l.rate === 19).map((l) => l.q * l.unit)) + shipping;
    const gross7 = add(lines.filter((l) => l.rate === 7).map((l) => l.q * l.unit));
    const vat19 = taxIn(gross19, 19);
    const vat7 = taxIn(gross7, 7);
    const total = gross19 + gross7;
    const tax = vat19 + vat7;
    const customer = rng.pick(['Noa Ben-Ami', 'Studio Ktav Yad (Maya Shalev)', 'Eitan Roth', 'Hila Gross']);
    const custNo = `K${rng.digits(6)}`;
    const vatId = `DE${rng.digits(9)}`;
    const hrb = n % 2 === 0 ? `HRB ${rng.int(20000, 39999)}, Amtsgericht Leipzig` : `HRA ${rng.int(100000, 129999)}, Amtsgericht Hamburg`;
    const address = n % 2 === 0 ? 'Karl-Liebknecht-Straße 112, 04275 Leipzig, Germany' : 'Schanzenstraße 41, 20357 Hamburg, Germany';
    const owner = n % 2 === 0 ? 'Managing director: Jonas Wendler' : 'Proprietor: Martina Vogel';
    const header =
      n % 2 === 0
        ? `<header><div class="logo">${v.logo}</div><div class="addr"><b>${esc(v.legal)}</b><br>${address}<br>+49 341 2297 410 · shop@federkiel-tinte.de</div></header>`
        : `<header><div class="logo">${v.logo}</div><div class="addr">calligraphy supplies since 1998<br>www.schreibwerk-shop.de</div></header>`;
    const vatRows = [
      [19, gross19, vat19],
      [7, gross7, vat7],
    ].filter((r) => r[1] > 0);
    const body = `<div class="page">${header}
<div class="sender">${esc(v.legal)} · ${address}</div>
<div class="top"><div class="to"><b>Invoice address</b><br>${esc(customer)}<br>${rng.pick(['12 Ha-Nevi’im St.', '5 Bialik St.', '27 Herzl Blvd.'])}<br>${rng.pick(['Jerusalem', 'Haifa', 'Ra’anana'])}, Israel</div>
<table class="facts"><tr><td>Invoice no.</td><td>${number}</td></tr><tr><td>Invoice date</td><td>${v.date(date)}</td></tr><tr><td>Order no.</td><td>${rng.int(300000, 399999)}</td></tr><tr><td>Order date</td><td>${dt(ordered, 'dd.mm.yyyy')}</td></tr><tr><td>Customer no.</td><td>${custNo}</td></tr><tr><td>Shipped</td><td>DHL Paket International</td></tr></table></div>
<h1>INVOICE <small>(Rechnung)</small></h1>
<table class="items"><tr><th>Art. no.</th><th>Description</th><th>Qty</th><th>Unit price</th><th>VAT</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${l.art}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${v.money(l.unit)}</td><td>${l.rate}%</td><td>${v.money(l.q * l.unit)}</td></tr>`).join('')}
<tr><td></td><td>Shipping to Israel (tracked)</td><td>1</td><td>${v.money(shipping)}</td><td>19%</td><td>${v.money(shipping)}</td></tr>
</table>
<table class="tot">
${vatRows.map(([r, g, t]) => `<tr><td>incl. ${r}% VAT on ${v.money(g)}</td><td>${v.money(t)}</td></tr>`).join('')}
${vatRows.length > 1 ? `<tr><td>Total VAT included</td><td>${v.money(tax)}</td></tr>` : ''}
<tr class="big"><td>Invoice total</td><td>${v.money(total)}</td></tr>
<tr><td>Paid by PayPal on ${dt(ordered, 'dd.mm.yyyy')}</td><td>${v.money(total)}</td></tr>
</table>
<p class="note">All prices include German VAT. Please keep this invoice for your records; customs duties and import taxes in the destination country are not included.</p>
<footer><div><b>${esc(v.legal)}</b><br>${owner}<br>${hrb}</div><div>VAT ID: ${vatId}<br>Tax no. ${rng.int(200, 240)}/${rng.digits(3)}/${rng.digits(5)}</div><div>Sparkasse<br>IBAN DE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}<br>BIC ${n % 2 === 0 ? 'WELADE8LXXX' : 'HASPDEHHXXX'}</div></footer>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#222}.page{width:210mm;height:296mm;overflow:hidden;box-sizing:border-box;padding:15mm 18mm 12mm 22mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start}.logo{font-size:30px;color:${v.color};font-style:italic;font-weight:bold}.logo span{color:#999}.addr{text-align:right;font-size:10.5px;line-height:1.5}.sender{margin-top:14mm;font-size:8px;text-decoration:underline;color:#666}.top{display:flex;justify-content:space-between;margin-top:3mm}.to{line-height:1.5}.facts td{padding:1px 0 1px 10px}.facts td:first-child{color:#666}h1{font-size:20px;color:${v.color};margin:12mm 0 4mm;letter-spacing:1px}h1 small{font-size:12px;color:#777;letter-spacing:0}.items{width:100%;border-collapse:collapse}.items th{border-bottom:1.5px solid ${v.color};text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #e2e2e2}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:58%;margin:8px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 4px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:1.5px solid ${v.color};border-bottom:1.5px solid ${v.color}}.note{font-size:10px;color:#555;margin-top:10mm}footer{position:absolute;bottom:10mm;left:22mm;right:18mm;display:flex;justify-content:space-between;font-size:8.5px;color:#555;border-top:1px solid #bbb;padding-top:4px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
