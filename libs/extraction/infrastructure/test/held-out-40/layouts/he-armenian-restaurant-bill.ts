import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-armenian-restaurant-bill';

const DISHES: [string, number, number][] = [
  ['לחמג׳ון', 3200, 4200],
  ['מנטי ביוגורט ושום', 5200, 6800],
  ['חורוואט כבש', 7800, 9600],
  ['קבב לולה', 6400, 7800],
  ['דולמה עלי גפן', 3800, 4600],
  ['בסטורמה ביתית', 4400, 5600],
  ['סלט חומוס וכוסברה', 3400, 4200],
  ['חצילים קלויים ביוגורט', 3600, 4400],
  ['גאטה ארמנית', 2800, 3600],
  ['קפה ארמני', 1400, 1800],
  ['כוס ברנדי ארמני', 3800, 4800],
  ['לימונדה נענע', 1600, 1900],
];

const VENDORS = [
  {
    brand: 'לבש',
    sub: 'מטבח ארמני · הרובע הארמני',
    legal: 'לבש מסעדות העיר העתיקה בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(id)}`,
    addr: 'רח׳ הארמנים 21, ירושלים',
    title: 'חשבונית מס - קבלה',
    num: (r: { int(a: number, b: number): number }) => `${r.int(20, 26)}${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    width: 68,
    page: '78mm 240mm',
    color: '#7c2d12',
    service: true,
  },
  {
    brand: 'אררט',
    sub: 'מסעדה ארמנית ביתית',
    legal: 'גרגור מנוקיאן',
    company: false,
    idLine: (id: string) => `עוסק מורשה מס׳ ${lr(id)}`,
    addr: 'שד׳ בן גוריון 33, חיפה',
    title: 'חשבונית מס קבלה',
    num: (r: { int(a: number, b: number): number }) => `A${r.int(10000, 59999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
    font: "'Hadasim CLM','Noto Sans Hebrew',sans-serif",
    width: 62,
    page: '72mm 240mm',
    color: '#1e3a8a',
    service: false,
  },
];

export const heArmenianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = v.service ? rng.int(9, 16) : rng.int(2, 5);
    const lines = rng.some(DISHES, rng.int(5, 9)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, Math.max(2, Math.ceil(diners / 3))), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const food = add(lines.map((l) => l.qty * l.unit));
    const service = v.service ? Math.round(food * 0.12) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const tip = v.service ? 0 : Math.round((total * rng.pick([0.1, 0.12, 0.15])) / 100) * 100;
    const open = rng.int(12 * 60, 20 * 60);
    const row = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div><div class="c sm">${v.sub}</div>
<div class="c sm">${v.addr} · ${lr(landline(rng))}</div>
<div class="c b">${esc(v.legal)}</div><div class="c sm">${v.idLine(id)}</div>
<div class="dbl"></div>
<div class="c b big">${v.title}</div>
${row('מס׳', lr(number), 'b')}
${row('תאריך', lr(v.date(date)))}
${row('שולחן', `${rng.int(1, 30)}`)}${row('סועדים', `${diners}`)}${row('מלצר/ית', rng.pick(['אני', 'סאקו', 'ליאור', 'נאירי', 'מאיה']))}
${row('נפתח', lr(hhmm(open)))}
<div class="dbl"></div>
${lines.map((l) => row(`${l.qty} ${esc(l.name)}`, amount(l.qty * l.unit))).join('')}
<div class="dbl"></div>
${v.service ? row('סה"כ מנות ומשקאות', amount(food)) + row('דמי שירות 12% (קבוצה)', amount(service)) : ''}
${row('סה"כ לתשלום', lr(`₪${amount(total)}`), 'big b')}
${row(`כולל מע"מ ${rate}%`, amount(tax))}
<div class="dbl"></div>
${
  v.service
    ? row('תשלום באשראי', lr(`xxxx-${rng.digits(4)}`)) + row('מס׳ אישור', lr(rng.digits(6)))
    : `<div class="box">${row('טיפ למלצר/ית (אינו חלק מהחשבונית)', amount(tip))}${row('סה"כ חיוב בכרטיס', amount(total + tip))}</div>${row('כרטיס', lr(`${rng.pick(['MC', 'VISA', 'ISR'])} ${rng.digits(4)}`))}`
}
${row('נסגר', lr(hhmm(open + rng.int(50, 140))))}
<div class="c sm">שנורהקלוטיון! תודה ולהתראות</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.big{font-size:12.5px}.brand{font-size:22px;font-weight:bold;color:${v.color}}.dbl{border-top:3px double ${v.color};margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}.box{border:1px solid #555;padding:2px;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
