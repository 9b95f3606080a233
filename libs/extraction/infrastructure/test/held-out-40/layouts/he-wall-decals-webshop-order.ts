import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-wall-decals-webshop-order';

const PRODUCTS: [string, string, number, number][] = [
  ['מדבקת קיר עץ החיים', 'WD-TREE', 14900, 22900],
  ['מדבקת שם לחדר ילדים', 'WD-NAME', 8900, 12900],
  ['מדבקת קיר מפת העולם', 'WD-MAP', 19900, 29900],
  ['מדבקות כוכבים זוהרות (100 יח׳)', 'WD-STAR', 4900, 6900],
  ['טפט מדבקה שיש לבן 3 מ׳', 'WD-MRB', 12900, 17900],
  ['מדבקת ציטוט "בית זה אנחנו"', 'WD-QTE', 9900, 13900],
  ['מדבקת לוח גיר למטבח', 'WD-CHK', 11900, 15900],
  ['מדבקות אריחים מצוירים (24 יח׳)', 'WD-TILE', 13900, 18900],
  ['מדבקת קיר בלונים לחדר תינוק', 'WD-BLN', 10900, 14900],
];
const COLOURS = ['שחור מט', 'לבן', 'זהב', 'אפור פחם', 'ורוד עתיק', 'כחול נייבי'];

const VENDORS = [
  {
    brand: 'STICKIT',
    web: 'www.stickit.co.il',
    legal: 'הדס ברקוביץ',
    company: false,
    idText: (id: string) => `עוסק מורשה ${lr(id)}`,
    addr: 'רח׳ יגאל אלון 8, כפר סבא',
    title: 'חשבונית מס / קבלה',
    num: (date: string, r: { int(a: number, b: number): number }) => `ST${date.slice(2, 4)}-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Liberation Sans','Miriam CLM',sans-serif",
    head: "'URW Gothic','Liberation Sans',sans-serif",
    color: '#111827',
    coupon: 'WALL15',
    pct: 15,
    free: 25000,
    top: false,
  },
  {
    brand: 'קיר לי',
    web: 'kirli.shop',
    legal: 'מדבקות הבית קיר לי בע"מ',
    company: true,
    idText: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    addr: 'אזור התעשייה, קיסריה',
    title: 'חשבונית מס-קבלה',
    num: (_date: string, r: { int(a: number, b: number): number }) => `${r.int(300000, 699999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
    head: "'Aharoni CLM','Noto Sans Hebrew',sans-serif",
    color: '#c2410c',
    coupon: 'NEWHOME',
    pct: 10,
    free: 30000,
    top: true,
  },
];

export const heWallDecalsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const ordered = shift(date, -rng.int(0, 3));
    const lines = rng
      .some(PRODUCTS, rng.int(1, 4))
      .map(([name, sku, lo, hi]) => ({ name, sku: `${sku}-${rng.int(10, 99)}`, colour: rng.pick(COLOURS), qty: rng.int(1, 2), unit: rng.int(lo / 100, hi / 100) * 100 - 10 }));
    const sub = add(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5);
    const disc = coupon ? Math.round((sub * v.pct) / 100) : 0;
    const after = sub - disc;
    const ship = after >= v.free ? 0 : rng.pick([2900, 3500]);
    const total = after + ship;
    const tax = taxIn(total, rate);
    const pay = rng.pick([`כרטיס אשראי ${lr(`**${rng.digits(4)}`)}`, 'Bit', 'PayPal', `אשראי ${lr(`**${rng.digits(4)}`)} (3 תשלומים)`]);
    const delivery = ship ? rng.pick(['שליח עד הבית', 'נקודת איסוף']) : 'משלוח חינם';
    const cells = [
      ['תאריך', lr(v.date(date))],
      ['מס׳ הזמנה', lr(`#${rng.int(1000000, 9999999)}`)],
      ['תאריך הזמנה', lr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)],
      ['משלוח', delivery],
      ['תשלום', pay],
    ];
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.idText(id)}</div><div>${v.addr}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="web">${lr(v.web)}</div></div>${v.top ? `<div class="vend">${vendor}</div>` : ''}</header>
<h1>${v.title} ${lr(number)}</h1>
<table class="grid"><tr>${cells.map((c) => `<th>${c[0]}</th>`).join('')}</tr><tr>${cells.map((c) => `<td>${c[1]}</td>`).join('')}</tr></table>
<div class="cust"><b>פרטי לקוח:</b> ${rng.pick(['נועה גולן', 'אלון ביטון', 'תמר רז', 'סהר עזרא', 'ליאת פרץ'])} · ${lr(cellular(rng))} · ${rng.pick(['רמת גן', 'חדרה', 'מודיעין', 'אשדוד', 'נהריה'])}</div>
<table class="items"><tr><th>מק"ט</th><th>מוצר</th><th>צבע</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${lr(l.sku)}</td><td>${esc(l.name)}</td><td>${l.colour}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>סכום ביניים</td><td>${amount(sub)}</td></tr>
${coupon ? `<tr><td>קופון ${lr(v.coupon)} (${v.pct}%)</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}
<tr><td>משלוח</td><td>${ship ? amount(ship) : 'חינם'}</td></tr>
<tr class="big"><td>סה"כ שולם</td><td>${lr(`₪${amount(total)}`)}</td></tr>
<tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
</table>
<div class="note">משלוח חינם בהזמנה מעל ₪${amount(v.free)}. ניתן להחזיר מדבקה שלא הודבקה תוך 14 יום.</div>
<footer>${v.top ? esc(v.legal) + ' · ' + lr(v.web) : vendor.replace(/<\/div><div>/g, ' · ').replace(/<\/?div[^>]*>/g, '')}</footer>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:210mm;min-height:296mm;box-sizing:border-box;padding:14mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-family:${v.head};font-size:34px;font-weight:bold;color:${v.color};letter-spacing:2px}.web{font-size:10px}.vend{text-align:left;line-height:1.5}.b{font-weight:bold}h1{font-size:17px;margin:12px 0 8px}.grid{width:100%;border-collapse:collapse}.grid th{font-size:9.5px;color:#555;text-align:right;padding:2px 4px;border-bottom:1px solid #ccc}.grid td{padding:4px;font-size:11.5px}.cust{margin:10px 0;padding:6px;background:#f4f4f5}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:4px;text-align:right}.items td{padding:5px 4px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+4){text-align:left}.tot{width:45%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111}.note{margin-top:16px;font-size:9.5px;color:#444}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;text-align:center;border-top:1px solid #ccc;padding-top:4px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
