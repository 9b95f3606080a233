import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-cycling-apparel-webshop-order';
const GOODS: [string, number][] = [
  ['חולצת רכיבה קצרה', 28900],
  ['מכנס ביב מרופד', 39900],
  ['כפפות רכיבה', 8900],
  ['גרבי רכיבה (זוג)', 3900],
  ['מעיל רוח מתקפל', 34900],
  ['כובע רכיבה', 6900],
  ['כיסויי נעליים', 11900],
  ['שרוולי זרוע', 7900],
  ['בגד גוף טריאתלון', 52900],
  ['משקפי רכיבה', 19900],
];

/** Cycling apparel web shop's A4 order invoice. */
export const heCyclingApparelWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2), sku: `CY-${rng.digits(4)}` }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5) ? Math.round((sub * 10) / 100) : 0;
    const ship = sub - coupon >= 40000 ? 0 : 2990;
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'וולו ביגוד רכיבה בע"מ' : 'שירה אלמוג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `VW${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(5);
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const m = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ₪'));
    const head = co
      ? `<div class="hd"><div><div class="brand">VELOWEAR</div><div class="sm">${ltr('www.velowear.co.il')}</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ החרש 4, הוד השרון</div></div>`
      : `<div class="hd"><div><div class="brand">דיווש</div><div class="sm">${ltr('www.divush.shop')}</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="dbl"></div>
<h2>חשבונית מס / קבלה</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(dt(date, f))],
  ['מס׳ הזמנה', ltr(`#${rng.digits(6)}`)],
  ['תאריך הזמנה', ltr(dt(addDays(date, -rng.int(0, 3)), f))],
  ['משלוח', rng.pick(['שליח עד הבית', 'נקודת איסוף'])],
])}
<div>לקוח/ה: <b>${rng.pick(['עידו פרץ', 'קבוצת רכיבה גלגלי השרון', 'מיכל וינר', 'רז אוחיון'])}</b> · ${ltr(cellular(rng))} · ${rng.pick(['כפר סבא', 'מודיעין', 'קריית טבעון'])}</div>
${items(
  ['מק״ט', 'פריט', 'מידה', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, rng.pick(['S', 'M', 'L', 'XL']), String(l.qty), amount(l.unit), amount(l.qty * l.unit)]),
)}
<div class="tot">${row('סכום ביניים', m(sub))}${coupon ? row('קופון RIDE10 (10%)', `-${m(coupon)}`) : ''}${row('משלוח', ship ? m(ship) : 'חינם')}
${row('סה"כ שולם', m(gross), 'b big')}${row(`מתוכו מע"מ ${rate}%`, m(vat))}</div>
<div class="sm">תשלום: כרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} · ${rng.pick(['תשלום אחד', '3 תשלומים', '2 תשלומים'])} · אישור ${ltr(rng.digits(6))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${rng.int(100, 999)} זכרון יעקב</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic', 'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:13px}
.sheet{padding:14mm}.hd{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;color:${co ? '#b0281c' : '#20506e'}}
.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:20mm;border-top:1px solid #888;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
