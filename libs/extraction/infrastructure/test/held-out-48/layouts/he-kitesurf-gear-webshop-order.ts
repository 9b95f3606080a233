import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-kitesurf-gear-webshop-order';
const GOODS: [string, number][] = [
  ['עפיפון גלישה 9 מ"ר', 489000],
  ['בר שליטה וחוטים', 169000],
  ['גלשן טווין-טיפ 138', 219000],
  ['רתמת מותניים M', 89000],
  ['חליפת גלישה 4/3', 79000],
  ['קסדת גלישה', 32000],
  ['משאבת עפיפון', 24000],
  ['אפוד ציפה', 45000],
  ['שעון רוח דיגיטלי', 18900],
  ['קורס מקוון: התחלה מים', 29000],
];

/** A kitesurfing gear web shop's order invoice (A4). */
export const heKitesurfGearWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2), sku: `KS-${rng.digits(4)}` }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5) ? Math.round((sub * 8) / 100) : 0;
    const ship = sub > 100000 ? 0 : 3900;
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קייטלנד ציוד ספורט ימי בע"מ' : 'שחר בן-עמי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KL${date.slice(2, 4)}-${rng.digits(5)}` : String(rng.int(10000, 48000));
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const head = co
      ? `<div class="hd"><div><div class="brand">KITELAND</div><div class="sm">www.kiteland.co.il</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ הדייגים 3, מכמורת</div></div>`
      : `<div class="hd"><div><div class="brand">רוח צפונית</div><div class="sm">northwind-kite.co.il</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div><h2>חשבונית מס / קבלה</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(dt(date, f))],
  ['מס׳ הזמנה', ltr(`#${rng.digits(6)}`)],
  ['תאריך הזמנה', ltr(dt(plus(date, -rng.int(0, 3)), f))],
  ['משלוח', ship ? 'שליח עד הבית' : 'איסוף עצמי / חינם'],
])}
<p>לקוח: ${rng.pick(['עידו שרעבי', 'מועדון גלישה בת-ים', 'ליה מזרחי', 'דניאל אורן'])} · ${ltr(cellular(rng))} · ${rng.pick(['חיפה', 'אשדוד', 'נהריה', 'הרצליה'])}</p>
${items(
  ['מק"ט', 'פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="tot">${row('סכום ביניים', amount(sub))}${coupon ? row('קופון WIND8 (8%)', `-${amount(coupon)}`) : ''}${row('משלוח', amount(ship))}
${row('סה"כ שולם ₪', amount(gross), 'b big')}${row(`מתוכו מע"מ ${rate}%`, amount(vat))}</div>
<p class="sm">אשראי ${ltr(`****${rng.digits(4)}`)} · ${rng.int(1, 6)} תשלומים · אישור ${ltr(rng.digits(7))}</p>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${rng.int(100, 999)} קיסריה</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:13px}
.sheet{padding:15mm}.hd{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;color:${co ? '#0077a8' : '#a0522d'};font-family:${co ? "'URW Gothic'" : "'Aharoni CLM'"}}
.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:18mm;border-top:1px solid #888;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
