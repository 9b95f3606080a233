import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh, share } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-pajamas-webshop-order';

/** Item, lowest and highest price in agorot (with VAT). */
const GOODS: [string, number, number][] = [
  ['פיג׳מת פלנל משובצת', 14900, 19900],
  ['פיג׳מת כותנה קצרה לקיץ', 9900, 13900],
  ['חלוק מגבת קפוצ׳ון', 17900, 23900],
  ['כותונת לילה סאטן', 12900, 16900],
  ['פיג׳מת ילדים חד-קרן', 7900, 10900],
  ['פיג׳מה זוגית תואמת (סט)', 24900, 32900],
  ['אוברול פליס למבוגרים', 15900, 19900],
  ['נעלי בית פרוותיות', 6900, 9900],
  ['מסכת שינה משי', 4900, 6900],
  ['גרבי בית חמות (3 זוגות)', 3900, 5900],
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '4', '6', '8', '10'];
const BUYERS = ['שירה אבוטבול', 'נטע הורוביץ', 'יעלי כץ', 'דפנה רוזנטל', 'אורטל מזרחי'];

/** A pyjama web shop's A4 invoice-receipt for an order, prices including VAT, with shipping and on some a coupon. */
export const hePajamasWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({
      name: `${name} - מידה ${rng.pick(SIZES)}`,
      sku: `${co ? 'LU' : 'PJ'}-${rng.digits(5)}`,
      qty: rng.int(1, 2),
      unit: rng.int(lo / 100, hi / 100) * 100,
    }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.45) ? share(sub, 10) : 0;
    const shipping = sub - coupon >= 30000 ? 0 : rng.pick([2900, 3500]);
    const gross = sub - coupon + shipping;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'לולה הלבשת לילה בע"מ' : 'אורית דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LU${date.slice(2, 4)}${rng.int(10000, 99999)}` : `${rng.int(1000, 9999)}`;
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd.m.yy'));
    const order = `${co ? '#' : 'WEB-'}${rng.int(10000000, 99999999)}`;
    const ordered = plus(date, -rng.int(0, 2));
    const tracking = `RR${rng.digits(9)}IL`;
    const table = items(
      ['מק"ט', 'פריט', 'כמות', 'מחיר', 'סה"כ'],
      lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
    );
    const sums = `<div class="sum">${row('סה"כ פריטים', ltr(money(sub)))}${coupon ? row(`קופון ${ltr('SLEEP10')} (10%)`, ltr(money(-coupon))) : ''}${row('משלוח', shipping ? ltr(money(shipping)) : 'חינם')}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}</div>`;
    const buyer = `${rng.pick(BUYERS)} · ${ltr(cellular(rng))} · ${rng.pick(['חולון', 'אשדוד', 'מודיעין', 'עפולה', 'נתניה'])}`;
    const body = co
      ? `<div class="band"><div class="brand">LULLA</div><div>www.lulla-sleep.co.il · ${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רח׳ המלאכה 9, חולון</div></div>
<h1>חשבונית מס / קבלה</h1>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מספר הזמנה', ltr(order)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['משלוח', `דואר רשום ${ltr(tracking)}`],
])}
<div>פרטי לקוחה: ${buyer}</div>${table}${sums}
<div class="sm">תשלום: ${rng.pick(['כרטיס אשראי', 'Bit', 'PayPal'])} · החזרות תוך 14 יום מקבלת החבילה, פריטים ללא שימוש ועם תווית.</div>`
      : `<div class="head2"><div class="brand2">פיג׳מה שלי</div><div class="sm">חנות אונליין לפיג׳מות · pijama-sheli.co.il · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס קבלה ${ltr(doc)}</h1><div>תאריך: ${ltr(f(date))} · הזמנה ${ltr(order)} מיום ${ltr(f(ordered))}</div>
<div>נשלח אל: ${buyer} · מעקב ${ltr(tracking)}</div>${table}${sums}
<div class="foot">אורית דהן · עוסק מורשה ${ltr(taxId)} · פיג׳מה שלי</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Miriam CLM'"};font-size:13px;padding:14mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:#f8bbd0;padding:8px 12px}.brand{font-family:'URW Gothic';font-size:32px;font-weight:bold;color:#4a148c;letter-spacing:4px}.head2{border-bottom:3px solid #283593}.brand2{font-size:26px;font-weight:bold;color:#283593}
h1{font-size:19px;margin:12px 0 6px}.sum{width:45%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}
.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
