import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, notAnId } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'he-umbrella-shop-till';

const ITEMS: [string, number, number][] = [
  ['מטריה מתקפלת שחורה', 5900, 8900],
  ['מטריית גולף 130 ס"מ', 12900, 17900],
  ['מטריה שקופה כיפה', 6900, 9900],
  ['מטריית ילדים דינוזאור', 4500, 6500],
  ['מעיל גשם פונצ׳ו', 8900, 13900],
  ['מגפי גשם', 11900, 18900],
  ['כיסוי תיק נגד גשם', 2900, 4900],
  ['מטריית עץ ידית מעוקלת', 19900, 29900],
  ['מעמד מטריות נחושת', 14900, 22900],
  ['תיקון ידית/מוט', 3500, 6000],
];

const VENDORS = [
  {
    brand: 'מטריה אדומה',
    legal: 'מטריה אדומה סחר ויבוא בע"מ',
    company: true,
    city: 'רח׳ הנביאים 33, חיפה',
    page: '80mm 230mm',
    width: 72,
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    brandFont: "'Aharoni CLM',sans-serif",
    top: true,
    num: (r: { int(a: number, b: number): number }) => `TL-${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'טיפה',
    legal: 'יעל ברקוביץ',
    company: false,
    city: 'מדרחוב סוקולוב, הרצליה',
    page: '58mm 230mm',
    width: 50,
    font: "'DejaVu Sans Mono','Miriam Mono CLM',monospace",
    brandFont: "'Frank Ruehl CLM',serif",
    top: false,
    num: (r: { int(a: number, b: number): number }) => `${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
  },
];

export const heUmbrellaShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [1, 2, 3, 4, 10, 11, 12]);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng
      .some(ITEMS, rng.int(2, 5))
      .map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo / 100, hi / 100) * 100 - 10, sku: `${rng.int(100, 999)}${rng.digits(4)}` }));
    const sub = add(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5);
    const disc = club ? -Math.round(sub * 0.15) : 0;
    const total = sub + disc;
    const tax = taxIn(total, rate);
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0) : total;
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = v.company ? `<div class="c">${esc(v.legal)}<br>ח.פ. ${lr(hyphenId(id))}</div>` : `<div class="c">${esc(v.legal)} - עוסק מורשה ${lr(id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c">מטריות · מעילי גשם · מגפיים</div>
<div class="c">${v.city}</div>
${v.top ? vendor : ''}
<div class="rule"></div>
<div class="c b">${v.company ? 'חשבונית מס / קבלה' : 'חשבונית מס-קבלה'}</div>
${r('מס׳', lr(number))}
${r('תאריך', lr(v.date(date)))}
${r('שעה', lr(hhmm(rng.int(9 * 60 + 30, 20 * 60))))}
${r('קופה', lr(`0${rng.int(1, 3)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${esc(l.name)}</div>${r(`${lr(`${l.qty} x ${amount(l.unit)}`)} <span class="sm">מק"ט ${l.sku}</span>`, lr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${club ? r('סכום ביניים', lr(amount(sub))) + r('הנחת מועדון 15%', lr(amount(disc))) + r('כרטיס מועדון', lr(notAnId(rng))) : ''}
${r('סה"כ לתשלום', lr(`₪${amount(total)}`), 'big')}
${r(`מע"מ ${rate}% כלול`, lr(amount(tax)))}
${r('סה"כ לפני מע"מ', lr(amount(total - tax)))}
<div class="rule"></div>
${cash ? r('מזומן', lr(amount(paid))) + r('עודף', lr(amount(paid - total))) : r(`אשראי ${lr(`****${rng.digits(4)}`)}`, lr(amount(total))) + r('אישור', lr(rng.digits(7)))}
<div class="c sm">החלפה תוך 14 יום בצירוף חשבונית</div>
${v.top ? '' : vendor}
<div class="c">*** תודה ולא להירטב ***</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-family:${v.brandFont};font-size:20px;font-weight:bold}.c{text-align:center}.b{font-weight:bold;font-size:12px}.sm{font-size:8px}.big{font-weight:bold;font-size:13px}.rule{border-top:1px dashed #333;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
