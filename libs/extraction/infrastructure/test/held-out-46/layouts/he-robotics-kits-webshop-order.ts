import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { baseCss, e, grid, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-robotics-kits-webshop-order';

const PRODUCTS: [string, number][] = [
  ['ערכת רובוט עוקב קו', 18900],
  ['בקר Arduino Uno R4', 12900],
  ['חיישן מרחק אולטרסוני', 1900],
  ['מנוע סרוו SG90 (4 יח׳)', 3600],
  ['זרוע רובוטית 6 צירים', 54900],
  ['ערכת חיישנים 37 ב-1', 14900],
  ['מטען סוללות ליתיום', 8900],
  ['לוח Raspberry Pi 5', 39900],
  ['מצלמת AI למתחילים', 27900],
  ['ערכת הלחמה לנוער', 9900],
  ['גלגלי מקאנום (סט)', 16900],
];

const VENDORS = [
  {
    brand: 'רובוטק-קידס',
    web: 'www.robotec-kids.co.il',
    legal: 'רובוטק חינוך טכנולוגי בע"מ',
    company: true,
    color: '#d84315',
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    num: (rng: Rng, iso: string) => `RK${iso.slice(2, 4)}-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'BOTSHED',
    web: 'botshed.co.il',
    legal: 'איתי גולדברג',
    company: false,
    color: '#00695c',
    font: "'URW Gothic','Miriam CLM',sans-serif",
    num: (rng: Rng) => String(rng.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heRoboticsKitsWebshopOrder: Layout = {
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
    const lines = rng.some(PRODUCTS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3), sku: `RB-${rng.int(1000, 9999)}` }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5) ? share(sub, 15) : 0;
    const ship = sub - coupon >= 50000 ? 0 : 3500;
    const sum = sub - coupon + ship;
    const tax = vatIn(sum, rate);
    const ordered = plus(date, -rng.int(0, 4));
    const body = `<div class="pg">
<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">${ltr(v.web)}</div></div>${v.company ? `<div class="sm">${e(v.legal)}<br/>ח.פ. ${ltr(hyphenId(id))}<br/>רח׳ המלאכה 7, פתח תקווה</div>` : ''}</div>
<h2>חשבונית מס / קבלה</h2>
${grid([
  ['מס׳ חשבונית', ltr(number)],
  ['תאריך', ltr(v.date(date))],
  ['מס׳ הזמנה', ltr(`#${rng.int(1000000, 9999999)}`)],
  ['תאריך הזמנה', ltr(`${v.date(ordered)} ${rng.int(8, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`)],
  ['משלוח', rng.pick(['שליח עד הבית', 'נקודת איסוף', 'דואר רשום'])],
])}
<div>לקוח/ה: ${rng.pick(['שירה לנדאו, מודיעין', 'בית ספר "אופק", נתניה', 'עומר חדד, קריית גת', 'חוג רובוטיקה "מנוע", רעננה'])} · ${ltr(cellular(rng))}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), e(l.name), ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
<div class="sums">${pairs([
      ['סכום ביניים', ltr(amount(sub))],
      ...(coupon ? ([['קופון BOT15 (15%)', ltr(`-${amount(coupon)}`)]] as [string, string][]) : []),
      ['משלוח', ltr(ship ? amount(ship) : 'חינם')],
      ['סה"כ שולם', ltr(`₪${amount(sum)}`)],
      [`מתוכו מע"מ ${rate}%`, ltr(amount(tax))],
    ])}</div>
<div class="sm">שולם בכרטיס המסתיים ב-${ltr(rng.digits(4))} · ${rng.int(1, 6)} תשלומים · משלוח חינם מ-₪500</div>
${v.company ? '' : `<div class="foot">${e(v.legal)} · עוסק מורשה ${ltr(id)} · ת.ד. ${rng.int(100, 9999)} כפר סבא</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:14mm}.head{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;color:${v.color}}h2{font-size:18px}.grid th{background:#eee}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
