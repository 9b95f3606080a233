import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, sh, share } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-microscopes-webshop-order';

const GOODS: [string, number, number][] = [
  ['מיקרוסקופ תלמידים 40-400x', 390, 590],
  ['מיקרוסקופ סטריאו 20x/40x', 890, 1390],
  ['מיקרוסקופ ביולוגי 1000x עם תאורת LED', 1290, 1890],
  ['מצלמת עינית USB 5MP', 290, 450],
  ['סט 50 תכשירים מוכנים - ביולוגיה', 160, 240],
  ['זכוכיות נושא (72 יח׳)', 25, 39],
  ['זכוכיות מכסה (100 יח׳)', 15, 25],
  ['שמן טבילה 10 מ"ל', 19, 29],
  ['ערכת צביעה - כחול מתילן ויוד', 45, 69],
  ['צלחות פטרי (10 יח׳)', 29, 45],
  ['ערכת ניתוח ומלקחיים', 59, 89],
  ['תאורת טבעת LED', 120, 180],
  ['כיסוי אבק למיקרוסקופ', 29, 39],
];

/** Microscopes and lab supplies web shop's A4 order invoice, prices including VAT. */
export const heMicroscopesWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng
      .some(GOODS, rng.int(2, 6))
      .map(([name, lo, hi]) => ({ sku: `MS-${rng.digits(4)}`, name, qty: rng.chance(0.25) ? rng.int(2, 4) : 1, unit: rng.int(lo, hi) * 100 + rng.pick([0, 90]) }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.35) ? share(goods, 10) : 0;
    const after = goods - coupon;
    const pickup = rng.chance(0.3);
    const ship = pickup ? 0 : after >= 50000 ? 0 : co ? 3500 : 2900;
    const gross = after + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מיקרו-עולם ציוד מדעי בע"מ' : 'גיל אורן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MW-${date.slice(0, 4)}-${rng.digits(5)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, 'x ₪') : sh(c, '₪x'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yy') : dt(d, 'dd/mm/yyyy'));
    const order = `${co ? 'W' : '#'}${rng.digits(6)}`;
    const ordered = plus(date, -rng.int(0, 3));
    const shipWay = pickup ? 'איסוף עצמי' : rng.pick(['שליח עד הבית', 'נקודת איסוף']);
    const buyer = rng.pick(['יעל בן שושן', 'בית ספר אורט מדעים', 'ד"ר אריאל קרמר', 'תומר אלמוג', 'חוג מדע צעיר']);
    const table = items(
      ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
      lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
    );
    const sums = `<div class="sum">${row('סכום המוצרים', ltr(money(goods)))}${coupon ? row(`קופון ${ltr('SCIENCE10')} (10%)`, ltr(money(-coupon))) : ''}${row(`משלוח (${shipWay})`, ship ? ltr(money(ship)) : after >= 50000 && !pickup ? 'חינם מעל ₪500' : ltr(money(0)))}${row('סה"כ לתשלום כולל מע"מ', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}</div>`;
    const pay = rng.chance(0.7)
      ? `שולם בכרטיס אשראי ${ltr('•••• ' + rng.digits(4))} · ${rng.pick(['תשלום אחד', '3 תשלומים', '2 תשלומים'])} · אישור ${ltr(rng.digits(7))}`
      : `שולם ב-PayPal · מזהה עסקה ${ltr(rng.digits(4) + 'X' + rng.digits(6) + 'K')}`;
    const body = co
      ? `<div class="band"><span class="brand">MICROWORLD</span><span class="web">${ltr('www.microworld.co.il')}</span></div>
<div class="vendor">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ הברזל 18, תל אביב</div>
<h1>חשבונית מס / קבלה</h1>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מספר הזמנה', ltr(order)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['משלוח', shipWay],
])}
<div>לקוח: ${buyer} · ${ltr(cellular(rng))}</div>
${table}${sums}
<div class="sm">${pay}</div>
${pickup ? '' : `<div class="sm">מספר משלוח למעקב: ${ltr('RR' + rng.digits(9) + 'IL')}</div>`}
<div class="sm">אחריות יבואן לשנתיים על מיקרוסקופים · החזרות תוך 14 יום באריזה מקורית</div>`
      : `<div class="band"><span class="brand">עדשה קטנה</span><span class="web">${ltr('adasha-ktana.co.il')} · ${ltr(cellular(rng))}</span></div>
<h1>חשבונית מס קבלה ${ltr(doc)}</h1>
${boxes([
  ['תאריך', ltr(f(date))],
  ['הזמנה', ltr(order)],
  ['הוזמן ב-', ltr(f(ordered))],
  ['אופן משלוח', shipWay],
])}
<div>לכבוד: ${buyer}</div>
${table}${sums}
<div class="sm">${pay}</div>
${pickup ? '<div class="sm">איסוף מנקודת החלוקה ברחובות בתיאום מראש</div>' : `<div class="sm">מעקב משלוח: ${ltr(rng.digits(12))}</div>`}
<div class="foot">גיל אורן · עוסק מורשה ${ltr(taxId)} · עדשה קטנה - חנות מקוונת למיקרוסקופים</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Yehuda CLM'"};font-size:${co ? 12 : 14}px;padding:0 0 14mm;height:296mm;box-sizing:border-box;position:relative}
.band{background:${co ? '#283593' : '#00897b'};color:#fff;padding:12px 15mm;display:flex;justify-content:space-between;align-items:center}.brand{font-size:28px;font-weight:bold;${co ? "font-family:'Aharoni CLM','DejaVu Sans'" : ''}}.web{font-size:13px}
.vendor,h1,.boxes,table,.sum,body>div{margin-left:15mm;margin-right:15mm}.vendor{margin-top:6px}h1{font-size:20px;margin-top:10px;margin-bottom:6px}.items{width:calc(100% - 30mm)}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:0;right:0;border-top:1px solid #777;padding-top:3px;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
