import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-mens-grooming-webshop-order';

const VENDORS = [
  {
    brand: 'BARBER BOX',
    legal: 'ברבר בוקס טיפוח בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `BB-${k}`,
    digits: [100000, 999999],
    site: 'barberbox.co.il',
    color: '#b8860b',
  },
  {
    brand: "זקן ושות'",
    legal: 'נדב פרלמוטר',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [10000, 99999],
    site: 'zakan.shop',
    color: '#1f1f1f',
  },
];

const GOODS: [string, number][] = [
  ['שמן זקן ארז ותפוז 30 מ"ל', 7900],
  ['באלם לזקן שעוות דבורים', 6900],
  ['סבון גילוח בקערת עץ', 8900],
  ['סכין גילוח בטיחותי קרום', 18900],
  ["להבים לסכין בטיחותי — 20 יח'", 3900],
  ['מי אפטרשייב מנטה', 7400],
  ['מסרק עץ אגס', 4900],
  ['מברשת גילוח שיער גירית', 14900],
  ['ערכת מתנה "הזקן הראשון"', 22900],
  ['פומייד שיער אחיזה חזקה', 6400],
];

export const heMensGroomingWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const ordered = addDays(date, -rng.int(0, 2));
    const printed = addDays(date, rng.int(3, 40));
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, q: rng.int(1, 2), sku: `GR-${rng.digits(4)}` }));
    const goods = add(lines.map((l) => l.q * l.unit));
    const coupon = rng.chance(0.4) ? Math.round((goods * 15) / 100) : 0;
    const after = goods - coupon;
    const ship = after >= 29900 ? 0 : rng.pick([2990, 1990]);
    const total = after + ship;
    const tax = taxIn(total, rate);
    const pays = total > 30000 && rng.chance(0.5) ? 3 : 1;
    const order = `#${rng.int(20000, 89999)}`;
    const customer = rng.pick(['אביב מרקוביץ', 'רועי שלום', 'עמרי דהן', 'גיא פרידמן']);
    const vendorHead = `<div class="brand">${esc(v.brand)}</div>${n % 2 === 1 ? `<div>${esc(v.legal)}</div><div>מוצרי טיפוח לגבר · משלוחים לכל הארץ</div><div>${v.label} ${id}</div>` : '<div>ציוד וטיפוח לגבר</div>'}`;
    const body = `<div class="print"><span>${dt(printed, 'dd/mm/yyyy')}, ${hhmm(rng.int(8 * 60, 23 * 60))}</span><span>${v.brand} | החשבון שלי | הזמנה ${order}</span></div>
<div class="page">
<header>${vendorHead}</header>
<div class="doc"><h1>חשבונית מס / קבלה</h1>
<table class="facts"><tr><td>מספר מסמך</td><td><b>${lr(number)}</b></td></tr><tr><td>תאריך</td><td><b>${dt(date, v.style)}</b></td></tr><tr><td>הזמנה</td><td>${lr(order)} מיום ${dt(ordered, 'dd/mm/yy')}</td></tr></table></div>
<div class="addr"><div><b>פרטי לקוח</b><br>${esc(customer)}<br>${lr(cellular(rng))}</div><div><b>כתובת למשלוח</b><br>${rng.pick(["רח' העצמאות 40, אשדוד", "רח' הזית 3, מודיעין", "שד' ירושלים 118, יפו", "רח' הגליל 21, קריית שמונה"])}<br>${ship ? 'שליח עד הבית' : 'משלוח חינם'}</div></div>
<table class="items"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${lr(l.sku)}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${amount(l.q * l.unit)}</td></tr>`).join('')}
</table>
<table class="tot">
<tr><td>סכום ביניים</td><td>${amount(goods)} ₪</td></tr>
${coupon ? `<tr><td>קופון ${lr('BEARD15')} (15%)</td><td>${lr(`-${amount(coupon)}`)} ₪</td></tr>` : ''}
<tr><td>משלוח</td><td>${ship ? `${amount(ship)} ₪` : 'חינם (מעל 299 ₪)'}</td></tr>
<tr class="big"><td>סה"כ</td><td>${amount(total)} ₪</td></tr>
<tr><td>כולל מע"מ ${rate}%</td><td>${amount(tax)} ₪</td></tr>
</table>
<div class="pay">אמצעי תשלום: כרטיס אשראי ${lr(`•••• ${rng.digits(4)}`)}${pays > 1 ? ` · 3 תשלומים של ${amount(Math.floor(total / 3))} ₪ (הראשון ${amount(total - 2 * Math.floor(total / 3))} ₪)` : ''}</div>
${n % 2 === 0 ? `<footer>${esc(v.legal)} · ${v.label} ${id} · רח' המלאכה 8, חולון · שירות לקוחות ${lr('03-5569021')} · ${v.site}</footer>` : `<footer>שאלות? כתבו לנו: ${lr(`hello@${v.site}`)} · החזרות תוך 14 יום</footer>`}
</div>
<div class="print bottom"><span>${lr(`https://${v.site}/account/orders/${order.slice(1)}/invoice`)}</span><span>1/1</span></div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Liberation Sans',sans-serif;font-size:12px;color:#222}.print{display:flex;justify-content:space-between;font-family:'Liberation Sans',sans-serif;font-size:9px;padding:4mm 8mm;color:#555}.page{width:210mm;height:275mm;overflow:hidden;box-sizing:border-box;padding:6mm 16mm;position:relative}header{border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-family:'URW Gothic','Noto Sans Hebrew',sans-serif;font-size:30px;font-weight:bold;letter-spacing:1px;color:${v.color}}h1{font-size:20px;margin:12px 0 6px}.facts td{padding:2px 10px 2px 0}.facts td:first-child{color:#777}.addr{display:flex;gap:20mm;margin:12px 0}.items{width:100%;border-collapse:collapse}.items th{text-align:right;border-bottom:1px solid #999;padding:4px;color:#555;font-weight:normal}.items td{padding:6px 4px;border-bottom:1px solid #eee}.items td:nth-child(n+3){text-align:left}.tot{width:45%;margin:12px auto 0 0;border-collapse:collapse}.tot td{padding:3px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:1px solid #333}.pay{margin-top:14px}footer{position:absolute;bottom:6mm;left:16mm;right:16mm;font-size:10px;color:#555;border-top:1px solid #ccc;padding-top:4px;text-align:center}.bottom{position:absolute;bottom:0;left:0;right:0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
