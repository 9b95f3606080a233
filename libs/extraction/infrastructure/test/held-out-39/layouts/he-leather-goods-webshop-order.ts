import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-leather-goods-webshop-order';

const VENDORS = [
  {
    brand: 'LEDERWERK',
    web: 'www.lederwerk.co.il',
    legal: 'יעל פרידמן',
    company: false,
    label: 'עוסק מורשה',
    address: 'סטודיו: רח׳ הרצל 88, קריית טבעון',
    title: 'חשבונית מס / קבלה',
    num: (r: { int(a: number, b: number): number }, iso: string) => `LW${iso.slice(2, 4)}${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'he'),
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    brandFont: "'URW Gothic',sans-serif",
    color: '#92400e',
    freeFrom: 30000,
  },
  {
    brand: 'מגדל',
    web: 'migdal-leather.co.il',
    legal: 'מגדל מוצרי עור בע"מ',
    company: true,
    label: 'ח.פ.',
    address: 'רח׳ הסדנאות 5, הרצליה פיתוח',
    title: 'חשבונית מס-קבלה',
    num: (r: { int(a: number, b: number): number }) => `${r.int(300000, 699999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    font: "'Noto Sans Hebrew',sans-serif",
    brandFont: "'Aharoni CLM',sans-serif",
    color: '#1f2937',
    freeFrom: 40000,
  },
];

const GOODS: [string, string, number, number][] = [
  ['ארנק עור מתקפל', 'WL', 149, 259],
  ['חגורת עור 35 מ"מ', 'BL', 129, 219],
  ['תיק צד קטן', 'CB', 349, 590],
  ['תיק גב עור לעבודה', 'BP', 690, 1190],
  ['מחזיק מפתחות עם הטבעה', 'KR', 49, 89],
  ['כיסוי לדרכון', 'PC', 99, 159],
  ['תיק למחשב 14"', 'LB', 590, 890],
  ['קלמר עור', 'PN', 79, 129],
  ['מחזיק כרטיסים', 'CH', 89, 139],
  ['רצועה לשעון', 'WS', 119, 189],
];
const COLOURS = ['קוניאק', 'שחור', 'חום כהה', 'טבעי', 'ירוק זית', 'בורדו'];
const SHIPPING: [string, number][] = [
  ['שליח עד הבית', 3500],
  ['נקודת איסוף', 2200],
  ['איסוף עצמי מהסטודיו', 0],
];

export const heLeatherGoodsWebshopOrder: Layout = {
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
    const lines = rng
      .some(GOODS, rng.int(1, 4))
      .map(([name, code, lo, hi]) => ({ name, sku: `${code}-${rng.int(100, 999)}`, colour: rng.pick(COLOURS), qty: rng.chance(0.8) ? 1 : 2, unit: rng.int(lo, hi) * 100 }));
    const subtotal = add(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.4) ? rng.pick(['LEATHER10', 'WELCOME10']) : '';
    const disc = coupon ? share(subtotal, 10) : 0;
    const [ship, shipFee0] = rng.pick(SHIPPING);
    const shipFee = subtotal - disc >= v.freeFrom ? 0 : shipFee0;
    const total = subtotal - disc + shipFee;
    const tax = taxIn(total, rate);
    const pay = rng.pick([`כרטיס אשראי ${lr(`****${rng.digits(4)}`)}`, 'ביט', 'PayPal', `כרטיס אשראי ${lr(`****${rng.digits(4)}`)} (3 תשלומים)`]);
    const customer = rng.pick(['תמר ש.', 'אלון גרינברג', 'ליאור מ.', 'רוני אדלר', 'שקד בן-עמי']);
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>${v.address}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="web">${v.web}</div></div>${v.company ? `<div class="who">${vendor}</div>` : ''}</header>
<h1>${v.title} <span>${lr(number)}</span></h1>
<table class="meta"><tr><th>תאריך</th><th>מס׳ הזמנה</th><th>תאריך הזמנה</th><th>משלוח</th><th>אמצעי תשלום</th></tr>
<tr><td>${lr(v.date(date))}</td><td>${lr(`#${rng.int(1000000, 1999999)}`)}</td><td>${lr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)}</td><td>${ship}</td><td>${pay}</td></tr></table>
<div class="cust"><b>פרטי הלקוח:</b> ${esc(customer)} · ${lr(cellular(rng))} · ${rng.pick(['חיפה', 'מודיעין', 'באר שבע', 'כפר סבא', 'נתניה'])}</div>
<table class="items"><tr><th>מק"ט</th><th>מוצר</th><th>צבע</th><th>כמות</th><th>מחיר ליח׳</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${lr(l.sku)}</td><td>${esc(l.name)}</td><td>${l.colour}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>סכום ביניים</td><td>${amount(subtotal)}</td></tr>
${coupon ? `<tr><td>קופון ${coupon} (10%)</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}
<tr><td>משלוח</td><td>${shipFee ? amount(shipFee) : 'חינם'}</td></tr>
<tr class="big"><td>סה"כ שולם</td><td>${lr(`${amount(total)} ₪`)}</td></tr>
<tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
</table>
<div class="note">משלוח חינם בהזמנה מעל ${amount(v.freeFrom)} ₪. ניתן להחזיר מוצר שלא נעשה בו שימוש תוך 14 יום. מוצרים עם הטבעה אישית אינם ניתנים להחזרה.</div>
${v.company ? '' : `<footer>${vendor}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#1b1b1b}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative}header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-family:${v.brandFont};font-size:30px;color:${v.color};letter-spacing:2px}.web{font-size:10px}.who{text-align:left;line-height:1.5}.b{font-weight:bold}h1{font-size:18px;margin:12px 0 8px}.meta{width:100%;border-collapse:collapse}.meta th{background:${v.color};color:#fff;font-size:10px;padding:4px;text-align:right}.meta td{border-bottom:1px solid #ccc;padding:5px 4px}.cust{margin:10px 0;padding:6px;background:#faf5ef}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{border-bottom:1px solid #e5e5e5;padding:5px 4px}.items td:nth-child(n+5){text-align:left}.tot{width:45%;margin:12px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.note{margin-top:14px;font-size:9.5px;color:#555}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #ccc;padding-top:4px;display:flex;gap:10mm;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
