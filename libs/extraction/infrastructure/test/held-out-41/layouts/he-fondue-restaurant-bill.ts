import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share, spacedId } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-fondue-restaurant-bill';

const DISHES: [string, number][] = [
  ['פונדו גבינות שוויצרי (ל-2)', 19800],
  ['פונדו שוקולד ופירות', 8900],
  ['ראקלט עם תפוחי אדמה', 7400],
  ['פונדו בורגיניון בשר בקר', 21600],
  ['סלט ירוק עם ויניגרט', 3800],
  ['לחם כפרי נוסף', 1800],
  ['כוס יין לבן שאסלה', 4200],
  ['בקבוק יין אדום', 16800],
  ['תה צמחים', 1600],
  ['מים מינרליים גדול', 2200],
  ['קירש (צ׳ייסר)', 2900],
];

const VENDORS = [
  {
    brand: 'לה קקלון',
    sub: 'מסעדת פונדו · רח׳ עמק רפאים 21, ירושלים',
    legal: 'קקלון מסעדנות בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(spacedId(id))}`,
    title: 'חשבונית מס/קבלה מקור',
    num: (r: { int(a: number, b: number): number }) => `${r.int(300000, 399999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    font: "'Frank Ruehl CLM','David CLM',serif",
    page: '80mm 220mm',
    width: 70,
    service: true,
  },
  {
    brand: 'אלפינה',
    sub: 'פונדו וראקלט · מרכז מסחרי, מטולה',
    legal: 'גיל ברקוביץ',
    company: false,
    idLine: (id: string) => `ע.מ. ${lr(id)}`,
    title: 'חשבון מס׳ / חשבונית מס',
    num: (r: { int(a: number, b: number): number }) => `T${r.int(10, 40)}-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
    page: '72mm 220mm',
    width: 62,
    service: false,
  },
];

export const heFondueRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng, [1, 2, 3, 4, 10, 11, 12]);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = v.service ? rng.int(8, 14) : rng.int(2, 4);
    const lines = rng.some(DISHES, rng.int(4, 7)).map(([name, price]) => ({ name, qty: rng.int(1, v.service ? 5 : 2), price }));
    const food = add(lines.map((l) => l.qty * l.price));
    const service = v.service ? share(food, 12) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const tip = v.service ? 0 : Math.round((total * rng.pick([0.1, 0.12, 0.15])) / 100) * 100;
    const row = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div><div class="c sm">${v.sub}</div>
<div class="c">${esc(v.legal)} · ${v.idLine(id)}</div>
<div class="c b t">${v.title} ${lr(number)}</div>
${row(`תאריך: ${lr(v.date(date))}`, `שעה: ${lr(`${rng.int(19, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}`)}`)}
${row(`שולחן: ${rng.int(1, 30)}`, `סועדים: ${diners}`)}
${row(`מלצר/ית: ${rng.pick(['נועה', 'איתי', 'שירן', 'עומר'])}`, `הזמנה: ${lr('#' + rng.int(1000, 9999))}`)}
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} ${esc(l.name)}`, lr(amount(l.qty * l.price)))).join('')}
<div class="rule"></div>
${v.service ? `${row('סה"כ מנות', lr(amount(food)))}${row('שירות 12% לקבוצות מעל 8', lr(amount(service)))}` : ''}
${row('לתשלום', lr(`${amount(total)} ₪`), 'big')}
${row(`מזה מע"מ (${rate}%)`, lr(amount(tax)))}
<div class="rule"></div>
${v.service ? `${row('שולם באשראי', lr(amount(total)))}` : `<div class="box">${row('טיפ (לא כלול בחשבונית)', lr(amount(tip)))}${row('חיוב כולל בכרטיס', lr(amount(total + tip)))}</div>`}
${row('אישור', lr(rng.digits(7)))}
<div class="c sm">תודה ולהתראות · ${lr(`0${rng.pick(['2', '4'])}-${rng.int(5000000, 9999999)}`)}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#222}.r{width:${v.width}mm;padding:3mm;border-top:3px double #7c2d12}.c{text-align:center}.b{font-weight:bold}.t{margin:5px 0;font-size:12px}.sm{font-size:8px}.brand{font-size:19px;font-weight:bold;color:#7c2d12}.big{font-weight:bold;font-size:13px}.rule{border-top:1px solid #999;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}.box{border:1px solid #333;padding:2px;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
