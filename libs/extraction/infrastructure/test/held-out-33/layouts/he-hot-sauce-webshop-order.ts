import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-hot-sauce-webshop-order';

const VENDORS = [
  {
    brand: 'FUEGO LAB',
    lines: ['פואגו מעבדת רטבים בע"מ'],
    legal: 'פואגו מעבדת רטבים בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'yyyy-mm-dd' as D,
    num: (k: number) => `INV-${k}`,
    digits: [10000, 99999],
    color: '#d32f2f',
    site: 'fuegolab.co.il',
  },
  {
    brand: 'חריף בקטנה',
    lines: ['נטע סויסה', 'רטבים חריפים בעבודת יד'],
    legal: 'נטע סויסה',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd/mm/yy' as D,
    num: (k: number) => `${k}`,
    digits: [1100, 4999],
    color: '#ef6c00',
    site: 'harif-bektana.co.il',
  },
];

const SKUS: [string, string, number][] = [
  ['HS-HAB', 'רוטב הבנרו ומנגו 150 מ"ל', 3900],
  ['HS-GHO', 'רוטב גוסט פפר מעושן 100 מ"ל', 5200],
  ['HS-JAL', 'חלפיניו ירוק מותסס 200 מ"ל', 3200],
  ['HS-SCO', 'סקורפיון טרינידד — אקסטרה 60 מ"ל', 5900],
  ['HS-SRI', 'סרירצ\'ה ביתית 250 מ"ל', 2900],
  ['HS-BOX', 'מארז טעימות 5 רטבים', 14900],
  ['HS-FLK', "פתיתי צ'ילי מיובש 40 גר", 2400],
];

export const heHotSauceWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const order = `#${rng.int(10000, 39999)}`;
    const orderDate = shift(date, -rng.int(0, 2));
    const items = rng.some(SKUS, rng.int(2, 5)).map(([sku, name, unit]) => ({ sku, name, unit, q: rng.int(1, 4) }));
    const sub = add(items.map((i) => i.q * i.unit));
    const coupon = rng.chance(0.4) ? Math.round(sub * 0.1) : 0;
    const ship = sub - coupon >= 25000 ? 0 : rng.pick([2900, 3500]);
    const total = sub - coupon + ship;
    const tax = taxIn(total, rate);
    const body = `<div class="bar">${lr(`https://${v.site}/my-account/orders/${order.slice(1)}/invoice`)}<span>${dt(date, 'dd/mm/yyyy')}, ${hhmm(rng.int(7 * 60, 23 * 60))}</span></div>
<div class="page">
<div class="hd"><div><div class="brand">${esc(v.brand)}</div>${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}<div class="sm">${v.label} ${id}</div><div class="sm">${lr(v.site)} · ${cellular(rng)}</div></div>
<div class="meta"><div class="tt">חשבונית מס / קבלה</div><div>מספר מסמך: <b>${lr(number)}</b></div><div>תאריך: <b>${dt(date, v.style)}</b></div><div class="sm">הזמנה ${lr(order)} מיום ${dt(orderDate, 'dd/mm/yyyy')}</div></div></div>
<div class="two"><div><b>פרטי לקוח</b><br>${esc(rng.pick(['עומר דהן', 'הילה קציר', 'אסף נגר', 'מאיה ליבוביץ']))}<br>${cellular(rng)}</div><div><b>משלוח אל</b><br>${esc(rng.pick(["רח' הגפן 12, כרמיאל", "רח' ויצמן 45, כפר סבא", "שד' ירושלים 8, באר שבע"]))}<br>${esc(rng.pick(['שליח עד הבית', 'נקודת איסוף']))}</div></div>
<table><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${items.map((i) => `<tr><td>${i.sku}</td><td>${esc(i.name)}</td><td>${i.q}</td><td>₪${amount(i.unit)}</td><td>₪${amount(i.q * i.unit)}</td></tr>`).join('')}</table>
<div class="sum">
<div class="rw"><span>סכום ביניים</span><span>₪${amount(sub)}</span></div>
${coupon ? `<div class="rw"><span>קופון ${lr('HOT10')} (10%)</span><span>-₪${amount(coupon)}</span></div>` : ''}
<div class="rw"><span>משלוח ${ship ? '' : '(חינם מעל ₪250)'}</span><span>${ship ? `₪${amount(ship)}` : 'חינם'}</span></div>
<div class="rw big"><span>סה"כ ששולם</span><span>₪${amount(total)}</span></div>
<div class="rw sm"><span>המחירים כוללים מע"מ (${rate}%) בסך</span><span>₪${amount(tax)}</span></div>
</div>
<div class="pay">אמצעי תשלום: ${esc(rng.pick(['כרטיס אשראי', 'PayPal', 'Bit']))} · החשבונית הופקה אוטומטית ונשלחה בדוא"ל</div>
</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Liberation Sans',sans-serif;font-size:12px}.bar{display:flex;justify-content:space-between;font-size:9px;color:#666;padding:4mm 8mm 0;font-family:'DejaVu Sans',sans-serif}.page{padding:8mm 14mm}.hd{display:flex;justify-content:space-between;border-bottom:4px solid ${v.color};padding-bottom:6px}.brand{font-family:'Aharoni CLM','DejaVu Sans',sans-serif;font-size:28px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#555}.meta{text-align:left;line-height:1.6}.tt{font-size:18px;font-weight:bold;color:${v.color}}.two{display:flex;gap:20px;margin:10px 0}.two>div{flex:1;background:#fff5ee;padding:6px;border-radius:6px}table{width:100%;border-collapse:collapse}th{background:#333;color:#fff;text-align:right;padding:4px}td{padding:4px;border-bottom:1px solid #e0e0e0}.sum{width:45%;margin:10px auto 0 0}.rw{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:15px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color}}.pay{margin-top:16px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
