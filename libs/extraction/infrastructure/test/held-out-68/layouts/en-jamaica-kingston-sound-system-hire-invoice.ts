import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-jamaica-kingston-sound-system-hire-invoice';

/** Clients: name, address, venue. */
const CLIENTS: [string, string, string][] = [
  ['Seaview Pavilion Hotel Limited', 'Gloucester Avenue, Montego Bay, St. James', 'Hotel beach lawn, Montego Bay'],
  ['Blue Hole Events Company Limited', 'West Street, Port Antonio, Portland', 'Folly Point grounds, Port Antonio'],
  ['Harbour Street Creative Agency Ltd', 'Harbour Street, Kingston', 'Waterfront pavilion, Kingston'],
  ['Dunn River Conference Centre Ltd', 'Main Street, Ocho Rios, St. Ann', 'Main ballroom, Ocho Rios'],
  ['Liguanea Alumni Association', 'Hope Road, Kingston 6', 'School sports field, Kingston 6'],
];
const EVENTS = ['Corporate anniversary dinner', 'Beach party and dance', 'Wedding reception', 'Product launch', 'Homecoming fundraiser', 'Staff fun day'];

/** Hire items: description, unit, lowest and highest rate in whole US dollars, per day or once. */
const ITEMS: [string, string, number, number, boolean][] = [
  ['Sound system: 2 x 18" sub stacks, 4 mid-tops, amp rack', 'day', 650, 1150, true],
  ['Selector / DJ', 'night', 250, 450, true],
  ['Sound engineer', 'day', 180, 300, true],
  ['Wireless microphone kit, 4 channels', 'day', 90, 140, true],
  ['Stage lighting package with operator', 'day', 320, 600, true],
  ['Monitor wedges and DJ booth', 'day', 120, 220, true],
  ['Power distribution and cabling', 'event', 120, 200, false],
  ['Transport, set-up and strike crew (truck + 4 crew)', 'event', 350, 620, false],
];

/**
 * A Kingston sound system hirer's tax invoice to hotels, promoters and companies across Jamaica,
 * Letter (URW Gothic): US dollars, Jamaica's General Consumption Tax at the standard 15% added, the
 * vendor's TRN and GCT registration number, the event's dates and venue, a deposit received and a
 * balance due as distractors, invoice number "RTS 24-0412" (never a Sunday).
 */
export const enJamaicaKingstonSoundSystemHireInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [3, 28]);
    const date = avoid(d0, [0]);
    const days = rng.int(1, 3);
    const lastDay = plus(date, -rng.int(0, 3));
    const firstDay = plus(lastDay, -(days - 1));
    const [client, address, venue] = rng.pick(CLIENTS);
    const lines = [ITEMS[0], ...rng.some(ITEMS.slice(1), rng.int(2, 5))].map(([desc, unit, lo, hi, perDay]) => {
      const qty = perDay ? days : 1;
      const rate = rng.int(lo / 5, hi / 5) * 500;
      return { desc, unit, qty, rate, sum: qty * rate };
    });
    const net = total(lines.map((l) => l.sum));
    const gct = vatOn(net, 15);
    const gross = net + gct;
    const deposit = Math.round(gross / 200) * 100;
    const vendorName = 'Riddim Tower Sound Services Limited';
    const trn = `0${rng.digits(2)}-${rng.digits(3)}-${rng.digits(3)}`;
    const doc = `RTS ${date.slice(2, 4)}-${String(rng.int(100, 899)).padStart(4, '0')}`;
    const usd = (c: number) => `US$${amount(c)}`;
    const body = `<div class="head"><div><div class="brand">RIDDIM TOWER SOUND</div><div class="sm">${vendorName}</div><div class="sm">21 Red Hills Road, Kingston 10, Jamaica W.I. · +1 876 ${rng.int(900, 999)} ${rng.digits(4)}</div><div class="sm">TRN ${trn} · GCT Registration No. ${trn}</div></div>
<div class="inv"><div class="t">TAX INVOICE</div><div>No. <b>${doc}</b></div><div>Date: ${dt(date, 'd Month yyyy')}</div></div></div>
<div class="cols"><div><div class="lbl">BILL TO</div><b>${e(client)}</b><br>${e(address)}</div><div>${pairs([
      ['Event', EVENTS[rng.int(0, EVENTS.length - 1)]],
      ['Event date(s)', days > 1 ? `${dt(firstDay, 'd Mon yyyy')} to ${dt(lastDay, 'd Mon yyyy')}` : dt(lastDay, 'd Mon yyyy')],
      ['Venue', venue],
      ['Quotation', `Q-${rng.int(1000, 1999)}`],
    ])}</div></div>
${items(
  ['Description', 'Qty', 'Unit', 'Rate', 'Amount'],
  lines.map((l) => [e(l.desc), String(l.qty), l.unit, amount(l.rate), amount(l.sum)]),
)}
<div class="sum">${row('Subtotal', usd(net))}${row('GCT @ 15%', usd(gct))}${row('TOTAL', usd(gross), 'b big')}<div class="rule"></div>${row('Less deposit received', `(${usd(deposit)})`)}${row('Balance due', usd(gross - deposit), 'b')}</div>
<div class="terms">Balance payable within 14 days of the invoice date by wire to our US$ account at a Kingston bank, or by manager's cheque. Equipment remains the property of Riddim Tower Sound; damage or loss is charged at replacement cost.</div>
<div class="thanks">Thank you for your business. Big up!</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','DejaVu Sans';font-size:12px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:4px solid #0a7a3b;padding-bottom:8px}.brand{font-size:26px;font-weight:bold;color:#0a7a3b;letter-spacing:2px}
.inv{text-align:right}.t{font-size:20px;font-weight:bold;color:#c79a00}.cols{display:flex;justify-content:space-between;margin:12px 0}.lbl{font-size:0.8em;color:#666;letter-spacing:1px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.sum{width:44%;margin:8px 0 10px auto}.big{font-size:1.15em}.terms{margin-top:14px;font-size:0.9em;color:#333}.thanks{margin-top:14px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'Letter', css, body }),
      page: 'Letter',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(gct) },
    };
  },
};
