import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-table-tennis-webshop-order';

const GOODS: [string, number, number][] = [
  ['מחבט טניס שולחן מקצועי', 24900, 59900],
  ['גומי למחבט (יחידה)', 14900, 27900],
  ['עץ מחבט OFF+', 29900, 69900],
  ['כדורי 40+ שלושה כוכבים, 6 יח׳', 3900, 5900],
  ['רשת ותפסנים לשולחן', 6900, 12900],
  ['נרתיק למחבט', 4900, 8900],
  ['דבק מים לגומי', 2900, 4900],
  ['נעלי טניס שולחן', 29900, 44900],
  ['כיסוי לשולחן חוץ', 15900, 24900],
];

/** Table tennis equipment web shop's order invoice: coupon, shipping, VAT contained. */
export const heTableTennisWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ sku: `TT-${rng.digits(5)}`, name, qty: rng.int(1, 2), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5) ? Math.round(sub * 0.1) : 0;
    const ship = sub - coupon >= 40000 ? 0 : 3500;
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'ספין נט ציוד ספורט בע"מ' : 'יבגניה קוגן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PP${date.slice(2, 4)}/${rng.digits(5)}` : rng.digits(5);
    const fmt = (d: string) => (co ? dt(d, 'yyyy-mm-dd') : dt(d, 'dd.mm.yyyy'));
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ש"ח'));
    const body = `<div class="top"><div><div class="brand">${co ? 'SPIN.NET' : 'פינג פונג הבית'}</div><div class="sm">${co ? `www.spinnet.co.il · ${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>רחוב המלאכה 6, ראש העין` : 'www.pingpong-habait.co.il'}</div></div><div class="ttl">חשבונית מס / קבלה</div></div>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(fmt(date))],
  ['מס׳ הזמנה', ltr(`#${rng.digits(7)}`)],
  ['תאריך הזמנה', ltr(fmt(plus(date, -rng.int(0, 3))))],
  ['משלוח', rng.pick(['שליח עד הבית', 'נקודת איסוף', 'דואר רשום'])],
])}
<div>לקוח/ה: ${rng.pick(['איתי שמעוני', 'ליה ברק', 'עמית נחום', 'טל רוזן'])} · ${ltr(cellular(rng))} · ${rng.pick(['חדרה', 'כרמיאל', 'יבנה', 'עפולה'])}</div>
${items(
  ['מק״ט', 'פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום ביניים', ltr(amount(sub)))}${coupon ? row('קופון PING10 (10%)', ltr(`-${amount(coupon)}`)) : ''}${row('משלוח (חינם מעל ₪400)', ltr(amount(ship)))}${row('סה"כ שולם', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(amount(vat)))}</div>
<div class="sm">שולם בכרטיס המסתיים ב-${ltr(rng.digits(4))}, ${rng.int(1, 6)} תשלומים, אישור ${ltr(rng.digits(6))}.</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${rng.int(100, 9999)}, מודיעין</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic', 'Noto Sans Hebrew'" : "'Simple CLM'"};font-size:13px;padding:14mm}.top{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${co ? '#e65100' : '#283593'}}.ttl{font-size:18px;font-weight:bold}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
