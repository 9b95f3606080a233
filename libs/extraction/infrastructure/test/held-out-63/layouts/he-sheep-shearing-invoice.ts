import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-sheep-shearing-invoice';

const FLOCKS: [string, boolean][] = [
  ['עדרי הגלבוע - משק כהן בע"מ', true],
  ['צאן ההר - מחלבת כבשים בע"מ', true],
  ['חוות המעיין אגש"ח בע"מ', true],
  ['גבינות הגולן הקטנות בע"מ', true],
  ['יעקב מזרחי - משק 14', false],
  ['סלמאן קאסם', false],
];

/** A sheep shearer's A4 tax invoice for a spring shearing day (March to June, never a Saturday), VAT added. */
export const heSheepShearingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng, [3, 4, 5, 6]);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const shorn = plus(date, -rng.int(0, 4));
    const ewes = rng.int(8, 60) * 10;
    const lines: { d: string; q: number; unit: number; u: string }[] = [
      { d: 'גזיזת כבשות', q: ewes, unit: (co ? rng.int(15, 18) : rng.int(13, 16)) * 100, u: 'ראש' },
      { d: 'גזיזת אילים', q: rng.int(2, 12), unit: (co ? rng.int(28, 35) : rng.int(25, 30)) * 100, u: 'ראש' },
    ];
    if (rng.chance(0.6)) lines.push({ d: 'ניקוי אחוריים לטלאים', q: rng.int(20, 150), unit: rng.int(5, 7) * 100, u: 'ראש' });
    if (rng.chance(0.5)) lines.push({ d: 'גיזום פרסות', q: rng.int(30, 200), unit: rng.int(8, 12) * 100, u: 'ראש' });
    if (rng.chance(0.6)) lines.push({ d: 'אריזת צמר בשקי יוטה', q: rng.int(3, 20), unit: 3500, u: 'שק' });
    const km = rng.int(40, 160);
    lines.push({ d: `נסיעה ${km} ק"מ`, q: km, unit: 310, u: 'ק"מ' });
    if (rng.chance(0.3)) lines.push({ d: 'תוספת יציאה לפני 06:00', q: 1, unit: 25000, u: 'יח׳' });
    const sums = lines.map((l) => l.q * l.unit);
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'צמר נקי שירותי גזיזה בע"מ' : 'נאיף חלבי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `GZ/${date.slice(0, 4)}/${String(rng.int(1, 9999)).padStart(4, '0')}` : String(rng.int(300, 2999));
    const money = (c: number) => (co ? sh(c, 'x ₪') : sh(c, 'x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'he'));
    const [customer, isCo] = rng.pick(FLOCKS);
    const custId = isCo ? taxIdOfCustomer(rng) : personalId(rng);
    const days = rng.pick([30, 45]);
    const table = items(
      ['תיאור', 'יחידה', 'כמות', 'מחיר ליחידה', 'סה"כ'],
      lines.map((l, i) => [l.d, l.u, String(l.q), ltr(money(l.unit)), ltr(money(sums[i]))]),
    );
    const totals = `${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(co ? money(gross) : `₪ ${money(gross)}`), 'b big')}`;
    const body = co
      ? `<div class="head"><div class="brand">צמר נקי</div><div>${vendorName} · ח.פ. ${ltr(taxId)}<br>מושב עמקה, ד.נ. גליל מערבי · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס</h1>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['תאריך גזיזה', ltr(f(shorn))],
  ['מס׳ ראשים', String(ewes + lines[1].q)],
  ['לתשלום עד', ltr(f(plus(date, days)))],
])}
${pairs([
  ['לכבוד', customer],
  [isCo ? 'ח.פ. לקוח' : 'ת.ז.', ltr(custId)],
  ['מקום', rng.pick(['דיר עליון', 'מכלאה ליד המחלבה', 'דיר החורף'])],
  ['גוזזים בצוות', String(rng.int(2, 5))],
])}
${table}<div class="sum">${totals}</div>
<div class="sm">תנאי תשלום: שוטף ${days} · העברה לבנק ${ltr(`${rng.int(10, 31)}-${rng.int(100, 999)}-${rng.digits(6)}`)} · הצמר נשאר בבעלות המגדל.</div>`
      : `<div class="head2"><div class="brand2">מספרי הכרמל - גזיזת צאן</div><div class="sm">בית ג׳ן · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס ${ltr(doc)}</h1><div class="b">תאריך ${f(date)}</div>
${pairs(
  [
    ['לכבוד', customer],
    [isCo ? 'ח.פ.' : 'ת.ז.', ltr(custId)],
    ['יום הגזיזה', f(shorn)],
    ['תנאי תשלום', `שוטף ${days}`],
  ],
  2,
)}
${table}<div class="sum">${totals}</div>
<div class="foot">נאיף חלבי · עוסק מורשה ${ltr(taxId)} · בית ג׳ן</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'Nachlieli CLM'"};font-size:13px;padding:15mm;box-sizing:border-box;height:296mm;position:relative}
.head{border-bottom:3px solid #5d4037;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#5d4037}.head2{text-align:center}.brand2{font-size:24px;font-weight:bold;color:#33691e}
h1{font-size:20px;margin:12px 0 6px}.pairs{margin:6px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:3px;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
