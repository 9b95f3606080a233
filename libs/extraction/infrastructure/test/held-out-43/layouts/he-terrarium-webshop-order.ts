import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-terrarium-webshop-order';

const ITEMS: [string, number][] = [
  ['צנצנת טרריום סגורה 3 ליטר', 14900],
  ['כדור זכוכית תלוי 15 ס"מ', 8900],
  ['ערכת טרריום למתחילים', 24900],
  ['אזוב יער חי (מגש)', 3900],
  ['שכבת ניקוז - חצץ לבה 1 ק"ג', 2400],
  ['פחם פעיל 250 גרם', 1900],
  ['תערובת מצע לסוקולנטים', 2900],
  ['פיטוניה מיני', 2200],
  ['פרן מיני בעציץ', 2600],
  ['כלי שתילה ארוכים - סט 4', 6900],
  ['מרסס מים עדין', 2900],
  ['פסלון דקורטיבי - פטרייה', 1500],
];

const CUSTOMERS = ['טל מזרחי', 'אורית שגיא', 'עמרי פז', 'הדס ליבוביץ', 'גיא נחום'];
const TOWNS = ['מודיעין', 'קריית טבעון', 'באר שבע', 'גבעתיים', 'יקנעם'];

const VENDORS = [
  {
    brand: 'זכוכית ירוקה',
    web: 'www.green-glass.co.il',
    legal: 'עולם בזכוכית בע"מ',
    company: true,
    addr: 'רח׳ המסגר 22, תל אביב · 03-5613388',
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    brandFont: "'Noto Sans Hebrew',sans-serif",
    color: '#15803d',
    num: (r: { int(a: number, b: number): number }, iso: string) => `GG-${iso.slice(0, 4)}-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'TERRA MINI',
    web: 'terramini.shop',
    legal: 'שירן אוחיון',
    company: false,
    addr: 'ת.ד. 417, זכרון יעקב',
    font: "'Nachlieli CLM','DejaVu Sans',sans-serif",
    brandFont: "'URW Gothic','Nimbus Sans',sans-serif",
    color: '#6d28d9',
    num: (r: { int(a: number, b: number): number }) => String(r.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
  },
];

export const heTerrariumWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const ordered = shift(date, -rng.int(0, 3));
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3), sku: `TR-${rng.int(1000, 9999)}` }));
    const goods = add(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5) ? share(goods, 10) : 0;
    const shipping = goods - coupon >= 40000 ? 0 : 3900;
    const total = goods - coupon + shipping;
    const tax = taxIn(total, rate);
    const idText = v.company ? `ח.פ. ${lr(hyphenId(id))}` : `עוסק מורשה ${lr(id)}`;
    const heads = ['מס׳ חשבונית', 'תאריך', 'מס׳ הזמנה', 'תאריך הזמנה', 'משלוח', 'תשלום'];
    const vals = [
      lr(number),
      lr(v.date(date)),
      lr(`#${rng.digits(7)}`),
      lr(`${v.date(ordered)} ${hhmm(rng.int(0, 1439))}`),
      shipping ? 'שליח עד הבית' : 'שליח חינם',
      rng.pick(['אשראי', 'ביט', 'PayPal']),
    ];
    const body = `<div class="p">
<div class="top"><div><div class="brand">${v.brand}</div><div class="web">${lr(v.web)}</div>${v.company ? `<div>${esc(v.legal)}</div><div>${idText}</div>` : ''}</div><div class="addr">${v.company ? v.addr : 'עולמות קטנים בתוך זכוכית'}</div></div>
<h1>חשבונית מס / קבלה</h1>
<table class="hd"><tr>${heads.map((h) => `<th>${h}</th>`).join('')}</tr><tr>${vals.map((x) => `<td>${x}</td>`).join('')}</tr></table>
<div class="cust"><b>פרטי לקוח:</b> ${esc(rng.pick(CUSTOMERS))} · ${lr(cellular(rng))} · ${rng.pick(TOWNS)}</div>
<table class="t"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${lr(l.sku)}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.qty * l.unit))}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>סכום ביניים</td><td>${lr(amount(goods))}</td></tr>
${coupon ? `<tr><td>קופון ${lr('GLASS10')} (10%)</td><td>${lr(`-${amount(coupon)}`)}</td></tr>` : ''}
<tr><td>משלוח</td><td>${shipping ? lr(amount(shipping)) : 'חינם (מעל ₪400)'}</td></tr>
<tr class="big"><td>סה"כ שולם</td><td>${lr(`₪${amount(total)}`)}</td></tr>
<tr><td>כולל מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr></table>
<div class="note">צמחים חיים נשלחים בימים א׳-ג׳ בלבד. החזרת מוצרים שאינם צמחים תוך 14 יום.</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · ${idText} · ${v.addr}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.p{padding:13mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:${v.brandFont};font-size:28px;color:${v.color};font-weight:bold}.web{color:${v.color}}.addr{text-align:left}h1{font-size:17px;text-align:center}.hd{width:100%;border-collapse:collapse}.hd th{background:${v.color};color:#fff;font-weight:normal;padding:3px}.hd td{border:1px solid ${v.color};padding:3px;text-align:center}.cust{margin:10px 0}.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid ${v.color};text-align:right}.t td{padding:3px;border-bottom:1px solid #e5e5e5}.sum{width:50%;margin-right:auto;margin-top:8px}.sum td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.note{margin-top:14px;font-size:9.5px}.foot{margin-top:40px;text-align:center;font-size:9.5px;border-top:1px solid #aaa}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
