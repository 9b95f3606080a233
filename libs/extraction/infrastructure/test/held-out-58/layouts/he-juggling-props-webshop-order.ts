import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share, sh } from '../../generalisation/notation';
import { boxes, baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-juggling-props-webshop-order';

const PROPS: [string, number, number][] = [
  ['כדורי ג׳אגלינג בינבג, סט 3', 45, 89],
  ['אלות ג׳אגלינג, זוג', 110, 180],
  ['טבעות ג׳אגלינג, סט 3', 70, 120],
  ['דיאבולו כולל מקלות', 85, 160],
  ['מקל פרח (דביל סטיק)', 95, 150],
  ['פוי - זוג עם ידיות', 60, 110],
  ['חד-אופן 20 אינץ׳', 390, 620],
  ['כדור מגע אקרילי 100 מ"מ', 120, 210],
  ['צלחת סיבוב עם מקל', 25, 45],
  ['ספר הדרכה: ג׳אגלינג למתחילים', 59, 79],
];

/** Juggling and circus props web shop's A4 order invoice, prices including VAT. */
export const heJugglingPropsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(PROPS, rng.int(1, 5)).map(([name, lo, hi]) => ({ sku: `JG-${rng.digits(4)}`, name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 + 90 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.4) ? share(goods, 10) : 0;
    const pickup = rng.chance(0.4);
    const ship = goods - coupon >= 30000 ? 0 : pickup ? 1490 : 2990;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'סירקוס בוקס ציוד במה בע"מ' : 'עומר פישר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CB${date.slice(2, 4)}${rng.digits(5)}` : rng.digits(4);
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : `${Number(d.slice(8))}/${Number(d.slice(5, 7))}/${d.slice(2, 4)}`);
    const ordered = plus(date, -rng.int(0, 4));
    const order = `#J${rng.digits(6)}`;
    const head = co
      ? `<div class="band"><span class="brand">CIRCUS BOX</span><span>www.circusbox.co.il</span></div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · רחוב המלאכה 6, תל אביב</div>`
      : `<div class="band"><span class="brand">ג׳אגל-לנד</span><span>www.juggleland.co.il · ${ltr(cellular(rng))}</span></div>`;
    const body = `${head}
<h2>חשבונית מס / קבלה</h2>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מספר הזמנה', ltr(order)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['משלוח', pickup ? 'נקודת איסוף' : 'עד הבית'],
])}
<div class="cust">לכבוד: ${rng.pick(['נועה אדלר', 'תומר גליק', 'מרכז קהילתי נווה שאנן', 'יובל שגב', 'להקת הקרקס הנודד'])} · ${rng.pick(['חיפה', 'רחובות', 'כרמיאל', 'באר שבע', 'הוד השרון'])}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר יחידה', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום המוצרים', ltr(money(goods)))}${coupon ? row(`קופון ${ltr('JUGGLE10')} (10%)`, ltr(money(-coupon))) : ''}${row(ship ? 'דמי משלוח' : 'משלוח חינם מעל ₪300', ltr(money(ship)))}${row('סה"כ כולל מע"מ', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(money(vat)))}</div>
<div class="sm">שולם ב${rng.pick(['כרטיס אשראי', 'PayPal', 'ביט'])} · אסמכתא ${ltr(rng.digits(9) + rng.digits(3))} · ${co ? 'מספר משלוח' : 'קוד מעקב'} ${ltr(`RR${rng.digits(9)}IL`)}</div>
<div class="sm">ניתן להחזיר מוצרים שלא נעשה בהם שימוש תוך 14 יום מיום קבלתם.</div>
${co ? '' : `<div class="foot">ג׳אגל-לנד · עומר פישר · עוסק מורשה ${ltr(taxId)} · פרדס חנה-כרכור</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Miriam CLM'" : "'DejaVu Sans'"};font-size:${co ? 13.5 : 12}px;padding:14mm}.band{display:flex;justify-content:space-between;align-items:center;background:${co ? '#6a1b9a' : '#f57f17'};color:#fff;padding:8px 14px}.brand{font-size:26px;font-weight:bold}h2{font-size:19px;margin:12px 0 4px}.cust{margin:8px 0}.sum{width:45%;margin-right:auto;margin-top:6px}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:50px;border-top:1px solid #888;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
