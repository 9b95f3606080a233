import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-meetup-venue-hire-invoice';

/** Tel Aviv tech meetup venue's English tax invoice in shekels, VAT added. */
export const enMeetupVenueHireInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const event = plus(date, -rng.int(1, 6));
    const hours = rng.int(3, 6);
    const hourly = rng.pick([90000, 110000, 125000]);
    const lines: [string, string, number][] = [[`Hall hire, ${hours} hours`, `${hours} × ${amount(hourly)}`, hours * hourly]];
    const guests = rng.int(40, 180);
    if (rng.chance(0.7)) {
      const pp = rng.int(35, 65) * 100;
      lines.push([`Pizza and drinks, ${guests} guests`, `${guests} × ${amount(pp)}`, guests * pp]);
    }
    lines.push(['AV technician and streaming', '1', rng.int(8, 16) * 10000]);
    if (rng.chance(0.5)) lines.push(['Cleaning fee', '1', 45000]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Loft Events Tel Aviv Ltd.' : 'Dana Mizrahi-Levin';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LFT${date.slice(2, 4)}-${rng.digits(4)}` : `${rng.int(100, 999)}/${date.slice(0, 4)}`;
    const f = (d: string) => (co ? dt(d, 'd Mon yyyy').replace(/^(\d+) (\w+) (\d+)$/, '$2 $1, $3') : dt(d, 'dd/mm/yyyy'));
    const money = (c: number) => (co ? `NIS ${amount(c)}` : `${amount(c)} ILS`);
    const client = rng.pick(['Quantum Leap Labs Ltd.', 'Cyberfort Systems Ltd.', 'Greenbyte Analytics Ltd.']);
    const body = `<div class="head"><div class="brand">${co ? 'THE LOFT TLV' : 'Kolot Hall'}</div><div class="r sm">${co ? `${vendorName}<br>Company No. ${hyphenId(taxId)}<br>22 HaArba'a St., Tel Aviv` : `Events space · Jaffa<br>${cellular(rng)}`}</div></div>
<h1>Tax Invoice</h1>
${grid([
  ['Invoice #', doc],
  ['Invoice date', f(date)],
  ['Event date', f(event)],
  ['Due date', f(plus(date, 30))],
  ['Booking', `EV-${rng.digits(5)}`],
])}
<div class="to">Bill to: <b>${client}</b>, Company No. ${taxIdOfCustomer(rng)}<br>Event: ${rng.pick(['React Tel Aviv meetup', 'Data Science night', 'DevOps Days warm-up', 'Founders breakfast'])}</div>
${items(
  ['Description', 'Qty × rate', 'Amount'],
  lines.map(([d, q, c]) => [d, q, money(c)]),
)}
<div class="sum">${row('Net amount', money(net))}${row(`VAT (${rate}%)`, money(vat))}${row('Total incl. VAT', money(gross), 'b big')}</div>
<div class="sm">Bank Hapoalim (12), branch ${rng.int(500, 799)}, account ${rng.digits(6)}. Please quote the invoice number.</div>
${co ? '' : `<div class="foot">Dana Mizrahi-Levin · Authorised Dealer (Osek Murshe) ${taxId}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Liberation Serif'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid ${co ? '#ff6f00' : '#283593'}}.brand{font-size:30px;font-weight:bold;color:${co ? '#ff6f00' : '#283593'}}.r{text-align:right}h1{font-size:20px}.to{margin:8px 0}.sum{width:45%;margin-left:auto}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:40px;border-top:1px solid #999;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
