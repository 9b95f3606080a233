import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-farrier-invoice';

/** Work per horse, lowest and highest price in agorot before VAT. */
const WORK: [string, number, number][] = [
  ['פרזול מלא - 4 פרסות', 42000, 52000],
  ['פרזול קדמיות בלבד', 26000, 32000],
  ['גילוף ויישור פרסות (ללא פרזול)', 15000, 19000],
  ['פרסות אורתופדיות עם מילוי סיליקון', 68000, 82000],
  ['פרזול סוס ספורט - פרסות אלומיניום', 58000, 70000],
  ['טיפול בסדק בפרסה + הדבקה', 18000, 26000],
];
const HORSES = ['ברק', 'סהרה', 'נבו', 'לונה', 'קסם', 'צ׳יף', 'שחר', 'אמבר', 'ג׳וקר', 'פנינה'];
const STABLES = ['חוות הרוח בגלבוע בע"מ', 'אורוות עמק יזרעאל בע"מ', 'מרכז רכיבה טיפולית השרון בע"מ', 'חוות סוסים כרמים בע"מ'];

/** A farrier's A4 tax invoice for a stable visit (Sunday-Friday), VAT added. */
export const heFarrierInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const horses = rng.some(HORSES, rng.int(2, 5));
    const lines = horses.map((h) => {
      const [w, lo, hi] = rng.pick(WORK);
      return { d: `${w} - הסוס "${h}"`, q: 1, u: rng.int(lo / 1000, hi / 1000) * 1000 };
    });
    const km = rng.int(18, 140);
    lines.push({ d: `נסיעה ${km} ק"מ × ₪2.40`, q: 1, u: km * 240 });
    if (rng.chance(0.3)) lines.push({ d: 'תוספת קריאה דחופה (סוס צולע)', q: 1, u: 25000 });
    const net = total(lines.map((l) => l.q * l.u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'פרסה שירותי פרזול וטיפול בסוסים בע"מ' : 'אורי בן-שושן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `FR-${rng.int(1000, 9999)}/${date.slice(2, 4)}` : String(rng.int(300, 2999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'he'));
    const stable = rng.chance(0.7);
    const visit = plus(date, -rng.int(0, 3));
    const client: [string, string][] = stable
      ? [
          ['לכבוד', rng.pick(STABLES)],
          ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
        ]
      : [
          ['לכבוד', rng.pick(['עדי שפירא', 'נגה אלון', 'רון פלג'])],
          ['ת.ז.', ltr(personalId(rng))],
        ];
    const info = pairs(
      [
        ['חשבונית מס מס׳', ltr(doc)],
        ['תאריך', ltr(f(date))],
        ...client,
        ['תאריך ביקור באורווה', ltr(f(visit))],
        ['מס׳ סוסים', String(horses.length)],
        ['תנאי תשלום', co ? 'שוטף + 30' : 'מזומן / העברה בנקאית'],
        ['לתשלום עד', ltr(f(plus(date, co ? 30 : 7)))],
      ],
      2,
    );
    const table = items(
      ['#', 'תיאור העבודה', 'סכום'],
      lines.map((l, i) => [String(i + 1), l.d, ltr(money(l.u))]),
    );
    const sums = `<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>`;
    const body = co
      ? `<div class="head"><div><div class="brand">פרסה</div><div class="sm">פרזול, גילוף ושיקום פרסות · מושב בית שערים</div></div><div class="sm l">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס</h1>${info}${table}${sums}
<div class="sm">מומלץ פרזול חוזר בעוד 6-8 שבועות. העברה לחשבון בנק לאומי 10-${rng.int(700, 999)}-${rng.digits(8)}.</div>`
      : `<div class="head"><div><div class="brand2">הנפח הנודד</div><div class="sm">פרזול סוסים בגליל ובעמקים · ${ltr(cellular(rng))}</div></div></div>
<h1>חשבונית מס</h1>${info}${table}${sums}
<div class="sm">תודה! נשמח לראותכם בביקור הבא.</div>
<div class="foot">אורי בן-שושן · עוסק מורשה ${ltr(taxId)} · הנפח הנודד</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'Nachlieli CLM'"};font-size:13.5px;padding:16mm;box-sizing:border-box;height:296mm;position:relative}
.head{display:flex;justify-content:space-between;border-bottom:3px solid #5d4037;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#5d4037}.brand2{font-size:28px;font-weight:bold;color:#455a64}.l{text-align:left}
h1{font-size:20px;margin:12px 0 6px}.pairs{width:100%}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:16mm;right:16mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
