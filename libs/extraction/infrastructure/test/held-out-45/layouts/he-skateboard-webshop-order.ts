import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, e, grid, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-skateboard-webshop-order';

const ITEMS: [string, number][] = [
  ['קרש סקייטבורד 8.25"', 34900],
  ['משאיות (זוג) 139 מ"מ', 29900],
  ['גלגלים 54 מ"מ 99A', 17900],
  ['מיסבים ABEC-7', 9900],
  ['גריפטייפ שחור', 4900],
  ['קסדה מוסמכת', 21900],
  ['מגני ברכיים', 14900],
  ['לונגבורד קומפלט', 64900],
  ['כלי T לסקייט', 3900],
  ['שעוות קצה', 2500],
  ['חולצת מותג', 12900],
  ['גומיות בושינג', 5900],
];

const VENDORS = [
  {
    brand: 'סקייט-פוינט',
    legal: 'גלגלי רחוב ספורט בע"מ',
    company: true,
    web: 'www.skatepoint.co.il',
    color: '#c2185b',
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
    brandFont: "'Noto Sans Hebrew',sans-serif",
    num: (rng: Rng, iso: string) => `SP-${iso.slice(2, 4)}${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'GRIND TLV',
    legal: 'נדב שטרן',
    company: false,
    web: 'grindtlv.shop',
    color: '#212121',
    font: "'Miriam CLM','Liberation Sans',sans-serif",
    brandFont: "'Nimbus Sans Narrow','Liberation Sans Narrow',sans-serif",
    num: (rng: Rng) => String(rng.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heSkateboardWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2), sku: `SK-${rng.int(1000, 9999)}` }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.4) ? Math.round(sub / 10) : 0;
    const ship = sub - coupon >= 40000 ? 0 : rng.pick([2900, 3500]);
    const sum = sub - coupon + ship;
    const tax = vatIn(sum, rate);
    const orderDate = plus(date, -rng.int(0, 3));
    const head = `<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">${ltr(v.web)}</div></div>${
      v.company ? `<div>${e(v.legal)}<br/>ח.פ. ${ltr(hyphenId(id))}<br/>רח׳ המסגר 40, תל אביב</div>` : '<div class="sm">משלוחים לכל הארץ</div>'
    }</div>`;
    const body = `<div class="pg">${head}
<h1>חשבונית מס / קבלה</h1>
${grid([
  ['מס׳ חשבונית', ltr(number)],
  ['תאריך', ltr(v.date(date))],
  ['מס׳ הזמנה', ltr(`#${rng.int(1000000, 9999999)}`)],
  ['תאריך הזמנה', ltr(`${v.date(orderDate)} ${rng.int(10, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`)],
  ['משלוח', rng.pick(['שליח עד הבית', 'איסוף מנקודת חלוקה', 'דואר רשום'])],
])}
<div class="cust">לקוח: ${rng.pick(['עומר ברק', 'טל רוזן', 'ליה מזרחי', 'איתי גבאי'])} · ${ltr(cellular(rng))} · ${rng.pick(['חולון', 'אשדוד', 'כרמיאל', 'רחובות'])}</div>
${items(
  ['מק"ט', 'פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), e(l.name), ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
<div class="sums">${pairs([
      ['סכום ביניים', ltr(amount(sub))],
      ...(coupon ? ([['קופון ROLL10 (10%)', ltr(`-${amount(coupon)}`)]] as [string, string][]) : []),
      ['משלוח', ship ? ltr(amount(ship)) : 'חינם'],
      ['סה"כ שולם', ltr(`₪${amount(sum)}`)],
      [`מתוכו מע"מ ${rate}%`, ltr(amount(tax))],
    ])}</div>
<div class="sm">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} · ${rng.int(1, 3)} תשלומים</div>
${v.company ? '' : `<div class="foot">${e(v.legal)} · עוסק מורשה ${ltr(id)} · ת.ד. ${ltr(String(rng.int(1000, 9999)))}, בת ים</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:14mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:${v.brandFont};font-size:30px;font-weight:bold;color:${v.color}}h1{font-size:19px;color:${v.color}}.grid th{background:#eee}.cust{margin:8px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
