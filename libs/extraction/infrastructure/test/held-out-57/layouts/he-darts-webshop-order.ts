import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-darts-webshop-order';

const GOODS: [string, string, number, number][] = [
  ['DT-101', 'סט חיצים טונגסטן 90% - 23 גרם', 180, 420],
  ['DT-205', 'לוח חיצים סיסל תחרותי', 250, 520],
  ['DT-310', 'ארון עץ ללוח חיצים', 320, 690],
  ['DT-412', 'כנפיים לחיצים - 10 סטים', 35, 70],
  ['DT-415', 'מוטות ניילון - 5 סטים', 25, 55],
  ['DT-520', 'לוח חיצים אלקטרוני עם מונה', 390, 890],
  ['DT-601', 'טבעת תאורה LED ללוח', 140, 260],
  ['DT-702', 'משטח זריקה עם קו מרחק', 160, 330],
];

/** Darts equipment web shop's order invoice, prices including VAT, shipping charged or free. */
export const heDartsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([sku, name, lo, hi]) => ({ sku, name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 - 10 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const ship = goods >= 40000 ? 0 : rng.pick([2900, 3500, 4900]);
    const gross = goods + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'בולסאיי ספורט חצים בע"מ' : 'אורי בן שושן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `INV-${rng.digits(6)}` : `${date.slice(0, 4)}${rng.digits(4)}`;
    const order = `#${rng.digits(5)}`;
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : d);
    const money = (c: number) => (co ? `${amount(c)} ₪` : `₪ ${amount(c)}`);
    const body = `<div class="band"><div class="brand">${co ? 'BULLSEYE' : 'DARTS4U'}</div><div class="sm">${co ? 'www.bullseye-darts.co.il' : `darts4u.co.il · ${ltr(cellular(rng))}`}</div></div>
${co ? `<div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ המלאכה 8, נס ציונה</div>` : ''}
<h2>חשבונית מס / קבלה</h2>
${boxes([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['הזמנה', ltr(order)],
  ['התקבלה ב-', ltr(f(plus(date, -rng.int(0, 3))))],
])}
<div class="sm">לקוח: ${rng.pick(['עמית גרוס', 'שני לוי', 'פאב הדובדבן', 'איתי סלמה'])} · ${rng.pick(['משלוח עד הבית', 'איסוף מנקודת חלוקה'])}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(amount(l.unit)), ltr(money(l.qty * l.unit))]),
)}
<div class="sum">${row('מוצרים', ltr(money(goods)))}${row('משלוח', ship ? ltr(money(ship)) : 'חינם (מעל 400 ₪)')}${row('סה"כ שולם', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}</div>
<div class="sm">שולם ב${rng.pick(['כרטיס אשראי', 'PayPal', 'ביט'])} · אסמכתא ${ltr(rng.digits(9))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(taxId)} · רמת ישי</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'FreeSans'"};font-size:13px;padding:14mm}.band{display:flex;justify-content:space-between;align-items:center;background:${co ? '#c62828' : '#1b5e20'};color:#fff;padding:8px 14px}.brand{font-size:26px;font-weight:bold;font-family:'Liberation Sans'}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
