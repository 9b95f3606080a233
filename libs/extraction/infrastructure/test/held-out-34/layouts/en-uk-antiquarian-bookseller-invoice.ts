import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-uk-antiquarian-bookseller-invoice';

const VENDORS = [
  {
    legal: 'Hartley & Quince Rare Books Ltd',
    town: '14 Old Bond Street, Bath BA1 1BP',
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    num: (k: number) => `HQ${k}`,
    digits: [10000, 99999],
    color: '#1b4332',
    font: "'P052','Noto Serif',serif",
  },
  {
    legal: 'Marchmont Antiquarian Books Limited',
    town: '3 Marchmont Crescent, Edinburgh EH9 1HN',
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (k: number) => `M/${k}`,
    digits: [1000, 9999],
    color: '#6a1b1b',
    font: "'Noto Serif','P052',serif",
  },
];

const BOOKS: [string, [number, number]][] = [
  ['Lear, Edward. Journals of a Landscape Painter in Southern Calabria. London: Bentley, 1852. First edition, original cloth.', [45000, 120000]],
  ['Tristram, H. B. The Land of Israel: A Journal of Travels in Palestine. London: SPCK, 1865. Folding map, rebacked.', [38000, 95000]],
  ['Roberts, David. The Holy Land (lithographs after), vol. II only. London: Day & Son, 1855.', [120000, 260000]],
  ['Conder, C. R. Tent Work in Palestine. 2 vols. London: Bentley, 1878. Half calf.', [30000, 68000]],
  ['Woolf, Virginia. Orlando: A Biography. London: Hogarth Press, 1928. First edition, lacking jacket.', [52000, 110000]],
  ['Baedeker, Karl. Palestine and Syria. Leipzig, 1912. Fifth edition, maps complete.', [12000, 26000]],
  ['Kelmscott Press. A Note by William Morris on his Aims. 1898. One of 525 copies.', [85000, 180000]],
];

export const enUkAntiquarianBooksellerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const books = rng.some(BOOKS, rng.int(1, 4)).map(([title, [lo, hi]]) => ({ title, price: rng.int(lo / 500, hi / 500) * 500, item: `${rng.int(60, 140)}/${rng.int(1, 240)}` }));
    const box = rng.chance(0.5) ? rng.pick([4500, 6500]) : 0;
    const carriage = rng.pick([2800, 3600, 4800]);
    const zero = add(books.map((b) => b.price));
    const std = box + carriage;
    const vat = taxOn(std, 20);
    const total = zero + std + vat;
    const money = (c: number) => `£${amount(c)}`;
    const client = rng.pick(['Prof. Daniel Amit, Jerusalem', 'The Nahum Library of Travel, Tel Aviv', 'Mrs Esther Levinson, Haifa', 'Mr Gideon Harel, Herzliya']);
    const vatNo = `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`;
    const coNo = rng.digits(8);
    const ordered = shift(date, -rng.int(2, 12));
    const letter =
      n % 2 === 0
        ? `<header class="centre"><div class="name">${esc(v.legal)}</div><div>Antiquarian &amp; Rare Books · Maps &amp; Prints</div><div>${v.town} · +44 1225 ${rng.digits(6)}</div></header>`
        : `<header class="left"><div class="mark">M</div><div><div class="name">Marchmont Books</div><div>Antiquarian books · Scottish &amp; Levantine travel</div></div></header>`;
    const footer =
      n % 2 === 0
        ? `<footer>Registered in England &amp; Wales no. ${coNo} · VAT reg. no. ${vatNo} · Member of the ABA and ILAB</footer>`
        : `<footer>${esc(v.legal)} · ${v.town} · Registered in Scotland SC${rng.digits(6)} · VAT no. ${vatNo}</footer>`;
    const body = `<div class="page">${letter}
<div class="meta"><div><b>To</b><br>${esc(client)}<br>Israel</div><table><tr><td>Invoice</td><td>${number}</td></tr><tr><td>Date</td><td>${v.date(date)}</td></tr><tr><td>Your order</td><td>by e-mail, ${dt(ordered, 'd Month yyyy')}</td></tr><tr><td>Catalogue</td><td>List ${rng.int(80, 140)}</td></tr></table></div>
<h1>Invoice</h1>
<table class="items"><tr><th>Item</th><th>Description</th><th>VAT</th><th>Price</th></tr>
${books.map((b) => `<tr><td>${b.item}</td><td>${esc(b.title)}</td><td>Z</td><td>${money(b.price)}</td></tr>`).join('')}
${box ? `<tr><td></td><td>Bespoke cloth clamshell box</td><td>S</td><td>${money(box)}</td></tr>` : ''}
<tr><td></td><td>Packing and fully insured courier to Israel</td><td>S</td><td>${money(carriage)}</td></tr>
</table>
<table class="vat"><tr><th>VAT code</th><th>Rate</th><th>Net</th><th>VAT</th></tr><tr><td>Z (books, zero-rated)</td><td>0%</td><td>${money(zero)}</td><td>${money(0)}</td></tr><tr><td>S (standard)</td><td>20%</td><td>${money(std)}</td><td>${money(vat)}</td></tr><tr class="b"><td>Total</td><td></td><td>${money(zero + std)}</td><td>${money(vat)}</td></tr></table>
<table class="tot"><tr class="big"><td>Amount due</td><td>${money(total)}</td></tr></table>
<p>Payment by bank transfer in sterling within 14 days, please: sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, account ${rng.digits(8)}, quoting the invoice number. The books will be dispatched on receipt of payment. Title remains with us until paid in full.</p>
${footer}</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.page{width:210mm;height:296mm;overflow:hidden;box-sizing:border-box;padding:16mm 18mm;position:relative}header{border-bottom:1px solid ${v.color};padding-bottom:8px;color:${v.color}}.centre{text-align:center}.left{display:flex;gap:10px;align-items:center}.mark{font-size:38px;border:2px solid ${v.color};width:54px;height:54px;text-align:center;line-height:54px}.name{font-size:22px;font-variant:small-caps;font-weight:bold}.meta{display:flex;justify-content:space-between;margin:14px 0;line-height:1.5}.meta td{padding:1px 0 1px 12px}.meta td:first-child{color:#666}h1{font-size:18px;font-weight:normal;letter-spacing:2px;text-transform:uppercase;color:${v.color}}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:1px solid #444;padding:4px}.items td{padding:5px 4px;vertical-align:top;border-bottom:1px solid #e4e4e4}.items td:last-child,.items th:last-child{text-align:right;white-space:nowrap}.vat{width:70%;margin:12px 0 0 auto;border-collapse:collapse;font-size:11px}.vat th,.vat td{padding:2px 5px;text-align:right}.vat th:first-child,.vat td:first-child{text-align:left}.vat th{border-bottom:1px solid #999}.vat .b td{border-top:1px solid #999}.tot{width:45%;margin:10px 0 0 auto;border-collapse:collapse}.tot td:last-child{text-align:right}.big td{font-size:16px;font-weight:bold;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color};padding:4px}p{font-size:10.5px;margin-top:14px;line-height:1.5}footer{position:absolute;bottom:12mm;left:18mm;right:18mm;text-align:center;font-size:9px;color:#555;border-top:1px solid #ccc;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
