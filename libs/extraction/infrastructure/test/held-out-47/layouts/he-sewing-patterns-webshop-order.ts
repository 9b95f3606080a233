import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, next, plus, row, total, vatIn } from './extra';

const ID = 'he-sewing-patterns-webshop-order';
const GOODS: [string, number][] = [
  ['גזרה מודפסת - שמלת מעטפת', 6900],
  ['גזרה מודפסת - מכנסי פשתן', 7400],
  ['גזרה דיגיטלית PDF - חולצת בייסיק', 3900],
  ['גזרה דיגיטלית PDF - מעיל קל', 5400],
  ['נייר העתקה גליל 10 מ׳', 3200],
  ['ערכת סיכות ומחטים', 2900],
  ['גיר חייטים 4 צבעים', 1800],
  ['סרט מידה גמיש', 1400],
  ['באנדל בדי כותנה 5 חתיכות', 8900],
  ['סדנה מוקלטת - התאמת גזרה', 14900],
  ['משקולות גזרה 6 יח׳', 4500],
];

/** A sewing patterns web shop's A4 invoice of an online order: gross prices, coupon, shipping. */
export const heSewingPatternsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2), sku: `GZ-${rng.digits(4)}` }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5) ? Math.round(sub * 0.1) : 0;
    const ship = sub - coupon >= 30000 ? 0 : 2900;
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'פטרן לאב הוצאה לאור בע"מ' : 'נועה גרינברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PL-${date.slice(0, 4)}-${rng.digits(5)}` : String(rng.int(10000, 99999));
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const ordered = plus(date, -rng.int(0, 3));
    const head = co
      ? `<div class="hd"><div><div class="brand">PatternLab</div><div class="sm">www.patternlab.co.il</div></div><div class="sm">${vendorName}<br>ח.פ. ${hyphenId(taxId)}<br>רח׳ הרכבת 22, חיפה</div></div>`
      : `<div class="hd"><div><div class="brand">מחט ומספריים</div><div class="sm">גזרות תפירה לבית · shop.machat.co.il</div></div></div>`;
    const body = `<div class="sheet">${head}<h1>חשבונית מס / קבלה</h1>
${grid([
  ['מס׳ חשבונית', doc],
  ['תאריך', dt(date, f)],
  ['מס׳ הזמנה', `#${rng.digits(6)}`],
  ['תאריך הזמנה', `${dt(ordered, f)} ${rng.int(8, 23)}:${rng.int(10, 59)}`],
  ['משלוח', ship ? 'דואר שליחים' : 'חינם'],
])}
<div><b>לקוח/ה:</b> ${rng.pick(['שירה לוי', 'רחל אברמוב', 'חוג תפירה גבעתיים', 'מיה דהן'])} · ${cellular(rng)} · ${rng.pick(['גבעתיים', 'קריית טבעון', 'מודיעין', 'אילת'])}</div>
${items(
  ['מק"ט', 'פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.sku, l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="tot">${row('סכום ביניים', amount(sub))}${coupon ? row('קופון SEW10 (10%)', `-${amount(coupon)}`) : ''}${row('משלוח', amount(ship))}
${row('סה"כ שולם ₪', amount(gross), 'b big')}${row(`מתוכו מע"מ ${rate}%`, amount(vat))}</div>
<div class="sm">שולם בכרטיס ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} המסתיים ב-${rng.digits(4)} · ${rng.int(1, 3)} תשלומים · אישור ${rng.digits(6)}</div>
<div class="sm">קבצי PDF נשלחו לדוא"ל · החזרת גזרות מודפסות תוך 14 יום</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${taxId} · ת.ד. ${rng.int(1000, 9999)} רעננה</div>`}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:12.5px}
.sheet{padding:15mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${co ? '#b0306a' : '#2f6d6d'}}
.brand{font-size:28px;font-weight:bold;color:${co ? '#b0306a' : '#2f6d6d'};font-family:${co ? "'URW Gothic','Noto Sans'" : "'Aharoni CLM'"}}h1{font-size:19px}
.grid th{background:#eee}.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
