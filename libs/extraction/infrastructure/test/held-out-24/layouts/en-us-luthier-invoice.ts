import { addDays, esc, formatDate, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { dateInYears, ein, spread, usd } from './extra';

// Combined sales tax rates in thousandths of a percent (8875 = 8.875%).
const SHOPS = [
  { name: 'Carraway Violins', legal: 'Carraway Violins, LLC', addr: '214 Huntington Ave, Boston, MA 02115', phone: '(617) 555-0148', state: 'MA', milli: 6250 },
  {
    name: 'Halvorsen & Daughters',
    legal: 'Halvorsen & Daughters Stringed Instruments, Inc.',
    addr: '1130 S Michigan Ave, Suite 4, Chicago, IL 60605',
    phone: '(312) 555-0193',
    state: 'IL',
    milli: 10250,
  },
  { name: 'Brooklyn Bow Works', legal: 'Brooklyn Bow Works LLC', addr: '88 Bergen St, Brooklyn, NY 11201', phone: '(718) 555-0172', state: 'NY', milli: 8875 },
] as const;

// description, price in cents, taxable goods?
const WORK: [string, [number, number], boolean][] = [
  ['Violin, Markneukirchen c. 1920, labelled “Antonius Stradivarius” (copy)', [680000, 1450000], true],
  ['Viola 16½", workshop of the house, oil varnish', [540000, 890000], true],
  ['Cello bow, pernambuco, silver mounted, 80 g', [180000, 360000], true],
  ['Violin bow, carbon fibre, ebony frog', [42000, 89000], true],
  ['Bow rehair – white Mongolian horsehair', [8500, 11000], false],
  ['Soundpost adjustment and new bridge fitted', [16000, 24000], false],
  ['Open seam reglued, cleaning and polish', [12000, 26000], false],
  ['Strings, full set (Evah Pirazzi Gold)', [11000, 14500], true],
  ['Oblong case, carbon shell, hygrometer', [52000, 78000], true],
  ['Written appraisal for insurance purposes', [20000, 30000], false],
];

const PLAYERS = [
  ['Noam Feldman', 'Rehov Bialik 18, Ramat Gan 5245101, Israel'],
  ['Dr. Irina Shulman', 'Moshav Beit Zayit 52, 9081500, Israel'],
  ['The Galilee Chamber Orchestra (att. Hagar Levin)', 'P.O. Box 331, Karmiel 2161201, Israel'],
  ['Eli Ben-Haim', 'Derech Hevron 102, Jerusalem 9343215, Israel'],
];

/**
 * An American violin maker's and restorer's invoice to an Israeli player or orchestra, in US dollars on Letter paper
 * (URW Bookman, C059 or Nimbus Roman; the shop's name in P052 italic beside a drawn f-hole): "INVOICE" with
 * "Invoice #" ("CV-2291", "24-0317" or five digits), "Date", "Customer ID", "Work order" weeks before; "Sold to"
 * with an Israeli address and a +972 phone, "Ship to" the same or "Customer pick-up in store"; instruments, bows,
 * rehairs, adjustments, strings, cases and an appraisal, goods marked T; in store a state sales tax on T items
 * ("Sales tax MA 6.25%", "IL – Chicago 10.25%", "NY – Kings County 8.875%"), or shipped abroad "Export – shipped
 * outside the United States, no sales tax" with FedEx and insurance lines and a tracking number; "Subtotal",
 * "Invoice total"; the deposit by wire with its date and the card's balance, "Amount due $0.00"; the company with
 * its EIN in the footer.
 */
export const enUsLuthierInvoice: Layout = {
  id: 'en-us-luthier-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'en-us-luthier-invoice');
    const s = rng.pick(SHOPS);
    const date = dateInYears(rng);
    const shipped = rng.chance(0.5);
    const items = rng.some(WORK, rng.int(2, 5)).map(([text, range, taxable]) => ({ text, taxable, price: Math.round(rng.int(range[0], range[1]) / 500) * 500 }));
    // A sale in the store always has some goods on it, so that its sales tax line is never nil.
    if (!shipped && !items.some((i) => i.taxable)) items.push({ text: 'Strings, full set (Dominant, silver D)', taxable: true, price: 9500 });
    if (shipped) {
      items.push({ text: 'FedEx International Priority to Israel, signature required', taxable: false, price: rng.int(190, 340) * 100 });
      items.push({ text: 'Transit insurance (declared value)', taxable: false, price: rng.int(60, 140) * 100 });
    }
    const subtotal = items.reduce((a, i) => a + i.price, 0);
    const taxable = items.filter((i) => i.taxable).reduce((a, i) => a + i.price, 0);
    const stateTax = shipped ? 0 : Math.round((taxable * s.milli) / 100000);
    const total = subtotal + stateTax;
    const deposit = Math.round((total * rng.pick([0.2, 0.3, 0.5])) / 10000) * 10000;
    const depositDay = addDays(date, -rng.int(10, 45));
    const docNo = rng.pick([() => `CV-${rng.int(1000, 3999)}`, () => `${date.slice(2, 4)}-${String(rng.int(1, 999)).padStart(4, '0')}`, () => String(rng.int(10000, 39999))])();
    const fmt = rng.pick(['mm/dd/yyyy', 'Month d, yyyy', 'Mon d, Y'] as const);
    const d = (x: string) => (fmt === 'Mon d, Y' ? formatDate(x, fmt) : dt(x, fmt));
    const font = rng.pick(['URW Bookman', 'C059', 'Nimbus Roman']);
    const [who, addr] = rng.pick(PLAYERS);
    const label = s.state === 'MA' ? 'Sales tax MA 6.25%' : s.state === 'IL' ? 'Sales tax IL – Chicago 10.25%' : 'Sales tax NY – Kings County 8.875%';
    const fhole = `<svg width="22" height="56" viewBox="0 0 22 56"><circle cx="15" cy="5" r="3.5" fill="#5a2e12"/><circle cx="7" cy="51" r="3.5" fill="#5a2e12"/><path d="M15 8 C15 20 6 22 8 32 C9 40 7 44 7 48" stroke="#5a2e12" stroke-width="2.5" fill="none"/><path d="M6 26 l5 -3 M11 33 l5 -3" stroke="#5a2e12" stroke-width="1.5"/></svg>`;
    const money = (c: number) => usd(c);
    const rows = items.map((i) => `<tr><td>${esc(i.text)}</td><td class="t">${i.taxable ? 'T' : ''}</td><td>${money(i.price)}</td></tr>`).join('');
    const tr = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const card = `${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}`;
    const body = `<div class="page"><div class="head"><div class="brandrow">${fhole}<div><div class="name">${esc(s.name)}</div><div class="sub">Violins · Violas · Cellos · Bows — making, restoration &amp; appraisal</div><div class="sub">${esc(s.addr)} · ${esc(s.phone)}</div></div></div><div class="inv">INVOICE</div></div>
<table class="facts"><tr><td>Invoice #</td><td><b>${esc(docNo)}</b></td><td>Customer ID</td><td>C-${rng.int(10000, 19999)}</td></tr><tr><td>Date</td><td><b>${d(date)}</b></td><td>Work order</td><td>WO-${rng.int(4000, 8999)} (${d(addDays(date, -rng.int(14, 60)))})</td></tr></table>
<div class="parties"><div><div class="h">Sold to</div>${esc(who)}<br>${esc(addr)}<br>+972 5${rng.int(0, 8)}-${rng.digits(3)}-${rng.digits(4)}</div><div><div class="h">${shipped ? 'Ship to' : 'Delivery'}</div>${shipped ? `${esc(who)}<br>${esc(addr)}<br>Tracking ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}` : 'Customer pick-up in store'}</div></div>
<table class="lines"><tr class="th"><td>Description</td><td></td><td>Amount</td></tr>${rows}</table>
<table class="tot">${tr('Subtotal', money(subtotal))}${shipped ? tr('Sales tax', '—') : tr(`${label} (on T items ${money(taxable)})`, money(stateTax))}${tr('Invoice total', money(total), 'g')}${tr(`Deposit – wire received ${d(depositDay)}`, `(${money(deposit)})`)}${tr(`Paid – ${card}`, `(${money(total - deposit)})`)}${tr('Amount due', money(0), 'b')}</table>
${shipped ? '<p class="note">Export – shipped outside the United States; no sales tax collected. Import duties and VAT in Israel are the buyer’s responsibility.</p>' : '<p class="note">T = taxable item. Services (repairs, adjustments, appraisals) are not subject to sales tax.</p>'}
<div class="foot">${esc(s.legal)} · EIN ${ein(rng)} · Thank you for trusting us with your instrument.</div></div>`;
    const css = `body{font-family:'${font}',serif;font-size:11.5px;color:#2a1a10}.page{padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #5a2e12;padding-bottom:3mm}.brandrow{display:flex;gap:4mm;align-items:center}.name{font-family:'P052',serif;font-style:italic;font-size:27px;color:#5a2e12}.sub{font-size:9.5px}.inv{font-size:24px;letter-spacing:4px;color:#5a2e12}
.facts{margin:5mm 0;border-collapse:collapse}.facts td{padding:0.8mm 6mm 0.8mm 0}.parties{display:flex;gap:12mm;margin-bottom:5mm;line-height:1.5}.h{font-weight:bold;text-transform:uppercase;font-size:9.5px;letter-spacing:1px;color:#5a2e12}
.lines{width:100%;border-collapse:collapse}.lines td{padding:1.5mm;border-bottom:0.5px solid #cdbba9}.lines td:last-child{text-align:right;white-space:nowrap}.t{width:6mm;text-align:center}.th td{font-weight:bold;border-bottom:1.5px solid #2a1a10}
.tot{margin-left:auto;margin-top:4mm;min-width:95mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #2a1a10;border-bottom:1.5px solid #2a1a10}.b td{font-weight:bold}
.note{font-size:10px;margin-top:5mm}.foot{margin-top:10mm;border-top:0.5px solid #cdbba9;padding-top:2mm;font-size:9.5px;text-align:center}`;
    const page = '8.5in 11in';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), ...(shipped ? {} : { tax: truthAmount(stateTax) }) },
    };
  },
};
