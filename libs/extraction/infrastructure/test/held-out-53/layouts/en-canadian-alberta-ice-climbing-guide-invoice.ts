import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-canadian-alberta-ice-climbing-guide-invoice';

/** Alberta ice climbing guide's invoice in US dollars, 5% GST added (no provincial sales tax in Alberta). */
export const enCanadianAlbertaIceClimbingGuideInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [1, 2, 3, 12]);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const people = rng.int(1, 4);
    const days = rng.int(1, 3);
    const pool: [string, number, number][] = [
      [`Guided ice climbing, ${days} day(s), per climber`, people * days, rng.int(260, 380) * 100],
      ['Crampons and ice tools rental, per day', people * days, 3500],
      ['Mountaineering boots rental, per day', people * days, 2500],
      ['Avalanche safety briefing', 1, 9000],
      ['Private guide supplement', days, rng.int(120, 200) * 100],
      ['Park pass, per person per day', people * days, 1100],
    ];
    const rows = [pool[0], ...rng.some(pool.slice(1), rng.int(1, 3))];
    const sub = total(rows.map(([, q, u]) => q * u));
    const gst = Math.round((sub * 5) / 100);
    const gross = sub + gst;
    const vendorName = co ? 'Bow Valley Ice Guides Ltd.' : 'Kananaskis Vertical Inc.';
    const gstNo = `${rng.digits(9)} RT0001`;
    const doc = co ? `BVI-${rng.digits(5)}` : `${date.slice(2, 4)}${rng.digits(4)}`;
    const fmt = (d: string) => (co ? dt(d, 'Month d, yyyy') : dt(d, 'yyyy-mm-dd'));
    const money = (c: number) => (co ? `US$${amount(c)}` : `${amount(c)} USD`);
    const body = `<div class="top"><div><div class="brand">${co ? 'BOW VALLEY ICE' : 'KANANASKIS VERTICAL'}</div><div class="sm">${co ? 'Railway Ave, Canmore, Alberta T1W 1P1, Canada' : `+1 403 ${rng.digits(3)} ${rng.digits(4)}`}</div></div>
${co ? `<div class="r sm">${vendorName}<br>GST Reg. No. ${gstNo}</div>` : ''}</div>
<h2>INVOICE</h2>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice date', fmt(date)],
    ['Trip ref.', `ICE-${rng.digits(4)}`],
    ['Climb dates', `${fmt(plus(date, -days))} – ${fmt(plus(date, -1))}`],
    ['Climbers', String(people)],
    ['Currency', 'USD'],
  ],
  2,
)}
<div>Lead climber: ${rng.pick(['Gil Avraham', 'Shira Nadav', 'Eitan Weiss', 'Maya Levin'])}, Haifa, Israel</div>
${items(
  ['Description', 'Qty', 'Rate', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="sum">${row('Subtotal', money(sub))}${row('GST 5%', money(gst))}${row('Total', money(gross), 'b big')}</div>
<div class="sm">Paid by card ending ${rng.digits(4)}, authorization ${rng.digits(6)}. Waiver no. W${rng.digits(6)} on file.</div>
${co ? '' : `<div class="foot">${vendorName} · Spray Lakes Rd, Canmore, AB · GST/HST No. ${gstNo}</div>`}`;
    const page = co ? 'Letter' : 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'P052'"};font-size:13px;padding:16mm}.top{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:24px;font-weight:bold;color:#01579b}h2{font-size:18px}.sum{width:50%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(gst) },
    };
  },
};
