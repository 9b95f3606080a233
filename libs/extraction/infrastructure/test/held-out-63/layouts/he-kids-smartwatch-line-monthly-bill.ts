import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, boxes, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-kids-smartwatch-line-monthly-bill';

const PARENTS = ['רונית אזולאי', 'אבישי קליין', 'נטע ברגר', 'שירן חדד', 'מתן וקנין', 'דפנה לוי-צור'];
const KIDS = ['נועם', 'אלה', 'יהלי', 'אורי', 'מיקה', 'איתן', 'שקד', 'עמית'];

/** A kids' smartwatch line's monthly bill for the month just ended, issued on the 1st to 4th (off Friday and Saturday), VAT added. */
export const heKidsSmartwatchLineMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const first = next(ID, rng, undefined, [1, 4]);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const month = heMonth(from);
    const watches = rng.int(1, co ? 3 : 2);
    const kids = rng.some(KIDS, watches);
    const plan = co ? rng.pick([3490, 3990, 4490]) : rng.pick([2990, 3490]);
    const lines: { d: string; q: number; unit: number }[] = [];
    kids.forEach((kid, i) => {
      lines.push({ d: `מסלול שעון ילדים - ${kid} (${ltr(cellular(rng))}) - ${month}`, q: 1, unit: plan });
      if (rng.chance(0.5)) lines.push({ d: `איתור GPS בזמן אמת - ${kid}`, q: 1, unit: co ? 990 : 790 });
      if (rng.chance(0.35)) lines.push({ d: `דקות שיחה מעבר לחבילה - ${kid}`, q: rng.int(12, 80), unit: 25 });
      if (i > 0) lines.push({ d: `הנחת אח/אחות - ${kid}`, q: 1, unit: -Math.round((plan * 20) / 100) });
    });
    if (rng.chance(0.4)) lines.push({ d: 'ביטוח שבר ואובדן לשעון', q: watches, unit: co ? 1490 : 1290 });
    if (rng.chance(0.25)) lines.push({ d: 'רצועת סיליקון חלופית', q: 1, unit: co ? 4900 : 3900 });
    if (rng.chance(0.2)) lines.push({ d: 'החלפת כרטיס SIM', q: 1, unit: 2500 });
    const sums = lines.map((l) => l.q * l.unit);
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קידלינק תקשורת לילדים בע"מ' : 'עמרי שטיינברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KL${date.slice(0, 4)}${String(rng.int(1, 999999)).padStart(6, '0')}` : String(rng.int(10000, 99999));
    // The dealer's amounts end in ש"ח: the number is kept in its own left-to-right island so that a minus stays before it.
    const money = (c: number) => (co ? sh(c, 'x ₪') : `${ltr(sh(c, 'x'))} ש"ח`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'he'));
    const due = plus(date, co ? 10 : 14);
    const subscriber = notAnId(rng);
    const parent = rng.pick(PARENTS);
    const table = items(
      ['פירוט', 'כמות', 'מחיר', 'סה"כ'],
      lines.map((l, i) => [l.d, String(l.q), ltr(money(l.unit)), ltr(money(sums[i]))]),
    );
    const totals = `${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}`;
    const body = co
      ? `<div class="band"><div class="brand">KIDLINK</div><div>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רח׳ אחוזה 140, רעננה · מוקד ${ltr('*2790')}</div></div>
<h1>חשבונית מס - חשבון תקופתי</h1>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(f(date))],
  ['תקופת חיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['מועד חיוב', ltr(f(due))],
  ['מס׳ מנוי', ltr(subscriber)],
])}
<div class="cust">לכבוד: ${parent} · ת.ז. ${ltr(personalId(rng))} · ${ltr(cellular(rng))}</div>
<div class="acct">${row('יתרה קודמת', ltr(money(0)))}${row(`תשלום אחרון (${ltr(f(plus(from, rng.int(8, 12))))})`, ltr(money(rng.int(60, 180) * 100 + rng.pick([0, 50, 90]))))}${row('הוראת קבע - כרטיס', ltr(`****${rng.digits(4)}`))}</div>
${table}<div class="sum">${totals}</div>
<div class="sm">השעונים בחשבון: ${watches} · IMEI ${ltr(rng.digits(15))} · צפייה במיקום ובהיסטוריה באפליקציה · לבירורים ${ltr('1-700-70-27-90')} · www.kidlink.co.il</div>`
      : `<div class="head"><div class="brand2">שעון שומר</div><div class="sm">קווים לשעונים חכמים לילדים · מודיעין · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
${boxes([
  ['תאריך', f(date)],
  ['חודש שירות', month],
  ['לתשלום עד', f(due)],
  ['מס׳ לקוח', ltr(subscriber)],
])}
<div class="cust">לקוח: ${parent} · ת.ז. ${ltr(personalId(rng))} · הוראת קבע מס׳ ${ltr(rng.digits(7))} תחויב ב-${ltr(dt(due, 'dd/mm'))}</div>
${table}<div class="sum">${totals}</div>
<div class="foot">עמרי שטיינברג · עוסק מורשה ${ltr(taxId)} · מודיעין</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Drugulin CLM'"};font-size:12.5px;padding:14mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:#00838f;color:#fff;padding:8px 12px}.brand{font-family:'URW Gothic';font-size:30px;font-weight:bold;letter-spacing:2px}.brand2{font-size:26px;font-weight:bold;color:#6a1b9a}
.head{border-bottom:2px solid #6a1b9a;padding-bottom:4px}h1{font-size:19px;margin:12px 0 6px}.cust{margin:8px 0}.acct{width:50%;border:1px solid #999;padding:4px 8px;margin:6px 0}
.sum{width:45%;margin-right:auto}.big{font-size:1.15em}.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
