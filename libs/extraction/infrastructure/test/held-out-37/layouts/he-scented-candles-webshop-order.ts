import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-scented-candles-webshop-order';

const VENDORS = [
  {
    brand: 'LEHAVA',
    sub: 'נרות ריחניים בעבודת יד',
    web: 'www.lehava-candles.co.il',
    legal: 'להבה נרות בוטיק בע"מ',
    company: true,
    label: 'ח.פ.',
    title: 'חשבונית מס / קבלה',
    numLabel: "חשבונית מס'",
    num: (k: number) => `LH-${k}`,
    digits: [20000, 29999],
    style: 'dd/mm/yyyy' as D,
    font: "'Noto Sans Hebrew','FreeSans',sans-serif",
    color: '#b45309',
    top: false,
  },
  {
    brand: 'נר ושמן',
    sub: 'נרות סויה · מפיצי ריח · שמנים אתריים',
    web: 'ner-veshemen.co.il',
    legal: 'טל מזרחי',
    company: false,
    label: 'עוסק מורשה',
    title: 'חשבונית מס קבלה',
    numLabel: "מס' מסמך",
    num: (k: number) => `${k}`,
    digits: [30100, 31999],
    style: 'yyyy-mm-dd' as D,
    font: "'Shofar','Noto Sans Hebrew',sans-serif",
    color: '#166534',
    top: true,
  },
];

const PRODUCTS: [string, number][] = [
  ['נר סויה "לבנדר וואניל" 220 גר\'', 8900],
  ['נר סויה "תאנה ועץ ארז" 220 גר\'', 8900],
  ['נר בכוס בטון "ים המלח" 300 גר\'', 12900],
  ['נר עמוד שעוות דבורים', 5400],
  ['מפיץ ריח במקלות 100 מ"ל', 9900],
  ['מילוי למפיץ ריח 250 מ"ל', 7400],
  ['שמן אתרי אקליפטוס 10 מ"ל', 3900],
  ['מארז מתנה – 3 נרות טיי', 6900],
  ['מכסה לנר ומפסק להבה', 4500],
  ['נר שבת ריחני זוג', 4900],
  ['ספריי ריח לבית "הדרים"', 5900],
];

export const heScentedCandlesWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const orderDate = shift(date, -rng.int(0, 3));
    const order = `#${rng.int(100000, 999999)}`;
    const lines = rng.some(PRODUCTS, rng.int(2, 6)).map(([name, p]) => ({ name, q: rng.int(1, 3), p, sku: `C${rng.int(100, 999)}` }));
    const goods = add(lines.map((l) => l.q * l.p));
    const coupon = rng.chance(0.5) ? { code: rng.pick(['GLOW10', 'SHABBAT10']), amt: Math.round(goods * 0.1) } : null;
    const after = goods - (coupon ? coupon.amt : 0);
    const ship = rng.pick([
      { what: 'שליח עד הבית', amt: after >= 25000 ? 0 : 3500 },
      { what: 'נקודת איסוף', amt: after >= 25000 ? 0 : 1900 },
      { what: 'דואר רשום', amt: 2400 },
    ]);
    const total = after + ship.amt;
    const tax = taxIn(total, rate);
    const vendorBlock = `<div class="vb"><b>${esc(v.legal)}</b> · ${v.label} ${id}<br>${lr(v.web)} · ${lr('053-4471180')}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div></div>${v.top ? vendorBlock : `<div class="vb">${lr(v.web)}</div>`}</header>
<div class="tt">${esc(v.title)}</div>
<table class="facts"><tr><td>${v.numLabel}</td><td><b>${lr(number)}</b></td><td>תאריך</td><td><b>${lr(dt(date, v.style))}</b></td></tr>
<tr><td>הזמנה</td><td>${lr(order)}</td><td>הוזמנה ב</td><td>${lr(`${dt(orderDate, 'dd/mm/yyyy')} ${hhmm(rng.int(6 * 60, 23 * 60))}`)}</td></tr>
<tr><td>לקוח/ה</td><td>${esc(rng.pick(['הילה רוזנטל', 'עדי בוזגלו', 'מור שטרן', 'נועה אבוטבול']))}</td><td>נייד</td><td>${lr(cellular(rng))}</td></tr>
<tr><td>משלוח</td><td>${esc(ship.what)}</td><td>תשלום</td><td>${esc(rng.pick(['כרטיס אשראי ', 'ביט', 'PayPal', 'Google Pay']))} ${lr(`(${rng.digits(4)})`)}</td></tr></table>
<table class="items"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td></tr>`).join('')}
</table>
<table class="tot"><tr><td>סכום ביניים</td><td>${amount(goods)}</td></tr>
${coupon ? `<tr><td>קופון ${coupon.code} (10%)</td><td>${lr(`-${amount(coupon.amt)}`)}</td></tr>` : ''}
<tr><td>משלוח</td><td>${ship.amt ? amount(ship.amt) : 'חינם'}</td></tr>
<tr class="big"><td>סה"כ שולם</td><td>₪${amount(total)}</td></tr>
<tr><td>כולל מע"מ ${rate}%</td><td>${amount(tax)}</td></tr></table>
<div class="sm">משלוח חינם בהזמנה מעל 250 ₪. החזרות בתוך 14 יום באריזה סגורה. הדלקת נרות – לא להשאיר ללא השגחה.</div>
${v.top ? '' : `<footer>${vendorBlock}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.page{width:210mm;height:296mm;box-sizing:border-box;padding:15mm;position:relative}header{display:flex;justify-content:space-between;align-items:center;padding-bottom:8px;border-bottom:1px solid #ddd}.brand{font-size:30px;font-weight:bold;color:${v.color};letter-spacing:2px}.sub{color:#666}.vb{text-align:left;font-size:11px;line-height:1.5}.tt{font-size:20px;margin:14px 0 8px;font-weight:bold}.facts{width:100%;border-collapse:collapse;margin-bottom:12px;background:#fafaf7}.facts td{padding:5px;border:1px solid #e2e2dc}.facts td:nth-child(odd){color:#666;width:14%}.items{width:100%;border-collapse:collapse}.items th{color:${v.color};border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{padding:5px 4px;border-bottom:1px solid #eee}.items td:nth-child(n+3){text-align:left}.tot{width:45%;margin:12px auto 12px 0;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;background:${v.color};color:#fff}.sm{font-size:10px;color:#666}footer{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #ddd;padding-top:5px}footer .vb{text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
