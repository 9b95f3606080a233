import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, notAnId, personalId, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-netanya-cliff-hotel-folio';

/** Extras: name, lowest and highest price in whole shekels (with VAT). */
const EXTRAS: [string, number, number][] = [
  ['ארוחת ערב במסעדת המלון', 180, 420],
  ['עיסוי שוודי 45 דק׳ בספא', 290, 360],
  ['שירות חדרים', 85, 190],
  ['חניה מקורה ללילה', 50, 50],
  ['מיטות שיזוף בחוף', 60, 90],
  ['בקבוק יין לחדר', 120, 190],
  ['יציאה מאוחרת עד 15:00', 150, 250],
  ['כביסה וגיהוץ', 45, 110],
];
const GUESTS = ['שלומית רבינוביץ', 'ערן טויטו', 'מיכל אברמוב', 'אהרון שפירא', 'לירון גבאי', 'ענבל הורוביץ'];

/** A Netanya cliff-top hotel's or seafront guest rooms' folio, dated on departure, prices including VAT (Israeli residents). */
export const heNetanyaCliffHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng, undefined, [5, 28]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const roomRate = co ? rng.int(95, 180) * 1000 : rng.int(45, 80) * 1000;
    const charges: { day: string; d: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) charges.push({ day: plus(arrival, i), d: co ? 'לינה - חדר נוף לים, ארוחת בוקר' : 'לינה - חדר זוגי', sum: roomRate });
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(1, co ? 4 : 2))) charges.push({ day: plus(arrival, rng.int(0, nights - 1)), d: name, sum: rng.int(lo, hi) * 100 });
    charges.sort((a, b) => a.day.localeCompare(b.day));
    const gross = total(charges.map((c) => c.sum));
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * rng.pick([20, 25, 30])) / 100 / 10000) * 10000;
    const rest = gross - deposit;
    const vendorName = co ? 'צוק הים נתניה אירוח בע"מ' : 'חנה וייסברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `NC${date.slice(2, 4)}-${String(rng.int(1, 99999)).padStart(5, '0')}` : String(rng.int(100, 999));
    const money = (c: number) => (co ? sh(c, 'x ₪') : sh(c, '₪x'));
    const f = (d: string) => (co ? dt(d, 'd/m/yyyy') : dt(d, 'dd.mm.yy'));
    const guest = rng.pick(GUESTS);
    const depositDay = plus(arrival, -rng.int(5, 45));
    const body = co
      ? (() => {
          // A folio of charges and payments, each in its own column, to a zero balance.
          const rows = [
            ...charges.map((c) => [ltr(f(c.day)), c.d, ltr(money(c.sum)), '']),
            [ltr(f(depositDay)), 'מקדמה - העברה בנקאית', '', ltr(money(deposit))],
            [ltr(f(date)), `תשלום בעזיבה - אשראי ****${rng.digits(4)}`, '', ltr(money(rest))],
          ];
          return `<div class="head"><div class="brand">מלון צוק הים</div><div class="sm">שדרות ניצה 30, נתניה · ${ltr(landline(rng))}<br>${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<h1>חשבונית מס / קבלה - חשבון אורח</h1>
${pairs(
  [
    ['מס׳ חשבונית', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['אורח', guest],
    ['ת.ז.', ltr(personalId(rng))],
    ['חדר', ltr(String(rng.int(201, 918)))],
    ['הגעה', ltr(f(arrival))],
    ['עזיבה', ltr(f(date))],
    ['לילות', String(nights)],
    ['אישור הזמנה', ltr(`W${rng.digits(8)}`)],
    ['חבר מועדון', ltr(notAnId(rng))],
  ],
  2,
)}
${items(['תאריך', 'פירוט', 'חיוב', 'זיכוי / תשלום'], rows)}
<div class="sum">${row('סה"כ חיובים', ltr(money(gross)), 'b big')}${row('סה"כ תשלומים', ltr(money(gross)))}${row('יתרה', ltr(money(0)))}${row(`מע"מ ${rate}% כלול בחיובים`, ltr(money(vat)))}</div>
<div class="sm">המחירים כוללים מע"מ לתושבי ישראל. תודה שבחרתם במלון צוק הים.</div>`;
        })()
      : `<div class="c"><div class="brand2">חדרים על המצוק</div><div class="sm">רח׳ הרצל 4, נתניה · מול הים · ${ltr(cellular(rng))}</div></div>
<h1 class="c">חשבונית מס קבלה מס׳ ${ltr(doc)}</h1><div class="c">${ltr(f(date))}</div>
<div>לכבוד ${guest} · הגעה ${ltr(f(arrival))} · עזיבה ${ltr(f(date))} (${nights} לילות)</div>
${items(
  ['תאריך', 'פירוט', 'סכום'],
  charges.map((c) => [ltr(f(c.day)), c.d, ltr(money(c.sum))]),
)}
<div class="sum2">${row('סה"כ', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}${row(`שולם מראש (${ltr(f(depositDay))})`, ltr(money(deposit)))}${row('שולם בעזיבה - מזומן/ביט', ltr(money(rest)))}</div>
<div class="foot">חנה וייסברג · עוסק מורשה ${ltr(taxId)}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Nachlieli CLM'"};font-size:${co ? 13.5 : 11.5}px;padding:${co ? '15mm' : '10mm'};box-sizing:border-box;height:${co ? '296mm' : '209mm'};position:relative}
.head{text-align:center;border-bottom:2px solid #0d47a1;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#0d47a1;letter-spacing:1px}.brand2{font-size:22px;font-weight:bold;color:#00695c}
h1{font-size:${co ? 19 : 15}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:55%;margin-right:auto}.sum2{width:85%;margin-right:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #777;padding-top:3px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
