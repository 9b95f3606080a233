import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, notAnId, personalId, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-ramon-crater-desert-hotel-folio';

/** Extras: name, lowest and highest price in agorot (with VAT). */
const EXTRAS: [string, number, number][] = [
  ['סיור ג׳יפים בשולי המכתש', 28000, 36000],
  ['תצפית כוכבים עם טלסקופ', 12000, 16000],
  ['עיסוי רקמות עמוק 50 דק׳', 34000, 42000],
  ['ארוחת ערב מדברית', 16000, 22000],
  ['יציאה מאוחרת', 15000, 25000],
  ['מיני בר', 3800, 9600],
  ['השכרת אופניים חשמליים ליום', 17000, 21000],
];
const GUESTS = ['אסף גרינברג', 'הילה שמואלי', 'ליאת ויסמן', 'עומר בוזגלו', 'תמר קרמר', 'יגאל פרידמן'];

/** A Mitzpe Ramon crater-edge hotel's or guest house's folio, dated on departure, prices including VAT (Israeli residents). */
export const heRamonCraterDesertHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng, undefined, [6, 28]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const roomRate = co ? rng.int(120, 210) * 1000 : rng.int(55, 95) * 1000;
    const lines: { d: string; day: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++)
      lines.push({ d: co ? `לינה - ${rng.pick(['חדר נוף למכתש', 'סוויטת מדבר'])}, ארוחת בוקר` : 'לינה בצימר, ארוחת בוקר', day: plus(arrival, i), sum: roomRate });
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(1, 3))) lines.push({ d: name, day: plus(arrival, rng.int(0, nights - 1)), sum: rng.int(lo / 100, hi / 100) * 100 });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const deposit = Math.round((roomRate * rng.pick([30, 50])) / 100 / 100) * 100;
    const vendorName = co ? 'שפת המכתש מלונאות מדבר בע"מ' : 'מאיה גולדנברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `RC${rng.int(100000, 999999)}` : `${rng.int(100, 999)}-${date.slice(0, 4)}`;
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const guest = rng.pick(GUESTS);
    const table = items(
      ['תאריך', 'פירוט', 'סכום'],
      lines.map((l) => [ltr(f(l.day)), l.d, ltr(money(l.sum))]),
    );
    const rest = gross - deposit;
    const pays = `${row(`מקדמה ששולמה בהזמנה (${ltr(f(plus(arrival, -rng.int(7, 40))))})`, ltr(money(deposit)))}${row('יתרה ששולמה בעזיבה - אשראי', ltr(money(rest)))}${row('יתרה לתשלום', ltr(money(0)))}`;
    const body = co
      ? `<div class="head"><div class="brand">מלון שפת המכתש</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · שד׳ בן גוריון 2, מצפה רמון · ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס / קבלה - חשבון אורח</h1>
${pairs(
  [
    ['מס׳ חשבונית', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['שם האורח', guest],
    ['ת.ז.', ltr(personalId(rng))],
    ['חדר', ltr(String(rng.int(101, 148)))],
    ['לילות', String(nights)],
    ['הגעה', ltr(f(arrival))],
    ['עזיבה', ltr(f(date))],
    ['מס׳ הזמנה', ltr(rng.digits(10))],
    ['מבוגרים', String(rng.int(1, 2))],
  ],
  2,
)}
${table}<div class="sum">${row('סה"כ חשבון', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${pays}</div>
<div class="sm">המחירים כוללים מע"מ לתושבי ישראל. כרטיס מועדון ${ltr(notAnId(rng))}.</div>`
      : `<div class="c"><div class="brand2">רוחות במכתש</div><div class="sm">צימרים ברובע הבשמים · מצפה רמון · ${ltr(cellular(rng))}</div></div>
<h1 class="c">חשבונית מס / קבלה ${ltr(doc)}</h1><div class="c">${ltr(f(date))}</div>
<div>אורח: ${guest} · הגעה ${ltr(f(arrival))} · ${nights} לילות · צימר "${rng.pick(['חול', 'אבן', 'נוף', 'רוח'])}"</div>
${table}<div class="sum2">${row('סה"כ', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}${pays}</div>
<div class="foot">מאיה גולדנברג · עוסק מורשה ${ltr(taxId)}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Hadasim CLM'"};font-size:${co ? 13 : 11.5}px;padding:${co ? '15mm' : '10mm'};box-sizing:border-box;height:${co ? '296mm' : '209mm'};position:relative}
.head{border-bottom:3px solid #bf360c;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#bf360c}.brand2{font-size:22px;font-weight:bold;color:#795548}
h1{font-size:${co ? 19 : 15}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:55%;margin-right:auto}.sum2{width:90%;margin-right:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #777;padding-top:3px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
