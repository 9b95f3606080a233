import { amount, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, grid, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-norwegian-rosemaling-course-invoice';

const LINES: [string, number][] = [
  ['Rosemaling weekend course, Telemark style (per participant)', 39500],
  ['Rosemaling weekend course, Hallingdal style (per participant)', 39500],
  ['Taster session, 3 hours (per participant)', 8500],
  ['Wooden bowl blank, birch', 3200],
  ['Ale bowl (ølbolle) blank, carved', 6800],
  ['Oil paint set, 12 colours', 5400],
  ['Brush set, squirrel hair', 4100],
  ['Lunch platter (per participant)', 2200],
  ['Varnishing and shipping of finished piece', 4900],
];

const VENDORS = [
  {
    brand: 'ROSEVEGG ATELIER',
    legal: 'Rosevegg Kunsthandverk AS',
    town: 'Storgata 18, 3850 Kviteseid, Norway',
    color: '#9c2f2f',
    font: "'DejaVu Serif','Liberation Serif',serif",
    num: (rng: Rng, iso: string) => `RV-${iso.slice(0, 4)}-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `€ ${comma(c, ' ')}`,
  },
  {
    brand: 'Hallingmåling',
    legal: 'Hallingmåling Tove Rud ENK',
    town: 'Gamlevegen 4, 3570 Ål, Norway',
    color: '#2f5f9c',
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    num: (rng: Rng) => String(rng.int(20000, 29999)),
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    money: (c: number) => `EUR ${amount(c)}`,
  },
];

export const enNorwegianRosemalingCourseInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [0, 6]);
    const v = VENDORS[d.n % 2];
    const number = v.num(rng, date);
    const people = rng.int(1, 4);
    const lines = rng.some(LINES, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: /participant/.test(name) ? people : rng.int(1, 3) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, 25);
    const sum = net + tax;
    const orgnr = `9${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`;
    const body = `<div class="pg">
<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">Traditional Norwegian decorative painting</div></div><div class="r sm">${e(v.legal)}<br/>${e(v.town)}<br/>Org.nr ${orgnr} MVA<br/>+47 ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(3)}</div></div>
<h1>INVOICE / FAKTURA</h1>
${grid([
  ['Invoice No. / Fakturanr.', number],
  ['Invoice date / Fakturadato', v.date(date)],
  ['Due date / Forfallsdato', v.date(plus(date, 14))],
  ['Course dates / Kursdato', `${v.date(plus(date, -rng.int(3, 9)))}`],
  ['Booking / Bestilling', `B${rng.int(10000, 99999)}`],
])}
<div class="cust"><b>Customer:</b> ${rng.pick(["Michal Harel, Ra'anana, Israel (passport 3" + rng.digits(7) + ')', 'Eitan and Noa Shalev, Haifa, Israel', 'Arts Centre "Bait Lamanot", Kfar Saba, Israel'])} · Participants: ${people}</div>
${items(
  ['Description / Beskrivelse', 'Qty', 'Unit', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), v.money(l.unit), v.money(l.qty * l.unit)]),
)}
<div class="sums">${pairs([
      ['Net amount / Netto', v.money(net)],
      ['VAT / MVA 25%', v.money(tax)],
      ['Total due / Å betale', v.money(sum)],
    ])}</div>
<div class="sm">IBAN NO${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · BIC ${rng.pick(['DNBANOKK', 'SPTRNO22'])} · KID ${rng.digits(11)}</div>
<div class="sm">Thank you / Takk for handelen!</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color}}.r{text-align:right}.brand{font-size:26px;font-weight:bold;color:${v.color}}h1{font-size:20px}.grid th{background:#f4eee4}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
